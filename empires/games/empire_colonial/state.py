"""The full state of a game of Empire, and its JSON form (documented in docs/empire-colonial.md).

Phases: ``claim`` (nations, simultaneous), ``commerce`` (simultaneous), ``trade`` (one seat at a
time), ``bid`` (simultaneous bidding rounds), ``over``. Development has no decisions and runs
inside the move that ends the phase before it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from empires.games.empire_colonial import chronicle
from empires.games.empire_colonial.components import (
    HOLDINGS,
    MAX_OPEN_OFFERS,
    NATIONS,
    RESOURCES,
    ROW_LENGTH,
)
from empires.games.empire_colonial.moves import MOVES, Item
from empires.kernel.codec import Bool, Custom, Dict, Int, List, Named, Optional, Seat, Str, spec
from empires.kernel.events import Event
from empires.kernel.state import FORMAT, GameState

if TYPE_CHECKING:
    from empires.kernel.game import GameInfo

CLAIM, COMMERCE, TRADE, BID, OVER = "claim", "commerce", "trade", "bid", "over"
PHASES = (CLAIM, COMMERCE, TRADE, BID, OVER)
_STACKS = Named(HOLDINGS, as_dict=True)
#: An answered offer, as its event gave it: never changed once made, so shared by copies.
_OFFER = Custom(dict, dict, copy=None)


@dataclass
class Draft:
    """A trade offer being put together in public, or made and awaiting its answer."""

    offerer: int = spec(Seat(), key="from")
    give: Item | None = None
    ask: Item | None = None
    to: int | None = spec(Optional(Seat()), default=None)

    def to_json(self) -> dict[str, Any]:
        """JSON form (written here rather than by the codec: every offer and view takes it)."""
        give, ask = self.give, self.ask
        return {
            "from": self.offerer,
            "give": None if give is None else {"kind": give.kind, "count": give.count},
            "ask": None if ask is None else {"kind": ask.kind, "count": ask.count},
            "to": self.to,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Draft:
        """Read the JSON form (as a view shows it)."""
        give, ask = data["give"], data["ask"]
        return cls(data["from"], give and Item(**give), ask and Item(**ask), data["to"])


def _with_bundles(data: Mapping[str, Any]) -> dict[str, Any]:
    """A position of version 1 as version 2: trading in windows, no open offers."""
    out = {**data, "bundles": [], "next_offer": 0}
    if isinstance(data.get("options"), Mapping):
        out["options"] = {**data["options"], "trade_when": "windows"}
    return out


def _with_ceiling(data: Mapping[str, Any]) -> dict[str, Any]:
    """A position of version 2 as version 3: the option ``open_offers`` at its loosest."""
    if not isinstance(data.get("options"), Mapping):
        return dict(data)
    return {**data, "options": {**data["options"], "open_offers": MAX_OPEN_OFFERS}}


@dataclass(eq=False, kw_only=True)
class ColonialState(GameState):
    """Everything about one game of Empire."""

    GAME = "empire-colonial"
    MOVES = MOVES
    PHASES = PHASES

    phase: str = CLAIM
    round: int = spec(Int(0), default=0)
    stacks: list[dict[str, int]] = spec(List(_STACKS, "players"), default_factory=list)
    nations: list[str | None] = spec(
        List(Optional(Str(tuple(NATIONS))), "players"), default_factory=list
    )
    row: list[str] = spec(List(Str(RESOURCES), ROW_LENGTH), default_factory=list)
    shortage: int = spec(Int(0, below=ROW_LENGTH), default=0)
    #: Row positions auctioned this round, in order, and which of them is next or current.
    auctions: list[int] = spec(List(Int(0, below=ROW_LENGTH)), default_factory=list)
    auction: int = spec(Int(0), default=0)
    #: Claiming: the nations dealt into the market, the support stacked below each, and how
    #: many selections have failed so far.
    market: list[str] = spec(List(Str(tuple(NATIONS))), default_factory=list)
    claim_stacks: dict[str, list[int]] = spec(
        Dict(List(Int(0), 2), key=Str(tuple(NATIONS))), default_factory=dict
    )
    failed_claims: int = spec(Int(0), default=0)
    #: The nation each seat selected in the last failed selection (not written: from the log).
    last_clash: list[str] | None = spec(transient=True, copy=lambda picks: picks, default=None)
    #: Bidding on the current auction card.
    bids: list[int] = spec(List(Int(0)), default_factory=list)
    withdrawn: list[bool] = spec(List(Bool()), default_factory=list)
    bidding_round: int = spec(Int(0), default=0)
    #: Trading: which window of the round (0 .. auctions), whose turn, passes in a row, offers
    #: made by each seat in this window, the offer in the making, and this window's offers.
    window: int = spec(Int(0), default=0)
    turn: int = spec(Seat(), default=0)
    passes: int = spec(Int(0), default=0)
    offers_made: list[int] = spec(List(Int(0)), default_factory=list)
    draft: Draft | None = None
    offers: list[dict[str, Any]] = spec(List(_OFFER), default_factory=list)
    #: Trading at any time (``bundles``): the open offers, each as its event gave it (number,
    #: from, to, give, ask), and the number the next offer takes.
    bundles: list[dict[str, Any]] = spec(List(_OFFER), default_factory=list)
    next_offer: int = spec(Int(0), default=0)
    #: The last commerce, as revealed: goods sold by each seat and the price.
    sales: list[int] | None = spec(Optional(List(Int(0), "players")), default=None)
    price: int | None = spec(Optional(Int(0)), default=None)
    #: Each empire's stacks as a player noting down the public record knows them (starting
    #: cards, claimed support, sales, auctions won, trades, and the forced developments that
    #: follow from these); ``None`` for a position set up without its record.
    tally: list[dict[str, int]] | None = spec(Optional(List(_STACKS, "players")), default=None)
    #: The public record: the log entries that change stacks (``chronicle``), kept beside the
    #: log because every view carries it; ``None`` for a position set up without its record.
    #: Not written: read back from the log. Copies share its entries (never changed).
    record: list[dict[str, Any]] | None = spec(
        transient=True, copy=lambda record: None if record is None else record[:], default=None
    )
    #: The offers of the current secret decision (``Simultaneous``): they hold immutable
    #: moves, so copies keep them rather than work them out again.
    cache: dict[int, Any] = spec(transient=True, copy=dict, default_factory=dict)

    #: Version 2 adds trading at any time: the option ``trade_when`` (before it, windows)
    #: and the open offers; version 3 the ceiling on each player's open offers.
    VERSION = 3
    UPGRADES = MappingProxyType({1: _with_bundles, 2: _with_ceiling})

    @classmethod
    def legacy(cls, data: Mapping[str, Any]) -> dict[str, Any] | None:
        """The format before the kit: the same fields without the header (``tally`` absent
        in the oldest positions)."""
        if "format" in data or data.get("game") != cls.GAME:
            return None
        return {**data, "format": FORMAT, "version": 1, "tally": data.get("tally")}

    @classmethod
    def from_json(cls, data: Any, info: GameInfo) -> ColonialState:
        state = super().from_json(data, info)
        # The record is the log's public stack changes; without a tally there is no record.
        state.record = None if state.tally is None else chronicle.from_events(state.events)
        clashes = [event.params["picks"] for event in state.events if event.key == "claim_failed"]
        state.last_clash = clashes[-1] if clashes and state.phase == CLAIM else None
        return state

    def log(self, key: str, **params: Any) -> None:
        """Log a public event."""
        self.events.append(Event(key, params))

    def publish(self, key: str, **params: Any) -> list[dict[str, Any]]:
        """Log a public event that changes stacks, note it in the public record, and make its
        change to the stacks and the public tally (``chronicle.note``, whose result it returns):
        every change to the stacks after the start is made so, once for both."""
        assert key in chronicle.RECORDED, f"{key} is not a recorded event"
        self.events.append(Event(key, params))
        if self.record is not None:
            self.record.append({"key": key, "params": params})
        if self.tally is not None:
            chronicle.note(key, params, self.tally, list(self.nations))
        return chronicle.note(key, params, self.stacks, self.nations)

    def support(self, seat: int) -> int:
        """Supporters minus revolts."""
        return self.stacks[seat]["supporter"] - self.stacks[seat]["revolt"]

    def current_card(self) -> str | None:
        """The kind of the auction card being bid on (or next), if any."""
        return self.row[self.auctions[self.auction]] if self.auction < len(self.auctions) else None
