"""The options of Empire Planners: who starts the 2-player game, who goes first on a Profit tie,
and Archie's level in the solo game."""

from __future__ import annotations

from collections.abc import Mapping

from empires.games.empire_planners.texts import HELPS
from empires.kernel.errors import InvalidOptions
from empires.kernel.options import OptionSet, OptionValue, check_start_player, start_player, worded

MIN_PLAYERS, MAX_PLAYERS = 1, 2
LEVELS = ("basic", "normal", "advanced")
#: Who goes first in a round after the first when Profit is tied: the rulebook's start player,
#: or (a house rule) the other player, which evens out the start player's edge
#: (docs/balance/empire-planners/README.md).
PROFIT_TIES = ("start_player", "other_player")


def _default_level(players: int, options: Mapping[str, OptionValue]) -> OptionValue:
    return "normal" if players == 1 else None


def _validate(players: int, options: Mapping[str, OptionValue]) -> None:
    if players == 2 and options["level"] is not None:
        raise InvalidOptions(
            "option 'level' sets Archie Indus's strength: it is for the solo game (1 player)"
        )
    check_start_player(players, options)


OPTIONS = OptionSet(
    (
        worded("level", "choice", _default_level, HELPS["level"], choices=LEVELS),
        start_player(HELPS["start_player"], 1),
        worded("profit_ties", "choice", "start_player", HELPS["profit_ties"], choices=PROFIT_TIES),
    ),
    _validate,
)
