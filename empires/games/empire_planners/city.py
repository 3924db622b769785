"""Phase 1, Building: three dice name a block, a building and its price; an industrial building
brings a Factory card, paid in Capital or Profit."""

from __future__ import annotations

from itertools import permutations

from empires.games.empire_planners.components import (
    BUILDING_LIMIT,
    FACTORIES,
    INDUSTRIAL,
    REROLL_COST,
    building_at,
)
from empires.games.empire_planners.economy import pay
from empires.games.empire_planners.moves import PASS, Build, BuyFactory, Move, Reroll
from empires.games.empire_planners.state import BUY, PlannersState
from empires.kernel.errors import IllegalMove
from empires.kernel.events import Event


def roll_building_dice(state: PlannersState) -> None:
    """The acting player rolls the three building dice."""
    state.dice = [1 + state.rng.below(6) for _ in range(3)]
    state.rerolled = False
    state.events.append(Event("rolled", {"seat": state.actor(), "dice": list(state.dice)}))


def cheapest_factory(state: PlannersState) -> int | None:
    """The cost of the cheapest face-up factory card, or None when none is left."""
    costs = [FACTORIES[c][state.side[c]].cost for c in state.market]
    return min(costs) if costs else None


def price_of(dice: list[int], build: Build) -> int | None:
    """The third die once two others show the block and the building (None if they do not)."""
    rest = list(dice)
    for face in (build.block, build.site):
        if face not in rest:
            return None
        rest.remove(face)
    return rest[0]


def build_offer(state: PlannersState, build: Build) -> IllegalMove | None:
    """Why ``build`` is not allowed now, or None."""
    player = state.actor()
    assert player is not None
    price = price_of(state.dice, build)
    if price is None:
        return IllegalMove(
            "three-dice", "the block and the building must be two of the three dice rolled"
        )
    site = building_at(build.block, build.site)
    if state.owner[site.index] is not None:
        return IllegalMove("build-once", "that building has already been built")
    if state.owner.count(player) >= BUILDING_LIMIT:
        return IllegalMove("nine-buildings", "a player may never own more than nine buildings")
    if price > state.capital[player]:
        return IllegalMove(
            "build-needs-capital", f"the building costs ${price}, more than your Capital"
        )
    if site.kind == INDUSTRIAL:
        cheapest = cheapest_factory(state)
        if cheapest is None:
            return IllegalMove("industrial-needs-factory", "no Factory card is left to go with it")
        if cheapest > state.capital[player] - price + state.profit[player]:
            return IllegalMove(
                "factory-must-be-paid",
                "an industrial building brings a Factory card, and you cannot pay for any",
            )
    return None


def build_moves(state: PlannersState) -> list[Move]:
    """Rerolls, builds (one per distinct site and price) and Pass."""
    player = state.actor()
    assert player is not None
    moves: list[Move] = []
    if not state.rerolled and state.capital[player] >= REROLL_COST:
        moves += [Reroll(d) for d in range(3)]
    offers = dict.fromkeys(
        Build(state.dice[b], state.dice[s]) for b, s in permutations(range(3), 2)
    )
    moves += [build for build in offers if build_offer(state, build) is None]
    moves.append(PASS)
    return moves


def reroll(state: PlannersState, move: Reroll) -> None:
    """Pay $2 and roll one die again."""
    player = state.actor()
    assert player is not None
    pay(state, player, REROLL_COST)
    state.dice[move.die] = 1 + state.rng.below(6)
    state.rerolled = True
    state.events.append(
        Event("rerolled", {"seat": player, "die": move.die, "dice": list(state.dice)})
    )


def build(state: PlannersState, move: Build) -> bool:
    """Build; returns whether a Factory card must now be bought."""
    player = state.actor()
    assert player is not None
    site = building_at(move.block, move.site)
    price = price_of(state.dice, move)
    assert price is not None
    pay(state, player, price)
    state.owner[site.index] = player
    state.value[site.index] = 1
    state.events.append(
        Event(
            "built",
            {"seat": player, "building": site.index, "kind": site.kind, "price": price},
        )
    )
    if site.kind == INDUSTRIAL:
        state.phase = BUY
        return True
    return False


def factory_moves(state: PlannersState) -> list[Move]:
    """Every face-up card the player can pay, with every split between Profit and Capital."""
    player = state.actor()
    assert player is not None
    moves: list[Move] = []
    capital, profit = state.capital[player], state.profit[player]
    for card in sorted(state.market):
        cost = FACTORIES[card][state.side[card]].cost
        for from_profit in range(max(0, cost - capital), min(cost, profit) + 1):
            moves.append(BuyFactory(card, from_profit))
    return moves


def buy_factory(state: PlannersState, move: BuyFactory) -> None:
    """Take the card, pay for it, and put its goods marker on the empty space."""
    player = state.actor()
    assert player is not None
    cost = FACTORIES[move.card][state.side[move.card]].cost
    state.profit[player] -= move.profit
    pay(state, player, cost - move.profit)
    take_card(state, player, move.card, goods=0)
    state.events.append(
        Event(
            "bought_factory",
            {
                "seat": player,
                "card": move.card,
                "name": state.card_name(move.card),
                "capital": cost - move.profit,
                "profit": move.profit,
            },
        )
    )


def take_card(state: PlannersState, player: int, card: int, goods: int) -> None:
    """Move a factory card from the market to a player."""
    state.market.remove(card)
    state.card_owner[card] = player
    state.goods[card] = goods
