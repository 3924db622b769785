"""Trading at any time during exploration (RULINGS 2; the option ``trade_when=anytime``):
optional moves, never anyone's turn. An offer names a bundle for a bundle (any cards of each
kind and any gold on each side, within what each side holds, gold in a standing bid excepted)
to one other player, in public; several may be open at once. The player offered to accepts,
declines or counters (a new offer back, which closes the one it answers); the maker may
withdraw it. An accepted bundle moves whole, checked against both stacks at that moment, or
the acceptance is refused with the reason. Offers close when exploration ends."""

from __future__ import annotations

from typing import Any

from empires.games.empire_colonial.components import CARDS, MAX_OPEN_OFFERS
from empires.games.empire_colonial.moves import NONE, Bundle, Move, Offer, Reply, Retract
from empires.games.empire_colonial.state import BID, ColonialState
from empires.kernel.legality import Rule, RuleBook


def anytime(state: ColonialState) -> bool:
    """Whether the options say to trade at any time."""
    return bool(state.options["trading"]) and state.options["trade_when"] == "anytime"


def live(state: ColonialState) -> bool:
    """Whether offers may be made now: trading at any time, and exploration under way."""
    return anytime(state) and state.phase == BID


def free(state: ColonialState, seat: int) -> dict[str, int]:
    """What ``seat`` may trade away: its stacks, less the gold of its standing bid."""
    held = dict(state.stacks[seat])
    if state.phase == BID and not state.withdrawn[seat]:
        held["gold"] -= state.bids[seat]
    return held


def lacking(state: ColonialState, seat: int, bundle: Bundle | dict[str, int]) -> str | None:
    """What ``seat`` does not hold of ``bundle`` (in the stacks' words), or None."""
    counts = bundle.counts() if isinstance(bundle, Bundle) else bundle
    held = free(state, seat)
    for kind, count in counts.items():
        if held[kind] < count:
            bid = state.stacks[seat][kind] - held[kind]
            bid_text = f", {bid} more in a standing bid" if bid else ""
            return f"seat {seat} has {held[kind]} {kind} to trade{bid_text}, not {count}"
    return None


def find(state: ColonialState, number: int) -> dict[str, Any] | None:
    """The open offer with this number, if any."""
    return next((offer for offer in state.bundles if offer["id"] == number), None)


def _open_to(state: ColonialState, seat: int, number: int | None, maker: int) -> bool:
    offer = None if number is None else find(state, number)
    return offer is not None and offer["to"] == seat and offer["from"] == maker


def _blocked(state: ColonialState, seat: int, move: Move) -> str | None:
    """Why an accepted offer cannot move now (what one side lacks), or None."""
    if not isinstance(move, Reply) or not move.accept:
        return None
    offer = find(state, move.offer)
    assert offer is not None
    return lacking(state, offer["from"], offer["give"]) or lacking(state, seat, offer["ask"])


def _open_offers(state: ColonialState, seat: int) -> int:
    """How many offers ``seat`` has open."""
    return sum(offer["from"] == seat for offer in state.bundles)


def ceiling(state: ColonialState) -> int:
    """The most offers one player may have open (the option ``open_offers``; a position
    stored before the option existed has the loosest)."""
    value = state.options.get("open_offers", MAX_OPEN_OFFERS)
    return value if isinstance(value, int) else MAX_OPEN_OFFERS


def _within_ceiling(state: ColonialState, seat: int, move: Move) -> bool:
    """Whether an offer keeps its maker within the ceiling (a counter closes the offer it
    answers, which is not the maker's, so it counts like any other offer)."""
    return not isinstance(move, Offer) or _open_offers(state, seat) < ceiling(state)


def _offer_check(state: ColonialState, seat: int, move: Move) -> str | None:
    if not isinstance(move, Offer):
        return None
    return lacking(state, seat, move.give) or lacking(state, move.to, move.ask)


#: What an optional trading move must do, in the order a refusal names them.
BOOK: RuleBook[ColonialState] = RuleBook(
    Rule(
        "trade-at-any-time-only",
        lambda state, seat, move: anytime(state),
        "offers at any time need the options trading and trade_when=anytime",
    ),
    Rule(
        "trade-during-exploration",
        lambda state, seat, move: state.phase == BID,
        "offers are made during exploration only, until the shortage card moves",
    ),
    Rule(
        "offer-to-another-player",
        lambda state, seat, move: (
            not isinstance(move, Offer) or (move.to != seat and move.to < state.players)
        ),
        "offer to another player at the table",
    ),
    Rule(
        "offer-something",
        lambda state, seat, move: (
            not isinstance(move, Offer) or move.give != NONE or move.ask != NONE
        ),
        "an offer cannot be nothing for nothing",
    ),
    Rule(
        "counter-an-offer-to-you",
        lambda state, seat, move: (
            not isinstance(move, Offer)
            or move.counters is None
            or _open_to(state, seat, move.counters, move.to)
        ),
        "a counter answers an open offer made to you by the player you counter",
    ),
    Rule(
        "open-offers-capped",
        _within_ceiling,
        lambda state, seat, move: (
            f"you have {_open_offers(state, seat)} offers open, the most the table allows"
            f" (option open_offers): withdraw one first"
        ),
    ),
    Rule(
        "offer-within-holdings",
        lambda state, seat, move: _offer_check(state, seat, move) is None,
        lambda state, seat, move: (
            f"an offer names only what each side holds: {_offer_check(state, seat, move)}"
        ),
    ),
    Rule(
        "answer-an-offer-to-you",
        lambda state, seat, move: (
            not isinstance(move, Reply) or (find(state, move.offer) or {}).get("to") == seat
        ),
        lambda state, seat, move: f"no open offer {move.offer} is made to you",
    ),
    Rule(
        "withdraw-your-own-offer",
        lambda state, seat, move: (
            not isinstance(move, Retract) or (find(state, move.offer) or {}).get("from") == seat
        ),
        lambda state, seat, move: f"you have no open offer {move.offer}",
    ),
    Rule(
        "bundle-moves-whole",
        lambda state, seat, move: _blocked(state, seat, move) is None,
        lambda state, seat, move: (
            f"the bundle cannot move whole now: {_blocked(state, seat, move)}"
        ),
    ),
)


def listed(state: ColonialState, seat: int) -> list[Move]:
    """The trading moves listed for ``seat``: its answers (accept where the bundle can move
    now) and withdrawals, and the plain one-card swaps with each other player (any other
    bundle is accepted as well: the table builds it)."""
    if not live(state):
        return []
    moves: list[Move] = []
    for offer in state.bundles:
        if offer["to"] == seat:
            accept = Reply(offer["id"], True)
            ok = _blocked(state, seat, accept) is None
            moves += [accept, Reply(offer["id"], False)] if ok else [Reply(offer["id"], False)]
        elif offer["from"] == seat:
            moves.append(Retract(offer["id"]))
    mine = free(state, seat)
    if _open_offers(state, seat) >= ceiling(state):
        return moves
    for other in range(state.players):
        theirs = free(state, other) if other != seat else {}
        moves += [
            Offer(other, Bundle(**{give: 1}), Bundle(**{ask: 1}))
            for give in CARDS
            if mine[give] > 0
            for ask in CARDS
            if ask != give and theirs.get(ask, 0) > 0
        ]
    return moves


def apply(state: ColonialState, seat: int, move: Move) -> Move:
    """Check a trading move in full (refused: ``IllegalMove`` naming the rule) and apply it."""
    if not BOOK.allows(state, seat, move):
        raise BOOK.why_not(state, seat, move)
    if isinstance(move, Offer):
        if move.counters is not None:
            _close(state, move.counters, "bundle_declined")
        number, state.next_offer = state.next_offer, state.next_offer + 1
        offer = {"id": number, "from": seat, "to": move.to, "give": move.give.counts()}
        offer |= {"ask": move.ask.counts(), "counters": move.counters}
        state.bundles = [*state.bundles, offer]
        state.log("bundle_offered", **offer)
    elif isinstance(move, Retract):
        _close(state, move.offer, "bundle_withdrawn")
    elif isinstance(move, Reply) and not move.accept:
        _close(state, move.offer, "bundle_declined")
    else:
        assert isinstance(move, Reply)
        offer = _close(state, move.offer, None)
        state.publish("bundle_traded", **{k: offer[k] for k in ("id", "from", "to", "give", "ask")})
        state.cache = {}  # the bidders' raises follow their gold
    return move


def _close(state: ColonialState, number: int, key: str | None) -> dict[str, Any]:
    """Take the open offer ``number`` off the table, logging ``key`` (if any) for it."""
    offer = find(state, number)
    assert offer is not None, "checked by the rules first"
    state.bundles = [other for other in state.bundles if other is not offer]
    if key is not None:
        state.log(key, id=number, **{"from": offer["from"], "to": offer["to"]})
    return offer


def close_all(state: ColonialState) -> None:
    """Exploration has ended: every offer still open closes."""
    if state.bundles:
        state.log("bundles_closed", ids=[offer["id"] for offer in state.bundles])
        state.bundles = []
