"""Replaying a finished game in the browser: the position after any number of moves, as one seat
(or a spectator) saw it then.

Frames are cheap to ask for, so they must be cheap to answer: each finished table's game is
replayed once (off the event loop) into checkpoints, copies of the match every ``EVERY`` moves,
and a frame replays at most ``EVERY`` moves from the nearest one. A few tables' checkpoints and a
few hundred frames are kept, the least recently used going first."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any

from empires.kernel.match import Match
from empires.web.payloads import event_lines
from empires.web.table import LiveTable

#: Moves between checkpoints: the most any one frame replays.
EVERY = 32
#: Finished tables whose checkpoints are kept.
TABLES = 8
#: Frames kept (a frame is a few kilobytes).
FRAMES = 512


def checkpoints(live: LiveTable) -> list[Match]:
    """``live``'s match before any move and after every ``EVERY`` moves."""
    match = Match.start_of(live.match.record())
    kept = [match.copy()]
    for number, played in enumerate(live.match.moves, start=1):
        match.play(played.seat, played.move)
        if number % EVERY == 0:
            kept.append(match.copy())
    return kept


def replay_frame(
    live: LiveTable, start: Match, seat: int | None, ply: int, lang: str
) -> dict[str, Any]:
    """``seat``'s view after the first ``ply`` moves of ``live``'s game, with the log so far;
    ``start`` is the match after some earlier number of moves (it is played on)."""
    moves = live.match.moves
    ply = min(ply, len(moves))
    match = start
    for played in moves[len(match.moves) : ply]:
        match.play(played.seat, played.move)
    names = live.names(lang)
    rules = match.rules
    return {
        "type": "replay",
        "table": live.id,
        "game": match.game,
        "ply": ply,
        "plies": len(moves),
        "seat": seat,
        "seats": [{"seat": i, "name": name} for i, name in enumerate(names)],
        "view": match.view(seat),
        "waiting": list(match.to_act()),
        "log": event_lines(live, rules.events(match.state), (0, 0), seat, lang, names, ply)[0],
        # When the move was made (the page shows the chat said until then).
        "at": live.times[ply - 1] if ply else None,
        "move": None if ply == 0 else {"seat": moves[ply - 1].seat, "move": moves[ply - 1].move},
    }


class Replays:
    """The replay frames of finished tables, with the checkpoints and frames kept."""

    def __init__(self, tables: int = TABLES, frames: int = FRAMES) -> None:
        self._tables = tables
        self._frames = frames
        self._checkpoints: OrderedDict[str, asyncio.Future[list[Match]]] = OrderedDict()
        self._cache: OrderedDict[tuple[str, int | None, int, str], dict[str, Any]] = OrderedDict()

    async def frame(self, live: LiveTable, seat: int | None, ply: int, lang: str) -> dict[str, Any]:
        """``seat``'s frame after ``ply`` moves of the finished ``live``."""
        ply = min(ply, live.ply)
        key = (live.id, seat, ply, lang)
        frame = self._cache.get(key)
        if frame is None:
            kept = await self._checkpoints_of(live)
            frame = replay_frame(live, kept[ply // EVERY].copy(), seat, ply, lang)
            self._cache[key] = frame
            if len(self._cache) > self._frames:
                self._cache.popitem(last=False)
        self._cache.move_to_end(key)
        return frame

    async def _checkpoints_of(self, live: LiveTable) -> list[Match]:
        building = self._checkpoints.get(live.id)
        if building is None:
            # The one whole replay of the game, in a thread; requests meanwhile wait for it.
            building = asyncio.ensure_future(asyncio.to_thread(checkpoints, live))
            self._checkpoints[live.id] = building
            if len(self._checkpoints) > self._tables:
                self._checkpoints.popitem(last=False)
        self._checkpoints.move_to_end(live.id)
        try:
            return await asyncio.shield(building)
        except Exception:
            if self._checkpoints.get(live.id) is building:
                del self._checkpoints[live.id]
            raise
