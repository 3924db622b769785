"""The table's chat over real WebSockets on a real server: seats write and everyone reads, the
lines outlive a restart (SQLite and PostgreSQL), and every line refused (too long, too fast,
control characters, a spectator at a table that does not let them write) gets a named error
and stores nothing."""

from __future__ import annotations

import asyncio
import unicodedata
from typing import Any

from tests.web.postgres import PostgresServer
from tests.web.seats import Seat, claim_all
from tests.web.served import claim_named, serve, serve_on_sqlite, serve_together
from tests.web.server import ServerProcess


def _texts(seat: Seat) -> list[str]:
    return [line["text"] for line in seat.chat]


async def _refused(seat: Seat, text: Any, code: str) -> dict[str, Any]:
    """Send ``text`` as a chat line; the error it gets, which must have ``code``."""
    errors, lines = len(seat.errors), len(seat.chat)
    await seat.send({"type": "chat", "text": text})
    async with asyncio.timeout(10):
        while len(seat.errors) == errors:
            seat.changed.clear()
            await seat.changed.wait()
    error = seat.errors[-1]
    assert error["code"] == code, error
    assert len(seat.chat) == lines  # nobody was told anything
    return error


async def _say(seat: Seat, text: str, *others: Seat) -> None:
    """Send a chat line and wait until ``seat`` and every one of ``others`` has it."""
    await seat.send({"type": "chat", "text": text})
    stored = unicodedata.normalize("NFC", text)
    for reader in (seat, *others):
        await reader.wait(lambda _s, r=reader: stored in _texts(r))


def test_a_chat_line_reaches_everyone_and_outlives_a_restart(database: str) -> None:
    serve(database, _talk_and_restart)


async def _talk_and_restart(server: ServerProcess) -> None:
    table = server.new_table(["human", "human"], seed=3)
    ada, bob = claim_named(server.base, table, ["Ada", "Bob"])
    seats = [await Seat(server.ws, table["id"], t).connect() for t in (ada, bob)]
    watcher = await Seat(server.ws, table["id"], None).connect()
    assert seats[0].chat == [] and watcher.chat == []
    await _say(seats[0], "Hallo Bob, shall we trade?", seats[1], watcher)
    await _say(seats[1], "Gern — later.", seats[0], watcher)
    line = watcher.chat[0]
    assert set(line) == {"type", "seat", "name", "at", "text"}  # nothing else rides along
    assert (line["seat"], line["name"]) == (0, "Ada")
    assert [(c["seat"], c["name"]) for c in seats[0].chat] == [(0, "Ada"), (1, "Bob")]
    await _refused(watcher, "me too", "chat_spectator")
    for seat in (*seats, watcher):
        await seat.close()

    server.kill()
    server.start()
    again = await Seat(server.ws, table["id"], bob).connect()
    later = await Seat(server.ws, table["id"], None).connect()
    assert _texts(again) == _texts(later) == ["Hallo Bob, shall we trade?", "Gern — later."]
    assert [c["name"] for c in later.chat] == ["Ada", "Bob"]
    await again.close()
    await later.close()


def test_refused_chat_lines_get_named_errors_and_store_nothing() -> None:
    serve_on_sqlite(_refusals)


async def _refusals(server: ServerProcess) -> None:
    table = server.new_table(["human", "random"], seed=5)
    ada = await Seat(server.ws, table["id"], claim_all(server.base, table)[0]).connect()
    # 500 characters are the most, counted after NFC normalisation: 500 "é" written as "e" and
    # a combining accent (1000 code points) pass, 501 four-byte emoji do not.
    accented = "e\u0301" * 500
    await _say(ada, accented)
    assert ada.chat[-1]["text"] == "\u00e9" * 500
    error = await _refused(ada, "\U0001f600" * 501, "chat_too_long")
    assert "at most 500 characters, not 501" in error["message"]
    for text in ("two\nlines", "nul\x00", "bell\x07", "sep\u2028arator", "c1\x85"):
        error = await _refused(ada, text, "chat_bad_text")
        assert "control characters" in error["message"]
    await _refused(ada, 42, "chat_bad_text")
    await _refused(ada, "   ", "chat_empty")
    for n in range(4):  # with the first line, five in ten seconds: the most
        await _say(ada, f"line {n}")
    error = await _refused(ada, "one too many", "chat_too_fast")
    assert "at most 5 chat lines per 10 seconds" in error["message"]
    await ada.close()

    watcher = await Seat(server.ws, table["id"], None).connect()
    stored = ["\u00e9" * 500] + [f"line {n}" for n in range(4)]
    assert _texts(watcher) == stored  # exactly the lines accepted
    await _refused(watcher, "hello", "chat_spectator")
    await watcher.close()


def test_a_table_may_let_spectators_write() -> None:
    serve_on_sqlite(_spectators_write)


async def _spectators_write(server: ServerProcess) -> None:
    table = server.new_table(["human", "random"], seed=5, spectator_chat=True)
    assert table["settings"]["spectator_chat"] is True
    ada = await Seat(server.ws, table["id"], claim_all(server.base, table)[0]).connect()
    watcher = await Seat(server.ws, table["id"], None).connect()
    await _say(watcher, "go Ada!", ada)
    assert (ada.chat[-1]["seat"], ada.chat[-1]["name"]) == (None, "")
    await ada.close()
    await watcher.close()


def test_a_line_written_at_one_process_reaches_people_at_another(postgres: PostgresServer) -> None:
    serve_together(postgres.new_database("chat_cluster"), _talk_across)


async def _talk_across(servers: list[ServerProcess]) -> None:
    first, second = servers
    table = first.new_table(["human", "human"], seed=9)
    ada, bob = claim_named(first.base, table, ["Ada", "Bob"])
    here = await Seat(first.ws, table["id"], ada).connect()
    there = await Seat(second.ws, table["id"], bob).connect()
    watcher = await Seat(second.ws, table["id"], None).connect()
    await _say(here, "across the wire", there, watcher)
    await _say(there, "heard you", here, watcher)
    assert _texts(watcher) == _texts(here) == ["across the wire", "heard you"]  # once each
    for seat in (here, there, watcher):
        await seat.close()


def test_a_table_keeps_only_so_many_chat_lines(database: str) -> None:
    serve(database, _fill_the_chat, options=["--chat-lines-per-table", "2"])


async def _fill_the_chat(server: ServerProcess) -> None:
    table = server.new_table(["human", "human"], seed=3)
    ada, bob = claim_named(server.base, table, ["Ada", "Bob"])
    seats = [await Seat(server.ws, table["id"], t).connect() for t in (ada, bob)]
    await _say(seats[0], "one", seats[1])
    await _say(seats[1], "two", seats[0])
    error = await _refused(seats[0], "three", "chat_full")
    assert "at most 2 lines" in error["message"]
    for seat in seats:
        await seat.close()
    # The count is the table's, not the process's: after a restart the chat is still full.
    server.kill()
    server.start()
    again = await Seat(server.ws, table["id"], bob).connect()
    assert _texts(again) == ["one", "two"]
    await _refused(again, "three", "chat_full")
    await again.close()
