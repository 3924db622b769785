"""One seat's observation vector and legal actions, computed from a row in compiled code:
the same numbers as :class:`empires.games.empire_engine.encoding.EmpireEngineEncoding`
builds from ``rules.view(state, seat)``, reading only what that view shows."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from empires.games.empire_engine.encoding import (
    FLAG_OPTIONS,
    GLOBAL_SIZE,
    READY_CAP,
    SCORE_CAP,
    SEAT_SIZE,
    STEALS_CAP,
    TOTAL_CAP,
)
from empires.games.empire_engine.fast._jit import jit
from empires.games.empire_engine.fast.core import chosen, gear_placement, hidden, offers, waiting
from empires.games.empire_engine.fast.layout import (
    ATTACK_COUNT,
    ATTACKS,
    DEFEND_COSTS_SOLDIER,
    EXPORTED,
    HIDDEN_SCORE_PILES,
    HIT,
    PHASE,
    PLACE_GEAR_BASE,
    PLACED,
    PLACED_COUNT,
    READY,
    ROUND,
    ROUNDS,
    SCORE,
    SCRATCH,
    START,
    STEAL_COUNT,
    STEALS,
    TEAMS,
    TOP,
    N,
)

EMPIRE_SIZE = 47
_FLAGS = len(FLAG_OPTIONS)


@jit
def _flag(value: bool) -> float:
    return 1.0 if value else 0.0


@jit
def _scaled(count: int, cap: int) -> float:
    return min(count, cap) / cap


@jit
def observe(row: NDArray[np.int64], me: int, out: NDArray[np.float32]) -> None:
    """Write ``me``'s observation into ``out`` (``EmpireEngineEncoding.observe``)."""
    n = row[N]
    out[:] = 0.0
    phase = row[PHASE]
    out[phase] = 1.0
    out[5] = row[ROUND] / row[ROUNDS]
    out[6] = _flag(row[ROUND] == row[ROUNDS])
    out[7] = _flag(waiting(row, me))
    out[8] = _flag(chosen(row, me))
    # Option flags in FLAG_OPTIONS order: teams, joint invention, joint attack, defend
    # teammate, shared export, hidden score piles; then the defend cost.
    out[9] = row[TEAMS]
    out[10] = row[TEAMS + 1]
    out[11] = row[TEAMS + 2]
    out[12] = row[TEAMS + 3]
    out[13] = row[TEAMS + 5]
    out[14] = row[HIDDEN_SCORE_PILES]
    out[15] = row[DEFEND_COSTS_SOLDIER]
    at = GLOBAL_SIZE
    for k in range(n):
        seat = (me + k) % n
        out[at] = _flag(row[START] == seat)
        out[at + 1] = _flag(waiting(row, seat))
        out[at + 2] = _flag(chosen(row, seat))
        at += SEAT_SIZE
    for k in range(n):
        seat = (me + k) % n
        _empire(row, me, seat, out, at)
        at += EMPIRE_SIZE


@jit
def _empire(row: NDArray[np.int64], me: int, seat: int, out: NDArray[np.float32], at: int) -> None:
    for kind in range(2):
        count = row[READY + 2 * seat + kind]
        out[at] = _scaled(count, READY_CAP)
        out[at + 1] = _flag(count >= 1)
        out[at + 2] = _flag(count >= 2)
        at += 3
    unseen = hidden(row, seat, me)
    out[at] = _flag(unseen)
    total = 0
    for kind in range(3):
        score = row[SCORE + 3 * seat + kind]
        total += score
        out[at + 1 + kind] = 0.0 if unseen else _scaled(score, SCORE_CAP)
    out[at + 4] = _scaled(total, TOTAL_CAP)
    at += 5
    top_l = row[TOP + 2 * seat]
    if top_l >= 0:
        out[at] = 1.0
        out[at + 1 + top_l] = 1.0
        out[at + 5 + row[TOP + 2 * seat + 1]] = 1.0
    at += 9
    for i in range(row[PLACED_COUNT + seat]):
        code = row[PLACED + 2 * seat + i]
        if code < PLACE_GEAR_BASE:
            engine = code // 4
            base = at + 9 * engine
            out[base] = 1.0
            if seat == me:
                out[base + 1 + code % 4] = 1.0
        else:
            engine, gear, boost = gear_placement(code)
            base = at + 9 * engine
            out[base] = 1.0
            if seat == me:
                out[base + 5 + gear] = 1.0
            if boost:
                out[base + 6 + boost] = 1.0
    at += 18
    out[at] = _flag(row[HIT + seat] != 0)
    out[at + 1] = _flag(row[EXPORTED + seat] != 0)
    at += 2
    for i in range(row[ATTACK_COUNT]):
        a = ATTACKS + 4 * i
        if row[a] == seat:
            out[at + 2 * row[a + 1]] = 1.0
            if row[a + 3]:
                out[at + 2 * row[a + 1] + 1] = 1.0
    at += 4
    steals = extras = targeted = 0
    for s in range(row[STEAL_COUNT]):
        st = STEALS + 3 * s
        if row[st] == seat:
            steals += 1
            if row[st + 2]:
                extras += 1
        if row[st + 1] == seat:
            targeted += 1
    out[at] = _scaled(steals, STEALS_CAP)
    out[at + 1] = _scaled(extras, STEALS_CAP)
    out[at + 2] = _scaled(targeted, STEALS_CAP)


@jit
def legal_mask(
    row: NDArray[np.int64], seat: int, ids: NDArray[np.int64], out: NDArray[np.int8]
) -> None:
    """1 in ``out`` for the action id (``ids[code]``) of each move ``seat`` is asked to choose
    from now; all 0 if it is not asked."""
    out[:] = 0
    if not waiting(row, seat):
        return
    for i in range(offers(row, seat)):
        out[ids[row[SCRATCH + i]]] = 1
