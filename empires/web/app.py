"""The web application: the lobby's HTTP API, the table's WebSocket, and the pages.

Every request is checked before anything changes: bodies are size-limited and typed, options
and moves are checked by the kernel, and errors come back as JSON naming the problem.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator
from importlib import resources
from typing import Annotated, Any

from fastapi import (
    FastAPI,
    Header,
    HTTPException,
    Query,
    Request,
    WebSocket,
    WebSocketDisconnect,
)
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field

from empires.bots.catalog import bot_names
from empires.kernel.errors import EmpiresError, InvalidOptions, UnknownGame
from empires.kernel.registry import get_game, list_games
from empires.web import holders
from empires.web.api_docs import add_api_docs
from empires.web.bodies import MAX_BODY, BodyLimit, StrictJSONRoute
from empires.web.caps import Caps, Refused
from empires.web.connections import CLOSE_TOO_MANY, Connections
from empires.web.fairness import table_record
from empires.web.headers import SecurityHeaders
from empires.web.hub import Hub, token_hash
from empires.web.lifetimes import bearer, cancel
from empires.web.limits import Limits
from empires.web.outbox import Outbox
from empires.web.payloads import state_payload, table_summary
from empires.web.protocol import (
    Hello,
    Lang,
    Move,
    Ping,
    ProtocolError,
    is_table_id,
    parse_message,
)
from empires.web.replay import Replays
from empires.web.store import FINISHED, STATUSES, Store
from empires.web.table import Client, LiveTable
from empires.web.words import view_words

log = logging.getLogger(__name__)

__all__ = ["MAX_BODY", "MAX_FRAME", "create_app"]

STATIC = resources.files("empires.web") / "static"
#: The largest WebSocket frame the transport accepts; bigger ones close the connection.
MAX_FRAME = 1024 * 1024
#: Close code of a connection to a table that does not exist.
CLOSE_NO_TABLE = 4404
Lang_ = Annotated[str, Query(pattern="^(en|de)$")]


class SeatSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: str = Field(max_length=40, description="'human' or a bot kind of the game")
    creator: bool = Field(
        default=False,
        description="the creator's own seat (one person's seat at most): its token comes back"
        " at once; every other person's seat gets a claim link",
    )


#: Seat tokens and claim codes are URL-safe base64 text.
SECRET = Field(min_length=1, max_length=200, pattern="^[A-Za-z0-9_-]+$")


class ClaimSpec(BaseModel):
    """An invitation to use, and the name to sit under."""

    model_config = ConfigDict(extra="forbid")
    code: str = SECRET
    name: str = Field(default="", description="at most 40 characters, no control characters")


class HolderSpec(BaseModel):
    """The token of the seat to act on."""

    model_config = ConfigDict(extra="forbid")
    token: str = SECRET


class RenameSpec(BaseModel):
    """A seat's new name, asked for by its holder."""

    model_config = ConfigDict(extra="forbid")
    token: str = SECRET
    name: str = Field(description="at most 40 characters, no control characters; empty: default")


class TableSpec(BaseModel):
    """A table to create."""

    model_config = ConfigDict(extra="forbid")
    game: str = Field(max_length=60)
    players: int = Field(ge=1, le=64)
    options: dict[str, bool | int | str] = Field(default_factory=dict, max_length=64)
    seats: list[SeatSpec] = Field(min_length=1, max_length=64)
    turn_seconds: int | None = Field(default=None, ge=1, le=86_400)
    takeover_seconds: int | None = Field(default=None, ge=1, le=86_400)
    takeover_bot: str | None = Field(default=None, max_length=40)
    seed: int | None = Field(
        default=None,
        ge=0,
        lt=2**53,
        description="a chosen seed, shown to everyone: the table is marked seeded (no seed: "
        "the server draws one nobody can predict and commits to it)",
    )


#: The HTTP status of each protocol error a route may raise.
HTTP_STATUS = {
    "bad_message": 400,
    "bad_token": 403,
    "no_table": 404,
    "seat_taken": 409,
    "ended": 409,
}


def claim_link(base: str, table_id: str, code: str) -> str:
    """The link that invites a person to a seat. The code is in the fragment, which browsers
    never send to a server (so it stays out of every log); the page sends it in a POST body."""
    return f"{base}/t/{table_id}#claim={code}"


class Refusal(BaseModel):
    """Why a request was refused."""

    detail: str
    error: str | None = None


def _refusals(*codes: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI entries for the refusals a route makes on purpose."""
    meaning = {
        400: "refused by the game or the table rules (the detail names the problem)",
        403: "the token holds no seat of this table, or is not its owner token",
        404: "no such table",
        409: "not possible in the table's present state (or the invitation is used)",
        413: "the request body is too large",
        429: "this client address has created too many tables lately (the detail names the cap)",
        503: "the server is at one of its caps (the detail names it); try again later",
    }
    return {code: {"model": Refusal, "description": meaning[code]} for code in codes}


def create_app(
    store: Store, *, heartbeat: float = 5.0, limits: Limits | None = None, api_docs: bool = False
) -> FastAPI:
    """The application serving ``store``'s tables, within ``limits`` (default: ``Limits()``);
    with ``api_docs``, Swagger UI at ``/docs``."""
    limits = limits or Limits()
    hub = Hub(store, heartbeat=heartbeat, limits=limits)
    caps = Caps(limits, store)
    creating = asyncio.Lock()  # checking the caps and storing a table go together
    connections = Connections(limits)
    replays = Replays()

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        yield
        await hub.stop()

    # No /docs or /redoc from FastAPI: they load scripts from another site (api_docs.py).
    app = FastAPI(title="Empires", version="1", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.router.route_class = StrictJSONRoute
    app.add_middleware(BodyLimit)
    app.add_middleware(SecurityHeaders)  # added last: outermost, so its 413s get them too
    if api_docs:
        add_api_docs(app)
    app.state.hub = hub
    app.state.connections = connections

    @app.exception_handler(EmpiresError)
    async def _refused(_: Request, error: EmpiresError) -> JSONResponse:
        return JSONResponse({"detail": str(error), "error": type(error).__name__}, 400)

    @app.exception_handler(ProtocolError)
    async def _protocol_refused(_: Request, error: ProtocolError) -> JSONResponse:
        status = HTTP_STATUS.get(error.code, 400)
        return JSONResponse({"detail": error.message, "error": error.code}, status)

    # -- pages -------------------------------------------------------------------------------
    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return FileResponse(str(STATIC / "lobby.html"))

    @app.get("/t/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        return FileResponse(str(STATIC / "table.html"))

    @app.get("/games/{game}/view.js", include_in_schema=False)
    async def game_view(game: str) -> Response:
        """A game's own drawing code (``web/view.js`` in its package), or the generic one."""
        try:
            rules = get_game(game)
        except UnknownGame:
            raise HTTPException(404, f"no game {game!r}") from None
        package = type(rules).__module__.rsplit(".", 1)[0]
        own = resources.files(package) / "web" / "view.js"
        path = own if own.is_file() else STATIC / "generic-view.js"
        return Response(path.read_text(), media_type="text/javascript")

    @app.get("/games/{game}/rules", include_in_schema=False)
    async def game_rules(game: str, lang: Lang_ = "en") -> PlainTextResponse:
        """A game's rules summary (``web/rules.LANG.md`` in its package), as Markdown text."""
        try:
            rules = get_game(game)
        except UnknownGame:
            raise HTTPException(404, f"no game {game!r}") from None
        package = type(rules).__module__.rsplit(".", 1)[0]
        for name in (f"rules.{lang}.md", "rules.en.md"):
            path = resources.files(package) / "web" / name
            if path.is_file():
                return PlainTextResponse(path.read_text(), media_type="text/markdown")
        return PlainTextResponse(rules.info.summaries.get(lang) or rules.info.summaries["en"])

    @app.get("/games/{game}/words", include_in_schema=False)
    async def game_words(game: str, lang: Lang_ = "en") -> dict[str, str]:
        """The words a game's view shows, in a language (the browser translates nothing)."""
        try:
            return view_words(get_game(game), lang)
        except UnknownGame:
            raise HTTPException(404, f"no game {game!r}") from None

    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")

    # -- the lobby's API ---------------------------------------------------------------------
    @app.get("/api/games")
    async def games(lang: Lang_ = "en") -> list[dict[str, Any]]:
        """The registered games, their options and the bots that can sit at them."""
        return [{**rules.info.describe(lang), "bots": bot_names(rules)} for rules in list_games()]

    @app.post("/api/tables", status_code=201, responses=_refusals(400, 413, 429, 503))
    async def create_table(spec: TableSpec, request: Request) -> dict[str, Any]:
        """Create a table. The answer (shown only this once) carries the creator's own seat
        token (``seat``, for the seat marked ``creator``) and a claim link per other person's
        seat (``invites``): no other seat's token exists until its link is used."""
        creators = [i for i, s in enumerate(spec.seats) if s.creator]
        if len(creators) > 1:
            raise InvalidOptions(f"one seat at most can be the creator's, not {len(creators)}")
        address = request.client.host if request.client else "unknown"
        async with creating:
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
                },
                spec.seed,
                creators[0] if creators else None,
            )
            caps.record(address, now)
        base = str(request.base_url).rstrip("/")
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

    async def _live(table_id: str) -> LiveTable:
        live = await hub.get(table_id)
        if live is None:
            raise HTTPException(404, f"there is no table {table_id!r}")
        return live

    # -- holding a seat ------------------------------------------------------------------------
    @app.post("/api/tables/{table_id}/claim", responses=_refusals(400, 404, 409, 413))
    async def claim(table_id: str, body: ClaimSpec) -> dict[str, Any]:
        """Use an invitation (the code of a claim link): the answer carries the seat and a fresh
        token of its own. The invitation then stops acting: a second use is refused with
        409 ``seat_taken``."""
        seat, token = await holders.claim(hub, await _live(table_id), body.code, body.name)
        return {"seat": seat, "token": token}

    @app.post("/api/tables/{table_id}/seat/hand-on", responses=_refusals(403, 404, 409, 413))
    async def hand_on(table_id: str, body: HolderSpec, request: Request) -> dict[str, Any]:
        """The holder asks for a new claim link for their seat (replacing any unused one).
        They keep the seat until it is used; then their token stops acting."""
        seat, code = await holders.hand_on(hub, await _live(table_id), body.token)
        base = str(request.base_url).rstrip("/")
        return {"seat": seat, "code": code, "link": claim_link(base, table_id, code)}

    @app.post("/api/tables/{table_id}/seat/leave", responses=_refusals(403, 404, 409, 413))
    async def leave_to_bot(table_id: str, body: HolderSpec) -> dict[str, Any]:
        """The holder leaves their seat to the table's stand-in bot for the rest of the game;
        their token stops acting."""
        seat, kind = await holders.leave_to_bot(hub, await _live(table_id), body.token)
        return {"seat": seat, "kind": kind}

    @app.post("/api/tables/{table_id}/seat/name", responses=_refusals(400, 403, 404, 413))
    async def rename(table_id: str, body: RenameSpec) -> dict[str, Any]:
        """The holder renames their seat."""
        seat, name = await holders.rename(hub, await _live(table_id), body.token, body.name)
        return {"seat": seat, "name": name}

    @app.post("/api/tables/{table_id}/cancel", responses=_refusals(403, 404, 409))
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

    @app.get("/api/tables")
    async def tables(
        status: Annotated[str | None, Query(pattern=f"^({'|'.join(STATUSES)})$")] = None,
        limit: Annotated[int, Query(ge=1, le=500)] = 100,
    ) -> list[dict[str, Any]]:
        """The newest tables, optionally only the open, running or finished ones."""
        rows = await store.tables(status, limit)
        return [table_summary(r, get_game(r.game).info.title()) for r in rows]

    @app.get("/api/tables/{table_id}", responses=_refusals(404))
    async def table(table_id: str) -> dict[str, Any]:
        """One table as the lobby shows it."""
        row = await store.table(table_id) if is_table_id(table_id) else None
        if row is None:
            raise HTTPException(404, f"there is no table {table_id!r}")
        return table_summary(row, get_game(row.game).info.title())

    @app.get("/api/tables/{table_id}/replay", responses=_refusals(400, 403, 404, 409))
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
        live = await hub.get(table_id)
        if live is None:
            raise HTTPException(404, f"there is no table {table_id!r}")
        if not live.match.is_over:
            raise HTTPException(409, "a game can be replayed once it is finished")
        try:
            seat = await hub.seat_of(live, token)
        except ProtocolError as error:
            raise HTTPException(403, error.message) from None
        return await replays.frame(live, seat, ply, lang)

    @app.get("/api/tables/{table_id}/record", responses=_refusals(404, 409))
    async def record(table_id: str) -> dict[str, Any]:
        """A finished game's record: seed, options and every move, the form ``empires replay``
        and ``empires verify`` read (with the commitment and the salt in ``meta``)."""
        live = await hub.get(table_id)
        if live is None:
            raise HTTPException(404, f"there is no table {table_id!r}")
        if live.row.status != FINISHED:
            raise HTTPException(409, "a game's record is given once the game is finished")
        return table_record(live.row, live.match)

    # -- the table's WebSocket -----------------------------------------------------------------
    @app.websocket("/ws/tables/{table_id}")
    async def play(websocket: WebSocket, table_id: str) -> None:
        await websocket.accept()
        # Everything this connection is sent goes through its outbox: queuing never waits, and
        # only the outbox's own task waits for the network (see outbox.py).
        outbox = Outbox(
            websocket.send_text,
            lambda code, reason: websocket.close(code, reason),
            size=limits.send_queue,
            timeout=limits.send_timeout,
        )
        sender = asyncio.create_task(outbox.run(), name=f"sending to a client of {table_id}")
        address = websocket.client.host if websocket.client is not None else "unknown"
        try:
            with contextlib.ExitStack() as counted:
                try:
                    counted.enter_context(connections.from_address(address))
                    live = await hub.get(table_id)
                    if live is None:
                        raise ProtocolError("no_table", f"there is no table {table_id!r}")
                    counted.enter_context(connections.to_table(table_id))
                except ProtocolError as refusal:
                    outbox.put(refusal.payload())
                    outbox.close(CLOSE_NO_TABLE if refusal.code == "no_table" else CLOSE_TOO_MANY)
                    await sender
                    return
                await converse(websocket, live, outbox)
                if outbox.dropped is not None:
                    # A dropped connection keeps its place until its close frame went out (or
                    # the outbox gave up on it).
                    await sender
        finally:
            outbox.finished.set()
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sender

    async def converse(websocket: WebSocket, live: LiveTable, outbox: Outbox) -> None:
        """Read and answer a connection's messages until it goes or is dropped."""
        send = outbox.send
        client: Client | None = None
        try:
            while True:
                frame = await outbox.unless_finished(websocket.receive())
                if frame is None or frame["type"] == "websocket.disconnect":
                    break
                text = frame.get("text")
                if text is None:  # a binary frame: read it as UTF-8 JSON text if it is
                    text = frame.get("bytes") or b""
                try:
                    message = parse_message(text)
                    if client is None:
                        if not isinstance(message, Hello):
                            raise ProtocolError(
                                "hello_first", "say hello (with your seat token or none) first"
                            )
                        seat = await hub.seat_of(live, message.token)
                        joining = Client(send, seat, message.lang)
                        if message.token is not None:
                            joining.token_hash = token_hash(message.token)
                        await hub.join(live, joining, message.name)
                        client = joining  # only once seated (a closed table refuses the hello)
                        continue
                    if client.seat is not None and not hub.holds(live, client):
                        await hub.demote(live)  # the seat changed hands: it watches from now
                    if isinstance(message, Hello):
                        raise ProtocolError("hello_twice", "this connection has already said hello")
                    elif isinstance(message, Move):
                        if client.seat is None:
                            raise ProtocolError("spectator", "spectators cannot make moves")
                        stored = await live.submit(client.seat, message.move, message.ply)
                        await send({"type": "ack", "ply": stored.ply})
                    elif isinstance(message, Lang):
                        client.lang = message.lang
                        await send(state_payload(live, client, full_log=True))
                    elif isinstance(message, Ping):
                        await send({"type": "pong"})
                except ProtocolError as error:
                    await send(error.payload())
        except WebSocketDisconnect:
            pass
        finally:
            if client is not None:
                await hub.leave(live, client)

    return app
