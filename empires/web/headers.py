"""Browser protections sent with every HTTP response of the web table.

The page keeps seat tokens in the browser's storage, so nothing but our own files may run on
our origin: no inline scripts, no third-party scripts or styles, no framing by other sites.
"""

from __future__ import annotations

from starlette.responses import JSONResponse
from starlette.types import Message, Receive, Scope, Send

from empires.web.middleware import HttpMiddleware

#: What the pages may load and from where. ``'self'`` in connect-src also allows WebSockets to
#: the same host and port (ws: for an http: page, wss: for https:). Styles come from our
#: files or from style sheets built by the game views (``adoptedStyleSheets``); ``style=``
#: attributes and ``<style>`` elements are refused.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)

#: The headers, as ASGI sends them (lower-case names).
SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), geolocation=(), microphone=(), payment=(), usb=()"),
)


class SecurityHeaders(HttpMiddleware):
    """Add SECURITY_HEADERS to every HTTP response (pages, files, the API and its errors)."""

    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:

        started = False

        async def send_with_headers(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                present = {name.lower() for name, _ in message.get("headers", [])}
                extra = [(n, v) for n, v in SECURITY_HEADERS if n not in present]
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        try:
            await self.app(scope, receive, send_with_headers)
        except Exception:
            # A bug answered here, with the headers, rather than by Starlette's outermost error
            # layer without them; raised on, so the server still logs it.
            if not started:
                answer = JSONResponse({"detail": "internal error"}, 500)
                await answer(scope, receive, send_with_headers)
            raise
