"""Empire (colonial)'s golden game records (see tests/golden.py); regenerate them with
``GOLDEN.regenerate()`` after a deliberate change and review the diff."""

from __future__ import annotations

from pathlib import Path

from tests.empire_colonial.helpers import GAME
from tests.golden import GoldenSet, golden_tests

GOLDEN = GoldenSet.read(GAME, Path(__file__).parent / "golden")

TestGolden = golden_tests(GOLDEN)
