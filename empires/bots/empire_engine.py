"""The game's own bots (their code moves here from the game's package, a layer below)."""

from empires.games.empire_engine.bots import HeuristicBot

#: The bots the game offers, by kind; found through the entry point in pyproject.toml.
BOTS = {"heuristic": HeuristicBot}
