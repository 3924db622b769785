"""Empire Engine (Chris Marling and Matthew Dunstan; AEG 2014, Pegasus 2015), 2 to 12 players."""

from empires.games.empire_engine.bots import HeuristicBot
from empires.games.empire_engine.rules import EmpireEngine

#: The game's rules with its own bots; found through the entry point in pyproject.toml.
RULES = EmpireEngine()
#: Its bots (moving to empires/bots/ and their own entry point).
BOTS = {"heuristic": HeuristicBot}

__all__ = ["RULES", "EmpireEngine"]
