"""examples/bot_variety.py, the measure of docs/strength.md's figures on how much a bot kind's
games vary by its own draws: run as documented (a real process), it counts the different
results of each deal over the bot seeds."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "examples" / "bot_variety.py"


def counts(kind: str) -> list[int]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    args = ["empire-colonial", kind, "--deals", "8", "--bot-seeds", "6"]
    done = subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, env=env, check=True
    )
    found = re.search(r"each of 8 deals over 6 bot seeds: \[(.*)\] \((\d+) of 48\)$", done.stdout)
    assert found is not None, done.stdout
    each = [int(n) for n in found.group(1).split(", ")]
    assert sum(each) == int(found.group(2)) and all(1 <= n <= 6 for n in each)
    return each


def test_the_steady_heuristic_plays_a_deal_one_way_and_the_heuristic_several() -> None:
    assert counts("heuristic-steady") == [1] * 8
    assert sum(counts("heuristic")) > 8
