"""Empire V8.5, a tile-laying and worker-placement prototype, for 2 to 4 players."""

from empires.games.empire_v85.bots import HeuristicBot
from empires.games.empire_v85.rules import EmpireV85

#: The game's rules with its own bots; found through the entry point in pyproject.toml.
RULES = EmpireV85({"heuristic": HeuristicBot})

__all__ = ["RULES", "EmpireV85"]
