"""Empire's own bots (a placeholder heuristic until the real one lands)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.kernel.game import Bot, View
from empires.kernel.rng import SeededRng


class HeuristicBot(Bot):
    """Values resources by round and bids, sells and trades by that value."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = SeededRng(seed)

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        return legal[0]
