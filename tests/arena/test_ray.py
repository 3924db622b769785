"""The Ray backend on a local two-worker cluster gives the same results as the process pool."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from empires.arena.jobs import ArenaJob
from empires.arena.results import COLUMNS, ResultStore
from empires.arena.runner import run_arena
from empires.games.empire_engine import RULES

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def cluster() -> Iterator[None]:
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def _rows(path: Path) -> list[tuple[object, ...]]:
    with ResultStore(path) as store:
        return [tuple(getattr(r, c) for c in COLUMNS if c != "think") for r in store.rows()]


def test_a_ray_run_matches_the_process_run(cluster: None, tmp_path: Path) -> None:
    options = RULES.info.options.resolve(3, {"rounds": 3})
    job = ArenaJob(
        "empire-engine", 3, ("ismcts-easy", "heuristic", "random"), 9, 21, options=options
    )
    by_ray = run_arena(job, tmp_path / "ray.sqlite", backend="ray", workers=2)
    by_processes = run_arena(job, tmp_path / "pool.sqlite", workers=2)
    assert by_ray.played == by_processes.played == 9
    assert _rows(tmp_path / "ray.sqlite") == _rows(tmp_path / "pool.sqlite")
