"""Numbered choice lines laid out to fit the rows left for them: one a line when they fit;
else short ones in columns across the screen (numbers aligned, reading down then across); else
as many as fit, under a line saying how many more there are and how to list them all."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

from empires.terminal.screen import bulleted

#: Blanks between two columns of choices.
GAP = 3
INDENT = "  "
#: A numbered choice: its number as shown (``" 7."``, aligned to the widest) and its text.
Entry = tuple[str, str]


def single(entries: Sequence[Entry], width: int) -> list[str]:
    """Each entry on its own line, wrapped under its text."""
    return [bulleted(text, width, bullet=f"{INDENT}{number} ") for number, text in entries]


def _columns(entries: Sequence[Entry], room: int, width: int) -> list[str] | None:
    """``entries`` in as few columns as fit ``room`` rows, read down then across, or None
    if they are too wide for ``width``."""
    # As few columns as fit, balanced: the last is at most one row shorter.
    height = -(-len(entries) // -(-len(entries) // max(room, 1)))
    cells = [f"{number} {text}" for number, text in entries]
    chunks = [cells[i : i + height] for i in range(0, len(cells), height)]
    widths = [max(len(cell) for cell in chunk) for chunk in chunks]
    if len(INDENT) + sum(widths) + GAP * (len(chunks) - 1) > width:
        return None
    rows = []
    for row in range(height):
        line = [
            chunk[row].ljust(w) for chunk, w in zip(chunks, widths, strict=True) if row < len(chunk)
        ]
        rows.append((INDENT + (" " * GAP).join(line)).rstrip())
    return rows


def fit(entries: Sequence[Entry], width: int, room: int) -> tuple[list[str], int]:
    """The entries laid out in ``room`` rows, and how many of them (from the first) it shows:
    all on their own lines or in columns if they fit, else as many as fit (in columns where
    that shows more), leaving a row for the line that says how many more there are."""
    whole = single(entries, width)
    sizes = list(accumulate(line.count("\n") + 1 for line in whole))
    if sizes[-1] <= room if sizes else True:
        return whole, len(entries)
    laid = _columns(entries, room, width)
    if laid is not None:
        return laid, len(entries)
    shown = sum(1 for size in sizes if size <= room - 1)
    for more in range(len(entries) - 1, shown, -1):
        laid = _columns(entries[:more], room - 1, width)
        if laid is not None:
            return laid, more
    return whole[:shown], shown
