"""The registry of games: every client finds games here, by name."""

from __future__ import annotations

from typing import Any

from empires.kernel.errors import UnknownGame
from empires.kernel.game import Rules

_GAMES: dict[str, Rules[Any, Any]] = {}


def register(rules: Rules[Any, Any]) -> Rules[Any, Any]:
    """Add a game; its ``info.name`` must be new."""
    name = rules.info.name
    if name in _GAMES:
        raise ValueError(f"game {name!r} is registered twice")
    _GAMES[name] = rules
    return rules


def _load_builtin_games() -> None:
    # Importing a game's package registers it.
    import empires.games.empire_colonial
    import empires.games.empire_engine
    import empires.games.empire_planners
    import empires.games.empire_v85  # noqa: F401


def get_game(name: str) -> Rules[Any, Any]:
    """The rules registered under ``name``."""
    _load_builtin_games()
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise UnknownGame(f"no game named {name!r}; known games: {known}") from None


def list_games() -> list[Rules[Any, Any]]:
    """All registered games, by name."""
    _load_builtin_games()
    return [_GAMES[name] for name in sorted(_GAMES)]
