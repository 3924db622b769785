"""A game's own bots (its heuristic players), found by entry point like the games themselves.

A game's bots sit above its rules (kernel <- games <- bots), so no game imports one: they are
declared in the entry point group ``empires.bots``, under the game's name, pointing at a mapping
from bot kind to a factory that takes a seed (``BOTS = {"heuristic": HeuristicBot}``). Empires'
own games keep theirs in ``empires/bots/<game>.py``; a game in a package of its own declares
them from its package in the same way.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from importlib.metadata import entry_points
from typing import Any

from empires.kernel.game import BotFactory, Rules

#: The entry point group a game's own bots register in.
GROUP = "empires.bots"

_FOUND: dict[str, Mapping[str, BotFactory]] = {}
_lock = threading.Lock()


class BrokenBots(RuntimeError):
    """A game's bots entry point cannot be loaded or does not give a mapping of factories."""


def own_bots(rules: Rules[Any, Any]) -> Mapping[str, BotFactory]:
    """The bot kinds ``rules``' game offers itself, by name (none if it declares none)."""
    name = rules.info.name
    with _lock:
        if name not in _FOUND:
            found: dict[str, BotFactory] = {}
            for entry in entry_points(group=GROUP, name=name):
                try:
                    bots = entry.load()
                except Exception as error:  # the game's own code failed: say which entry
                    raise BrokenBots(
                        f"entry point {entry.name} = {entry.value} in {GROUP!r}: "
                        f"{type(error).__name__}: {error}"
                    ) from error
                if not isinstance(bots, Mapping) or not all(map(callable, bots.values())):
                    raise BrokenBots(
                        f"entry point {entry.name} = {entry.value} in {GROUP!r} "
                        "does not give a mapping of bot kinds to factories"
                    )
                found.update(bots)
            _FOUND[name] = found
        return _FOUND[name]
