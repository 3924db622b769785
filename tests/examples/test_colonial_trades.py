"""examples/colonial_trades.py, the measure of docs/strength.md's colonial trading figures: run
as documented (a real process), it plays two bots of each kind in every seating and counts the
trades, bundles made at any time included."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "examples" / "colonial_trades.py"


def run(*args: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, env=env, check=True
    )
    return done.stdout


def test_two_of_each_kind_in_every_seating_with_their_wins_and_trades() -> None:
    out = run("--versus", "heuristic,heuristic-onecard", "--games", "6")
    trades = re.search(r"^6 games: ([\d.]+) offers and ([\d.]+) accepted trades", out, re.M)
    assert trades is not None, out
    wins = [
        int(n) for n in re.findall(r"^heuristic(?:-onecard)?: first .* in (\d+) games", out, re.M)
    ]
    assert len(wins) == 2 and sum(wins) >= 6, out


def test_bundle_trades_at_any_time_are_counted() -> None:
    out = run("--bots", "heuristic,heuristic,heuristic,heuristic", "--games", "2")
    windows = re.search(r"([\d.]+) accepted trades", out)
    out = run("--games", "2", "--option", "trade_when=anytime", "--every", "1")
    reports = re.findall(r"^(\d) games: [\d.]+ offers and ([\d.]+) accepted trades", out, re.M)
    assert [games for games, _ in reports] == ["1", "2"]
    assert windows is not None and float(reports[-1][1]) > float(windows.group(1)) > 0
