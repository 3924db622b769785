"""Empire Engine's golden game records (see tests/golden.py); regenerate them with
``GOLDEN.regenerate()`` after a deliberate change and review the diff."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.golden import GoldenSet, golden_tests
from tests.helpers import GAME

#: name -> (players, options, seed of the game, seed of the random moves)
GAMES: dict[str, tuple[int, dict[str, Any], int, int]] = {
    "2p-en": (2, {"start_player": 0}, 2014, 1),
    "4p-de": (4, {"edition": "de"}, 2015, 2),
    "4p-teams-all-variants": (
        4,
        {
            "teams": True,
            "joint_invention": True,
            "joint_attack": True,
            "defend_teammate": True,
            "shared_export": True,
        },
        40,
        40,
    ),
    "5p-en": (5, {}, 5, 4),
}


EVENTS = {
    "placed_gear",
    "blocked",
    "stole",
    "stole_from_stock",
    "exported",
    "salvaged",
    "export_wasted",
    "game_over",
}
GOLDEN = GoldenSet(GAME, Path(__file__).parent / "golden", GAMES, EVENTS)

TestGolden = golden_tests(GOLDEN)


def test_golden_team_record_shows_every_team_variant() -> None:
    events = GOLDEN.load("4p-teams-all-variants")["final_state"]["events"]
    keys = {event["key"] for event in events}
    assert {"joint_invention", "blocked_for_teammate", "shared_export"} <= keys
    assert any(event["params"].get("extra") for event in events)
