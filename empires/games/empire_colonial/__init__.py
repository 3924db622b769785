"""Empire, the colonial card game (Stephenson Games), 2 to 6 players."""

from empires.bots.random_bot import RandomBot
from empires.games.empire_colonial.bots import HeuristicBot
from empires.games.empire_colonial.rules import EmpireColonial
from empires.kernel.registry import register

RULES = EmpireColonial({"random": RandomBot, "heuristic": HeuristicBot})
register(RULES)

__all__ = ["RULES", "EmpireColonial"]
