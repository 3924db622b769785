"""The options of Empire Engine, their defaults and how they may combine."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from empires.games.empire_engine.texts import HELP
from empires.kernel.errors import InvalidOptions
from empires.kernel.options import (
    DefaultRule,
    Option,
    OptionSet,
    OptionValue,
    check_start_player,
    start_player,
    worded,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 12
TEAM_VARIANTS = ("joint_invention", "joint_attack", "defend_teammate", "shared_export")


def default_rounds(players: int, options: Mapping[str, OptionValue]) -> int:
    """8 rounds for 2 or 4 players, 9 for 3, 12 for the long game; with more than four
    players the smallest multiple of the player count that is at least 8, so that everybody
    starts equally often (RULINGS 1)."""
    if options.get("long_game"):
        return 12
    if players == 3:
        return 9
    if players <= 4:
        return 8
    return -(-8 // players) * players


def _defend_cost(players: int, options: Mapping[str, OptionValue]) -> str:
    # The English rulebook spends "a resource", the German one "1 soldier".
    return "soldier" if options.get("edition") == "de" else "resource"


def _validate(players: int, options: Mapping[str, OptionValue]) -> None:
    if options["empire_powers"]:
        raise InvalidOptions(
            "the Empire Powers variant is not available: the rulebooks name the four empires "
            "but their powers are printed only on the reference cards' backs, and we do not "
            "invent them (RULINGS 1)"
        )
    if options["teams"] and players != 4:
        raise InvalidOptions(f"team play needs exactly 4 players, not {players}")
    for variant in TEAM_VARIANTS:
        if options[variant] and not options["teams"]:
            raise InvalidOptions(f"option {variant!r} is a team variant: it needs teams=true")
    if options["long_game"] and options["rounds"] != 12:
        raise InvalidOptions(
            f"long_game means 12 rounds; it contradicts rounds={options['rounds']}"
        )
    check_start_player(players, options)


def _option(name: str, kind: str, default: OptionValue | DefaultRule, **more: Any) -> Option:
    """An option with its words from data/texts.toml."""
    return worded(name, kind, default, HELP[name], **more)


OPTIONS = OptionSet(
    (
        _option("edition", "choice", "en", choices=("en", "de")),
        _option("long_game", "bool", False),
        _option("rounds", "int", default_rounds, minimum=1, maximum=100),
        start_player(HELP["start_player"], MAX_PLAYERS - 1),
        _option("teams", "bool", False),
        _option("joint_invention", "bool", False),
        _option("joint_attack", "bool", False),
        _option("defend_teammate", "bool", False),
        _option("defend_teammate_cost", "choice", _defend_cost, choices=("resource", "soldier")),
        _option("shared_export", "bool", False),
        _option("hidden_score_piles", "bool", False),
        _option("empire_powers", "bool", False),
    ),
    validate=_validate,
)
