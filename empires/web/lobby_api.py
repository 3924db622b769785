"""The lobby's HTTP API: the games, creating and listing tables, cancelling one, and a finished
game's replay and record."""

from __future__ import annotations

import time
from typing import Annotated, Any

from fastapi import APIRouter, Header, HTTPException, Query, Request

from empires.bots.bot_info import bot_info
from empires.bots.catalog import bot_names
from empires.kernel.errors import InvalidOptions
from empires.kernel.registry import get_game, list_games
from empires.web.api import Lang_, TableSpec, claim_link, live_table, refusals, router
from empires.web.caps import Caps, Refused
from empires.web.fairness import table_record
from empires.web.hub import Hub, NewTable
from empires.web.lifetimes import bearer, cancel
from empires.web.payloads import table_summary
from empires.web.protocol import ProtocolError, is_table_id
from empires.web.replay import Replays
from empires.web.store import FINISHED, STATUSES, Store


def lobby_api(hub: Hub, store: Store, caps: Caps, replays: Replays) -> APIRouter:
    """The lobby's routes over ``hub``'s tables, within ``caps``."""
    routes = router()
    _listing(routes, store)
    _creating(routes, hub, caps)
    _finished(routes, hub, replays)
    return routes


def _listing(routes: APIRouter, store: Store) -> None:
    """The games, and the tables as the lobby lists them."""

    @routes.get("/api/games")
    async def games(lang: Lang_ = "en") -> list[dict[str, Any]]:
        """The registered games, their options and the bots that can sit at them."""
        return [
            {
                **rules.info.describe(lang),
                "bots": bot_names(rules),
                "bot_info": bot_info(rules.info.name, bot_names(rules), lang),
            }
            for rules in list_games()
        ]

    @routes.get("/api/tables")
    async def tables(
        status: Annotated[str | None, Query(pattern=f"^({'|'.join(STATUSES)})$")] = None,
        limit: Annotated[int, Query(ge=1, le=500)] = 100,
        lang: Lang_ = "en",
    ) -> list[dict[str, Any]]:
        """The newest tables, optionally only the open, running or finished ones, with their
        seats named in ``lang``."""
        rows = await store.tables(status, limit)
        return [table_summary(r, get_game(r.game).info.title(lang), lang) for r in rows]

    @routes.get("/api/tables/{table_id}", responses=refusals(404))
    async def table(table_id: str, lang: Lang_ = "en") -> dict[str, Any]:
        """One table as the lobby shows it."""
        row = await store.table(table_id) if is_table_id(table_id) else None
        if row is None:
            raise HTTPException(404, f"there is no table {table_id!r}")
        return table_summary(row, get_game(row.game).info.title(lang), lang)


def _creating(routes: APIRouter, hub: Hub, caps: Caps) -> None:
    """Creating a table within the caps, and cancelling it before it starts."""

    @routes.post("/api/tables", status_code=201, responses=refusals(400, 413, 429, 503))
    async def create_table(spec: TableSpec, request: Request) -> dict[str, Any]:
        """Create a table. The answer (shown only this once) carries the creator's own seat
        token (``seat``, for the seat marked ``creator``) and a claim link per other person's
        seat (``invites``): no other seat's token exists until its link is used."""
        creators = [i for i, s in enumerate(spec.seats) if s.creator]
        if len(creators) > 1:
            raise InvalidOptions(f"one seat at most can be the creator's, not {len(creators)}")
        address = request.client.host if request.client else "unknown"
        async with caps.lock:
            now = time.time()
            try:
                await caps.admit(address, [s.kind for s in spec.seats], hub.tables.values(), now)
            except Refused as refused:
                headers = {"Retry-After": str(refused.retry_after)} if refused.retry_after else None
                raise HTTPException(refused.status, refused.message, headers) from None
            made = await hub.create(
                spec.game,
                spec.players,
                spec.options,
                [s.kind for s in spec.seats],
                {
                    "turn_seconds": spec.turn_seconds,
                    "takeover_seconds": spec.takeover_seconds,
                    "takeover_bot": spec.takeover_bot,
                    "spectator_chat": spec.spectator_chat,
                    "undo": spec.undo,
                    "hints": spec.hints,
                },
                spec.seed,
                creators[0] if creators else None,
            )
            caps.record(address, now)
        return _created(made, str(request.base_url).rstrip("/"))

    @routes.post("/api/tables/{table_id}/cancel", responses=refusals(403, 404, 409))
    async def cancel_table(
        table_id: str, authorization: Annotated[str | None, Header(max_length=500)] = None
    ) -> dict[str, Any]:
        """Cancel a table that has not started; only its creator may, with the owner token the
        creation answered (``Authorization: Bearer <owner token>``)."""
        try:
            row = await cancel(hub, table_id, bearer(authorization))
        except Refused as refused:
            raise HTTPException(refused.status, refused.message) from None
        return table_summary(row, get_game(row.game).info.title())


def _finished(routes: APIRouter, hub: Hub, replays: Replays) -> None:
    """A finished game: its replay move by move, and its record."""

    @routes.get("/api/tables/{table_id}/replay", responses=refusals(400, 403, 404, 409))
    async def replay(
        request: Request,
        table_id: str,
        ply: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
        lang: Lang_ = "en",
        authorization: Annotated[
            str | None,
            Header(max_length=250, description="Bearer and a seat token: replay as that seat"),
        ] = None,
    ) -> dict[str, Any]:
        """A finished game at move ``ply``, as the seat whose token is in the Authorization
        header (``Bearer <token>``) saw it, or as a spectator saw it without one."""
        if "token" in request.query_params:
            # Addresses end up in logs and histories: a token never goes in one.
            raise HTTPException(
                400, "send the seat token in the Authorization header (Bearer), not the address"
            )
        token = None
        if authorization is not None:
            scheme, _, token = authorization.partition(" ")
            if scheme.lower() != "bearer" or not token.strip():
                raise HTTPException(403, "the Authorization header must be 'Bearer <seat token>'")
            token = token.strip()
        live = await live_table(hub, table_id)
        if not live.match.is_over:
            raise HTTPException(409, "a game can be replayed once it is finished")
        try:
            seat = await hub.seat_of(live, token)
        except ProtocolError as error:
            raise HTTPException(403, error.message) from None
        return await replays.frame(live, seat, ply, lang)

    @routes.get("/api/tables/{table_id}/record", responses=refusals(404, 409))
    async def record(table_id: str) -> dict[str, Any]:
        """A finished game's record: seed, options and every move, the form ``empires replay``
        and ``empires verify`` read (with the commitment and the salt in ``meta``)."""
        live = await live_table(hub, table_id)
        if live.row.status != FINISHED:
            raise HTTPException(409, "a game's record is given once the game is finished")
        return table_record(live.row, live.match)


def _created(made: NewTable, base: str) -> dict[str, Any]:
    """The answer to a table's creation: its summary, the owner token, the creator's own
    seat and a claim link per other person's seat."""
    table = table_summary(made.row, get_game(made.row.game).info.title())
    table["spectate"] = f"{base}/t/{made.row.id}"
    # The creator's proof of creating the table (to cancel it before it starts).
    table["owner_token"] = made.owner_token
    table["seat"] = next(
        (
            {"seat": seat, "token": token, "link": f"{base}/t/{made.row.id}"}
            for seat, token in made.tokens.items()
        ),
        None,
    )
    table["invites"] = [
        {"seat": seat, "code": code, "link": claim_link(base, made.row.id, code)}
        for seat, code in sorted(made.claims.items())
    ]
    return table
