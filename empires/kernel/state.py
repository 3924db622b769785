"""The base of every game's state: seats, options, generator, phase, pending secret choices
and events, with copy and JSON written once.

A game's state is a dataclass deriving from :class:`GameState`; its fields say how they are
written (``empires.kernel.codec``). Every game writes the same format::

    {"format": "empires-state/1", "game": NAME, "version": N, "players": 3, "options": {...},
     "rng": 123, "phase": "...", <the game's fields>, "choices": {"0": move}, "events": [...]}

``version`` counts the game's own changes of its fields; reading a position of an older
version runs the game's version steps (``UPGRADES``), and a position in the format a game
wrote before the kit is turned into version 1 by its ``legacy`` step, so old records and saved
games still load.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from empires.kernel.codec import (
    Codec,
    CodecError,
    Context,
    Dict,
    Int,
    MoveRef,
    Raw,
    Record,
    Rng,
    spec,
)
from empires.kernel.errors import BadPosition, EmpiresError
from empires.kernel.events import Event
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng

if TYPE_CHECKING:
    from empires.kernel.game import GameInfo

FORMAT = "empires-state/1"
#: The phase every game is in once it has ended.
OVER = "over"

T = TypeVar("T", bound="GameState")


class _Options(Raw):
    """The resolved options (plain values: a copy is a flat one); checked by the game's
    option set on reading."""

    def copier(self) -> Callable[[Any], Any]:
        return dict


Upgrade = Callable[[dict[str, Any]], dict[str, Any]]


@dataclasses.dataclass(eq=False, kw_only=True)
class GameState:
    """What every game's state holds. Subclasses add their fields (all keyword-only)."""

    #: The game's registry name, its moves, its phases and the version of its fields.
    GAME: ClassVar[str]
    MOVES: ClassVar[Codec]
    PHASES: ClassVar[tuple[str, ...]]
    VERSION: ClassVar[int] = 1
    #: Version steps: ``UPGRADES[v]`` turns a position of version ``v`` into ``v + 1``.
    UPGRADES: ClassVar[Mapping[int, Upgrade]] = {}

    players: int = spec(Int(1))
    options: dict[str, OptionValue] = spec(_Options())
    rng: SeededRng = spec(Rng())
    phase: str = ""
    #: Secret choices already made in the current simultaneous decision, by seat.
    choices: dict[int, Any] = spec(Dict(MoveRef(), seats=True), default_factory=dict)
    events: list[Event] = dataclasses.field(default_factory=list)
    #: Moves worked out for the current decision, by seat (never written nor copied).
    cache: dict[int, Any] = spec(transient=True, default_factory=dict)

    # -- copying ------------------------------------------------------------------------------
    def copy(self: T) -> T:
        """A deep copy sharing nothing mutable (events and moves are immutable and shared;
        transient fields, such as caches, start empty)."""
        copier = _COPIERS.get(type(self))
        if copier is None:
            copier = _COPIERS[type(self)] = Record.of(type(self)).copier() or (lambda s: s)
        copied: T = copier(self)
        return copied

    # -- JSON -----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The full state in the common format (hidden information included)."""
        out: dict[str, Any] = {"format": FORMAT, "game": self.GAME, "version": self.VERSION}
        out.update(Record.of(type(self)).dump(self))
        return out

    @classmethod
    def legacy(cls, data: Mapping[str, Any]) -> dict[str, Any] | None:
        """A position in the format this game wrote before the common one, as version 1 of
        the common format; ``None`` when ``data`` is not in that old format."""
        return None

    @classmethod
    def upgrade(cls, data: Any) -> dict[str, Any]:
        """``data`` in the current version of the common format (or BadPosition)."""
        if isinstance(data, Mapping) and data.get("format") != FORMAT:
            old = cls.legacy(data)
            if old is not None:
                data = old
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise BadPosition(f"a position must be an object with format {FORMAT!r}")
        if data.get("game") != cls.GAME:
            raise BadPosition(
                f"game must be {cls.GAME!r} for this position, not {data.get('game')!r}"
            )
        version = data.get("version")
        if (
            not isinstance(version, int)
            or isinstance(version, bool)
            or not 1 <= version <= cls.VERSION
        ):
            raise BadPosition(
                f"version must be a whole number from 1 to {cls.VERSION}, not {version!r}"
            )
        out = dict(data)
        for step in range(version, cls.VERSION):
            out = cls.UPGRADES[step](out)
            out["version"] = step + 1
        return out

    @classmethod
    def from_json(cls: type[T], data: Any, info: GameInfo) -> T:
        """Read a position (any version), raising BadPosition naming the first bad field."""
        data = cls.upgrade(data)
        players = data.get("players")
        low, high = info.min_players, info.max_players
        if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
            raise BadPosition(
                f"players must be a whole number from {low} to {high}, not {players!r}"
            )
        try:
            raw = data.get("options")
            if not isinstance(raw, dict):
                raise BadPosition("options must be an object")
            options = info.options.resolve(players, raw)
            for name, key in Record.of(cls).names():
                if key not in data and name != "events":
                    raise BadPosition(f"{key} is missing")
            state: T = Record.of(cls).load(
                {**data, "options": options}, "", Context(players, cls.MOVES)
            )
            if state.phase not in cls.PHASES:
                raise BadPosition(f"phase must be one of {', '.join(cls.PHASES)}")
            state.check()
        except CodecError as error:
            raise BadPosition(str(error)) from None
        except BadPosition:
            raise
        except EmpiresError as error:
            raise BadPosition(f"invalid position: {error}") from error
        return state

    def check(self) -> None:
        """Raise BadPosition for a state the rules could not go on from (fields that are each
        fine but do not fit together); the game's own checks."""


_COPIERS: dict[type, Callable[[Any], Any]] = {}


def legacy_step(
    cls: type[GameState], data: Mapping[str, Any], old_format: str, renames: Mapping[str, str]
) -> dict[str, Any] | None:
    """Version 1 of the common format from a game's old format: the same fields, a few of
    them renamed (``renames``: old key to new key), with the common header. ``None`` when
    ``data`` is not in the old format (its ``format`` is not ``old_format``)."""
    if data.get("format") != old_format:
        return None
    out: dict[str, Any] = {"format": FORMAT, "game": cls.GAME, "version": 1}
    for key, value in data.items():
        if key != "format":
            out[renames.get(key, key)] = value
    return out


def options_added(**before: OptionValue) -> Upgrade:
    """The version step of a game that gained options: a position from before holds each
    with the value it was played with (``before``)."""

    def step(data: dict[str, Any]) -> dict[str, Any]:
        options = data.get("options")
        if not isinstance(options, Mapping):
            return data  # reading the position names the problem
        return {**data, "options": {**before, **options}}

    return step
