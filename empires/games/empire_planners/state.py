"""The state of an Empire Planners game and its JSON form (documented in docs/empire-planners.md).

Players are indexed 0 and 1 in every list. In the 2-player game both are seats; in the solo
game seat 0 is the only seat and player 1 is Archie Indus, whom the rules play.
"""

from __future__ import annotations

from typing import Any

from empires.games.empire_planners.components import (
    BUILDINGS,
    CAPITAL_TRACK,
    FACTORIES,
    SLOTS,
    STATION,
    TOWNHALL,
    K,
    icon_at,
)
from empires.kernel.errors import BadPosition, EmpiresError
from empires.kernel.events import Event
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng

BUILD, BUY, ACTIONS, OVER = "build", "buy", "actions", "over"
PHASES = (BUILD, BUY, ACTIONS, OVER)
ARCHIE = 1
STATE_FORMAT = "empire-planners-state/1"
#: Archie's starting Capital by level (the rulebook's solo setup).
ARCHIE_CAPITAL = {"basic": 20, "normal": 25, "advanced": 30}

#: Fields copied as flat lists of ints (or None), in JSON order.
_LISTS = (
    "dice",
    "capital",
    "profit",
    "owner",
    "value",
    "card_owner",
    "side",
    "goods",
    "market",
    "face_up",
    "deck",
    "discard",
)


#: The sites of each building type, in city order (the bots ask for them very often).
_SITES_OF: dict[str, list[int]] = {
    kind: [b.index for b in BUILDINGS if b.kind == kind] for kind in {b.kind for b in BUILDINGS}
}


class PlannersState:
    """Everything about one game; mutated in place by the rules, copied with :meth:`copy`.

    City sites are indexed 0..35 (block-major); ``owner``/``value`` hold who built a site and
    its die value. Factory cards are indexed 0..6: ``card_owner``, the ``side`` showing, the
    ``goods`` on its track, and ``trains[card]`` as ``[rail link, die, rider cubes]``. ``claims``
    lists ``[slot, player]`` in order; ``pending`` is the claimed action still being carried out.
    """

    __slots__ = (
        "actor_turn",
        "capital",
        "card_owner",
        "claims",
        "deck",
        "dice",
        "discard",
        "events",
        "face_up",
        "first",
        "goods",
        "level",
        "market",
        "market_die",
        "n",
        "options",
        "owner",
        "pending",
        "phase",
        "pollution",
        "profit",
        "rerolled",
        "rng",
        "round",
        "side",
        "start_player",
        "trains",
        "value",
    )

    def __init__(self, n: int, options: dict[str, OptionValue], seed: int) -> None:
        self.n = n
        self.options = options
        level = options.get("level")
        self.level: str | None = str(level) if n == 1 and level is not None else None
        self.rng = SeededRng(seed)
        start = options.get("start_player")
        self.start_player: int = start if isinstance(start, int) else 0
        self.round = 0
        self.phase = BUILD
        self.first = self.start_player
        self.actor_turn = 0
        self.dice: list[int] = []
        self.rerolled = False
        self.market_die: int | None = None
        self.capital = [K["start_capital"], K["start_capital"]]
        self.profit = [K["start_profit"], K["start_profit"]]
        self.owner: list[int | None] = [None] * len(BUILDINGS)
        self.value = [0] * len(BUILDINGS)
        self.card_owner: list[int | None] = [None] * len(FACTORIES)
        self.side = [0] * len(FACTORIES)
        self.goods = [0] * len(FACTORIES)
        self.trains: list[list[int] | None] = [None] * len(FACTORIES)
        self.market: list[int] = []
        self.pollution = 0
        self.face_up: list[int] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.claims: list[list[int]] = []
        self.pending: dict[str, Any] | None = None
        self.events: list[Event] = []

    @property
    def solo(self) -> bool:
        """Whether this is the solo game against Archie Indus."""
        return self.n == 1

    def copy(self) -> PlannersState:
        """A deep copy sharing nothing mutable (events are immutable and shared)."""
        other = PlannersState.__new__(PlannersState)
        other.n, other.level, other.start_player = self.n, self.level, self.start_player
        other.round, other.phase, other.first = self.round, self.phase, self.first
        other.actor_turn, other.rerolled = self.actor_turn, self.rerolled
        other.market_die, other.pollution = self.market_die, self.pollution
        other.dice, other.capital, other.profit = self.dice[:], self.capital[:], self.profit[:]
        other.owner, other.value = self.owner[:], self.value[:]
        other.card_owner, other.side, other.goods = self.card_owner[:], self.side[:], self.goods[:]
        other.market, other.face_up = self.market[:], self.face_up[:]
        other.deck, other.discard = self.deck[:], self.discard[:]
        other.options = dict(self.options)
        other.rng = SeededRng(self.rng.state)
        other.trains = [None if t is None else t[:] for t in self.trains]
        other.claims = [c[:] for c in self.claims]
        other.pending = None if self.pending is None else dict(self.pending)
        other.events = self.events[:]
        return other

    # -- what the table shows ---------------------------------------------------------------
    def order(self) -> tuple[int, int]:
        """The two players in this round's order."""
        return self.first, 1 - self.first

    def actor(self) -> int | None:
        """The player deciding now (Archie included), or None once the game is over."""
        if self.phase == OVER:
            return None
        return self.order()[self.actor_turn % 2]

    def slot_kind(self, slot: int) -> str:
        """The action icon on a slot of the two face-up cards."""
        return icon_at(self.face_up, slot)

    def buildings_of(self, player: int, kind: str | None = None) -> list[int]:
        """The sites a player has built on (of one type, if given)."""
        owner = self.owner
        if kind is None:
            return [i for i, o in enumerate(owner) if o == player]
        return [i for i in _SITES_OF.get(kind, ()) if owner[i] == player]

    def cards_of(self, player: int) -> list[int]:
        """The factory cards a player owns."""
        return [c for c, o in enumerate(self.card_owner) if o == player]

    def stations(self, player: int) -> int:
        """Parking/Train Stations a player owns."""
        return len(self.buildings_of(player, STATION))

    def townhalls(self, player: int) -> int:
        """Town Halls a player owns."""
        return len(self.buildings_of(player, TOWNHALL))

    def riders(self, player: int) -> int:
        """A player's cubes riding on the other player's trains."""
        return sum(
            t[2]
            for c, t in enumerate(self.trains)
            if t is not None and self.card_owner[c] != player
        )

    def card_name(self, card: int) -> str:
        """The name on the face a factory card shows."""
        return FACTORIES[card][self.side[card]].name

    def capital_cubes(self, player: int) -> int:
        """Cubes marking a player's Capital: one per $50 begun (at least one)."""
        return max(1, -(-self.capital[player] // CAPITAL_TRACK))

    def free_cubes(self, player: int, cubes: int) -> int:
        """Cubes in a player's supply: all but the Capital and Profit markers, the action
        marker, and passengers on the other player's trains."""
        return cubes - 2 - self.capital_cubes(player) - self.riders(player)


def state_to_json(state: PlannersState) -> dict[str, Any]:
    """The full state as JSON (hidden information included)."""
    out: dict[str, Any] = {"format": STATE_FORMAT, "players": state.n}
    out["options"] = dict(state.options)
    out["rng"] = state.rng.state
    for name in ("start_player", "round", "phase", "first", "actor_turn", "rerolled"):
        out[name] = getattr(state, name)
    out["market_die"] = state.market_die
    out["pollution"] = state.pollution
    for name in _LISTS:
        out[name] = list(getattr(state, name))
    out["trains"] = [None if t is None else list(t) for t in state.trains]
    out["claims"] = [list(c) for c in state.claims]
    out["pending"] = None if state.pending is None else dict(state.pending)
    out["events"] = [e.to_json() for e in state.events]
    return out


def state_from_json(data: Any) -> PlannersState:
    """Read a full state, raising BadPosition naming what is wrong."""
    from empires.games.empire_planners.options import OPTIONS

    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise BadPosition(f"an Empire Planners state must have format {STATE_FORMAT!r}")
    try:
        n = int(data["players"])
        options = OPTIONS.resolve(n, data["options"])
        state = PlannersState(n, options, 0)
        state.rng = SeededRng(int(data["rng"]))
        state.start_player = int(data["start_player"])
        state.round = int(data["round"])
        state.phase = str(data["phase"])
        state.first = int(data["first"])
        state.actor_turn = int(data["actor_turn"])
        state.rerolled = bool(data["rerolled"])
        state.market_die = None if data["market_die"] is None else int(data["market_die"])
        state.pollution = int(data["pollution"])
        for name in _LISTS:
            setattr(state, name, [None if x is None else int(x) for x in data[name]])
        state.trains = [None if t is None else [int(x) for x in t] for t in data["trains"]]
        state.claims = [[int(x) for x in c] for c in data["claims"]]
        state.pending = None if data["pending"] is None else dict(data["pending"])
        state.events = [Event.from_json(e) for e in data["events"]]
    except EmpiresError as error:
        raise BadPosition(f"the state's options are not valid: {error}") from None
    except (KeyError, TypeError, ValueError) as error:
        raise BadPosition(f"the state is missing or misstates {error}") from None
    _check(state)
    return state


def _check(state: PlannersState) -> None:
    if state.n not in (1, 2) or state.phase not in PHASES:
        raise BadPosition("players must be 1 or 2 and phase one of " + ", ".join(PHASES))
    if len(state.owner) != len(BUILDINGS) or len(state.card_owner) != len(FACTORIES):
        raise BadPosition(
            f"the city has {len(BUILDINGS)} sites and there are {len(FACTORIES)} factory cards"
        )
    if any(c < 0 for c in state.capital) or not 0 <= state.pollution <= K["pollution_max"]:
        raise BadPosition("capital may not be negative and pollution lies from 0 to 13")
    if any(not 0 <= s < SLOTS for s, _ in state.claims):
        raise BadPosition("claims name slots 0 to 5")
