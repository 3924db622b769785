"""A game's own files beside its code (``web/`` in its package): its rules summary in Markdown,
read alike by the web table's rules panel and the terminal's ``help``."""

from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable
from typing import Any

from empires.kernel.game import Rules


def game_file(rules: Rules[Any, Any], name: str) -> Traversable:
    """A file of the game's package, under ``web/`` (it may not exist)."""
    package = type(rules).__module__.rsplit(".", 1)[0]
    return resources.files(package) / "web" / name


def rules_markdown(rules: Rules[Any, Any], lang: str) -> str | None:
    """The game's rules summary (``web/rules.<lang>.md``, English where the language has
    none) as Markdown text; None for a game without one."""
    for name in (f"rules.{lang}.md", "rules.en.md"):
        path = game_file(rules, name)
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None
