"""A decision's options as a person reads them: what each acts on, costs, brings and risks.

``Rules.describe_choice`` gives one ``Choice`` per legal move, from the seat's own view (never
the true state), so every client shows the same names, costs and warnings: the web table as
buttons, the terminal as numbered lines.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Choice:
    """One legal move in words.

    ``text`` names what the move acts on in the game's words (never a bare index) and, where
    it costs something, the cost in the game's currency. ``cost`` and ``result`` repeat the
    cost and the known outcome on their own, for a client that sets them apart. ``warning``
    says why the move will fail or waste something (it stays legal). Moves that differ only
    in a number to pick share a ``group`` (its text, with ``#`` where the number goes) and
    carry that number as ``amount``; a client offers one number control for the group.
    """

    text: str
    cost: str | None = None
    result: str | None = None
    warning: str | None = None
    group: str | None = None
    amount: int | None = None

    def to_json(self) -> dict[str, Any]:
        """JSON form, without the parts it does not have."""
        return {key: value for key, value in asdict(self).items() if value is not None}
