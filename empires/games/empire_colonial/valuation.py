"""What an empire is worth as the game stands: its support after the developments still to
come, plus its gold's purchasing power. The search stops its playouts early by it
(``Rules.forecast``), and the game's heuristic bot values every choice by it."""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter

from empires.games.empire_colonial.bidding import winner
from empires.games.empire_colonial.components import BOND_GOLD, HOLDINGS, ROUNDS
from empires.games.empire_colonial.development import develop
from empires.games.empire_colonial.state import BID, ColonialState

#: Goods a forecast sells between developments, beyond those its populations can use, and at
#: what price (a middling one).
FORECAST_PRICE = 5

Stacks = tuple[int, ...]


def gold_weight(developments_left: int) -> float:
    """Support that one gold is worth: it buys resources while developments remain, and only
    breaks ties at the end."""
    return 0.02 + 0.1 * developments_left / (ROUNDS - 1)


#: A player's stacks as a tuple in the order of HOLDINGS (the key of the caches below).
holdings = itemgetter(*HOLDINGS)


@lru_cache(maxsize=1 << 16)
def forecast(stacks: Stacks, nation: str | None, developments: int) -> tuple[int, int]:
    """(support, gold) after ``developments`` more developments of these stacks, selling the
    goods no population can use at a middling price in between."""
    held = dict(zip(HOLDINGS, stacks, strict=True))
    for step in range(developments):
        develop(held, nation)
        if step < developments - 1:
            surplus = max(0, held["good"] - held["population"])
            held["good"] -= surplus
            held["gold"] += surplus * FORECAST_PRICE
    return held["supporter"] - held["revolt"], held["gold"]


@lru_cache(maxsize=1 << 16)
def worth(stacks: Stacks, nation: str | None, developments: int) -> float:
    """What an empire is worth now, in support: forecast support plus its gold's purchasing
    power."""
    support, gold = forecast(stacks, nation, developments)
    return support + gold_weight(developments) * gold


def expected_support(state: ColonialState) -> list[float]:
    """Every empire's worth (``worth``) as the game stands, for a search that stops its playouts
    early; the card being bid on goes to the bid that would win it now, paid."""
    left = ROUNDS - state.round
    held = [holdings(stacks) for stacks in state.stacks]
    card = state.current_card() if state.phase == BID else None
    if card is not None:
        seat = winner({s: state.bids[s] for s in range(state.players) if not state.withdrawn[s]})
        if seat is not None:
            paid = changed(held[seat], "gold", -state.bids[seat])
            if paid is not None:
                held[seat] = with_card(paid, card)
    return [worth(stacks, state.nations[s], left) for s, stacks in enumerate(held)]


def with_card(stacks: Stacks, card: str) -> Stacks:
    """The stacks after winning an auction card (a bond brings its gold too), before paying."""
    won = changed(stacks, card, 1)
    if won is not None and card == "bond":
        won = changed(won, "gold", BOND_GOLD)
    assert won is not None
    return won


def changed(stacks: Stacks, kind: str | None, count: int) -> Stacks | None:
    """The stacks with ``count`` more of ``kind`` (None: unchanged), or None if they would
    hold fewer than none."""
    if kind is None:
        return stacks
    index = HOLDINGS.index(kind)
    if stacks[index] + count < 0:
        return None
    return (*stacks[:index], stacks[index] + count, *stacks[index + 1 :])
