"""The heuristic bot (``empires/bots/empire_engine.py``) as a compiled policy that makes
the same decisions: the same round model, the same future values, the same majority weights,
computed with the same floating-point operations in the same order, and ties broken with the
same draws of the seat's generator.

It reads only what the seat's view shows (see ``view.py``): ready piles, the engines on top,
which engine a neighbour has placed under and whether with a resource, the attacks, and the
score piles unless they are hidden from the seat. The cached future of the game's valuation
(:func:`valuation.future_value`, which the reference bot uses) is computed once by the
reference code itself and handed over as a table (:func:`future_table`).
"""

from __future__ import annotations

import functools
import hashlib
import math
import os
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from empires.games.empire_engine import valuation
from empires.games.empire_engine.fast._jit import jit
from empires.games.empire_engine.fast.core import gear_placement, hidden, steal_preferences
from empires.games.empire_engine.fast.layout import (
    ARM,
    ATTACK,
    ATTACK_COUNT,
    ATTACKS,
    BLOCK_BASE,
    DEFEND,
    EXPORT,
    NO_BLOCK_CODE,
    PLACED,
    PLACED_COUNT,
    PRODUCE,
    READY,
    ROUND,
    ROUNDS,
    SALVAGE_ACTION,
    SALVAGE_BASE,
    SCORE,
    SCRATCH,
    SHARE_YES,
    TEAMS,
    TOP,
    TURNS,
    N,
)
from empires.games.empire_engine.fast.rng import below
from empires.games.empire_engine.scoring import MAJORITY_BONUS

Table = NDArray[np.float64]

_CAP = valuation.CAP
_HORIZON = valuation.HORIZON
NEAR_TIE = valuation.NEAR_TIE
NEAR_SHARE = valuation.NEAR_SHARE
_MAJORITY = float(MAJORITY_BONUS)
_END_READY = valuation.END_READY
_BOOST_PRIOR = valuation.BOOST_PRIOR
_EMPTY_READY = valuation.EMPTY_READY

# The round model, as a small float array.
_INCOMING = 0  # 3 entries: chance of 0, 1, 2 paid attacks on us
_DEFENDS = 3  # 2
_GAIN = 5  # 2
_BLOCKED = 7  # 2
_THEFT = 9
_WEIGHTS = 10  # 3
_SALVAGE = 13
_MODEL = 14


@functools.cache
def future_table() -> Table:
    """``table[two_players, rounds, top_l, top_r, soldiers, goods]``: the game's
    :func:`valuation.future_value` for every cached key (rounds 1 to the horizon, piles up to
    the cap), computed by the reference code, and kept on disk for the reference code's version."""
    source = Path(valuation.__file__).read_bytes()
    stored = (
        Path(__file__).parent
        / "__pycache__"
        / f"future-{hashlib.sha256(source).hexdigest()[:16]}.npy"
    )
    try:
        table: Table = np.load(stored)
        return table
    except (OSError, ValueError, EOFError):
        pass
    table = _compute_future_table()
    try:
        stored.parent.mkdir(exist_ok=True)
        # Written aside and renamed, so that a process reading it never sees half a file.
        partial = stored.with_suffix(f".{os.getpid()}.tmp")
        with partial.open("wb") as out:
            np.save(out, table)
        os.replace(partial, stored)
    except OSError:  # a read-only installation: computed again next time
        pass
    return table


def _compute_future_table() -> Table:
    table = np.zeros((2, _HORIZON + 1, 4, 4, _CAP + 1, _CAP + 1), dtype=np.float64)
    for two in (0, 1):
        for rounds in range(1, _HORIZON + 1):
            for top_l in range(4):
                for top_r in range(4):
                    for s in range(_CAP + 1):
                        for g in range(_CAP + 1):
                            table[two, rounds, top_l, top_r, s, g] = valuation.future_value(
                                bool(two), rounds, top_l, top_r, s, g
                            )
    return table


@jit
def _future(table: Table, two: bool, rounds: int, top_l: int, top_r: int, s: int, g: int) -> float:
    if rounds <= 0:
        return float(_END_READY * (s + g))
    rounds = min(rounds, _HORIZON)
    extra = 0.0
    if s > _CAP or g > _CAP:
        extra = 0.6 * (max(0, s - _CAP) + max(0, g - _CAP))
        s, g = min(s, _CAP), min(g, _CAP)
    return float(table[int(two), rounds, top_l, top_r, s, g] + extra)


@jit
def _turned(top: int, turns: int) -> int:
    return (top - turns) % 4


@jit
def evaluate(
    model: Table,
    table: Table,
    after: int,
    two: bool,
    top_l: int,
    top_r: int,
    soldiers: int,
    goods: int,
) -> float:
    """:func:`valuation.evaluate`, operation for operation."""
    w_soldier, w_good, w_invention = model[_WEIGHTS], model[_WEIGHTS + 1], model[_WEIGHTS + 2]
    value = 0.0
    if top_l == ARM:
        soldiers += 2
    elif top_l == PRODUCE:
        goods += 2
    if top_r == 0:  # invent
        value += w_invention
    attacks = int(top_l == ATTACK) + int(top_r == ATTACK)
    if attacks:
        if soldiers >= attacks:
            soldiers -= attacks
            if attacks == 2 and two:
                d = model[_DEFENDS]
                value += (2 - d) * model[_GAIN] + d * model[_BLOCKED]
            else:
                for e in range(2):
                    if (top_l if e == 0 else top_r) == ATTACK:
                        d = model[_DEFENDS + e]
                        value += (1 - d) * model[_GAIN + e] + d * model[_BLOCKED + e]
        elif soldiers:
            soldiers -= 1
    defend = top_r == DEFEND
    exports = top_r == EXPORT
    salvages = top_l == SALVAGE_ACTION
    for hits0 in range(3):
        chance = model[_INCOMING + hits0]
        if chance <= 0.0:
            continue
        hits = hits0
        outcome = 0.0
        if defend and hits:
            outcome += w_soldier
            hits -= 1
        s, g = soldiers, goods
        for _ in range(hits):
            if g and g >= s:
                g -= 1
            elif s:
                s -= 1
            outcome -= model[_THEFT]
        if not hits:
            if exports:
                outcome += w_good * g
                g = 0
            if salvages:
                outcome += model[_SALVAGE]
        if after and s + g == 0:
            outcome -= _EMPTY_READY
        outcome += _future(table, two, after, top_l, top_r, s, g)
        value += chance * outcome
    return value


# -- reading the view ---------------------------------------------------------------------------
@jit
def _score(row: NDArray[np.int64], viewer: int, owner: int, kind: int) -> float:
    if hidden(row, owner, viewer):
        total = row[SCORE + 3 * owner] + row[SCORE + 3 * owner + 1] + row[SCORE + 3 * owner + 2]
        return float(total) / 3
    return float(row[SCORE + 3 * owner + kind])


@jit
def _side_piles(row: NDArray[np.int64], viewer: int, piles: Table) -> int:
    """Fill ``piles[side, kind]`` as the viewer sees them; return the number of sides."""
    n = row[N]
    if row[TEAMS]:
        for side in range(2):
            for k in range(3):
                acc = 0.0
                acc += _score(row, viewer, side, k)
                acc += _score(row, viewer, side + 2, k)
                piles[side, k] = acc
        return 2
    for seat in range(n):
        for k in range(3):
            piles[seat, k] = 0.0 + _score(row, viewer, seat, k)
    return int(n)


@jit
def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@jit
def majority_weights(row: NDArray[np.int64], viewer: int, rounds_left: float, out: Table) -> None:
    """The bot's :func:`majority_weights` into ``out[0:3]``."""
    weights_of(row, viewer, viewer, rounds_left, out)


@jit
def weights_of(
    row: NDArray[np.int64], viewer: int, seat: int, rounds_left: float, out: Table
) -> None:
    """The bot's :func:`majority_weights` of ``seat`` as the viewer sees them."""
    piles = np.zeros((12, 3), np.float64)
    sides = _side_piles(row, viewer, piles)
    mine = seat % 2 if row[TEAMS] else seat
    sigma = 0.35 + 0.55 * math.sqrt(max(rounds_left, 0.0))
    for k in range(3):
        best_other = 0.0
        first = True
        for i in range(sides):
            if i != mine and (first or piles[i, k] > best_other):
                best_other = piles[i, k]
                first = False
        own = piles[mine, k]
        lead = own - best_other if own > 0 else -1.0
        now = _phi((lead + 0.5) / sigma)
        after = _phi((lead + 1.5) / sigma)
        out[k] = 1.0 + _MAJORITY * (after - now)


@jit
def _rivalry(row: NDArray[np.int64], viewer: int, out: Table) -> None:
    """The bot's :func:`rivalry`: how much each seat's points count against ours."""
    n = row[N]
    if n == 2:
        for s in range(n):
            out[s] = 0.0 if s == viewer else 1.0
        return
    if row[TEAMS]:
        for s in range(n):
            out[s] = 0.0 if s % 2 == viewer % 2 else 1.0
        return
    piles = np.zeros((12, 3), np.float64)
    sides = _side_piles(row, viewer, piles)
    most = np.zeros(3, np.float64)
    for k in range(3):
        most[k] = piles[0, k]
        for i in range(1, sides):
            if piles[i, k] > most[k]:
                most[k] = piles[i, k]
    points = np.zeros(12, np.float64)
    for i in range(sides):
        base = 0.0
        for k in range(3):
            base += piles[i, k]
        bonus = 0.0
        for k in range(3):
            if most[k] > 0 and piles[i, k] == most[k]:
                bonus += _MAJORITY
        points[i] = base + (0 + bonus)
    best = -math.inf
    for s in range(n):
        if s != viewer and points[s] > best:
            best = points[s]
    share = min(1.0, 3 / (n - 1))
    for s in range(n):
        out[s] = 0.0 if s == viewer else (0.6 if points[s] >= best else 0.25) * share


@jit
def _outlook(
    row: NDArray[np.int64],
    seat: int,
    chance: Table,
    left: NDArray[np.int64],
    right: NDArray[np.int64],
    pay: NDArray[np.int64],
) -> int:
    """The bot's :class:`Outlook`: the neighbour's possible engine tops with their chances; return
    how many cases."""
    soldiers, goods = row[READY + 2 * seat], row[READY + 2 * seat + 1]
    count = 0
    if row[TOP + 2 * seat] < 0:
        p = 1 / (4 * 4)
        for l_top in range(4):
            for r_top in range(4):
                chance[count] = p
                left[count] = l_top
                right[count] = r_top
                pay[count] = soldiers + (2 if l_top == ARM else 0)
                count += 1
        return count
    top_l, top_r = row[TOP + 2 * seat], row[TOP + 2 * seat + 1]
    # Per engine: -1 not placed yet, else 1 with a resource on the gear, 0 without.
    known_l, known_r = -1, -1
    for i in range(row[PLACED_COUNT + seat]):
        engine, _, boost = gear_placement(row[PLACED + 2 * seat + i])
        boosted = 1 if boost else 0
        if engine == 0:
            known_l = boosted
        else:
            known_r = boosted
    prior = _BOOST_PRIOR if soldiers + goods > 0 else 0.0
    for gears in range(2):
        gear_l, gear_r = (0, 1) if gears == 0 else (1, 0)
        for boost_l in range(2):
            p_l = _chance(known_l, boost_l, prior)
            if p_l <= 0:
                continue
            for boost_r in range(2):
                p_r = _chance(known_r, boost_r, prior)
                if p_r <= 0:
                    continue
                t_l = TURNS[gear_l][boost_l]
                t_r = TURNS[gear_r][boost_r]
                l_top = _turned(top_l, t_l)
                chance[count] = 0.5 * p_l * p_r
                left[count] = l_top
                right[count] = _turned(top_r, t_r)
                pay[count] = soldiers + (2 if l_top == ARM else 0)
                count += 1
    return count


@jit
def _chance(known: int, boosted: int, prior: float) -> float:
    if known < 0:
        return prior if boosted else 1 - prior
    return 1.0 if known == boosted else 0.0


@jit
def _attacks_on_us(
    count: int,
    chance: Table,
    left: NDArray[np.int64],
    right: NDArray[np.int64],
    pay: NDArray[np.int64],
    from_left: bool,
    from_right: bool,
    out: Table,
) -> None:
    out[0] = out[1] = out[2] = 0.0
    for i in range(count):
        total = int(left[i] == ATTACK) + int(right[i] == ATTACK)
        aimed = int(from_left and left[i] == ATTACK) + int(from_right and right[i] == ATTACK)
        out[aimed if pay[i] >= total else 0] += chance[i]


@jit
def round_model(
    row: NDArray[np.int64], seat: int, weights: Table, model: Table, rivals: Table
) -> None:
    """The bot's :func:`round_model` into ``model``."""
    n = row[N]
    _rivalry(row, seat, rivals)
    left_seat = seat + 1 if seat + 1 < n else 0
    right_seat = seat - 1 if seat > 0 else n - 1
    chance = np.zeros((2, 16), np.float64)
    left = np.zeros((2, 16), np.int64)
    right = np.zeros((2, 16), np.int64)
    pay = np.zeros((2, 16), np.int64)
    counts = np.zeros(2, np.int64)
    nbs = (left_seat, right_seat if n > 2 else left_seat)
    for j in range(2):
        counts[j] = _outlook(row, nbs[j], chance[j], left[j], right[j], pay[j])
    a = np.zeros(3, np.float64)
    b = np.zeros(3, np.float64)
    if n == 2:
        _attacks_on_us(counts[0], chance[0], left[0], right[0], pay[0], True, True, a)
        for k in range(3):
            model[_INCOMING + k] = a[k]
    else:
        # The left neighbour attacks us with its right engine, the right one with its left.
        _attacks_on_us(counts[0], chance[0], left[0], right[0], pay[0], False, True, a)
        _attacks_on_us(counts[1], chance[1], left[1], right[1], pay[1], True, False, b)
        for k in range(3):
            model[_INCOMING + k] = 0.0
        for i in range(3):
            for k in range(3):
                model[_INCOMING + min(2, i + k)] += a[i] * b[k]
    for j in range(2):
        nb = nbs[j]
        rival = rivals[nb]
        goods = row[READY + 2 * nb + 1]
        has = row[READY + 2 * nb] + goods > 0
        take = max(weights[0], weights[1]) if has else weights[0]
        exposed = 0.0
        for i in range(counts[j]):
            if right[j, i] == EXPORT:
                exposed += chance[j, i] * (goods + (2 if left[j, i] == PRODUCE else 0))
            if left[j, i] == SALVAGE_ACTION:
                exposed += chance[j, i]
        harm = (0.6 if has else 0.0) + exposed
        model[_GAIN + j] = take + rival * harm
        model[_BLOCKED + j] = -rival
        defend_chance = 0.0
        for i in range(counts[j]):
            if right[j, i] == DEFEND:
                defend_chance += chance[j, i]
        model[_DEFENDS + j] = defend_chance
    model[_THEFT] = (rivals[left_seat] + rivals[right_seat]) / 2
    for k in range(3):
        model[_WEIGHTS + k] = weights[k]
    model[_SALVAGE] = max(weights[0], max(weights[1], weights[2]))


# -- deciding -------------------------------------------------------------------------------
@jit
def _plan_values(
    row: NDArray[np.int64], seat: int, count: int, table: Table, values: Table
) -> None:
    """The value of each legal placement (the reference's gear and engine scorers)."""
    after = row[ROUNDS] - row[ROUND]
    weights = np.zeros(3, np.float64)
    majority_weights(row, seat, float(after + 1), weights)
    model = np.zeros(_MODEL, np.float64)
    rivals = np.zeros(12, np.float64)
    round_model(row, seat, weights, model, rivals)
    two = row[N] == 2
    soldiers, goods = row[READY + 2 * seat], row[READY + 2 * seat + 1]
    placed = row[PLACED_COUNT + seat]
    if row[ROUND] == 1:
        for i in range(count):
            code = row[SCRATCH + i]
            engine, action = code // 4, code % 4
            best = -math.inf
            if placed:
                other = row[PLACED + 2 * seat] % 4
                lo, hi = other, other + 1
            else:
                lo, hi = 0, 4
            for o in range(lo, hi):
                top_l, top_r = (action, o) if engine == 0 else (o, action)
                v = evaluate(model, table, after, two, top_l, top_r, soldiers, goods)
                if v > best:
                    best = v
            values[i] = best
        return
    top_l, top_r = row[TOP + 2 * seat], row[TOP + 2 * seat + 1]
    if placed:
        _, done_gear, done_boost = gear_placement(row[PLACED + 2 * seat])
        done_turns = TURNS[done_gear][1 if done_boost else 0]
        for i in range(count):
            engine, gear, boost = gear_placement(row[SCRATCH + i])
            t = TURNS[gear][1 if boost else 0]
            s = soldiers - int(boost == 1)
            g = goods - int(boost == 2)
            if engine == 0:
                values[i] = evaluate(
                    model, table, after, two, _turned(top_l, t), _turned(top_r, done_turns), s, g
                )
            else:
                values[i] = evaluate(
                    model, table, after, two, _turned(top_l, done_turns), _turned(top_r, t), s, g
                )
        return
    # First gear: a move is worth the best whole plan that contains it.
    by_move = np.full((2, 2, 3), -math.inf)
    for gears in range(2):
        gear_l, gear_r = (0, 1) if gears == 0 else (1, 0)
        for boost_l in range(3):
            for boost_r in range(3):
                spent_s = int(boost_l == 1) + int(boost_r == 1)
                spent_g = int(boost_l == 2) + int(boost_r == 2)
                if spent_s > soldiers or spent_g > goods:
                    continue
                t_l = TURNS[gear_l][1 if boost_l else 0]
                t_r = TURNS[gear_r][1 if boost_r else 0]
                v = evaluate(
                    model,
                    table,
                    after,
                    two,
                    _turned(top_l, t_l),
                    _turned(top_r, t_r),
                    soldiers - spent_s,
                    goods - spent_g,
                )
                if v > by_move[0, gear_l, boost_l]:
                    by_move[0, gear_l, boost_l] = v
                if v > by_move[1, gear_r, boost_r]:
                    by_move[1, gear_r, boost_r] = v
    for i in range(count):
        engine, gear, boost = gear_placement(row[SCRATCH + i])
        values[i] = by_move[engine, gear, boost]


@jit
def _block_value(row: NDArray[np.int64], seat: int, code: int) -> float:
    """The bot's :func:`_block_value`."""
    if code == NO_BLOCK_CODE:
        return 0.0
    rivals = np.zeros(12, np.float64)
    _rivalry(row, seat, rivals)
    c = code - BLOCK_BASE
    attacker, pay = c // 6, c % 3
    if pay == 0:
        return float(10.0 + rivals[attacker])
    mate = (seat + 2) % 4
    hits_on_mate = 0
    for i in range(row[ATTACK_COUNT]):
        at = ATTACKS + 4 * i
        if row[at + 3] and row[at + 2] == mate:
            hits_on_mate += 1
    saved = 1.0 + 0.5
    if hits_on_mate == 1:
        if row[TOP + 2 * mate + 1] == EXPORT:
            saved += row[READY + 2 * mate + 1]
        if row[TOP + 2 * mate] == SALVAGE_ACTION:
            saved += 1.0
    last = row[ROUND] >= row[ROUNDS]
    cost = 0.0 if last else 0.7
    kind = pay - 1
    cost += 0.01 * (int(row[READY + 2 * seat + 1 - kind]) - int(row[READY + 2 * seat + kind]))
    return 1.0 + saved - cost


@jit
def _choice_values(row: NDArray[np.int64], seat: int, count: int, values: Table) -> None:
    """Blocks, steals, salvages and shared exports (the reference's execution choices)."""
    first = row[SCRATCH]
    if BLOCK_BASE <= first <= NO_BLOCK_CODE:
        for i in range(count):
            values[i] = _block_value(row, seat, row[SCRATCH + i])
        return
    if first == SHARE_YES or first == SHARE_YES + 1:
        for i in range(count):
            values[i] = 1.0 if row[SCRATCH + i] == SHARE_YES else 0.0
        return
    weights = np.zeros(3, np.float64)
    majority_weights(row, seat, row[ROUNDS] - row[ROUND] + 0.3, weights)
    if first >= SALVAGE_BASE:
        for i in range(count):
            values[i] = weights[row[SCRATCH + i] - SALVAGE_BASE]
        return
    for i in range(count):
        kinds, index = steal_preferences(row[SCRATCH + i])
        value = 0.0
        for j in range(kinds):
            good = (index >> (kinds - 1 - j)) & 1
            value += weights[1] + 0.05 if good else weights[0]
        values[i] = value


@jit
def heuristic_choice(
    row: NDArray[np.int64], seat: int, count: int, rngs: NDArray[np.uint64], b: int, table: Table
) -> int:
    """The move the heuristic bot in ``seat`` picks from the ``count`` legal moves in the
    row's scratch space; near ties (within ``valuation.NEAR_TIE``, as the bot's) are drawn
    by ``rngs[b, seat]``."""
    values = np.zeros(16, np.float64)
    first = row[SCRATCH]
    if first < BLOCK_BASE:
        _plan_values(row, seat, count, table, values)
    else:
        _choice_values(row, seat, count, values)
    top = values[0]
    bottom = values[0]
    for i in range(1, count):
        if values[i] > top:
            top = values[i]
        if values[i] < bottom:
            bottom = values[i]
    # empires.bots.ties.window, the same operations in the same order.
    floor = top - max(min(NEAR_TIE, NEAR_SHARE * (top - bottom)), 1e-9)
    best = np.zeros(16, np.int64)
    ties = 0
    for i in range(count):
        if values[i] >= floor:
            best[ties] = row[SCRATCH + i]
            ties += 1
    if ties == 1:
        return int(best[0])
    state, index = below(rngs[b, seat], ties)
    rngs[b, seat] = state
    return int(best[index])
