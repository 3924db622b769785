"""Hints at the web table: a seated person asks the search (``empires.bots.hint``, the coach's
search at the ``medium`` level) for the move it prefers at their decision, and why.

Only at a table whose creator allowed hints (its ``hints`` setting; such a table is never
rated), only for the asking connection's own seat and from that seat's view and legal moves,
never for a spectator. The search runs in the bot worker pool, within the bots' time limit,
never in the server's event loop. So that a visitor cannot keep the workers busy: a connection
has at most one hint being worked out, a seat too (over all its connections), and a seat gets
at most ``PER_SEAT`` hints in ``WINDOW`` seconds. A hint is seeded from the table's seed, the
seat and the seat's view, so the same position, as the seat sees it, always gets the same hint
(another seat's secret choice made meanwhile changes nothing).
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
import weakref
import zlib
from typing import Any

import orjson

from empires.web.protocol import ProtocolError
from empires.web.store import RUNNING
from empires.web.table import Client, LiveTable, bot_seed

log = logging.getLogger(__name__)

#: A seat may ask for this many hints within ``WINDOW`` seconds.
PER_SEAT = 6
WINDOW = 60.0

#: Connections with a hint being worked out; per table, its seats with one, and when each
#: seat asked lately.
_busy: weakref.WeakSet[Client] = weakref.WeakSet()
_seats: weakref.WeakKeyDictionary[LiveTable, set[int]] = weakref.WeakKeyDictionary()
_asked: weakref.WeakKeyDictionary[LiveTable, dict[int, list[float]]] = weakref.WeakKeyDictionary()
#: The hints being worked out (kept, so they are not collected before they finish).
_tasks: set[asyncio.Task[None]] = set()


def refusal(live: LiveTable, client: Client, ply: int | None, now: float) -> ProtocolError | None:
    """Why ``client`` may not have a hint now (None if it may)."""
    seat = client.seat
    if seat is None:
        return ProtocolError("spectator", "spectators get no hints: a hint is for a seat")
    if not live.row.settings.get("hints"):
        return ProtocolError("hints_off", "this table does not allow hints (its creator chose so)")
    if live.row.status != RUNNING:
        return ProtocolError("hint_refused", "hints are given only while the game is played")
    if ply is not None and not live.still_current(seat, ply):
        return ProtocolError("stale", f"the game has moved on (ply {live.ply}, not {ply})")
    if seat not in live.match.to_act() or not live.match.legal_moves(seat):
        return ProtocolError("not_your_turn", "a hint is for your own decision: you have none now")
    if client in _busy or seat in _seats.get(live, set()):
        return ProtocolError("hint_busy", "a hint is being worked out already: wait for it")
    recent = [t for t in _asked.get(live, {}).get(seat, []) if now - t < WINDOW]
    if len(recent) >= PER_SEAT:
        wait = math.ceil(WINDOW - (now - recent[0]))
        return ProtocolError(
            "hint_too_soon",
            f"at most {PER_SEAT} hints a minute for a seat: the next in {wait} s",
        )
    return None


async def ask(live: LiveTable, client: Client, ply: int | None, lang: str) -> None:
    """Start working out a hint for ``client``'s seat, in ``lang``, answered later with a
    ``hint`` message (or the error ``hint_failed``); ProtocolError at once if it may not have
    one."""
    now = time.monotonic()
    refused = refusal(live, client, ply, now)
    if refused is not None:
        raise refused
    if live.bots is None:
        raise ProtocolError("hint_failed", "this server has no bot workers to think in")
    seat = client.seat
    assert seat is not None
    times = _asked.setdefault(live, {}).setdefault(seat, [])
    times[:] = [t for t in times if now - t < WINDOW] + [now]
    _busy.add(client)
    _seats.setdefault(live, set()).add(seat)
    task = asyncio.create_task(_answer(live, client, seat, _request(live, seat, lang)))
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


def _request(live: LiveTable, seat: int, lang: str) -> dict[str, Any]:
    """What the worker gets: the seat's view and legal moves only, and the words' language."""
    rules, match = live.match.rules, live.match
    view = match.view(seat)
    seen = zlib.crc32(orjson.dumps(view, option=orjson.OPT_SORT_KEYS))
    return {
        "hint": True,
        "game": rules.info.name,
        "seed": bot_seed(live.row.seed, seat, 0) ^ seen,
        "view": view,
        "legal": [rules.move_to_json(move) for move in match.legal_moves(seat)],
        "lang": lang,
        "names": live.names(lang),
        "ply": live.ply,
    }


async def _answer(live: LiveTable, client: Client, seat: int, request: dict[str, Any]) -> None:
    try:
        assert live.bots is not None
        label = f"hint for seat {seat} at table {live.id}, move {request['ply']}"
        reply = await live.bots.consult(request, label=label)
        if reply is None:
            failed = ProtocolError("hint_failed", "the search found no hint in time: try again")
            await client.send(failed.payload())
        else:
            await client.send({"type": "hint", "ply": request["ply"], **reply["hint"]})
    except Exception:  # a hint is a courtesy: its failure must not take anything else down
        log.exception("a hint for seat %d at table %s failed", seat, live.id)
    finally:
        _busy.discard(client)
        _seats.get(live, set()).discard(seat)
