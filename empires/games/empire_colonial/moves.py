"""The moves of Empire, typed, with their JSON forms.

Secret simultaneous choices: ``SelectNation`` (claiming) and ``Sell`` (commerce). Bidding runs
in simultaneous rounds of ``Raise``, ``Stand`` or ``Withdraw`` (RULINGS 2). A trade offer is
put together in public, one step at a time: ``Give`` (or ``Pass`` to close one's turn),
``Ask``, ``OfferTo``; the player offered to answers with ``Answer``. Under the option
``trade_when=anytime`` trading is optional moves instead (``bundles``): an ``Offer`` of a
``Bundle`` for a ``Bundle`` (or a counter), a ``Reply`` to one, a ``Retract`` of one's own.
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


@dataclass(frozen=True, slots=True)
class Bundle:
    """One side of a bundle offer: any number of cards of each kind, and any gold."""

    good: int = spec(Int(0), default=0)
    population: int = spec(Int(0), default=0)
    colony: int = spec(Int(0), default=0)
    bond: int = spec(Int(0), default=0)
    supporter: int = spec(Int(0), default=0)
    revolt: int = spec(Int(0), default=0)
    gold: int = spec(Int(0), default=0)

    def counts(self) -> dict[str, int]:
        """The kinds named, with their counts (none: nothing)."""
        return {kind: n for kind in (*CARDS, "gold") if (n := getattr(self, kind))}


NONE = Bundle()


@dataclass(frozen=True, slots=True)
class Offer:
    """Trading at any time: offer player ``to`` the bundle ``give`` for the bundle ``ask``;
    ``counters`` names the offer of theirs to you that this one answers (and closes)."""

    to: int = spec(Int(0, below=MAX_SEATS))
    give: Bundle = NONE
    ask: Bundle = NONE
    counters: int | None = spec(Optional(Int(0)), default=None)


@dataclass(frozen=True, slots=True)
class Reply:
    """Trading at any time: accept or decline the open offer numbered ``offer`` made to you."""

    offer: int = spec(Int(0))
    accept: bool = spec(Bool())


@dataclass(frozen=True, slots=True)
class Retract:
    """Trading at any time: withdraw one's own open offer numbered ``offer``."""

    offer: int = spec(Int(0))


#: The optional moves (trading at any time).
BUNDLE_KINDS = (Offer, Reply, Retract)
Move = (SelectNation | Sell | Raise | Stand | Withdraw | Pass | Give | Ask | OfferTo | Answer) | (
    Offer | Reply | Retract
)
_TAGS: dict[str, type] = {"select_nation": SelectNation, "sell": Sell, "raise": Raise}
_TAGS |= {"stand": Stand, "withdraw": Withdraw, "pass": Pass, "give": Give, "ask": Ask}
_TAGS |= {"offer_to": OfferTo, "answer": Answer, "offer": Offer, "reply": Reply}
MOVES = MoveSet("Empire", {**_TAGS, "retract": Retract})

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
