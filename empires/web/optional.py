"""Optional moves at the web table (docs/api.md, "Optional moves"): the choices a seat is sent
beside its decision, and the decision a stored move answered, which is none for an optional move
(so it neither restarts the turn clock nor makes another seat's move stale)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.kernel.game import Rules, View
from empires.kernel.match import Match

#: The decision kind noted for an optional move: it answered no decision.
OPTIONAL = "optional"


def choice_entries(
    rules: Rules[Any, Any], view: View, moves: Sequence[Any], lang: str, names: list[str]
) -> list[dict[str, Any]]:
    """Each move in words from the seat's own view: names, cost, result, warning, and the group
    and amount of a number to pick (empires.kernel.choices), with its JSON form."""
    return [
        {"move": rules.move_to_json(m), **rules.describe_choice(view, m, lang, names).to_json()}
        for m in moves
    ]


def decision_of(match: Match, move: Any) -> tuple[str, tuple[int, ...]]:
    """The decision ``move``, about to be played in ``match``, answers: its kind and the seats
    asked; ``OPTIONAL`` and no seat for an optional move."""
    if match.is_optional(move):
        return OPTIONAL, ()
    return match.decision_kind(), match.to_act()
