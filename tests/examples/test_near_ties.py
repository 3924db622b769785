"""examples/near_ties.py, the measure of docs/strength.md's near-tie figures: run as documented
(a real process) on the colonial game, which has no start player option, it counts different
results over seeds and, with ``--same-deal``, over bot seeds on each of ten deals, and plays a
window bot against bots breaking exact ties only."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "examples" / "near_ties.py"


def test_the_colonial_heuristic_varies_a_deal_only_with_a_window() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    args = ["empire-colonial", "--near", "0.5", "--games", "4", "--distinct-seeds", "5"]
    done = subprocess.run(
        [sys.executable, str(SCRIPT), *args, "--same-deal"],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    out = done.stdout
    over_seeds = re.findall(r"^window ([\d.]+): (\d+) different results over 5 seeds$", out, re.M)
    assert [window for window, _ in over_seeds] == ["0.5", "0.0"], out
    assert all(1 <= int(count) <= 5 for _, count in over_seeds), out
    deals = dict(
        re.findall(
            r"^window ([\d.]+): different results of each of 10 deals .*: \[(.*)\]$", out, re.M
        )
    )
    counts = {window: [int(n) for n in found.split(", ")] for window, found in deals.items()}
    # Drawing among near-equal sales varies some deals; exact ties alone, fewer of them.
    assert len(counts["0.5"]) == len(counts["0.0"]) == 10, out
    assert sum(counts["0.5"]) > sum(counts["0.0"]), out
    assert re.search(r"^window 0.5 against exact ties: [\d.]+% of wins .*, 4 games$", out, re.M), (
        out
    )
