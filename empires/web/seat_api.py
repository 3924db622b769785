"""Holding a seat over HTTP: claiming an invitation, and what only a seat's holder may do (hand
it on, leave it to the stand-in bot, rename it). The secrets always travel in the body."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from empires.web import holders
from empires.web.api import (
    ClaimSpec,
    HolderSpec,
    RenameSpec,
    claim_link,
    live_table,
    refusals,
    router,
)
from empires.web.hub import Hub


def seat_api(hub: Hub) -> APIRouter:
    """The seat holders' routes over ``hub``'s tables."""
    routes = router()

    @routes.post("/api/tables/{table_id}/claim", responses=refusals(400, 404, 409, 413))
    async def claim(table_id: str, body: ClaimSpec) -> dict[str, Any]:
        """Use an invitation (the code of a claim link): the answer carries the seat and a fresh
        token of its own. The invitation then stops acting: a second use is refused with
        409 ``seat_taken``."""
        seat, token = await holders.claim(
            hub, await live_table(hub, table_id), body.code, body.name
        )
        return {"seat": seat, "token": token}

    @routes.post("/api/tables/{table_id}/seat/hand-on", responses=refusals(403, 404, 409, 413))
    async def hand_on(table_id: str, body: HolderSpec, request: Request) -> dict[str, Any]:
        """The holder asks for a new claim link for their seat (replacing any unused one).
        They keep the seat until it is used; then their token stops acting."""
        seat, code = await holders.hand_on(hub, await live_table(hub, table_id), body.token)
        base = str(request.base_url).rstrip("/")
        return {"seat": seat, "code": code, "link": claim_link(base, table_id, code)}

    @routes.post("/api/tables/{table_id}/seat/leave", responses=refusals(403, 404, 409, 413))
    async def leave_to_bot(table_id: str, body: HolderSpec) -> dict[str, Any]:
        """The holder leaves their seat to the table's stand-in bot for the rest of the game;
        their token stops acting."""
        seat, kind = await holders.leave_to_bot(hub, await live_table(hub, table_id), body.token)
        return {"seat": seat, "kind": kind}

    @routes.post("/api/tables/{table_id}/seat/name", responses=refusals(400, 403, 404, 413))
    async def rename(table_id: str, body: RenameSpec) -> dict[str, Any]:
        """The holder renames their seat."""
        seat, name = await holders.rename(
            hub, await live_table(hub, table_id), body.token, body.name
        )
        return {"seat": seat, "name": name}

    return routes
