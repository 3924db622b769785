"""Empire (colonial)'s golden game records (see tests/golden.py); regenerate them with
``GOLDEN.regenerate()`` after a deliberate change and review the diff."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.empire_colonial.helpers import GAME
from tests.golden import GoldenSet

#: name -> (players, options, seed of the game, seed of the random moves)
GAMES: dict[str, tuple[int, dict[str, Any], int, int]] = {
    "2p-standard": (2, {"offers_per_window": 2}, 1, 1),
    "3p-beginner": (3, {"version": "beginner"}, 3, 3),
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
