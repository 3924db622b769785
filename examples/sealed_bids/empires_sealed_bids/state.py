"""The moves and the state of Sealed Bids, declared with the kit's codecs (JSON, copies, checks)."""

from __future__ import annotations

from dataclasses import dataclass

from empires.kernel.codec import Int, List, spec
from empires.kernel.errors import BadPosition
from empires.kernel.moves import MoveSet
from empires.kernel.state import OVER, GameState

BID = "bid"
#: The highest card a game may use (the ``cards`` option).
TOP_CARD = 10
_CARDS = List(Int(1, TOP_CARD))


@dataclass(frozen=True, slots=True)
class Bid:
    """Chosen in secret: the card of your hand bid for the prize on show."""

    card: int = spec(Int(1, TOP_CARD))


MOVES = MoveSet("Sealed Bids", {"bid": Bid})


def best(values: list[int]) -> list[int]:
    """The seats of the highest value (a bid, points)."""
    return [seat for seat, value in enumerate(values) if value == max(values)]


@dataclass(eq=False, slots=True)
class Round:
    """A round as it ended: its prize and every seat's bid."""

    prize: int = spec(Int(1, TOP_CARD))
    bids: list[int] = spec(List(Int(1, TOP_CARD), "players"))


@dataclass(eq=False, kw_only=True)
class BidsState(GameState):
    """The prize on show, the prizes still to come (their order is secret), every seat's hand
    (open: everybody knows which cards were bid) and the prizes it has won."""

    GAME = "sealed-bids"
    MOVES = MOVES
    PHASES = (BID, OVER)

    round: int = spec(Int(1), default=1)
    prize: int = spec(Int(1, TOP_CARD), default=1)
    deck: list[int] = spec(_CARDS, default_factory=list)
    hands: list[list[int]] = spec(List(_CARDS, "players"), default_factory=list)
    won: list[list[int]] = spec(List(_CARDS, "players"), default_factory=list)
    last: Round | None = None

    def check(self) -> None:
        cards = len(self.deck) + (self.phase == BID)
        if any(len(hand) != cards for hand in self.hands):
            raise BadPosition(f"every hand must hold {cards} cards, one per prize left")
