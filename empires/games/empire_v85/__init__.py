"""Empire V8.5, a tile-laying and worker-placement prototype, for 2 to 4 players."""

from empires.games.empire_v85.rules import EmpireV85

#: The game's rules; found through the entry point in pyproject.toml (its bots, in
#: ``empires.bots.empire_v85``, through theirs).
RULES = EmpireV85()

__all__ = ["RULES", "EmpireV85"]
