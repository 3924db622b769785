"""``empires arena --fast``: the batched engine plays the arena's games, so a fast run stores
the same rows as a plain one (all but the bots' thinking time), and refuses line-ups it
cannot batch."""

from __future__ import annotations

from pathlib import Path

import pytest

from empires.arena.jobs import ArenaJob
from empires.arena.results import COLUMNS, ResultStore
from empires.arena.runner import run_arena
from empires.cli import main
from empires.games.empire_engine import RULES
from empires.kernel.errors import InvalidOptions

OPTIONS = dict(RULES.info.options.resolve(4, {"teams": True, "joint_attack": True}))
JOB = ArenaJob(
    "empire-engine", 4, ("heuristic", "random", "random", "random"), 12, 7, True, OPTIONS
)


def _rows(path: Path) -> list[tuple[object, ...]]:
    with ResultStore(path) as store:
        return [tuple(getattr(r, c) for c in COLUMNS if c != "think") for r in store.rows()]


def test_a_fast_run_stores_the_games_of_a_plain_run(tmp_path: Path) -> None:
    plain = run_arena(JOB, tmp_path / "plain.sqlite", workers=1)
    fast = run_arena(JOB, tmp_path / "fast.sqlite", fast=True)
    assert (plain.played, fast.played) == (12, 12)
    assert plain.run == fast.run
    assert _rows(tmp_path / "plain.sqlite") == _rows(tmp_path / "fast.sqlite")


def test_a_fast_run_resumes_a_plain_one(tmp_path: Path) -> None:
    results = tmp_path / "mixed.sqlite"
    short = ArenaJob(JOB.game, JOB.players, JOB.lineup, 5, JOB.seed, True, OPTIONS)
    run_arena(short, results, workers=1)
    resumed = run_arena(JOB, results, fast=True)
    assert (resumed.played, resumed.skipped) == (7, 5)
    run_arena(JOB, tmp_path / "plain.sqlite", workers=1)
    assert _rows(results) == _rows(tmp_path / "plain.sqlite")


def test_fast_needs_bots_with_a_batched_form(tmp_path: Path) -> None:
    job = ArenaJob("empire-engine", 2, ("ismcts-easy", "random"), 2, 0, True, {})
    with pytest.raises(InvalidOptions, match="no batched policy 'ismcts-easy'"):
        run_arena(job, tmp_path / "x.sqlite", fast=True)


def test_the_command_takes_fast(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "cli.sqlite"
    code = main(
        [
            "arena",
            "--bots",
            "heuristic,random",
            "--games",
            "4",
            "--out",
            str(out),
            "--fast",
            "--quiet",
        ]
    )
    assert code == 0
    assert "4 games played" in capsys.readouterr().out
