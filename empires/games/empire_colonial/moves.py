"""The moves of Empire, typed, with their JSON forms.

Secret simultaneous choices: ``SelectNation`` (claiming) and ``Sell`` (commerce). Bidding runs
in simultaneous rounds of ``Raise``, ``Stand`` or ``Withdraw`` (RULINGS 2). A trade offer is
put together in public, one step at a time: ``Give`` (or ``Pass`` to close one's turn),
``Ask``, ``OfferTo``; the player offered to answers with ``Answer``.
"""

from __future__ import annotations

from dataclasses import dataclass

from empires.games.empire_colonial.components import CARDS, MAX_SALE, NATIONS
from empires.kernel.codec import Bool, Int, OneOf, Optional, Str, spec
from empires.kernel.moves import MoveSet, bad_field

#: Gold amounts a trade offer can name (the denominations of the gold cards).
GOLD_AMOUNTS = (1, 5, 10)
MAX_SEATS = 6
#: What an offer's side may name: one card of a kind, gold of a card's denomination, nothing.
_ITEM_KEYS = frozenset(
    {(None, 0), *((kind, 1) for kind in CARDS), *(("gold", g) for g in GOLD_AMOUNTS)}
)


@dataclass(frozen=True, slots=True)
class Item:
    """One side of a trade offer: one card of a kind, an amount of gold, or nothing."""

    kind: str | None = spec(Optional(Str((*CARDS, "gold"))), default=None)
    count: int = spec(Int(0), default=0)

    def __post_init__(self) -> None:
        if (self.kind, self.count) not in _ITEM_KEYS:
            raise bad_field(
                "count",
                "must name one card (count 1), gold (count 1, 5 or 10), or nothing (kind null)",
            )


NOTHING = Item()
#: Every item an offer can name.
ITEMS = (NOTHING, *(Item(kind, 1) for kind in CARDS), *(Item("gold", g) for g in GOLD_AMOUNTS))


@dataclass(frozen=True, slots=True)
class SelectNation:
    """Claiming: the selection card with this nation's number, laid face down."""

    number: int = spec(OneOf(sorted(n.number for n in NATIONS.values())))


@dataclass(frozen=True, slots=True)
class Sell:
    """Commerce: the selection card with the number of goods to sell, laid face down."""

    count: int = spec(Int(0, MAX_SALE))


@dataclass(frozen=True, slots=True)
class Raise:
    """Bidding: raise one's bid on the current auction card to a new total, ``to`` gold."""

    to: int = spec(Int(1))


@dataclass(frozen=True, slots=True)
class Stand:
    """Bidding: keep one's bid as it is this bidding round."""


@dataclass(frozen=True, slots=True)
class Withdraw:
    """Bidding: leave the current auction card (only while one's bid is tied)."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Trading: make no (more) offers now."""


@dataclass(frozen=True, slots=True)
class _Side(Item):
    """A trading step naming one side of the offer (written with the item's fields)."""

    @property
    def item(self) -> Item:
        """The side named, as a plain item."""
        return Item(self.kind, self.count)


@dataclass(frozen=True, slots=True)
class Give(_Side):
    """Trading, step 1: what the offer gives (nothing for a request)."""


@dataclass(frozen=True, slots=True)
class Ask(_Side):
    """Trading, step 2: what the offer asks in return (nothing for a gift)."""


@dataclass(frozen=True, slots=True)
class OfferTo:
    """Trading, step 3: the player the offer is made to."""

    seat: int = spec(Int(0, below=MAX_SEATS))


@dataclass(frozen=True, slots=True)
class Answer:
    """Trading: accept or decline the offer made to you."""

    accept: bool = spec(Bool())


Move = SelectNation | Sell | Raise | Stand | Withdraw | Pass | Give | Ask | OfferTo | Answer
_TAGS: dict[str, type] = {"select_nation": SelectNation, "sell": Sell, "raise": Raise}
_TAGS |= {"stand": Stand, "withdraw": Withdraw, "pass": Pass, "give": Give, "ask": Ask}
MOVES = MoveSet("Empire", {**_TAGS, "offer_to": OfferTo, "answer": Answer})

SELECT = {n.number: SelectNation(n.number) for n in NATIONS.values()}
SELL = {count: Sell(count) for count in range(MAX_SALE + 1)}
STAND, WITHDRAW, PASS = Stand(), Withdraw(), Pass()
GIVE = {item: Give(item.kind, item.count) for item in ITEMS}
ASK = {item: Ask(item.kind, item.count) for item in ITEMS}
OFFER_TO = {seat: OfferTo(seat) for seat in range(MAX_SEATS)}
ACCEPT, DECLINE = Answer(True), Answer(False)

#: Every move there is but the raises, in a fixed order (the learning environments' action
#: table, which adds the raises up to a bound: ``encoding``).
ALL_MOVES: tuple[Move, ...] = (*SELECT.values(), *SELL.values(), STAND, WITHDRAW, PASS)
ALL_MOVES += (*GIVE.values(), *ASK.values(), *OFFER_TO.values(), ACCEPT, DECLINE)
