"""The options of Empire Planners: who starts the 2-player game, who goes first on a Profit tie,
and Archie's level in the solo game."""

from __future__ import annotations

from collections.abc import Mapping

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


OPTIONS = OptionSet(
    (
        Option(
            "level",
            "choice",
            _default_level,
            "solo game: Archie Indus starts with $20 (basic), $25 (normal) or $30 (advanced)",
            choices=LEVELS,
            helps={
                "de": "Solospiel: Archie Indus beginnt mit 20 $ (basic), 25 $ (normal) oder 30 $ (advanced)"
            },
            labels={"en": "Archie Indus's level", "de": "Stufe von Archie Indus"},
            choice_labels={
                "en": {
                    "basic": "basic ($20)",
                    "normal": "normal ($25)",
                    "advanced": "advanced ($30)",
                },
                "de": {
                    "basic": "leicht (20 $)",
                    "normal": "normal (25 $)",
                    "advanced": "schwer (30 $)",
                },
            },
        ),
        start_player(
            "the seat that starts (empty: drawn at random; the solo player always starts)",
            {
                "de": "der Sitz, der beginnt (leer: ausgelost; im Solospiel beginnt immer der Spieler)"
            },
            1,
        ),
        Option(
            "profit_ties",
            "choice",
            "start_player",
            "who goes first when Profit is tied: start_player (the rulebook) or other_player "
            "(a house rule that evens out the start player's edge)",
            choices=PROFIT_TIES,
            helps={
                "de": "wer bei Gleichstand in Profit beginnt: start_player (Regelheft) oder "
                "other_player (Hausregel, gleicht den Vorteil des Startspielers aus)"
            },
            labels={"en": "Profit ties", "de": "Gleichstand in Profit"},
            choice_labels={
                "en": {
                    "start_player": "start player first (rulebook)",
                    "other_player": "other player first (house rule)",
                },
                "de": {
                    "start_player": "Startspieler zuerst (Regelheft)",
                    "other_player": "der andere zuerst (Hausregel)",
                },
            },
        ),
    ),
    _validate,
)
