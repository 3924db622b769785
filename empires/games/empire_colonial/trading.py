"""Trading windows (RULINGS 2), before each auction card and after the last: on its turn a
player passes or puts an offer together in public (give, ask, to whom), the player offered to
accepts or declines; a window closes once all have passed in a row (or used up their offers)."""

from __future__ import annotations

from itertools import product

from empires.games.empire_colonial import moves as m
from empires.games.empire_colonial.components import CARDS
from empires.games.empire_colonial.moves import Item, Move
from empires.games.empire_colonial.state import TRADE, ColonialState, Draft
from empires.kernel.legality import Rule


def holds(stacks: dict[str, int], item: Item) -> bool:
    """Whether a player's stacks hold an offer's item."""
    return item.kind is None or stacks[item.kind] >= item.count


def start(state: ColonialState) -> None:
    """Open the trading window before the current auction card (or after the last one)."""
    state.phase = TRADE
    state.window = state.auction
    state.turn = (state.round - 1 + state.window) % state.players
    state.passes = 0
    state.offers_made = [0] * state.players
    state.draft = None
    state.offers = []
    state.log("window_opened", window=state.window, first=state.turn)


#: The asks open after each give, worked out once (rollouts ask for them very often): another
#: kind than the give's (so not nothing for nothing, not gold for gold).
_ASKS_AFTER = {
    give: tuple(m.ASK[item] for item in m.ITEMS if item.kind != give.kind) for give in m.ITEMS
}


def to_act(state: ColonialState) -> int:
    """The seat asked now: the one offered to, or the one whose turn it is."""
    draft = state.draft
    return draft.to if draft is not None and draft.to is not None else state.turn


def _holding(stacks: dict[str, int]) -> tuple[int, ...]:
    """What decides which items stacks can give: which kinds they hold, and the gold amounts."""
    gold = stacks["gold"]
    return (*(stacks[kind] > 0 for kind in CARDS), sum(gold >= g for g in m.GOLD_AMOUNTS))


#: The openings for every holding, worked out once (rollouts ask for them very often): pass,
#: or give any item the stacks hold.
_OPENINGS: dict[tuple[int, ...], tuple[Move, ...]] = {
    _holding(stacks): (m.PASS, *(m.GIVE[item] for item in m.ITEMS if holds(stacks, item)))
    for stacks in (
        {**dict(zip(CARDS, have, strict=True)), "gold": gold}
        for have in product((0, 1), repeat=len(CARDS))
        for gold in (0, *m.GOLD_AMOUNTS)
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
        return tuple(m.OFFER_TO[other] for other in range(state.players) if other != seat)
    return (m.ACCEPT, m.DECLINE) if holds(state.stacks[seat], draft.ask) else (m.DECLINE,)


#: The same, as sets for checking a move.
_ASKABLE = {item: frozenset(asks) for item, asks in _ASKS_AFTER.items()}


def _answering(state: ColonialState) -> bool:
    draft = state.draft
    return draft is not None and draft.to is not None


def _in_order(state: ColonialState, move: Move) -> bool:
    """An ask follows a give; the player offered to follows an ask."""
    draft = state.draft
    if isinstance(move, m.Ask):
        return draft is not None and draft.ask is None
    return not isinstance(move, m.OfferTo) or (draft is not None and draft.ask is not None)


#: The moves of trading.
KINDS = (m.Pass, m.Give, m.Ask, m.OfferTo, m.Answer)
_IN_ORDER = "an offer is made as give, then ask, then to whom"
#: What a trading step must do (besides being one, by the seat asked; see ``rules``), in the
#: order a refusal names them.
RULES = (
    Rule(
        "answer-only-an-offer-to-you",
        lambda state, seat, move: not isinstance(move, m.Answer) or _answering(state),
        "no offer awaits your answer",
    ),
    Rule(
        "accept-only-what-you-hold",
        lambda state, seat, move: move != m.ACCEPT or holds(state.stacks[seat], state.draft.ask),
        "you do not hold what the offer asks of you",
    ),
    Rule(
        "answer-the-offer",
        lambda state, seat, move: isinstance(move, m.Answer) or not _answering(state),
        "answer the offer made to you: accept or decline",
    ),
    Rule(
        "finish-your-offer",
        lambda state, seat, move: not isinstance(move, m.Pass | m.Give) or state.draft is None,
        "finish the offer you started first",
    ),
    Rule(
        "offer-only-what-you-hold",
        lambda state, seat, move: (
            not isinstance(move, m.Give) or holds(state.stacks[seat], move.item)
        ),
        "you do not hold what you offer to give",
    ),
    Rule("offer-in-order", lambda state, seat, move: _in_order(state, move), _IN_ORDER),
    Rule(
        "offer-something-for-something-else",
        lambda state, seat, move: not isinstance(move, m.Ask) or move in _ASKABLE[state.draft.give],
        "an offer cannot be nothing for nothing, or a kind for the same kind",
    ),
    Rule(
        "offer-to-another-player",
        lambda state, seat, move: (
            not isinstance(move, m.OfferTo)
            or (move.seat != seat and 0 <= move.seat < state.players)
        ),
        "offer to another player at the table",
    ),
)


def apply(state: ColonialState, seat: int, move: Move) -> bool:
    """Apply one step; return True when the window has closed."""
    draft = state.draft
    if isinstance(move, m.Give):
        state.draft = Draft(seat, give=move.item)
        state.offers_made[seat] += 1
        state.passes = 0
        return False
    if isinstance(move, m.Ask | m.OfferTo):
        assert draft is not None
        if isinstance(move, m.Ask):
            draft.ask = move.item
        else:
            draft.to = move.seat
            state.log("offer_made", **draft.to_json())
        return False
    if isinstance(move, m.Answer):
        assert draft is not None
        record = {**draft.to_json(), "accepted": move.accept}
        state.offers.append(record)
        state.publish("offer_answered", **record)
        state.draft = None
    else:
        state.passes += 1
    return _next_turn(state)


def _next_turn(state: ColonialState) -> bool:
    limit = state.options["offers_per_window"]
    assert isinstance(limit, int)
    seat = (state.turn + 1) % state.players
    while state.passes < state.players and state.offers_made[seat] >= limit:
        state.passes += 1
        seat = (seat + 1) % state.players
    state.turn = seat
    if state.passes >= state.players:
        state.log("window_closed", window=state.window)
        return True
    return False
