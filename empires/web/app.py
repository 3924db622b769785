"""The web application: the lobby's HTTP API, the table's WebSocket, and the pages.

Every request is checked before anything changes: bodies are size-limited and typed, options
and moves are checked by the kernel, and errors come back as JSON naming the problem.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from importlib import resources
from typing import Annotated, Any

import orjson
from fastapi import FastAPI, HTTPException, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field
from starlette.types import ASGIApp, Receive, Scope, Send

from empires.bots.catalog import bot_names
from empires.kernel.errors import EmpiresError, UnknownGame
from empires.kernel.match import Match
from empires.kernel.registry import get_game, list_games
from empires.web.fairness import table_record
from empires.web.hub import Hub
from empires.web.payloads import state_payload, table_summary
from empires.web.protocol import Hello, Lang, Move, Ping, ProtocolError, parse_message
from empires.web.replay import replay_frame
from empires.web.store import FINISHED, STATUSES, Store
from empires.web.table import Client

log = logging.getLogger(__name__)

STATIC = resources.files("empires.web") / "static"
#: The largest request body the API reads, in bytes.
MAX_BODY = 64 * 1024
#: The largest WebSocket frame the transport accepts; bigger ones close the connection.
MAX_FRAME = 1024 * 1024
Lang_ = Annotated[str, Query(pattern="^(en|de)$")]


class SeatSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: str = Field(max_length=40, description="'human' or a bot kind of the game")


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


class Refusal(BaseModel):
    """Why a request was refused."""

    detail: str
    error: str | None = None


def _refusals(*codes: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI entries for the refusals a route makes on purpose."""
    meaning = {
        400: "refused by the game or the table rules (the detail names the problem)",
        403: "the seat token does not belong to this table",
        404: "no such table",
        409: "not possible in the table's present state",
        413: "the request body is too large",
    }
    return {code: {"model": Refusal, "description": meaning[code]} for code in codes}


class BodyLimit:
    """Refuse request bodies above MAX_BODY with 413 before reading them."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            length = dict(scope.get("headers", [])).get(b"content-length")
            if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
                response = JSONResponse(
                    {"detail": f"the request body may have at most {MAX_BODY} bytes"}, 413
                )
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


def create_app(store: Store, *, heartbeat: float = 5.0) -> FastAPI:
    """The application serving ``store``'s tables."""
    hub = Hub(store, heartbeat=heartbeat)

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        yield
        await hub.stop()

    app = FastAPI(title="Empires", version="1", lifespan=lifespan)
    app.add_middleware(BodyLimit)
    app.state.hub = hub

    @app.exception_handler(EmpiresError)
    async def _refused(_: Request, error: EmpiresError) -> JSONResponse:
        return JSONResponse({"detail": str(error), "error": type(error).__name__}, 400)

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

    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")

    # -- the lobby's API ---------------------------------------------------------------------
    @app.get("/api/games")
    async def games(lang: Lang_ = "en") -> list[dict[str, Any]]:
        """The registered games, their options and the bots that can sit at them."""
        return [{**rules.info.describe(lang), "bots": bot_names(rules)} for rules in list_games()]

    @app.post("/api/tables", status_code=201, responses=_refusals(400, 413))
    async def create_table(spec: TableSpec, request: Request) -> dict[str, Any]:
        """Create a table; the answer carries each person's seat link (shown only this once)."""
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
        )
        base = str(request.base_url).rstrip("/")
        table = table_summary(made.row, get_game(made.row.game).info.title())
        table["spectate"] = f"{base}/t/{made.row.id}"
        # The creator's proof of creating the table (to cancel it before it starts).
        table["owner_token"] = made.owner_token
        table["invites"] = [
            {
                "seat": seat,
                "token": token,
                "link": f"{base}/t/{made.row.id}#seat={seat}&token={token}",
            }
            for seat, token in sorted(made.tokens.items())
        ]
        return table

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
        row = await store.table(table_id)
        if row is None:
            raise HTTPException(404, f"there is no table {table_id!r}")
        return table_summary(row, get_game(row.game).info.title())

    @app.get("/api/tables/{table_id}/replay", responses=_refusals(403, 404, 409))
    async def replay(
        table_id: str,
        ply: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
        lang: Lang_ = "en",
        token: Annotated[str | None, Query(max_length=200)] = None,
    ) -> dict[str, Any]:
        """A finished game at move ``ply``, as the seat of ``token`` (or a spectator) saw it."""
        live = await hub.get(table_id)
        if live is None:
            raise HTTPException(404, f"there is no table {table_id!r}")
        if not live.match.is_over:
            raise HTTPException(409, "a game can be replayed once it is finished")
        try:
            seat = hub.seat_of(live, token)
        except ProtocolError as error:
            raise HTTPException(403, error.message) from None
        start = Match.start_of(live.match.record())
        return replay_frame(live, start, seat, ply, lang)

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

        async def send(payload: dict[str, Any]) -> None:
            await websocket.send_text(orjson.dumps(payload).decode())

        live = await hub.get(table_id)
        if live is None:
            await send(ProtocolError("no_table", f"there is no table {table_id!r}").payload())
            await websocket.close(4404)
            return
        client: Client | None = None
        try:
            while True:
                frame = await websocket.receive()
                if frame["type"] == "websocket.disconnect":
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
                        client = Client(send, hub.seat_of(live, message.token), message.lang)
                        await hub.join(live, client, message.name)
                    elif isinstance(message, Hello):
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
