"""The moves of Empire V8.5, typed, with their JSON forms.

Cells are given by column ``x`` and row ``y`` on the table's grid (0, 0 is the top left).
"""

from __future__ import annotations

from dataclasses import dataclass

from empires.games.empire_v85.components import (
    BUILDINGS,
    CELLS,
    HEIGHT,
    RESOURCES,
    TILE_KINDS,
    WIDTH,
    xy,
)
from empires.kernel.codec import Int, Optional, Str, spec
from empires.kernel.moves import MoveSet, bad_field


@dataclass(frozen=True, slots=True)
class Employ:
    """Start of a turn, chosen in secret: how many workers to employ."""

    workers: int = spec(Int(0))


@dataclass(frozen=True, slots=True)
class Buy:
    """After the free tile, chosen in secret: how many more tiles to buy at one wood each."""

    tiles: int = spec(Int(0))


@dataclass(frozen=True, slots=True)
class PlaceTile:
    """Lay a tile of this kind from the hand on an empty cell next to the map."""

    tile: str = spec(Str(TILE_KINDS))
    x: int = spec(Int(0, below=WIDTH))
    y: int = spec(Int(0, below=HEIGHT))


@dataclass(frozen=True, slots=True)
class PlaceWorker:
    """Put a worker on a tile. On a developed tile ``build`` names the building to build there
    at the end of the turn (or ``None``); on the Town Center ``take`` names the resource."""

    x: int = spec(Int(0, below=WIDTH))
    y: int = spec(Int(0, below=HEIGHT))
    build: str | None = spec(Optional(Str(tuple(BUILDINGS))), default=None)
    take: str | None = spec(Optional(Str(RESOURCES)), default=None)

    def __post_init__(self) -> None:
        if self.build is not None and self.take is not None:
            raise bad_field("take", "names a building or a resource, not both")


Move = Employ | Buy | PlaceTile | PlaceWorker
MOVES = MoveSet(
    "Empire V8.5",
    {"employ": Employ, "buy": Buy, "place_tile": PlaceTile, "place_worker": PlaceWorker},
)

#: Every placement, made once, by (kind, cell) and (cell, build, take): the rules list the
#: placements at every decision of every rollout of a search, and building the moves afresh
#: each time was a large part of that. Moves are values, so a shared one is the same move.
TILE_AT = {(kind, cell): PlaceTile(kind, *xy(cell)) for kind in TILE_KINDS for cell in range(CELLS)}
WORKER_AT = {
    (cell, build, take): PlaceWorker(*xy(cell), build, take)
    for cell in range(CELLS)
    for build, take in (
        (None, None),
        *((building, None) for building in BUILDINGS),
        *((None, kind) for kind in RESOURCES),
    )
}
