"""Empire V8.5's golden game records (see tests/golden.py); regenerate them with
``GOLDEN.regenerate()`` after a deliberate change and review the diff."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.empire_v85.table import GAME
from tests.golden import GoldenSet

#: name -> (players, options, seed of the game, seed of the random moves)
GAMES: dict[str, tuple[int, dict[str, Any], int, int]] = {
    "2p": (2, {"start_player": 0}, 85, 1),
    "3p": (3, {}, 2026, 2),
    "4p": (4, {"start_player": 3}, 4, 3),
}


GOLDEN = GoldenSet(GAME, Path(__file__).parent / "golden", GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_golden_record_replays_to_the_stored_final_state_and_scores(name: str) -> None:
    GOLDEN.check_replay(name)


@pytest.mark.parametrize("name", GAMES)
def test_golden_record_is_what_its_settings_describe(name: str) -> None:
    GOLDEN.check_settings(name)


def test_golden_records_cover_every_kind_of_event() -> None:
    keys = GOLDEN.event_keys()
    assert {
        "employed",
        "bought",
        "placed_tile",
        "placed_worker",
        "discarded",
        "built",
        "taxed",
        "bonus",
        "town_center",
        "collected",
        "game_over",
    } <= keys
