"""Empire Planners' heuristic bot: it tries every legal move on a state drawn from its view and
keeps the one whose position it values most (one move ahead, no search).

The value of a position for a player is its projected final Profit (``scoring``) plus what its
assets should still bring before the end, each at a rough exchange rate: Capital (a reserve
for building is worth more than the rest), goods on its factories, trains on their way home,
and the income of its buildings for the rounds left. It is the difference of the two players'
values that counts. The bot's own generator breaks ties only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.games.empire_planners import scoring
from empires.games.empire_planners.actions import claimable, pending_moves
from empires.games.empire_planners.components import (
    BUILDINGS,
    EXCHANGE_RATE,
    FACTORIES,
    INCOME,
    ROUNDS,
    SLOTS,
)
from empires.games.empire_planners.moves import Claim, Exchange, Pass
from empires.games.empire_planners.rounds import play
from empires.games.empire_planners.state import ACTIONS, ARCHIE, BUILD, OVER, PlannersState
from empires.games.empire_planners.view import sample_state
from empires.kernel.game import Bot, View
from empires.kernel.rng import SeededRng

#: Profit one dollar of Capital is worth while it can still be exchanged or invested.
RESERVE_VALUE, CAPITAL_VALUE = 0.6, 0.42
#: Capital kept for building and production.
RESERVE = 10
GOOD_VALUE = 1.2
TRAIN_VALUE = 0.4
INCOME_VALUE = 0.45
#: The sites that pay income, with what they pay.
_INCOME_SITES = [(b.index, INCOME[b.kind]) for b in BUILDINGS if INCOME.get(b.kind, 0)]
#: Steps of one action the bot carries out when it judges a claim.
MAX_STEPS = 12
#: Capital in the last round, while an Exchange icon is still open (at $2 or $3 a Profit).
LAST_EXCHANGE_VALUE = 0.4
#: What goods and trains keep of their value in the last round (few can still be used).
LAST_ROUND_SHARE = 0.3


def value(
    state: PlannersState, player: int, breakdown: list[dict[str, Any]] | None = None
) -> float:
    """How good the position is for ``player``, in Profit (``breakdown``: the state's
    ``scoring.breakdown_of``, when the caller has it already)."""
    if breakdown is None:
        breakdown = scoring.breakdown_of(state)
    if state.phase == OVER:
        total: float = breakdown[player]["total"] + breakdown[player]["capital"] / 1000
        return total
    left = ROUNDS - state.round + 1
    capital = state.capital[player]
    worth = float(breakdown[player]["total"])
    if state.solo and player == ARCHIE:
        worth += capital  # he banks it all at the end
    elif left > 1:
        worth += min(capital, RESERVE) * RESERVE_VALUE + max(0, capital - RESERVE) * CAPITAL_VALUE
    elif _can_still_exchange(state, player):
        worth += capital * LAST_EXCHANGE_VALUE
    late = 1.0 if left > 1 else LAST_ROUND_SHARE
    for card in state.cards_of(player):
        worth += state.goods[card] * GOOD_VALUE * late
        train = state.trains[card]
        if train is not None:
            face = FACTORIES[card][state.side[card]]
            progress = (train[0] + 1) / face.links
            worth += (
                train[1] * face.links * TRAIN_VALUE * min(1.0, progress + 0.3 * (left > 2)) * late
            )
    for card, train in enumerate(state.trains):
        if train is not None and train[2] and state.card_owner[card] != player:
            face = FACTORIES[card][state.side[card]]
            worth += train[2] * face.links * TRAIN_VALUE
    owner = state.owner
    income = sum(pay for site, pay in _INCOME_SITES if owner[site] == player)
    worth += income * max(0, left - 1) * INCOME_VALUE
    return worth


def _can_still_exchange(state: PlannersState, player: int) -> bool:
    """Whether an Exchange icon is still open to ``player`` this round."""
    if state.phase == ACTIONS:
        pending = state.pending
        if pending is not None and pending["player"] == player and pending["kind"] in EXCHANGE_RATE:
            return True
        mine = sum(1 for _, p in state.claims if p == player)
        if mine >= 2 or (pending is not None and pending["player"] == player and mine >= 2):
            return False
        return any(
            state.slot_kind(s) in EXCHANGE_RATE and claimable(state, player, s)
            for s in range(SLOTS)
        )
    return any(state.slot_kind(s) in EXCHANGE_RATE for s in range(SLOTS))


def _margin(state: PlannersState, me: int, other: int) -> float:
    breakdown = scoring.breakdown_of(state)
    return value(state, me, breakdown) - value(state, other, breakdown)


def _candidates(legal: Sequence[Any]) -> list[Any]:
    """The moves worth judging: of the Exchange amounts only the largest, the one that keeps
    a building reserve, and the smallest (the rest lie between them in value)."""
    amounts = sorted(m.profit for m in legal if isinstance(m, Exchange))
    if len(amounts) <= 3:
        return list(legal)
    kept = {amounts[0], amounts[-1], max(amounts[0], amounts[-1] - RESERVE // 2)}
    return [m for m in legal if not isinstance(m, Exchange) or m.profit in kept]


def _finish_action(state: PlannersState, me: int, other: int) -> None:
    """Carry out a just-claimed action greedily, step by step, so that a claim is judged by
    what it can bring (a claim alone changes nothing for Produce, Exchange or upgrades)."""
    for _ in range(MAX_STEPS):
        if state.pending is None or state.pending["player"] != me:
            return
        steps = _candidates(pending_moves(state))
        if not steps:
            return
        results = []
        for step in steps:
            after = state.copy()
            play(after, me, step)
            results.append((_margin(after, me, other), after))
        best = max(results, key=lambda r: r[0])[1]
        _replace(state, best)


def _replace(state: PlannersState, other: PlannersState) -> None:
    for name in PlannersState.__slots__:
        setattr(state, name, getattr(other, name))


class HeuristicBot(Bot):
    """Greedy lookahead on a state sampled from the view: every legal move, each claimed
    action carried out greedily to its end."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = SeededRng(seed)

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        me = view["seat"]
        other = 1 if view["solo"] else 1 - me
        base = sample_state(view, SeededRng(self.rng.next_u64()))
        best: list[Any] = []
        best_score = float("-inf")
        for move in _candidates(legal):
            state = base.copy()
            play(state, me, move)
            if isinstance(move, Claim):
                _finish_action(state, me, other)
            score = _margin(state, me, other)
            if isinstance(move, Pass) and state.phase == BUILD:
                score -= 0.01
            if score > best_score + 1e-9:
                best, best_score = [move], score
            elif abs(score - best_score) <= 1e-9:
                best.append(move)
        return best[0] if len(best) == 1 else self.rng.choice(best)
