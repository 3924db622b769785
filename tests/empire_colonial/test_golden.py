"""Golden game records: whole games stored with their final state and scores. Replaying each
must give exactly the stored final state (every event included) and scores, so any change of
the rules shows up as a diff here.

The records were made once by random play and checked in. After a deliberate rules change,
regenerate them and review the diff:

    .venv/bin/python -c "from tests.empire_colonial.test_golden import regenerate; regenerate()"
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from empires import GameRecord, new_match, replay
from empires.kernel.rng import SeededRng
from tests.empire_colonial.helpers import GAME, random_move

FOLDER = Path(__file__).parent / "golden"

#: name -> (players, options, seed of the game, seed of the random moves)
GAMES: dict[str, tuple[int, dict[str, Any], int, int]] = {
    "2p-standard": (2, {"offers_per_window": 2}, 1, 1),
    "3p-beginner": (3, {"version": "beginner"}, 3, 3),
}


def generate(name: str) -> dict[str, Any]:
    """Play the named game with random moves; return its record, final state and result."""
    players, options, seed, move_seed = GAMES[name]
    m = new_match(GAME, players, options, seed)
    rng = SeededRng(move_seed)
    while not m.is_over:
        m.play(*random_move(m, rng))
    return {
        "record": m.record().to_json(),
        "final_state": m.state_json(),
        "scores": m.scores(),
        "winners": m.winners(),
    }


def regenerate() -> None:
    """Write every golden file anew."""
    FOLDER.mkdir(exist_ok=True)
    for name in GAMES:
        text = json.dumps(generate(name), indent=1, ensure_ascii=False) + "\n"
        (FOLDER / f"{name}.json").write_text(text, encoding="utf-8")


def load(name: str) -> dict[str, Any]:
    return json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", GAMES)
def test_golden_record_replays_to_the_stored_final_state_and_scores(name: str) -> None:
    stored = load(name)
    record = GameRecord.from_json(stored["record"])
    m = replay(record)
    assert m.is_over
    assert m.state_json() == stored["final_state"]
    assert m.scores() == stored["scores"]
    assert m.winners() == stored["winners"]


@pytest.mark.parametrize("name", GAMES)
def test_golden_record_is_what_its_settings_describe(name: str) -> None:
    players, options, seed, _ = GAMES[name]
    record = load(name)["record"]
    assert (record["game"], record["players"], record["seed"]) == (GAME, players, seed)
    assert {k: record["options"][k] for k in options} == options


def test_golden_records_cover_every_kind_of_event() -> None:
    keys = {event["key"] for name in GAMES for event in load(name)["final_state"]["events"]}
    assert {
        "nations_dealt",
        "claim_failed",
        "nations_claimed",
        "developed",
        "sold",
        "offer_made",
        "offer_answered",
        "bidding_round",
        "auction_won",
        "auction_unwon",
        "game_over",
    } <= keys
