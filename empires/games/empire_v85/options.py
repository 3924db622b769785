"""The options of Empire V8.5, their defaults and how they may combine."""

from __future__ import annotations

from empires.games.empire_v85.state import MAX_PLAYERS
from empires.games.empire_v85.texts import OPTION_WORDS as WORDS
from empires.kernel.options import OptionSet, check_start_player, start_player, worded

_START, _WHO = start_player(WORDS["start_player"], MAX_PLAYERS - 1), ("builder", "bank")
# RULINGS 3: the builder lays the gold; stored games from before the option had the bank's.
_GOLD = worded("build_gold", "choice", "builder", WORDS["build_gold"], choices=_WHO, before="bank")
OPTIONS = OptionSet((_START, _GOLD), check_start_player)
