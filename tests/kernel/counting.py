"""Counting, a tiny game for the tests of optional moves (docs/api.md, "Optional moves").

Seats take turns adding 1 or 2 to a shared count; the game ends when the count reaches the goal,
and each seat scores what it added. Beside that decision, any seat may at any time write a
secret note (a number from 1 to 9; at most three per seat): an optional move. Everybody sees
that a note was written, only its writer what it says. Under the option ``notes=false`` (the
game's ``machine_options``) no notes are offered.

It is its own words, view and picture module (``texts``, ``views``, ``pictures``). The web and
terminal tests serve it through an entry point of a distribution made on the fly
(``find_by_subprocesses``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from empires.kernel.choices import Choice
from empires.kernel.codec import Int, spec
from empires.kernel.encoding import Encoding
from empires.kernel.errors import IllegalMove
from empires.kernel.events import Event
from empires.kernel.game import Bot, GameInfo, Rules, View
from empires.kernel.legality import Rule, RuleBook
from empires.kernel.moves import MoveSet
from empires.kernel.options import Option, OptionSet, OptionValue
from empires.kernel.rng import SeededRng
from empires.kernel.state import OVER, GameState

NAME = "counting"
ROOT = Path(__file__).resolve().parents[2]
COUNT = "count"
MOST_NOTES = 3


@dataclass(frozen=True, slots=True)
class Count:
    """The decision: add 1 or 2 to the count."""

    step: int = spec(Int(1, 2))


@dataclass(frozen=True, slots=True)
class Note:
    """Optional, at any time: write a secret number down."""

    value: int = spec(Int(1, 9))


MOVES = MoveSet("Counting", {"count": Count, "note": Note})


@dataclass(eq=False, kw_only=True)
class CountingState(GameState):
    GAME = NAME
    MOVES = MOVES
    PHASES = (COUNT, OVER)

    count: int = 0
    turn: int = 0
    added: list[int] = field(default_factory=list)
    #: Each seat's notes: secret but for their number.
    notes: list[list[int]] = field(default_factory=list)


OPTIONS = OptionSet(
    (
        Option("goal", "int", 10, {"en": "The count to reach."}, minimum=3, maximum=30),
        Option("notes", "bool", True, {"en": "Whether seats may write notes at any time."}),
    )
)
INFO = GameInfo(
    name=NAME,
    titles={"en": "Counting", "de": "Zählen"},
    min_players=2,
    max_players=4,
    mechanics={"en": ("test",), "de": ("Test",)},
    summaries={"en": "Add 1 or 2; notes at any time.", "de": "1 oder 2 dazu; Notizen jederzeit."},
    options=OPTIONS,
    version="1",
)
#: Why a note is refused (the listed notes are those these rules allow, of the values 1 to 3).
NOTES: RuleBook[CountingState] = RuleBook(
    Rule("notes-off", lambda state, seat, move: bool(state.options["notes"]), "no notes here"),
    Rule(
        "three-notes",
        lambda state, seat, move: len(state.notes[seat]) < MOST_NOTES,
        f"a seat writes at most {MOST_NOTES} notes",
    ),
)


class Counting(Rules[CountingState, Count | Note]):
    info = INFO
    state_type = CountingState
    moves = MOVES
    optional_kinds = (Note,)
    machine_options = {"notes": False}  # noqa: RUF012 (read only)

    def new_state(
        self, players: int, options: Mapping[str, OptionValue], seed: int
    ) -> CountingState:
        return CountingState(
            players=players,
            options=dict(options),
            rng=SeededRng(seed),
            phase=COUNT,
            added=[0] * players,
            notes=[[] for _ in range(players)],
        )

    def to_act(self, state: CountingState) -> tuple[int, ...]:
        return () if state.phase == OVER else (state.turn,)

    def legal_moves(self, state: CountingState, seat: int) -> Sequence[Count | Note]:
        return [Count(1), Count(2)] if seat in self.to_act(state) else []

    def apply(self, state: CountingState, seat: int, move: Count | Note) -> Count | Note:
        move = self.own_move(state, seat, move)
        assert isinstance(move, Count)
        state.count += move.step
        state.added[seat] += move.step
        state.events.append(Event("counted", {"seat": seat, "step": move.step}))
        if state.count >= int(state.options["goal"]):  # type: ignore[call-overload]
            state.phase = OVER
        else:
            state.turn = (state.turn + 1) % state.players
        return move

    def optional_moves(self, state: CountingState, seat: int) -> Sequence[Count | Note]:
        return list(NOTES.legal(state, seat, (Note(value) for value in (1, 2, 3))))

    def apply_optional(self, state: CountingState, seat: int, move: Count | Note) -> Count | Note:
        if not NOTES.allows(state, seat, move):
            raise NOTES.why_not(state, seat, move)
        assert isinstance(move, Note)
        state.notes[seat].append(move.value)
        state.events.append(Event("noted", {"seat": seat}))
        state.events.append(Event("noted_secret", {"seat": seat, "value": move.value}, to=seat))
        return move

    def why_illegal(self, state: CountingState, seat: int, move: Count | Note) -> IllegalMove:
        return IllegalMove("count-one-or-two", "add 1 or 2 on your turn")

    def scores(self, state: CountingState) -> list[int]:
        return list(state.added)

    def winners(self, state: CountingState) -> list[int]:
        if state.phase != OVER:
            return []
        return [seat for seat, added in enumerate(state.added) if added == max(state.added)]

    def score_breakdown(self, state: CountingState) -> list[dict[str, Any]]:
        return [
            {"added": added, "notes": len(notes)}
            for added, notes in zip(state.added, state.notes, strict=True)
        ]


# -- its words, views and pictures (the module is the game's texts, views and pictures) ---------
WORDS = {
    "en": {
        "count": "Add {step}",
        "note": "Write the secret note {value}",
        "counted": "{name} adds {step}.",
        "noted": "{name} writes a note.",
        "noted_secret": "Your note says {value}.",
    },
    "de": {
        "count": "{step} dazuzählen",
        "note": "Die geheime Notiz {value} schreiben",
        "counted": "{name} zählt {step} dazu.",
        "noted": "{name} schreibt eine Notiz.",
        "noted_secret": "Deine Notiz lautet {value}.",
    },
}


def describe_move(move: Count | Note, lang: str) -> str:
    if isinstance(move, Count):
        return WORDS[lang]["count"].format(step=move.step)
    return WORDS[lang]["note"].format(value=move.value)


def describe_choice(view: View, move: Count | Note, lang: str, names: Sequence[str]) -> Choice:
    return Choice(describe_move(move, lang), amount=getattr(move, "value", None))


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    params = {**event.params, "name": names[event.params["seat"]]}
    return WORDS[lang][event.key].format(**params)


def make_view(state: CountingState, seat: int | None, to_act: tuple[int, ...]) -> View:
    """Everything but the notes of other seats (their number is public)."""
    return {
        "seat": seat,
        "count": state.count,
        "goal": state.options["goal"],
        "turn": state.turn,
        "phase": state.phase,
        "to_act": list(to_act),
        "added": list(state.added),
        "notes_written": [len(notes) for notes in state.notes],
        "my_notes": None if seat is None else list(state.notes[seat]),
        "options": dict(state.options),
    }


def sample_state(view: View, rng: SeededRng) -> CountingState:
    """The view, other seats' notes drawn at random."""
    seat, players = view["seat"], len(view["added"])
    state = RULES.new_state(players, view["options"], rng.next_u64())
    state.count, state.turn, state.phase = view["count"], view["turn"], view["phase"]
    state.added = list(view["added"])
    state.notes = [
        list(view["my_notes"]) if other == seat else [1 + rng.below(9) for _ in range(written)]
        for other, written in enumerate(view["notes_written"])
    ]
    return state


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    added = ", ".join(f"{name} {n}" for name, n in zip(names, view["added"], strict=False))
    mine = "" if not view["my_notes"] else f" · notes {view['my_notes']}"
    return f"{view['count']} / {view['goal']} · {added}{mine}"


class CountingEncoding(Encoding):
    """Two actions (add 1, add 2) and the count, for the learning environments' tests."""

    actions = ({"type": "count", "step": 1}, {"type": "count", "step": 2})
    observation_size = 1
    max_decisions = 30

    def __init__(self, players: int, options: Mapping[str, OptionValue]) -> None:
        self.options = dict(options)

    def observe(self, view: View) -> list[float]:
        return [view["count"] / view["goal"]]


class NoteTaker(Bot):
    """Adds 1; writes the highest note offered whenever it is asked."""

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        return legal[0]

    def choose_optional(self, view: View, optional: Sequence[Any]) -> Any | None:
        return optional[-1]


#: The game's own bots (its entry point in the group ``empires.bots``).
BOTS = {"notes": lambda seed: NoteTaker()}

_MODULE = sys.modules[__name__]
Counting.texts = Counting.views = Counting.pictures = _MODULE  # type: ignore[assignment]
Counting.encoding_type = CountingEncoding
RULES = Counting()


def find_by_subprocesses(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Let the processes a test starts (a server, the terminal) find Counting: a distribution
    in ``folder`` whose entry point names it, and the repository's root, on their path."""
    info = folder / "counting_game-0.1.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: counting-game\nVersion: 0.1\n")
    games, bots = f"[empires.games]\n{NAME} = {__name__}:RULES", f"{NAME} = {__name__}:BOTS"
    (info / "entry_points.txt").write_text(f"{games}\n[empires.bots]\n{bots}\n")
    path = [str(ROOT), str(folder), os.environ.get("PYTHONPATH", "")]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in path if p))
