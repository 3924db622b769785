"""What goes out to one WebSocket connection: a bounded queue drained by the connection's own
task. Queuing never waits, so a client that reads slowly (or not at all) holds up nobody: not
the table, not the mover's acknowledgement, not the bots or the clock. Only its own task waits
for the network, and a client that falls too far behind is dropped with close code 4008."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import orjson

log = logging.getLogger(__name__)

#: Close code of a connection dropped because it fell behind (see docs/web.md).
CLOSE_TOO_SLOW = 4008
#: How long a dropped connection's close frame may take to go out before the connection is
#: simply ended (a client that stopped reading may never take it).
CLOSE_GRACE = 30.0

T = TypeVar("T")
Write = Callable[[str], Awaitable[None]]
Close = Callable[[int, str], Awaitable[None]]


@dataclass(frozen=True)
class _Closing:
    code: int
    reason: str


def merge_states(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any] | None:
    """One state payload standing for ``old`` followed by ``new`` (None if they cannot be
    merged). States carry the log from ``log_start`` on, so the merged one keeps the lines of
    ``old`` that ``new`` does not repeat: merging never loses a log line. Only a connection's
    first state (and one after a change of language) carries the chat so far; a later state
    merged into it keeps that chat, or the connection would never be sent it."""
    start, lines = old["log_start"], old["log"]
    if new["log_start"] <= start:  # the newer one repeats everything the older one had
        merged = new
    elif new["log_start"] <= start + len(lines):
        merged = {**new, "log_start": start, "log": lines[: new["log_start"] - start] + new["log"]}
    else:
        return None
    if "chat" in old and "chat" not in merged:
        merged = {**merged, "chat": old["chat"]}
    return merged


class Outbox:
    """The messages waiting to go out to one connection, and the task sending them."""

    def __init__(self, write: Write, close: Close, *, size: int, timeout: float) -> None:
        self._write = write
        self._close = close
        self._size = size
        self._timeout = timeout
        self._queue: deque[dict[str, Any] | _Closing] = deque()
        self._ready = asyncio.Event()
        #: Why the connection was dropped; None while it keeps up.
        self.dropped: str | None = None
        #: Set when nothing more will be sent: dropped, closed, or the connection failed.
        self.finished = asyncio.Event()
        self._closing = False
        self._finished_wait: asyncio.Future[Any] | None = None

    async def send(self, payload: dict[str, Any]) -> None:
        """Queue ``payload`` (awaitable for ``Client.send``; it never waits)."""
        self.put(payload)

    def put(self, payload: dict[str, Any]) -> None:
        """Queue ``payload``; a state waiting behind another state replaces it (merged)."""
        if self._closing or self.dropped is not None:
            return
        if payload.get("type") == "state" and self._queue:
            last = self._queue[-1]
            if isinstance(last, dict) and last.get("type") == "state":
                merged = merge_states(last, payload)
                if merged is not None:
                    self._queue[-1] = merged
                    return
        if len(self._queue) >= self._size:
            self._drop(f"more than {self._size} messages were waiting to be sent")
            return
        self._queue.append(payload)
        self._ready.set()

    async def unless_finished(self, waiting: Awaitable[T]) -> T | None:
        """What ``waiting`` gives, or None if the outbox finishes first (the connection was
        dropped, or failed): then ``waiting`` is cancelled."""
        if self._finished_wait is None:
            self._finished_wait = asyncio.ensure_future(self.finished.wait())
        task = asyncio.ensure_future(waiting)
        try:
            await asyncio.wait((task, self._finished_wait), return_when=asyncio.FIRST_COMPLETED)
        finally:
            if not task.done():
                task.cancel()
        return task.result() if task.done() and not task.cancelled() else None

    def close(self, code: int, reason: str = "") -> None:
        """Send what is queued, then close the connection with ``code``."""
        if not self._closing and self.dropped is None:
            self._queue.append(_Closing(code, reason))
            self._closing = True
            self._ready.set()

    def _drop(self, why: str) -> None:
        self.dropped = why
        self._queue.clear()
        self._ready.set()
        self.finished.set()

    async def run(self) -> None:
        """Send the queued messages in order until closed or dropped; on a drop, try to close
        the connection with CLOSE_TOO_SLOW."""
        try:
            await self._send_all()
        except Exception:  # the connection went away; its handler hears of it
            log.debug("a connection failed while sending", exc_info=True)
        finally:
            self.finished.set()
        if self.dropped is not None:
            log.info("dropped a connection that fell behind: %s", self.dropped)
            with contextlib.suppress(Exception):
                async with asyncio.timeout(CLOSE_GRACE):
                    await self._close(CLOSE_TOO_SLOW, "too slow")

    async def _send_all(self) -> None:
        while self.dropped is None:
            if not self._queue:
                self._ready.clear()
                await self._ready.wait()
                continue
            item = self._queue.popleft()
            if isinstance(item, _Closing):
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(CLOSE_GRACE):
                        await self._close(item.code, item.reason)
                return
            try:
                async with asyncio.timeout(self._timeout):
                    await self._write(orjson.dumps(item).decode())
            except TimeoutError:
                self._drop(f"a message took more than {self._timeout:g} s to go out")
