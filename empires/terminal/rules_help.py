"""The rules section a decision is about, as plain text for the terminal's ``help``.

A game's rules summary (``web/rules.<lang>.md``) gives its headings anchors,
``## Planning {#planning}``; ``Rules.help_topic`` names the anchor of the current decision.
The section runs from its heading to the next heading of the same or a higher level; without a
topic (or with one the file lacks) the first section, the game in brief. Markdown marks are
dropped and the text wrapped to the screen.
"""

from __future__ import annotations

import re
import textwrap
from typing import Any

from empires.kernel.game import Rules, View
from empires.kernel.rulebook import rules_markdown

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*(?:\{#([\w.-]+)\})?\s*$")
_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
#: Inline marks, each replaced by its text: links, images, bold, italics, code.
_INLINE = (
    (re.compile(r"!\[([^\]]*)\]\([^)]*\)"), r"\1"),
    (re.compile(r"\[([^\]]+)\]\([^)]*\)"), r"\1"),
    (re.compile(r"\*\*(.+?)\*\*|__(.+?)__"), r"\1\2"),
    (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])"), r"\1"),
    (re.compile(r"(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)"), r"\1"),
    (re.compile(r"`([^`]+)`"), r"\1"),
)


def section(markdown: str, anchor: str | None) -> list[str]:
    """The Markdown lines of the section headed ``{#anchor}``, or the first section."""
    lines = markdown.splitlines()
    # Each heading's line and level, and its anchor.
    found = [
        (i, len(m.group(1)), m.group(3))
        for i, m in ((i, _HEADING.match(line)) for i, line in enumerate(lines))
        if m is not None
    ]
    start, level = next(((i, lv) for i, lv, a in found if anchor and a == anchor), (None, 6))
    if start is None:  # the first section ends at the next heading of any level
        start = found[0][0] if found else 0
    end = next((i for i, lv, _ in found if i > start and lv <= level), len(lines))
    return lines[start:end]


def inline(text: str) -> str:
    """A line of Markdown without its inline marks."""
    for pattern, replacement in _INLINE:
        text = pattern.sub(replacement, text)
    return text


def _blocks(lines: list[str]) -> list[tuple[str, str, str]]:
    """Paragraphs, list items and headings as (indent, marker, text), continuation lines joined;
    a blank line is a block of its own (empty text)."""
    blocks: list[tuple[str, str, str]] = []
    open_block = False
    for line in lines:
        heading, item = _HEADING.match(line), _ITEM.match(line)
        if not line.strip():
            blocks.append(("", "", ""))
            open_block = False
        elif heading:
            blocks.append(("", "", heading.group(2)))
            open_block = False
        elif item:
            marker = "·" if item.group(2) in "-*+" else item.group(2)
            blocks.append((item.group(1), marker, item.group(3).strip()))
            open_block = True
        elif open_block:
            indent, marker, text = blocks[-1]
            blocks[-1] = (indent, marker, f"{text} {line.strip()}")
        else:
            blocks.append(("", "", line.strip()))
            open_block = True
    return blocks


def plain(lines: list[str], width: int) -> list[str]:
    """Markdown lines as plain text wrapped to ``width``, blank lines kept single."""
    out: list[str] = []
    for indent, marker, text in _blocks(lines):
        if not text:
            if out and out[-1]:
                out.append("")
            continue
        first = f"  {indent}{marker} " if marker else ""
        rest = " " * len(first)
        out.extend(textwrap.wrap(inline(text), width, initial_indent=first, subsequent_indent=rest))
    while out and not out[-1]:
        out.pop()
    return out


def rules_help(rules: Rules[Any, Any], view: View | None, lang: str, width: int) -> list[str]:
    """The rules of the decision of ``view`` (the game in brief without one), as plain lines."""
    markdown = rules_markdown(rules, lang)
    if markdown is None:
        summary = rules.info.summaries.get(lang) or rules.info.summaries["en"]
        return textwrap.wrap(summary, width)
    topic = None if view is None else rules.help_topic(view)
    return plain(section(markdown, topic), width)
