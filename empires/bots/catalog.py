"""Which bots can sit at a game: the game's own kinds (:mod:`empires.bots.own`) and the kinds that work on
every game (the random bot, the searchers, the noisy bot), which a game need not offer itself.
The terminal, the arena and the web table all ask here, so a bot added once is offered
everywhere."""

from __future__ import annotations

from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any, cast

from empires.bots.ismcts import IsmctsBot
from empires.bots.levels import LEVELS, leveled
from empires.bots.noisy import noisy
from empires.bots.own import own_bots
from empires.bots.random_bot import RandomBot
from empires.bots.search_spec import is_spec, parse_spec
from empires.kernel.errors import InvalidOptions
from empires.kernel.game import Bot, Rules

#: Bots that work on every game, by name: each factory takes the rules and a seed.
GENERIC: dict[str, Callable[[Rules[Any, Any], int], Bot]] = {
    "random": lambda rules, seed: RandomBot(seed),
    "ismcts": leveled("medium"),
    **{f"ismcts-{level}": leveled(level) for level in LEVELS},
    "noisy": noisy,
}


#: The entry point group of yardsticks: bots written elsewhere that the arena measures ours
#: against, not offered at tables; each entry, by kind, points at a ``make(rules, kind, seed)``
#: (a budget may follow the kind: ``openspiel-ismcts-200``). Found by entry point, as a game's
#: own bots are, because they sit above the bots: OpenSpiel's IS-MCTS plays through our
#: OpenSpiel registration (``empires.envs``, extra ``rl``).
YARDSTICK_GROUP = "empires.yardsticks"


#: Offered before the game's own kinds; the other generic kinds come after them.
FIRST = ("random",)


def bot_names(rules: Rules[Any, Any]) -> list[str]:
    """Every bot kind that can play ``rules``: random, the game's own, then the searchers."""
    names = [*FIRST, *own_bots(rules), *GENERIC]
    return list(dict.fromkeys(names))


def make_bot(rules: Rules[Any, Any], name: str, seed: int) -> Bot:
    """A fresh bot of kind ``name`` for ``rules``, seeded; InvalidOptions names unknown kinds.
    A game's own kind of a generic name takes its place. Search settings written out
    (``ismcts:lvl=medium/fc=8x6``, :mod:`empires.bots.search_spec`) make a search bot; they are
    never among :func:`bot_names`, so tables do not offer them."""
    own = own_bots(rules)
    if name in own:
        return own[name](seed)
    if name in GENERIC:
        return GENERIC[name](rules, seed)
    if is_spec(name):
        return IsmctsBot(rules, seed, parse_spec(rules, name))
    for entry in entry_points(group=YARDSTICK_GROUP):
        if name == entry.name or name.startswith(entry.name + "-"):
            return cast(Bot, entry.load()(rules, name, seed))
    known = ", ".join(bot_names(rules))
    raise InvalidOptions(f"{rules.info.name} has no bot {name!r}; its bots: {known}")
