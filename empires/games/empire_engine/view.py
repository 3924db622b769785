"""Per-seat views: the one place where secret information is removed, and the inverse, drawing a
full state consistent with a view (for search bots that must not read the true state).

Secret in Empire Engine: engines and gears placed face down (which action, which gear; the
engine and a resource on a gear are seen), and choices already made in a simultaneous decision.
Everything else lies open on the table, the score piles included (see docs/empire-engine.md).
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from empires.games.empire_engine import moves as mv
from empires.games.empire_engine import state as st
from empires.games.empire_engine.components import ENGINES, GEARS, KINDS, LAYOUTS, READY_KINDS
from empires.games.empire_engine.flow import DECISIONS
from empires.kernel.game import View
from empires.kernel.rng import SeededRng

#: The cards everyone can see, so that clients draw them from the game's data, not a copy.
COMPONENTS = {
    "layouts": {ENGINES[e]: list(LAYOUTS[e]) for e in range(2)},
    "gears": {
        str(v): {"turns": g.turns, "boosted_turns": g.boosted_turns} for v, g in GEARS.items()
    },
}


def _placed(move: Any, secret: bool) -> dict[str, Any]:
    """A placement as the seat sees it: face down, only the engine and a gear's resource."""
    shown = asdict(move)
    if secret:
        shown["action" if isinstance(move, mv.PlaceEngine) else "gear"] = None
    return shown


def _score_hidden(state: st.EngineState, owner: int, seat: int | None) -> bool:
    """With hidden score piles only the owner and its teammate see what a pile holds, until
    the game is over."""
    if not state.options["hidden_score_piles"] or state.phase == st.OVER:
        return False
    return seat is None or (seat != owner and state.teammate(seat) != owner)


def make_view(state: st.EngineState, seat: int | None, to_act: tuple[int, ...]) -> View:
    """What ``seat`` may know (``None``: a spectator)."""
    empires = []
    for i, player in enumerate(state.seats):
        hidden = _score_hidden(state, i, seat)
        empires.append(
            {
                "ready": dict(zip(READY_KINDS, player.ready, strict=True)),
                "score": None if hidden else dict(zip(KINDS, player.score, strict=True)),
                "score_total": sum(player.score),
                "engines": None if player.top is None else st.top_json(player.top),
                "placed": [_placed(m, secret=i != seat) for m in state.placements[i]],
            }
        )
    return {
        "game": "empire-engine",
        "seat": seat,
        "players": state.players,
        "options": dict(state.options),
        "round": state.round,
        "rounds": state.rounds,
        "start_player": state.start_player,
        "phase": state.phase,
        "to_act": list(to_act),
        "chosen": sorted(state.choices),
        "my_choice": mv.move_to_json(state.choices[seat]) if seat in state.choices else None,
        "empires": empires,
        "components": COMPONENTS,
        **st.execution_json(state),
    }


def sample_state(view: View, rng: SeededRng) -> st.EngineState:
    """A full state that looks exactly like ``view`` to its seat; the hidden parts (others'
    face-down actions and gears, and what others chose in a simultaneous decision) are drawn
    at random."""
    state = st.EngineState.start(view["players"], dict(view["options"]), 0)
    state.rng = SeededRng(rng.next_u64())
    state.round = view["round"]
    state.start_player = view["start_player"]
    state.phase = view["phase"]
    for i, shown in enumerate(view["empires"]):
        engines, score = shown["engines"], shown["score"]
        top = None if engines is None else st.top_from_json(engines)
        if score is None:
            score = _guess_score(shown["score_total"], rng)
        else:
            score = [score[k] for k in KINDS]
        state.seats[i] = st.PlayerState([shown["ready"][k] for k in READY_KINDS], score, top)
        state.placements[i] = _guess_placements(shown["placed"], rng)
    state.cursor = sum(len(p) for p in state.placements) if state.phase == st.PLAN else 0
    st.load_execution(state, view)
    DECISIONS.draw_choices(state, view, rng, mv.move_from_json)
    return state


def _guess_score(total: int, rng: SeededRng) -> list[int]:
    """A hidden score pile of ``total`` cubes, each of a random kind."""
    score = [0, 0, 0]
    for _ in range(total):
        score[rng.below(3)] += 1
    return score


def _guess_placements(shown: list[dict[str, Any]], rng: SeededRng) -> list[Any]:
    placed: list[Any] = []
    for entry in shown:
        engine = entry["engine"]
        if "action" in entry:
            action = entry["action"] or rng.choice(LAYOUTS[ENGINES.index(engine)])
            placed.append(mv.PLACE_ENGINE[engine, action])
        else:
            gear = entry["gear"]
            if gear is None:
                gear = rng.choice((1, 2)) if not placed else 3 - placed[0].gear
            placed.append(mv.PLACE_GEAR[engine, gear, entry["boost"]])
    return placed
