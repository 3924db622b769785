"""The chat at every table: seats write, spectators read (the table setting ``spectator_chat``
lets them write too). A line is public by nature and carries nothing else: its seat, the
writer's name, when, and the text; the table's own lines announce events (announce.py). Lines
are stored with the table before anyone is told, so they outlive restarts and belong to the
replay; each connection may write only so fast.
"""

from __future__ import annotations

import contextlib
import time
import unicodedata
from typing import Any

from empires.web import announce
from empires.web.protocol import REFUSED_CATEGORIES, ProtocolError
from empires.web.store import ChatRow
from empires.web.table import Client, LiveTable

#: The longest line, in characters (code points) after normalisation.
MAX_CHAT = 500
#: How many lines one connection may write within RATE_SECONDS.
RATE_LINES = 5
RATE_SECONDS = 10.0
#: How many of the newest lines a (re)connecting client is sent.
HISTORY = 100


def check_chat(text: object) -> str:
    """The line as stored: NFC-normalised, spaces around it dropped. ProtocolError with a
    ``chat_*`` code naming the problem if it is not a short, non-empty line of plain text."""
    if not isinstance(text, str):
        raise ProtocolError("chat_bad_text", "a chat line's text must be a string")
    line = unicodedata.normalize("NFC", text)
    for position, char in enumerate(line):
        if unicodedata.category(char) in REFUSED_CATEGORIES:
            raise ProtocolError(
                "chat_bad_text",
                "a chat line must not contain control characters or line breaks"
                f" (U+{ord(char):04X} at position {position})",
            )
    line = line.strip()  # after the check: strip() would drop some controls (U+0085) unseen
    if not line:
        raise ProtocolError("chat_empty", "a chat line must say something")
    if len(line) > MAX_CHAT:
        raise ProtocolError(
            "chat_too_long",
            f"a chat line may have at most {MAX_CHAT} characters, not {len(line)}",
        )
    return line


def check_writer(live: LiveTable, client: Client) -> None:
    """ProtocolError('chat_spectator') if ``client`` watches a table whose spectators read
    only."""
    if client.seat is None and not live.row.settings.get("spectator_chat"):
        raise ProtocolError(
            "chat_spectator", "spectators read this table's chat but cannot write in it"
        )


def check_pace(client: Client, now: float) -> None:
    """ProtocolError('chat_too_fast') if ``client`` wrote RATE_LINES lines in the last
    RATE_SECONDS; else counts this line."""
    recent = [at for at in client.chat_times if now - at < RATE_SECONDS]
    if len(recent) >= RATE_LINES:
        wait = RATE_SECONDS - (now - recent[0])
        raise ProtocolError(
            "chat_too_fast",
            f"at most {RATE_LINES} chat lines per {RATE_SECONDS:g} seconds;"
            f" wait {wait:.0f} s before the next",
        )
    client.chat_times = [*recent, now]


def line_payload(live: LiveTable, line: ChatRow, lang: str) -> dict[str, Any]:
    """A line as sent: a seat's name as the seat is called now ("" for a spectator); the
    table's own line (``table``: an event the game announces) in the reader's language."""
    names = live.names(lang)
    if announce.is_table_line(line):
        text = announce.table_text(live, line, lang, names)
        return {"seat": None, "name": "", "at": line.at, "text": text, "table": True}
    name = "" if line.seat is None else names[line.seat]
    return {"seat": line.seat, "name": name, "at": line.at, "text": line.text}


async def say(live: LiveTable, client: Client, text: object) -> ChatRow:
    """Check, store and send out a line ``client`` wrote; ProtocolError (nothing stored, nobody
    told) if refused."""
    check_writer(live, client)
    checked = check_chat(text)
    if live.chat_cap is not None and live.chat_total >= live.chat_cap:
        raise ProtocolError(
            "chat_full", f"this table's chat is full: it keeps at most {live.chat_cap} lines"
        )
    now = time.time()
    check_pace(client, now)
    name = "" if client.seat is None else live.row.seats[client.seat].name
    line = ChatRow(now, client.seat, name, checked)
    await live.store.add_chat(live.id, line)
    await tell(live, [line])
    return line


async def tell(live: LiveTable, lines: list[ChatRow]) -> None:
    """Keep ``lines`` among the table's recent ones and send them to everyone watching
    ``live``, each in its own language."""
    live.chat = [*live.chat, *lines][-HISTORY:]
    live.chat_total += len(lines)
    for line in lines:
        for client in list(live.clients):
            # A client that went away is removed by its own handler.
            with contextlib.suppress(Exception):
                await client.send({"type": "chat", **line_payload(live, line, client.lang)})


async def load(live: LiveTable) -> None:
    """Read the newest lines of a table being loaded."""
    live.chat = await live.store.chat(live.id, HISTORY)
    live.chat_total = await live.store.chat_count(live.id)


def recent(live: LiveTable, lang: str) -> list[dict[str, Any]]:
    """The newest lines, as a (re)connecting client is sent them in its first state."""
    return [line_payload(live, line, lang) for line in live.chat]


async def relay(live: LiveTable) -> None:
    """Another server process stored lines of this table: send the ones not seen here yet."""
    seen = live.chat[-1].at if live.chat else 0.0
    lines = await live.store.chat(live.id, HISTORY)
    await tell(live, [line for line in lines if line.at > seen])
