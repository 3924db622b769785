"""The random bot: a uniformly random legal move, from its own seeded generator."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.kernel.game import Bot, View
from empires.kernel.rng import SeededRng


class RandomBot(Bot):
    """Picks uniformly among the legal moves; reproducible for a seed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = SeededRng(seed)

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        return self.rng.choice(legal)
