"""The components of Empire V8.5, read from ``data/components.toml``: resources, the tile deck,
the buildings (the house and the building deck), the starting resources and the table's grid."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

#: The four goods, in the order every count lists them.
RESOURCES = ("food", "wood", "gold", "stone")
HOUSE = "house"
TOWN_CENTER = "town_center"
#: The Town Center's capacity: four workers, one per player (the text; RULINGS 3).
TOWN_CENTER_WORKERS = 4
#: Workers every player has before any house (the text).
BASE_WORKERS = 2

Goods = dict[str, int]


@dataclass(frozen=True)
class TileKind:
    """A kind of tile in the deck; ``yields`` is empty for tiles that give nothing (ocean)."""

    name: str
    letter: str
    count: int
    yields: str


@dataclass(frozen=True)
class Building:
    """A building card (or the house): what it costs before any added gold, what it gives."""

    name: str
    letter: str
    cost: tuple[tuple[str, int], ...]
    bonus: tuple[tuple[str, int], ...]


def _goods(raw: dict[str, Any], where: str) -> tuple[tuple[str, int], ...]:
    for kind, count in raw.items():
        if kind not in RESOURCES or not isinstance(count, int) or count < 0:
            raise ValueError(f"{where}: {kind} = {count!r} is not a count of a resource")
    return tuple((kind, int(raw[kind])) for kind in RESOURCES if raw.get(kind))


def _building(name: str, raw: dict[str, Any]) -> Building:
    cost, bonus = _goods(raw["cost"], f"{name}.cost"), _goods(raw["bonus"], f"{name}.bonus")
    return Building(name, str(raw["letter"]), cost, bonus)


def _load() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("data/components.toml").read_text("utf-8")
    data = tomllib.loads(text)
    for section in ("table", "city", "start", "house"):
        if data[section].get("provenance") not in ("rulebook", "reconstructed"):
            raise ValueError(f"[{section}] needs a provenance")
    return data


_DATA = _load()
WIDTH: int = int(_DATA["table"]["width"])
HEIGHT: int = int(_DATA["table"]["height"])
CELLS = WIDTH * HEIGHT
#: The Town Center lies in the middle of the table.
CENTER = (HEIGHT // 2) * WIDTH + WIDTH // 2
CITY_SIZE: int = int(_DATA["city"]["size"])
START: Goods = {kind: int(_DATA["start"].get(kind, 0)) for kind in RESOURCES}
#: Per player count, extra starting resources by place in the first turn's order (first
#: player first): a head start for those who pick building spots late in the early turns.
HEAD_START: dict[int, tuple[Goods, ...]] = {
    int(players): tuple({kind: int(extra.get(kind, 0)) for kind in RESOURCES} for extra in places)
    for players, places in _DATA["head_start"].items()
    if players not in ("provenance", "reason")
}
TILES: dict[str, TileKind] = {
    name: TileKind(name, str(raw["letter"]), int(raw["count"]), str(raw["yields"]))
    for name, raw in _DATA["tiles"].items()
}
TILE_KINDS = tuple(TILES)
DECK_SIZE = sum(kind.count for kind in TILES.values())
if HOUSE in _DATA["buildings"]:
    raise ValueError("the house is no card of the building deck: it has its own [house] entry")
BUILDINGS: dict[str, Building] = {
    name: _building(name, raw) for name, raw in _DATA["buildings"].items()
}
BUILDINGS[HOUSE] = _building(HOUSE, _DATA["house"])
#: The building deck (everything but the house), in the data file's order.
BUILDING_DECK = tuple(name for name in BUILDINGS if name != HOUSE)
if len(BUILDING_DECK) < CITY_SIZE:
    raise ValueError("the city shows more buildings than the deck holds")
if DECK_SIZE + 1 > CELLS:
    raise ValueError("the table must hold the whole tile deck and the Town Center")


def full_deck() -> list[str]:
    """Every tile of the deck, unshuffled, in the data file's order."""
    return [name for name, kind in TILES.items() for _ in range(kind.count)]


def cell_of(x: int, y: int) -> int:
    """The index of a cell from its column and row."""
    return y * WIDTH + x


def xy(cell: int) -> tuple[int, int]:
    """The column and row of a cell."""
    return cell % WIDTH, cell // WIDTH


def neighbours(cell: int) -> list[int]:
    """The cells that touch ``cell`` orthogonally, inside the table."""
    x, y = xy(cell)
    steps = ((x > 0, -1), (x < WIDTH - 1, 1), (y > 0, -WIDTH), (y < HEIGHT - 1, WIDTH))
    return [cell + step for inside, step in steps if inside]


NEIGHBOURS = tuple(tuple(neighbours(cell)) for cell in range(CELLS))
