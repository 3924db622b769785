"""Reading and writing the terminal: one small seam, so the clients never touch sys directly."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Sequence
from typing import TextIO

_CLEAR = "\033[H\033[2J"
#: The screen every view, its news and its choices are made to fit (docs: "Playing in a terminal").
SCREEN_ROWS, SCREEN_COLUMNS = 40, 120


class Console:
    """Text in and out; clears the screen only on a real terminal."""

    def __init__(self, stdin: TextIO | None = None, stdout: TextIO | None = None) -> None:
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stdout

    @property
    def interactive(self) -> bool:
        """Whether a person types the input (stdin is a terminal)."""
        return self.stdin.isatty()

    def say(self, text: str = "") -> None:
        """Write a line (or several)."""
        self.stdout.write(text + "\n")
        self.stdout.flush()

    def ask(self, prompt: str) -> str | None:
        """Show a prompt and read one line, without its line end; ``None`` once input has ended."""
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            self.stdout.write("\n")
            return None
        return line.rstrip("\r\n")

    def clear(self) -> None:
        """Clear the screen, when the output is a terminal."""
        if self.stdout.isatty():
            self.stdout.write(_CLEAR)
            self.stdout.flush()

    def size(self) -> tuple[int, int]:
        """Rows and columns of the screen: the terminal's (or ``LINES`` and ``COLUMNS``), and
        40 x 120 when the output is not a terminal, the size every screen is made to fit."""
        size = shutil.get_terminal_size((SCREEN_COLUMNS, SCREEN_ROWS))
        return max(size.lines, 1), max(size.columns, 1)

    def height(self) -> int:
        """Rows the screen shows."""
        return self.size()[0]

    def width(self) -> int:
        """Columns the screen shows."""
        return self.size()[1]

    def rows(self, lines: Sequence[str]) -> int:
        """How many screen rows ``lines`` take (each may hold line breaks), long lines
        wrapping at the screen's width."""
        width = self.width()
        rows = (row for line in lines for row in line.split("\n"))
        return sum(max(1, -(-len(row) // width)) for row in rows)
