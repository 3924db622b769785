"""Empire Engine's rules behind the kernel's contract: who acts, what is legal, what a move does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_engine import flow, planning, scoring, texts
from empires.games.empire_engine.encoding import EmpireEngineEncoding
from empires.games.empire_engine.flow import DECISIONS
from empires.games.empire_engine.moves import MOVES, Block, Move, Salvage, ShareExport, Steal
from empires.games.empire_engine.options import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from empires.games.empire_engine.state import BLOCK, OVER, PLAN, SALVAGE, STEAL, EngineState
from empires.kernel.errors import IllegalMove
from empires.kernel.game import GameInfo, Rules
from empires.kernel.options import OptionValue

INFO = GameInfo.from_texts(texts.TEXTS, OPTIONS, (MIN_PLAYERS, MAX_PLAYERS))


class EmpireEngine(Rules[EngineState, Move]):
    """The rules of Empire Engine (AEG, 2014; Pegasus, 2015) for 2 to 12 players."""

    info = INFO
    state_type = EngineState
    moves = MOVES
    encoding_type = EmpireEngineEncoding
    simultaneous = DECISIONS

    # -- setting up -------------------------------------------------------------------------
    def new_state(self, players: int, options: Mapping[str, OptionValue], seed: int) -> EngineState:
        state = EngineState.start(players, dict(options), seed)
        flow.begin_round(state)
        return state

    # -- deciding ---------------------------------------------------------------------------
    def to_act(self, state: EngineState) -> tuple[int, ...]:
        phase = state.phase
        if phase == PLAN:
            return (state.placing_seat(),)
        if phase == OVER:
            return ()
        return DECISIONS.to_act(state)

    def legal_moves(self, state: EngineState, seat: int) -> Sequence[Move]:
        phase = state.phase
        if phase == PLAN:
            if seat != state.placing_seat():
                return ()
            cached = state.cache.get(seat)
            if cached is None:
                cached = state.cache[seat] = planning.placement_moves(state, seat)
            return cached
        if phase == OVER:
            return ()
        return DECISIONS.legal(state, seat)

    def apply(self, state: EngineState, seat: int, move: Move) -> Move:
        move = self.own_move(state, seat, move)
        if state.phase == PLAN:
            flow.plan(state, seat, move)
            return move
        DECISIONS.choose(state, seat, move)
        flow.advance(state)
        return move

    def why_illegal(self, state: EngineState, seat: int, move: Move) -> IllegalMove:
        phase = state.phase
        if phase == OVER or seat in state.choices:
            return super().why_illegal(state, seat, move)
        if phase == PLAN:
            if seat != state.placing_seat():
                return IllegalMove("placing-order", f"seat {state.placing_seat()} places next")
            return planning.PLACEMENT.why_not(state, seat, move)
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
            reason = "Defend can block only an attack that reached you"
            if state.options["defend_teammate"]:
                reason += " or, paying from your ready pile, your teammate"
            return IllegalMove("defend-blocks-an-attack-on-you", reason)
        if isinstance(move, Steal):
            offered = DECISIONS.offers(state)[seat]
            need = len(offered[0].take) if offered and isinstance(offered[0], Steal) else 0
            return IllegalMove(
                "steal-one-kind-per-attack",
                f"name one kind (soldier or good) for each of your {need} steals that offer a choice",
            )
        return super().why_illegal(state, seat, move)

    # -- ending -----------------------------------------------------------------------------
    def scores(self, state: EngineState) -> list[int]:
        return scoring.points(state)

    def winners(self, state: EngineState) -> list[int]:
        return scoring.winners(state) if state.phase == OVER else []

    def score_breakdown(self, state: EngineState) -> list[dict[str, Any]]:
        return scoring.breakdown(state)
