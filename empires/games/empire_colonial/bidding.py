"""Exploration auctions, played by turns (RULINGS 2): bidding on one card runs in simultaneous
bidding rounds; each player still in raises to a new total, stands, or withdraws while tied.
A round's raises count first, then its withdrawals one at a time in turn order from the
round's start player: one no longer tied by then is void. Bidding ends after a round in which
nobody raised or withdrew; the highest bid held by exactly one player wins, even a bid of 0."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from empires.games.empire_colonial.moves import STAND, WITHDRAW, Move, Raise, Stand, Withdraw
from empires.games.empire_colonial.state import BID, ColonialState
from empires.kernel.legality import Rule


def start(state: ColonialState) -> None:
    """Open bidding on the current auction card: everybody in, every bid 0."""
    state.phase = BID
    state.bids, state.withdrawn = [0] * state.players, [False] * state.players
    state.bidding_round = 1
    state.choices, state.cache = {}, {}
    state.log("bidding_opened", card=state.current_card(), position=state.auction)


def still_in(state: ColonialState) -> list[int]:
    """Seats that have not withdrawn from the current card."""
    return [seat for seat in range(state.players) if not state.withdrawn[seat]]


def is_tied(state: ColonialState, seat: int) -> bool:
    """Whether another player still in holds the same bid as ``seat``."""
    bids, out, mine = state.bids, state.withdrawn, state.bids[seat]
    if bids.count(mine) < 2:
        return False  # nobody else holds this bid at all (the usual case)
    return any(bid == mine and not out[other] and other != seat for other, bid in enumerate(bids))


@lru_cache(maxsize=4096)
def raises(low: int, high: int) -> tuple[Raise, ...]:
    """The raises to every total from ``low`` to ``high`` (shared: bidders ask for them often)."""
    return tuple(Raise(to) for to in range(low, high + 1))


def most(state: ColonialState, seat: int) -> int:
    """The highest total ``seat`` may bid: its gold, or the ``bid_limit`` option if lower."""
    gold = state.stacks[seat]["gold"]
    return min(gold, int(state.options["bid_limit"] or gold))


def offered(state: ColonialState, seat: int) -> tuple[Move, ...]:
    """Stand always; withdraw while tied; raise to any total above one's bid one may bid."""
    if state.withdrawn[seat]:
        return ()
    higher = raises(state.bids[seat] + 1, most(state, seat))
    return (STAND, WITHDRAW, *higher) if is_tied(state, seat) else (STAND, *higher)


def searched(moves: Sequence[Move]) -> Sequence[Move]:
    """The raises a search tries: 1, 2, 5, 10 and 20 above one's bid, and all one may bid."""
    totals = [move.to for move in moves if isinstance(move, Raise)]
    keep = {*(totals[0] + by - 1 for by in (1, 2, 5, 10, 20)), totals[-1]} if totals else ()
    return [m for m in moves if not isinstance(m, Raise) or m.to in keep or len(totals) <= 6]


#: The moves of bidding.
KINDS = (Raise, Stand, Withdraw)
#: What a bidding move must do (besides being one by a seat still in; see ``rules``).
RULES = (
    Rule(
        "raise-above-your-bid",
        lambda state, seat, move: not isinstance(move, Raise) or move.to > state.bids[seat],
        lambda state, seat, move: f"a raise names a new total above your bid of {state.bids[seat]}",
    ),
    Rule(
        "bid-at-most-your-gold",
        lambda state, seat, move: not isinstance(move, Raise) or move.to <= most(state, seat),
        lambda state, seat, move: (
            f"a bid of {move.to} is more than the {most(state, seat)} gold you may bid (your "
            f"gold: {state.stacks[seat]['gold']}; bid limit: {state.options['bid_limit'] or 'none'})"
        ),
    ),
    Rule(
        "withdraw-only-when-tied",
        lambda state, seat, move: not isinstance(move, Withdraw) or is_tied(state, seat),
        "you may withdraw only while another player ties your bid",
    ),
)


def resolve_round(state: ColonialState, chosen: dict[int, Move]) -> bool:
    """Apply one bidding round; return True when bidding on the card is over."""
    # A raise chosen before its seat traded gold away counts up to the gold it may bid now.
    totals = {
        s: min(m.to, most(state, s)) for s, m in sorted(chosen.items()) if isinstance(m, Raise)
    }
    raised = {seat: total for seat, total in totals.items() if total > state.bids[seat]}
    for seat, total in raised.items():
        state.bids[seat] = total
    left, void, start = [], [], (state.round - 1) % state.players
    for seat in sorted(chosen, key=lambda seat: (seat - start) % state.players):
        if isinstance(chosen[seat], Withdraw) and is_tied(state, seat):
            state.withdrawn[seat], state.bids[seat] = True, 0
            left.append(seat)
        elif isinstance(chosen[seat], Withdraw):
            void.append(seat)  # no longer tied: the withdrawal is void and the bid stands
    shown = _shown(raised)
    state.log("bidding_round", round=state.bidding_round, raised=shown, withdrew=left, void=void)
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
    state.bids, state.withdrawn = [0] * state.players, [False] * state.players


def _shown(held: dict[int, int]) -> dict[str, int]:
    return {str(seat): bid for seat, bid in held.items()}
