"""The review's HTTP API: a person who played at a finished table asks for the coach's review
of their own seat's decisions (``POST``) and reads it (``GET``), with their seat token in the
Authorization header (``reviews.py`` says what a review is and what caps it)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Any

from fastapi import APIRouter, Header, Request
from fastapi.responses import JSONResponse

from empires.web.api import Lang_, live_table, refusals, router
from empires.web.hub import Hub
from empires.web.protocol import ProtocolError
from empires.web.reviews import ReviewRefused, Reviews
from empires.web.table import LiveTable

Authorization_ = Annotated[
    str | None,
    Header(max_length=250, description="Bearer and the seat token of the seat to review"),
]


def review_api(hub: Hub, reviews: Reviews) -> APIRouter:
    """The routes of a finished table's reviews."""
    routes = router()
    answers = refusals(400, 403, 404, 409, 503)

    @routes.post("/api/tables/{table_id}/review", status_code=202, responses=answers)
    async def ask(
        request: Request, table_id: str, lang: Lang_ = "en", authorization: Authorization_ = None
    ) -> Any:
        """Ask for the review of the seat whose token is in the Authorization header: its
        stored review at once (200, ``status`` "done"), or 202 (``status`` "running") while it
        is worked out; read it then with GET."""
        return await _answer(hub, table_id, request, authorization, reviews.start, lang)

    @routes.get("/api/tables/{table_id}/review", responses=answers)
    async def read(
        request: Request, table_id: str, lang: Lang_ = "en", authorization: Authorization_ = None
    ) -> Any:
        """The review of the seat whose token is in the Authorization header, in ``lang``
        (200, ``status`` "done"), or 202 (``status`` "running") while it is worked out."""
        return await _answer(hub, table_id, request, authorization, reviews.read, lang)

    return routes


async def _answer(
    hub: Hub,
    table_id: str,
    request: Request,
    authorization: str | None,
    act: Callable[[LiveTable, int, str], Awaitable[dict[str, Any]]],
    lang: str,
) -> JSONResponse:
    """``act`` (start or read) on the review of the header's seat: 200 once done, 202 while
    it is worked out, or the refusal."""
    live = await live_table(hub, table_id)
    try:
        seat = await _own_seat(hub, live, request, authorization)
        answer = await act(live, seat, lang)
    except ReviewRefused as refused:
        return JSONResponse(refused.payload(), refused.status)
    return JSONResponse(answer, 200 if answer["status"] == "done" else 202)


async def _own_seat(hub: Hub, live: LiveTable, request: Request, authorization: str | None) -> int:
    """The seat the Authorization header's token holds; ReviewRefused for a spectator (no
    token) or a token that holds no seat of the table."""
    if "token" in request.query_params:
        # Addresses end up in logs and histories: a token never goes in one.
        raise ReviewRefused(
            "bad_message",
            "send the seat token in the Authorization header (Bearer), not the address",
            400,
        )
    scheme, _, token = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ReviewRefused(
            "review_not_a_player",
            "a review is of your own decisions: only a player of the table gets one (send"
            " 'Authorization: Bearer <seat token>')",
            403,
        )
    try:
        seat = await hub.seat_of(live, token.strip())
    except ProtocolError as error:
        raise ReviewRefused("review_not_a_player", error.message, 403) from None
    assert seat is not None
    return seat
