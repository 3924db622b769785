"""The screens of a piped ``empires play`` run, cut apart, for checking that each fits."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tests.terminal.conftest import PROMPT

#: The screen every view, its news and its choices must fit (empires.terminal.console).
ROWS, COLUMNS = 40, 120


@dataclass
class Screen:
    """One screen: its lines from the table's heading to the prompt (or the run's end)."""

    lines: list[str]

    @property
    def rows(self) -> int:
        return len(self.lines)

    @property
    def columns(self) -> int:
        return max((len(line) for line in self.lines), default=0)

    def fits(self) -> bool:
        return self.rows <= ROWS and self.columns <= COLUMNS


def screens(output: str, title: str) -> list[Screen]:
    """The screens of ``output`` (piped, so not cleared): each starts at a heading naming the
    game's ``title`` and ends at the move prompt, whose row keeps only the prompt itself (what
    follows on it is what the next answer printed)."""
    found: list[Screen] = []
    current: list[str] | None = None
    for line in output.splitlines():
        if line.startswith(f"══ {title} · "):
            current = [line]
            found.append(Screen(current))
            continue
        if current is None:
            continue
        prompt = PROMPT.search(line)
        if prompt is not None:
            current.append(line[: line.index(": ", prompt.start()) + 2])
            current = None
        else:
            current.append(line)
    return found


def biggest(found: list[Screen]) -> tuple[int, int]:
    """The most rows and the most columns of any screen."""
    return max(s.rows for s in found), max(s.columns for s in found)


def cut(text: str) -> str:
    """A screen's text with trailing blanks of each line removed (for reading in a failure)."""
    return "\n".join(re.sub(r"\s+$", "", line) for line in text.splitlines())
