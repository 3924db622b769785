"""The tables a browser sits at ("My tables" in the lobby): given the seat tokens it keeps, where
each table stands and whether that seat must decide now, so slow games can run over days.

The tokens travel in the request's body, never in its address (addresses end up in logs and
histories), and at most ``MAX_SEATS`` of them per request. A token that holds no seat of its
table (handed on, left to a bot, or never valid) is answered ``held: false`` and tells nothing
more; a table that does not exist is left out.
"""

from __future__ import annotations

import hmac
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field

from empires.kernel.registry import get_game
from empires.web.api import SECRET, Lang_, router
from empires.web.hub import Hub, token_hash
from empires.web.payloads import table_summary
from empires.web.protocol import is_table_id
from empires.web.store import RUNNING, TableRow

#: The most seat tokens one request may ask about (the lobby sends the newest ones).
MAX_SEATS = 50


class HeldSeat(BaseModel):
    """A seat this browser holds: its table and its token."""

    model_config = ConfigDict(extra="forbid")
    table: str = Field(min_length=1, max_length=40)
    token: str = SECRET


class HeldSeats(BaseModel):
    """The seats to ask about."""

    model_config = ConfigDict(extra="forbid")
    seats: list[HeldSeat] = Field(max_length=MAX_SEATS)


def _held(row: TableRow, token: str) -> int | None:
    """The seat of ``row`` that ``token`` holds, or None."""
    digest = token_hash(token)
    for seat in row.seats:
        if seat.token_hash and hmac.compare_digest(seat.token_hash, digest):
            return seat.seat
    return None


async def _your_turn(hub: Hub, row: TableRow, seat: int) -> bool:
    """Whether ``seat`` must decide now at a running table (loaded: running tables are)."""
    if row.status != RUNNING:
        return False
    live = await hub.get(row.id)
    return live is not None and live.row.status == RUNNING and seat in live.match.to_act()


def _order(entry: dict[str, Any]) -> tuple[int, float]:
    """Your turn first, then running, open, and the rest; the newest first within each."""
    rank = 0 if entry["your_turn"] else {"running": 1, "open": 2}.get(entry["status"], 3)
    return rank, -float(entry["created_at"])


def my_tables_api(hub: Hub) -> APIRouter:
    """The route answering which of a browser's tables wait for it."""
    routes = router()

    @routes.post("/api/my-tables")
    async def my_tables(body: HeldSeats, lang: Lang_ = "en") -> list[dict[str, Any]]:
        """For each seat token (at most 50, in the body): the table as the lobby lists it,
        ``seat`` (the one the token holds), ``held`` and ``your_turn`` (the seat must decide
        now). Tables that do not exist are left out; "your turn" comes first."""
        answers = []
        for held in body.seats:
            row = await hub.store.table(held.table) if is_table_id(held.table) else None
            if row is None:
                continue
            seat = _held(row, held.token)
            summary = table_summary(row, get_game(row.game).info.title(lang), lang)
            summary["seat"] = seat
            summary["held"] = seat is not None
            summary["your_turn"] = seat is not None and await _your_turn(hub, row, seat)
            answers.append(summary)
        return sorted(answers, key=_order)

    return routes
