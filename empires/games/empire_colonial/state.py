"""The full state of a game of Empire, and its JSON form (documented in docs/empire-colonial.md).

Phases: ``claim`` (nations, simultaneous), ``commerce`` (simultaneous), ``trade`` (one seat at a
time), ``bid`` (simultaneous bidding rounds), ``over``. Development has no decisions and runs
inside the move that ends the phase before it.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from empires.games.empire_colonial import chronicle
from empires.games.empire_colonial.components import HOLDINGS, NATIONS
from empires.games.empire_colonial.moves import Item, Move, item_from_json, move_from_json
from empires.games.empire_colonial.moves import move_to_json as _move_json
from empires.kernel.errors import BadPosition
from empires.kernel.events import Event
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng

CLAIM, COMMERCE, TRADE, BID, OVER = "claim", "commerce", "trade", "bid", "over"
PHASES = (CLAIM, COMMERCE, TRADE, BID, OVER)


def empty_stacks() -> dict[str, int]:
    """A player's four stacks (support, resources, gold), all empty."""
    return dict.fromkeys(HOLDINGS, 0)


@dataclass
class Draft:
    """A trade offer being put together in public, or made and awaiting its answer."""

    offerer: int
    give: Item | None = None
    ask: Item | None = None
    to: int | None = None

    def to_json(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "from": self.offerer,
            "give": None if self.give is None else self.give.to_json(),
            "ask": None if self.ask is None else self.ask.to_json(),
            "to": self.to,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Draft:
        """Read the JSON form."""
        give = None if data["give"] is None else item_from_json(data["give"])
        ask = None if data["ask"] is None else item_from_json(data["ask"])
        return cls(int(data["from"]), give, ask, data["to"])


@dataclass
class ColonialState:
    """Everything about one game of Empire."""

    n: int
    options: dict[str, OptionValue]
    rng: SeededRng
    phase: str = CLAIM
    round: int = 0
    stacks: list[dict[str, int]] = field(default_factory=list)
    nations: list[str | None] = field(default_factory=list)
    row: list[str] = field(default_factory=list)
    shortage: int = 0
    #: Row positions auctioned this round, in order, and which of them is next or current.
    auctions: list[int] = field(default_factory=list)
    auction: int = 0
    #: Claiming: the nations dealt into the market, the support stacked below each, and how
    #: many selections have failed so far.
    market: list[str] = field(default_factory=list)
    claim_stacks: dict[str, list[int]] = field(default_factory=dict)
    failed_claims: int = 0
    #: Secret choices made in the current simultaneous decision, by seat.
    choices: dict[int, Move] = field(default_factory=dict)
    #: Bidding on the current auction card.
    bids: list[int] = field(default_factory=list)
    withdrawn: list[bool] = field(default_factory=list)
    bidding_round: int = 0
    #: Trading: which window of the round (0 .. auctions), whose turn, passes in a row, offers
    #: made by each seat in this window, the offer in the making, and this window's offers.
    window: int = 0
    turn: int = 0
    passes: int = 0
    offers_made: list[int] = field(default_factory=list)
    draft: Draft | None = None
    offers: list[dict[str, Any]] = field(default_factory=list)
    #: The last commerce, as revealed: goods sold by each seat and the price.
    sales: list[int] | None = None
    price: int | None = None
    #: Each empire's stacks as a player noting down the public record knows them (starting
    #: cards, claimed support, sales, auctions won, trades, and the forced developments that
    #: follow from these); ``None`` for a position set up without its record.
    tally: list[dict[str, int]] | None = None
    #: The public record: the log entries that change stacks (``chronicle``), kept beside the
    #: log because every view carries it; ``None`` for a position set up without its record.
    record: list[dict[str, Any]] | None = None
    events: list[Event] = field(default_factory=list)

    @property
    def standard(self) -> bool:
        """Whether this is the standard version (nations and bonds)."""
        return self.options["version"] == "standard"

    def copy(self) -> ColonialState:
        """A deep copy sharing nothing mutable (moves and items are immutable)."""
        twin = copy.copy(self)
        twin.options = dict(self.options)
        twin.rng = SeededRng(self.rng.state)
        twin.stacks = [dict(s) for s in self.stacks]
        twin.nations = list(self.nations)
        twin.row = list(self.row)
        twin.auctions = list(self.auctions)
        twin.market = list(self.market)
        twin.claim_stacks = {k: list(v) for k, v in self.claim_stacks.items()}
        twin.choices = dict(self.choices)
        twin.bids = list(self.bids)
        twin.withdrawn = list(self.withdrawn)
        twin.offers_made = list(self.offers_made)
        twin.draft = None if self.draft is None else copy.copy(self.draft)
        twin.offers = [dict(o) for o in self.offers]
        twin.sales = None if self.sales is None else list(self.sales)
        twin.tally = None if self.tally is None else [dict(t) for t in self.tally]
        twin.record = None if self.record is None else list(self.record)
        twin.events = list(self.events)
        return twin

    def publish(self, event: Event) -> None:
        """Log a public event that changes stacks, and note it in the public record."""
        self.events.append(event)
        if self.record is not None:
            noted = chronicle.entry(event)
            assert noted is not None, f"{event.key} is not a recorded event"
            self.record.append(noted)

    def books(self, seat: int) -> list[dict[str, int]]:
        """The stacks of ``seat`` and its public tally: every public change goes to both."""
        if self.tally is None:
            return [self.stacks[seat]]
        return [self.stacks[seat], self.tally[seat]]

    def support(self, seat: int) -> int:
        """Supporters minus revolts."""
        return self.stacks[seat]["supporter"] - self.stacks[seat]["revolt"]

    def current_card(self) -> str | None:
        """The kind of the auction card being bid on (or next), if any."""
        if self.auction < len(self.auctions):
            return self.row[self.auctions[self.auction]]
        return None


def state_to_json(state: ColonialState) -> dict[str, Any]:
    """The full state as JSON, hidden information included."""
    return {
        "game": "empire-colonial",
        "players": state.n,
        "options": dict(state.options),
        "rng": state.rng.state,
        "phase": state.phase,
        "round": state.round,
        "stacks": [dict(s) for s in state.stacks],
        "nations": list(state.nations),
        "row": list(state.row),
        "shortage": state.shortage,
        "auctions": list(state.auctions),
        "auction": state.auction,
        "market": list(state.market),
        "claim_stacks": {k: list(v) for k, v in state.claim_stacks.items()},
        "failed_claims": state.failed_claims,
        "choices": {str(s): _move_json(m) for s, m in sorted(state.choices.items())},
        "bids": list(state.bids),
        "withdrawn": list(state.withdrawn),
        "bidding_round": state.bidding_round,
        "window": state.window,
        "turn": state.turn,
        "passes": state.passes,
        "offers_made": list(state.offers_made),
        "draft": None if state.draft is None else state.draft.to_json(),
        "offers": [dict(o) for o in state.offers],
        "sales": None if state.sales is None else list(state.sales),
        "price": state.price,
        "tally": None if state.tally is None else [dict(t) for t in state.tally],
        "events": [e.to_json() for e in state.events],
    }


def state_from_json(data: Mapping[str, Any]) -> ColonialState:
    """Read a full state, or raise BadPosition naming what is wrong."""
    from empires.games.empire_colonial.options import OPTIONS

    try:
        n = int(data["players"])
        options = OPTIONS.resolve(n, data["options"])
        state = ColonialState(n, options, SeededRng(int(data["rng"])))
        state.phase = str(data["phase"])
        if state.phase not in PHASES:
            raise BadPosition(f"unknown phase {state.phase!r}")
        state.round = int(data["round"])
        state.stacks = [{k: int(s[k]) for k in HOLDINGS} for s in data["stacks"]]
        if len(state.stacks) != n:
            raise BadPosition(f"'stacks' must list {n} players")
        if any(v < 0 for s in state.stacks for v in s.values()):
            raise BadPosition("no stack can hold fewer than 0 cards")
        state.nations = [None if x is None else str(x) for x in data["nations"]]
        if any(x is not None and x not in NATIONS for x in state.nations):
            raise BadPosition("'nations' names a nation that does not exist")
        state.row = [str(x) for x in data["row"]]
        state.shortage = int(data["shortage"])
        state.auctions = [int(x) for x in data["auctions"]]
        state.auction = int(data["auction"])
        state.market = [str(x) for x in data["market"]]
        state.claim_stacks = {
            str(k): [int(v[0]), int(v[1])] for k, v in data["claim_stacks"].items()
        }
        state.failed_claims = int(data["failed_claims"])
        state.choices = {int(s): move_from_json(m) for s, m in data["choices"].items()}
        state.bids = [int(x) for x in data["bids"]]
        state.withdrawn = [bool(x) for x in data["withdrawn"]]
        state.bidding_round = int(data["bidding_round"])
        state.window = int(data["window"])
        state.turn = int(data["turn"])
        state.passes = int(data["passes"])
        state.offers_made = [int(x) for x in data["offers_made"]]
        state.draft = None if data["draft"] is None else Draft.from_json(data["draft"])
        state.offers = [dict(o) for o in data["offers"]]
        state.sales = None if data["sales"] is None else [int(x) for x in data["sales"]]
        state.price = None if data["price"] is None else int(data["price"])
        tally = data.get("tally")
        state.tally = None if tally is None else [{k: int(t[k]) for k in HOLDINGS} for t in tally]
        if state.tally is not None and len(state.tally) != n:
            raise BadPosition(f"'tally' must list {n} players")
        state.events = [Event.from_json(e) for e in data["events"]]
        # The record is the log's public stack changes; without a tally there is no record.
        state.record = None if state.tally is None else chronicle.from_events(state.events)
    except BadPosition:
        raise
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise BadPosition(f"not an Empire position: {error!r}") from None
    return state
