"""The moves of Empire, typed, with their JSON forms.

Secret simultaneous choices: ``SelectNation`` (claiming) and ``Sell`` (commerce). Bidding runs
in simultaneous rounds of ``Raise``, ``Stand`` or ``Withdraw`` (RULINGS 2). A trade offer is
put together in public, one step at a time: ``Give`` (or ``Pass`` to close one's turn),
``Ask``, ``OfferTo``; the player offered to answers with ``Answer``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from empires.games.empire_colonial.components import CARDS, MAX_SALE, NATIONS
from empires.kernel.errors import MalformedMove

#: Raises open in one bidding round: how much a player may add to its bid at once.
RAISES = (1, 2, 5, 10, 20)
#: Gold amounts a trade offer can name (the denominations of the gold cards).
GOLD_AMOUNTS = (1, 5, 10)
MAX_SEATS = 6


@dataclass(frozen=True, slots=True)
class Item:
    """One side of a trade offer: one card of a kind, an amount of gold, or nothing."""

    kind: str | None = None
    count: int = 0

    def to_json(self) -> dict[str, Any]:
        """JSON form."""
        return {"kind": self.kind, "count": self.count}


NOTHING = Item()
#: Every item an offer can name.
ITEMS = (NOTHING, *(Item(kind, 1) for kind in CARDS), *(Item("gold", g) for g in GOLD_AMOUNTS))


@dataclass(frozen=True, slots=True)
class SelectNation:
    """Claiming: the selection card with this nation's number, laid face down."""

    number: int


@dataclass(frozen=True, slots=True)
class Sell:
    """Commerce: the selection card with the number of goods to sell, laid face down."""

    count: int


@dataclass(frozen=True, slots=True)
class Raise:
    """Bidding: add ``by`` gold to one's bid on the current auction card."""

    by: int


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
class Give:
    """Trading, step 1: what the offer gives (``NOTHING`` for a request)."""

    item: Item


@dataclass(frozen=True, slots=True)
class Ask:
    """Trading, step 2: what the offer asks in return (``NOTHING`` for a gift)."""

    item: Item


@dataclass(frozen=True, slots=True)
class OfferTo:
    """Trading, step 3: the player the offer is made to."""

    seat: int


@dataclass(frozen=True, slots=True)
class Answer:
    """Trading: accept or decline the offer made to you."""

    accept: bool


Move = SelectNation | Sell | Raise | Stand | Withdraw | Pass | Give | Ask | OfferTo | Answer

SELECT = {n.number: SelectNation(n.number) for n in NATIONS.values()}
SELL = {count: Sell(count) for count in range(MAX_SALE + 1)}
RAISE = {by: Raise(by) for by in RAISES}
STAND, WITHDRAW, PASS = Stand(), Withdraw(), Pass()
GIVE = {item: Give(item) for item in ITEMS}
ASK = {item: Ask(item) for item in ITEMS}
OFFER_TO = {seat: OfferTo(seat) for seat in range(MAX_SEATS)}
ACCEPT, DECLINE = Answer(True), Answer(False)

#: Every move there is, in a fixed order (the learning environments' action table).
ALL_MOVES: tuple[Move, ...] = (
    *SELECT.values(),
    *SELL.values(),
    *RAISE.values(),
    STAND,
    WITHDRAW,
    PASS,
    *GIVE.values(),
    *ASK.values(),
    *OFFER_TO.values(),
    ACCEPT,
    DECLINE,
)


def move_to_json(move: Move) -> dict[str, Any]:
    """A move's JSON form."""
    match move:
        case SelectNation(number):
            return {"type": "select_nation", "number": number}
        case Sell(count):
            return {"type": "sell", "count": count}
        case Raise(by):
            return {"type": "raise", "by": by}
        case Stand():
            return {"type": "stand"}
        case Withdraw():
            return {"type": "withdraw"}
        case Pass():
            return {"type": "pass"}
        case Give(item):
            return {"type": "give", **item.to_json()}
        case Ask(item):
            return {"type": "ask", **item.to_json()}
        case OfferTo(seat):
            return {"type": "offer_to", "seat": seat}
        case Answer(accept):
            return {"type": "answer", "accept": accept}
    raise TypeError(f"not an Empire move: {move!r}")


def _number(data: dict[str, Any], key: str, allowed: range | tuple[int, ...]) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value not in allowed:
        shown = ", ".join(str(a) for a in allowed)
        raise MalformedMove(f"field {key!r} of a {data['type']!r} move must be one of {shown}")
    return value


def item_from_json(data: dict[str, Any]) -> Item:
    """Read the item named by a ``give`` or ``ask`` move (or an offer side)."""
    kind, count = data.get("kind"), data.get("count", 0)
    item = Item(kind, count) if kind is not None else NOTHING
    if item not in GIVE:
        raise MalformedMove(
            "an offer names one card (kind good, population, colony, bond, supporter or revolt, "
            "count 1), gold (count 1, 5 or 10), or nothing (kind null)"
        )
    return item


def move_from_json(data: Any) -> Move:
    """Read a move's JSON form, raising MalformedMove that names the problem."""
    if not isinstance(data, dict):
        raise MalformedMove("a move must be a JSON object with a 'type'")
    kind = data.get("type")
    if kind == "select_nation":
        return SELECT[_number(data, "number", tuple(SELECT))]
    if kind == "sell":
        return SELL[_number(data, "count", tuple(SELL))]
    if kind == "raise":
        return RAISE[_number(data, "by", RAISES)]
    if kind == "stand":
        return STAND
    if kind == "withdraw":
        return WITHDRAW
    if kind == "pass":
        return PASS
    if kind == "give":
        return GIVE[item_from_json(data)]
    if kind == "ask":
        return ASK[item_from_json(data)]
    if kind == "offer_to":
        return OFFER_TO[_number(data, "seat", tuple(OFFER_TO))]
    if kind == "answer":
        accept = data.get("accept")
        if not isinstance(accept, bool):
            raise MalformedMove("field 'accept' of an 'answer' move must be true or false")
        return ACCEPT if accept else DECLINE
    known = "select_nation, sell, raise, stand, withdraw, pass, give, ask, offer_to, answer"
    raise MalformedMove(f"unknown move type {kind!r}; Empire moves are: {known}")
