"""Empire V8.5's golden game records (see tests/golden.py); regenerate them with
``GOLDEN.regenerate()`` after a deliberate change and review the diff."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.empire_v85.table import GAME
from tests.golden import GoldenSet, golden_tests

#: name -> (players, options, seed of the game, seed of the random moves)
GAMES: dict[str, tuple[int, dict[str, Any], int, int]] = {
    "2p": (2, {"start_player": 0}, 85, 1),
    "3p": (3, {}, 2026, 2),
    "4p": (4, {"start_player": 3}, 4, 3),
}


EVENTS = {
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
}
GOLDEN = GoldenSet(GAME, Path(__file__).parent / "golden", GAMES, EVENTS)

TestGolden = golden_tests(GOLDEN)
