"""Reading and writing the terminal: one small seam, so the clients never touch sys directly."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Sequence
from typing import TextIO

_CLEAR = "\033[H\033[2J"


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

    def height(self) -> int:
        """Lines the terminal shows (a generous default when not a terminal)."""
        if not self.stdout.isatty():
            return 200
        return shutil.get_terminal_size((100, 50)).lines

    def rows(self, lines: Sequence[str]) -> int:
        """How many screen rows ``lines`` take, long lines wrapping at the terminal's width."""
        width = max(shutil.get_terminal_size((100, 50)).columns, 1)
        return sum(max(1, -(-len(line) // width)) for line in lines)
