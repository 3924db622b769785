"""How tables end without being played: the creator cancels one that has not started, and one
that has not started in time expires. Both stay in the database (status ``cancelled`` or
``expired``), take no more seats or moves, and no longer count against the open-tables cap.

(The third lifetime rule, bots pausing while every person is gone, is the driver's:
``LiveTable.paused``.)
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import time
from typing import TYPE_CHECKING

from empires.web.caps import Refused
from empires.web.store import CANCELLED, EXPIRED, OPEN, TableRow
from empires.web.table import LiveTable

if TYPE_CHECKING:
    from empires.web.hub import Hub

log = logging.getLogger(__name__)

#: Why a table takes nobody any more, by status.
CLOSED = {
    CANCELLED: "this table was cancelled by its creator",
    EXPIRED: "this table expired: it did not start in time",
}


def bearer(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header (None without one)."""
    if authorization is None:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer":
        return None
    return token.strip() or None


async def cancel(hub: Hub, table_id: str, token: str | None) -> TableRow:
    """Cancel a table that has not started, for the holder of its owner token; Refused (404,
    403, 409) names why not."""
    from empires.web.hub import token_hash

    live = await hub.get(table_id)
    if live is None:
        raise Refused(404, f"there is no table {table_id!r}")
    owner = live.row.owner_hash
    if token is None or not owner or not hmac.compare_digest(owner, token_hash(token)):
        raise Refused(
            403,
            "only the table's creator may cancel it: send the owner token given when it was "
            "created as 'Authorization: Bearer <token>'",
        )
    if live.row.status != OPEN:
        raise Refused(
            409,
            f"only a table that has not started can be cancelled; this one is {live.row.status}",
        )
    await close(hub, live, CANCELLED, time.time())
    return live.row


async def close(hub: Hub, live: LiveTable, status: str, now: float) -> None:
    """End a table that has not started (cancelled or expired) and tell whoever watches it."""
    # The table's own row first, so a person taking a seat meanwhile cannot start it.
    live.row.status, live.row.finished_at = status, now
    await hub.store.set_status(live.id, status, now)
    live.wake.set()
    await hub.broadcast(live)


async def expire(hub: Hub, now: float) -> int:
    """Expire the tables still open ``open_expiry`` seconds after they were created; how many."""
    cutoff = now - hub.limits.open_expiry
    # Creating is capped at open_tables waiting tables, so this sees all of them.
    rows = await hub.store.tables(OPEN, hub.limits.open_tables + 1000)
    expired = 0
    for row in rows:
        if row.created_at > cutoff:
            continue
        live = hub.tables.get(row.id)
        if live is None:
            await hub.store.set_status(row.id, EXPIRED, now)
        elif live.row.status == OPEN:
            await close(hub, live, EXPIRED, now)
        else:
            continue
        expired += 1
    return expired


async def keep_expiring(hub: Hub) -> None:
    """Look for tables to expire every so often, while the server runs."""
    interval = min(60.0, max(0.2, hub.limits.open_expiry / 10))
    while True:
        await asyncio.sleep(interval)
        try:
            expired = await expire(hub, time.time())
        except Exception:  # the database was away: try again next time
            log.exception("could not expire the tables waiting too long")
            continue
        if expired:
            log.info(
                "%d table(s) expired: they did not start within %g s",
                expired,
                hub.limits.open_expiry,
            )
