"""Which bots can sit at a game: the game's own kinds (``Rules.bots``) and the kinds that work on
every game. The terminal, the arena and the web table all ask here, so a bot added once is
offered everywhere."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from empires.bots.ismcts import LEVELS, searcher
from empires.bots.noisy import noisy
from empires.kernel.errors import InvalidOptions
from empires.kernel.game import Bot, Rules

#: Bots that work on every game, by name: each factory takes the rules and a seed.
GENERIC: dict[str, Callable[[Rules[Any, Any], int], Bot]] = {
    "ismcts": searcher(LEVELS["medium"]),
    **{f"ismcts-{level}": searcher(settings) for level, settings in LEVELS.items()},
    "noisy": noisy,
}


def bot_names(rules: Rules[Any, Any]) -> list[str]:
    """Every bot kind that can play ``rules``, the game's own first."""
    return list(rules.bots) + [name for name in GENERIC if name not in rules.bots]


def make_bot(rules: Rules[Any, Any], name: str, seed: int) -> Bot:
    """A fresh bot of kind ``name`` for ``rules``, seeded; InvalidOptions names unknown kinds."""
    if name in rules.bots:
        return rules.bots[name](seed)
    if name in GENERIC:
        return GENERIC[name](rules, seed)
    known = ", ".join(bot_names(rules))
    raise InvalidOptions(f"{rules.info.name} has no bot {name!r}; its bots: {known}")
