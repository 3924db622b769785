"""The moves of Empire Engine, typed, with their JSON forms.

Every possible move is built once; legal-move lists hand out these shared instances.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import product

from empires.games.empire_engine.components import ENGINES, GEARS, KINDS, LAYOUTS, READY_KINDS
from empires.kernel.codec import Bool, Int, OneOf, Optional, Str, Tuple, spec
from empires.kernel.moves import MoveSet, bad_field


@dataclass(frozen=True, slots=True)
class PlaceEngine:
    """Round one: lay an engine face down with the chosen action on top."""

    engine: str = spec(Str(ENGINES))
    action: str = spec(Str())

    def __post_init__(self) -> None:
        layout = LAYOUTS[ENGINES.index(self.engine)]
        if self.action not in layout:
            raise bad_field("action", "must be one of " + ", ".join(repr(a) for a in layout))


@dataclass(frozen=True, slots=True)
class PlaceGear:
    """Later rounds: lay a gear face down under an engine, maybe with a resource on it."""

    engine: str = spec(Str(ENGINES))
    gear: int = spec(OneOf(tuple(GEARS)))
    boost: str | None = spec(Optional(Str(READY_KINDS)), default=None)


@dataclass(frozen=True, slots=True)
class Block:
    """Use a Defend action against one attack, named by its attacker and that attacker's engine.

    ``pay`` is set when blocking an attack on the teammate (team variant). An empty Block
    (no attacker) leaves the Defend unused, when only the teammate is under attack.
    """

    attacker: int | None = spec(Optional(Int(0)), default=None)
    engine: str | None = spec(Optional(Str(ENGINES)), default=None)
    pay: str | None = spec(Optional(Str(READY_KINDS)), default=None)

    def __post_init__(self) -> None:
        if self.attacker is None and (self.engine is not None or self.pay is not None):
            raise bad_field("attacker", "must be a seat number")
        if self.attacker is not None and self.engine is None:
            raise bad_field("engine", "must be 'L' or 'R'")


@dataclass(frozen=True, slots=True)
class Steal:
    """For each of this player's successful attacks that offers a choice, the kind to take."""

    take: tuple[str, ...] = spec(Tuple(Str(READY_KINDS)))


@dataclass(frozen=True, slots=True)
class Salvage:
    """Take one resource of a kind from the stock into the score pile."""

    take: str = spec(Str(KINDS))


@dataclass(frozen=True, slots=True)
class ShareExport:
    """Team variant: export too while the teammate exports (or decline)."""

    export: bool = spec(Bool())


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
SALVAGE = {kind: Salvage(kind) for kind in KINDS}
SHARE_EXPORT = {True: ShareExport(True), False: ShareExport(False)}
NO_BLOCK = Block()


@functools.cache
def steal_choices(count: int) -> tuple[Steal, ...]:
    """All Steal moves for ``count`` choosable steals (cached)."""
    return tuple(Steal(take) for take in product(READY_KINDS, repeat=count))


MOVES = MoveSet(
    "Empire Engine",
    {
        "place_engine": PlaceEngine,
        "place_gear": PlaceGear,
        "block": Block,
        "steal": Steal,
        "salvage": Salvage,
        "share_export": ShareExport,
    },
)
move_to_json = MOVES.to_json
move_from_json = MOVES.from_json
