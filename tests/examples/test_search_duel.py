"""examples/search_duel.py, the scratch runs of docs/strength.md's ladder: run as documented
(a real process), two searches play head to head and the share is reported with its interval."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "examples" / "search_duel.py"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, env=env
    )


def test_settings_against_a_kind_with_the_share_and_its_interval() -> None:
    done = run("empire-engine", "s:ipm=1/root=halving", "random", "--games", "4", "--workers", "1")
    assert done.returncode == 0, done.stderr
    found = re.search(
        r"^empire-engine 2p s:ipm=1/root=halving against random: ([\d.]+)% \[([\d.]+)%, "
        r"([\d.]+)%\] of 4 games \| ms per decision [\d.]+ / [\d.]+",
        done.stdout,
        re.M,
    )
    assert found is not None, done.stdout
    share, low, high = (float(x) for x in found.groups())
    assert low <= share <= high and share >= 50.0  # the search beats random play


def test_an_unknown_setting_is_named() -> None:
    done = run("empire-engine", "s:ipm=1/speed=9", "random", "--games", "2")
    assert done.returncode != 0
    assert "unknown setting 'speed'" in done.stderr
