"""Empire Planners' rules behind the kernel's contract: who acts, what is legal, what a move does.
The kit (``empires.kernel.game``) gives the rest: the JSON of states and moves, copies, texts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_planners import city, flow, scoring, texts
from empires.games.empire_planners.actions import CLAIMING, CLAIMS, pending_moves, why_not_pending
from empires.games.empire_planners.encoding import PlannersEncoding
from empires.games.empire_planners.moves import MOVES, Move
from empires.games.empire_planners.options import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from empires.games.empire_planners.state import ACTIONS, BUILD, BUY, OVER, PlannersState
from empires.games.empire_planners.valuation import values
from empires.kernel.errors import IllegalMove
from empires.kernel.game import GameInfo, Rules
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng

INFO = GameInfo.from_texts(texts.TEXTS, OPTIONS, (MIN_PLAYERS, MAX_PLAYERS))

#: The rules of each phase and the moves they are asked about (the legal moves are those that
#: break none); a pending action lists its own steps.
PHASE_RULES = {
    BUILD: (city.BUILDING, city.build_offers),
    BUY: (city.FACTORY, city.factory_offers),
    ACTIONS: (CLAIMING, lambda state, seat: CLAIMS),
}


class EmpirePlanners(Rules[PlannersState, Move]):
    """The rules of Empire Planners (Todd Sanders, AV Studio Games): 2 players, or 1 against
    Archie Indus."""

    info = INFO
    state_type = PlannersState
    moves = MOVES
    encoding_type = PlannersEncoding

    # -- setting up -------------------------------------------------------------------------
    def new_state(
        self, players: int, options: Mapping[str, OptionValue], seed: int
    ) -> PlannersState:
        return flow.set_up(PlannersState.start(players, dict(options), SeededRng(seed)))

    # -- deciding ---------------------------------------------------------------------------
    def to_act(self, state: PlannersState) -> tuple[int, ...]:
        actor = state.actor()
        return () if actor is None else (actor,)

    def legal_moves(self, state: PlannersState, seat: int) -> Sequence[Move]:
        # A search asks for the same decision's moves several times (to choose, then to
        # apply): they are worked out once per position and kept in ``state.cache``, which
        # every move empties (flow.play).
        cached = state.cache.get(seat)
        if cached is None:
            cached = state.cache[seat] = self._offer(state, seat)
        return cached

    def _offer(self, state: PlannersState, seat: int) -> tuple[Move, ...]:
        if seat != state.actor():
            return ()
        if state.pending is not None:
            return tuple(pending_moves(state))
        book, offers = PHASE_RULES[state.phase]
        return book.legal(state, seat, offers(state, seat))

    def apply(self, state: PlannersState, seat: int, move: Move) -> Move:
        move = self.own_move(state, seat, move)
        flow.play(state, seat, move)
        return move

    def why_illegal(self, state: PlannersState, seat: int, move: Move) -> IllegalMove:
        if state.phase == OVER:
            return super().why_illegal(state, seat, move)
        if seat != state.actor():
            return IllegalMove("turn-order", f"it is seat {state.actor()}'s turn")
        if state.pending is not None:
            return why_not_pending(state, move)
        return PHASE_RULES[state.phase][0].why_not(state, seat, move)

    # -- ending -----------------------------------------------------------------------------
    def scores(self, state: PlannersState) -> list[int]:
        return [entry["total"] for entry in self.score_breakdown(state)]

    def winners(self, state: PlannersState) -> list[int]:
        if state.phase != OVER:
            return []
        return [p for p in scoring.first_place(state) if p < state.players]

    def score_breakdown(self, state: PlannersState) -> list[dict[str, Any]]:
        return scoring.breakdown_of(state)[: state.players]

    def rules_players(self, state: PlannersState) -> list[dict[str, Any]]:
        if state.players > 1 or state.phase != OVER:
            return []
        name = {lang: texts.TERMS[lang]["archie"] for lang in ("en", "de")}
        won = 1 in scoring.first_place(state)
        return [{"name": name, "won": won, **scoring.breakdown_of(state)[1]}]

    # -- search -----------------------------------------------------------------------------
    def forecast(self, state: PlannersState) -> list[float] | None:
        """The position's values (``valuation``: projected Profit plus what the assets should
        still bring; the heuristic bot plays by them too). None in the solo game: there the win
        depends on Archie's points, which a seat's points alone do not carry, so a search plays
        to the end."""
        if state.solo:
            return None
        return list(values(state))
