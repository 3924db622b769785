"""examples/engine_mixed_plans.py, the measure of docs/empire-engine.md's figures on the mixed
plans: run as documented (a real process), with few games."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "examples" / "engine_mixed_plans.py"


def test_variety_strength_and_search_are_reported() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    args = ["--games", "400", "--seeds", "200", "--search", "heuristic-pure:1"]
    done = subprocess.run(
        [sys.executable, str(SCRIPT), *args, "--search-games", "2"],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    out = done.stdout
    results = dict(re.findall(r"^variety (\S+): \d+ different games, (\d+) different", out, re.M))
    assert int(results["heuristic"]) > int(results["heuristic-pure"]), out
    shares = re.findall(r"^strength (\S+) against (\S+): ([\d.]+)% of 400", out, re.M)
    assert [(me, other) for me, other, _ in shares] == [
        ("heuristic", "heuristic-pure"),
        ("heuristic", "random"),
        ("heuristic-pure", "random"),
    ], out
    assert all(float(share) > 50 for _, _, share in shares), out
    search = re.search(
        r"^search with heuristic-pure rollouts, 1 per move: won ([\d.]+) of 2, ", out, re.M
    )
    assert search is not None and 0 <= float(search.group(1)) <= 2, out
