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

from empires.games.empire_planners import rounds as _rounds
from empires.games.empire_planners import scoring
from empires.games.empire_planners.actions import carry_out
from empires.games.empire_planners.city import build, buy_factory, reroll
from empires.games.empire_planners.components import BUILDINGS, FACTORIES, INCOME, ROUNDS
from empires.games.empire_planners.moves import Build, BuyFactory, Claim, Move, Pass, Reroll
from empires.games.empire_planners.state import BUILD, BUY, OVER, PlannersState
from empires.games.empire_planners.view import sample_state
from empires.kernel.events import Event
from empires.kernel.game import Bot, View
from empires.kernel.rng import SeededRng

#: Profit one dollar of Capital is worth while it can still be exchanged or invested.
RESERVE_VALUE, CAPITAL_VALUE = 0.6, 0.42
#: Capital kept for building and production.
RESERVE = 10
GOOD_VALUE = 0.9
TRAIN_VALUE = 0.4
INCOME_VALUE = 0.45


def play(state: PlannersState, seat: int, move: Move) -> None:
    """Apply a legal move for ``seat`` as the rules do (without the legality check)."""
    if state.phase == BUILD:
        if isinstance(move, Reroll):
            reroll(state, move)
        elif isinstance(move, Build):
            if not build(state, move):
                _rounds.end_build_turn(state)
        else:
            state.events.append(Event("passed_build", {"seat": seat}))
            _rounds.end_build_turn(state)
    elif state.phase == BUY:
        assert isinstance(move, BuyFactory)
        buy_factory(state, move)
        _rounds.end_build_turn(state)
    else:
        if isinstance(move, Claim):
            _rounds.claim_action(state, seat, move)
        else:
            carry_out(state, move)
        if state.pending is None:
            _rounds.end_action(state)


def value(state: PlannersState, player: int) -> float:
    """How good the position is for ``player``, in Profit."""
    breakdown = scoring.breakdown_of(state)
    if state.phase == OVER:
        total: float = breakdown[player]["total"] + breakdown[player]["capital"] / 1000
        return total
    left = ROUNDS - state.round + 1
    capital = state.capital[player]
    worth = float(breakdown[player]["total"])
    worth += min(capital, RESERVE) * RESERVE_VALUE + max(0, capital - RESERVE) * CAPITAL_VALUE
    for card in state.cards_of(player):
        worth += state.goods[card] * GOOD_VALUE
        train = state.trains[card]
        if train is not None:
            face = FACTORIES[card][state.side[card]]
            progress = (train[0] + 1) / face.links
            worth += train[1] * face.links * TRAIN_VALUE * min(1.0, progress + 0.3 * (left > 2))
    for card, train in enumerate(state.trains):
        if train is not None and train[2] and state.card_owner[card] != player:
            face = FACTORIES[card][state.side[card]]
            worth += train[2] * face.links * TRAIN_VALUE
    income = sum(INCOME.get(b.kind, 0) for b in BUILDINGS if state.owner[b.index] == player)
    worth += income * max(0, left - 1) * INCOME_VALUE
    return worth


class HeuristicBot(Bot):
    """Greedy one-move lookahead on a state sampled from the view."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = SeededRng(seed)

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        me = view["seat"]
        other = 1
        if not view["solo"]:
            other = 1 - me
        base = sample_state(view, SeededRng(self.rng.next_u64()))
        best: list[Any] = []
        best_score = float("-inf")
        for move in legal:
            state = base.copy()
            play(state, me, move)
            score = value(state, me) - value(state, other)
            if isinstance(move, Pass) and state.phase == BUILD:
                score -= 0.01
            if score > best_score + 1e-9:
                best, best_score = [move], score
            elif abs(score - best_score) <= 1e-9:
                best.append(move)
        return best[0] if len(best) == 1 else self.rng.choice(best)
