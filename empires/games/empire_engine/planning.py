"""The Plan phase: engines (round one) or gears (later rounds) placed face down in two passes,
clockwise from the start player and back; then the reveal and the engines' turns."""

from __future__ import annotations

from empires.games.empire_engine.components import (
    ENGINES,
    GEARS,
    LAYOUTS,
    READY_KINDS,
    turned,
)
from empires.games.empire_engine.moves import (
    PLACE_ENGINE,
    PLACE_GEAR,
    Move,
    Offer,
    PlaceEngine,
    PlaceGear,
)
from empires.games.empire_engine.state import EngineState
from empires.kernel.errors import IllegalMove
from empires.kernel.events import Event

_ENGINE_FIRST: Offer = tuple(PLACE_ENGINE.values())
_ENGINE_SECOND: dict[str, Offer] = {
    engine: tuple(PLACE_ENGINE[engine, action] for action in LAYOUTS[e])
    for e, engine in enumerate(ENGINES)
}


def _boosts(ready: list[int]) -> tuple[str | None, ...]:
    return (None, *(kind for i, kind in enumerate(READY_KINDS) if ready[i] > 0))


def placement_moves(state: EngineState, seat: int) -> Offer:
    """What the placing seat may lay now."""
    placed = state.placements[seat]
    if state.round == 1:
        if not placed:
            return _ENGINE_FIRST
        first = placed[0]
        assert isinstance(first, PlaceEngine)
        return _ENGINE_SECOND["R" if first.engine == "L" else "L"]
    boosts = _boosts(state.seats[seat].ready)
    if not placed:
        return tuple(PLACE_GEAR[e, g, b] for e in ENGINES for g in GEARS for b in boosts)
    first_gear = placed[0]
    assert isinstance(first_gear, PlaceGear)
    engine = "R" if first_gear.engine == "L" else "L"
    gear = 2 if first_gear.gear == 1 else 1
    return tuple(PLACE_GEAR[engine, gear, b] for b in boosts)


def why_not_placeable(state: EngineState, seat: int, move: Move) -> IllegalMove:
    """The rule a placement breaks (the move is known not to be legal)."""
    placed = state.placements[seat]
    if not isinstance(move, PlaceEngine | PlaceGear):
        return IllegalMove("plan-phase", "now is the Plan phase: place an engine or a gear")
    if state.round == 1 and not isinstance(move, PlaceEngine):
        return IllegalMove(
            "round-one-places-engines", "in round one you place an engine, not a gear"
        )
    if state.round > 1 and not isinstance(move, PlaceGear):
        return IllegalMove(
            "later-rounds-place-gears", "after round one you place gears, not engines"
        )
    if placed and getattr(placed[0], "engine", None) == move.engine:
        return IllegalMove(
            "one-per-engine",
            f"you already placed under your {move.engine} engine; use the other one",
        )
    if isinstance(move, PlaceGear) and placed and getattr(placed[0], "gear", None) == move.gear:
        return IllegalMove(
            "each-gear-once", f"your {move.gear}-gear is already placed; use the other"
        )
    if isinstance(move, PlaceGear) and move.boost is not None:
        return IllegalMove(
            "gear-boost-needs-resource",
            f"to put a {move.boost} on a gear you need one in your ready pile",
        )
    return IllegalMove("not-a-placement", "that placement is not possible now")


def place(state: EngineState, seat: int, move: Move) -> bool:
    """Lay a (legal) engine or gear; return True once everybody has placed both."""
    state.placements[seat].append(move)
    if isinstance(move, PlaceGear):
        if move.boost is not None:
            state.seats[seat].ready[READY_KINDS.index(move.boost)] -= 1
        state.events.append(
            Event("placed_gear", {"seat": seat, "engine": move.engine, "boost": move.boost})
        )
        state.events.append(
            Event(
                "placed_gear_secret",
                {"engine": move.engine, "gear": move.gear, "boost": move.boost},
                seat,
            )
        )
    else:
        assert isinstance(move, PlaceEngine)
        state.events.append(Event("placed_engine", {"seat": seat, "engine": move.engine}))
        state.events.append(
            Event("placed_engine_secret", {"engine": move.engine, "action": move.action}, seat)
        )
    state.cursor += 1
    return state.cursor == 2 * state.players


def place_forced(state: EngineState) -> bool:
    """Lay every placement that leaves no choice (the second gear with an empty ready pile):
    a move with one option is not a decision. Return True once everybody has placed both."""
    while state.cursor < 2 * state.players:
        seat = state.placing_seat()
        forced = placement_moves(state, seat)
        if len(forced) != 1:
            state.cache[seat] = forced  # the next legal_moves call asks for exactly this
            return False
        place(state, seat, forced[0])
    return True


def reveal(state: EngineState) -> None:
    """Turn every placed engine or gear face up and turn the engines."""
    for seat, placed in enumerate(state.placements):
        player = state.seats[seat]
        if state.round == 1:
            top = [0, 0]
            for move in placed:
                assert isinstance(move, PlaceEngine)
                e = ENGINES.index(move.engine)
                top[e] = LAYOUTS[e].index(move.action)
            player.top = top
        else:
            assert player.top is not None
            for move in placed:
                assert isinstance(move, PlaceGear)
                e = ENGINES.index(move.engine)
                gear = GEARS[move.gear]
                turns = gear.turns if move.boost is None else gear.boosted_turns
                player.top[e] = turned(e, player.top[e], turns)
        gears = {
            m.engine: {"gear": m.gear, "boost": m.boost} for m in placed if isinstance(m, PlaceGear)
        }
        state.events.append(
            Event(
                "revealed",
                {
                    "seat": seat,
                    "L": LAYOUTS[0][player.top[0]],
                    "R": LAYOUTS[1][player.top[1]],
                    "gears": gears,
                },
            )
        )
        placed.clear()
    state.cursor = 0
