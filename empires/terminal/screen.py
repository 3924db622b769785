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


def _entries(
    rules: Rules[Any, Any], state: Any, lang: str, names: Sequence[str]
) -> list[tuple[str, Any, bool, dict[str, Any]]]:
    """Every player of the end, best first (among equal points the winners, after the game's
    tie-breaks, lead): name, points, whether they won, breakdown. The seats, and the players
    the rules run (a solo game's Archie Indus), as the web's end table has them."""
    scores, winners, rows = rules.scores(state), rules.winners(state), rules.score_breakdown(state)
    entries = [
        (names[s], scores[s], s in winners, rows[s] if s < len(rows) else {})
        for s in range(len(scores))
    ]
    for row in rules.rules_players(state):
        rest = {key: value for key, value in row.items() if key not in ("name", "won")}
        name = row["name"].get(lang) or row["name"]["en"]
        entries.append((name, rest.get("total", 0), bool(row.get("won")), rest))
    return sorted(entries, key=lambda entry: (-entry[1], not entry[2]))


def final_scores(
    rules: Rules[Any, Any], state: Any, lang: str, names: Sequence[str], breakdown: bool = True
) -> list[str]:
    """Final points, best first, each with the game's breakdown (unless not asked for), then
    the winners, and the tie-break where it decided them."""
    entries = _entries(rules, state, lang, names)
    width = max(len(entry[0]) for entry in entries)
    digits = max(len(str(entry[1])) for entry in entries)
    lines = [rule_line(ui(lang, "final"))]
    place = 0
    for i, (name, points, won, row) in enumerate(entries):
        if i == 0 or points != entries[i - 1][1]:
            place = i + 1
        said = " " * (digits - len(str(points))) + ui(lang, "points", points=points)
        lines.append(f" {'*' if won else ' '}{place:>2}. {name:<{width}}  {said}")
        parts = []
        for key, value in (row if breakdown else {}).items():
            text = None if key == "total" else _detail(rules, value, lang, names)
            if text is not None:
                parts.append(f"{column(rules, lang, key)}: {text}")
        lines.extend(_pack(parts, indent=" " * 7))
    named = [entry[0] for entry in entries if entry[2]]
    scores, winners = rules.scores(state), rules.winners(state)
    if not winners:
        # A solo game lost to the rules (Empire Planners' Archie Indus).
        lines += ["", ui(lang, "no_winner")] if len(scores) == 1 else []
        return lines
    key = "winner" if len(named) == 1 else "winners"
    lines += ["", ui(lang, key, names=", ".join(named))]
    rule = rules.info.tie_break.get(lang) or rules.info.tie_break.get("en")
    if rule and decided_by_tie_break(scores, winners):
        lines.extend(textwrap.wrap(ui(lang, "tie_break", rule=rule), SCREEN_COLUMNS))
    return lines
