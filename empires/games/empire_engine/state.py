"""The state of an Empire Engine game, and its JSON form (documented in docs/empire-engine.md)."""

from __future__ import annotations

from typing import Any

from empires.games.empire_engine.components import ENGINES, LAYOUTS
from empires.games.empire_engine.moves import (
    Move,
    PlaceEngine,
    PlaceGear,
    move_from_json,
    move_to_json,
)
from empires.kernel.errors import BadPosition, EmpiresError
from empires.kernel.events import Event
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng

PLAN, BLOCK, STEAL, SALVAGE, OVER = "plan", "block", "steal", "salvage", "over"
PHASES = (PLAN, BLOCK, STEAL, SALVAGE, OVER)
STATE_FORMAT = "empire-engine-state/1"


class PlayerState:
    """One empire: its ready pile (soldiers, goods), score pile (soldiers, goods, inventions),
    and which action is on top of each engine (``None`` until the engines are first revealed)."""

    __slots__ = ("ready", "score", "top")

    def __init__(self, ready: list[int], score: list[int], top: list[int] | None) -> None:
        self.ready = ready
        self.score = score
        self.top = top

    def copy(self) -> PlayerState:
        """A deep copy."""
        return PlayerState(self.ready[:], self.score[:], None if self.top is None else self.top[:])


class EngineState:
    """Everything about one game. Mutated in place by the rules; copy with :meth:`copy`.

    ``placements[seat]`` holds the engines or gears placed face down this round (secret until
    the reveal). During execution, ``attacks`` rows are ``[attacker, engine, target, paid]``,
    ``steals`` rows ``[attacker, target, extra]``; ``hit[seat]`` says whether at least one
    attack on the seat succeeded, ``exported[seat]`` whether its own Export went through.
    ``choices`` holds the secret choices already made in a simultaneous decision.
    """

    __slots__ = (
        "attacks",
        "cache",
        "choices",
        "cursor",
        "events",
        "exported",
        "hit",
        "n",
        "options",
        "phase",
        "placements",
        "players",
        "rng",
        "round",
        "rounds",
        "start_player",
        "steals",
    )

    def __init__(self, n: int, options: dict[str, OptionValue], seed: int) -> None:
        self.n = n
        self.options = options
        rounds = options["rounds"]
        assert isinstance(rounds, int)
        self.rounds: int = rounds
        self.rng = SeededRng(seed)
        start = options["start_player"]
        self.start_player: int = start if isinstance(start, int) else self.rng.below(n)
        self.round = 1
        self.phase = PLAN
        self.cursor = 0
        self.players = [PlayerState([1, 1], [0, 0, 0], None) for _ in range(n)]
        self.placements: list[list[Move]] = [[] for _ in range(n)]
        self.attacks: list[list[int]] = []
        self.steals: list[list[int]] = []
        self.hit = [False] * n
        self.exported = [False] * n
        self.choices: dict[int, Move] = {}
        self.events: list[Event] = []
        self.cache: dict[int, tuple[Move, ...]] = {}

    def copy(self) -> EngineState:
        """A deep copy sharing nothing mutable (events are immutable and shared)."""
        other = EngineState.__new__(EngineState)
        other.n = self.n
        other.options = dict(self.options)
        other.rounds = self.rounds
        other.rng = SeededRng(self.rng.state)
        other.start_player = self.start_player
        other.round = self.round
        other.phase = self.phase
        other.cursor = self.cursor
        other.players = [p.copy() for p in self.players]
        other.placements = [p[:] for p in self.placements]
        other.attacks = [a[:] for a in self.attacks]
        other.steals = [s[:] for s in self.steals]
        other.hit = self.hit[:]
        other.exported = self.exported[:]
        other.choices = dict(self.choices)
        other.events = self.events[:]  # events are immutable records, shared
        other.cache = {}
        return other

    def order(self) -> list[int]:
        """Turn order this round: clockwise from the start player."""
        return [(self.start_player + i) % self.n for i in range(self.n)]

    def turn_rank(self, seat: int) -> int:
        """Position of a seat in this round's turn order (0 = start player)."""
        return (seat - self.start_player) % self.n

    def placing_seat(self) -> int:
        """Who places next in the planning phase: clockwise, then counter-clockwise back."""
        n, cursor = self.n, self.cursor
        offset = cursor if cursor < n else 2 * n - 1 - cursor
        return (self.start_player + offset) % n

    def teammate(self, seat: int) -> int | None:
        """The partner opposite in team play, else None."""
        return (seat + 2) % 4 if self.options["teams"] else None


def state_to_json(state: EngineState) -> dict[str, Any]:
    """The full state as JSON (hidden information included)."""
    return {
        "format": STATE_FORMAT,
        "players_count": state.n,
        "options": dict(state.options),
        "rng": state.rng.state,
        "round": state.round,
        "start_player": state.start_player,
        "phase": state.phase,
        "cursor": state.cursor,
        "players": [
            {
                "ready": {"soldier": p.ready[0], "good": p.ready[1]},
                "score": {"soldier": p.score[0], "good": p.score[1], "invention": p.score[2]},
                "top": None
                if p.top is None
                else {ENGINES[e]: LAYOUTS[e][p.top[e]] for e in range(2)},
            }
            for p in state.players
        ],
        "placements": [[move_to_json(m) for m in placed] for placed in state.placements],
        **execution_json(state),
        "choices": {str(seat): move_to_json(m) for seat, m in sorted(state.choices.items())},
        "events": [e.to_json() for e in state.events],
    }


def execution_json(state: EngineState) -> dict[str, Any]:
    """This round's open execution record (attacks, steals, hits, exports), as JSON."""
    return {
        "attacks": [
            {"attacker": a, "engine": ENGINES[e], "target": t, "paid": bool(paid)}
            for a, e, t, paid in state.attacks
        ],
        "steals": [{"attacker": a, "target": t, "extra": bool(x)} for a, t, x in state.steals],
        "hit": list(state.hit),
        "exported": list(state.exported),
    }


def _count(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise BadPosition(f"{where} must be a whole number of at least 0, not {value!r}")
    return value


def _seat(value: Any, n: int, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise BadPosition(f"{where} must be a seat from 0 to {n - 1}, not {value!r}")
    return value


def state_from_json(data: Any) -> EngineState:
    """Read a full state; raise BadPosition naming the first thing that is wrong."""
    from empires.games.empire_engine.options import OPTIONS

    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise BadPosition(
            f"an Empire Engine position must be an object with format {STATE_FORMAT!r}"
        )
    try:
        n = data["players_count"]
        if not isinstance(n, int) or not 2 <= n <= 12:
            raise BadPosition("players_count must be a whole number from 2 to 12")
        options = OPTIONS.resolve(n, data["options"])
        state = EngineState(n, options, 0)
        state.rng = SeededRng(_count(data["rng"], "rng"))
        state.round = _count(data["round"], "round")
        if not 1 <= state.round <= state.rounds:
            raise BadPosition(f"round must be from 1 to {state.rounds}, not {state.round}")
        state.start_player = _seat(data["start_player"], n, "start_player")
        if data["phase"] not in PHASES:
            raise BadPosition(f"phase must be one of {', '.join(PHASES)}")
        state.phase = data["phase"]
        state.cursor = _count(data["cursor"], "cursor")
        if state.cursor >= 2 * n:
            raise BadPosition(f"cursor must be below {2 * n}")
        if not isinstance(data["players"], list) or len(data["players"]) != n:
            raise BadPosition(f"players must list {n} players")
        for seat, (player, raw) in enumerate(zip(state.players, data["players"], strict=True)):
            where = f"players[{seat}]"
            player.ready = [
                _count(raw["ready"][k], f"{where}.ready.{k}") for k in ("soldier", "good")
            ]
            player.score = [
                _count(raw["score"][k], f"{where}.score.{k}")
                for k in ("soldier", "good", "invention")
            ]
            top = raw["top"]
            if top is None:
                player.top = None
            else:
                try:
                    player.top = [LAYOUTS[e].index(top[ENGINES[e]]) for e in range(2)]
                except (ValueError, KeyError, TypeError) as error:
                    raise BadPosition(f"{where}.top must name an action of each engine") from error
        if not isinstance(data["placements"], list) or len(data["placements"]) != n:
            raise BadPosition(f"placements must have one list per seat ({n})")
        state.placements = [[move_from_json(m) for m in placed] for placed in data["placements"]]
        state.attacks = [
            [
                _seat(a["attacker"], n, "attacker"),
                ENGINES.index(a["engine"]),
                _seat(a["target"], n, "target"),
                int(bool(a["paid"])),
            ]
            for a in data["attacks"]
        ]
        state.steals = [
            [
                _seat(s["attacker"], n, "attacker"),
                _seat(s["target"], n, "target"),
                int(bool(s["extra"])),
            ]
            for s in data["steals"]
        ]
        state.hit = [bool(h) for h in data["hit"]]
        state.exported = [bool(x) for x in data["exported"]]
        if len(state.hit) != n or len(state.exported) != n:
            raise BadPosition(f"hit and exported must have {n} entries")
        state.choices = {
            _seat(int(seat), n, "choices"): move_from_json(m) for seat, m in data["choices"].items()
        }
        state.events = [Event.from_json(e) for e in data.get("events", [])]
        _check_playable(state)
    except BadPosition:
        raise
    except EmpiresError as error:
        raise BadPosition(f"invalid position: {error}") from error
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise BadPosition(f"invalid position: missing or malformed field {error}") from error
    return state


def _check_playable(state: EngineState) -> None:
    """Raise BadPosition for a state the rules could not go on from."""
    from empires.games.empire_engine.execution import OFFERS

    needs_top = state.phase != OVER and not (state.round == 1 and state.phase == PLAN)
    for seat, player in enumerate(state.players):
        if needs_top and player.top is None:
            raise BadPosition(f"players[{seat}].top must name the actions on top after round one")
    if state.phase == PLAN:
        expected = [0] * state.n
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
        offers = {seat: OFFERS[state.phase](state, seat) for seat in range(state.n)}
        for seat, move in state.choices.items():
            if len(offers[seat]) < 2 or move not in offers[seat]:
                raise BadPosition(f"choices[{seat}] is not a choice open to seat {seat} now")
        if all(len(offers[s]) < 2 or s in state.choices for s in range(state.n)):
            # A game at rest waits for somebody: this phase would have been resolved already.
            raise BadPosition(f"nobody is left to choose in the {state.phase} phase")
