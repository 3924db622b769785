"""Search settings written as a bot kind, for designers' runs: ``ismcts:lvl=medium/fc=8x6`` is
the game's ``medium`` level with rollouts judged by the forecast after 8 decisions, 6 per
move. The arena, ``empires winrate`` and ``examples/search_duel.py`` take such a kind like any
other, so a pilot of new settings is a resumable arena run with a report. Tables never offer
it (the lobby and the terminal list only the named kinds): a visitor cannot set a budget.

Keys (``key=value`` parts joined by ``/``, each at most once):

    lvl   a level of the game (easy, medium, hard) to start from; default: the plain defaults
    ipm   iterations per legal move      it    iterations         exp   expand_after
    c     exploration                    mw    margin_weight      pb    policy_bias
    fpc   first_play_cut                 opp   opponents          roll  rollout
    depth rollout_depth                  root  ucb or halving     bp    budget_players
    sl    shortlist (the policy's best few moves at the root)
    fc    the forecast, DEPTHxN          nofc  no forecast (any value)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from empires.bots.ismcts import Forecast, SearchSettings
from empires.bots.levels import level_settings
from empires.kernel.errors import InvalidOptions

#: A bot kind that starts so is search settings written out.
PREFIX = "ismcts:"

#: Short keys of ``SearchSettings`` fields that take a number.
NUMBERS = {
    "ipm": "iterations_per_move",
    "it": "iterations",
    "exp": "expand_after",
    "c": "exploration",
    "mw": "margin_weight",
    "pb": "policy_bias",
    "fpc": "first_play_cut",
    "depth": "rollout_depth",
    "bp": "budget_players",
    "sl": "shortlist",
}
#: Short keys of fields that take a word, with the words they take (``None``: any word).
WORDS: dict[str, tuple[str, tuple[str, ...] | None]] = {
    "opp": ("opponents", ("policy", "search")),
    "roll": ("rollout", None),
    "root": ("root", ("ucb", "halving")),
}
#: Keys outside ``SearchSettings``' fields.
OTHER = ("lvl", "fc", "nofc")

#: A spec longer than this is refused unread.
MAX_LENGTH = 200


def is_spec(kind: str) -> bool:
    """Whether the bot kind ``kind`` is search settings written out."""
    return kind.startswith(PREFIX)


def parse_spec(game: str, kind: str) -> SearchSettings:
    """The settings the kind ``ismcts:...`` names for the game named ``game``; InvalidOptions
    names what is wrong (an unknown key, a key twice, a value that is not a number)."""
    if len(kind) > MAX_LENGTH:
        raise InvalidOptions(f"search settings longer than {MAX_LENGTH} characters")
    text = kind.removeprefix(PREFIX)
    parts = [part.partition("=") for part in text.split("/")] if text else []
    keys = [key for key, _, _ in parts]
    known = (*NUMBERS, *WORDS, *OTHER)
    for key in keys:
        if key not in known:
            raise InvalidOptions(f"unknown setting {key!r} in {kind!r}; known: {', '.join(known)}")
        if keys.count(key) > 1:
            raise InvalidOptions(f"setting {key!r} given twice in {kind!r}")
    values = {key: value for key, _, value in parts}
    base = level_settings(game, values["lvl"]) if "lvl" in values else SearchSettings()
    changes: dict[str, Any] = {}
    for key, value in values.items():
        if key in NUMBERS:
            changes[NUMBERS[key]] = _number(key, value, kind)
        elif key in WORDS:
            name, allowed = WORDS[key]
            if allowed is not None and value not in allowed:
                raise InvalidOptions(
                    f"setting {key!r} in {kind!r} is {value!r}; one of: {', '.join(allowed)}"
                )
            changes[name] = value
        elif key == "fc":
            depth, _, count = value.partition("x")
            changes["forecast"] = Forecast(_count(key, depth, kind), _count(key, count, kind))
        elif key == "nofc":
            changes["forecast"] = None
    return replace(base, **changes)


def _number(key: str, value: str, kind: str) -> int | float:
    try:
        number = float(value) if "." in value else int(value)
    except ValueError:
        raise InvalidOptions(f"setting {key!r} in {kind!r} is not a number: {value!r}") from None
    if not 0 <= number < 1e6:
        raise InvalidOptions(f"setting {key!r} in {kind!r} is out of range: {value!r}")
    return number


def _count(key: str, value: str, kind: str) -> int:
    number = _number(key, value, kind)
    if not isinstance(number, int):
        raise InvalidOptions(f"setting {key!r} in {kind!r} wants whole numbers, DEPTHxN")
    return number
