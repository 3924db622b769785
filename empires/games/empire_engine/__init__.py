"""Empire Engine (Chris Marling and Matthew Dunstan; AEG 2014, Pegasus 2015), 2 to 12 players."""

from empires.bots.random_bot import RandomBot
from empires.games.empire_engine.bots import HeuristicBot
from empires.games.empire_engine.rules import EmpireEngine
from empires.kernel.registry import register

RULES = EmpireEngine({"random": RandomBot, "heuristic": HeuristicBot})
register(RULES)

__all__ = ["RULES", "EmpireEngine"]
