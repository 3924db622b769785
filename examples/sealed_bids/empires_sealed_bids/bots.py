"""The game's own bot: it bids the card whose rank in its hand matches the prize's rank among
the prizes still open (the lowest card for the lowest prize, the highest for the highest)."""

from __future__ import annotations

from collections.abc import Sequence

from empires.kernel.game import Bot, View
from empires_sealed_bids.state import Bid


class MatchingBot(Bot):
    """Deterministic: it needs no seed."""

    def choose(self, view: View, legal: Sequence[Bid]) -> Bid:
        prizes = sorted([*view["prizes_left"], view["prize"]])
        hand = sorted(move.card for move in legal)
        card = hand[min(prizes.index(view["prize"]), len(hand) - 1)]
        return next(move for move in legal if move.card == card)


#: The bots Sealed Bids offers, by kind (its entry point in pyproject.toml).
BOTS = {"heuristic": lambda seed: MatchingBot()}
