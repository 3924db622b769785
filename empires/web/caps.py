"""Caps on what clients may start, checked before a table is stored: tables per client address
and hour, tables waiting for their people, bot seats in play and tables of bots only. A request
beyond a cap is refused, naming the cap, and nothing is stored.

Tables beyond a cap are refused rather than queued: a queue would have to be kept across
restarts and could grow without bound, while a refusal tells the client at once to come back
later (``Retry-After``).
"""

from __future__ import annotations

import asyncio
import math
import time
from collections import deque
from collections.abc import Iterable, Sequence

from empires.web.limits import Limits
from empires.web.store import HUMAN, OPEN, RUNNING, Store
from empires.web.table import LiveTable

HOUR = 3600.0
#: What a refused client is told to wait when the cap frees by itself at no known moment.
RETRY_SECONDS = 60


class Refused(Exception):
    """A request beyond a cap: the HTTP status to answer, why, and when to try again."""

    def __init__(self, status: int, message: str, retry_after: int | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.retry_after = status, message, retry_after


def bot_only_running(tables: Iterable[LiveTable]) -> int:
    """Running tables without a person."""
    return sum(
        1
        for live in tables
        if live.row.status == RUNNING and all(s.kind != HUMAN for s in live.row.seats)
    )


def bot_seats_in_play(tables: Iterable[LiveTable], now: float) -> int:
    """Bot seats at running tables whose bots are not paused."""
    return sum(
        sum(1 for s in live.row.seats if s.kind != HUMAN)
        for live in tables
        if live.row.status == RUNNING and not live.paused(now)
    )


class Caps:
    """The caps of one server process (the hourly counts are this process's own)."""

    def __init__(self, limits: Limits, store: Store) -> None:
        self.limits, self.store = limits, store
        self._created: dict[str, deque[float]] = {}
        #: Held while a table is checked against the caps and stored, so that two requests
        #: cannot both pass a cap that has room for one.
        self.lock = asyncio.Lock()

    def _recent(self, address: str, now: float) -> deque[float]:
        times = self._created.setdefault(address, deque())
        while times and times[0] <= now - HOUR:
            times.popleft()
        return times

    async def admit(
        self, address: str, seats: Sequence[str], tables: Iterable[LiveTable], now: float
    ) -> None:
        """Refuse (raise Refused) a new table with these seat kinds if it would pass a cap."""
        limits = self.limits
        recent = self._recent(address, now)
        if len(recent) >= limits.tables_per_address_per_hour:
            wait = math.ceil(recent[0] + HOUR - now)
            raise Refused(
                429,
                f"this address has created {len(recent)} tables in the past hour, the most "
                f"allowed (tables_per_address_per_hour = {limits.tables_per_address_per_hour})",
                max(1, wait),
            )
        people = sum(1 for kind in seats if kind == HUMAN)
        bots = len(seats) - people
        if people and len(await self.store.tables(OPEN, limits.open_tables)) >= limits.open_tables:
            raise Refused(
                503,
                f"{limits.open_tables} tables are waiting for their people, the most allowed "
                f"(open_tables = {limits.open_tables}); try again later",
                RETRY_SECONDS,
            )
        if not bots:
            return
        if bots > limits.bot_seats:
            raise Refused(
                400, f"a table may have at most {limits.bot_seats} bot seats here (bot_seats)"
            )
        live = list(tables)
        if not people and bot_only_running(live) >= limits.bot_only_tables:
            raise Refused(
                503,
                f"{limits.bot_only_tables} tables of bots only are running, the most allowed "
                f"(bot_only_tables = {limits.bot_only_tables}); try again when one finishes",
                RETRY_SECONDS,
            )
        playing = bot_seats_in_play(live, now)
        if playing + bots > limits.bot_seats:
            raise Refused(
                503,
                f"{playing} bot seats are in play and this table adds {bots}, more than allowed "
                f"(bot_seats = {limits.bot_seats}); try again later",
                RETRY_SECONDS,
            )

    def record(self, address: str, now: float | None = None) -> None:
        """Count a table created from ``address``."""
        at = time.time() if now is None else now
        self._recent(address, at).append(at)
        # Forget addresses with nothing in the past hour, so the map stays small.
        if len(self._created) > 1024:
            for key in [k for k, v in self._created.items() if not v or v[-1] <= at - HOUR]:
                del self._created[key]
