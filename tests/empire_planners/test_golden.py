"""Empire Planners' golden game records (see tests/golden.py); regenerate them with
``GOLDEN.regenerate()`` after a deliberate change and review the diff."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from empires import Match
from empires.kernel.rng import SeededRng
from tests.empire_planners.helpers import GAME
from tests.golden import GoldenSet, golden_tests

#: name -> (players, options, seed of the game, seed of the random moves)
GAMES: dict[str, tuple[int, dict[str, Any], int, int]] = {
    "2p": (2, {"start_player": 0}, 2015, 1),
    "2p-random-start": (2, {}, 7, 2),
    "solo-basic": (1, {"level": "basic"}, 11, 3),
    "solo-advanced": (1, {"level": "advanced"}, 12, 4),
}


def _only_seat_moves(match: Match, rng: SeededRng) -> tuple[int, Any]:
    # One seat decides at a time in this game; the stored games drew only the move.
    (seat,) = match.to_act()
    return seat, rng.choice(match.legal_moves(seat))


EVENTS = {
    "built",
    "rerolled",
    "bought_factory",
    "claimed",
    "exchanged",
    "train_added",
    "passenger",
    "train_moved",
    "produced",
    "upgraded",
    "gains",
    "deck_reshuffled",
    "archie_built",
    "archie_banked",
    "game_over",
}
GOLDEN = GoldenSet(GAME, Path(__file__).parent / "golden", GAMES, EVENTS, _only_seat_moves)

TestGolden = golden_tests(GOLDEN)
