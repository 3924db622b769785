"""The rules of Sealed Bids: a prize is shown, every seat bids a card in secret, the highest bid
alone takes the prize, the most points win. What is not the game's own comes from the kit."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.kernel.errors import IllegalMove
from empires.kernel.events import Event
from empires.kernel.game import GameInfo, Rules, View
from empires.kernel.legality import Rule, RuleBook
from empires.kernel.options import OptionSet, OptionValue, worded
from empires.kernel.rng import SeededRng
from empires.kernel.simultaneous import Simultaneous
from empires.kernel.state import FORMAT, OVER
from empires_sealed_bids import texts
from empires_sealed_bids.state import BID, MOVES, TOP_CARD, Bid, BidsState, Round, best

CARDS = worded("cards", "int", 6, texts.TEXTS["options"]["cards"], minimum=3, maximum=TOP_CARD)
INFO = GameInfo.from_texts(texts.TEXTS, OptionSet((CARDS,)), (2, 5))
#: One source for what may be bid and why a bid is refused.
BOOK: RuleBook[BidsState] = RuleBook(
    Rule(
        "card-in-hand",
        lambda state, seat, move: move.card in state.hands[seat],
        lambda state, seat, move: f"you hold no {move.card}; your cards: {state.hands[seat]}",
    )
)
#: What a seat's view leaves out of the state's JSON: the prizes' order, others' bids, the log.
SECRET = ("format", "version", "rng", "deck", "choices", "events")


def offers(state: BidsState, seat: int) -> list[Bid]:
    """A seat's bids: each card of its hand (with one card left, it is bid for the seat)."""
    return list(BOOK.legal(state, seat, (Bid(card) for card in range(1, TOP_CARD + 1))))


DECISIONS: Simultaneous[BidsState] = Simultaneous({BID: offers})


class SealedBids(Rules[BidsState, Bid]):
    """Sealed Bids for 2 to 5 players."""

    info = INFO
    state_type = BidsState
    moves = MOVES
    simultaneous = DECISIONS

    def new_state(self, players: int, options: Mapping[str, OptionValue], seed: int) -> BidsState:
        cards = list(range(1, int(options["cards"]) + 1))  # type: ignore[arg-type]
        state = BidsState(players=players, options=dict(options), rng=SeededRng(seed), phase=BID)
        state.deck, state.hands = cards, [cards[:] for _ in range(players)]
        state.won = [[] for _ in range(players)]
        state.rng.shuffle(state.deck)
        _reveal(state)
        return state

    def to_act(self, state: BidsState) -> tuple[int, ...]:
        return () if state.phase == OVER else DECISIONS.to_act(state)

    def legal_moves(self, state: BidsState, seat: int) -> Sequence[Bid]:
        return () if state.phase == OVER else DECISIONS.legal(state, seat)

    def apply(self, state: BidsState, seat: int, move: Bid) -> Bid:
        move = self.own_move(state, seat, move)
        DECISIONS.choose(state, seat, move)
        while (chosen := DECISIONS.settle(state)) is not None:
            _resolve(state, [chosen[s].card for s in range(state.players)])
        return move

    def why_illegal(self, state: BidsState, seat: int, move: Bid) -> IllegalMove:
        if state.phase == OVER or seat in state.choices or not isinstance(move, Bid):
            return super().why_illegal(state, seat, move)
        return BOOK.why_not(state, seat, move)

    def scores(self, state: BidsState) -> list[int]:
        return [sum(prizes) for prizes in state.won]

    def winners(self, state: BidsState) -> list[int]:
        return best(self.scores(state)) if state.phase == OVER else []

    def score_breakdown(self, state: BidsState) -> list[dict[str, Any]]:
        return [{"points": sum(won), "prizes": sorted(won)} for won in state.won]

    def view(self, state: BidsState, seat: int | None) -> View:
        """The state's JSON without its secrets, and what a seat may know of them."""
        view = {k: v for k, v in state.to_json().items() if k not in SECRET}
        mine = state.choices.get(seat) if seat is not None else None
        view.update(seat=seat, prizes_left=sorted(state.deck), points=self.scores(state))
        view.update(to_act=list(self.to_act(state)), chosen=sorted(state.choices))
        return {**view, "my_bid": None if mine is None else mine.card}

    def sample_state(self, view: View, rng: SeededRng) -> BidsState:
        """The view with its secrets drawn: the prizes' order, the bids others have made."""
        deck = list(view["prizes_left"])
        rng.shuffle(deck)
        data = {**view, "format": FORMAT, "version": 1, "rng": rng.next_u64(), "deck": deck}
        state = BidsState.from_json({**data, "choices": {}}, INFO)
        for other in view["chosen"]:
            mine = other == view["seat"]
            state.choices[other] = Bid(view["my_bid"]) if mine else rng.choice(offers(state, other))
        return state

    def render_view(self, view: View, lang: str, names: Sequence[str]) -> str:
        return texts.render(view, lang, names)


def _reveal(state: BidsState) -> None:
    """Show the next prize."""
    state.prize = state.deck.pop(0)
    state.events.append(Event("round_started", {"round": state.round, "prize": state.prize}))


def _resolve(state: BidsState, bids: list[int]) -> None:
    """Every seat has bid: the highest bid alone takes the prize; the bid cards are spent."""
    for seat, card in enumerate(bids):
        state.hands[seat].remove(card)
    takers = best(bids)
    params = {"prize": state.prize, "bids": bids, "card": max(bids), "seats": takers}
    if len(takers) == 1:
        state.won[takers[0]].append(state.prize)
    state.events.append(Event("prize_taken" if len(takers) == 1 else "prize_lost", params))
    state.last = Round(state.prize, bids)
    if state.deck:
        state.round += 1
        _reveal(state)
    else:
        state.phase = OVER
        points = [sum(won) for won in state.won]
        state.events.append(Event("game_over", {"points": points, "winners": best(points)}))
