"""The options of Empire Planners: who starts the 2-player game, who goes first on a Profit tie,
and Archie's level in the solo game."""

from __future__ import annotations

from collections.abc import Mapping

from empires.games.empire_planners.texts import HELPS
from empires.kernel.errors import InvalidOptions
from empires.kernel.options import Option, OptionSet, OptionValue, check_start_player, start_player

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


def _helps(name: str) -> dict[str, str]:
    """An option's help in the other languages than English (data/texts.toml)."""
    return {lang: text for lang, text in HELPS[name].items() if lang != "en"}


OPTIONS = OptionSet(
    (
        Option(
            "level",
            "choice",
            _default_level,
            HELPS["level"]["en"],
            choices=LEVELS,
            helps=_helps("level"),
        ),
        start_player(HELPS["start_player"]["en"], _helps("start_player"), 1),
        Option(
            "profit_ties",
            "choice",
            "start_player",
            HELPS["profit_ties"]["en"],
            choices=PROFIT_TIES,
            helps=_helps("profit_ties"),
        ),
    ),
    _validate,
)
