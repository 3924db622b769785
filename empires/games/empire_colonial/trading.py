"""Trading windows (RULINGS 2): before each auction card and after the last one. Players take
turns clockwise; on its turn a player passes or puts an offer together in public (what it
gives, what it asks, to whom), and the player offered to accepts or declines. A window closes
once every player has passed in a row; a player who has made as many offers as the table
allows in this window passes without being asked."""

from __future__ import annotations

from itertools import product
from typing import Any

from empires.games.empire_colonial.components import CARDS
from empires.games.empire_colonial.moves import (
    ACCEPT,
    ASK,
    DECLINE,
    GIVE,
    GOLD_AMOUNTS,
    ITEMS,
    NOTHING,
    OFFER_TO,
    PASS,
    Answer,
    Ask,
    Give,
    Item,
    Move,
    OfferTo,
    Pass,
)
from empires.games.empire_colonial.state import TRADE, ColonialState, Draft
from empires.kernel.errors import IllegalMove
from empires.kernel.events import Event


def holds(stacks: dict[str, int], item: Item) -> bool:
    """Whether a player's stacks hold an offer's item."""
    return item.kind is None or stacks[item.kind] >= item.count


def transfer(stacks: dict[str, int], to: dict[str, int], item: Item) -> None:
    """Move an item from one player's stacks to another's."""
    if item.kind is not None:
        stacks[item.kind] -= item.count
        to[item.kind] += item.count


def start(state: ColonialState) -> None:
    """Open the trading window before the current auction card (or after the last one)."""
    state.phase = TRADE
    state.window = state.auction
    state.turn = (state.round - 1 + state.window) % state.n
    state.passes = 0
    state.offers_made = [0] * state.n
    state.draft = None
    state.offers = []
    state.events.append(Event("window_opened", {"window": state.window, "first": state.turn}))


def _asks_after(give: Item) -> tuple[Move, ...]:
    """What may be asked for ``give``: not nothing for nothing, not the same kind back."""
    return tuple(
        ASK[item]
        for item in ITEMS
        if not (item == NOTHING and give == NOTHING)
        and not (item.kind is not None and item.kind == give.kind)
    )


#: The asks open after each give, worked out once (rollouts ask for them very often).
_ASKS_AFTER = {item: _asks_after(item) for item in ITEMS}


def to_act(state: ColonialState) -> int:
    """The seat asked now: the one offered to, or the one whose turn it is."""
    draft = state.draft
    if draft is not None and draft.to is not None:
        return draft.to
    return state.turn


def _opening(stacks: dict[str, int]) -> tuple[Move, ...]:
    """Pass, or give any item these stacks hold."""
    return (PASS, *(GIVE[item] for item in ITEMS if holds(stacks, item)))


def _holding(stacks: dict[str, int]) -> tuple[int, ...]:
    """What decides which items stacks can give: which kinds they hold, and the gold amounts."""
    gold = stacks["gold"]
    return (
        *(stacks[kind] > 0 for kind in CARDS),
        sum(gold >= amount for amount in GOLD_AMOUNTS),
    )


#: The openings for every holding, worked out once (rollouts ask for them very often).
_OPENINGS = {
    _holding(stacks): _opening(stacks)
    for stacks in (
        {**dict(zip(CARDS, have, strict=True)), "gold": gold}
        for have in product((0, 1), repeat=len(CARDS))
        for gold in (0, *GOLD_AMOUNTS)
    )
}


def offered(state: ColonialState, seat: int) -> tuple[Move, ...]:
    """The next step open to the seat asked now."""
    if seat != to_act(state):
        return ()
    draft = state.draft
    if draft is None:
        return _OPENINGS[_holding(state.stacks[seat])]
    if draft.ask is None:
        assert draft.give is not None
        return _ASKS_AFTER[draft.give]
    if draft.to is None:
        return tuple(OFFER_TO[other] for other in range(state.n) if other != seat)
    assert draft.ask is not None
    if holds(state.stacks[seat], draft.ask):
        return (ACCEPT, DECLINE)
    return (DECLINE,)


#: The same, as sets for checking a move.
_ASKABLE = {item: frozenset(asks) for item, asks in _ASKS_AFTER.items()}


def allows(state: ColonialState, seat: int, move: Move) -> bool:
    """Whether ``move`` is one of the steps ``offered`` (without listing them)."""
    if seat != to_act(state):
        return False
    draft = state.draft
    if draft is None:
        if isinstance(move, Give):
            return move.item in GIVE and holds(state.stacks[seat], move.item)
        return move == PASS
    if draft.ask is None:
        assert draft.give is not None
        return move in _ASKABLE[draft.give]
    if draft.to is None:
        return isinstance(move, OfferTo) and move.seat != seat and 0 <= move.seat < state.n
    if move == ACCEPT:
        return holds(state.stacks[seat], draft.ask)
    return move == DECLINE


def apply(state: ColonialState, seat: int, move: Move) -> bool:
    """Apply one step; return True when the window has closed."""
    draft = state.draft
    if isinstance(move, Give):
        state.draft = Draft(seat, give=move.item)
        state.offers_made[seat] += 1
        state.passes = 0
        return False
    if isinstance(move, Ask):
        assert draft is not None
        draft.ask = move.item
        return False
    if isinstance(move, OfferTo):
        assert draft is not None
        draft.to = move.seat
        state.events.append(Event("offer_made", _offer(draft)))
        return False
    if isinstance(move, Answer):
        assert draft is not None and draft.give is not None and draft.ask is not None
        if move.accept:
            for offerer, answerer in zip(
                state.books(draft.offerer), state.books(seat), strict=True
            ):
                transfer(offerer, answerer, draft.give)
                transfer(answerer, offerer, draft.ask)
        record = {**_offer(draft), "accepted": move.accept}
        state.offers.append(record)
        state.publish(Event("offer_answered", record))
        state.draft = None
        return _next_turn(state)
    state.passes += 1
    return _next_turn(state)


def _next_turn(state: ColonialState) -> bool:
    limit = state.options["offers_per_window"]
    assert isinstance(limit, int)
    seat = (state.turn + 1) % state.n
    while state.passes < state.n and state.offers_made[seat] >= limit:
        state.passes += 1
        seat = (seat + 1) % state.n
    state.turn = seat
    if state.passes >= state.n:
        state.events.append(Event("window_closed", {"window": state.window}))
        return True
    return False


def _offer(draft: Draft) -> dict[str, Any]:
    assert draft.give is not None and draft.ask is not None
    return {
        "from": draft.offerer,
        "to": draft.to,
        "give": draft.give.to_json(),
        "ask": draft.ask.to_json(),
    }


def why_not(state: ColonialState, seat: int, move: Move) -> IllegalMove:
    """The rule a trading step breaks (the seat is the one asked)."""
    draft = state.draft
    if isinstance(move, Answer):
        if draft is None or draft.to is None:
            return IllegalMove("answer-only-an-offer-to-you", "no offer awaits your answer")
        return IllegalMove(
            "accept-only-what-you-hold", "you do not hold what the offer asks of you"
        )
    if draft is not None and draft.to is not None:
        return IllegalMove("answer-the-offer", "answer the offer made to you: accept or decline")
    if isinstance(move, Pass | Give):
        if draft is not None:
            return IllegalMove("finish-your-offer", "finish the offer you started first")
        return IllegalMove("offer-only-what-you-hold", "you do not hold what you offer to give")
    if isinstance(move, Ask):
        if draft is None or draft.ask is not None:
            return IllegalMove("offer-in-order", "an offer is made as give, then ask, then to whom")
        return IllegalMove(
            "offer-something-for-something-else",
            "an offer cannot be nothing for nothing, or a kind for the same kind",
        )
    if draft is None or draft.ask is None:
        return IllegalMove("offer-in-order", "an offer is made as give, then ask, then to whom")
    return IllegalMove("offer-to-another-player", "offer to another player at the table")
