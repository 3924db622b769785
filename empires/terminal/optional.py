"""Optional moves at the terminal (docs/api.md, "Optional moves"): a person reaches theirs at
their prompt with the command ``optional`` (a number picks one at once), or types one in the
game's words (``Rules.read_typed``: Empire's ``offer Bob 2 goods for 1 colony``); the bots are
asked once per decision of the game, before it is taken, and once more after each optional
move of a person, so that they answer an offer at once (its news show on the next screen)."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

from empires.kernel.errors import EmpiresError, NotUnderstood
from empires.kernel.game import View
from empires.kernel.match import Match
from empires.kernel.optional import bot_optional_moves
from empires.kernel.words import fill
from empires.terminal.texts import ui

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


def notes(table: Table, seat: int, view: View) -> list[str]:
    """The lines under a person's choices: that optional moves are open to them, and what the
    game reads typed at this moment (``Rules.typed_hint``)."""
    lines = []
    offered = table.match.optional_moves(seat)
    if offered:
        lines.append(_word(table, "offered", n=len(offered)))
    hint = table.rules.typed_hint(view, table.lang, table.names)
    return [*lines, hint] if hint else lines


def typed(table: Table, seat: int, view: View, text: str) -> bool | None:
    """A line that is none of the terminal's commands, read by the game (``read_typed``):
    None if it is not the game's either; else whether a move was made (a line that does not
    read, a text to show such as a list, or a refused move makes none)."""
    try:
        read = table.rules.read_typed(view, text.split(), table.lang, table.names)
    except NotUnderstood as error:
        table.console.say(str(error))
        return False
    if read is None:
        return None
    if isinstance(read, str):
        table.console.say(read)
        return False
    return _play(table, seat, view, read)


def _play(table: Table, seat: int, view: View, move: Any) -> bool:
    """Play a move of a person, saying what was made or the rule's reason for a refusal."""
    match = table.match
    optional = match.is_optional(move)
    try:
        match.play(seat, move)
    except EmpiresError as error:
        _say(table, "refused", reason=table.rules.refusal(error, table.lang))
        return False
    text = table.rules.describe_choice(view, move, table.lang, table.names).text
    name = table.names[seat]
    if optional:
        _say(table, "made", name=name, move=text)
        _asked.pop(match, None)  # the bots may answer it at once
    else:
        table.console.say(ui(table.lang, "chose", name=name, move=text))
    return True


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
    return _play(table, seat, view, offered[number - 1])
