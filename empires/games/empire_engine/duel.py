"""Two players: a round's plans as a small matrix game, played as a mixed strategy.

At two players a round is a simultaneous game in the open (the ready piles and engine tops
are on the table): both players lay their gears face down, and once both plans are revealed
what happens is fixed. A bot that always plays its best plan against a fixed guess of the
opponent is predictable, and a learner farms that (``docs/learning.md``, "Worked example").
So the heuristic bot (and its batched mirror, ``fast/duel.py``) builds the payoff matrix of
its own plans against the opponent's, as the table sees them, solves it approximately by
regret matching and draws its plan from the resulting mixed strategy with its seeded
generator. A plan is placed in two steps; the second is drawn from the same strategy,
restricted to the plans that go with the first (:func:`strategy`).

A cell's payoff is what the round is worth to us minus what it is worth to the opponent:
the points of the round, each kind weighed by its side's majority weight, plus the value of
the position left (:func:`valuation.future_value`). In the last round it is what decides
the game: +1 for first place, -1 for second, 0 for a shared first (points, then the ready
pile), plus a hundredth of the point margin and a ten-thousandth per ready cube.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from empires.games.empire_engine.components import LAYOUTS, LEFT, RIGHT, turned
from empires.games.empire_engine.valuation import (
    EMPTY_READY,
    Weights,
    _generic_model,
    evaluate,
    future_value,
    gear_plans,
    spent,
)

_L = LAYOUTS[LEFT]
_R = LAYOUTS[RIGHT]
ARM, SALVAGE, PRODUCE, ATTACK = (_L.index(a) for a in ("arm", "salvage", "produce", "attack"))
INVENT, DEFEND, EXPORT = (_R.index(a) for a in ("invent", "defend", "export"))
assert _R.index("attack") == ATTACK
#: Regret-matching iterations: an 8 by 8 game settles within a few dozen.
ITERATIONS = 48
#: Plans the solved strategy gives less than this chance are not played (the early
#: iterations' noise), the rest renormalized.
FLOOR = 0.04
#: The last round's worth of a ready cube more than the opponent: less than any point.
CUBE = 1e-4
#: The draw's resolution: a plan is drawn by one ``below(SCALE)``.
SCALE = 1 << 30

#: A plan as the payoff needs it: engine tops after the turn, ready pile after the boosts.
Side = tuple[int, int, int, int]
#: A plan as placed: ``(gear_l, boost_l, gear_r, boost_r)``; in round one ``gear`` is the action.
Placing = tuple[int, str | None, int, str | None]


@functools.cache
def _static(after: int, top_l: int, top_r: int, s: int, g: int) -> float:
    """A plan against the generic table: picks how to pay for a turning."""
    return evaluate(_generic_model(True, after), top_l, top_r, s, g)


@functools.lru_cache(maxsize=4096)
def gear_options(
    top_l: int,
    top_r: int,
    s: int,
    g: int,
    after: int,
    placed: tuple[tuple[str, str | None], ...],
) -> tuple[tuple[Side, ...], tuple[Placing, ...]]:
    """The distinct plans of one player with engine tops ``top_l``/``top_r`` and ``s``/``g`` in
    its ready pile (as shown: without the cubes on placed gears), as the table sees them: of
    its gears ``placed`` face down so far only the engine and the resource on it
    (``(engine, boost)``); of the ways to pay for the same turning, the one best against the
    generic table."""
    # The ready pile shown has already given the cubes on placed gears.
    s += sum(boost == "soldier" for _e, boost in placed)
    g += sum(boost == "good" for _e, boost in placed)
    best: dict[tuple[int, int], tuple[float, Side, Placing]] = {}
    for turns_l, turns_r, gear_l, gear_r, boost_l, boost_r in gear_plans(s, g):
        mine = {"L": boost_l, "R": boost_r}
        if any(mine[engine] != boost for engine, boost in placed):
            continue
        spent_s, spent_g = spent(boost_l, boost_r)
        side = (
            turned(LEFT, top_l, turns_l),
            turned(RIGHT, top_r, turns_r),
            s - spent_s,
            g - spent_g,
        )
        value = _static(after, *side)
        key = (side[0], side[1])
        if key not in best or value > best[key][0]:
            best[key] = (value, side, (gear_l, boost_l, gear_r, boost_r))
    chosen = [best[key] for key in sorted(best)]
    # Remembered: a search's playouts ask for the same few piles and engines again and again.
    return tuple(c[1] for c in chosen), tuple(c[2] for c in chosen)


def engine_options(s: int, g: int) -> list[Side]:
    """Round one: every pair of actions (engines are placed face down)."""
    return [(left, right, s, g) for left in range(4) for right in range(4)]


def gears_of(sides: list[Side]) -> list[Placing]:
    """Round one's placings: the actions themselves."""
    return [(left, None, right, None) for left, right, _s, _g in sides]


def resolve(
    me: Side, them: Side, kinds: tuple[int, int]
) -> tuple[list[list[int]], list[list[int]]]:
    """The round between two players: per player, its score gains by kind and its ready pile
    (soldiers, goods) afterwards; ``kinds`` is the kind each salvages. An attacker takes goods
    when they are at least as many as soldiers, else a soldier (from the stock if none)."""
    sides = (me, them)
    gains = [[0, 0, 0], [0, 0, 0]]
    ready = [[me[2], me[3]], [them[2], them[3]]]
    paid = [0, 0]
    for i in range(2):
        top_l, top_r = sides[i][0], sides[i][1]
        if top_l == ARM:
            ready[i][0] += 2
        elif top_l == PRODUCE:
            ready[i][1] += 2
        if top_r == INVENT:
            gains[i][2] += 1
    for i in range(2):
        attacks = (sides[i][0] == ATTACK) + (sides[i][1] == ATTACK)
        if attacks:
            if ready[i][0] >= attacks:
                ready[i][0] -= attacks
                paid[i] = attacks
            elif ready[i][0]:
                ready[i][0] -= 1
    hit = [False, False]
    for i in range(2):
        j = 1 - i
        hits = paid[i]
        if hits and sides[j][1] == DEFEND:
            hits -= 1
            gains[j][0] += 1
        for _ in range(hits):
            if ready[j][1] and ready[j][1] >= ready[j][0]:
                ready[j][1] -= 1
                gains[i][1] += 1
            else:
                if ready[j][0]:
                    ready[j][0] -= 1
                gains[i][0] += 1
            hit[j] = True
    for i in range(2):
        if not hit[i]:
            if sides[i][1] == EXPORT:
                gains[i][1] += ready[i][1]
                ready[i][1] = 0
            if sides[i][0] == SALVAGE:
                gains[i][kinds[i]] += 1
    return gains, ready


class Table:
    """What the payoffs depend on besides the plans: the rounds after this one, each side's
    majority weights and the kind it salvages, and (for the last round) the score piles."""

    __slots__ = ("after", "kinds", "piles", "weights")

    def __init__(self, after: int, weights: tuple[Weights, Weights], piles: list[list[float]]):
        self.after = after
        self.weights = weights
        self.kinds = (_best_kind(weights[0]), _best_kind(weights[1]))
        self.piles = piles


def _best_kind(weights: Weights) -> int:
    best = 0
    for k in (1, 2):
        if weights[k] > weights[best]:
            best = k
    return best


def payoff(me: Side, them: Side, table: Table) -> float:
    """What the round is worth to us minus what it is worth to the opponent."""
    gains, ready = resolve(me, them, table.kinds)
    after = table.after
    if after == 0:
        return _final(gains, ready, table.piles)
    values = [0.0, 0.0]
    for i, side in enumerate((me, them)):
        w = table.weights[i]
        s, g = ready[i]
        value = w[0] * gains[i][0] + w[1] * gains[i][1] + w[2] * gains[i][2]
        if s + g == 0:
            value -= EMPTY_READY
        values[i] = value + future_value(True, after, side[0], side[1], s, g)
    return values[0] - values[1]


def _final(gains: list[list[int]], ready: list[list[int]], piles: list[list[float]]) -> float:
    """The last round: +1 first place, -1 second, 0 shared, plus a hundredth of the margin
    and a trifle per ready cube (they break a tie of points)."""
    mine = [piles[0][k] + gains[0][k] for k in range(3)]
    theirs = [piles[1][k] + gains[1][k] for k in range(3)]
    total = [0.0, 0.0]
    for k in range(3):
        total[0] += mine[k]
        total[1] += theirs[k]
        if mine[k] >= theirs[k] and mine[k] > 0:
            total[0] += 3.0
        if theirs[k] >= mine[k] and theirs[k] > 0:
            total[1] += 3.0
    cubes = ready[0][0] + ready[0][1] - ready[1][0] - ready[1][1]
    # A cube more never hurts: without this, plans that decide nothing would be equal, and
    # a double attack without soldiers as good as arming.
    margin = 0.01 * (total[0] - total[1]) + CUBE * cubes
    if total[0] != total[1]:
        return margin + (1.0 if total[0] > total[1] else -1.0)
    return margin + (1.0 if cubes > 0 else -1.0 if cubes < 0 else 0.0)


def matrix(mine: list[Side], theirs: list[Side], table: Table) -> list[list[float]]:
    """The payoff of each of our plans (rows) against each of the opponent's (columns)."""
    return [[payoff(me, them, table) for them in theirs] for me in mine]


def solve(payoffs: list[list[float]], iterations: int = ITERATIONS) -> list[float]:
    """Our mixed strategy in the zero-sum game ``payoffs`` (rows ours), approximately: regret
    matching+ for both sides, the strategies averaged with weights growing linearly; plans
    below ``FLOOR`` dropped and the rest renormalized."""
    rows, cols = len(payoffs), len(payoffs[0])
    regret_p = [0.0] * rows
    regret_q = [0.0] * cols
    average = [0.0] * rows
    for t in range(1, iterations + 1):
        p = _strategy(regret_p)
        q = _strategy(regret_q)
        for i in range(rows):
            average[i] += t * p[i]
        u_p = [0.0] * rows
        u_q = [0.0] * cols
        for i in range(rows):
            row = payoffs[i]
            for j in range(cols):
                u_p[i] += row[j] * q[j]
                u_q[j] -= p[i] * row[j]
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
    return _floored(average)


def solve_round(mine: Sequence[Side], theirs: Sequence[Side], table: Table) -> list[float]:
    """:func:`solve` of :func:`matrix`. With the batched engine installed (``empires[fast]``)
    its compiled twins do it, making the same floating-point operations in the same order
    (tests/empire_engine/test_duel.py compares them to the last bit), so the bot plays the
    same game either way: a search's playouts solve thousands of rounds a decision, and in
    Python building and solving the matrix is most of their time."""
    compiled = _compiled()
    if compiled is None:
        return solve(matrix(list(mine), list(theirs), table))
    return compiled(mine, theirs, table)


@functools.cache
def _compiled() -> Callable[[Sequence[Side], Sequence[Side], Table], list[float]] | None:
    """The compiled round solver, or ``None`` where Numba (an optional extra) is missing."""
    try:
        # Imported here: the compiled module takes its constants from this one.
        import numpy as np

        from empires.games.empire_engine.fast import duel as compiled
        from empires.games.empire_engine.fast.heuristic import future_table
    except ImportError:
        return None
    future = future_table()

    def round_strategy(mine: Sequence[Side], theirs: Sequence[Side], table: Table) -> list[float]:
        out = np.empty(len(mine), np.float64)
        compiled.round_strategy(
            np.array(mine, np.int64),
            np.array(theirs, np.int64),
            table.after,
            np.array(table.weights, np.float64),
            np.array(table.kinds, np.int64),
            np.array(table.piles, np.float64),
            future,
            out,
        )
        return [float(x) for x in out]

    return round_strategy


def _strategy(regret: list[float]) -> list[float]:
    total = 0.0
    for r in regret:
        total += r
    if total <= 0.0:
        return [1.0 / len(regret)] * len(regret)
    return [r / total for r in regret]


def _floored(weights: list[float]) -> list[float]:
    total = 0.0
    for w in weights:
        total += w
    kept = [w if w >= FLOOR * total else 0.0 for w in weights]
    total = 0.0
    for w in kept:
        total += w
    return [w / total for w in kept]


def fits(placing: Placing, placed: Sequence[tuple[str, int, str | None]]) -> bool:
    """Whether a plan goes with the placements made so far (``(engine, gear or, in round
    one, action, boost)``)."""
    for engine, gear, boost in placed:
        part = (placing[0], placing[1]) if engine == "L" else (placing[2], placing[3])
        if part != (gear, boost):
            return False
    return True


def given(whole: Sequence[float], fit: Sequence[bool]) -> list[float] | None:
    """Our strategy once part of the plan is placed: the whole round's (the opponent cannot
    tell our face-down gears apart) restricted to the plans that ``fit``, renormalized; None
    where it gives them no chance (the opponent's placements since have changed the game)."""
    mass = 0.0
    for i in range(len(fit)):
        if fit[i]:
            mass += whole[i]
    if mass > 0.0:
        return [whole[i] / mass if fit[i] else 0.0 for i in range(len(fit))]
    return None


def strategy(
    mine: Sequence[Side], theirs: Sequence[Side], table: Table, fit: Sequence[bool]
) -> list[float]:
    """Our strategy given the plans that ``fit`` what we placed (:func:`given`); where the
    whole round's gives them no chance, the strategy of the game of those plans alone."""
    piles = (tuple(table.piles[0]), tuple(table.piles[1]))
    whole = _solved(tuple(mine), tuple(theirs), table.after, table.weights, piles)
    found = given(whole, fit)
    if found is not None:
        return found
    rows = [i for i in range(len(fit)) if fit[i]]
    alone = solve_round([mine[i] for i in rows], theirs, table)
    out = [0.0] * len(fit)
    for k, i in enumerate(rows):
        out[i] = alone[k]
    return out


@functools.lru_cache(maxsize=1024)
def _solved(
    mine: tuple[Side, ...],
    theirs: tuple[Side, ...],
    after: int,
    weights: tuple[Weights, Weights],
    piles: tuple[tuple[float, ...], tuple[float, ...]],
) -> tuple[float, ...]:
    """The whole round's strategy, remembered: a search's playouts meet the same rounds again
    and again (the plan phase hides little at two players), and a plan's second placement
    meets its first one's round."""
    table = Table(after, weights, [list(piles[0]), list(piles[1])])
    return tuple(solve_round(mine, theirs, table))


def pick(strategy: list[float], draw: int) -> int:
    """The plan a draw ``below(SCALE)`` picks from the strategy."""
    cumulative = 0.0
    last = 0
    for i, chance in enumerate(strategy):
        if chance <= 0.0:
            continue
        cumulative += chance
        last = i
        if draw < cumulative * SCALE:
            return i
    return last
