"""The components of Empire Engine: resources, engines and gears, read from ``data/engines.toml``."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources

SOLDIER, GOOD, INVENTION = 0, 1, 2
#: Resource kinds by index; the ready pile holds only the first two.
KINDS = ("soldier", "good", "invention")
READY_KINDS = KINDS[:2]

LEFT, RIGHT = 0, 1
ENGINES = ("L", "R")


@dataclass(frozen=True)
class Gear:
    """A gear card: how many clockwise quarter turns it gives, plain and with a resource on it."""

    value: int
    turns: int
    boosted_turns: int

    def turning(self, boost: str | bool | None) -> int:
        """The quarter turns it gives with a resource on it (``boost``) or without."""
        return self.boosted_turns if boost else self.turns


def _load() -> tuple[tuple[tuple[str, ...], tuple[str, ...]], dict[int, Gear]]:
    text = resources.files(__package__).joinpath("data/engines.toml").read_text(encoding="utf-8")
    data = tomllib.loads(text)
    layouts = (tuple(data["engines"]["L"]["actions"]), tuple(data["engines"]["R"]["actions"]))
    for layout in layouts:
        if len(layout) != 4:
            raise ValueError("every engine has exactly four actions")
    gears = {
        int(value): Gear(int(value), int(g["turns"]), int(g["boosted_turns"]))
        for value, g in data["gears"].items()
    }
    return layouts, gears


#: ``LAYOUTS[engine]``: the four actions clockwise from the top edge.
LAYOUTS, GEARS = _load()


def turned(engine: int, top: int, turns: int) -> int:
    """The index of the action on top after ``turns`` clockwise quarter turns.

    Listing the edges clockwise from the top, a clockwise turn brings the left edge (the
    previous index) to the top.
    """
    return (top - turns) % len(LAYOUTS[engine])


def action_at(engine: int, top: int) -> str:
    """The action on the top edge of an engine."""
    return LAYOUTS[engine][top]
