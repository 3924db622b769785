"""The terminal's ``hint`` (``tipp``): the coach's search asked at a person's decision, from
that person's own view (``empires.bots.hint``), answered with what to type, the move in the
game's words, its estimated chance of first place and one line of why. The game is untouched.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

from empires.bots.coach import decision_seed
from empires.bots.hint import hint
from empires.kernel.game import View
from empires.kernel.match import Match
from empires.terminal.choices import Line, position
from empires.terminal.texts import ui


def hint_lines(
    match: Match,
    seat: int,
    view: View,
    lines: Sequence[Line],
    lang: str,
    names: Sequence[str],
    width: int,
) -> list[str]:
    """The hint's lines, at most ``width`` columns: seeded from the game's seed, the seat and
    the number the next move will have in the record (as ``empires review`` seeds it), so the
    same position always gets the same hint."""
    legal: list[Any] = match.legal_moves(seat)
    seed = decision_seed(match.record(), seat, len(match.moves) + 1)
    found = hint(match.rules, view, legal, seed, lang, names)
    number = position(lines, found.move)
    if found.chance is None:
        head = ui(lang, "hint_only", number=number, move=found.text)
    else:
        chance = f"{round(found.chance * 100)}%"
        head = ui(lang, "hint", level=found.label, number=number, move=found.text, chance=chance)
    return [
        *textwrap.wrap(head, width, subsequent_indent="  "),
        *textwrap.wrap(found.why, width, initial_indent="  ", subsequent_indent="  "),
    ]
