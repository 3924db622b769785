"""Empire Engine's rules behind the kernel's contract: who acts, what is legal, what a move does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_engine import execution, planning, scoring, texts
from empires.games.empire_engine.encoding import EmpireEngineEncoding
from empires.games.empire_engine.moves import Block, Move, Salvage, ShareExport, Steal
from empires.games.empire_engine.moves import move_from_json as _move_from_json
from empires.games.empire_engine.moves import move_to_json as _move_to_json
from empires.games.empire_engine.options import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from empires.games.empire_engine.state import (
    BLOCK,
    OVER,
    PLAN,
    SALVAGE,
    STEAL,
    EngineState,
)
from empires.games.empire_engine.state import state_from_json as _state_from_json
from empires.games.empire_engine.state import state_to_json as _state_to_json
from empires.games.empire_engine.view import make_view
from empires.games.empire_engine.view import sample_state as _sample_state
from empires.kernel.errors import IllegalMove
from empires.kernel.events import Event
from empires.kernel.game import OVER as KIND_OVER
from empires.kernel.game import SEQUENTIAL, SIMULTANEOUS, BotFactory, GameInfo, Rules, View
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng

INFO = GameInfo(
    name="empire-engine",
    titles={"en": "Empire Engine", "de": "Empire Engine"},
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    mechanics=("simultaneous secret planning", "rondel engines", "take that", "team play"),
    summaries=texts.SUMMARIES,
    options=OPTIONS,
    version="1",
)

_RESOLVE = {
    BLOCK: execution.resolve_blocks,
    STEAL: execution.resolve_steals,
    SALVAGE: execution.resolve_salvage,
}


class EmpireEngine(Rules[EngineState, Move]):
    """The rules of Empire Engine (AEG, 2014; Pegasus, 2015) for 2 to 12 players."""

    info = INFO

    def __init__(self, bots: Mapping[str, BotFactory]) -> None:
        self.bots = bots

    # -- setting up -------------------------------------------------------------------------
    def new_state(self, players: int, options: Mapping[str, OptionValue], seed: int) -> EngineState:
        state = EngineState(players, dict(options), seed)
        state.events.append(
            Event("round_started", {"round": 1, "start_player": state.start_player})
        )
        return state

    def players_of(self, state: EngineState) -> int:
        return state.n

    def options_of(self, state: EngineState) -> dict[str, OptionValue]:
        return dict(state.options)

    # -- deciding ---------------------------------------------------------------------------
    def _offers(self, state: EngineState) -> dict[int, tuple[Move, ...]]:
        """Every seat's options in the current simultaneous decision (cached until a move)."""
        if not state.cache:
            offer = execution.OFFERS[state.phase]
            state.cache = {seat: offer(state, seat) for seat in range(state.n)}
        return state.cache

    def to_act(self, state: EngineState) -> tuple[int, ...]:
        phase = state.phase
        if phase == PLAN:
            return (state.placing_seat(),)
        if phase == OVER:
            return ()
        offers = self._offers(state)
        return tuple(s for s in range(state.n) if len(offers[s]) > 1 and s not in state.choices)

    def decision_kind(self, state: EngineState) -> str:
        if state.phase == OVER:
            return KIND_OVER
        return SEQUENTIAL if state.phase == PLAN else SIMULTANEOUS

    def legal_moves(self, state: EngineState, seat: int) -> Sequence[Move]:
        phase = state.phase
        if phase == PLAN:
            if seat != state.placing_seat():
                return ()
            cached = state.cache.get(seat)
            if cached is None:
                cached = state.cache[seat] = planning.placement_moves(state, seat)
            return cached
        if phase == OVER or seat in state.choices:
            return ()
        offers = self._offers(state).get(seat, ())
        return offers if len(offers) > 1 else ()

    def apply(self, state: EngineState, seat: int, move: Move) -> Move:
        legal = self.legal_moves(state, seat)
        try:
            # Keep the game's own instance: an equal look-alike (gear=True for 1) must not
            # end up in the state or the record.
            move = legal[legal.index(move)]
        except ValueError:
            raise self._why_illegal(state, seat, move) from None
        if state.phase == PLAN:
            state.cache = {}
            if planning.place(state, seat, move) or planning.place_forced(state):
                planning.reveal(state)
                execution.gather(state)
                execution.pay_attacks(state)
                self._advance(state)
            return move
        state.choices[seat] = move
        self._advance(state)
        return move

    def _advance(self, state: EngineState) -> None:
        """Resolve simultaneous decisions whose seats have all chosen, until one waits."""
        while state.phase in _RESOLVE:
            offers = self._offers(state)
            if any(len(offers[s]) > 1 and s not in state.choices for s in range(state.n)):
                return
            chosen = {s: o[0] for s, o in offers.items() if len(o) == 1}
            chosen.update(state.choices)
            state.choices = {}
            state.cache = {}
            phase = state.phase
            _RESOLVE[phase](state, chosen)
            if phase == SALVAGE:
                self._end_round(state)
        state.cache = {}

    def _end_round(self, state: EngineState) -> None:
        state.attacks, state.steals = [], []
        state.hit = [False] * state.n
        state.exported = [False] * state.n
        if state.round >= state.rounds:
            state.phase = OVER
            state.events.append(
                Event(
                    "game_over",
                    {"points": scoring.points(state), "winners": scoring.winners(state)},
                )
            )
            return
        state.round += 1
        state.start_player = (state.start_player + 1) % state.n
        state.phase = PLAN
        state.events.append(
            Event("round_started", {"round": state.round, "start_player": state.start_player})
        )

    def _why_illegal(self, state: EngineState, seat: int, move: Move) -> IllegalMove:
        phase = state.phase
        if phase == OVER:
            return IllegalMove("game-over", "the game is over")
        if phase == PLAN:
            if seat != state.placing_seat():
                return IllegalMove("placing-order", f"seat {state.placing_seat()} places next")
            return planning.why_not_placeable(state, seat, move)
        if seat in state.choices:
            return IllegalMove("one-choice", "you have already made this choice")
        expected: dict[str, tuple[type, ...]] = {
            BLOCK: (Block,),
            STEAL: (Steal,),
            SALVAGE: (Salvage, ShareExport),
        }
        if not isinstance(move, expected[phase]):
            return IllegalMove(
                "wrong-decision", f"now is the {phase} decision, not {type(move).__name__}"
            )
        if isinstance(move, Block):
            return IllegalMove(
                "defend-blocks-an-attack-on-you",
                "Defend can block only an attack that reached you"
                + (
                    " or, paying from your ready pile, your teammate"
                    if state.options["defend_teammate"]
                    else ""
                ),
            )
        if isinstance(move, Steal):
            offered = self._offers(state)[seat]
            need = len(offered[0].take) if offered and isinstance(offered[0], Steal) else 0
            return IllegalMove(
                "steal-one-kind-per-attack",
                f"name one kind (soldier or good) for each of your {need} steals that offer a choice",
            )
        return IllegalMove("not-offered", "that choice is not open to you now")

    def copy_state(self, state: EngineState) -> EngineState:
        return state.copy()

    # -- ending -----------------------------------------------------------------------------
    def is_over(self, state: EngineState) -> bool:
        return state.phase == OVER

    def scores(self, state: EngineState) -> list[int]:
        return scoring.points(state)

    def winners(self, state: EngineState) -> list[int]:
        return scoring.winners(state) if state.phase == OVER else []

    def score_breakdown(self, state: EngineState) -> list[dict[str, Any]]:
        return scoring.breakdown(state)

    # -- information ------------------------------------------------------------------------
    def view(self, state: EngineState, seat: int | None) -> View:
        return make_view(state, seat, self.to_act(state))

    def sample_state(self, view: View, rng: SeededRng) -> EngineState:
        return _sample_state(view, rng)

    def events(self, state: EngineState) -> Sequence[Event]:
        return state.events

    # -- encoding ---------------------------------------------------------------------------
    def state_to_json(self, state: EngineState) -> dict[str, Any]:
        return _state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> EngineState:
        return _state_from_json(data)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return _move_to_json(move)

    def move_from_json(self, data: Any) -> Move:
        return _move_from_json(data)

    # -- texts ------------------------------------------------------------------------------
    def describe_move(self, move: Move, lang: str) -> str:
        return texts.describe_move(move, lang)

    def event_text(self, event: Event, lang: str, names: Sequence[str]) -> str:
        return texts.event_text(event, lang, names)

    def render_view(self, view: View, lang: str, names: Sequence[str]) -> str:
        from empires.games.empire_engine.render import render_view

        return render_view(view, lang, names)

    # -- learning environments --------------------------------------------------------------
    def encoding(self, players: int, options: Mapping[str, OptionValue]) -> EmpireEngineEncoding:
        return EmpireEngineEncoding(players, options)
