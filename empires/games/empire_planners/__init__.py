"""Empire Planners (Todd Sanders and Alban Viard; AV Studio Games), 2 players or solo against
Archie Indus."""

from empires.games.empire_planners.bots import HeuristicBot
from empires.games.empire_planners.rules import EmpirePlanners

#: The game's rules with its own bots; found through the entry point in pyproject.toml.
RULES = EmpirePlanners()
#: Its bots (moving to empires/bots/ and their own entry point).
BOTS = {"heuristic": HeuristicBot}

__all__ = ["RULES", "EmpirePlanners"]
