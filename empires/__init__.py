"""Empires: a digital table for the Empire family of board games.

The public API lives in :mod:`empires.kernel`; see ``docs/api.md``.
"""

from empires.kernel.match import Match, new_match, replay
from empires.kernel.record import GameRecord
from empires.kernel.registry import get_game, list_games

__all__ = ["GameRecord", "Match", "get_game", "list_games", "new_match", "replay"]
