"""Empire, the colonial card game (Stephenson Games), 2 to 6 players."""

from empires.games.empire_colonial.rules import EmpireColonial

#: The game's rules; found through the entry point in pyproject.toml.
RULES = EmpireColonial()

__all__ = ["RULES", "EmpireColonial"]
