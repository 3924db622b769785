"""Who holds a seat, and how that changes: claiming an invitation, handing a seat on, leaving it
to the stand-in bot, renaming it.

A seat is held by whoever has its token. Creating a table gives the creator only the token of
their own seat; every other person's seat gets an invitation (a claim code, in the link the
creator sends). The first person to use the code gets a fresh token of their own, and the code
stops acting. Every change is one conditional write in the database, so two people racing for
one seat get one seat between them, whichever server processes they reach.
"""

from __future__ import annotations

import time

from empires.web.hub import Hub, new_secret, token_hash
from empires.web.protocol import MAX_NAME, ProtocolError, check_text
from empires.web.store import ENDED, HUMAN
from empires.web.table import LiveTable

SEAT_TAKEN = ProtocolError(
    "seat_taken",
    "this invitation has been used already: its seat is taken (an invitation seats one person;"
    " ask the table's creator or the seat's holder for a new one if it was meant for you)",
)


def check_name(value: object) -> str:
    """A seat name as given (spaces around it dropped); ProtocolError naming the problem."""
    return check_text("name", value, MAX_NAME).strip()


def _not_ended(live: LiveTable, doing: str) -> None:
    if live.row.status in ENDED:
        raise ProtocolError("ended", f"the table is {live.row.status}: {doing} is not possible")


async def _holder(hub: Hub, live: LiveTable, token: str) -> int:
    """The seat ``token`` holds; ProtocolError('bad_token') if none."""
    seat = await hub.seat_of(live, token)
    if seat is None:  # pragma: no cover - seat_of answers None only for no token
        raise ProtocolError("bad_token", "a seat token is needed")
    return seat


async def _changed(hub: Hub, live: LiveTable) -> None:
    """After a seat changed hands: read the seats again and tell everyone watching."""
    async with live.lock:
        await live.refresh_row()
    await hub.broadcast(live)


async def claim(hub: Hub, live: LiveTable, code: str, name: object) -> tuple[int, str]:
    """Use an invitation: the seat and its new token. ProtocolError('seat_taken') if the code
    opens no seat (used already, replaced, or not this table's)."""
    checked = check_name(name)
    _not_ended(live, "taking a seat")
    token = new_secret()
    seat = await hub.store.claim_seat(live.id, token_hash(code), token_hash(token), checked)
    if seat is None:
        raise SEAT_TAKEN
    await _changed(hub, live)
    return seat, token


async def hand_on(hub: Hub, live: LiveTable, token: str) -> tuple[int, str]:
    """A new invitation for the holder's seat (replacing any unused one): the seat and its claim
    code. The holder keeps the seat until someone uses the code."""
    _not_ended(live, "handing a seat on")
    seat = await _holder(hub, live, token)
    code = new_secret()
    if not await hub.store.invite_seat(live.id, seat, token_hash(token), token_hash(code)):
        raise ProtocolError("bad_token", "this seat token does not hold its seat any more")
    await _changed(hub, live)
    return seat, code


async def leave_to_bot(hub: Hub, live: LiveTable, token: str) -> tuple[int, str]:
    """Leave the holder's seat to the table's stand-in bot for the rest of the game: the seat
    and the bot's kind. The token (and any invitation of the seat) stops acting."""
    _not_ended(live, "leaving a seat to a bot")
    seat = await _holder(hub, live, token)
    bot = str(live.row.settings.get("takeover_bot") or "random")
    if not await hub.store.leave_seat(live.id, seat, token_hash(token), bot):
        raise ProtocolError("bad_token", "this seat token does not hold its seat any more")
    async with live.lock:
        await live.refresh_row()
    # The seat may have been the last one an open table waited for.
    await hub.start_if_ready(live, time.time())
    await hub.broadcast(live)
    return seat, bot


async def rename(hub: Hub, live: LiveTable, token: str, name: object) -> tuple[int, str]:
    """Set the holder's seat's name (empty: the default "Player N"): the seat and the name."""
    checked = check_name(name)
    seat = await _holder(hub, live, token)
    if live.row.seats[seat].kind != HUMAN or not await hub.store.rename_seat(
        live.id, seat, token_hash(token), checked
    ):
        raise ProtocolError("bad_token", "this seat token does not hold its seat any more")
    await _changed(hub, live)
    return seat, checked
