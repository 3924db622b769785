"""The options of Empire V8.5, their defaults and how they may combine."""

from __future__ import annotations

from empires.games.empire_v85.state import MAX_PLAYERS
from empires.games.empire_v85.texts import HELP
from empires.kernel.options import OptionSet, check_start_player, start_player

OPTIONS = OptionSet((start_player(HELP, MAX_PLAYERS - 1),), check_start_player)
