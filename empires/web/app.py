"""The web application: the pages, the lobby's HTTP API, the seat holders' API and the table's
WebSocket (each in a module of its own), put together with the limits and protections every
request passes through.

Every request is checked before anything changes: bodies are size-limited and typed, options
and moves are checked by the kernel, and errors come back as JSON naming the problem.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles

from empires.kernel.errors import EmpiresError
from empires.web.api import HTTP_STATUS
from empires.web.api_docs import add_api_docs
from empires.web.bodies import MAX_BODY, BodyLimit, StrictJSONRoute
from empires.web.caps import Caps
from empires.web.connections import Connections
from empires.web.headers import SecurityHeaders
from empires.web.hub import Hub
from empires.web.limits import Limits
from empires.web.lobby_api import lobby_api
from empires.web.my_tables import my_tables_api
from empires.web.pages import STATIC, pages
from empires.web.protocol import ProtocolError
from empires.web.rematch import rematch_api
from empires.web.replay import Replays
from empires.web.review_api import review_api
from empires.web.reviews import Reviews
from empires.web.seat_api import seat_api
from empires.web.store import Store
from empires.web.table_socket import table_socket

__all__ = ["MAX_BODY", "MAX_FRAME", "create_app"]

#: The largest WebSocket frame the transport accepts; bigger ones close the connection.
MAX_FRAME = 1024 * 1024


def create_app(
    store: Store, *, heartbeat: float = 5.0, limits: Limits | None = None, api_docs: bool = False
) -> FastAPI:
    """The application serving ``store``'s tables, within ``limits`` (default: ``Limits()``);
    with ``api_docs``, Swagger UI at ``/docs``."""
    limits = limits or Limits()
    hub = Hub(store, heartbeat=heartbeat, limits=limits)
    connections = Connections(limits)
    reviews = Reviews(store)

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        yield
        await reviews.close()
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

    app.include_router(pages())
    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")
    caps = Caps(limits, store)  # one count of the tables made, by the lobby and by rematches
    app.include_router(lobby_api(hub, store, caps, Replays()))
    app.include_router(seat_api(hub))
    app.include_router(review_api(hub, reviews))
    app.include_router(my_tables_api(hub))
    app.include_router(rematch_api(hub, caps))
    app.include_router(table_socket(hub, connections, limits))
    return app
