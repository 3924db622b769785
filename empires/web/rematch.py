"""A rematch: a new table with the same people and bots, the seats rotated by one, the same
options and settings, and a fresh server seed.

Only a holder of one of the finished table's seats may start it, and only once: the rematch's id
follows from the finished table's, so a second request (from anyone, in any process) finds the
same table, and two racing requests store one table between them. Each person's new seat is held
by the token that held their old one (only its hash is stored, as for every seat), so the
browser that played the finished game opens its new seat with one click and no new link; the
rematch starts once every person has opened it, as any table does.
"""

from __future__ import annotations

import base64
import hashlib
import time
from typing import Any

from fastapi import APIRouter, HTTPException, Request

from empires.web.api import HolderSpec, live_table, refusals, router
from empires.web.caps import Caps, Refused
from empires.web.fairness import new_salt, server_seed
from empires.web.hub import Hub
from empires.web.protocol import ProtocolError
from empires.web.store import FINISHED, HUMAN, OPEN, RUNNING, SeatRow, TableRow
from empires.web.table import LiveTable

NOT_FINISHED = ProtocolError("not_finished", "a rematch can be started once the game is finished")


def rematch_id(table_id: str) -> str:
    """The id of a table's rematch (the same in every process): 12 URL-safe characters."""
    digest = hashlib.sha256(f"empires rematch of {table_id}".encode()).digest()
    return base64.urlsafe_b64encode(digest[:9]).decode()


def rotated(row: TableRow) -> list[SeatRow]:
    """The finished table's seats moved one place on: old seat ``i`` plays seat ``i + 1``, with
    its kind, name and (for a person) the token that held it."""
    count = len(row.seats)
    seats = sorted(row.seats, key=lambda s: (s.seat + 1) % count)
    return [
        SeatRow(place, old.kind, old.token_hash if old.kind == HUMAN else "", old.name)
        for place, old in enumerate(seats)
    ]


def rematch_row(row: TableRow) -> TableRow:
    """The rematch of a finished table, not yet stored."""
    seats = rotated(row)
    people = any(s.kind == HUMAN for s in seats)
    now = time.time()
    settings = {k: v for k, v in row.settings.items() if k != "seeded"}
    return TableRow(
        id=rematch_id(row.id),
        game=row.game,
        players=row.players,
        options=dict(row.options),
        seed=server_seed(),
        salt=new_salt(),
        settings=settings,
        status=OPEN if people else RUNNING,
        created_at=now,
        started_at=None if people else now,
        seats=seats,
    )


async def start(
    hub: Hub, caps: Caps, live: LiveTable, token: str, address: str
) -> tuple[TableRow, int]:
    """The rematch of ``live`` (made now, or found if made already) and the seat in it of the
    holder of ``token``. ProtocolError if the game is not finished or the token holds no seat;
    Refused if a new table would pass a cap (a rematch is a table like any other)."""
    if live.row.status != FINISHED:
        raise NOT_FINISHED
    seat = await hub.seat_of(live, token)
    if seat is None:  # pragma: no cover - seat_of answers None only for no token
        raise ProtocolError("bad_token", "a seat token is needed")
    new_seat = (seat + 1) % live.row.players
    existing = await hub.store.table(rematch_id(live.id))
    if existing is not None:
        return existing, new_seat
    row = rematch_row(live.row)
    async with caps.lock:
        now = time.time()
        await caps.admit(address, [s.kind for s in row.seats], hub.tables.values(), now)
        try:
            await hub.store.create_table(row)
        except Exception:
            # Another holder's request stored it first (the id is taken): that is the rematch.
            existing = await hub.store.table(row.id)
            if existing is None:
                raise
            return existing, new_seat
        caps.record(address, now)
    await hub.store.notify(live.id, "rematch")
    await hub.broadcast(live)  # every page of the finished table offers to join it now
    return row, new_seat


def rematch_api(hub: Hub, caps: Caps) -> APIRouter:
    """The rematch's routes over ``hub``'s tables, within ``caps``."""
    routes = router()

    @routes.post("/api/tables/{table_id}/rematch", responses=refusals(403, 404, 409, 413, 429, 503))
    async def start_rematch(table_id: str, body: HolderSpec, request: Request) -> dict[str, Any]:
        """A holder of a seat of the finished table starts its rematch (a second request
        answers the same table): the new table's id and the holder's seat in it, held by the
        same token. A new table counts against the caps as any table does."""
        live = await live_table(hub, table_id)
        address = request.client.host if request.client else "unknown"
        try:
            row, seat = await start(hub, caps, live, body.token, address)
        except Refused as refused:
            headers = {"Retry-After": str(refused.retry_after)} if refused.retry_after else None
            raise HTTPException(refused.status, refused.message, headers) from None
        return {"table": row.id, "seat": seat}

    @routes.get("/api/tables/{table_id}/rematch", responses=refusals(404))
    async def find_rematch(table_id: str) -> dict[str, Any]:
        """The finished table's rematch, if one was started: its id (else null)."""
        await live_table(hub, table_id)
        row = await hub.store.table(rematch_id(table_id))
        return {"table": None if row is None else row.id}

    return routes
