"""What a position of Empire Engine is worth to one seat: the value behind the heuristic bot
(``empires/bots/empire_engine.py``) and its batched twin (``fast/heuristic.py``).

A plan of the coming round is scored by :func:`evaluate` as the expected points of this round
(against a :class:`RoundModel` of the table) plus the value of the position it leaves: engine
tops and ready pile, valued by a small dynamic programme over the remaining rounds that plays
our own engines against a generic table (:func:`future_value`). It is cached, so a decision
costs a few hundred evaluations.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

from empires.games.empire_engine.components import GEARS, LAYOUTS, LEFT, RIGHT, turned

_L = LAYOUTS[LEFT]
_R = LAYOUTS[RIGHT]
#: Ready piles beyond this many of a kind are valued by extrapolation (keeps the cache small).
CAP = 8
#: Rounds the cached future looks ahead at most (long games reuse its values).
HORIZON = 12
#: What a ready resource left at the very end is worth: only the tie-break counts it.
END_READY = 0.01
#: Chance that a neighbour with resources puts one on a gear it has not placed yet.
BOOST_PRIOR = 0.4
#: Penalty for ending a round with an empty ready pile while rounds remain (designers' hint:
#: it limits the next round to four actions and tells everybody what we cannot do).
EMPTY_READY = 0.3
#: Plans worth within this many expected points of the best are near ties, which the
#: heuristic (the bot and its batched mirror) draws among by its seed, so that its games vary
#: and its habits cannot be farmed (docs/strength.md, "Bots that cannot be farmed").
NEAR_TIE = 0.5
#: ... but at most this share of the spread between its best and worst plan: where every
#: plan is worth about the same (a last round with an empty ready pile) the small
#: differences left still decide.
NEAR_SHARE = 0.25

Weights = tuple[float, float, float]


# -- the evaluation of one round ---------------------------------------------------------------
@dataclass(slots=True, kw_only=True)
class RoundModel:
    """What one round looks like from our seat, for the evaluation of a plan.

    ``incoming[k]`` is the chance that exactly ``k`` paid attacks reach us; ``defends[e]`` the
    chance that the target of our attack from engine ``e`` defends; ``gain[e]`` what a
    successful attack from engine ``e`` is worth (the resource taken, the harm to the target),
    ``blocked[e]`` what a blocked one costs (the target's soldier, as a negative value);
    ``theft`` what each successful attack on us is worth to its attacker, in our terms.
    """

    incoming: tuple[float, float, float]
    defends: tuple[float, float]
    gain: tuple[float, float]
    blocked: tuple[float, float]
    theft: float
    weights: Weights
    rounds_after: int
    two_players: bool
    #: What a salvaged cube is worth: the weight of the best kind.
    salvage: float = field(init=False)

    def __post_init__(self) -> None:
        self.salvage = max(self.weights)


def evaluate(model: RoundModel, top_l: int, top_r: int, soldiers: int, goods: int) -> float:
    """Expected value of showing engine tops ``top_l``/``top_r`` this round with the given ready
    pile (after any resources spent on gears): this round's weighted points, plus the value of
    the position afterwards (:func:`future_value`)."""
    left, right = _L[top_l], _R[top_r]
    w_soldier, w_good, w_invention = model.weights
    value = 0.0
    if left == "arm":
        soldiers += 2
    elif left == "produce":
        goods += 2
    if right == "invent":
        value += w_invention
    attacks = (left == "attack") + (right == "attack")
    if attacks:
        if soldiers >= attacks:
            soldiers -= attacks
            if attacks == 2 and model.two_players:
                # One opponent: a single Defend blocks one of the two attacks.
                d = model.defends[0]
                value += (2 - d) * model.gain[0] + d * model.blocked[0]
            else:
                for e, action in ((0, left), (1, right)):
                    if action == "attack":
                        d = model.defends[e]
                        value += (1 - d) * model.gain[e] + d * model.blocked[e]
        elif soldiers:
            soldiers -= 1  # two attacks, one soldier: it is paid and both fail
    defend = right == "defend"
    exports = right == "export"
    salvages = left == "salvage"
    after = model.rounds_after
    two = model.two_players
    for hits, chance in enumerate(model.incoming):
        if chance <= 0.0:
            continue
        outcome = 0.0
        if defend and hits:
            outcome += w_soldier
            hits -= 1
        s, g = soldiers, goods
        for _ in range(hits):
            # The attacker takes what we hold most of (goods on a tie).
            if g and g >= s:
                g -= 1
            elif s:
                s -= 1
            outcome -= model.theft
        if not hits:
            if exports:
                outcome += w_good * g
                g = 0
            if salvages:
                outcome += model.salvage
        if after and s + g == 0:
            outcome -= EMPTY_READY
        outcome += future_value(two, after, top_l, top_r, s, g)
        value += chance * outcome
    return value


# -- the generic future ----------------------------------------------------------------------
_GENERIC_IN = 0.2
_GENERIC_DEFEND = 0.2


@functools.cache
def _generic_model(two_players: bool, rounds_after: int) -> RoundModel:
    p = _GENERIC_IN
    relative = 1.0 if two_players else 0.3
    return RoundModel(
        incoming=((1 - p) ** 2, 2 * p * (1 - p), p * p),
        defends=(_GENERIC_DEFEND, _GENERIC_DEFEND),
        gain=(1 + 0.5 * relative, 1 + 0.5 * relative),
        blocked=(-relative, -relative),
        theft=relative,
        weights=(1.0, 1.0, 1.0),
        rounds_after=rounds_after,
        two_players=two_players,
    )


def gear_plans(
    soldiers: int, goods: int
) -> list[tuple[int, int, int, int, str | None, str | None]]:
    """Every way to lay both gears: ``(turns_l, turns_r, gear_l, gear_r, boost_l, boost_r)``,
    with the resources on gears affordable from the ready pile (soldiers and goods)."""
    plans = []
    for gear_l, gear_r in ((1, 2), (2, 1)):
        for boost_l in (None, "soldier", "good"):
            for boost_r in (None, "soldier", "good"):
                spent_s, spent_g = spent(boost_l, boost_r)
                if spent_s > soldiers or spent_g > goods:
                    continue
                turns_l, turns_r = GEARS[gear_l].turning(boost_l), GEARS[gear_r].turning(boost_r)
                plans.append((turns_l, turns_r, gear_l, gear_r, boost_l, boost_r))
    return plans


def spent(boost_l: str | None, boost_r: str | None) -> tuple[int, int]:
    """The soldiers and goods a plan puts on its gears."""
    boosts = (boost_l, boost_r)
    return boosts.count("soldier"), boosts.count("good")


def future_value(two_players: bool, rounds: int, top_l: int, top_r: int, s: int, g: int) -> float:
    """Expected points still to make in ``rounds`` rounds from engine tops and a ready pile,
    playing our engines well against a generic table (cached)."""
    if rounds <= 0:
        return END_READY * (s + g)
    # Plans are compared at one depth at a time, so a constant per depth does not matter;
    # beyond the horizon the relative values of positions hardly change.
    rounds = min(rounds, HORIZON)
    extra = 0.0
    if s > CAP or g > CAP:
        # Surplus cubes: worth most of a point each while rounds remain.
        extra = 0.6 * (max(0, s - CAP) + max(0, g - CAP))
        s, g = min(s, CAP), min(g, CAP)
    return _best_plan(two_players, rounds, top_l, top_r, s, g) + extra


@functools.cache
def _best_plan(two_players: bool, rounds: int, top_l: int, top_r: int, s: int, g: int) -> float:
    """The value of the best plan for the round from a position (rounds and piles capped)."""
    model = _generic_model(two_players, rounds - 1)
    best = -math.inf
    seen: set[tuple[int, int, int, int]] = set()
    for turns_l, turns_r, _gl, _gr, boost_l, boost_r in gear_plans(s, g):
        spent_s, spent_g = spent(boost_l, boost_r)
        key_plan = (turns_l, turns_r, spent_s, spent_g)
        if key_plan in seen:
            continue
        seen.add(key_plan)
        value = evaluate(
            model,
            turned(LEFT, top_l, turns_l),
            turned(RIGHT, top_r, turns_r),
            s - spent_s,
            g - spent_g,
        )
        best = max(best, value)
    return best
