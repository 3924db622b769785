"""The moves of Empire Engine, typed, with their JSON forms.

Every possible move is built once; legal-move lists hand out these shared instances.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Any

from empires.games.empire_engine.components import ENGINES, GEARS, LAYOUTS, READY_KINDS
from empires.kernel.errors import MalformedMove


@dataclass(frozen=True, slots=True)
class PlaceEngine:
    """Round one: lay an engine face down with the chosen action on top."""

    engine: str
    action: str


@dataclass(frozen=True, slots=True)
class PlaceGear:
    """Later rounds: lay a gear face down under an engine, maybe with a resource on it."""

    engine: str
    gear: int
    boost: str | None = None


@dataclass(frozen=True, slots=True)
class Block:
    """Use a Defend action against one attack, named by its attacker and that attacker's engine.

    ``pay`` is set when blocking an attack on the teammate (team variant). An empty Block
    (no attacker) leaves the Defend unused, when only the teammate is under attack.
    """

    attacker: int | None = None
    engine: str | None = None
    pay: str | None = None


@dataclass(frozen=True, slots=True)
class Steal:
    """For each of this player's successful attacks that offers a choice, the kind to take."""

    take: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Salvage:
    """Take one resource of a kind from the stock into the score pile."""

    take: str


@dataclass(frozen=True, slots=True)
class ShareExport:
    """Team variant: export too while the teammate exports (or decline)."""

    export: bool


Move = PlaceEngine | PlaceGear | Block | Steal | Salvage | ShareExport
#: The moves open to one seat: shared, immutable.
Offer = tuple[Move, ...]

PLACE_ENGINE = {
    (engine, action): PlaceEngine(engine, action)
    for e, engine in enumerate(ENGINES)
    for action in LAYOUTS[e]
}
PLACE_GEAR = {
    (engine, gear, boost): PlaceGear(engine, gear, boost)
    for engine in ENGINES
    for gear in GEARS
    for boost in (None, *READY_KINDS)
}
SALVAGE = {kind: Salvage(kind) for kind in ("soldier", "good", "invention")}
SHARE_EXPORT = {True: ShareExport(True), False: ShareExport(False)}
NO_BLOCK = Block()
_STEALS: dict[int, tuple[Steal, ...]] = {}


def steal_choices(count: int) -> tuple[Steal, ...]:
    """All Steal moves for ``count`` choosable steals (cached)."""
    if count not in _STEALS:
        _STEALS[count] = tuple(Steal(take) for take in product(READY_KINDS, repeat=count))
    return _STEALS[count]


def move_to_json(move: Move) -> dict[str, Any]:
    """A move's JSON form."""
    match move:
        case PlaceEngine(engine, action):
            return {"type": "place_engine", "engine": engine, "action": action}
        case PlaceGear(engine, gear, boost):
            return {"type": "place_gear", "engine": engine, "gear": gear, "boost": boost}
        case Block(attacker, engine, pay):
            return {"type": "block", "attacker": attacker, "engine": engine, "pay": pay}
        case Steal(take):
            return {"type": "steal", "take": list(take)}
        case Salvage(take):
            return {"type": "salvage", "take": take}
        case ShareExport(export):
            return {"type": "share_export", "export": export}
    raise TypeError(f"not an Empire Engine move: {move!r}")


def _field(data: dict[str, Any], key: str, allowed: tuple[Any, ...] | None = None) -> Any:
    if key not in data:
        raise MalformedMove(f"a {data['type']!r} move needs the field {key!r}")
    value = data[key]
    if allowed is not None and value not in allowed:
        shown = ", ".join(repr(a) for a in allowed)
        raise MalformedMove(f"field {key!r} of a {data['type']!r} move must be one of {shown}")
    return value


def move_from_json(data: Any) -> Move:
    """Read a move's JSON form, raising MalformedMove that names the problem."""
    if not isinstance(data, dict):
        raise MalformedMove("a move must be a JSON object with a 'type'")
    kind = data.get("type")
    if kind == "place_engine":
        engine = _field(data, "engine", ENGINES)
        action = _field(data, "action", LAYOUTS[ENGINES.index(engine)])
        return PLACE_ENGINE[engine, action]
    if kind == "place_gear":
        engine = _field(data, "engine", ENGINES)
        gear = _field(data, "gear", tuple(GEARS))
        if isinstance(gear, bool):
            raise MalformedMove("field 'gear' of a 'place_gear' move must be 1 or 2")
        boost = data.get("boost")
        if boost not in (None, *READY_KINDS):
            raise MalformedMove(
                "field 'boost' of a 'place_gear' move must be null, 'soldier' or 'good'"
            )
        return PLACE_GEAR[engine, gear, boost]
    if kind == "block":
        attacker, engine, pay = data.get("attacker"), data.get("engine"), data.get("pay")
        if attacker is None and engine is None and pay is None:
            return NO_BLOCK
        if not isinstance(attacker, int) or isinstance(attacker, bool) or attacker < 0:
            raise MalformedMove("field 'attacker' of a 'block' move must be a seat number")
        if engine not in ENGINES:
            raise MalformedMove("field 'engine' of a 'block' move must be 'L' or 'R'")
        if pay not in (None, *READY_KINDS):
            raise MalformedMove("field 'pay' of a 'block' move must be null, 'soldier' or 'good'")
        return Block(attacker, engine, pay)
    if kind == "steal":
        take = _field(data, "take")
        if not isinstance(take, list) or any(k not in READY_KINDS for k in take):
            raise MalformedMove("field 'take' of a 'steal' move must be a list of 'soldier'/'good'")
        return Steal(tuple(take))
    if kind == "salvage":
        return SALVAGE[_field(data, "take", tuple(SALVAGE))]
    if kind == "share_export":
        export = _field(data, "export")
        if not isinstance(export, bool):
            raise MalformedMove("field 'export' of a 'share_export' move must be true or false")
        return SHARE_EXPORT[export]
    known = "place_engine, place_gear, block, steal, salvage, share_export"
    raise MalformedMove(f"unknown move type {kind!r}; Empire Engine moves are: {known}")
