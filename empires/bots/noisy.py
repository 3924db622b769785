"""The noisy bot: a game's heuristic bot that now and then plays a random legal move.

Two deterministic bots facing each other play the same game again and again (in Empire
Engine, with the start player fixed, 4,000 seeds of two heuristic bots give 8 different
games), so a study that needs many different games of good play seats this bot instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.bots.own import own_bots
from empires.bots.random_bot import RandomBot
from empires.kernel.game import Bot, Rules, View
from empires.kernel.rng import SeededRng

#: Share of decisions played at random.
NOISE = 0.1


class NoisyBot(Bot):
    """Plays like ``base``, except that with chance ``noise`` it picks a uniformly random
    legal move; reproducible for a seed."""

    def __init__(self, base: Bot, seed: int, noise: float = NOISE) -> None:
        self.base = base
        self.rng = SeededRng(seed)
        self.noise = noise

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        # Both draws happen every time, so one choice does not shift the next ones' draws.
        roll = self.rng.below(1 << 30) / (1 << 30)
        pick = self.rng.below(len(legal))
        move = self.base.choose(view, legal)
        return legal[pick] if roll < self.noise else move


def noisy(rules: Rules[Any, Any], seed: int) -> Bot:
    """The game's ``heuristic`` bot with noise (a random bot for a game without one)."""
    rng = SeededRng(seed)
    base_seed = rng.next_u64()
    factory = own_bots(rules).get("heuristic")
    base = factory(base_seed) if factory is not None else RandomBot(base_seed)
    return NoisyBot(base, rng.next_u64())
