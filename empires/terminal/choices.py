"""A decision's choices as numbered lines: each legal move in the game's words
(``Rules.describe_choice``, from the seat's own view), with its result and a marked warning;
moves that differ only in a number (a ``group`` of three or more) as one line that takes the
number, ``4 5`` for amount 5 of line 4."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from empires.kernel.choices import Choice
from empires.kernel.game import Rules, View
from empires.terminal.layout import fit, single
from empires.terminal.texts import ui

#: A group is one line from this many choices on (as the web table's number control).
GROUP_FROM = 3


@dataclass(frozen=True)
class Line:
    """One numbered line: a single choice, or a group of choices by amount."""

    choice: Choice
    move: Any = None
    #: For a group: each amount and its choice and move, in increasing amount.
    members: tuple[tuple[int, Choice, Any], ...] = ()

    @property
    def amounts(self) -> list[int]:
        """The numbers a group line takes (none for a single choice)."""
        return [amount for amount, _, _ in self.members]

    def pick(self, amount: int) -> tuple[Choice, Any] | None:
        """The choice and move of ``amount`` in a group, or None if it is not one of them."""
        return next(((c, m) for a, c, m in self.members if a == amount), None)


def choice_lines(
    rules: Rules[Any, Any], view: View, legal: Sequence[Any], lang: str, names: Sequence[str]
) -> list[Line]:
    """The lines of ``legal``, in the rules' order; a group stands where its first member is."""
    described = [(rules.describe_choice(view, move, lang, names), move) for move in legal]
    groups: dict[str, list[tuple[int, Choice, Any]]] = {}
    for choice, move in described:
        if choice.group is not None and choice.amount is not None:
            groups.setdefault(choice.group, []).append((choice.amount, choice, move))
    lines: list[Line] = []
    shown: set[str] = set()
    for choice, move in described:
        members = groups.get(choice.group or "", [])
        if choice.group is None or len(members) < GROUP_FROM:
            lines.append(Line(choice, move))
        elif choice.group not in shown:
            shown.add(choice.group)
            unique = {amount: (amount, c, m) for amount, c, m in reversed(members)}
            lines.append(Line(Choice(choice.group), members=tuple(sorted(unique.values()))))
    return lines


def amounts_text(amounts: Sequence[int]) -> str:
    """The numbers a group takes: ``0-8`` when they run without a gap, else ``1, 3, 5``."""
    if len(amounts) > 1 and list(amounts) == list(range(amounts[0], amounts[-1] + 1)):
        return f"{amounts[0]}-{amounts[-1]}"
    return ", ".join(map(str, amounts))


def line_text(line: Line, lang: str) -> str:
    """A line as shown: the text (a group's with its numbers), its result, its warning."""
    choice = line.choice
    text = choice.text
    if line.members:
        text = f"{text} ({amounts_text(line.amounts)})"
        # A group shows a result or a warning only when every number of it has the same.
        results = {c.result for _, c, _ in line.members}
        warnings = {c.warning for _, c, _ in line.members}
        choice = Choice(
            text,
            result=results.pop() if len(results) == 1 else None,
            warning=warnings.pop() if len(warnings) == 1 else None,
        )
    if choice.result and choice.result not in text:
        text = ui(lang, "result", text=text, result=choice.result)
    if choice.warning:
        text = ui(lang, "warned", text=text, warning=choice.warning)
    return text


def numbered(lines: Sequence[Line], lang: str, width: int, room: int | None = None) -> list[str]:
    """The lines as the screen shows them, numbered from 1, each wrapped to ``width``; with a
    ``room`` of rows, fitted into it (``empires.terminal.layout``): in columns, or the first
    ones under a line saying how many more there are and how to list them all."""
    digits = len(str(len(lines)))
    entries = [(f"{n:>{digits}}.", line_text(line, lang)) for n, line in enumerate(lines, 1)]
    if room is None:
        return single(entries, width)
    laid, shown = fit(entries, width, room)
    if shown < len(lines):
        laid.append(ui(lang, "more_choices", count=len(lines) - shown, n=len(lines)))
    return laid


def pick(line: Line, number: int, amount: str | None, lang: str) -> tuple[Choice, Any] | str:
    """The choice and move line ``number`` stands for, with the ``amount`` typed for a group;
    or, for a number the line does not take, the error to show (nothing is played)."""
    if not line.members:
        return (line.choice, line.move) if not amount else ui(lang, "no_amount", number=number)
    amounts = amounts_text(line.amounts)
    try:
        value = int(amount or "")
    except ValueError:
        return ui(lang, "not_amount", text=amount or "", number=number, amounts=amounts)
    found = line.pick(value)
    if found is None:
        return ui(lang, "bad_amount", amount=value, number=number, amounts=amounts)
    return found


def position(lines: Sequence[Line], move: Any) -> str:
    """What a person types for ``move``: its line's number, and for a group the amount too."""
    for number, line in enumerate(lines, start=1):
        if not line.members and line.move == move:
            return str(number)
        amount = next((a for a, _, m in line.members if m == move), None)
        if amount is not None:
            return f"{number} {amount}"
    return "?"
