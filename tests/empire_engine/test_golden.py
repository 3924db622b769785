"""Empire Engine's golden game records (see tests/golden.py); regenerate them with
``GOLDEN.regenerate()`` after a deliberate change and review the diff."""

from __future__ import annotations

from pathlib import Path

from tests.golden import GoldenSet, golden_tests
from tests.helpers import GAME

GOLDEN = GoldenSet.read(GAME, Path(__file__).parent / "golden")

TestGolden = golden_tests(GOLDEN)


def test_golden_team_record_shows_every_team_variant() -> None:
    events = GOLDEN.load("4p-teams-all-variants")["final_state"]["events"]
    keys = {event["key"] for event in events}
    assert {"joint_invention", "blocked_for_teammate", "shared_export"} <= keys
    assert any(event["params"].get("extra") for event in events)
