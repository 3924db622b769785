"""``empires arena --fast``: an arena job's games played by the batched engine.

The games are the ones the arena would play (same seeds, same line-ups, same bots' decisions,
by the differential test), so the results are the same rows; a run may be resumed with or
without ``--fast``. Only the bots' thinking time is not measured per seat (stored as 0).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence

from empires.arena.jobs import ArenaJob, GameSpec
from empires.bots.play import GameResult
from empires.games.empire_engine.fast.batch import Batch, check_lineup
from empires.kernel.errors import InvalidOptions

#: Games per batch: big enough to amortise the call, small enough to store results often.
BATCH = 10_000


def check_job(job: ArenaJob) -> None:
    """Raise InvalidOptions unless the job can be played by the batched engine."""
    if job.game != "empire-engine":
        raise InvalidOptions(f"--fast exists for empire-engine only, not {job.game}")
    check_lineup(job.players, job.lineup)


def play_batched(
    job: ArenaJob, specs: Sequence[GameSpec], batch: int = BATCH
) -> Iterator[list[tuple[GameSpec, GameResult]]]:
    """Play ``specs`` in batches; yield each batch's games with their results as the arena
    records them."""
    check_job(job)
    for start in range(0, len(specs), batch):
        chunk = specs[start : start + batch]
        games = Batch(job.players, job.options, [spec.seed for spec in chunk])
        games.play_lineups([spec.lineup for spec in chunk])
        points, wins = games.results()
        made = games.decisions()
        breakdowns = games.breakdowns()
        yield [
            (
                spec,
                GameResult(
                    seed=spec.seed,
                    lineup=spec.lineup,
                    scores=tuple(int(p) for p in points[b]),
                    winners=tuple(s for s in range(job.players) if wins[b, s]),
                    decisions=int(made[b].sum()),
                    seat_decisions=tuple(int(m) for m in made[b]),
                    seat_seconds=(0.0,) * job.players,
                    breakdowns=tuple(json.dumps(row, sort_keys=True) for row in breakdowns[b]),
                ),
            )
            for b, spec in enumerate(chunk)
        ]
