"""How the API reads request bodies: at most MAX_BODY bytes, counted as they arrive (so a body
without a Content-Length, sent in chunks, is refused as soon as it is too long, and the rest is
never read), and strict JSON (no ``NaN`` or ``Infinity``, which are not JSON numbers)."""

from __future__ import annotations

import json
from collections.abc import Callable, Coroutine
from typing import Any

from fastapi import HTTPException, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from starlette.types import Message, Receive, Scope, Send

from empires.web.middleware import HttpMiddleware

#: The largest request body the API reads, in bytes.
MAX_BODY = 64 * 1024
TOO_LARGE = f"the request body may have at most {MAX_BODY} bytes"
#: A refused body is not read to its end: the connection is closed after the answer.
CLOSE = {"Connection": "close"}


class BodyLimit(HttpMiddleware):
    """Refuse request bodies above MAX_BODY with 413: at once when Content-Length says so, else
    as soon as the bytes received pass it."""

    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:
        length = dict(scope.get("headers", [])).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            await JSONResponse({"detail": TOO_LARGE}, 413, CLOSE)(scope, receive, send)
            return
        received = 0

        async def counted() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > MAX_BODY:
                    # An HTTPException passes through FastAPI's body reading unchanged and is
                    # answered by its handler as JSON.
                    raise HTTPException(413, TOO_LARGE, CLOSE)
            return message

        await self.app(scope, counted, send)


class _NonStandard:
    """Where the JSON text had NaN, Infinity or -Infinity."""

    def __init__(self, text: str) -> None:
        self.text = text


def _non_standard(
    data: Any, path: tuple[str | int, ...] = ()
) -> tuple[tuple[str | int, ...], str] | None:
    """The path to the first NaN or Infinity in parsed ``data``, with how it was written."""
    if isinstance(data, _NonStandard):
        return path, data.text
    items: Any = (
        data.items()
        if isinstance(data, dict)
        else enumerate(data)
        if isinstance(data, list)
        else ()
    )
    for key, value in items:
        found = _non_standard(value, (*path, key))
        if found is not None:
            return found
    return None


def check_json(body: bytes) -> None:
    """RequestValidationError (422) naming the field that holds NaN or Infinity, if any; other
    JSON errors are left to the framework's parser."""
    try:
        data = json.loads(body, parse_constant=_NonStandard)
    except ValueError:
        return
    found = _non_standard(data)
    if found is not None:
        path, text = found
        raise RequestValidationError(
            [
                {
                    "type": "json_invalid",
                    "loc": ("body", *path),
                    "msg": f"{text} is not a JSON number",
                    "input": text,
                }
            ]
        )


def _is_json(request: Request) -> bool:
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    return kind == "application/json" or (
        kind.startswith("application/") and kind.endswith("+json")
    )


class StrictJSONRoute(APIRoute):
    """A route whose JSON body may not hold NaN or Infinity (Python's parser takes them)."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def strict(request: Request) -> Response:
            if request.method in ("POST", "PUT", "PATCH") and _is_json(request):
                check_json(await request.body())  # the body is kept for the handler
            return await handler(request)

        return strict
