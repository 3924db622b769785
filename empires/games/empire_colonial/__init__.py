"""Empire, the colonial card game (Stephenson Games), 2 to 6 players."""

from empires.games.empire_colonial.bots import HeuristicBot
from empires.games.empire_colonial.rules import EmpireColonial

#: The game's rules with its own bots; found through the entry point in pyproject.toml.
RULES = EmpireColonial()
#: Its bots (moving to empires/bots/ and their own entry point).
BOTS = {"heuristic": HeuristicBot}

__all__ = ["RULES", "EmpireColonial"]
