"""How many WebSocket connections are open, per table and per client address, so that no one
table or address can take all of a process's connections (limits in ``Limits``)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from empires.web.limits import Limits
from empires.web.protocol import ProtocolError

#: Close code of a connection refused because a connection limit is reached (see docs/web.md).
CLOSE_TOO_MANY = 4029


class Connections:
    """Open connections per table and per address. An entry lives only while its count is
    above zero, so nothing a connection leaves behind outlives it."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.per_table: dict[str, int] = {}
        self.per_address: dict[str, int] = {}

    @contextlib.contextmanager
    def from_address(self, address: str) -> Iterator[None]:
        """Count a connection from ``address`` while it is open; ProtocolError if too many."""
        limit = self.limits.max_connections_per_address
        with _counted(self.per_address, address, limit, "from one address"):
            yield

    @contextlib.contextmanager
    def to_table(self, table_id: str) -> Iterator[None]:
        """Count a connection to ``table_id`` while it is open; ProtocolError if too many."""
        limit = self.limits.max_connections_per_table
        with _counted(self.per_table, table_id, limit, "to one table"):
            yield


@contextlib.contextmanager
def _counted(counts: dict[str, int], key: str, limit: int, what: str) -> Iterator[None]:
    if counts.get(key, 0) >= limit:
        raise ProtocolError(
            "too_many_connections",
            f"this server allows at most {limit} open connections {what}; try again later",
        )
    counts[key] = counts.get(key, 0) + 1
    try:
        yield
    finally:
        counts[key] -= 1
        if not counts[key]:
            del counts[key]
