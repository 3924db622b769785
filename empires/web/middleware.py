"""The shape of the app's own ASGI middleware: it acts on HTTP requests only and passes
everything else (WebSockets, the lifespan) straight through."""

from __future__ import annotations

from starlette.types import ASGIApp, Receive, Scope, Send


class HttpMiddleware:
    """Calls ``http`` for each HTTP request; other traffic goes to the app unchanged."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        await self.http(scope, receive, send)

    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:
        raise NotImplementedError
