"""Compiled steps for environments in which one seat learns: the policies play every other
seat until the learner must decide, exactly as :class:`empires.envs.gymnasium_env.
EmpiresSeatEnv` lets its bots play (in a simultaneous decision the learner chooses first,
so it never sees that a bot has chosen)."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from empires.games.empire_engine.fast._jit import jit
from empires.games.empire_engine.fast.core import apply, offers, placing_seat, resolve
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
from empires.games.empire_engine.fast.play import choose


@jit
def play_others(
    row: NDArray[np.int64],
    learner: int,
    policies: NDArray[np.int64],
    rngs: NDArray[np.uint64],
    b: int,
    table: NDArray[np.float64],
) -> None:
    """Let the policies decide until ``learner`` must decide or the game is over."""
    n = row[N]
    while row[PHASE] != OVER:
        if row[PHASE] == PLAN:
            seat = placing_seat(row)
            if seat == learner:
                return
            count = offers(row, seat)
            code = choose(policies[b, seat], row, seat, count, rngs, b, table)
            row[MADE + seat] += 1
            apply(row, seat, code)
            continue
        if row[CHOICE + learner] < 0 and offers(row, learner) > 1:
            return
        for seat in range(n):
            count = offers(row, seat)
            if seat == learner and count > 1:
                row[CHOSEN + seat] = row[CHOICE + seat]
            elif count > 1:
                row[CHOSEN + seat] = choose(policies[b, seat], row, seat, count, rngs, b, table)
                row[MADE + seat] += 1
                row[DECISIONS] += 1
            else:
                row[CHOSEN + seat] = row[SCRATCH] if count == 1 else -1
        resolve(row)


@jit
def learner_moves(
    rows: NDArray[np.int64],
    learner: int,
    codes: NDArray[np.int64],
    policies: NDArray[np.int64],
    rngs: NDArray[np.uint64],
    table: NDArray[np.float64],
) -> None:
    """Play the learner's move ``codes[b]`` in every game ``b`` (-1: none), then the others
    until the learner is asked again."""
    for b in range(rows.shape[0]):
        row = rows[b]
        code = codes[b]
        if code >= 0 and row[PHASE] != OVER:
            row[MADE + learner] += 1
            if row[PHASE] == PLAN:
                apply(row, learner, code)
            else:
                row[DECISIONS] += 1
                row[CHOICE + learner] = code
        play_others(row, learner, policies, rngs, b, table)
