"""Empire Engine's golden game records (see tests/golden.py); regenerate them with
``GOLDEN.regenerate()`` after a deliberate change and review the diff."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.golden import GoldenSet
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


GOLDEN = GoldenSet(GAME, Path(__file__).parent / "golden", GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_golden_record_replays_to_the_stored_final_state_and_scores(name: str) -> None:
    GOLDEN.check_replay(name)


@pytest.mark.parametrize("name", GAMES)
def test_golden_record_is_what_its_settings_describe(name: str) -> None:
    GOLDEN.check_settings(name)


def test_golden_team_record_shows_every_team_variant() -> None:
    events = GOLDEN.load("4p-teams-all-variants")["final_state"]["events"]
    keys = {event["key"] for event in events}
    assert {"joint_invention", "blocked_for_teammate", "shared_export"} <= keys
    assert any(event["params"].get("extra") for event in events)


def test_golden_records_cover_every_decision_kind() -> None:
    keys = GOLDEN.event_keys()
    assert {
        "placed_gear",
        "blocked",
        "stole",
        "stole_from_stock",
        "exported",
        "salvaged",
        "export_wasted",
        "game_over",
    } <= keys
