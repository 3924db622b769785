"""Where arena games are played: in this process, in a pool of processes, or on a Ray cluster.

A backend takes the games still to play and yields ``(spec, result)`` pairs as games finish,
in any order. Every game is a pure function of its spec, so the backend changes only the
wall time, never a result.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from empires.arena.jobs import ArenaJob, GameSpec
from empires.bots.play import GameResult, play_game
from empires.kernel.errors import InvalidOptions

BACKENDS = ("process", "ray")


def _play(
    game: str, players: int, options: Mapping[str, Any], spec: GameSpec
) -> tuple[GameSpec, GameResult]:
    return spec, play_game(game, players, options, spec.lineup, spec.seed)


def run_local(
    job: ArenaJob, specs: Sequence[GameSpec], workers: int
) -> Iterator[tuple[GameSpec, GameResult]]:
    """Play in this process (one worker) or a process pool, a bounded number in flight."""
    options = dict(job.options)
    if workers <= 1 or len(specs) < 2:
        for spec in specs:
            yield _play(job.game, job.players, options, spec)
        return
    pending = iter(specs)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        running: set[Future[tuple[GameSpec, GameResult]]] = set()
        for spec in pending:
            running.add(pool.submit(_play, job.game, job.players, options, spec))
            if len(running) >= 4 * workers:
                break
        while running:
            finished, running = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                yield future.result()
                following = next(pending, None)
                if following is not None:
                    running.add(pool.submit(_play, job.game, job.players, options, following))


def run_ray(
    job: ArenaJob, specs: Sequence[GameSpec], workers: int | None, address: str | None
) -> Iterator[tuple[GameSpec, GameResult]]:
    """Play on a Ray cluster (``address``), or on a local one started here with ``workers``
    CPUs. Needs the ``arena`` extra."""
    try:
        import ray
    except ImportError as error:  # pragma: no cover - depends on the installation
        raise InvalidOptions("--backend ray needs Ray: pip install 'empires[arena]'") from error
    started_here = not ray.is_initialized()
    if started_here:
        os.environ.setdefault("RAY_AUTH_MODE", "disabled")
        if address:
            ray.init(address=address, log_to_driver=False)
        else:
            ray.init(
                num_cpus=workers or os.cpu_count() or 1,
                include_dashboard=False,
                log_to_driver=False,
            )
    try:
        remote = ray.remote(num_cpus=1)(_play)
        options = dict(job.options)
        capacity = int(ray.cluster_resources().get("CPU", 1))  # type: ignore[no-untyped-call]
        pending = iter(specs)
        running: list[Any] = []
        for spec in pending:
            running.append(remote.remote(job.game, job.players, options, spec))
            if len(running) >= 4 * capacity:
                break
        while running:
            finished, running = ray.wait(running, num_returns=1)
            for ref in finished:
                yield ray.get(ref)
                following = next(pending, None)
                if following is not None:
                    running.append(remote.remote(job.game, job.players, options, following))
    finally:
        if started_here:
            ray.shutdown()
