"""The configurations every environment test runs on, derived from each registered game's own
player counts and options, so that a game added later is covered without naming it here."""

from __future__ import annotations

from typing import Any

from empires.kernel.encoding import has_encoding
from empires.kernel.errors import InvalidOptions
from empires.kernel.game import Rules
from empires.kernel.registry import get_game, list_games

Configuration = tuple[str, int, dict[str, Any]]


def _valid(rules: Rules[Any, Any], players: int, options: dict[str, Any]) -> bool:
    try:
        rules.info.options.resolve(players, options)
    except InvalidOptions:
        return False
    return True


def _most_options(rules: Rules[Any, Any]) -> tuple[int, dict[str, Any]] | None:
    """The player count and the largest set of true bool options that the game accepts
    together (options that need others are retried once those are on)."""
    best: tuple[int, dict[str, Any]] | None = None
    flags = [o.name for o in rules.info.options.options if o.kind == "bool"]
    for players in range(rules.info.min_players, rules.info.max_players + 1):
        options: dict[str, Any] = {}
        changed = True
        while changed:
            changed = False
            for name in flags:
                if name not in options and _valid(rules, players, {**options, name: True}):
                    options[name] = True
                    changed = True
        if options and (best is None or len(options) > len(best[1])):
            best = (players, options)
    return best


def configurations() -> list[Configuration]:
    """Per game: the fewest players, three players if allowed, the most players, and the
    richest option set, all with default options otherwise."""
    found: list[Configuration] = []
    for rules in list_games():
        info = rules.info
        counts = sorted({info.min_players, min(3, info.max_players), info.max_players})
        found += [(info.name, players, {}) for players in counts]
        richest = _most_options(rules)
        if richest is not None:
            found.append((info.name, *richest))
    return found


def label(configuration: Configuration) -> str:
    """A short test id."""
    game, players, options = configuration
    flags = "+".join(sorted(options)) or "defaults"
    return f"{game}-{players}p-{flags}"


CONFIGURATIONS = configurations()
IDS = [label(c) for c in CONFIGURATIONS]
#: The configurations of the games that offer learning environments (an encoding).
LEARNABLE = [c for c in CONFIGURATIONS if has_encoding(get_game(c[0]))]
LEARNABLE_IDS = [label(c) for c in LEARNABLE]
