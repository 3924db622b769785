"""What the HTTP routes share: the request bodies, the refusals they document, the language
parameter, and the links they hand out."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Query
from pydantic import BaseModel, ConfigDict, Field

from empires.web.bodies import StrictJSONRoute
from empires.web.hub import Hub
from empires.web.table import LiveTable

Lang_ = Annotated[str, Query(pattern="^(en|de)$")]


def router() -> APIRouter:
    """A router whose JSON bodies are read strictly (no NaN or Infinity: bodies.py)."""
    return APIRouter(route_class=StrictJSONRoute)


async def live_table(hub: Hub, table_id: str) -> LiveTable:
    """The table, loaded; 404 if there is none."""
    live = await hub.get(table_id)
    if live is None:
        raise HTTPException(404, f"there is no table {table_id!r}")
    return live


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
    spectator_chat: bool = Field(
        default=False, description="spectators may write in the table's chat (else they read)"
    )
    undo: bool = Field(
        default=True, description="whether a seat may undo a sequential move (docs/web.md)"
    )
    hints: bool = Field(
        default=False,
        description="a seated person may ask the search for a hint at their decision; a table"
        " with hints is never rated (docs/web.md)",
    )
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
    "not_finished": 409,
}


def claim_link(base: str, table_id: str, code: str) -> str:
    """The link that invites a person to a seat. The code is in the fragment, which browsers
    never send to a server (so it stays out of every log); the page sends it in a POST body."""
    return f"{base}/t/{table_id}#claim={code}"


class Refusal(BaseModel):
    """Why a request was refused."""

    detail: str
    error: str | None = None


def refusals(*codes: int) -> dict[int | str, dict[str, Any]]:
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
