"""The moves of Empire V8.5, typed, with their JSON forms.

Cells are given by column ``x`` and row ``y`` on the table's grid (0, 0 is the top left).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from empires.games.empire_v85.components import (
    BUILDINGS,
    HEIGHT,
    RESOURCES,
    TILE_KINDS,
    WIDTH,
)
from empires.kernel.errors import MalformedMove


@dataclass(frozen=True, slots=True)
class Employ:
    """Start of a turn, chosen in secret: how many workers to employ."""

    workers: int


@dataclass(frozen=True, slots=True)
class Buy:
    """After the free tile, chosen in secret: how many more tiles to buy at one wood each."""

    tiles: int


@dataclass(frozen=True, slots=True)
class PlaceTile:
    """Lay a tile of this kind from the hand on an empty cell next to the map."""

    tile: str
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class PlaceWorker:
    """Put a worker on a tile. On a developed tile ``build`` names the building to build there
    at the end of the turn (or ``None``); on the Town Center ``take`` names the resource."""

    x: int
    y: int
    build: str | None = None
    take: str | None = None


Move = Employ | Buy | PlaceTile | PlaceWorker


def move_to_json(move: Move) -> dict[str, Any]:
    """A move's JSON form."""
    match move:
        case Employ(workers):
            return {"type": "employ", "workers": workers}
        case Buy(tiles):
            return {"type": "buy", "tiles": tiles}
        case PlaceTile(tile, x, y):
            return {"type": "place_tile", "tile": tile, "x": x, "y": y}
        case PlaceWorker(x, y, build, take):
            return {"type": "place_worker", "x": x, "y": y, "build": build, "take": take}
    raise TypeError(f"not an Empire V8.5 move: {move!r}")


def _count(data: dict[str, Any], key: str, limit: int | None = None) -> int:
    if key not in data:
        raise MalformedMove(f"a {data['type']!r} move needs the field {key!r}")
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise MalformedMove(
            f"field {key!r} of a {data['type']!r} move must be a whole number of at least 0"
        )
    if limit is not None and value >= limit:
        raise MalformedMove(
            f"field {key!r} of a {data['type']!r} move must be below {limit} (the table's size)"
        )
    return value


def _named(data: dict[str, Any], key: str, allowed: tuple[str, ...], required: bool) -> str | None:
    value = data.get(key)
    if value is None and not required:
        return None
    if value not in allowed:
        shown = ", ".join(repr(a) for a in allowed)
        extra = " or null" if not required else ""
        raise MalformedMove(
            f"field {key!r} of a {data['type']!r} move must be one of {shown}{extra}"
        )
    return str(value)


def move_from_json(data: Any) -> Move:
    """Read a move's JSON form, raising MalformedMove that names the problem."""
    if not isinstance(data, dict):
        raise MalformedMove("a move must be a JSON object with a 'type'")
    kind = data.get("type")
    if kind == "employ":
        return Employ(_count(data, "workers"))
    if kind == "buy":
        return Buy(_count(data, "tiles"))
    if kind == "place_tile":
        tile = _named(data, "tile", TILE_KINDS, required=True)
        assert tile is not None
        return PlaceTile(tile, _count(data, "x", WIDTH), _count(data, "y", HEIGHT))
    if kind == "place_worker":
        x, y = _count(data, "x", WIDTH), _count(data, "y", HEIGHT)
        build = _named(data, "build", tuple(BUILDINGS), required=False)
        take = _named(data, "take", RESOURCES, required=False)
        if build is not None and take is not None:
            raise MalformedMove("a 'place_worker' move names a building or a resource, not both")
        return PlaceWorker(x, y, build, take)
    raise MalformedMove(
        f"unknown move type {kind!r}; Empire V8.5 moves are: employ, buy, place_tile, place_worker"
    )
