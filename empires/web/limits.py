"""What one server process allows its clients: how many connections they may hold and how
fast they must read, how many tables they may create, how many bots may run, how long bots may
think, and how long tables wait for their people.

Every field is a flag of ``empires serve`` (docs/web.md); the defaults suit a small public
server on a few cores.
"""

from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """The caps and lifetimes a server enforces (see ``empires serve --help``)."""

    #: Tables one client address may create in any hour.
    tables_per_address_per_hour: int = 30
    #: Tables waiting for their people at once (across processes sharing the database).
    open_tables: int = 200
    #: Bot seats at running (and not paused) tables of this process, checked at creation.
    bot_seats: int = 64
    #: Tables of bots only running at once in this process.
    bot_only_tables: int = 4
    #: Worker processes the bots think in (the server's own process never runs a search).
    bot_workers: int = max(1, (os.cpu_count() or 2) - 1)
    #: Seconds one bot decision may take; then a random move is played instead.
    bot_seconds: float = 5.0
    #: Seconds a table may wait for its people before it expires (a day).
    open_expiry: float = 86_400.0
    #: Seconds after the last person left a running table before its bots pause.
    idle_pause: float = 600.0

    #: Open WebSocket connections to one table (seats and spectators together).
    max_connections_per_table: int = 64
    #: Open WebSocket connections from one client address, over all tables.
    max_connections_per_address: int = 32
    #: Messages waiting to be sent to one connection; a connection with more has fallen behind
    #: and is dropped (queued positions are merged first, so only a client that stops reading
    #: while it keeps asking gets here).
    send_queue: int = 64
    #: Seconds one message may take to go out to a connection (the network accepting it)
    #: before the connection is dropped as too slow.
    send_timeout: float = 10.0

    def __post_init__(self) -> None:
        for name in ("max_connections_per_table", "max_connections_per_address", "send_queue"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1")
        if not self.send_timeout > 0:
            raise ValueError("send_timeout must be more than 0 seconds")
