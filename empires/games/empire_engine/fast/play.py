"""Whole games in compiled code: every seat's policy chooses from the legal moves, game after
game of a batch, with no Python in between.

Policies are numbered: :data:`RANDOM` draws uniformly from the legal moves with the seat's
own SplitMix64 generator, exactly as :class:`empires.bots.random_bot.RandomBot` does;
:data:`HEURISTIC` decides as :class:`empires.bots.empire_engine.HeuristicBot` does
(:mod:`.heuristic`, and at two players :mod:`.duel` for the plans); :data:`HEURISTIC_PURE` as
its kind ``heuristic-pure`` (the plan of best value, also at two players).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from empires.games.empire_engine.fast._jit import jit
from empires.games.empire_engine.fast.core import apply, offers, placing_seat, resolve
from empires.games.empire_engine.fast.duel import duel_choice
from empires.games.empire_engine.fast.heuristic import heuristic_choice
from empires.games.empire_engine.fast.layout import (
    CHOICE,
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

RANDOM, HEURISTIC, HEURISTIC_PURE = 0, 1, 2
POLICIES = {"random": RANDOM, "heuristic": HEURISTIC, "heuristic-pure": HEURISTIC_PURE}
#: What the seats play with: ``policies[b, seat]`` and the generators ``rngs[b, seat]`` of
#: each game and seat, and the heuristic's future values (``heuristic.future_table``).
Seats = tuple[NDArray[np.int64], NDArray[np.uint64], NDArray[np.float64]]


@jit
def play_until(
    row: NDArray[np.int64], learner: int, seats: Seats, b: int, log: NDArray[np.int32], made: int
) -> int:
    """Let the policies of game ``b`` decide until ``learner`` must decide (-1: nobody) or the
    game is over; return ``made`` plus the decisions they made, logged from there if ``log``
    has columns (see :func:`play_games`). In a simultaneous decision the learner chooses
    first, and its secret choice is carried out with the others'."""
    policies, rngs, table = seats
    keep = log.shape[1]
    n = row[N]
    while row[PHASE] != OVER:
        # In the Plan phase the placing seat decides alone and its move is played at once; in
        # a simultaneous decision every asked seat chooses in secret, a seat with one possible
        # move is not asked, then the decision is carried out (core.advance).
        plan = row[PHASE] == PLAN
        first = placing_seat(row) if plan else 0
        if learner >= 0 and (
            first == learner if plan else row[CHOICE + learner] < 0 and offers(row, learner) > 1
        ):
            return made
        for seat in range(first, first + 1 if plan else n):
            count = offers(row, seat)
            if count <= 1 and not plan:
                row[CHOSEN + seat] = row[SCRATCH] if count == 1 else -1
                continue
            if seat == learner:
                row[CHOSEN + seat] = row[CHOICE + seat]
                continue
            # The random draw is written out here, not called through a function: a call
            # passing the generator and table arrays costs more than the draw itself.
            if policies[b, seat] == RANDOM:
                state, index = below(rngs[b, seat], count)
                rngs[b, seat] = state
                code = row[SCRATCH + index]
            else:
                code = -1
                if plan and n == 2 and policies[b, seat] == HEURISTIC:
                    # Two players: the plan drawn from the round's matrix game (.duel).
                    code = duel_choice(row, seat, rngs, b, table)
                if code < 0:
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
    return made


@jit
def play_games(rows: NDArray[np.int64], seats: Seats, log: NDArray[np.int32]) -> int:
    """Play every game of the batch to its end; return the decisions made.

    If ``log`` has columns, ``log[b, i]`` records decision ``i`` of game ``b`` as
    ``seat * 256 + code`` (-1 after the last).
    """
    total = 0
    for b in range(rows.shape[0]):
        made = play_until(rows[b], -1, seats, b, log, 0)
        if made < log.shape[1]:
            log[b, made] = -1
        total += made
    return total
