"""The order of play: setup, then rounds of development, commerce and exploration (trading
windows around five auctions), until the sixth development ends the game."""

from __future__ import annotations

from empires.games.empire_colonial import bidding, bundles, chronicle, claiming, trading
from empires.games.empire_colonial.components import ROUNDS, ROW_CARDS, ROW_LENGTH
from empires.games.empire_colonial.state import CLAIM, COMMERCE, OVER, ColonialState
from empires.kernel.events import Event


def set_up(state: ColonialState) -> None:
    """Deal the auction row; in the standard version deal the nations to claim, in the
    beginner version give everybody the same start and begin the first round."""
    state.stacks = chronicle.starting(state.players, state.options)
    state.tally = chronicle.starting(state.players, state.options)
    state.record = []
    state.nations = [None] * state.players
    state.row = list(ROW_CARDS[str(state.options["version"])])
    state.rng.shuffle(state.row)
    state.log("row_dealt", row=list(state.row))
    if state.options["version"] == "standard":
        state.phase = CLAIM
        claiming.deal(state)
        return
    begin_round(state, 1)


def begin_round(state: ColonialState, number: int) -> None:
    """Move the shortage card to its place for round ``number`` and develop every empire;
    after the sixth development the game is over, else commerce begins."""
    state.round = number
    state.shortage = number - 1
    state.choices, state.cache = {}, {}
    # Development is forced, so anyone can redo it on the tally (``publish`` does).
    reports = state.publish("round_started", round=number, shortage=state.shortage)
    for seat, report in enumerate(reports):
        state.events.append(Event("developed", report, to=seat))
    if number == ROUNDS:
        state.phase = OVER
        state.auctions, state.auction = [], 0
        state.log("game_over", support=[state.support(s) for s in range(state.players)])
        return
    state.phase = COMMERCE


def begin_exploration(state: ColonialState) -> None:
    """After commerce: the five uncovered auction cards, in row order."""
    state.auctions = [i for i in range(ROW_LENGTH) if i != state.shortage]
    state.auction = 0
    next_step(state)


def next_step(state: ColonialState) -> None:
    """Open the trading window before the current card (or after the last one), or go straight
    on when there are no windows (trading off, or at any time: ``bundles``)."""
    windows = state.options["trading"] and state.options["trade_when"] == "windows"
    (trading.start if windows else after_window)(state)


def after_window(state: ColonialState) -> None:
    """A trading window has closed: bid on the next card, or end the round."""
    if state.auction < len(state.auctions):
        bidding.start(state)
    else:
        bundles.close_all(state)
        begin_round(state, state.round + 1)


def after_bidding(state: ColonialState) -> None:
    """Bidding on a card has ended: settle it and go on to the next window or card."""
    bidding.settle(state)
    state.auction += 1
    next_step(state)
