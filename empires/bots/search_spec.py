"""Search settings written as a bot kind, for designers' runs: ``ismcts:lvl=medium/fc=8x6`` is
the game's ``medium`` level with rollouts judged by the forecast after 8 decisions, 6 per
move. The arena, ``empires winrate`` and ``examples/search_duel.py`` take such a kind like any
other, so a pilot of new settings is a resumable arena run with a report. Tables never offer
it (the lobby and the terminal list only the named kinds): a visitor cannot set a budget.

Keys (``key=value`` parts joined by ``/``, each at most once):

    lvl   a level of the game (easy, medium, hard) to start from; default: the plain defaults
    ipm   iterations per legal move      it    iterations         exp   expand_after
    c     exploration                    mw    margin_weight      pb    policy_bias
    fpc   first_play_cut                 opp   opponents          roll  rollout bot, or none
    depth rollout_depth                  root  ucb or halving     bp    budget_players
    sl    shortlist (the policy's best few moves at the root)
    fc    the forecast, DEPTHxN          nofc  no forecast (any value)
    bs    the budget times FACTOR at a player count, PLAYERSxFACTOR (budget_scale; one count)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from empires.bots.ismcts import Forecast, SearchSettings
from empires.bots.levels import level_settings
from empires.bots.own import own_bots
from empires.kernel.errors import InvalidOptions
from empires.kernel.game import Bot, Rules

#: A bot kind that starts so is search settings written out.
PREFIX = "ismcts:"

#: Short keys of ``SearchSettings`` fields that take a whole number, and the least each takes.
WHOLE = {
    "ipm": ("iterations_per_move", 0),
    "it": ("iterations", 0),
    "exp": ("expand_after", 0),
    "depth": ("rollout_depth", 0),
    "bp": ("budget_players", 1),
    "sl": ("shortlist", 1),
}
#: Short keys of fields that take any number from 0.
DECIMAL = {
    "c": "exploration",
    "mw": "margin_weight",
    "pb": "policy_bias",
    "fpc": "first_play_cut",
}
#: Short keys of fields that take a word, with the words they take (``None``: any word).
WORDS: dict[str, tuple[str, tuple[str, ...] | None]] = {
    "opp": ("opponents", ("policy", "search")),
    "roll": ("rollout", None),
    "root": ("root", ("ucb", "halving")),
}
#: Keys outside ``SearchSettings``' fields.
OTHER = ("lvl", "fc", "nofc", "bs")

#: A spec longer than this is refused unread.
MAX_LENGTH = 200


def is_spec(kind: str) -> bool:
    """Whether the bot kind ``kind`` is search settings written out."""
    return kind.startswith(PREFIX)


def parse_spec(rules: Rules[Any, Any], kind: str) -> SearchSettings:
    """The settings the kind ``ismcts:...`` names for the game of ``rules``; InvalidOptions
    names what is wrong (an unknown key, a key twice, a value that is not a number or not a
    whole one, settings without a budget, a rollout bot the game lacks, a shortlist of a
    rollout bot that does not rank)."""
    game = rules.info.name
    if len(kind) > MAX_LENGTH:
        raise InvalidOptions(f"search settings longer than {MAX_LENGTH} characters")
    text = kind.removeprefix(PREFIX)
    parts = [part.partition("=") for part in text.split("/")] if text else []
    keys = [key for key, _, _ in parts]
    known = (*WHOLE, *DECIMAL, *WORDS, *OTHER)
    for key in keys:
        if key not in known:
            raise InvalidOptions(f"unknown setting {key!r} in {kind!r}; known: {', '.join(known)}")
        if keys.count(key) > 1:
            raise InvalidOptions(f"setting {key!r} given twice in {kind!r}")
    values = {key: value for key, _, value in parts}
    if "fc" in values and "nofc" in values:
        raise InvalidOptions(f"'fc' and 'nofc' contradict each other in {kind!r}")
    base = level_settings(game, values["lvl"]) if "lvl" in values else SearchSettings()
    changes: dict[str, Any] = {}
    for key, value in values.items():
        if key in WHOLE:
            name, least = WHOLE[key]
            changes[name] = _whole(key, value, kind, least)
        elif key in DECIMAL:
            changes[DECIMAL[key]] = _number(key, value, kind)
        elif key in WORDS:
            name, allowed = WORDS[key]
            if allowed is not None and value not in allowed:
                raise InvalidOptions(
                    f"setting {key!r} in {kind!r} is {value!r}; one of: {', '.join(allowed)}"
                )
            changes[name] = None if key == "roll" and value == "none" else value
        elif key == "fc":
            depth, x, count = value.partition("x")
            if not x:
                raise InvalidOptions(f"setting 'fc' in {kind!r} wants DEPTHxN, not {value!r}")
            changes["forecast"] = Forecast(_whole(key, depth, kind, 0), _whole(key, count, kind, 1))
        elif key == "nofc":
            changes["forecast"] = None
        elif key == "bs":
            players, x, factor = value.partition("x")
            scale = _number(key, factor, kind) if x else 0
            if not scale:
                raise InvalidOptions(
                    f"setting 'bs' in {kind!r} wants PLAYERSxFACTOR with a factor above 0, "
                    f"not {value!r}"
                )
            changes["budget_scale"] = ((_whole(key, players, kind, 1), float(scale)),)
    settings = replace(base, **changes)
    if not settings.iterations and not settings.iterations_per_move:
        raise InvalidOptions(
            f"{kind!r} has no budget: give a level (lvl=), iterations per move (ipm=) or "
            "iterations (it=)"
        )
    own = own_bots(rules)
    if "roll" in values and settings.rollout is not None and settings.rollout not in own:
        raise InvalidOptions(
            f"{game} has no bot {settings.rollout!r} to roll out with; its own: "
            f"{', '.join([*own, 'none'])}"
        )
    policy = own.get(settings.rollout) if settings.rollout is not None else None
    if settings.shortlist is not None and (policy is None or type(policy(0)).rank is Bot.rank):
        raise InvalidOptions(
            f"setting 'sl' in {kind!r}: {game}'s rollout bot {settings.rollout!r} does not rank "
            "its moves"
        )
    return settings


def _number(key: str, value: str, kind: str) -> int | float:
    try:
        number = float(value) if "." in value else int(value)
    except ValueError:
        raise InvalidOptions(f"setting {key!r} in {kind!r} is not a number: {value!r}") from None
    if not 0 <= number < 1e6:
        raise InvalidOptions(f"setting {key!r} in {kind!r} is out of range: {value!r}")
    return number


def _whole(key: str, value: str, kind: str, least: int) -> int:
    number = _number(key, value, kind)
    if not isinstance(number, int):
        raise InvalidOptions(f"setting {key!r} in {kind!r} wants a whole number, not {value!r}")
    if number < least:
        raise InvalidOptions(f"setting {key!r} in {kind!r} is at least {least}, not {value!r}")
    return number
