"""Empire Engine's heuristic bot: it plans one round at a time and values what follows.

The bot decides only from its view and the legal moves, following the designers' hints:
keep resources in the ready pile, think ahead so as not to be forced into useless actions,
never attack without soldiers or export without goods, defend only when a neighbour could
attack, and value the majorities of the end.

Planning. Every plan the gears allow (which gear under which engine, a resource on either)
is scored as the expected points of this round plus the value of the position it leaves
(the game's valuation, ``empires/games/empire_engine/valuation.py``):

* this round is judged against the neighbours as they can be seen: their engine tops, their
  ready piles and the gears they have already placed (under which engine, with or without a
  resource) give a distribution over what each may show, hence how likely an attack on us
  is, whether it can be paid, and whether the player we attack may defend;
* the position after the round (engine tops and ready pile) is valued by the game's cached
  future (:func:`~empires.games.empire_engine.valuation.future_value`);
* points are weighed by kind: a soldier, good or invention is worth one point plus its share
  of the +3 majority bonus, estimated from the score piles and the rounds still to come.

At two players the round is a matrix game in the open, and the bot (kind ``heuristic``)
draws its plan from that game's mixed strategy (``empires/games/empire_engine/duel.py``),
so that a learner cannot read its plan from the position; the kind ``heuristic-pure`` plans
as above there too.

Execution choices (which attack to block, what to steal, what to salvage, whether to export
beside the teammate) use the same majority weights. The bot's own generator draws among near
ties and the mixed plans only, so a seed always gives the same choices.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from typing import Any

from empires.bots.ties import best_of
from empires.games.empire_engine import duel, moves
from empires.games.empire_engine.components import GEARS, KINDS, LAYOUTS, LEFT, RIGHT, turned
from empires.games.empire_engine.scoring import MAJORITY_BONUS, units_of
from empires.games.empire_engine.valuation import (
    BOOST_PRIOR,
    NEAR_SHARE,
    NEAR_TIE,
    RoundModel,
    Weights,
    evaluate,
    gear_plans,
    spent,
)
from empires.kernel.game import Bot, View
from empires.kernel.rng import SeededRng

_L = LAYOUTS[LEFT]
_R = LAYOUTS[RIGHT]
_SIZE = len(_L)


# -- reading the table -----------------------------------------------------------------------
def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def _side_piles(view: View) -> tuple[list[list[int]], list[list[float]]]:
    sides = units_of(view["players"], bool(view["options"].get("teams")))
    empires = view["empires"]
    piles = [[sum(_score(empires[s], k) for s in side) for k in KINDS] for side in sides]
    return sides, piles


def _score(empire: dict[str, Any], kind: str) -> float:
    """A score pile's count of a kind; a hidden pile is taken as evenly mixed."""
    if empire["score"] is None:
        return float(empire["score_total"]) / len(KINDS)
    return float(empire["score"][kind])


def majority_weights(view: View, rounds_left: float, seat: int | None = None) -> Weights:
    """What one more soldier, good or invention in our score pile (or ``seat``'s) is worth: a
    point plus the expected change of our share of that kind's +3 majority bonus."""
    seat = view["seat"] if seat is None else seat
    sides, piles = _side_piles(view)
    mine = next(i for i, side in enumerate(sides) if seat in side)
    sigma = 0.35 + 0.55 * math.sqrt(max(rounds_left, 0.0))
    weights = []
    for k in range(3):
        best_other = max((p[k] for i, p in enumerate(piles) if i != mine), default=0)
        own = piles[mine][k]
        # A tie for the most shares the bonus; nobody leads a kind nobody has.
        lead = own - best_other if own > 0 else -1
        now = _phi((lead + 0.5) / sigma)
        after = _phi((lead + 1.5) / sigma)
        weights.append(1.0 + MAJORITY_BONUS * (after - now))
    return weights[0], weights[1], weights[2]


def estimated_points(view: View) -> list[float]:
    """Points per seat if the game ended now (team points for both partners)."""
    sides, piles = _side_piles(view)
    most = [max(p[k] for p in piles) for k in range(3)]
    points = [0.0] * view["players"]
    for side, pile in zip(sides, piles, strict=True):
        total = sum(pile) + sum(
            MAJORITY_BONUS for k in range(3) if most[k] > 0 and pile[k] == most[k]
        )
        for seat in side:
            points[seat] = total
    return points


def rivalry(view: View) -> list[float]:
    """How much each seat's points count against ours (0 for us and our teammate)."""
    seat, n = view["seat"], view["players"]
    if n == 2:
        return [0.0 if s == seat else 1.0 for s in range(n)]
    if view["options"].get("teams"):
        return [0.0 if s % 2 == seat % 2 else 1.0 for s in range(n)]
    points = estimated_points(view)
    best = max(points[s] for s in range(n) if s != seat)
    return [
        0.0 if s == seat else (0.6 if points[s] >= best else 0.25) * min(1.0, 3 / (n - 1))
        for s in range(n)
    ]


class Outlook:
    """One neighbour's possible engine tops this round, with their chances, as far as the view
    tells: ``(chance, left action, right action, soldiers it can pay with)``."""

    __slots__ = ("cases", "goods", "seat")

    def __init__(self, view: View, seat: int) -> None:
        self.seat = seat
        empire = view["empires"][seat]
        ready = empire["ready"]
        soldiers, goods = ready["soldier"], ready["good"]
        self.goods = goods
        cases: list[tuple[float, str, str, int]] = []
        placed = empire["placed"]
        engines = empire["engines"]
        if engines is None:
            # Round one: any action on either engine (a placed one is still face down).
            chance = 1 / (_SIZE * _SIZE)
            for left in _L:
                for right in _R:
                    pay = soldiers + (2 if left == "arm" else 0)
                    cases.append((chance, left, right, pay))
        else:
            top_l, top_r = _L.index(engines["L"]), _R.index(engines["R"])
            boosted: dict[str, bool | None] = {"L": None, "R": None}
            for entry in placed:
                boosted[entry["engine"]] = entry.get("boost") is not None
            prior = BOOST_PRIOR if soldiers + goods > 0 else 0.0
            for gear_l, gear_r in ((1, 2), (2, 1)):
                for boost_l in (False, True):
                    p_l = _chance(boosted["L"], boost_l, prior)
                    if p_l <= 0:
                        continue
                    for boost_r in (False, True):
                        p_r = _chance(boosted["R"], boost_r, prior)
                        if p_r <= 0:
                            continue
                        left = _L[turned(LEFT, top_l, GEARS[gear_l].turning(boost_l))]
                        right = _R[turned(RIGHT, top_r, GEARS[gear_r].turning(boost_r))]
                        pay = soldiers + (2 if left == "arm" else 0)
                        cases.append((0.5 * p_l * p_r, left, right, pay))
        self.cases = cases

    def attacks_on_us(self, engines: tuple[str, ...]) -> list[float]:
        """Chances of 0, 1 and 2 paid attacks from the given engines (``"L"``/``"R"``)."""
        out = [0.0, 0.0, 0.0]
        for chance, left, right, pay in self.cases:
            total = (left == "attack") + (right == "attack")
            aimed = ("L" in engines and left == "attack") + ("R" in engines and right == "attack")
            out[aimed if pay >= total else 0] += chance
        return out

    def chance_of(self, engine: str, action: str) -> float:
        """Chance that the engine shows the action."""
        index = 1 if engine == "L" else 2
        return sum(case[0] for case in self.cases if case[index] == action)

    def exposed(self) -> float:
        """What a hit would cost this player this round: its export and its salvage."""
        total = 0.0
        for chance, left, right, _pay in self.cases:
            if right == "export":
                total += chance * (self.goods + (2 if left == "produce" else 0))
            if left == "salvage":
                total += chance
        return total


def _chance(known: bool | None, boosted: bool, prior: float) -> float:
    if known is None:
        return prior if boosted else 1 - prior
    return 1.0 if known == boosted else 0.0


def _combine(a: list[float], b: list[float]) -> tuple[float, float, float]:
    """Distribution of the total attacks from two independent sources (capped at 2)."""
    out = [0.0, 0.0, 0.0]
    for i, pa in enumerate(a):
        for j, pb in enumerate(b):
            out[min(2, i + j)] += pa * pb
    return out[0], out[1], out[2]


def round_model(view: View, rounds_after: int, weights: Weights) -> RoundModel:
    """The model of the coming round for the plans of the view's seat."""
    seat, n = view["seat"], view["players"]
    rivals = rivalry(view)
    left_seat, right_seat = (seat + 1) % n, (seat - 1) % n
    left_nb = Outlook(view, left_seat)
    right_nb = Outlook(view, right_seat) if n > 2 else left_nb
    if n == 2:
        incoming = left_nb.attacks_on_us(("L", "R"))
        incoming_t: tuple[float, float, float] = (incoming[0], incoming[1], incoming[2])
    else:
        # The left neighbour attacks us with its right engine, the right one with its left.
        incoming_t = _combine(left_nb.attacks_on_us(("R",)), right_nb.attacks_on_us(("L",)))
    gains = []
    blocked = []
    defends = []
    for nb in (left_nb, right_nb):
        ready = view["empires"][nb.seat]["ready"]
        rival = rivals[nb.seat]
        has = ready["soldier"] + ready["good"] > 0
        take = max(weights[0], weights[1]) if has else weights[0]
        harm = (0.6 if has else 0.0) + nb.exposed()
        gains.append(take + rival * harm)
        blocked.append(-rival)
        defends.append(nb.chance_of("R", "defend"))
    theft = (rivals[left_seat] + rivals[right_seat]) / 2
    return RoundModel(
        incoming=incoming_t,
        defends=(defends[0], defends[1]),
        gain=(gains[0], gains[1]),
        blocked=(blocked[0], blocked[1]),
        theft=theft,
        weights=weights,
        rounds_after=rounds_after,
        two_players=n == 2,
    )


# -- the bot ---------------------------------------------------------------------------------
class HeuristicBot(Bot):
    """Plans with the round model and the cached future; near ties drawn by its seed."""

    def __init__(self, seed: int = 0, near: float = NEAR_TIE, mixed: bool = True) -> None:
        self.rng = SeededRng(seed)
        self.near = near
        self.mixed = mixed

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        """Return the legal move that scores best; ties are broken by the bot's generator."""
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        plan = isinstance(first, moves.PlaceGear | moves.PlaceEngine)
        if plan and self.mixed and view["players"] == 2:
            drawn = self._duel(view, legal)
            if drawn is not None:
                return drawn
        if isinstance(first, moves.PlaceGear):
            return self._best(legal, self._gear_scorer(view))
        if isinstance(first, moves.PlaceEngine):
            return self._best(legal, self._engine_scorer(view))
        if isinstance(first, moves.Block):
            return self._best(legal, lambda move: _block_value(view, move))
        if isinstance(first, moves.Steal):
            return self._best(legal, lambda move: _steal_value(view, move))
        if isinstance(first, moves.Salvage | moves.ShareExport):
            return self._best(legal, lambda move: _salvage_value(view, move))
        return self.rng.choice(legal)

    def _best(self, legal: Sequence[Any], score: Callable[[Any], float]) -> Any:
        return best_of(self.rng, legal, score, self.near, NEAR_SHARE)

    # -- planning: two players -----------------------------------------------------------------
    def _duel(self, view: View, legal: Sequence[Any]) -> Any:
        """Draw the round's plan from the mixed strategy of the round's matrix game
        (:func:`plan_strategy`) and place its next engine or gear; None where no plan fits
        what was placed."""
        found = plan_strategy(view)
        if found is None:
            return None
        placings, strategy = found
        index = duel.pick(strategy, self.rng.below(duel.SCALE))
        move = _placing(view["empires"][view["seat"]], placings[index])
        assert move in legal, (move, legal)
        return move

    # -- planning ---------------------------------------------------------------------------
    def _gear_scorer(self, view: View) -> Callable[[moves.Move], float]:
        seat = view["seat"]
        me = view["empires"][seat]
        top_l, top_r = _L.index(me["engines"]["L"]), _R.index(me["engines"]["R"])
        soldiers, goods = me["ready"]["soldier"], me["ready"]["good"]
        after = view["rounds"] - view["round"]
        weights = majority_weights(view, after + 1)
        model = round_model(view, after, weights)
        placed = me["placed"]

        def plan_value(turns_l: int, turns_r: int, s: int, g: int) -> float:
            return evaluate(
                model, turned(LEFT, top_l, turns_l), turned(RIGHT, top_r, turns_r), s, g
            )

        if placed:
            # Second gear: the first one is ours to see; its resource is already spent.
            done = placed[0]
            done_turns = GEARS[done["gear"]].turning(done["boost"])

            def second(move: moves.Move) -> float:
                assert isinstance(move, moves.PlaceGear)
                t = GEARS[move.gear].turning(move.boost)
                s = soldiers - (move.boost == "soldier")
                g = goods - (move.boost == "good")
                if move.engine == "L":
                    return plan_value(t, done_turns, s, g)
                return plan_value(done_turns, t, s, g)

            return second

        # First gear: a move is worth the best plan that completes it.
        best: dict[tuple[str, int, str | None], float] = {}
        for turns_l, turns_r, gear_l, gear_r, boost_l, boost_r in gear_plans(soldiers, goods):
            spent_s, spent_g = spent(boost_l, boost_r)
            value = plan_value(turns_l, turns_r, soldiers - spent_s, goods - spent_g)
            for key in (("L", gear_l, boost_l), ("R", gear_r, boost_r)):
                if value > best.get(key, -math.inf):
                    best[key] = value

        def first(move: moves.Move) -> float:
            assert isinstance(move, moves.PlaceGear)
            return best.get((move.engine, move.gear, move.boost), -math.inf)

        return first

    def _engine_scorer(self, view: View) -> Callable[[moves.Move], float]:
        seat = view["seat"]
        me = view["empires"][seat]
        soldiers, goods = me["ready"]["soldier"], me["ready"]["good"]
        after = view["rounds"] - view["round"]
        weights = majority_weights(view, after + 1)
        model = round_model(view, after, weights)
        chosen = {entry["engine"]: entry["action"] for entry in me["placed"]}

        def pair(left: str, right: str) -> float:
            return evaluate(model, _L.index(left), _R.index(right), soldiers, goods)

        def score(move: moves.Move) -> float:
            assert isinstance(move, moves.PlaceEngine)
            if move.engine == "L":
                rights = [chosen["R"]] if "R" in chosen else list(_R)
                return max(pair(move.action, right) for right in rights)
            lefts = [chosen["L"]] if "L" in chosen else list(_L)
            return max(pair(left, move.action) for left in lefts)

        return score


def plan_strategy(view: View) -> tuple[Sequence[duel.Placing], list[float]] | None:
    """At two players: the seat's plans for the round (as placed, see :mod:`duel`) and the
    chance the mixed bot gives each, given the part of the plan already placed; None where
    no plan fits that part."""
    seat = view["seat"]
    other = 1 - seat
    me, them = view["empires"][seat], view["empires"][other]
    after = view["rounds"] - view["round"]
    weights = (majority_weights(view, after + 1), majority_weights(view, after + 1, other))
    _sides, piles = _side_piles(view)
    table = duel.Table(after, weights, [piles[seat], piles[other]])
    # Our plans as the opponent sees them: whatever we placed face down, it cannot tell.
    mine: Sequence[duel.Side]
    theirs: Sequence[duel.Side]
    placings: Sequence[duel.Placing]
    if me["engines"] is None:
        mine = duel.engine_options(me["ready"]["soldier"], me["ready"]["good"])
        placings = duel.gears_of(mine)
        theirs = duel.engine_options(them["ready"]["soldier"], them["ready"]["good"])
    else:
        mine, placings = _gear_options(me, after)
        theirs, _ = _gear_options(them, after)
    done = [
        (
            e["engine"],
            _index(e["engine"], e["action"]) if "action" in e else e["gear"],
            e.get("boost"),
        )
        for e in me["placed"]
    ]
    fit = [duel.fits(placing, done) for placing in placings]
    if sum(fit) == 0:
        return None
    if sum(fit) == 1:
        return placings, [1.0 if f else 0.0 for f in fit]
    return placings, duel.strategy(mine, theirs, table, fit)


def _index(engine: str, action: str) -> int:
    return (_L if engine == "L" else _R).index(action)


def _gear_options(
    empire: dict[str, Any], after: int
) -> tuple[Sequence[duel.Side], Sequence[duel.Placing]]:
    """A player's plans as the table sees them (its placed gears face down)."""
    engines, ready = empire["engines"], empire["ready"]
    placed = tuple((e["engine"], e.get("boost")) for e in empire["placed"])
    return duel.gear_options(
        _L.index(engines["L"]),
        _R.index(engines["R"]),
        ready["soldier"],
        ready["good"],
        after,
        placed,
    )


def _placing(empire: dict[str, Any], placing: duel.Placing) -> moves.Move:
    """The next placement of a plan: the left engine's first, then the right one's."""
    engine = "R" if any(e["engine"] == "L" for e in empire["placed"]) else "L"
    gear, boost = (placing[0], placing[1]) if engine == "L" else (placing[2], placing[3])
    if empire["engines"] is None:
        return moves.PLACE_ENGINE[engine, (_L if engine == "L" else _R)[gear]]
    return moves.PLACE_GEAR[engine, gear, boost]


# -- execution choices -------------------------------------------------------------------------
def _block_value(view: View, move: moves.Block) -> float:
    """Block the attack of the strongest rival; defend the teammate when it pays."""
    seat = view["seat"]
    rivals = rivalry(view)
    if move.attacker is None:
        return 0.0
    if move.pay is None:
        return 10.0 + rivals[move.attacker]
    mate = (seat + 2) % 4
    empires = view["empires"]
    # Saving the teammate keeps its ready cube and, if it is the only hit, its export/salvage.
    hits_on_mate = sum(1 for a in view["attacks"] if a["paid"] and a["target"] == mate)
    saved = 1.0 + 0.5
    if hits_on_mate == 1:
        engines = empires[mate]["engines"] or {}
        if engines.get("R") == "export":
            saved += empires[mate]["ready"]["good"]
        if engines.get("L") == "salvage":
            saved += 1.0
    last = view["round"] >= view["rounds"]
    ready = empires[seat]["ready"]
    cost = 0.0 if last else 0.7
    # Pay with the kind we hold more of.
    other = "good" if move.pay == "soldier" else "soldier"
    cost += 0.01 * (int(ready[other]) - int(ready[move.pay]))
    return 1.0 + saved - cost


def _steal_value(view: View, move: moves.Steal) -> float:
    """Take what our majorities need; on a tie, the goods the target would export."""
    weights = majority_weights(view, view["rounds"] - view["round"] + 0.3)
    value = 0.0
    for kind in move.take:
        value += weights[0] if kind == "soldier" else weights[1] + 0.05
    return value


def _salvage_value(view: View, move: moves.Salvage | moves.ShareExport) -> float:
    """Salvage the kind whose majority is worth most; always export beside the teammate."""
    if isinstance(move, moves.ShareExport):
        return 1.0 if move.export else 0.0
    weights = majority_weights(view, view["rounds"] - view["round"] + 0.3)
    return weights[KINDS.index(move.take)]


#: The bots the game offers, by kind; found through the entry point in pyproject.toml.
BOTS = {
    "heuristic": HeuristicBot,
    # The plan of best value also at two players: predictable, kept for comparison.
    "heuristic-pure": functools.partial(HeuristicBot, mixed=False),
}
