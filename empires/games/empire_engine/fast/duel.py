"""The two-player heuristic's matrix game (:mod:`empires.games.empire_engine.duel`) in compiled
code: the same plans in the same order, the same payoffs with the same floating-point
operations, the same regret matching and the same draw of the seat's generator.

Like the rest of the batched heuristic it reads only what the seat's view shows: of the
opponent's placed gears only the engine and the resource on it, never which gear.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import NDArray

from empires.games.empire_engine import duel, valuation
from empires.games.empire_engine.fast._jit import jit
from empires.games.empire_engine.fast.core import gear_placement
from empires.games.empire_engine.fast.heuristic import (
    _future,
    _side_piles,
    evaluate,
    majority_weights,
    weights_of,
)
from empires.games.empire_engine.fast.layout import (
    ARM,
    ATTACK,
    DEFEND,
    EXPORT,
    INVENT,
    PLACE_GEAR_BASE,
    PLACED,
    PLACED_COUNT,
    PRODUCE,
    READY,
    ROUND,
    ROUNDS,
    SALVAGE_ACTION,
    TOP,
    TURNS,
)
from empires.games.empire_engine.fast.rng import below

Table = NDArray[np.float64]
Ints = NDArray[np.int64]

_ITERATIONS = duel.ITERATIONS
_FLOOR = duel.FLOOR
_SCALE = duel.SCALE
_CUBE = duel.CUBE
_EMPTY_READY = valuation.EMPTY_READY


def _generic_model() -> Table:
    """The valuation's generic table (two players) as the batched heuristic's model array."""
    m = valuation._generic_model(True, 0)
    return np.array(
        [*m.incoming, *m.defends, *m.gain, *m.blocked, m.theft, *m.weights, m.salvage],
        dtype=np.float64,
    )


#: A compile-time constant of the compiled functions.
GENERIC = _generic_model()


@jit
def _gear_options(
    row: Ints, seat: int, after: int, table: Table, sides: Ints, placings: Ints
) -> int:
    """:func:`duel.gear_options` for ``seat`` as the table sees it (placed gears face down);
    return how many plans."""
    top_l, top_r = row[TOP + 2 * seat], row[TOP + 2 * seat + 1]
    s, g = row[READY + 2 * seat], row[READY + 2 * seat + 1]
    placed = np.zeros(2, np.int64)
    p_boost = np.zeros(2, np.int64)
    for i in range(row[PLACED_COUNT + seat]):
        engine, _gear, boost = gear_placement(row[PLACED + 2 * seat + i])
        placed[engine] = 1
        p_boost[engine] = boost
        if boost == 1:
            s += 1
        elif boost == 2:
            g += 1
    best = np.full((4, 4), -math.inf)
    found = np.zeros((4, 4), np.int64)
    plan = np.zeros((4, 4, 8), np.int64)
    for gears in range(2):
        gear_l, gear_r = (0, 1) if gears == 0 else (1, 0)
        for boost_l in range(3):
            for boost_r in range(3):
                spent_s = int(boost_l == 1) + int(boost_r == 1)
                spent_g = int(boost_l == 2) + int(boost_r == 2)
                if spent_s > s or spent_g > g:
                    continue
                if (placed[0] and p_boost[0] != boost_l) or (placed[1] and p_boost[1] != boost_r):
                    continue
                left = (top_l - TURNS[gear_l][1 if boost_l else 0]) % 4
                right = (top_r - TURNS[gear_r][1 if boost_r else 0]) % 4
                v = evaluate(GENERIC, table, after, True, left, right, s - spent_s, g - spent_g)
                if not found[left, right] or v > best[left, right]:
                    found[left, right] = 1
                    best[left, right] = v
                    plan[left, right, 0] = s - spent_s
                    plan[left, right, 1] = g - spent_g
                    plan[left, right, 2] = gear_l
                    plan[left, right, 3] = boost_l
                    plan[left, right, 4] = gear_r
                    plan[left, right, 5] = boost_r
    count = 0
    for left in range(4):
        for right in range(4):
            if found[left, right]:
                sides[count, 0] = left
                sides[count, 1] = right
                sides[count, 2] = plan[left, right, 0]
                sides[count, 3] = plan[left, right, 1]
                for k in range(4):
                    placings[count, k] = plan[left, right, 2 + k]
                count += 1
    return count


@jit
def _engine_options(row: Ints, seat: int, sides: Ints, placings: Ints) -> int:
    """:func:`duel.engine_options` (round one) with nothing fixed: every pair of actions;
    return how many."""
    count = 0
    for left in range(4):
        for right in range(4):
            sides[count, 0] = left
            sides[count, 1] = right
            sides[count, 2] = row[READY + 2 * seat]
            sides[count, 3] = row[READY + 2 * seat + 1]
            placings[count, 0] = left
            placings[count, 1] = 0
            placings[count, 2] = right
            placings[count, 3] = 0
            count += 1
    return count


@jit
def _resolve(me: Ints, them: Ints, kinds: Ints, gains: Ints, ready: Ints) -> None:
    """:func:`duel.resolve` into ``gains[player, kind]`` and ``ready[player, kind]``."""
    for i in range(2):
        side = me if i == 0 else them
        ready[i, 0] = side[2]
        ready[i, 1] = side[3]
        for k in range(3):
            gains[i, k] = 0
    paid = np.zeros(2, np.int64)
    for i in range(2):
        side = me if i == 0 else them
        if side[0] == ARM:
            ready[i, 0] += 2
        elif side[0] == PRODUCE:
            ready[i, 1] += 2
        if side[1] == INVENT:
            gains[i, 2] += 1
    for i in range(2):
        side = me if i == 0 else them
        attacks = int(side[0] == ATTACK) + int(side[1] == ATTACK)
        if attacks:
            if ready[i, 0] >= attacks:
                ready[i, 0] -= attacks
                paid[i] = attacks
            elif ready[i, 0]:
                ready[i, 0] -= 1
    hit = np.zeros(2, np.int64)
    for i in range(2):
        j = 1 - i
        target = them if i == 0 else me
        hits = paid[i]
        if hits and target[1] == DEFEND:
            hits -= 1
            gains[j, 0] += 1
        for _ in range(hits):
            if ready[j, 1] and ready[j, 1] >= ready[j, 0]:
                ready[j, 1] -= 1
                gains[i, 1] += 1
            else:
                if ready[j, 0]:
                    ready[j, 0] -= 1
                gains[i, 0] += 1
            hit[j] = 1
    for i in range(2):
        side = me if i == 0 else them
        if not hit[i]:
            if side[1] == EXPORT:
                gains[i, 1] += ready[i, 1]
                ready[i, 1] = 0
            if side[0] == SALVAGE_ACTION:
                gains[i, kinds[i]] += 1


@jit
def _payoff(
    me: Ints,
    them: Ints,
    after: int,
    weights: Table,
    kinds: Ints,
    piles: Table,
    table: Table,
    gains: Ints,
    ready: Ints,
) -> float:
    """:func:`duel.payoff`, the last round's by :func:`duel._final`."""
    _resolve(me, them, kinds, gains, ready)
    if after == 0:
        total = np.zeros(2, np.float64)
        for k in range(3):
            mine = piles[0, k] + gains[0, k]
            theirs = piles[1, k] + gains[1, k]
            total[0] += mine
            total[1] += theirs
            if mine >= theirs and mine > 0:
                total[0] += 3.0
            if theirs >= mine and theirs > 0:
                total[1] += 3.0
        cubes = ready[0, 0] + ready[0, 1] - ready[1, 0] - ready[1, 1]
        margin = 0.01 * (total[0] - total[1]) + _CUBE * cubes
        if total[0] != total[1]:
            return float(margin + (1.0 if total[0] > total[1] else -1.0))
        return float(margin + (1.0 if cubes > 0 else -1.0 if cubes < 0 else 0.0))
    values = np.zeros(2, np.float64)
    for i in range(2):
        side = me if i == 0 else them
        s, g = ready[i, 0], ready[i, 1]
        value = weights[i, 0] * gains[i, 0] + weights[i, 1] * gains[i, 1]
        value = value + weights[i, 2] * gains[i, 2]
        if s + g == 0:
            value -= _EMPTY_READY
        values[i] = value + _future(table, True, after, side[0], side[1], s, g)
    return float(values[0] - values[1])


@jit
def _strategy(regret: Table, count: int, out: Table) -> None:
    total = 0.0
    for i in range(count):
        total += regret[i]
    for i in range(count):
        out[i] = 1.0 / count if total <= 0.0 else regret[i] / total


@jit
def solve(payoffs: Table, rows: int, cols: int, out: Table) -> None:
    """:func:`duel.solve` into ``out[:rows]``."""
    regret_p = np.zeros(rows, np.float64)
    regret_q = np.zeros(cols, np.float64)
    average = np.zeros(rows, np.float64)
    p = np.zeros(rows, np.float64)
    q = np.zeros(cols, np.float64)
    u_p = np.zeros(rows, np.float64)
    u_q = np.zeros(cols, np.float64)
    for t in range(1, _ITERATIONS + 1):
        _strategy(regret_p, rows, p)
        _strategy(regret_q, cols, q)
        for i in range(rows):
            average[i] += t * p[i]
        u_p[:] = 0.0
        u_q[:] = 0.0
        for i in range(rows):
            for j in range(cols):
                u_p[i] += payoffs[i, j] * q[j]
                u_q[j] -= p[i] * payoffs[i, j]
        ev_p = 0.0
        for i in range(rows):
            ev_p += p[i] * u_p[i]
        ev_q = 0.0
        for j in range(cols):
            ev_q += q[j] * u_q[j]
        for i in range(rows):
            regret_p[i] = max(0.0, regret_p[i] + u_p[i] - ev_p)
        for j in range(cols):
            regret_q[j] = max(0.0, regret_q[j] + u_q[j] - ev_q)
    total = 0.0
    for i in range(rows):
        total += average[i]
    for i in range(rows):
        out[i] = average[i] if average[i] >= _FLOOR * total else 0.0
    total = 0.0
    for i in range(rows):
        total += out[i]
    for i in range(rows):
        out[i] = out[i] / total


@jit
def _matrix(
    mine: Ints,
    theirs: Ints,
    rows: int,
    cols: int,
    after: int,
    weights: Table,
    kinds: Ints,
    piles: Table,
    table: Table,
) -> Table:
    """:func:`duel.matrix`: the payoff of each of our plans against each of theirs."""
    payoffs = np.zeros((rows, cols), np.float64)
    gains = np.zeros((2, 3), np.int64)
    ready = np.zeros((2, 2), np.int64)
    for i in range(rows):
        for j in range(cols):
            payoffs[i, j] = _payoff(
                mine[i], theirs[j], after, weights, kinds, piles, table, gains, ready
            )
    return payoffs


@jit
def round_strategy(
    mine: Ints,
    theirs: Ints,
    after: int,
    weights: Table,
    kinds: Ints,
    piles: Table,
    table: Table,
    out: Table,
) -> None:
    """:func:`duel.solve` of :func:`duel.matrix`: our plans ``mine`` against ``theirs`` (rows
    of :data:`duel.Side`), the strategy into ``out``; what the Python bot calls."""
    rows, cols = mine.shape[0], theirs.shape[0]
    payoffs = _matrix(mine, theirs, rows, cols, after, weights, kinds, piles, table)
    solve(payoffs, rows, cols, out)


@jit
def _pick(strategy: Table, count: int, draw: int) -> int:
    """:func:`duel.pick`."""
    cumulative = 0.0
    last = 0
    for i in range(count):
        if strategy[i] <= 0.0:
            continue
        cumulative += strategy[i]
        last = i
        if draw < cumulative * _SCALE:
            return i
    return last


@jit
def _fits(row: Ints, seat: int, placings: Ints, count: int, fit: Ints) -> int:
    """:func:`duel.fits` of each plan into ``fit``; return how many fit."""
    first_round = row[ROUND] == 1
    fitting = 0
    for i in range(count):
        fit[i] = 1
        for k in range(row[PLACED_COUNT + seat]):
            code = row[PLACED + 2 * seat + k]
            if first_round:
                if placings[i, 2 * (code // 4)] != code % 4:
                    fit[i] = 0
            else:
                engine, gear, boost = gear_placement(code)
                if placings[i, 2 * engine] != gear or placings[i, 2 * engine + 1] != boost:
                    fit[i] = 0
        fitting += fit[i]
    return fitting


@jit
def _given(payoffs: Table, rows: int, cols: int, fit: Ints, out: Table) -> None:
    """:func:`duel.strategy` into ``out[:rows]``: the whole round's strategy given the plans
    that ``fit``, or where it gives them no chance, the game of those plans alone."""
    solve(payoffs, rows, cols, out)
    mass = 0.0
    for i in range(rows):
        if fit[i]:
            mass += out[i]
    if mass > 0.0:
        for i in range(rows):
            out[i] = out[i] / mass if fit[i] else 0.0
        return
    kept = np.zeros(rows, np.int64)
    count = 0
    for i in range(rows):
        if fit[i]:
            kept[count] = i
            count += 1
    alone = np.zeros((count, cols), np.float64)
    for k in range(count):
        alone[k, :] = payoffs[kept[k], :cols]
    strategy = np.zeros(count, np.float64)
    solve(alone, count, cols, strategy)
    out[:rows] = 0.0
    for k in range(count):
        out[kept[k]] = strategy[k]


@jit
def _inputs(row: Ints, seat: int, after: int, weights: Table, kinds: Ints, piles: Table) -> None:
    """Both sides' majority weights, the kinds they salvage and their score piles."""
    other = 1 - seat
    majority_weights(row, seat, float(after + 1), weights[0])
    weights_of(row, seat, other, float(after + 1), weights[1])
    for i in range(2):
        for k in (1, 2):
            if weights[i, k] > weights[i, kinds[i]]:
                kinds[i] = k
    all_piles = np.zeros((12, 3), np.float64)
    _side_piles(row, seat, all_piles)
    for k in range(3):
        piles[0, k] = all_piles[seat, k]
        piles[1, k] = all_piles[other, k]


@jit
def duel_choice(row: Ints, seat: int, rngs: NDArray[np.uint64], b: int, table: Table) -> int:
    """The two-player heuristic's next placement (the bot's ``_duel``): the plan drawn by
    ``rngs[b, seat]`` from the mixed strategy of the round's matrix game, given the part
    already placed; -1 where no plan fits that part."""
    after = row[ROUNDS] - row[ROUND]
    weights = np.zeros((2, 3), np.float64)
    kinds = np.zeros(2, np.int64)
    piles = np.zeros((2, 3), np.float64)
    _inputs(row, seat, after, weights, kinds, piles)
    mine = np.zeros((16, 4), np.int64)
    theirs = np.zeros((16, 4), np.int64)
    placings = np.zeros((16, 4), np.int64)
    unused = np.zeros((16, 4), np.int64)
    first_round = row[ROUND] == 1
    if first_round:
        rows = _engine_options(row, seat, mine, placings)
        cols = _engine_options(row, 1 - seat, theirs, unused)
    else:
        rows = _gear_options(row, seat, after, table, mine, placings)
        cols = _gear_options(row, 1 - seat, after, table, theirs, unused)
    fit = np.zeros(16, np.int64)
    fitting = _fits(row, seat, placings, rows, fit)
    if fitting == 0:
        return -1
    strategy = np.zeros(rows, np.float64)
    if fitting == 1:
        for i in range(rows):
            strategy[i] = 1.0 if fit[i] else 0.0
    else:
        payoffs = _matrix(mine, theirs, rows, cols, after, weights, kinds, piles, table)
        _given(payoffs, rows, cols, fit, strategy)
    state, draw = below(rngs[b, seat], _SCALE)
    rngs[b, seat] = state
    index = _pick(strategy, rows, draw)
    return _placement(row, seat, placings[index], first_round)


@jit
def _placement(row: Ints, seat: int, placing: Ints, first_round: bool) -> int:
    """The move code of a plan's next placement: the left engine's first, then the right's."""
    engine = 0
    for i in range(row[PLACED_COUNT + seat]):
        code = row[PLACED + 2 * seat + i]
        if (code // 4 if first_round else gear_placement(code)[0]) == 0:
            engine = 1
    part = 2 * engine
    if first_round:
        return 4 * engine + int(placing[part])
    return PLACE_GEAR_BASE + 6 * engine + 3 * int(placing[part]) + int(placing[part + 1])
