"""The registry of games: every client finds games here, by name.

Games are found, not listed: a game's package declares an entry point in the group
``empires.games`` (``[project.entry-points."empires.games"]`` in its ``pyproject.toml``), named
after the game and pointing at its rules object or at a function that makes it. The kernel
imports no game, so a game may live in a package of its own. ``register`` adds a game built in
code (tests, examples). A game whose entry point cannot be loaded is left out with the reason,
which ``get_game`` names; the other games stay available.
"""

from __future__ import annotations

import threading
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from empires.kernel.errors import UnknownGame
from empires.kernel.game import Rules

#: The entry point group games register in.
GROUP = "empires.games"

_GAMES: dict[str, Rules[Any, Any]] = {}
#: Entry points that could not be loaded: the game's name -> why.
_BROKEN: dict[str, str] = {}
_found = False
_lock = threading.Lock()


def register(rules: Rules[Any, Any]) -> Rules[Any, Any]:
    """Add a game; its ``info.name`` must be new."""
    name = rules.info.name
    if name in _GAMES:
        raise ValueError(f"game {name!r} is registered twice")
    _GAMES[name] = rules
    return rules


def _load(entry: EntryPoint) -> Rules[Any, Any]:
    """The rules an entry point names (the object itself, or what its factory returns)."""
    loaded = entry.load()
    rules = loaded if isinstance(loaded, Rules) else loaded() if callable(loaded) else loaded
    if not isinstance(rules, Rules):
        raise TypeError(f"it gives {type(rules).__name__}, not the game's Rules object")
    if rules.info.name != entry.name:
        raise ValueError(f"it gives the game {rules.info.name!r}, not {entry.name!r}")
    return rules


def _find_games() -> None:
    """Load every game declared in the entry point group, once."""
    global _found
    with _lock:
        if _found:
            return
        for entry in sorted(entry_points(group=GROUP), key=lambda e: e.name):
            try:
                rules = _load(entry)
                if entry.name in _GAMES:
                    raise ValueError("a game of that name is registered already")
            except Exception as error:  # any failure of a game's own code: leave it out
                _BROKEN[entry.name] = (
                    f"entry point {entry.name} = {entry.value} in {GROUP!r}: "
                    f"{type(error).__name__}: {error}"
                )
                continue
            _GAMES[entry.name] = rules
        _found = True


def get_game(name: str) -> Rules[Any, Any]:
    """The rules registered under ``name``."""
    _find_games()
    try:
        return _GAMES[name]
    except KeyError:
        pass
    if name in _BROKEN:
        raise UnknownGame(f"game {name!r} is installed but cannot be loaded: {_BROKEN[name]}")
    known = ", ".join(sorted(_GAMES)) or "none"
    hint = (
        ""
        if _GAMES or _BROKEN
        else f" (no installed package declares an entry point in {GROUP!r}: an installation "
        "older than its pyproject.toml? `pip install -e .` again)"
    )
    raise UnknownGame(f"no game named {name!r}; known games: {known}{hint}")


def list_games() -> list[Rules[Any, Any]]:
    """All registered games that load, by name."""
    _find_games()
    return [_GAMES[name] for name in sorted(_GAMES)]


def broken_games() -> dict[str, str]:
    """Games declared by an entry point that could not be loaded, with the reason."""
    _find_games()
    return dict(_BROKEN)
