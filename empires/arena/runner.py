"""Run an arena job into a results file, resuming where an earlier run of the same job stopped."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from empires.arena.backends import BACKENDS, run_local, run_ray
from empires.arena.jobs import ArenaJob, GameSpec
from empires.arena.results import ResultStore
from empires.bots.play import GameResult
from empires.kernel.errors import InvalidOptions


@dataclass(frozen=True)
class RunSummary:
    """What one call of :func:`run_arena` did."""

    run: str
    played: int
    skipped: int
    seconds: float


def run_arena(
    job: ArenaJob,
    results: Path | str,
    *,
    backend: str = "process",
    workers: int = 1,
    address: str | None = None,
    progress: bool = False,
    fast: bool = False,
) -> RunSummary:
    """Play every game of ``job`` not yet in ``results`` and store each as it finishes.

    With ``fast`` the batched engine plays them (Empire Engine, bots with a batched form):
    the same games, in one process."""
    if backend not in BACKENDS:
        raise InvalidOptions(f"unknown backend {backend!r}; choose one of {', '.join(BACKENDS)}")
    job.check()
    if fast:
        # Imported here: the batched engine needs the optional `fast` extra (Numba).
        from empires.arena.fast import check_job

        check_job(job)
    started = time.perf_counter()
    with ResultStore(results) as store:
        run = store.start(job)
        done = store.done(run)
        todo = [spec for spec in job.specs() if spec.index not in done]
        bar = _progress_bar(job.games, len(done)) if progress else None
        if fast:
            # A batch finishes all at once: its games are stored in one transaction.
            from empires.arena.fast import play_batched  # the `fast` extra, as above

            played = 0
            for finished in play_batched(job, todo):
                store.add_many(run, job, [(spec.index, result) for spec, result in finished])
                played += len(finished)
                if bar is not None:
                    bar.update(len(finished))
            if bar is not None:
                bar.close()
            return RunSummary(run, played, len(done), time.perf_counter() - started)
        stream: Iterator[tuple[GameSpec, GameResult]]
        if backend == "ray":
            stream = run_ray(job, todo, workers, address)
        else:
            stream = run_local(job, todo, workers)
        played = 0
        for spec, result in stream:
            store.add(run, job, spec.index, result)
            played += 1
            if bar is not None:
                bar.update(1)
        if bar is not None:
            bar.close()
    return RunSummary(run, played, len(done), time.perf_counter() - started)


def _progress_bar(total: int, initial: int) -> Any:
    """A progress bar with rate and ETA on stderr (tqdm, from the ``arena`` extra)."""
    try:
        from tqdm import tqdm
    except ImportError:  # pragma: no cover - depends on the installation
        return None
    return tqdm(total=total, initial=initial, unit="game", file=sys.stderr, smoothing=0.05)
