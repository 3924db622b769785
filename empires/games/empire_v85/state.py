"""The state of an Empire V8.5 game, and its JSON form (documented in docs/empire-v85.md)."""

from __future__ import annotations

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
    TOWN_CENTER,
    full_deck,
)
from empires.games.empire_v85.moves import Move, move_from_json, move_to_json
from empires.kernel.errors import BadPosition, EmpiresError
from empires.kernel.events import Event
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng

EMPLOY, BUY, PLACE, OVER = "employ", "buy", "place", "over"
PHASES = (EMPLOY, BUY, PLACE, OVER)
#: The two steps of a placement: lay a tile (if the hand holds one), then a worker.
TILE_STEP, WORKER_STEP = "tile", "worker"
STATE_FORMAT = "empire-v85-state/1"
MIN_PLAYERS, MAX_PLAYERS = 2, 4


class Tile:
    """A tile on the map: its kind, whether it is developed, and a building with its owner."""

    __slots__ = ("building", "developed", "kind", "owner")

    def __init__(
        self,
        kind: str,
        developed: bool = False,
        building: str | None = None,
        owner: int | None = None,
    ) -> None:
        self.kind = kind
        self.developed = developed
        self.building = building
        self.owner = owner

    def copy(self) -> Tile:
        """A copy."""
        return Tile(self.kind, self.developed, self.building, self.owner)


class Worker:
    """A worker on the map this turn, with the building or resource chosen for it."""

    __slots__ = ("build", "cell", "seat", "take")

    def __init__(self, seat: int, cell: int, build: str | None, take: str | None) -> None:
        self.seat = seat
        self.cell = cell
        self.build = build
        self.take = take

    def copy(self) -> Worker:
        """A copy."""
        return Worker(self.seat, self.cell, self.build, self.take)


class PlayerState:
    """One player: resources, the tiles in hand, workers employed and still to place this turn,
    and the houses built (each adds an employable worker and a gold on the Home Base)."""

    __slots__ = ("employed", "goods", "hand", "houses", "left")

    def __init__(self) -> None:
        self.goods = dict(START)
        self.hand: list[str] = []
        self.employed = 0
        self.left = 0
        self.houses = 0

    def copy(self) -> PlayerState:
        """A deep copy."""
        other = PlayerState()
        other.goods = dict(self.goods)
        other.hand = self.hand[:]
        other.employed, other.left, other.houses = self.employed, self.left, self.houses
        return other


class V85State:
    """Everything about one game. Mutated in place by the rules; copy with :meth:`copy`.

    ``map[cell]`` is the tile on a cell or ``None``; the deck's order and the tiles in hand are
    secret. ``city_gold[building]`` is the gold lying on a city card (added to its cost);
    ``seat`` is who places now, ``step`` whether a tile or a worker comes next.
    """

    __slots__ = (
        "cache",
        "choices",
        "city",
        "city_gold",
        "deck",
        "discard",
        "events",
        "first",
        "map",
        "n",
        "options",
        "phase",
        "players",
        "rng",
        "seat",
        "step",
        "turn",
        "workers",
    )

    def __init__(self, n: int, options: dict[str, OptionValue], seed: int) -> None:
        self.n = n
        self.options = options
        self.rng = SeededRng(seed)
        deck = full_deck()
        self.rng.shuffle(deck)
        self.deck: list[str] = deck
        cards = list(BUILDING_DECK)
        self.rng.shuffle(cards)
        self.city: list[str] = sorted(cards[:CITY_SIZE], key=BUILDING_DECK.index)
        self.city_gold = {name: 0 for name in self.city}
        start = options["start_player"]
        self.first: int = start if isinstance(start, int) else self.rng.below(n)
        self.turn = 1
        self.phase = EMPLOY
        self.seat = self.first
        self.step = TILE_STEP
        self.map: list[Tile | None] = [None] * CELLS
        self.map[CENTER] = Tile(TOWN_CENTER)
        self.players = [PlayerState() for _ in range(n)]
        for place, extra in enumerate(HEAD_START.get(n, ())):
            goods = self.players[(self.first + place) % n].goods
            for kind, count in extra.items():
                goods[kind] += count
        self.discard: list[str] = []
        self.workers: list[Worker] = []
        self.choices: dict[int, Move] = {}
        self.events: list[Event] = []
        self.cache: dict[int, tuple[Move, ...]] = {}

    def copy(self) -> V85State:
        """A deep copy sharing nothing mutable (events are immutable and shared)."""
        other = V85State.__new__(V85State)
        other.n = self.n
        other.options = dict(self.options)
        other.rng = SeededRng(self.rng.state)
        other.deck = self.deck[:]
        other.city = self.city[:]
        other.city_gold = dict(self.city_gold)
        other.first = self.first
        other.turn = self.turn
        other.phase = self.phase
        other.seat = self.seat
        other.step = self.step
        other.map = [None if t is None else t.copy() for t in self.map]
        other.players = [p.copy() for p in self.players]
        other.discard = self.discard[:]
        other.workers = [w.copy() for w in self.workers]
        other.choices = dict(self.choices)
        other.events = self.events[:]
        other.cache = {}
        return other

    def order(self) -> list[int]:
        """Turn order this turn: clockwise from the first player."""
        return [(self.first + i) % self.n for i in range(self.n)]

    def cost(self, seat: int, building: str) -> dict[str, int]:
        """What ``seat`` pays now for ``building``: the card's cost plus the gold on the card
        (for a house, the gold on the builder's Home Base: one per house built)."""
        price = dict(BUILDINGS[building].cost)
        extra = self.players[seat].houses if building == HOUSE else self.city_gold[building]
        if extra:
            price["gold"] = price.get("gold", 0) + extra
        return price


def state_to_json(state: V85State) -> dict[str, Any]:
    """The full state as JSON (hidden information included)."""
    return {
        "format": STATE_FORMAT,
        "players_count": state.n,
        "options": dict(state.options),
        "rng": state.rng.state,
        "turn": state.turn,
        "first": state.first,
        "phase": state.phase,
        "seat": state.seat,
        "step": state.step,
        "deck": state.deck[:],
        "discard": state.discard[:],
        "city": {name: state.city_gold[name] for name in state.city},
        "map": [
            {
                "cell": cell,
                "kind": tile.kind,
                "developed": tile.developed,
                "building": tile.building,
                "owner": tile.owner,
            }
            for cell, tile in enumerate(state.map)
            if tile is not None
        ],
        "players": [
            {
                "goods": dict(p.goods),
                "hand": p.hand[:],
                "employed": p.employed,
                "left": p.left,
                "houses": p.houses,
            }
            for p in state.players
        ],
        "workers": [
            {"seat": w.seat, "cell": w.cell, "build": w.build, "take": w.take}
            for w in state.workers
        ],
        "choices": {str(seat): move_to_json(m) for seat, m in sorted(state.choices.items())},
        "events": [e.to_json() for e in state.events],
    }


def _count(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise BadPosition(f"{where} must be a whole number of at least 0, not {value!r}")
    return value


def _seat(value: Any, n: int, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise BadPosition(f"{where} must be a seat from 0 to {n - 1}, not {value!r}")
    return value


def _one_of(value: Any, allowed: tuple[str, ...], where: str) -> str:
    if value not in allowed:
        raise BadPosition(f"{where} must be one of {', '.join(allowed)}, not {value!r}")
    return str(value)


def state_from_json(data: Any) -> V85State:
    """Read a full state; raise BadPosition naming the first thing that is wrong."""
    from empires.games.empire_v85.options import OPTIONS

    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise BadPosition(f"an Empire V8.5 position must be an object with format {STATE_FORMAT!r}")
    try:
        n = data["players_count"]
        if not isinstance(n, int) or not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise BadPosition(f"players_count must be from {MIN_PLAYERS} to {MAX_PLAYERS}")
        state = V85State(n, OPTIONS.resolve(n, data["options"]), 0)
        state.rng = SeededRng(_count(data["rng"], "rng"))
        state.turn = _count(data["turn"], "turn")
        state.first = _seat(data["first"], n, "first")
        state.phase = _one_of(data["phase"], PHASES, "phase")
        state.seat = _seat(data["seat"], n, "seat")
        state.step = _one_of(data["step"], (TILE_STEP, WORKER_STEP), "step")
        state.deck = [_one_of(k, TILE_KINDS, "deck") for k in data["deck"]]
        state.discard = [_one_of(k, TILE_KINDS, "discard") for k in data["discard"]]
        city = data["city"]
        state.city = [_one_of(name, BUILDING_DECK, "city") for name in city]
        if len(set(state.city)) != len(state.city):
            raise BadPosition("city must not show a building twice")
        state.city_gold = {name: _count(city[name], f"city.{name}") for name in state.city}
        state.map = [None] * CELLS
        for raw in data["map"]:
            cell = raw["cell"]
            if not isinstance(cell, int) or not 0 <= cell < CELLS or state.map[cell] is not None:
                raise BadPosition(f"map cell {cell!r} is off the table or listed twice")
            kind = _one_of(raw["kind"], (*TILE_KINDS, TOWN_CENTER), "map kind")
            if (kind == TOWN_CENTER) != (cell == CENTER):
                raise BadPosition(f"the Town Center lies on cell {CENTER}, and only there")
            building = raw["building"]
            if building is not None:
                _one_of(building, tuple(BUILDINGS), "map building")
            owner = None if raw["owner"] is None else _seat(raw["owner"], n, "map owner")
            if (building is None) != (owner is None) or (building and not raw["developed"]):
                raise BadPosition(f"map cell {cell}: a building has an owner and a developed tile")
            state.map[cell] = Tile(kind, bool(raw["developed"]), building, owner)
        if state.map[CENTER] is None:
            raise BadPosition(f"the Town Center must lie on cell {CENTER}")
        if len(data["players"]) != n:
            raise BadPosition(f"players must list {n} players")
        for seat, raw in enumerate(data["players"]):
            player = state.players[seat]
            where = f"players[{seat}]"
            player.goods = {k: _count(raw["goods"][k], f"{where}.goods.{k}") for k in RESOURCES}
            player.hand = [_one_of(k, TILE_KINDS, f"{where}.hand") for k in raw["hand"]]
            player.employed = _count(raw["employed"], f"{where}.employed")
            player.left = _count(raw["left"], f"{where}.left")
            player.houses = _count(raw["houses"], f"{where}.houses")
        state.workers = [_worker(w, n, state) for w in data["workers"]]
        state.choices = {
            _seat(int(seat), n, "choices"): move_from_json(m) for seat, m in data["choices"].items()
        }
        state.events = [Event.from_json(e) for e in data.get("events", [])]
    except BadPosition:
        raise
    except EmpiresError as error:
        raise BadPosition(f"invalid position: {error}") from error
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise BadPosition(f"invalid position: missing or malformed field {error}") from error
    _check_tiles(state)
    return state


def _worker(raw: Any, n: int, state: V85State) -> Worker:
    """A worker of the position, on a tile of the map, planning a known building or resource."""
    cell = _count(raw["cell"], "worker cell")
    if cell >= CELLS or state.map[cell] is None:
        raise BadPosition(f"a worker stands on cell {cell}, which holds no tile")
    build, take = raw["build"], raw["take"]
    if build is not None:
        _one_of(build, tuple(BUILDINGS), "worker build")
    if take is not None:
        _one_of(take, RESOURCES, "worker take")
    return Worker(_seat(raw["seat"], n, "worker seat"), cell, build, take)


def _check_tiles(state: V85State) -> None:
    """Raise BadPosition if the position holds more tiles of a kind than the deck has."""
    from collections import Counter

    from empires.games.empire_v85.components import TILES

    seen = Counter(state.deck) + Counter(state.discard)
    for player in state.players:
        seen.update(player.hand)
    seen.update(t.kind for t in state.map if t is not None and t.kind != TOWN_CENTER)
    for kind, count in seen.items():
        if count > TILES[kind].count:
            raise BadPosition(
                f"the position holds {count} {kind} tiles; the deck has {TILES[kind].count}"
            )
