"""Phase 1, Building: three dice name a block, a building and its price; an industrial building
brings a Factory card, paid in Capital or Profit."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import permutations

from empires.games.empire_planners import components as cp
from empires.games.empire_planners.moves import PASS, Build, BuyFactory, Move, Pass, Reroll
from empires.games.empire_planners.state import BUY, PlannersState
from empires.kernel.legality import Rule, RuleBook, Test


def price_of(dice: list[int], build: Build) -> int | None:
    """The third die once two others show the block and the building (None if they do not)."""
    rest = list(dice)
    for face in (build.block, build.site):
        if face not in rest:
            return None
        rest.remove(face)
    return rest[0]


def _site(move: Build) -> cp.Building:
    return cp.building_at(move.block, move.site)


def _price(state: PlannersState, move: Build) -> int:
    """The price of a build from the dice (the rule ``three-dice`` has passed)."""
    price = price_of(state.dice, move)
    assert price is not None
    return price


def _factory_affordable(state: PlannersState, seat: int, move: Build) -> bool:
    """Whether the cheapest face-up Factory card can be paid after an industrial build."""
    if _site(move).kind != cp.INDUSTRIAL or not state.market:
        return True
    cheapest = min(state.face(c).cost for c in state.market)
    return cheapest <= state.capital[seat] - _price(state, move) + state.profit[seat]


def _builds(rule: Callable[[PlannersState, int, Build], bool]) -> Test:
    """A rule of builds only (other moves pass it)."""
    return lambda state, seat, move: not isinstance(move, Build) or rule(state, seat, move)


#: The Building phase's rules, in the order a refusal names them: the legal moves are exactly
#: the candidates (rerolls, builds from the dice, Pass) that break none.
BUILDING = RuleBook[PlannersState](
    Rule(
        "building-phase",
        lambda state, seat, move: isinstance(move, Reroll | Build | Pass),
        lambda state, seat, move: f"now is the Building phase, not {type(move).__name__}",
    ),
    Rule(
        "reroll-once",
        lambda state, seat, move: not isinstance(move, Reroll) or not state.rerolled,
        "you may reroll one die only once",
    ),
    Rule(
        "reroll-costs-2",
        lambda state, seat, move: (
            not isinstance(move, Reroll) or state.capital[seat] >= cp.REROLL_COST
        ),
        "a reroll costs $2 of Capital",
    ),
    Rule(
        "three-dice",
        _builds(lambda state, seat, move: price_of(state.dice, move) is not None),
        "the block and the building must be two of the three dice rolled",
    ),
    Rule(
        "build-once",
        _builds(lambda state, seat, move: state.owner[_site(move).index] is None),
        "that building has already been built",
    ),
    Rule(
        "nine-buildings",
        _builds(lambda state, seat, move: state.owner.count(seat) < cp.BUILDING_LIMIT),
        "a player may never own more than nine buildings",
    ),
    Rule(
        "build-needs-capital",
        _builds(lambda state, seat, move: _price(state, move) <= state.capital[seat]),
        lambda state, seat, move: (
            f"the building costs ${_price(state, move)}, more than your Capital"
        ),
    ),
    Rule(
        "industrial-needs-factory",
        _builds(lambda state, seat, move: _site(move).kind != cp.INDUSTRIAL or bool(state.market)),
        "no Factory card is left to go with it",
    ),
    Rule(
        "factory-must-be-paid",
        _builds(_factory_affordable),
        "an industrial building brings a Factory card, and you cannot pay for any",
    ),
)
_REROLLS = tuple(Reroll(d) for d in range(3))


def build_offers(state: PlannersState, seat: int) -> tuple[Move, ...]:
    """The moves the Building phase's rules are asked about: rerolls, builds (one per distinct
    site and price) and Pass."""
    dice = state.dice
    builds = dict.fromkeys(Build(dice[b], dice[s]) for b, s in permutations(range(3), 2))
    return (*_REROLLS, *builds, PASS)


def reroll(state: PlannersState, player: int, move: Reroll) -> None:
    """Pay $2 and roll one die again."""
    state.capital[player] -= cp.REROLL_COST
    state.dice[move.die] = 1 + state.rng.below(6)
    state.rerolled = True
    state.log("rerolled", seat=player, die=move.die, dice=list(state.dice))


def build(state: PlannersState, player: int, move: Build) -> None:
    """Build; an industrial building leads on to buying a Factory card."""
    site, price = _site(move), _price(state, move)
    state.capital[player] -= price
    state.owner[site.index] = player
    state.value[site.index] = 1
    state.log("built", seat=player, building=site.index, kind=site.kind, price=price)
    if site.kind == cp.INDUSTRIAL:
        state.phase = BUY


def _split_paid(state: PlannersState, seat: int, move: BuyFactory) -> bool:
    """A face-up card, its cost paid from Profit (``move.profit``) and Capital (the rest)."""
    if move.card not in state.market:
        return False
    cost = state.face(move.card).cost
    return max(0, cost - state.capital[seat]) <= move.profit <= min(cost, state.profit[seat])


#: The Factory purchase after an industrial building.
FACTORY = RuleBook[PlannersState](
    Rule(
        "factory-after-industrial",
        lambda state, seat, move: isinstance(move, BuyFactory),
        "an industrial building must take a Factory card now",
    ),
    Rule(
        "factory-must-be-paid",
        _split_paid,
        "take a face-up Factory card and pay its full cost from Capital and Profit",
    ),
)


def factory_offers(state: PlannersState, seat: int) -> Iterator[Move]:
    """Every face-up card with every split of its cost between Profit and Capital."""
    for card in sorted(state.market):
        yield from (BuyFactory(card, profit) for profit in range(state.face(card).cost + 1))


def buy_factory(state: PlannersState, player: int, move: BuyFactory) -> None:
    """Pay for the card (``move.profit`` of it in Profit, the rest in Capital) and take it."""
    capital = state.face(move.card).cost - move.profit
    state.profit[player] -= move.profit
    state.capital[player] -= capital
    take_card(state, player, move.card, capital, move.profit)


def take_card(state: PlannersState, player: int, card: int, capital: int, profit: int) -> None:
    """Move a factory card, its goods marker on the empty space, from the market to a player."""
    state.market.remove(card)
    state.card_owner[card] = player
    state.goods[card] = 0
    state.log_card("bought_factory", player, card, capital=capital, profit=profit)
