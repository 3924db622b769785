"""Empire Planners (Todd Sanders and Alban Viard; AV Studio Games), 2 players or solo against
Archie Indus."""

from empires.games.empire_planners.rules import EmpirePlanners

#: The game's rules; found through the entry point in pyproject.toml.
RULES = EmpirePlanners()

__all__ = ["RULES", "EmpirePlanners"]
