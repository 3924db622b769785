"""Empire Planners' golden game records (see tests/golden.py); regenerate them with
``GOLDEN.regenerate()`` after a deliberate change and review the diff."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from empires import Match
from empires.kernel.rng import SeededRng
from tests.empire_planners.helpers import GAME
from tests.golden import GoldenSet, golden_tests


def _only_seat_moves(match: Match, rng: SeededRng) -> tuple[int, Any]:
    # One seat decides at a time in this game; the stored games drew only the move.
    (seat,) = match.to_act()
    return seat, rng.choice(match.legal_moves(seat))


GOLDEN = GoldenSet.read(GAME, Path(__file__).parent / "golden", _only_seat_moves)

TestGolden = golden_tests(GOLDEN)
