"""More than one machine: two server processes on one PostgreSQL database serve the same tables;
people connected to different processes play together, and each hears every move."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from empires.kernel.rng import SeededRng
from empires.web.postgres_store import PostgresStore
from tests.web.postgres import PostgresServer
from tests.web.seats import Seat, claim_all, play_until, run
from tests.web.served import serve_together
from tests.web.server import ServerProcess


def _on_two_servers(
    postgres: PostgresServer,
    name: str,
    scenario: Callable[[list[ServerProcess]], Coroutine[Any, Any, None]],
) -> None:
    """Run ``scenario`` on two server processes sharing a new database called ``name``."""
    serve_together(postgres.new_database(name), scenario)


def test_two_processes_serve_one_table(postgres: PostgresServer) -> None:
    _on_two_servers(postgres, "cluster", _play_across)


async def _play_across(servers: list[ServerProcess]) -> None:
    first, second = servers
    table = first.new_table(["human", "heuristic", "human", "random"], seed=21)
    # The table is listed by both processes.
    assert second.get(f"/api/tables/{table['id']}")["id"] == table["id"]
    tokens = claim_all(first.base, table)
    people = [
        await Seat(first.ws, table["id"], tokens[0]).connect(),
        await Seat(second.ws, table["id"], tokens[1]).connect(),
    ]
    watchers = [await Seat(s.ws, table["id"], None).connect() for s in servers]
    # Each person is seen as connected by both processes (presence crosses processes).
    for watcher in watchers:
        await watcher.wait(
            lambda s: s["status"] == "running" and all(x["online"] for x in s["seats"])
        )
    await play_until(people + watchers, SeededRng(4))
    final = [w.state for w in watchers]
    assert final[0]["decision"] == "over"
    assert final[0]["view"] == final[1]["view"] and final[0]["ply"] == final[1]["ply"]
    assert final[0]["winners"] == final[1]["winners"]
    assert watchers[0].log == watchers[1].log and len(watchers[0].log) > 50
    for seat in people + watchers:
        assert not seat.errors
        await seat.close()
    # One process drove the bots; the game on record replays to the same end.
    assert first.get(f"/api/tables/{table['id']}")["result"]["winners"] == final[0]["winners"]


def test_one_process_at_a_time_drives_a_table(postgres: PostgresServer) -> None:
    database = postgres.new_database("claims")
    run(_claims(database))


async def _claims(database: str) -> None:
    first, second = PostgresStore(database), PostgresStore(database)
    await first.open()
    await second.open()
    try:
        assert await first.claim("t1") and await first.claim("t1")
        assert not await second.claim("t1")
        assert await second.claim("t2"), "another table is free"
        await first.release("t1")
        assert await second.claim("t1") and not await first.claim("t1")
    finally:
        await second.close()
    # A process that is gone holds nothing: PostgreSQL frees its locks once the closed
    # connection's backend has exited, which under load can take a moment after close().
    assert await _claimed_soon(first, "t1") and await _claimed_soon(first, "t2")
    await first.close()


async def _claimed_soon(store: PostgresStore, table_id: str, seconds: float = 10.0) -> bool:
    """Whether ``store`` claims ``table_id`` within ``seconds`` (asking every 0.05 s)."""
    deadline = asyncio.get_running_loop().time() + seconds
    while not await store.claim(table_id):
        if asyncio.get_running_loop().time() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


def test_when_the_driving_process_dies_another_drives_on(postgres: PostgresServer) -> None:
    _on_two_servers(postgres, "takeover", _takeover)


async def _takeover(servers: list[ServerProcess]) -> None:
    first, second = servers
    table = first.new_table(["human", "heuristic", "random"], seed=8)
    token = claim_all(first.base, table)[0]
    person = await Seat(first.ws, table["id"], token).connect()
    watcher = await Seat(second.ws, table["id"], None).connect()
    await watcher.wait(lambda s: s["status"] == "running")
    await play_until([person, watcher], SeededRng(2), moves=3)
    # The person's process took the table into play and drives its bots; it dies mid-game,
    # and the person comes back through the other process.
    first.kill()
    await asyncio.sleep(1.0)
    back = await Seat(second.ws, table["id"], token).connect()
    await play_until([back, watcher], SeededRng(3))
    assert back.state["decision"] == "over" and not back.errors and not watcher.errors
    assert second.get(f"/api/tables/{table['id']}")["status"] == "finished"
    for seat in (back, watcher):
        await seat.close()
