"""What clients share about optional moves (docs/api.md, "Optional moves"): the options of
machine play, under which a game offers none, and the turn bots get to make them.

A bot is asked for an optional move at most once per decision of the game, so a game of bots
always moves on (a bot that answered with an optional move is not asked again until the
game's decision has been answered)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from empires.kernel.game import Bot, Rules


def machine_options(rules: Rules[Any, Any], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options of a game of machines (the arena, the learning environments): the game's
    ``machine_options`` (no optional moves), then ``given`` (raw or resolved), which win."""
    return {**rules.machine_options, **(given or {})}


def bot_optional_moves(
    rules: Rules[Any, Any], state: Any, bots: Mapping[int, Bot]
) -> Iterator[tuple[int, Any]]:
    """Each bot in seat order, asked once with its view and its optional moves: the seat and
    the move of every bot that makes one. The caller applies each move before taking the next
    (so the next bot sees it). Nothing for a game without optional moves."""
    if not rules.optional_kinds or rules.is_over(state):
        return
    for seat, bot in sorted(bots.items()):
        offered = rules.optional_moves(state, seat)
        if offered:
            move = bot.choose_optional(rules.view(state, seat), offered)
            if move is not None:
                yield seat, move
