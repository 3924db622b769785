"""Pieces of the terminal screen shared by play and replay; every game text comes from the rules."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

from empires.kernel.events import Event
from empires.kernel.game import Rules
from empires.terminal.texts import label, ui

HUMAN = "human"
WIDTH = 78


def rule_line(text: str) -> str:
    """A heading drawn across the screen: ``══ text ═════…``."""
    head = f"══ {text} "
    return head + "═" * max(3, WIDTH - len(head))


def default_names(seats: Sequence[str], lang: str) -> list[str]:
    """``Player 1`` for people and ``Bot 2`` for bots, numbered by seat."""
    return [
        ui(lang, "player" if kind == HUMAN else "bot", number=seat + 1)
        for seat, kind in enumerate(seats)
    ]


def event_lines(
    rules: Rules[Any, Any], events: Sequence[Event], lang: str, names: Sequence[str]
) -> list[str]:
    """Events as bulleted sentences."""
    return [f"  · {rules.event_text(event, lang, names)}" for event in events]


def _detail(value: Any, lang: str, names: Sequence[str]) -> str | None:
    if isinstance(value, dict):
        return ", ".join(f"{label(lang, str(k))} {v}" for k, v in value.items())
    if isinstance(value, list):
        # A list of seats (a team); a single seat says nothing the row does not.
        if len(value) < 2:
            return None
        if all(isinstance(v, int) and 0 <= v < len(names) for v in value):
            return " + ".join(names[v] for v in value)
        return ", ".join(str(v) for v in value)
    return str(value)


def _pack(parts: Sequence[str], indent: str) -> list[str]:
    """Parts joined by `` · `` into lines of at most WIDTH, breaking only between parts."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + 3 + len(part) <= WIDTH:
            lines[-1] += " · " + part
        else:
            lines.extend(
                textwrap.wrap(part, WIDTH, initial_indent=indent, subsequent_indent=indent)
            )
    return lines


def final_scores(rules: Rules[Any, Any], state: Any, lang: str, names: Sequence[str]) -> list[str]:
    """Final points, best first, each with the game's breakdown, then the winners."""
    scores = rules.scores(state)
    winners = rules.winners(state)
    rows = rules.score_breakdown(state)
    # Best first; among equal points the winners (after the game's tie-breaks) lead.
    order = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat not in winners))
    width = max(len(name) for name in names)
    digits = max(len(str(points)) for points in scores)
    lines = [rule_line(ui(lang, "final"))]
    place = 0
    for i, seat in enumerate(order):
        if i == 0 or scores[seat] != scores[order[i - 1]]:
            place = i + 1
        star = "*" if seat in winners else " "
        points = ui(lang, "points", points=f"{scores[seat]:>{digits}}")
        head = f" {star}{place:>2}. {names[seat]:<{width}}  {points}"
        details = []
        for key, value in (rows[seat] if seat < len(rows) else {}).items():
            if key == "total":
                continue
            text = _detail(value, lang, names)
            if text is not None:
                details.append(f"{label(lang, key)}: {text}")
        lines.append(head)
        lines.extend(_pack(details, indent=" " * 7))
    if winners:
        key = "winner" if len(winners) == 1 else "winners"
        lines.append("")
        lines.append(ui(lang, key, names=", ".join(names[s] for s in winners)))
    elif len(scores) == 1:
        # A solo game lost to the rules (Empire Planners' Archie Indus).
        lines += ["", ui(lang, "no_winner")]
    return lines
