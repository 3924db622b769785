"""Bots think outside the server's process: a bounded pool of worker processes, each answering
one decision at a time within a time limit.

The server sends a worker only what the bot may know (the game's name, the bot's kind and seed,
the seat's view and legal moves, as JSON) and gets a move back. A worker that overruns the limit
is killed and replaced, and a random move (seeded like the bot) is played instead, so one slow
search neither holds the table nor keeps the pool busy. Workers are started when first needed,
with the ``spawn`` method (a fresh interpreter: nothing of the server's state is inherited).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

import orjson

from empires.kernel.game import Rules, View
from empires.kernel.rng import SeededRng
from empires.web import bot_worker

log = logging.getLogger(__name__)

#: How long a new worker may take to import the games and say it is ready.
STARTUP_SECONDS = 60.0


@dataclass(eq=False)
class Worker:
    """One worker process and the server's end of its pipe."""

    process: BaseProcess
    conn: Connection
    pid: int = 0

    async def receive(self, seconds: float | None) -> dict[str, Any]:
        """The worker's next message; TimeoutError after ``seconds``, EOFError if it died."""
        loop = asyncio.get_running_loop()
        readable: asyncio.Future[None] = loop.create_future()

        def ready() -> None:
            if not readable.done():
                readable.set_result(None)

        fd = self.conn.fileno()
        loop.add_reader(fd, ready)
        try:
            async with asyncio.timeout(seconds):
                await readable
        finally:
            loop.remove_reader(fd)
        # The event loop may have made the pipe non-blocking when it watched it (uvloop does):
        # a reply bigger than the pipe's buffer (a review) must still be read whole.
        os.set_blocking(fd, True)
        message: dict[str, Any] = orjson.loads(self.conn.recv_bytes())
        return message


class BotPool:
    """At most ``workers`` processes thinking for the bots, ``seconds`` per decision."""

    def __init__(self, workers: int, seconds: float) -> None:
        if workers < 1:
            raise ValueError(f"the bot pool needs at least one worker, not {workers}")
        if seconds <= 0:
            raise ValueError(f"bots need a positive time limit, not {seconds}")
        self.size, self.seconds = workers, seconds
        self._context = multiprocessing.get_context("spawn")
        self._idle: asyncio.Queue[Worker] = asyncio.Queue()
        self._workers: set[Worker] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False

    # -- deciding -----------------------------------------------------------------------------
    async def decide(
        self,
        rules: Rules[Any, Any],
        kind: str,
        seed: int,
        view: View,
        legal: Sequence[Any],
        *,
        label: str = "",
        optional: bool = False,
    ) -> Any:
        """The move bot ``kind`` seeded with ``seed`` chooses from ``legal`` seeing ``view``,
        thought out in a worker; a random legal move if it overruns the limit or fails. With
        ``optional``, ``legal`` are the seat's optional moves, and the answer one of them or
        None (``Bot.choose_optional``; None too when the bot overruns or fails)."""
        request = orjson.dumps(
            {
                "game": rules.info.name,
                "kind": kind,
                "seed": seed,
                "view": view,
                "legal": [rules.move_to_json(move) for move in legal],
                "optional": optional,
            }
        )

        def backup() -> Any:
            return None if optional else fallback(seed, legal)

        what = f"bot {kind} ({label})"
        reply = await self._exchange(request, what, "" if optional else ": a random move instead")
        if reply is None:
            return backup()
        log.debug("%s decided in %.3f s in worker %d", what, reply["seconds"], reply["pid"])
        return None if reply["move"] is None else rules.move_from_json(reply["move"])

    async def consult(self, request: dict[str, Any], *, label: str = "") -> dict[str, Any] | None:
        """A worker's reply to a request other than a bot's decision (a hint:
        ``bot_worker.advise``), within the same time limit; None if it overran, died or failed
        (said in the log). It waits for a worker as the bots' decisions do."""
        return await self._exchange(orjson.dumps(request), label, "")

    async def _exchange(self, request: bytes, what: str, instead: str) -> dict[str, Any] | None:
        """Send ``request`` to an idle worker and return its reply within the time limit;
        None (said in the log, naming ``what`` and what is done ``instead``) if the worker
        overran (it is replaced), died, or answered with an error."""
        worker = await self._take()
        try:
            os.set_blocking(worker.conn.fileno(), True)  # a big request goes out whole (above)
            worker.conn.send_bytes(request)
            reply: dict[str, Any] = await worker.receive(self.seconds)
        except TimeoutError:
            self._discard(worker)
            log.warning(
                "%s overran its %g s in worker %d%s; the worker is replaced",
                what,
                self.seconds,
                worker.pid,
                instead,
            )
            return None
        except (EOFError, OSError) as error:
            self._discard(worker)
            log.error("bot worker %d died (%s) during %s%s", worker.pid, error, what, instead)
            return None
        except BaseException:  # cancelled: the worker may still answer, so it cannot be reused
            self._discard(worker)
            raise
        self._idle.put_nowait(worker)
        if "error" in reply:
            log.error("%s failed: %s%s", what, reply["error"], instead)
            return None
        return reply

    # -- the workers --------------------------------------------------------------------------
    async def _take(self) -> Worker:
        """An idle worker, starting one if the pool is not full yet."""
        if self._closed:
            raise RuntimeError("the bot pool is closed")
        if self._idle.empty() and len(self._workers) < self.size:
            self._start_worker()
        return await self._idle.get()

    def _start_worker(self) -> None:
        parent, child = self._context.Pipe()
        process = self._context.Process(
            target=bot_worker.serve, args=(child,), name="empires-bot", daemon=True
        )
        worker = Worker(process, parent)
        self._workers.add(worker)
        self._background(self._when_ready(worker, child))

    async def _when_ready(self, worker: Worker, child: Connection) -> None:
        try:
            worker.process.start()
            child.close()
            hello = await worker.receive(STARTUP_SECONDS)
            worker.pid = int(hello["ready"])
        except Exception:
            log.exception("a bot worker did not start; trying again in a second")
            self._discard(worker, replace=False)
            await asyncio.sleep(1.0)
            if not self._closed and len(self._workers) < self.size:
                self._start_worker()
            return
        log.info("bot worker %d started", worker.pid)
        self._idle.put_nowait(worker)

    def _discard(self, worker: Worker, *, replace: bool = True) -> None:
        """Kill a worker that cannot be trusted to answer next (and reap it); start another in
        its place, since decisions may be waiting for one."""
        self._workers.discard(worker)
        with contextlib.suppress(OSError):
            worker.conn.close()
        if worker.process.pid is not None:  # started
            worker.process.kill()
            self._background(asyncio.to_thread(worker.process.join, 10))
        if replace and not self._closed and len(self._workers) < self.size:
            self._start_worker()

    def _background(self, work: Any) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def pids(self) -> list[int]:
        """The process ids of the workers that are ready or thinking."""
        return sorted(w.pid for w in self._workers if w.pid)

    async def close(self) -> None:
        """Kill every worker (their thoughts are not worth waiting for)."""
        self._closed = True
        for worker in list(self._workers):
            self._discard(worker)
        for task in list(self._tasks):
            if not task.done():
                task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


def fallback(seed: int, legal: Sequence[Any]) -> Any:
    """The quick stand-in for a bot that did not answer: a legal move drawn with its seed."""
    return SeededRng(seed).choice(list(legal))
