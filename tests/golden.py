"""Golden game records, shared by every game's ``test_golden.py``: whole games stored with their
record, final state and result. Replaying each must give exactly the stored final state (every
event included) and result, so any change of a game's rules or data shows up as a diff.

Each game's folder ``golden/`` holds the records and ``settings.toml``, which says how each was
played and which kinds of event they must show. The records are made once by random play and
checked in. After a deliberate change, regenerate
a game's records and review the diff, for example:

    .venv/bin/python -c "from tests.empire_engine.test_golden import GOLDEN; GOLDEN.regenerate()"
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable, Mapping, Set
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from empires import GameRecord, Match, new_match, replay
from empires.kernel.rng import SeededRng

#: players, options, seed of the game, seed of the random moves
Settings = tuple[int, dict[str, Any], int, int]
Chooser = Callable[[Match, SeededRng], tuple[int, Any]]


def random_move(match: Match, rng: SeededRng) -> tuple[int, Any]:
    """A seat asked now and one of its legal moves, both drawn at random."""
    seat = rng.choice(match.to_act())
    return seat, rng.choice(match.legal_moves(seat))


@dataclass(frozen=True)
class GoldenSet:
    """One game's golden records: their settings by name, in ``folder`` as NAME.json."""

    game: str
    folder: Path
    games: Mapping[str, Settings]
    #: The kinds of event the stored games must show between them.
    events: Set[str] = frozenset()
    #: How the random games pick their moves (only regenerating depends on it).
    choose: Chooser = random_move

    @classmethod
    def read(cls, game: str, folder: Path, choose: Chooser = random_move) -> GoldenSet:
        """The golden set of ``game`` as ``folder/settings.toml`` describes it."""
        settings = tomllib.loads((folder / "settings.toml").read_text(encoding="utf-8"))
        games = {
            name: (g["players"], g["options"], g["seed"], g["moves_seed"])
            for name, g in settings["games"].items()
        }
        return cls(game, folder, games, frozenset(settings["events"]), choose)

    def generate(self, name: str) -> dict[str, Any]:
        """Play the named game with random moves; its record, final state and result."""
        players, options, seed, move_seed = self.games[name]
        match = new_match(self.game, players, options, seed)
        rng = SeededRng(move_seed)
        while not match.is_over:
            match.play(*self.choose(match, rng))
        return {
            "record": match.record().to_json(),
            "final_state": match.state_json(),
            "scores": match.scores(),
            "winners": match.winners(),
        }

    def regenerate(self) -> None:
        """Write every golden file anew."""
        self.folder.mkdir(exist_ok=True)
        for name in self.games:
            text = json.dumps(self.generate(name), indent=1, ensure_ascii=False) + "\n"
            (self.folder / f"{name}.json").write_text(text, encoding="utf-8")

    def load(self, name: str) -> dict[str, Any]:
        """The stored file of the named record."""
        stored: dict[str, Any] = json.loads(
            (self.folder / f"{name}.json").read_text(encoding="utf-8")
        )
        return stored

    def event_keys(self) -> set[str]:
        """Every kind of event the stored games contain."""
        return {
            event["key"]
            for name in self.games
            for event in self.load(name)["final_state"]["events"]
        }

    def check_replay(self, name: str) -> None:
        """The record replays to the stored final state and result."""
        stored = self.load(name)
        record = GameRecord.from_json(stored["record"])
        match = replay(record)
        assert match.is_over
        final = stored["final_state"]
        kit_state = getattr(match.rules, "state_type", None)
        if kit_state is not None:
            # Stored in the game's format before the kit: its version step gives the common
            # format, field for field, and the old form still loads to the same state.
            final = kit_state.upgrade(final)
            again = match.rules.state_from_json(stored["final_state"])
            assert match.rules.state_to_json(again) == match.state_json()
        assert match.state_json() == final
        assert match.scores() == stored["scores"]
        assert match.winners() == stored["winners"]
        assert record.result == {"scores": stored["scores"], "winners": stored["winners"]}

    def check_settings(self, name: str) -> None:
        """The record is of the game, players, seed and options its settings name."""
        players, options, seed, _ = self.games[name]
        record = self.load(name)["record"]
        assert (record["game"], record["players"], record["seed"]) == (self.game, players, seed)
        assert {k: record["options"][k] for k in options} == options


def golden_tests(golden: GoldenSet) -> type:
    """The tests every game's golden records pass, as a class its ``test_golden.py`` names
    ``TestGolden``: each record replays to its stored final state and result, each is of the
    settings it is named by, and together they show ``golden.events``."""

    class TestGolden:
        @pytest.mark.parametrize("name", golden.games)
        def test_replays_to_the_stored_final_state_and_result(self, name: str) -> None:
            golden.check_replay(name)

        @pytest.mark.parametrize("name", golden.games)
        def test_is_what_its_settings_describe(self, name: str) -> None:
            golden.check_settings(name)

        def test_records_show_every_kind_of_event(self) -> None:
            assert golden.events <= golden.event_keys()

    return TestGolden
