"""Empire Planners' rules behind the kernel's contract: who acts, what is legal, what a move does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_planners import city, rounds, scoring, texts
from empires.games.empire_planners.actions import claim_moves, pending_moves
from empires.games.empire_planners.bots import values
from empires.games.empire_planners.encoding import PlannersEncoding
from empires.games.empire_planners.moves import (
    Build,
    BuyFactory,
    Claim,
    Move,
    Pass,
    Reroll,
)
from empires.games.empire_planners.moves import move_from_json as _move_from_json
from empires.games.empire_planners.moves import move_to_json as _move_to_json
from empires.games.empire_planners.options import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from empires.games.empire_planners.state import BUILD, BUY, OVER, PlannersState
from empires.games.empire_planners.state import state_from_json as _state_from_json
from empires.games.empire_planners.state import state_to_json as _state_to_json
from empires.games.empire_planners.view import make_view
from empires.games.empire_planners.view import sample_state as _sample_state
from empires.kernel.errors import IllegalMove
from empires.kernel.events import Event
from empires.kernel.game import OVER as KIND_OVER
from empires.kernel.game import SEQUENTIAL, BotFactory, GameInfo, Rules, View
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng

INFO = GameInfo(
    name="empire-planners",
    titles={"en": "Empire Planners", "de": "Empire Planners"},
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    mechanics=("dice drafting", "action selection", "pick-up and deliver", "solo opponent"),
    summaries=texts.SUMMARIES,
    options=OPTIONS,
    version="1",
)


class EmpirePlanners(Rules[PlannersState, Move]):
    """The rules of Empire Planners (Todd Sanders, AV Studio Games): 2 players, or 1 against
    Archie Indus."""

    info = INFO

    def __init__(self, bots: Mapping[str, BotFactory]) -> None:
        self.bots = bots

    # -- setting up -------------------------------------------------------------------------
    def new_state(
        self, players: int, options: Mapping[str, OptionValue], seed: int
    ) -> PlannersState:
        state = PlannersState(players, dict(options), seed)
        rounds.set_up(state)
        return state

    def players_of(self, state: PlannersState) -> int:
        return state.n

    def options_of(self, state: PlannersState) -> dict[str, OptionValue]:
        return dict(state.options)

    # -- deciding ---------------------------------------------------------------------------
    def to_act(self, state: PlannersState) -> tuple[int, ...]:
        actor = state.actor()
        return () if actor is None else (actor,)

    def decision_kind(self, state: PlannersState) -> str:
        return KIND_OVER if state.phase == OVER else SEQUENTIAL

    def legal_moves(self, state: PlannersState, seat: int) -> Sequence[Move]:
        if seat != state.actor():
            return ()
        if state.phase == BUILD:
            return city.build_moves(state)
        if state.phase == BUY:
            return city.factory_moves(state)
        if state.pending is not None:
            return pending_moves(state)
        return claim_moves(state, seat)

    def apply(self, state: PlannersState, seat: int, move: Move) -> Move:
        legal = self.legal_moves(state, seat)
        if move not in legal:
            raise self._why_illegal(state, seat, move)
        rounds.play(state, seat, move)
        return move

    def _why_illegal(self, state: PlannersState, seat: int, move: Move) -> IllegalMove:
        if state.phase == OVER:
            return IllegalMove("game-over", "the game is over")
        if seat != state.actor():
            return IllegalMove("turn-order", f"it is seat {state.actor()}'s turn")
        name = type(move).__name__
        if state.phase == BUILD:
            if isinstance(move, Reroll):
                if state.rerolled:
                    return IllegalMove("reroll-once", "you may reroll one die only once")
                return IllegalMove("reroll-costs-2", "a reroll costs $2 of Capital")
            if isinstance(move, Build):
                why = city.build_offer(state, move)
                if why is not None:
                    return why
            return IllegalMove("building-phase", f"now is the Building phase, not {name}")
        if state.phase == BUY:
            if isinstance(move, BuyFactory):
                return IllegalMove(
                    "factory-must-be-paid",
                    "take a face-up Factory card and pay its full cost from Capital and Profit",
                )
            return IllegalMove(
                "factory-after-industrial", "an industrial building must take a Factory card now"
            )
        if state.pending is None:
            if isinstance(move, Claim):
                return IllegalMove(
                    "unclaimed-action",
                    "claim an icon nobody has claimed this round (Move One may be yours twice, Move Two once)",
                )
            return IllegalMove("claim-first", f"claim an action icon before {name}")
        kind = state.pending["kind"]
        if isinstance(move, Pass):
            return IllegalMove("nothing-to-finish", "this action has no choice to end")
        return IllegalMove(
            f"{kind.replace('_', '-')}-rules", f"{name} is not possible with the {kind} action now"
        )

    def copy_state(self, state: PlannersState) -> PlannersState:
        return state.copy()

    # -- ending -----------------------------------------------------------------------------
    def is_over(self, state: PlannersState) -> bool:
        return state.phase == OVER

    def scores(self, state: PlannersState) -> list[int]:
        totals = [entry["total"] for entry in scoring.breakdown_of(state)]
        return totals[: state.n]

    def winners(self, state: PlannersState) -> list[int]:
        if state.phase != OVER:
            return []
        return [p for p in scoring.first_place(state) if p < state.n]

    def score_breakdown(self, state: PlannersState) -> list[dict[str, Any]]:
        return scoring.breakdown_of(state)[: state.n]

    # -- search -----------------------------------------------------------------------------
    def forecast(self, state: PlannersState) -> list[float] | None:
        """The heuristic bot's values of the position (projected Profit plus what the assets
        should still bring). None in the solo game: there the win depends on Archie's points,
        which a seat's points alone do not carry, so a search plays to the end."""
        if state.solo:
            return None
        return list(values(state))

    # -- information ------------------------------------------------------------------------
    def view(self, state: PlannersState, seat: int | None) -> View:
        return make_view(state, seat, self.to_act(state))

    def sample_state(self, view: View, rng: SeededRng) -> PlannersState:
        return _sample_state(view, rng)

    def events(self, state: PlannersState) -> Sequence[Event]:
        return state.events

    # -- encoding ---------------------------------------------------------------------------
    def state_to_json(self, state: PlannersState) -> dict[str, Any]:
        return _state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> PlannersState:
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
        from empires.games.empire_planners.render import render_view

        return render_view(view, lang, names)

    # -- learning environments --------------------------------------------------------------
    def encoding(self, players: int, options: Mapping[str, OptionValue]) -> PlannersEncoding:
        return PlannersEncoding(players, options)
