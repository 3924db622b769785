"""Pieces of the terminal screen shared by play and replay; every game text comes from the rules."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

from empires.kernel.events import Event
from empires.kernel.game import Rules, View
from empires.kernel.ties import decided_by_tie_break
from empires.terminal.console import SCREEN_COLUMNS
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


def bulleted(text: str, width: int, bullet: str = "  · ") -> str:
    """``text`` after a bullet, wrapped to ``width`` under its own start (one string with line
    breaks, so that a screen keeps or drops it whole)."""
    indent = " " * len(bullet)
    return "\n".join(
        textwrap.wrap(text, width, initial_indent=bullet, subsequent_indent=indent) or [bullet]
    )


def event_lines(
    rules: Rules[Any, Any],
    events: Sequence[Event],
    lang: str,
    names: Sequence[str],
    width: int = SCREEN_COLUMNS,
) -> list[str]:
    """Events as bulleted sentences, each wrapped to ``width``."""
    return [bulleted(rules.event_text(event, lang, names), width) for event in events]


def details(rules: Rules[Any, Any], view: View, lang: str, names: Sequence[str]) -> str:
    """The part of the game's picture that does not fit the screen (its render module's
    optional ``render_details``), shown on the command ``details``; empty if there is none."""
    # A game that draws its views itself (no ``pictures`` module) has no details either.
    render = getattr(getattr(rules, "pictures", None), "render_details", None)
    return "" if render is None else str(render(view, lang, names)).rstrip()


def column(rules: Rules[Any, Any], lang: str, key: str) -> str:
    """A score-breakdown field's name: the game's own word (``column_<key>`` of its view
    words, as the web's end table), else the terminal's."""
    words: dict[str, dict[str, str]] = getattr(getattr(rules, "texts", None), "VIEW_WORDS", {})
    own = words.get(lang, {}).get(f"column_{key}") or words.get("en", {}).get(f"column_{key}")
    return own or label(lang, key)


def _detail(rules: Rules[Any, Any], value: Any, lang: str, names: Sequence[str]) -> str | None:
    if isinstance(value, dict):
        return ", ".join(f"{column(rules, lang, str(k))} {v}" for k, v in value.items())
    if isinstance(value, list):
        # A list of seats (a team); a single seat says nothing the row does not.
        if len(value) < 2:
            return None
        if all(isinstance(v, int) and 0 <= v < len(names) for v in value):
            return " + ".join(names[v] for v in value)
        return ", ".join(str(v) for v in value)
    return str(value)


def _pack(parts: Sequence[str], indent: str) -> list[str]:
    """Parts joined by `` · `` into lines as wide as the screen, breaking only between parts."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + 3 + len(part) <= SCREEN_COLUMNS:
            lines[-1] += " · " + part
        else:
            lines.extend(
                textwrap.wrap(part, SCREEN_COLUMNS, initial_indent=indent, subsequent_indent=indent)
            )
    return lines


def final_scores(
    rules: Rules[Any, Any], state: Any, lang: str, names: Sequence[str], breakdown: bool = True
) -> list[str]:
    """Final points, best first, each with the game's breakdown (unless not asked for), then
    the winners, and the tie-break where it decided them."""
    scores = rules.scores(state)
    winners = rules.winners(state)
    rows = rules.score_breakdown(state)
    # Best first; among equal points the winners (after the game's tie-breaks) lead.
    order = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat not in winners))
    width = max(len(name) for name in names)
    digits = max(len(str(points)) for points in scores)
    pad = [" " * (digits - len(str(points))) for points in scores]
    lines = [rule_line(ui(lang, "final"))]
    place = 0
    for i, seat in enumerate(order):
        if i == 0 or scores[seat] != scores[order[i - 1]]:
            place = i + 1
        star = "*" if seat in winners else " "
        points = pad[seat] + ui(lang, "points", points=scores[seat])
        head = f" {star}{place:>2}. {names[seat]:<{width}}  {points}"
        parts = []
        for key, value in (rows[seat] if breakdown and seat < len(rows) else {}).items():
            if key == "total":
                continue
            text = _detail(rules, value, lang, names)
            if text is not None:
                parts.append(f"{column(rules, lang, key)}: {text}")
        lines.append(head)
        lines.extend(_pack(parts, indent=" " * 7))
    if winners:
        key = "winner" if len(winners) == 1 else "winners"
        lines.append("")
        lines.append(ui(lang, key, names=", ".join(names[s] for s in winners)))
        rule = rules.info.tie_break.get(lang) or rules.info.tie_break.get("en")
        if rule and decided_by_tie_break(scores, winners):
            lines.extend(textwrap.wrap(ui(lang, "tie_break", rule=rule), SCREEN_COLUMNS))
    elif len(scores) == 1:
        # A solo game lost to the rules (Empire Planners' Archie Indus).
        lines += ["", ui(lang, "no_winner")]
    return lines
