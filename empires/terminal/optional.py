"""Optional moves at the terminal (docs/api.md, "Optional moves"): a person reaches theirs at
their prompt with the command ``optional`` (a number picks one at once); the bots are asked
once per decision of the game, before it is taken."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

from empires.kernel.errors import EmpiresError
from empires.kernel.match import Match
from empires.kernel.optional import bot_optional_moves
from empires.kernel.words import fill

if TYPE_CHECKING:
    from empires.terminal.play import Table

#: The command, in either language.
COMMAND_WORDS = frozenset({"optional", "opt", "zusatz"})

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "offered": "Also open to you at any time: {n:# optional move|# optional moves}; type optional.",
        "list": "Your optional moves, {name} (they answer no decision):",
        "prompt": "Optional move 1-{n} (Enter: none): ",
        "none": "No optional move is open to you now.",
        "out_of_range": "There is no optional move {number}: pick a number from 1 to {n}.",
        "refused": "Refused: {reason}",
        "made": "{name} made the optional move: {move}",
    },
    "de": {
        "offered": "Außerdem jederzeit möglich: {n:# Zusatzzug|# Zusatzzüge}; gib optional ein.",
        "list": "Deine Zusatzzüge, {name} (sie beantworten keine Entscheidung):",
        "prompt": "Zusatzzug 1-{n} (Enter: keiner): ",
        "none": "Gerade ist dir kein Zusatzzug möglich.",
        "out_of_range": "Es gibt keinen Zusatzzug {number}: wähle eine Zahl von 1 bis {n}.",
        "refused": "Abgelehnt: {reason}",
        "made": "{name} macht den Zusatzzug: {move}",
    },
}

#: Per match, how many decisions had been answered when its bots were last asked.
_asked: weakref.WeakKeyDictionary[Match, int] = weakref.WeakKeyDictionary()


def _word(table: Table, key: str, **params: Any) -> str:
    return fill((WORDS.get(table.lang) or WORDS["en"])[key], table.lang, **params)


def _say(table: Table, key: str, **params: Any) -> None:
    table.console.say(_word(table, key, **params))


def answered(table: Table) -> int:
    """How many decisions of the game have been answered (optional moves answer none)."""
    return sum(not table.match.is_optional(played.move) for played in table.match.moves)


def ask_bots(table: Table) -> None:
    """Let every bot make an optional move, once per decision of the game."""
    if not table.rules.optional_kinds:
        return
    decisions = answered(table)
    if _asked.get(table.match) == decisions:
        return
    _asked[table.match] = decisions
    for seat, move in bot_optional_moves(table.rules, table.match.state, table.bots):
        table.match.play(seat, move)


def announce(table: Table, seat: int) -> None:
    """Say, under a person's choices, that optional moves are open to them."""
    offered = table.match.optional_moves(seat)
    if offered:
        _say(table, "offered", n=len(offered))


def choose(table: Table, seat: int, rest: str) -> bool:
    """The command ``optional [N]``: list the seat's optional moves and play the one picked
    (``N`` picks at once); whether one was made."""
    match, rules = table.match, table.rules
    offered = match.optional_moves(seat)
    if not offered:
        _say(table, "none")
        return False
    view, name = match.view(seat), table.names[seat]
    texts = [rules.describe_choice(view, m, table.lang, table.names).text for m in offered]
    answer = rest.strip()
    if not answer:
        _say(table, "list", name=name)
        width = len(str(len(texts)))
        table.console.say("\n".join(f"  {i:>{width}}. {t}" for i, t in enumerate(texts, 1)))
        answer = (table.console.ask(_word(table, "prompt", n=len(texts))) or "").strip()
        if not answer:
            return False
    number = int(answer) if answer.isdigit() else 0
    if not 1 <= number <= len(offered):
        _say(table, "out_of_range", number=answer, n=len(offered))
        return False
    try:
        match.play(seat, offered[number - 1])
    except EmpiresError as error:
        _say(table, "refused", reason=error)
        return False
    _say(table, "made", name=name, move=texts[number - 1])
    return True
