"""Position helpers every game's rules tests share: a fresh match with a known first seat, and a
match edited through its JSON state."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from empires import Match, new_match


def new_with_start(game: str, players: int, seed: int, options: dict[str, Any]) -> Match:
    """A fresh match; seat 0 starts unless ``options`` say otherwise."""
    options.setdefault("start_player", 0)
    return new_match(game, players, options, seed)


def edit(match: Match, change: Callable[[dict[str, Any]], None]) -> Match:
    """A new match from ``match``'s state after ``change`` edited its JSON."""
    data = match.state_json()
    change(data)
    return Match.from_position(match.game, data)
