"""Empire (colonial)'s golden game records (see tests/golden.py); regenerate them with
``GOLDEN.regenerate()`` after a deliberate change and review the diff."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.empire_colonial.helpers import GAME
from tests.golden import GoldenSet, golden_tests

#: name -> (players, options, seed of the game, seed of the random moves)
GAMES: dict[str, tuple[int, dict[str, Any], int, int]] = {
    "2p-standard": (2, {"offers_per_window": 2}, 1, 1),
    "3p-beginner": (3, {"version": "beginner"}, 3, 3),
}


EVENTS = {
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
}
GOLDEN = GoldenSet(GAME, Path(__file__).parent / "golden", GAMES, EVENTS)

TestGolden = golden_tests(GOLDEN)
