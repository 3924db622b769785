"""People at a table for the tests: real WebSocket clients that keep the latest state they were
sent and play random legal moves."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import urllib.request
from collections.abc import Coroutine
from typing import Any

import websockets

from empires.kernel.rng import SeededRng


def run(scenario: Coroutine[Any, Any, None]) -> None:
    """Run an async test scenario to its end in a thread of its own, so that it works even in a
    test process where another library (Playwright's sync API) keeps an event loop running."""
    failure: list[BaseException] = []

    def target() -> None:
        try:
            asyncio.run(scenario)
        except BaseException as error:  # handed to the test's thread
            failure.append(error)

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if failure:
        raise failure[0]


def claim(base: str, table_id: str, code: str, name: str = "") -> str:
    """Use an invitation on the server at ``base`` (http://...): the new seat token."""
    request = urllib.request.Request(
        f"{base}/api/tables/{table_id}/claim",
        json.dumps({"code": code, "name": name}).encode(),
        {"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        token: str = json.loads(response.read())["token"]
    return token


def claim_all(base: str, table: dict[str, Any]) -> list[str]:
    """Use every invitation of a new table: the seat tokens, in the order of its invites."""
    return [claim(base, table["id"], invite["code"]) for invite in table["invites"]]


class Seat:
    """One connection to a table, as a seat (with a token) or a spectator."""

    def __init__(
        self, base: str, table_id: str, token: str | None, name: str = "", **connect: Any
    ) -> None:
        self.url = f"{base}/ws/tables/{table_id}"
        #: More arguments of ``websockets.connect`` (TLS settings, a local address).
        self.connect_options = connect
        self.token = token
        self.name = name
        self.state: dict[str, Any] = {}
        self.log: list[str] = []
        self.acks: list[int] = []
        self.errors: list[dict[str, Any]] = []
        #: The table's chat as this connection knows it (its first state's, then each line).
        self.chat: list[dict[str, Any]] = []
        self.changed = asyncio.Event()
        self._ws: Any = None
        self._reader: asyncio.Task[None] | None = None

    async def connect(self) -> Seat:
        self._ws = await websockets.connect(self.url, **self.connect_options)
        await self._ws.send(json.dumps({"type": "hello", "token": self.token, "name": self.name}))
        self._reader = asyncio.create_task(self._read())
        await self.wait(lambda s: bool(s))
        return self

    async def close(self) -> None:
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader
        if self._ws is not None:
            with contextlib.suppress(Exception):
                await self._ws.close()

    async def _read(self) -> None:
        async for text in self._ws:
            self._take(text)

    def _take(self, text: str) -> None:
        """Keep what one message from the server says."""
        message = json.loads(text)
        if message["type"] == "state":
            self.log[message["log_start"] :] = message["log"]
            if message["ply"] >= self.state.get("ply", -1):
                self.state = message
            if "chat" in message:
                self.chat = list(message["chat"])
        elif message["type"] == "chat":
            self.chat.append(message)
        elif message["type"] == "ack":
            self.acks.append(message["ply"])
        elif message["type"] == "error":
            self.errors.append(message)
        self.changed.set()

    async def send(self, message: dict[str, Any]) -> None:
        """Send one message as it is."""
        await self._ws.send(json.dumps(message))

    async def wait(self, condition: Any, seconds: float = 20.0) -> None:
        """Until ``condition(state)`` holds."""
        async with asyncio.timeout(seconds):
            while not condition(self.state):
                self.changed.clear()
                await self.changed.wait()

    async def play(self, rng: SeededRng) -> int:
        """Send one random legal move; wait for its acknowledgement; return its ply."""
        acked = len(self.acks)
        move = rng.choice(self.state["legal"])["move"]
        await self._ws.send(json.dumps({"type": "move", "move": move, "ply": self.state["ply"]}))
        async with asyncio.timeout(20):
            while len(self.acks) == acked:
                if self.errors:
                    raise AssertionError(f"move refused: {self.errors[-1]}")
                self.changed.clear()
                await self.changed.wait()
        return self.acks[-1]


async def play_until(seats: list[Seat], rng: SeededRng, moves: int | None = None) -> int:
    """The people play random moves (bots play on the server) until ``moves`` have been made by
    the people, or the game ends; then every seat has the same latest position. The moves made."""
    made = 0
    while moves is None or made < moves:
        await settle(seats)
        state = seats[0].state
        if state["decision"] == "over":
            break
        mover = next((s for s in seats if s.state["legal"]), None)
        if mover is None:  # bots are thinking
            ply = state["ply"]
            await seats[0].wait(lambda s, ply=ply: s["ply"] > ply)
            continue
        await mover.play(rng)
        made += 1
    await quiet(seats)
    return made


async def quiet(seats: list[Seat]) -> None:
    """Wait until nothing can happen without a person: the game waits for one of ``seats`` (or
    is over), and every seat has been sent that position."""
    while True:
        await settle(seats)
        state = seats[0].state
        if state["decision"] == "over" or any(s.state["legal"] for s in seats):
            return
        ply = state["ply"]
        await seats[0].wait(lambda s, ply=ply: s["ply"] > ply)


async def settle(seats: list[Seat]) -> None:
    """Wait until every seat has been sent the same (latest) position."""
    for _ in range(100):
        top = max(s.state["ply"] for s in seats)
        for seat in seats:
            await seat.wait(lambda s, top=top: s["ply"] >= top)
        await asyncio.sleep(0.05)
        if all(s.state["ply"] == top for s in seats):
            return
    raise AssertionError("the seats never agreed on the position")
