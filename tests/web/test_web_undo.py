"""Changing your mind over real WebSockets on real servers (SQLite; PostgreSQL with two server
processes): a secret choice taken back before the reveal and refused after, the log line that
says so without the choice, and sequential moves undone where the rule allows it."""

from __future__ import annotations

import json
import secrets
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.web.postgres import PostgresServer
from tests.web.seats import Seat, claim_all, run, settle
from tests.web.server import ServerProcess


@pytest.fixture(params=["sqlite", "postgresql"])
def servers(request: pytest.FixtureRequest) -> Iterator[list[ServerProcess]]:
    """One server on a fresh SQLite file, or two servers on one fresh PostgreSQL database."""
    started: list[ServerProcess] = []
    try:
        if request.param == "sqlite":
            with tempfile.TemporaryDirectory() as folder:
                started.append(ServerProcess(f"sqlite:///{Path(folder) / 't.sqlite3'}").start())
                yield started
        else:
            postgres: PostgresServer = request.getfixturevalue("postgres")
            database = postgres.new_database(f"undo_{secrets.token_hex(6)}")
            started += [ServerProcess(database).start(), ServerProcess(database).start()]
            yield started
    finally:
        for server in started:
            server.stop()


async def ask(seat: Seat, message: dict[str, Any]) -> dict[str, Any]:
    """Send a message; the ack or error it is answered with."""
    acks, errors = len(seat.acks), len(seat.errors)
    await seat._ws.send(json.dumps(message))
    await seat.wait(lambda _: len(seat.acks) > acks or len(seat.errors) > errors)
    if len(seat.errors) > errors:
        return seat.errors[-1]
    return {"type": "ack", "ply": seat.acks[-1]}


async def move(seat: Seat, index: int = 0) -> None:
    answer = await ask(
        seat, {"type": "move", "move": seat.state["legal"][index]["move"], "ply": seat.state["ply"]}
    )
    assert answer["type"] == "ack", answer


def seen(seat: Seat) -> str:
    """What a connection knows of the game, without the log and the move counter."""
    keep = ("view", "legal", "waiting", "decision")
    return json.dumps({key: seat.state[key] for key in keep}, sort_keys=True)


def test_a_secret_choice_is_taken_back_before_the_reveal_and_not_after(
    servers: list[ServerProcess],
) -> None:
    first, last = servers[0], servers[-1]
    table = first.new_table(["human", "human"], game="empire-v85", seed=5)
    tokens = claim_all(first.base, table)

    async def scenario() -> None:
        ada = await Seat(first.ws, table["id"], tokens[0], "Ada").connect()
        bob = await Seat(last.ws, table["id"], tokens[1], "Bob").connect()
        watcher = await Seat(last.ws, table["id"], None).connect()
        people = [ada, bob, watcher]
        await ada.wait(lambda s: s["status"] == "running" and bool(s["legal"]))
        await settle(people)
        before = {seen(bob), seen(watcher)}
        refused = await ask(ada, {"type": "take_back"})
        assert refused["code"] == "nothing_to_take_back", refused
        # Ada chooses the second offer, takes it back, and chooses the first.
        withdrawn = ada.state["legal"][1]["text"]
        await move(ada, 1)
        await settle(people)
        assert await ask(ada, {"type": "take_back"}) == {"type": "ack", "ply": 1}
        await settle(people)
        for other in (bob, watcher):
            assert other.log[-1] == "Ada took back their choice."
        # Nothing of the withdrawn choice reached Bob or the spectator.
        assert {seen(bob), seen(watcher)} == before
        assert all(withdrawn not in line for line in bob.log + watcher.log)
        assert ada.state["legal"] and 0 in ada.state["waiting"]
        await move(ada, 0)
        await move(bob, 0)  # the last seat has chosen: the decision resolves
        await settle(people)
        refused = await ask(ada, {"type": "take_back"})
        assert refused["code"] == "nothing_to_take_back", refused
        watched = await ask(watcher, {"type": "take_back"})
        assert watched["code"] == "spectator"
        for person in people:
            await person.close()

    run(scenario())


def test_a_sequential_move_is_undone_until_another_seat_acts(
    servers: list[ServerProcess],
) -> None:
    first, last = servers[0], servers[-1]
    table = first.new_table(["human", "human"], seed=7)
    tokens = claim_all(first.base, table)

    async def scenario() -> None:
        ada = await Seat(first.ws, table["id"], tokens[0], "Ada").connect()
        bob = await Seat(last.ws, table["id"], tokens[1], "Bob").connect()
        people = [ada, bob]
        await bob.wait(lambda s: s["status"] == "running" and bool(s["legal"]))
        position = seen(ada)
        await move(bob, 2)
        await settle(people)
        assert (await ask(ada, {"type": "undo"}))["code"] == "cannot_undo"
        assert await ask(bob, {"type": "undo"}) == {"type": "ack", "ply": 0}
        await settle(people)
        assert seen(ada) == position and ada.log[-1] == "Bob took back a move."
        # The same position again: Bob moves, Ada answers, and Bob's move stands.
        await move(bob, 1)
        await settle(people)
        await move(ada, 0)
        await settle(people)
        refused = await ask(bob, {"type": "undo"})
        assert refused["code"] == "cannot_undo" and "nobody has acted" in refused["message"]
        await ada._ws.send(json.dumps({"type": "lang", "lang": "de"}))
        await ada.wait(lambda _: "Bob hat einen Zug zurückgenommen." in ada.log)
        for person in people:
            await person.close()

    run(scenario())


def test_a_move_that_drew_stands_and_a_table_may_forbid_undoing(
    servers: list[ServerProcess],
) -> None:
    server = servers[0]
    tables = [
        server.new_table(["human"], game="empire-planners", seed=7, undo=undo)
        for undo in (True, False)
    ]

    async def scenario() -> None:
        for table, refusal in zip(tables, ("drew or revealed", "does not allow"), strict=True):
            (token,) = claim_all(server.base, table)
            ada = await Seat(server.ws, table["id"], token, "Ada").connect()
            await ada.wait(lambda s: bool(s["legal"]))
            texts = [entry["move"]["type"] for entry in ada.state["legal"]]
            await move(ada, texts.index("reroll"))  # a die rolled again: the generator drew
            refused = await ask(ada, {"type": "undo"})
            assert refused["code"] == "cannot_undo" and refusal in refused["message"], refused
            await ada.close()
        assert server.get(f"/api/tables/{tables[1]['id']}")["settings"]["undo"] is False

    run(scenario())
