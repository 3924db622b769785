"""The Plan phase: engines (round one) or gears (later rounds) placed face down in two passes,
clockwise from the start player and back; then the reveal and the engines' turns."""

from __future__ import annotations

from dataclasses import asdict

from empires.games.empire_engine import moves as mv
from empires.games.empire_engine.components import ENGINES, GEARS, LAYOUTS, READY_KINDS, turned
from empires.games.empire_engine.state import EngineState, top_json
from empires.kernel.events import Event
from empires.kernel.legality import Rule, RuleBook


def _other(placed: list[mv.Move], field: str, value: object) -> bool:
    """Whether the first placement this round (if any) used another ``field`` than ``value``."""
    return not placed or getattr(placed[0], field, None) != value


def _has_boost(state: EngineState, seat: int, move: mv.Move) -> bool:
    boost = getattr(move, "boost", None)
    return boost is None or state.seats[seat].ready[READY_KINDS.index(boost)] > 0


#: The placement rules, in the order a refusal names them: the legal placements are exactly
#: the candidates that break none (so the list and the refusals cannot drift apart).
PLACEMENT = RuleBook[EngineState](
    Rule(
        "plan-phase",
        lambda state, seat, move: isinstance(move, mv.PlaceEngine | mv.PlaceGear),
        "now is the Plan phase: place an engine or a gear",
    ),
    Rule(
        "round-one-places-engines",
        lambda state, seat, move: state.round > 1 or isinstance(move, mv.PlaceEngine),
        "in round one you place an engine, not a gear",
    ),
    Rule(
        "later-rounds-place-gears",
        lambda state, seat, move: state.round == 1 or isinstance(move, mv.PlaceGear),
        "after round one you place gears, not engines",
    ),
    Rule(
        "one-per-engine",
        lambda state, seat, move: _other(state.placements[seat], "engine", move.engine),
        lambda state, seat, move: (
            f"you already placed under your {move.engine} engine; use the other one"
        ),
    ),
    Rule(
        "each-gear-once",
        lambda state, seat, move: (
            not isinstance(move, mv.PlaceGear) or _other(state.placements[seat], "gear", move.gear)
        ),
        lambda state, seat, move: f"your {move.gear}-gear is already placed; use the other",
    ),
    Rule(
        "gear-boost-needs-resource",
        _has_boost,
        lambda state, seat, move: (
            f"to put a {move.boost} on a gear you need one in your ready pile"
        ),
    ),
    fallback=Rule(
        "not-a-placement", lambda state, seat, move: False, "that placement is not possible now"
    ),
)
_ENGINES: mv.Offer = tuple(mv.PLACE_ENGINE.values())
_GEARS: mv.Offer = tuple(mv.PLACE_GEAR.values())


#: The legal placements by what the rules above read: whether it is round one, the seat's
#: first placement of this round (if any) and which ready piles hold a resource. A search asks
#: for them at every Plan decision of every rollout; filtering all candidates through the
#: rule book each time took some 40% of a random game's time.
_LEGAL: dict[tuple[bool, mv.Move | None, tuple[bool, ...]], mv.Offer] = {}


def placement_moves(state: EngineState, seat: int) -> mv.Offer:
    """What the placing seat may lay now (the rule book's verdict, remembered)."""
    placed = state.placements[seat]
    key = (
        state.round == 1,
        placed[0] if placed else None,
        tuple(count > 0 for count in state.seats[seat].ready),
    )
    legal = _LEGAL.get(key)
    if legal is None:
        legal = _LEGAL[key] = PLACEMENT.legal(state, seat, _ENGINES if key[0] else _GEARS)
    return legal


#: Each placement's fields for its secret event, made once (``asdict`` in every rollout's
#: every placement was the next cost). A copy goes into each event.
_FIELDS: dict[mv.Move, dict[str, object]] = {m: asdict(m) for m in (*_ENGINES, *_GEARS)}


def place(state: EngineState, seat: int, move: mv.Move) -> bool:
    """Lay a (legal) engine or gear; return True once everybody has placed both."""
    assert isinstance(move, mv.PlaceEngine | mv.PlaceGear)
    state.placements[seat].append(move)
    # Everybody sees the engine (and a resource on a gear); the seat alone sees all of it.
    shown: dict[str, object] = {"seat": seat, "engine": move.engine}
    if isinstance(move, mv.PlaceGear):
        key, shown["boost"] = "placed_gear", move.boost
        if move.boost is not None:
            state.seats[seat].ready[READY_KINDS.index(move.boost)] -= 1
    else:
        key = "placed_engine"
    state.events += [Event(key, shown), Event(key + "_secret", dict(_FIELDS[move]), seat)]
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
        top = player.top = player.top or [0, 0]  # round one lays the engines
        for move in placed:
            assert isinstance(move, mv.PlaceEngine | mv.PlaceGear)
            e = ENGINES.index(move.engine)
            if isinstance(move, mv.PlaceEngine):
                top[e] = LAYOUTS[e].index(move.action)
            else:
                top[e] = turned(e, top[e], GEARS[move.gear].turning(move.boost))
        gears = {
            m.engine: {"gear": m.gear, "boost": m.boost}
            for m in placed
            if isinstance(m, mv.PlaceGear)
        }
        state.events.append(Event("revealed", {"seat": seat, **top_json(top), "gears": gears}))
        placed.clear()
    state.cursor = 0
