"""The state of an Empire Engine game, and its JSON form (documented in docs/empire-engine.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from empires.games.empire_engine.components import ENGINES, KINDS, LAYOUTS, READY_KINDS
from empires.games.empire_engine.moves import MOVES, Move, PlaceEngine, PlaceGear
from empires.kernel.codec import (
    Bool,
    CodecError,
    Context,
    Custom,
    Int,
    List,
    MoveRef,
    Named,
    Optional,
    Record,
    Seat,
    spec,
)
from empires.kernel.errors import BadPosition
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng
from empires.kernel.state import GameState, legacy_step

PLAN, BLOCK, STEAL, SALVAGE, OVER = "plan", "block", "steal", "salvage", "over"
PHASES = (PLAN, BLOCK, STEAL, SALVAGE, OVER)
#: The format this game wrote before the common one (still read).
LEGACY_FORMAT = "empire-engine-state/1"


def top_json(top: list[int]) -> dict[str, str]:
    """The actions on top of both engines, by engine (``{"L": "arm", "R": "invent"}``)."""
    return {ENGINES[e]: LAYOUTS[e][top[e]] for e in range(2)}


def top_from_json(data: Any) -> list[int]:
    """Read :func:`top_json` back."""
    try:
        return [LAYOUTS[e].index(data[ENGINES[e]]) for e in range(2)]
    except (ValueError, KeyError, TypeError):
        raise CodecError("", "must name an action of each engine") from None


def _rows(names: tuple[str, ...], engine: int | None = None) -> Custom:
    """Rows of numbers written as objects (``engine``: the place holding an engine index;
    the last place a flag written as true or false)."""

    def dump(rows: list[list[int]]) -> list[dict[str, Any]]:
        return [
            {
                name: ENGINES[v] if i == engine else bool(v) if i == len(names) - 1 else v
                for i, (name, v) in enumerate(zip(names, row, strict=True))
            }
            for row in rows
        ]

    def value(i: int, name: str, value: Any) -> int:
        if i == engine:
            return ENGINES.index(value)
        if i == len(names) - 1:
            return int(bool(value))
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return value
        raise CodecError("", f"{name} must be a seat, not {value!r}")

    def load(data: list[dict[str, Any]]) -> list[list[int]]:
        return [[value(i, name, row[name]) for i, name in enumerate(names)] for row in data]

    return Custom(dump, load, lambda rows: [row[:] for row in rows])


_ATTACKS = _rows(("attacker", "engine", "target", "paid"), 1)
_STEALS = _rows(("attacker", "target", "extra"))


@dataclass(eq=False, slots=True)
class PlayerState:
    """One empire: its ready pile (soldiers, goods), score pile (soldiers, goods, inventions),
    and which action is on top of each engine (``None`` until the engines are first revealed)."""

    ready: list[int] = spec(Named(READY_KINDS))
    score: list[int] = spec(Named(KINDS))
    top: list[int] | None = spec(Optional(Custom(top_json, top_from_json, list)))


@dataclass(eq=False, kw_only=True)
class EngineState(GameState):
    """Everything about one game. Mutated in place by the rules; copy with :meth:`copy`.

    ``placements[seat]`` holds the engines or gears placed face down this round (secret until
    the reveal). During execution, ``attacks`` rows are ``[attacker, engine, target, paid]``,
    ``steals`` rows ``[attacker, target, extra]``; ``hit[seat]`` says whether at least one
    attack on the seat succeeded, ``exported[seat]`` whether its own Export went through.
    ``choices`` holds the secret choices already made in a simultaneous decision.
    """

    GAME = "empire-engine"
    MOVES = MOVES
    PHASES = PHASES

    round: int = spec(Int(1), default=1)
    start_player: int = spec(Seat(), default=0)
    cursor: int = spec(Int(0), default=0)
    seats: list[PlayerState] = spec(List(Record.of(PlayerState), "players"), default_factory=list)
    placements: list[list[Move]] = spec(List(List(MoveRef()), "players"), default_factory=list)
    attacks: list[list[int]] = spec(_ATTACKS, default_factory=list)
    steals: list[list[int]] = spec(_STEALS, default_factory=list)
    hit: list[bool] = spec(List(Bool(), "players"), default_factory=list)
    exported: list[bool] = spec(List(Bool(), "players"), default_factory=list)

    @classmethod
    def start(cls, players: int, options: dict[str, OptionValue], seed: int) -> EngineState:
        """A fresh game: round one, the Plan phase, the start player drawn unless chosen."""
        rng = SeededRng(seed)
        start = options["start_player"]
        return cls(
            players=players,
            options=options,
            rng=rng,
            phase=PLAN,
            start_player=start if isinstance(start, int) else rng.below(players),
            seats=[PlayerState([1, 1], [0, 0, 0], None) for _ in range(players)],
            placements=[[] for _ in range(players)],
            hit=[False] * players,
            exported=[False] * players,
        )

    @classmethod
    def legacy(cls, data: Mapping[str, Any]) -> dict[str, Any] | None:
        return legacy_step(
            cls, data, LEGACY_FORMAT, {"players_count": "players", "players": "seats"}
        )

    @property
    def rounds(self) -> int:
        """How many rounds the game lasts."""
        return cast(int, self.options["rounds"])

    def order(self) -> list[int]:
        """Turn order this round: clockwise from the start player."""
        return [(self.start_player + i) % self.players for i in range(self.players)]

    def turn_rank(self, seat: int) -> int:
        """Position of a seat in this round's turn order (0 = start player)."""
        return (seat - self.start_player) % self.players

    def placing_seat(self) -> int:
        """Who places next in the planning phase: clockwise, then counter-clockwise back."""
        n, cursor = self.players, self.cursor
        offset = cursor if cursor < n else 2 * n - 1 - cursor
        return (self.start_player + offset) % n

    def teammate(self, seat: int) -> int | None:
        """The partner opposite in team play, else None."""
        return (seat + 2) % 4 if self.options["teams"] else None

    def check(self) -> None:
        _check_playable(self)


def execution_json(state: EngineState) -> dict[str, Any]:
    """This round's open execution record (attacks, steals, hits, exports), as JSON."""
    return {
        "attacks": _ATTACKS.dump(state.attacks),
        "steals": _STEALS.dump(state.steals),
        "hit": list(state.hit),
        "exported": list(state.exported),
    }


def load_execution(state: EngineState, record: Mapping[str, Any]) -> None:
    """Put back an execution record as :func:`execution_json` writes it."""
    state.attacks = _ATTACKS.load(record["attacks"], "attacks", Context(state.players))
    state.steals = _STEALS.load(record["steals"], "steals", Context(state.players))
    state.hit, state.exported = list(record["hit"]), list(record["exported"])


def _check_playable(state: EngineState) -> None:
    """Raise BadPosition for a state the rules could not go on from."""
    from empires.games.empire_engine.execution import OFFERS

    if not 1 <= state.round <= state.rounds:
        raise BadPosition(f"round must be from 1 to {state.rounds}, not {state.round}")
    if state.cursor >= 2 * state.players:
        raise BadPosition(f"cursor must be below {2 * state.players}")
    needs_top = state.phase != OVER and not (state.round == 1 and state.phase == PLAN)
    for seat, player in enumerate(state.seats):
        if needs_top and player.top is None:
            raise BadPosition(f"players[{seat}].top must name the actions on top after round one")
    if state.phase == PLAN:
        expected = [0] * state.players
        probe = state.cursor
        for state.cursor in range(probe):
            expected[state.placing_seat()] += 1
        state.cursor = probe
        kind = PlaceEngine if state.round == 1 else PlaceGear
        for seat, placed in enumerate(state.placements):
            if len(placed) != expected[seat]:
                raise BadPosition(
                    f"placements[{seat}] must hold {expected[seat]} placements at cursor {probe}"
                )
            if any(not isinstance(m, kind) for m in placed):
                raise BadPosition(f"placements[{seat}] must hold {kind.__name__} moves this round")
            engines = {getattr(m, "engine", None) for m in placed}
            gears = {getattr(m, "gear", None) for m in placed}
            if len(placed) == 2 and (len(engines) < 2 or (kind is PlaceGear and len(gears) < 2)):
                raise BadPosition(f"placements[{seat}] must use each engine and gear once")
    elif any(state.placements) or state.cursor:
        raise BadPosition("placements and cursor must be empty outside the Plan phase")
    if state.choices and state.phase not in OFFERS:
        raise BadPosition(f"no secret choices are open in the {state.phase} phase")
    if state.phase in OFFERS:
        offers = {seat: OFFERS[state.phase](state, seat) for seat in range(state.players)}
        for seat, move in state.choices.items():
            if len(offers[seat]) < 2 or move not in offers[seat]:
                raise BadPosition(f"choices[{seat}] is not a choice open to seat {seat} now")
        if all(len(offers[s]) < 2 or s in state.choices for s in range(state.players)):
            # A game at rest waits for somebody: this phase would have been resolved already.
            raise BadPosition(f"nobody is left to choose in the {state.phase} phase")
