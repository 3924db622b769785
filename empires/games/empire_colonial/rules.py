"""Empire's rules behind the kernel's contract: who acts, what is legal, what a move does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from empires.games.empire_colonial import (
    bidding,
    bundles,
    claiming,
    commerce,
    flow,
    scoring,
    texts,
    trading,
)
from empires.games.empire_colonial.encoding import ColonialEncoding
from empires.games.empire_colonial.moves import BUNDLE_KINDS, MOVES, Move
from empires.games.empire_colonial.options import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from empires.games.empire_colonial.state import BID, CLAIM, COMMERCE, OVER, TRADE, ColonialState
from empires.games.empire_colonial.valuation import expected_support
from empires.kernel.errors import IllegalMove
from empires.kernel.game import GameInfo, Rules
from empires.kernel.legality import Rule, RuleBook
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng
from empires.kernel.simultaneous import Simultaneous

INFO = GameInfo.from_texts(texts.TEXTS, OPTIONS, (MIN_PLAYERS, MAX_PLAYERS))

#: The phases' modules: what each offers, the moves it takes and its rules.
PHASE_MODULES = {CLAIM: claiming, COMMERCE: commerce, BID: bidding, TRADE: trading}
#: The secret decisions: every seat asked chooses, even with one option only (a seat with no
#: goods still lays its selection card; RULINGS 2).
DECISIONS: Simultaneous[ColonialState] = Simultaneous(
    {phase: PHASE_MODULES[phase].offered for phase in (CLAIM, COMMERCE, BID)}, settle_single=False
)


def _asked(state: ColonialState, seat: int) -> bool:
    """Whether ``seat`` is asked now, worked out without listing anybody's moves."""
    if not 0 <= seat < state.players:
        return False
    if state.phase == TRADE:
        return seat == trading.to_act(state)
    return state.phase != BID or not state.withdrawn[seat]


#: Who may move now, and with which kind of move (every phase's rules begin with these).
_COMMON = (
    Rule(
        "one-choice",
        lambda state, seat, move: seat not in state.choices,
        "you have already made this choice",
    ),
    Rule(
        "not-asked",
        lambda state, seat, move: _asked(state, seat),
        lambda state, seat, move: f"seat {seat} is not asked to decide now",
    ),
    Rule(
        "wrong-decision",
        lambda state, seat, move: isinstance(move, PHASE_MODULES[state.phase].KINDS),
        lambda state, seat, move: f"now is the {state.phase} phase, not a {type(move).__name__}",
    ),
)
#: Each phase's rules: one source for the moves allowed and the refusal of the others (the
#: phases list their moves faster than the rules filter them; a test holds the two together).
BOOKS: dict[str, RuleBook[ColonialState]] = {
    **{phase: RuleBook(*_COMMON, *module.RULES) for phase, module in PHASE_MODULES.items()},
    OVER: RuleBook(Rule("game-over", lambda state, seat, move: False, "the game is over")),
}


class EmpireColonial(Rules[ColonialState, Move]):
    """The rules of Empire, the colonial card game (Stephenson Games), for 2 to 6 players."""

    info = INFO
    state_type = ColonialState
    moves = MOVES
    encoding_type = ColonialEncoding
    simultaneous = DECISIONS
    #: Trading at any time is optional moves (``bundles``); machine play keeps the windows.
    optional_kinds = BUNDLE_KINDS
    machine_options = MappingProxyType({"trade_when": "windows"})

    # -- setting up -------------------------------------------------------------------------
    def new_state(
        self, players: int, options: Mapping[str, OptionValue], seed: int
    ) -> ColonialState:
        state = ColonialState(players=players, options=dict(options), rng=SeededRng(seed))
        flow.set_up(state)
        return state

    # -- deciding ---------------------------------------------------------------------------
    def to_act(self, state: ColonialState) -> tuple[int, ...]:
        if state.phase == TRADE:
            return (trading.to_act(state),)
        return DECISIONS.to_act(state) if state.phase != OVER else ()

    def legal_moves(self, state: ColonialState, seat: int) -> Sequence[Move]:
        if state.phase == TRADE:
            return trading.offered(state, seat)
        return DECISIONS.legal(state, seat) if state.phase != OVER else ()

    def allows(self, state: ColonialState, seat: int, move: Move) -> bool:
        """Whether ``move`` is in ``legal_moves(state, seat)``, checked without listing them
        (every move a search plays is checked, so this is a hot path)."""
        return BOOKS[state.phase].allows(state, seat, move)

    def search_moves(self, moves: Sequence[Move]) -> Sequence[Move]:
        return bidding.searched(moves)

    def read_move(self, state: ColonialState, seat: int, data: Any) -> Move:
        # Raises were stored as steps ("by") before bids named totals: the total follows.
        if (
            isinstance(data, Mapping)
            and data.get("type") == "raise"
            and type(data.get("by")) is int
        ):
            data = {"type": "raise", "to": state.bids[seat] + data["by"]}
        return super().read_move(state, seat, data)

    def why_illegal(self, state: ColonialState, seat: int, move: Move) -> IllegalMove:
        return BOOKS[state.phase].why_not(state, seat, move)

    def apply(self, state: ColonialState, seat: int, move: Move) -> Move:
        if not BOOKS[state.phase].allows(state, seat, move):
            raise self.why_illegal(state, seat, move)
        if state.phase == TRADE:
            if trading.apply(state, seat, move):
                flow.after_window(state)
            return move
        DECISIONS.choose(state, seat, move)
        chosen = DECISIONS.settle(state)
        if chosen is None:
            return move
        if state.phase == CLAIM:
            if claiming.resolve(state, chosen):
                flow.begin_round(state, 1)
        elif state.phase == COMMERCE:
            commerce.resolve(state, chosen)
            flow.begin_exploration(state)
        elif bidding.resolve_round(state, chosen):
            flow.after_bidding(state)
        return move

    def optional_moves(self, state: ColonialState, seat: int) -> Sequence[Move]:
        return bundles.listed(state, seat)

    def apply_optional(self, state: ColonialState, seat: int, move: Move) -> Move:
        return bundles.apply(state, seat, move)

    # -- ending -----------------------------------------------------------------------------
    def scores(self, state: ColonialState) -> list[int]:
        return scoring.support(state)

    def winners(self, state: ColonialState) -> list[int]:
        return scoring.winners(state) if state.phase == OVER else []

    def score_breakdown(self, state: ColonialState) -> list[dict[str, Any]]:
        return scoring.breakdown(state)

    def seat_roles(self, state: ColonialState) -> list[str] | None:
        """The nation each seat claimed (standard version)."""
        if state.options["version"] != "standard" or None in state.nations:
            return None
        return [str(nation) for nation in state.nations]

    # -- search -----------------------------------------------------------------------------
    def forecast(self, state: ColonialState) -> list[float]:
        """The heuristic bot's worth of every empire: forecast support after the developments
        still to come, plus its gold's purchasing power (``valuation.expected_support``)."""
        return expected_support(state)
