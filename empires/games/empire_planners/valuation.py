"""The value of an Empire Planners position for each player, in Profit: its projected final
Profit (``scoring``) plus what its assets should still bring before the end, each at a rough
exchange rate: Capital (a reserve for building is worth more than the rest), goods on its
factories, trains on their way home, and the income of its buildings for the rounds left.
``Rules.forecast`` gives it to the search; the heuristic bot (``empires.bots.empire_planners``)
plays by the difference of the two players' values.
"""

from __future__ import annotations

from functools import lru_cache

from empires.games.empire_planners.actions import claimable
from empires.games.empire_planners.components import EXCHANGE_RATE, FACTORIES, ROUNDS, SLOTS
from empires.games.empire_planners.scoring import city_points, income_of, pollution_penalty
from empires.games.empire_planners.state import ACTIONS, ARCHIE, OVER, PlannersState

#: Profit one dollar of Capital is worth while it can still be exchanged or invested.
RESERVE_VALUE, CAPITAL_VALUE = 0.6, 0.42
#: Capital kept for building and production.
RESERVE = 10
GOOD_VALUE = 1.2
TRAIN_VALUE = 0.4
INCOME_VALUE = 0.45
#: Rail links of each factory card's two faces.
_LINKS = [(card[0].links, card[1].links) for card in FACTORIES]
#: Capital in the last round, while an Exchange icon is still open (at $2 or $3 a Profit).
LAST_EXCHANGE_VALUE = 0.4
#: What goods and trains keep of their value in the last round (few can still be used).
LAST_ROUND_SHARE = 0.3


@lru_cache(maxsize=4096)
def _city(
    owners: tuple[int | None, ...], values: tuple[int, ...]
) -> tuple[tuple[int, int], tuple[int, int]]:
    """Both players' building points (the Leisure majority included) and building income;
    remembered, as most positions a bot judges share their city."""
    points = [sum(parts.values()) for parts in city_points(owners, values)]
    return (points[0], points[1]), (income_of(owners, 0), income_of(owners, 1))


def values(state: PlannersState) -> tuple[float, float]:
    """How good the position is for each player, in Profit: the projected final count (as
    ``scoring.breakdown_of`` makes it up) plus what each player's assets should still bring."""
    points, income = _city(tuple(state.owner), tuple(state.value))
    owners = state.card_owner
    penalty = pollution_penalty(state)
    totals = [state.profit[p] + points[p] - penalty[p] for p in (0, 1)]
    if state.phase == OVER:
        return totals[0] + state.capital[0] / 1000, totals[1] + state.capital[1] / 1000
    left = ROUNDS - state.round + 1
    late = 1.0 if left > 1 else LAST_ROUND_SHARE
    worth = [float(totals[0]), float(totals[1])]
    for player in (0, 1):
        capital = state.capital[player]
        if state.solo and player == ARCHIE:
            worth[player] += capital  # he banks it all at the end
        elif left > 1:
            worth[player] += (
                min(capital, RESERVE) * RESERVE_VALUE + max(0, capital - RESERVE) * CAPITAL_VALUE
            )
        elif _can_still_exchange(state, player):
            worth[player] += capital * LAST_EXCHANGE_VALUE
    trains = state.trains
    for card, owner in enumerate(owners):
        if owner is None:
            continue
        worth[owner] += state.goods[card] * GOOD_VALUE * late
        train = trains[card]
        if train is not None:
            links = _LINKS[card][state.side[card]]
            progress = (train[0] + 1) / links
            worth[owner] += (
                train[1] * links * TRAIN_VALUE * min(1.0, progress + 0.3 * (left > 2)) * late
            )
    for card, train in enumerate(trains):
        # Riders are the other player's cubes.
        if train is not None and train[2] and (owner := owners[card]) is not None:
            worth[1 - owner] += train[2] * _LINKS[card][state.side[card]] * TRAIN_VALUE
    rounds_paid = max(0, left - 1)
    return (
        worth[0] + income[0] * rounds_paid * INCOME_VALUE,
        worth[1] + income[1] * rounds_paid * INCOME_VALUE,
    )


def _can_still_exchange(state: PlannersState, player: int) -> bool:
    """Whether an Exchange icon is still open to ``player`` this round."""
    icons = [s for s in range(SLOTS) if state.slot_kind(s) in EXCHANGE_RATE]
    if state.phase != ACTIONS:
        return bool(icons)
    pending = state.pending
    if pending is not None and pending.player == player and pending.kind in EXCHANGE_RATE:
        return True
    if sum(p == player for _, p in state.claims) >= 2:
        return False
    return any(claimable(state, player, s) for s in icons)
