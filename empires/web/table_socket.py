"""The table's WebSocket: one connection's life (caps, hello, moves, chat, language, pings), with
everything it is sent going through its own outbox."""

from __future__ import annotations

import asyncio
import contextlib

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from empires.web import chat, hints, undo
from empires.web.connections import CLOSE_TOO_MANY, Connections
from empires.web.hub import Hub, token_hash
from empires.web.limits import Limits
from empires.web.outbox import Outbox
from empires.web.payloads import state_payload
from empires.web.protocol import (
    AskHint,
    Chat,
    ClientMessage,
    Hello,
    Lang,
    Move,
    Ping,
    ProtocolError,
    TakeBack,
    Undo,
    parse_message,
)
from empires.web.table import Client, LiveTable, Send
from empires.web.tasks import cancel_and_wait

#: Close code of a connection to a table that does not exist.
CLOSE_NO_TABLE = 4404


def table_socket(hub: Hub, connections: Connections, limits: Limits) -> APIRouter:
    """The route of the tables' WebSocket."""
    routes = APIRouter()

    @routes.websocket("/ws/tables/{table_id}")
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
                await converse(hub, websocket, live, outbox)
                if outbox.dropped is not None:
                    # A dropped connection keeps its place until its close frame went out (or
                    # the outbox gave up on it).
                    await sender
        finally:
            outbox.finished.set()
            await cancel_and_wait(sender)

    return routes


async def converse(hub: Hub, websocket: WebSocket, live: LiveTable, outbox: Outbox) -> None:
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
                    client = await _greet(hub, live, send, message)
                else:
                    await _answer(hub, live, client, message)
            except ProtocolError as error:
                await send(error.payload())
    except WebSocketDisconnect:
        pass
    finally:
        if client is not None:
            await hub.leave(live, client)


async def _greet(hub: Hub, live: LiveTable, send: Send, message: ClientMessage) -> Client:
    """The connection's first message, which must be its hello: the client, seated."""
    if not isinstance(message, Hello):
        raise ProtocolError("hello_first", "say hello (with your seat token or none) first")
    seat = await hub.seat_of(live, message.token)
    joining = Client(send, seat, message.lang)
    if message.token is not None:
        joining.token_hash = token_hash(message.token)
    await hub.join(live, joining, message.name)
    return joining  # only once seated (a closed table refuses the hello)


async def _answer(hub: Hub, live: LiveTable, client: Client, message: ClientMessage) -> None:
    """Answer a seated connection's message."""
    send = client.send
    if client.seat is not None and not hub.holds(live, client):
        await hub.demote(live)  # the seat changed hands: it watches from now
    if isinstance(message, Hello):
        raise ProtocolError("hello_twice", "this connection has already said hello")
    elif isinstance(message, Move):
        if client.seat is None:
            raise ProtocolError("spectator", "spectators cannot make moves")
        stored = await live.submit(client.seat, message.move, message.ply)
        await send({"type": "ack", "ply": stored.ply})
    elif isinstance(message, Chat):
        await chat.say(live, client, message.text)
    elif isinstance(message, TakeBack | Undo):
        if client.seat is None:
            raise ProtocolError("spectator", "spectators make no choices")
        act = undo.take_back if isinstance(message, TakeBack) else undo.undo
        await send({"type": "ack", "ply": await act(live, client.seat)})
    elif isinstance(message, Lang):
        client.lang = message.lang
        await send(state_payload(live, client, full_log=True))
    elif isinstance(message, Ping):
        await send({"type": "pong"})
    elif isinstance(message, AskHint):
        await hints.ask(live, client, message.ply, message.lang or client.lang)
