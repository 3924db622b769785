"""The table's own lines in the chat: the public events a game names in ``GameInfo.chat_events``
(Empire (colonial): a trade made) are announced where the haggling happens, as well as in the
log. Such a line is stored like any chat line (so reconnections and replays keep it), written
by no seat under the name ``TABLE``, which no person's line can carry (a person's line without
a seat is a spectator's, named ""); its text is the event as JSON, said to each reader in the
reader's language with the seats' names as they are called now."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from empires.kernel.events import Event
from empires.kernel.match import Match
from empires.web.store import ChatRow

if TYPE_CHECKING:
    from empires.web.table import LiveTable

#: The name of the table's own lines.
TABLE = "#table"


def lines_for(before: Match, after: Match, at: float) -> list[ChatRow]:
    """The table lines for the public events a move added between ``before`` and ``after``."""
    rules = after.rules
    wanted = rules.info.chat_events
    if not wanted:
        return []
    every = rules.events(after.state)
    fresh = every[len(rules.events(before.state)) :]
    return [
        ChatRow(at, None, TABLE, json.dumps({"key": e.key, "params": dict(e.params)}))
        for e in fresh
        if e.key in wanted and e.to is None
    ]


def is_table_line(line: ChatRow) -> bool:
    """Whether ``line`` is the table's own (an announced event)."""
    return line.seat is None and line.name == TABLE


def table_text(live: LiveTable, line: ChatRow, lang: str, names: Sequence[str]) -> str:
    """A table line in ``lang``: its event as the game says it."""
    data: dict[str, Any] = json.loads(line.text)
    return live.match.rules.event_text(Event(data["key"], data["params"]), lang, list(names))


async def post(live: LiveTable, lines: list[ChatRow]) -> None:
    """Store the table's ``lines`` and send them to everyone watching (never refused: the
    table's cap on chat lines holds back people, not the game)."""
    from empires.web import chat  # chat imports the table's module, which imports this one

    for line in lines:
        await live.store.add_chat(live.id, line)
    await chat.tell(live, lines)
