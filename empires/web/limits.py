"""The limits a server process holds to, so that no client can hold up or exhaust it. Settable
with ``empires serve`` flags (see docs/web.md)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """What one server process allows; the defaults suit a public server."""

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
