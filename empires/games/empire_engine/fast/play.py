"""Whole games in compiled code: every seat's policy chooses from the legal moves, game after
game of a batch, with no Python in between.

Policies are numbered: :data:`RANDOM` draws uniformly from the legal moves with the seat's
own SplitMix64 generator, exactly as :class:`empires.bots.random_bot.RandomBot` does;
:data:`HEURISTIC` decides as :class:`empires.bots.empire_engine.HeuristicBot` does
(:mod:`.heuristic`).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from empires.games.empire_engine.fast._jit import jit
from empires.games.empire_engine.fast.core import apply, offers, placing_seat, resolve
from empires.games.empire_engine.fast.heuristic import heuristic_choice
from empires.games.empire_engine.fast.layout import (
    CHOSEN,
    DECISIONS,
    MADE,
    OVER,
    PHASE,
    PLAN,
    SCRATCH,
    N,
)
from empires.games.empire_engine.fast.rng import below

RANDOM, HEURISTIC = 0, 1
POLICIES = {"random": RANDOM, "heuristic": HEURISTIC}


@jit
def choose(
    policy: int,
    row: NDArray[np.int64],
    seat: int,
    count: int,
    rngs: NDArray[np.uint64],
    b: int,
    table: NDArray[np.float64],
) -> int:
    """The move ``seat``'s policy picks from the ``count`` legal moves in the row's scratch
    space; ``rngs[b, seat]`` is its generator, ``table`` the heuristic's future values."""
    if policy == HEURISTIC:
        return heuristic_choice(row, seat, count, rngs, b, table)
    state, index = below(rngs[b, seat], count)
    rngs[b, seat] = state
    return int(row[SCRATCH + index])


@jit
def play_games(
    rows: NDArray[np.int64],
    policies: NDArray[np.int64],
    rngs: NDArray[np.uint64],
    log: NDArray[np.int32],
    table: NDArray[np.float64],
) -> int:
    """Play every game of the batch to its end; return the decisions made.

    ``policies[b, seat]`` and ``rngs[b, seat]`` are the policy and generator of each seat.
    If ``log`` has columns, ``log[b, i]`` records decision ``i`` of game ``b`` as
    ``seat * 256 + code`` (-1 after the last).
    """
    keep = log.shape[1]
    total = 0
    for b in range(rows.shape[0]):
        row = rows[b]
        n = row[N]
        made = 0
        while row[PHASE] != OVER:
            # In the Plan phase the placing seat decides alone and its move is played at
            # once; in a simultaneous decision every asked seat chooses in secret, a seat with
            # one possible move is not asked, then the decision is carried out (core.advance).
            plan = row[PHASE] == PLAN
            first = placing_seat(row) if plan else 0
            for seat in range(first, first + 1 if plan else n):
                count = offers(row, seat)
                if count <= 1 and not plan:
                    row[CHOSEN + seat] = row[SCRATCH] if count == 1 else -1
                    continue
                # The random draw is written out here, not called through choose(): a call
                # passing the generator and table arrays costs more than the draw itself.
                if policies[b, seat] == RANDOM:
                    state, index = below(rngs[b, seat], count)
                    rngs[b, seat] = state
                    code = row[SCRATCH + index]
                else:
                    code = heuristic_choice(row, seat, count, rngs, b, table)
                if made < keep:
                    log[b, made] = seat * 256 + code
                made += 1
                row[MADE + seat] += 1
                if plan:
                    apply(row, seat, code)
                else:
                    row[DECISIONS] += 1
                    row[CHOSEN + seat] = code
            if not plan:
                resolve(row)
        if made < keep:
            log[b, made] = -1
        total += made
    return total
