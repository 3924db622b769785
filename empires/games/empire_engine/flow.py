"""The order of play: rounds of a Plan phase (``planning``) and an Execute phase
(``execution``) whose three secret decisions are resolved once every seat asked has chosen,
until the last round ends the game."""

from __future__ import annotations

from empires.games.empire_engine import execution, planning, scoring
from empires.games.empire_engine.moves import Move
from empires.games.empire_engine.state import BLOCK, OVER, PLAN, SALVAGE, STEAL, EngineState
from empires.kernel.events import Event
from empires.kernel.simultaneous import Simultaneous

_RESOLVE = {
    BLOCK: execution.resolve_blocks,
    STEAL: execution.resolve_steals,
    SALVAGE: execution.resolve_salvage,
}
#: The secret choices of the execution: a seat offered one option only is not asked.
DECISIONS: Simultaneous[EngineState] = Simultaneous(execution.OFFERS)


def begin_round(state: EngineState) -> None:
    """Announce the round ``state`` is at and its start player."""
    state.events.append(
        Event("round_started", {"round": state.round, "start_player": state.start_player})
    )


def plan(state: EngineState, seat: int, move: Move) -> None:
    """Place ``seat``'s engine or gear; once every seat has placed, reveal them and execute."""
    state.cache = {}
    if planning.place(state, seat, move) or planning.place_forced(state):
        planning.reveal(state)
        execution.gather(state)
        execution.pay_attacks(state)
        advance(state)


def advance(state: EngineState) -> None:
    """Resolve simultaneous decisions whose seats have all chosen, until one waits."""
    while state.phase in _RESOLVE:
        chosen = DECISIONS.settle(state)
        if chosen is None:
            return
        phase = state.phase
        _RESOLVE[phase](state, chosen)
        if phase == SALVAGE:
            _end_round(state)
    state.cache = {}


def _end_round(state: EngineState) -> None:
    state.attacks, state.steals = [], []
    state.hit = [False] * state.players
    state.exported = [False] * state.players
    if state.round >= state.rounds:
        state.phase = OVER
        result = {"points": scoring.points(state), "winners": scoring.winners(state)}
        state.events.append(Event("game_over", result))
        return
    state.round += 1
    state.start_player = (state.start_player + 1) % state.players
    state.phase = PLAN
    begin_round(state)
