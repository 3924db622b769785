"""Empire Engine (Chris Marling and Matthew Dunstan; AEG 2014, Pegasus 2015), 2 to 12 players."""

from empires.games.empire_engine.rules import EmpireEngine

#: The game's rules; found through the entry point in pyproject.toml.
RULES = EmpireEngine()

__all__ = ["RULES", "EmpireEngine"]
