"""Empire Engine's heuristic bot (placeholder replaced below)."""

from __future__ import annotations

from empires.bots.random_bot import RandomBot


class HeuristicBot(RandomBot):
    """Temporary."""
