"""Position helpers every game's rules tests share: a fresh match with a known first seat, a
match edited through its JSON state, and the check that a broken position is refused by name."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

from empires import Match, new_match
from empires.kernel.errors import BadPosition


def new_with_start(game: str, players: int, seed: int, options: dict[str, Any]) -> Match:
    """A fresh match; seat 0 starts unless ``options`` say otherwise."""
    options.setdefault("start_player", 0)
    return new_match(game, players, options, seed)


def edit(match: Match, change: Callable[[dict[str, Any]], None]) -> Match:
    """A new match from ``match``'s state after ``change`` edited its JSON."""
    data = match.state_json()
    change(data)
    return Match.from_position(match.game, data)


def assert_refused_naming(read: Callable[[], object], words: Iterable[str]) -> None:
    """``read`` raises ``BadPosition`` and its message names every one of ``words``."""
    with pytest.raises(BadPosition) as error:
        read()
    for word in words:
        assert word in str(error.value)
