"""Exploration auctions, played by turns (RULINGS 2): bidding on one card runs in simultaneous
bidding rounds; each player still in raises, stands, or withdraws while tied. Bidding ends
after a round in which nobody raised or withdrew; the highest bid held by exactly one player
wins, even a bid of 0."""

from __future__ import annotations

from collections import Counter

from empires.games.empire_colonial.moves import RAISE, STAND, WITHDRAW, Move, Raise, Stand, Withdraw
from empires.games.empire_colonial.state import BID, ColonialState
from empires.kernel.legality import Rule


def start(state: ColonialState) -> None:
    """Open bidding on the current auction card: everybody in, every bid 0."""
    state.phase = BID
    state.bids = [0] * state.players
    state.withdrawn = [False] * state.players
    state.bidding_round = 1
    state.choices, state.cache = {}, {}
    state.log("bidding_opened", card=state.current_card(), position=state.auction)


def still_in(state: ColonialState) -> list[int]:
    """Seats that have not withdrawn from the current card."""
    return [seat for seat in range(state.players) if not state.withdrawn[seat]]


def is_tied(state: ColonialState, seat: int) -> bool:
    """Whether another player still in holds the same bid as ``seat``."""
    bids, out = state.bids, state.withdrawn
    mine = bids[seat]
    if bids.count(mine) < 2:
        return False  # nobody else holds this bid at all (the usual case)
    return any(bid == mine and not out[other] and other != seat for other, bid in enumerate(bids))


#: The raises open to a seat by how much gold it has beyond its bid (all of them from 20 on).
_RAISES_WITHIN = [tuple(move for by, move in RAISE.items() if by <= room) for room in range(21)]


def offered(state: ColonialState, seat: int) -> tuple[Move, ...]:
    """Stand always; withdraw while tied; raise by any step the seat's gold covers."""
    if state.withdrawn[seat]:
        return ()
    room = state.stacks[seat]["gold"] - state.bids[seat]
    raises = _RAISES_WITHIN[max(0, min(room, 20))]
    if is_tied(state, seat):
        return (STAND, WITHDRAW, *raises)
    return (STAND, *raises)


#: The moves of bidding.
KINDS = (Raise, Stand, Withdraw)
#: What a bidding move must do (besides being one by a seat still in; see ``rules``).
RULES = (
    Rule(
        "bid-at-most-your-gold",
        lambda state, seat, move: (
            not isinstance(move, Raise)
            or (move.by in RAISE and move.by <= state.stacks[seat]["gold"] - state.bids[seat])
        ),
        lambda state, seat, move: (
            f"a bid of {state.bids[seat] + move.by} is more than your "
            f"{state.stacks[seat]['gold']} gold"
        ),
    ),
    Rule(
        "withdraw-only-when-tied",
        lambda state, seat, move: not isinstance(move, Withdraw) or is_tied(state, seat),
        "you may withdraw only while another player ties your bid",
    ),
)


def resolve_round(state: ColonialState, chosen: dict[int, Move]) -> bool:
    """Apply one bidding round at once; return True when bidding on the card is over."""
    raised: dict[int, int] = {}
    left: list[int] = []
    for seat, move in sorted(chosen.items()):
        if isinstance(move, Raise):
            state.bids[seat] += move.by
            raised[seat] = state.bids[seat]
        elif isinstance(move, Withdraw):
            state.withdrawn[seat] = True
            state.bids[seat] = 0
            left.append(seat)
    state.log("bidding_round", round=state.bidding_round, raised=_shown(raised), withdrew=left)
    state.bidding_round += 1
    # With one player left nobody can outbid it, and raising would only cost it.
    return not (raised or left) or len(still_in(state)) <= 1


def winner(bids: dict[int, int]) -> int | None:
    """The seat with the highest bid that no other seat holds too, or None."""
    counts = Counter(bids.values())
    untied = [(bid, seat) for seat, bid in bids.items() if counts[bid] == 1]
    return max(untied)[1] if untied else None


def settle(state: ColonialState) -> None:
    """End bidding on the current card: the winner pays and takes the resource."""
    card = state.current_card()
    assert card is not None
    held = {seat: state.bids[seat] for seat in still_in(state)}
    seat = winner(held)
    if seat is None:
        state.log("auction_unwon", card=card, bids=_shown(held))
    else:
        state.publish("auction_won", card=card, seat=seat, paid=held[seat], bids=_shown(held))
    state.bids = [0] * state.players
    state.withdrawn = [False] * state.players


def _shown(held: dict[int, int]) -> dict[str, int]:
    return {str(seat): bid for seat, bid in held.items()}
