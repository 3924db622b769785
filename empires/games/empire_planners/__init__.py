"""Empire Planners (Todd Sanders and Alban Viard; AV Studio Games), 2 players or solo against
Archie Indus."""

from empires.bots.random_bot import RandomBot
from empires.games.empire_planners.bots import HeuristicBot
from empires.games.empire_planners.rules import EmpirePlanners
from empires.kernel.registry import register

RULES = EmpirePlanners({"random": RandomBot, "heuristic": HeuristicBot})
register(RULES)

__all__ = ["RULES", "EmpirePlanners"]
