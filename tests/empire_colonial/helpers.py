"""Helpers for Empire's rules tests: build exact positions and play them like the rulebook.

Stacks are given as keyword counts (``good=2, gold=10``); anything not named is 0.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires import Match, new_match
from empires.games.empire_colonial import bidding, bundles, trading
from empires.games.empire_colonial.components import HOLDINGS
from empires.games.empire_colonial.moves import Bundle, Offer, Reply
from empires.kernel.rng import SeededRng

GAME = "empire-colonial"


def stacks(**counts: int) -> dict[str, int]:
    """A full set of stacks with the named counts."""
    unknown = set(counts) - set(HOLDINGS)
    assert not unknown, f"unknown stacks {unknown}"
    return {kind: counts.get(kind, 0) for kind in HOLDINGS}


def new(players: int = 4, seed: int = 0, **options: Any) -> Match:
    """A fresh match."""
    return new_match(GAME, players, options, seed)


def position(
    holdings: Sequence[Mapping[str, int]],
    *,
    phase: str = "commerce",
    nations: Sequence[str | None] | None = None,
    round: int = 1,
    row: Sequence[str] | None = None,
    **options: Any,
) -> Match:
    """A match at the start of ``phase`` ("commerce", "trade" or "bid") in ``round``, with
    exactly the given stacks. Trading and bidding start on the first auction card."""
    players = len(holdings)
    base = new(players, **options)
    data = base.state_json()
    data["phase"] = "commerce"
    data["round"] = round
    data["shortage"] = round - 1
    data["stacks"] = [stacks(**h) for h in holdings]
    data["nations"] = list(nations) if nations is not None else [None] * players
    if row is not None:
        data["row"] = list(row)
    data["events"] = []
    # Stacks set by hand have no public record behind them.
    data["tally"] = None
    data["choices"] = {}
    match = Match.from_position(GAME, data)
    if phase == "commerce":
        return match
    state = match.state
    state.auctions, state.auction = [i for i in range(6) if i != state.shortage], 0
    if phase == "trade":
        trading.start(state)
    elif phase == "bid":
        bidding.start(state)
    else:
        raise ValueError(phase)
    return match


def play_all(match: Match, moves: Mapping[int, Any]) -> None:
    """Every listed seat plays its move (a simultaneous decision), in seat order."""
    for seat in sorted(moves):
        match.play(seat, moves[seat])


def random_bundle(held: Mapping[str, int], rng: SeededRng) -> Bundle:
    """A random bundle within ``held``: a few kinds, each any count up to what is held."""
    counts = {kind: rng.below(n + 1) for kind, n in held.items() if n > 0 and rng.below(3) == 0}
    return Bundle(**counts)


def random_optional(match: Match, rng: SeededRng) -> tuple[int, Any] | None:
    """Now and then under trading at any time, an optional move of a random seat: one it is
    offered (an answer, a withdrawal, a one-card swap) or a random bundle offer or counter
    within both sides' holdings; None otherwise (drawing nothing when trading is in windows)."""
    state = match.state
    if not bundles.live(state) or rng.below(3):
        return None
    seat = rng.below(state.players)
    listed = match.optional_moves(seat)
    replies = [move for move in listed if isinstance(move, Reply)]
    if replies and rng.below(2):  # answers are few among the listed moves: favour them
        return seat, replies[rng.below(len(replies))]
    if rng.below(2) and listed:
        return seat, listed[rng.below(len(listed))]
    if sum(offer["from"] == seat for offer in state.bundles) >= bundles.ceiling(state):
        return None
    to = rng.below(state.players)
    mine = [offer for offer in state.bundles if offer["to"] == seat and offer["from"] == to]
    counters = mine[0]["id"] if mine and rng.below(2) else None
    give = random_bundle(bundles.free(state, seat), rng)
    ask = random_bundle(bundles.free(state, to), rng)
    if to == seat or give == ask == Bundle():
        return None
    return seat, Offer(to, give, ask, counters)


def random_move(match: Match, rng: SeededRng) -> tuple[int, Any]:
    """One seat asked now and one of its legal moves, at random; under trading at any time,
    now and then an optional trading move instead (``random_optional``)."""
    optional = random_optional(match, rng)
    if optional is not None:
        return optional
    seats = match.to_act()
    seat = seats[rng.below(len(seats))]
    legal = match.legal_moves(seat)
    return seat, legal[rng.below(len(legal))]


def play_randomly(match: Match, seed: int = 0) -> Match:
    """Play to the end with random moves."""
    rng = SeededRng(seed)
    while not match.is_over:
        match.play(*random_move(match, rng))
    return match
