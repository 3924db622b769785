"""Reviews at the web table: after a game, a person who played in it asks the coach to rate
their own seat's decisions (``review_work``, at the level ``empires review`` uses), and the
replay shows the review.

A review is heavy (seconds to tens of seconds of search), so it is worked out in a pool of
worker processes of its own (``REVIEW_WORKERS``, each review within ``REVIEW_SECONDS``), never
in the server's event loop and never in the bots' pool: no review slows a game in play. It is
capped: one review of a table is worked out at a time, at most ``WAITING`` in this process (the
rest are refused until one is done), and a seat may start at most ``TRIES`` (a review that
failed may be asked again, not endlessly). A finished review is stored with the table (both
databases), so asking again, after a reload or a restart, gives the same review without any
search; the coach is seeded from the game's record, so even a review worked out again (by two
server processes at once) is the same.

Only the seat's own person (its seat token) may ask for its review and read it: a review is
worked out from that seat's views alone, so showing it to them reveals nothing they did not see.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from empires.bots.labels import bot_label
from empires.kernel.events import LANGUAGES
from empires.web.bot_pool import BotPool
from empires.web.fairness import table_record
from empires.web.store import FINISHED, Store
from empires.web.table import LiveTable

log = logging.getLogger(__name__)

#: Worker processes reviews are worked out in (apart from the bots').
REVIEW_WORKERS = 1
#: Seconds one review may take before its worker is replaced and the review fails.
REVIEW_SECONDS = 300.0
#: Reviews being worked out or waiting for a worker in this process at once.
WAITING = 4
#: Reviews a seat may start in this process (a stored one needs no more).
TRIES = 3


class ReviewRefused(Exception):
    """Why a review is not given: an error code, a sentence naming the problem, an HTTP status."""

    def __init__(self, code: str, message: str, status: int) -> None:
        super().__init__(message)
        self.code, self.message, self.status = code, message, status

    def payload(self) -> dict[str, str]:
        return {"error": self.code, "detail": self.message}


class Reviews:
    """The reviews of this process's finished tables: started, worked out, stored and read."""

    def __init__(self, store: Store, workers: int = REVIEW_WORKERS) -> None:
        self.store = store
        self.pool = BotPool(workers, REVIEW_SECONDS)
        #: Per table, the seat whose review is being worked out.
        self._running: dict[str, int] = {}
        #: Reviews that failed, until their seat reads why (then it may ask again).
        self._failed: dict[tuple[str, int], str] = {}
        self._tries: dict[tuple[str, int], int] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    async def close(self) -> None:
        """Stop every review being worked out (it is not stored) and the workers."""
        for task in list(self._tasks):
            task.cancel()
        await self.pool.close()

    async def read(self, live: LiveTable, seat: int, lang: str) -> dict[str, Any]:
        """The seat's review in ``lang`` (``status`` "done"), or ``status`` "running" while it is
        worked out; ReviewRefused if it failed (said once) or was never asked for."""
        stored = await self.store.review(live.id, seat)
        if stored is not None:
            return shown(live, stored[0], stored[1], lang)
        if self._running.get(live.id) == seat:
            return {"status": "running", "seat": seat}
        failed = self._failed.pop((live.id, seat), None)
        if failed is not None:
            raise ReviewRefused("review_failed", failed, 503)
        raise ReviewRefused("no_review", "this seat's review has not been asked for", 404)

    async def start(self, live: LiveTable, seat: int, lang: str) -> dict[str, Any]:
        """The seat's stored review if it has one; else start working it out (``status``
        "running"), or ReviewRefused naming why not."""
        if live.row.status != FINISHED:
            raise ReviewRefused(
                "review_not_finished", "a game is reviewed once it is finished", 409
            )
        stored = await self.store.review(live.id, seat)
        if stored is not None:
            return shown(live, stored[0], stored[1], lang)
        self._refuse(live, seat)
        key = (live.id, seat)
        self._failed.pop(key, None)
        self._tries[key] = self._tries.get(key, 0) + 1
        self._running[live.id] = seat
        task = asyncio.create_task(self._work(live, seat))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return {"status": "running", "seat": seat}

    def _refuse(self, live: LiveTable, seat: int) -> None:
        """Raise ReviewRefused if the seat's review may not be started now."""
        running = self._running.get(live.id)
        if running == seat:
            raise ReviewRefused(
                "review_running", "your review is being worked out already: wait for it", 409
            )
        if running is not None:
            raise ReviewRefused(
                "review_busy",
                "another player's review of this table is being worked out: ask again when it"
                " is done",
                409,
            )
        if len(self._running) >= WAITING:
            raise ReviewRefused(
                "reviews_full",
                f"the server is working out {WAITING} reviews already: ask again in a minute",
                503,
            )
        if self._tries.get((live.id, seat), 0) >= TRIES:
            raise ReviewRefused(
                "review_tries",
                f"this seat's review failed {TRIES} times: this server will not try again",
                409,
            )

    async def _work(self, live: LiveTable, seat: int) -> None:
        key = (live.id, seat)
        label = f"review of seat {seat} at table {live.id}"
        try:
            started = time.monotonic()
            reply = await self.pool.consult(request(live, seat), label=label)
            if reply is None:
                self._failed[key] = "the review could not be worked out in time: ask again"
                return
            await self.store.add_review(live.id, seat, reply["review"], time.time())
            log.info("%s worked out in %.1f s", label, time.monotonic() - started)
        except Exception:  # a review is a courtesy: its failure must not take anything else down
            log.exception("the %s failed", label)
            self._failed[key] = "the review failed: ask again"
        finally:
            if self._running.get(live.id) == seat:
                del self._running[live.id]


def request(live: LiveTable, seat: int) -> dict[str, Any]:
    """What the worker gets: the finished game's record, the seat, the moves a stand-in made
    for it (by record entry number) and the players' names in every language."""
    return {
        "review": True,
        "record": table_record(live.row, live.match),
        "seat": seat,
        "skip": [ply + 1 for ply, _, chosen in live.stand_ins if chosen == seat],
        "names": {lang: live.names(lang) for lang in LANGUAGES},
    }


def shown(live: LiveTable, review: dict[str, Any], made_at: float, lang: str) -> dict[str, Any]:
    """A stored review as its reader gets it: every decision with its words in ``lang``."""
    decisions = []
    for decision in review["decisions"]:
        words = decision["words"].get(lang) or decision["words"]["en"]
        decisions.append(
            {k: v for k, v in decision.items() if k not in ("words", "played", "preferred")}
            | {"played_text": words["played"], "preferred_text": words["preferred"]}
            | {"why": words["why"]}
        )
    return {
        "status": "done",
        "table": live.id,
        "seat": review["seat"],
        "name": live.names(lang)[review["seat"]],
        "level": review["level"],
        "level_label": bot_label(f"ismcts-{review['level']}", lang),
        "made_at": made_at,
        "decisions": decisions,
        "key": review["key"],
    }
