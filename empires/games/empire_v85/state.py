"""The state of an Empire V8.5 game, and its JSON form (documented in docs/empire-v85.md)."""

from __future__ import annotations

from collections import Counter
from collections.abc import KeysView, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from empires.games.empire_v85.components import (
    BUILDING_DECK,
    BUILDINGS,
    CELLS,
    CENTER,
    CITY_SIZE,
    HEAD_START,
    HOUSE,
    RESOURCES,
    START,
    TILE_KINDS,
    TILES,
    TOWN_CENTER,
    full_deck,
)
from empires.games.empire_v85.moves import MOVES
from empires.kernel.codec import (
    Codec,
    CodecError,
    Context,
    Dict,
    Int,
    List,
    Named,
    Optional,
    Record,
    Seat,
    Str,
    spec,
)
from empires.kernel.errors import BadPosition
from empires.kernel.events import Event
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng
from empires.kernel.state import GameState, legacy_step, options_added

EMPLOY, BUY, PLACE, OVER = "employ", "buy", "place", "over"
PHASES = (EMPLOY, BUY, PLACE, OVER)
#: The two steps of a placement: lay a tile (if the hand holds one), then a worker.
TILE_STEP, WORKER_STEP = "tile", "worker"
#: The format this game wrote before the common one (still read).
LEGACY_FORMAT = "empire-v85-state/1"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
_KINDS = List(Str(TILE_KINDS))


#: Each building's printed cost as a dict, made once: a view prices every card of the city,
#: and a search makes a view at every decision of every rollout.
_PRINTED = {name: dict(building.cost) for name, building in BUILDINGS.items()}


@dataclass(eq=False, slots=True)
class Tile:
    """A tile on the map: its kind, whether it is developed, and a building with its owner."""

    kind: str = spec(Str((*TILE_KINDS, TOWN_CENTER)))
    developed: bool = False
    building: str | None = spec(Optional(Str(tuple(BUILDINGS))), default=None)
    owner: int | None = spec(Optional(Seat()), default=None)

    def to_json(self) -> dict[str, Any]:
        """The tile in the map's JSON and in views (a literal: views are made often)."""
        return {
            "kind": self.kind,
            "developed": self.developed,
            "building": self.building,
            "owner": self.owner,
        }


@dataclass(eq=False, slots=True)
class Worker:
    """A worker on the map this turn, with the building or resource chosen for it."""

    seat: int = spec(Seat())
    cell: int = spec(Int(0, below=CELLS))
    build: str | None = spec(Optional(Str(tuple(BUILDINGS))))
    take: str | None = spec(Optional(Str(RESOURCES)))


@dataclass(eq=False, slots=True)
class PlayerState:
    """One player: resources, the tiles in hand, workers employed and still to place this turn,
    and the houses built (each adds an employable worker and a gold on the Home Base)."""

    goods: dict[str, int] = spec(
        Named(RESOURCES, as_dict=True), default_factory=lambda: dict(START)
    )
    hand: list[str] = spec(_KINDS, default_factory=list)
    employed: int = spec(Int(0), default=0)
    left: int = spec(Int(0), default=0)
    houses: int = spec(Int(0), default=0)


class MapCodec(Codec):
    """The map: a tile or ``None`` per cell, written as the list of tiles with their cells."""

    def dump(self, value: Any) -> Any:
        return [{"cell": cell, **t.to_json()} for cell, t in enumerate(value) if t is not None]

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if not isinstance(data, list):
            raise CodecError(where, "must be a list of tiles")
        cells: list[Tile | None] = [None] * CELLS
        for i, raw in enumerate(data):
            tile: Tile = Record.of(Tile).load(raw, f"{where}[{i}]", ctx)
            cell = raw.get("cell")
            if not isinstance(cell, int) or not 0 <= cell < CELLS or cells[cell] is not None:
                raise CodecError("", f"map cell {cell!r} is off the table or listed twice")
            if (tile.kind == TOWN_CENTER) != (cell == CENTER):
                raise CodecError("", f"the Town Center lies on cell {CENTER}, and only there")
            built = tile.building is not None
            if built != (tile.owner is not None) or (built and not tile.developed):
                raise CodecError(
                    "", f"map cell {cell}: a building has an owner and a developed tile"
                )
            cells[cell] = tile
        if cells[CENTER] is None:
            raise CodecError("", f"the Town Center must lie on cell {CENTER}")
        return cells

    def copier(self) -> Any:
        return lambda cells: [
            None if t is None else Tile(t.kind, t.developed, t.building, t.owner) for t in cells
        ]


@dataclass(eq=False, kw_only=True)
class V85State(GameState):
    """Everything about one game. Mutated in place by the rules; copy with :meth:`copy`.

    ``map[cell]`` is the tile on a cell or ``None``; the deck's order and the tiles in hand are
    secret. ``city_gold[building]`` is the gold lying on a city card (added to its cost), in
    the city's order; ``seat`` is who places now, ``step`` whether a tile or a worker comes next.
    """

    GAME = "empire-v85"
    MOVES = MOVES
    PHASES = PHASES
    #: Version 2 adds the option build_gold (RULINGS 3); the games before it had the bank's.
    VERSION, UPGRADES = 2, MappingProxyType({1: options_added(build_gold="bank")})

    turn: int = spec(Int(0), default=1)
    first: int = spec(Seat(), default=0)
    seat: int = spec(Seat(), default=0)
    step: str = spec(Str((TILE_STEP, WORKER_STEP)), default=TILE_STEP)
    deck: list[str] = spec(_KINDS, default_factory=list)
    discard: list[str] = spec(_KINDS, default_factory=list)
    city_gold: dict[str, int] = spec(
        Dict(Int(0), key=Str(BUILDING_DECK)), key="city", default_factory=dict
    )
    map: list[Tile | None] = spec(MapCodec(), default_factory=list)
    seats: list[PlayerState] = spec(List(Record.of(PlayerState), "players"), default_factory=list)
    workers: list[Worker] = spec(List(Record.of(Worker)), default_factory=list)

    @classmethod
    def start(cls, players: int, options: dict[str, OptionValue], seed: int) -> V85State:
        """A fresh game: the deck shuffled, the city drawn, the first player chosen."""
        rng = SeededRng(seed)
        deck = full_deck()
        rng.shuffle(deck)
        cards = list(BUILDING_DECK)
        rng.shuffle(cards)
        city = sorted(cards[:CITY_SIZE], key=BUILDING_DECK.index)
        start = options["start_player"]
        first = start if isinstance(start, int) else rng.below(players)
        state = cls(
            players=players,
            options=options,
            rng=rng,
            phase=EMPLOY,
            deck=deck,
            city_gold={name: 0 for name in city},
            first=first,
            seat=first,
            map=[None] * CELLS,
            seats=[PlayerState() for _ in range(players)],
        )
        state.map[CENTER] = Tile(TOWN_CENTER)
        for place, extra in enumerate(HEAD_START.get(players, ())):
            goods = state.seats[(first + place) % players].goods
            for kind, count in extra.items():
                goods[kind] += count
        return state

    @classmethod
    def legacy(cls, data: Mapping[str, Any]) -> dict[str, Any] | None:
        return legacy_step(
            cls, data, LEGACY_FORMAT, {"players_count": "players", "players": "seats"}
        )

    @property
    def city(self) -> KeysView[str]:
        """The buildings of the city, in the city's order."""
        return self.city_gold.keys()

    def order(self) -> list[int]:
        """Turn order this turn: clockwise from the first player."""
        return [(self.first + i) % self.players for i in range(self.players)]

    def cost(self, seat: int, building: str) -> dict[str, int]:
        """What ``seat`` pays now for ``building``: the card's cost, the gold on the card (a
        house: one per house built) and, unless the bank lays it, the gold the builder lays."""
        price = _PRINTED[building].copy()
        extra = self.seats[seat].houses if building == HOUSE else self.city_gold[building]
        if extra := extra + (self.options["build_gold"] == "builder"):
            price["gold"] = price.get("gold", 0) + extra
        return price

    def tile(self, cell: int) -> Tile:
        """The tile on ``cell`` (which holds one)."""
        tile = self.map[cell]
        assert tile is not None
        return tile

    def log(self, key: str, to: int | None = None, **params: Any) -> None:
        """Record an event (``to``: the one seat that may see it, if it is secret)."""
        self.events.append(Event(key, params, to))

    def check(self) -> None:
        for worker in self.workers:
            if self.map[worker.cell] is None:
                raise BadPosition(f"a worker stands on cell {worker.cell}, which holds no tile")
        # No kind of tile may turn up more often than the deck holds it.
        seen = Counter(self.deck) + Counter(self.discard)
        for player in self.seats:
            seen.update(player.hand)
        seen.update(t.kind for t in self.map if t is not None and t.kind != TOWN_CENTER)
        for kind, count in seen.items():
            if count > TILES[kind].count:
                raise BadPosition(
                    f"the position holds {count} {kind} tiles; the deck has {TILES[kind].count}"
                )
