"""Empire V8.5, a tile-laying and worker-placement prototype, for 2 to 4 players."""

from empires.bots.random_bot import RandomBot
from empires.games.empire_v85.bots import HeuristicBot
from empires.games.empire_v85.rules import EmpireV85
from empires.kernel.registry import register

RULES = EmpireV85({"random": RandomBot, "heuristic": HeuristicBot})
register(RULES)

__all__ = ["RULES", "EmpireV85"]
