"""Empire's rules behind the kernel's contract: who acts, what is legal, what a move does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_colonial import bidding, claiming, commerce, flow, scoring, texts, trading
from empires.games.empire_colonial.bots import expected_support
from empires.games.empire_colonial.encoding import ColonialEncoding
from empires.games.empire_colonial.moves import (
    Answer,
    Ask,
    Give,
    Move,
    OfferTo,
    Pass,
    Raise,
    SelectNation,
    Sell,
    Stand,
    Withdraw,
)
from empires.games.empire_colonial.moves import move_from_json as _move_from_json
from empires.games.empire_colonial.moves import move_to_json as _move_to_json
from empires.games.empire_colonial.options import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from empires.games.empire_colonial.state import BID, CLAIM, COMMERCE, OVER, TRADE, ColonialState
from empires.games.empire_colonial.state import state_from_json as _state_from_json
from empires.games.empire_colonial.state import state_to_json as _state_to_json
from empires.games.empire_colonial.view import make_view
from empires.games.empire_colonial.view import sample_state as _sample_state
from empires.kernel.errors import IllegalMove
from empires.kernel.events import Event
from empires.kernel.game import OVER as KIND_OVER
from empires.kernel.game import SEQUENTIAL, SIMULTANEOUS, BotFactory, GameInfo, Rules, View
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng

INFO = GameInfo(
    name="empire-colonial",
    titles={"en": "Empire (colonial card game)", "de": "Empire (koloniales Kartenspiel)"},
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    mechanics=("secret simultaneous selection", "auctions", "trading", "market pricing"),
    summaries=texts.SUMMARIES,
    options=OPTIONS,
    version="1",
)

#: What each simultaneous phase offers a seat.
OFFERS = {CLAIM: claiming.offered, COMMERCE: commerce.offered, BID: bidding.offered}
#: The moves each phase takes, to name the rule when another kind comes.
_EXPECTED: dict[str, tuple[type, ...]] = {
    CLAIM: (SelectNation,),
    COMMERCE: (Sell,),
    BID: (Raise, Stand, Withdraw),
    TRADE: (Pass, Give, Ask, OfferTo, Answer),
}


class EmpireColonial(Rules[ColonialState, Move]):
    """The rules of Empire, the colonial card game (Stephenson Games), for 2 to 6 players."""

    info = INFO

    def __init__(self, bots: Mapping[str, BotFactory]) -> None:
        self.bots = bots

    # -- setting up -------------------------------------------------------------------------
    def new_state(
        self, players: int, options: Mapping[str, OptionValue], seed: int
    ) -> ColonialState:
        state = ColonialState(players, dict(options), SeededRng(seed))
        flow.set_up(state)
        return state

    def players_of(self, state: ColonialState) -> int:
        return state.n

    def options_of(self, state: ColonialState) -> dict[str, OptionValue]:
        return dict(state.options)

    # -- deciding ---------------------------------------------------------------------------
    def to_act(self, state: ColonialState) -> tuple[int, ...]:
        phase = state.phase
        if phase == TRADE:
            return (trading.to_act(state),)
        if phase == OVER:
            return ()
        choices = state.choices
        if phase == BID:
            out = state.withdrawn
            return tuple([s for s in range(state.n) if not out[s] and s not in choices])
        return tuple([s for s in range(state.n) if s not in choices])

    def decision_kind(self, state: ColonialState) -> str:
        if state.phase == OVER:
            return KIND_OVER
        return SEQUENTIAL if state.phase == TRADE else SIMULTANEOUS

    def legal_moves(self, state: ColonialState, seat: int) -> Sequence[Move]:
        phase = state.phase
        if phase == OVER or seat in state.choices:
            return ()
        if phase == TRADE:
            return trading.offered(state, seat)
        return OFFERS[phase](state, seat)

    def allows(self, state: ColonialState, seat: int, move: Move) -> bool:
        """Whether ``move`` is in ``legal_moves(state, seat)``, checked without listing them
        (every move a search plays is checked, so this is a hot path)."""
        phase = state.phase
        if phase == OVER or seat in state.choices or not 0 <= seat < state.n:
            return False
        if phase == TRADE:
            return trading.allows(state, seat, move)
        if phase == BID:
            return bidding.allows(state, seat, move)
        if phase == COMMERCE:
            return commerce.allows(state, seat, move)
        return claiming.allows(state, move)

    def apply(self, state: ColonialState, seat: int, move: Move) -> Move:
        if not self.allows(state, seat, move):
            raise self._why_illegal(state, seat, move)
        if state.phase == TRADE:
            if trading.apply(state, seat, move):
                flow.after_window(state)
            return move
        state.choices[seat] = move
        deciding = state.n - sum(state.withdrawn) if state.phase == BID else state.n
        if len(state.choices) == deciding:
            chosen, state.choices = state.choices, {}
            if state.phase == CLAIM:
                if claiming.resolve(state, chosen):
                    flow.begin_round(state, 1)
            elif state.phase == COMMERCE:
                commerce.resolve(state, chosen)
                flow.begin_exploration(state)
            elif bidding.resolve_round(state, chosen):
                flow.after_bidding(state)
        return move

    def _why_illegal(self, state: ColonialState, seat: int, move: Move) -> IllegalMove:
        phase = state.phase
        if phase == OVER:
            return IllegalMove("game-over", "the game is over")
        if seat not in self.to_act(state):
            if seat in state.choices:
                return IllegalMove("one-choice", "you have already made this choice")
            return IllegalMove("not-asked", f"seat {seat} is not asked to decide now")
        if not isinstance(move, _EXPECTED[phase]):
            return IllegalMove(
                "wrong-decision", f"now is the {phase} phase, not a {type(move).__name__}"
            )
        stacks = state.stacks[seat]
        if isinstance(move, SelectNation):
            return IllegalMove(
                "select-a-nation-in-the-market",
                "select the number of a nation dealt into the market: " + ", ".join(state.market),
            )
        if isinstance(move, Sell):
            return IllegalMove(
                "sell-at-most-your-goods",
                f"you cannot sell {move.count} goods: you have {stacks['good']}",
            )
        if isinstance(move, Raise):
            return IllegalMove(
                "bid-at-most-your-gold",
                f"a bid of {state.bids[seat] + move.by} is more than your {stacks['gold']} gold",
            )
        if isinstance(move, Withdraw):
            return IllegalMove(
                "withdraw-only-when-tied",
                "you may withdraw only while another player ties your bid",
            )
        return trading.why_not(state, seat, move)

    def copy_state(self, state: ColonialState) -> ColonialState:
        return state.copy()

    # -- ending -----------------------------------------------------------------------------
    def is_over(self, state: ColonialState) -> bool:
        return state.phase == OVER

    def scores(self, state: ColonialState) -> list[int]:
        return scoring.support(state)

    def winners(self, state: ColonialState) -> list[int]:
        return scoring.winners(state) if state.phase == OVER else []

    def score_breakdown(self, state: ColonialState) -> list[dict[str, Any]]:
        return scoring.breakdown(state)

    def seat_roles(self, state: ColonialState) -> list[str] | None:
        """The nation each seat claimed (standard version)."""
        if not state.standard or None in state.nations:
            return None
        return [str(nation) for nation in state.nations]

    # -- search -----------------------------------------------------------------------------
    def forecast(self, state: ColonialState) -> list[float]:
        """The heuristic bot's worth of every empire: forecast support after the developments
        still to come, plus its gold's purchasing power (``bots.expected_support``)."""
        return expected_support(state)

    # -- information ------------------------------------------------------------------------
    def view(self, state: ColonialState, seat: int | None) -> View:
        return make_view(state, seat, self.to_act(state))

    def sample_state(self, view: View, rng: SeededRng) -> ColonialState:
        return _sample_state(view, rng)

    def events(self, state: ColonialState) -> Sequence[Event]:
        return state.events

    # -- encoding ---------------------------------------------------------------------------
    def state_to_json(self, state: ColonialState) -> dict[str, Any]:
        return _state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> ColonialState:
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
        from empires.games.empire_colonial.render import render_view

        return render_view(view, lang, names)

    # -- learning environments --------------------------------------------------------------
    def encoding(self, players: int, options: Mapping[str, OptionValue]) -> ColonialEncoding:
        return ColonialEncoding(players, options)
