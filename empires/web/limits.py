"""What one server process allows its clients: how many connections they may hold and how
fast they must read, how many tables they may create, how many bots may run, how long bots may
think, and how long tables wait for their people.

Every field is a flag of ``empires serve`` (docs/web.md); the defaults suit a small public
server on a few cores.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any


def flag(default: float, meaning: str) -> Any:
    """A field of ``Limits`` with its default and what its ``empires serve`` flag sets."""
    return field(default=default, metadata={"flag": meaning})


@dataclass(frozen=True)
class Limits:
    """The caps and lifetimes a server enforces (see ``empires serve --help``)."""

    #: Tables one client address may create in any hour.
    tables_per_address_per_hour: int = flag(30, "tables one client address may create an hour")
    #: Tables waiting for their people at once (across processes sharing the database).
    open_tables: int = flag(200, "tables waiting for their people at once")
    #: Bot seats at running (and not paused) tables of this process, checked at creation.
    bot_seats: int = flag(64, "bot seats at running tables (checked when a table is created)")
    #: Tables of bots only running at once in this process.
    bot_only_tables: int = flag(4, "tables of bots only running at once")
    #: Worker processes the bots think in (the server's own process never runs a search).
    bot_workers: int = flag(max(1, (os.cpu_count() or 2) - 1), "worker processes the bots think in")
    #: Seconds one bot decision may take; then a random move is played instead.
    bot_seconds: float = flag(5.0, "seconds a bot may think; then a random move is played")
    #: Seconds a table may wait for its people before it expires (a day).
    open_expiry: float = flag(86_400.0, "seconds a table waits for its people before it expires")
    #: Seconds after the last person left a running table before its bots pause.
    idle_pause: float = flag(600.0, "seconds after the last person left before the bots pause")
    #: Chat lines one table keeps; past it the table's chat refuses new lines (chat_full).
    chat_lines_per_table: int = flag(2000, "chat lines one table may keep")

    #: Open WebSocket connections to one table (seats and spectators together).
    max_connections_per_table: int = flag(64, "open WebSocket connections one table may have")
    #: Open WebSocket connections from one client address, over all tables.
    max_connections_per_address: int = flag(32, "open WebSocket connections one address may have")
    #: Messages waiting to be sent to one connection; a connection with more has fallen behind
    #: and is dropped (queued positions are merged first, so only a client that stops reading
    #: while it keeps asking gets here).
    send_queue: int = flag(64, "messages waiting for one connection before it is dropped")
    #: Seconds one message may take to go out to a connection (the network accepting it)
    #: before the connection is dropped as too slow.
    send_timeout: float = flag(10.0, "seconds a message may take to go out before it is dropped")

    def __post_init__(self) -> None:
        for name in ("max_connections_per_table", "max_connections_per_address", "send_queue"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1")
        if not self.send_timeout > 0:
            raise ValueError("send_timeout must be more than 0 seconds")
