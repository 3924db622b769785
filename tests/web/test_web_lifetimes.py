"""Lifetimes of tables: bots pause when every person has gone and go on when one comes back; the
creator cancels a table before it starts; a table that does not start in time expires."""

from __future__ import annotations

import asyncio
import json
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from empires.kernel.rng import SeededRng
from tests.web.seats import Seat, claim_all, play_until, run
from tests.web.served import serve
from tests.web.server import ServerProcess


def test_bots_pause_when_everyone_has_gone_and_go_on_when_someone_returns(
    tmp_path: Path,
) -> None:
    flags = ["--idle-pause", str(IDLE_PAUSE)]
    serve(f"sqlite:///{tmp_path / 't.sqlite3'}", _pause, heartbeat=0.5, options=flags)


# Long enough for a stand-in (1 s) and a bot from the pool to move after the person leaves,
# even on a busy machine; with 2 s the table could pause before the second move.
IDLE_PAUSE = 4.0


async def _pause(server: ServerProcess) -> None:
    # Stand-ins decide for the person a second after each of their turns begins.
    table = server.new_table(["human", "random", "random"], seed=5, takeover_seconds=1)
    token = claim_all(server.base, table)[0]
    person = await Seat(server.ws, table["id"], token).connect()
    await person.wait(lambda s: s["status"] == "running")
    await person.close()
    left = time.monotonic()
    watcher = await Seat(server.ws, table["id"], None).connect()
    # While the person is briefly gone, stand-ins and bots play on...
    await watcher.wait(lambda s: s["ply"] >= 2, seconds=10)
    # ...and once the idle pause has passed since they left, everything waits (a spectator is
    # nobody).
    await asyncio.sleep(max(0.0, left + IDLE_PAUSE + 1.0 - time.monotonic()))
    paused_at = watcher.state["ply"]
    await asyncio.sleep(3.0)
    assert watcher.state["ply"] == paused_at and watcher.state["decision"] != "over"
    assert watcher.state["paused"]  # and the watcher is told so

    person = await Seat(server.ws, table["id"], token).connect()
    await play_until([person, watcher], SeededRng(2), moves=3)
    assert watcher.state["ply"] > paused_at + 3  # the bots moved again, not just the person
    assert not watcher.state["paused"]
    await person.close()
    await watcher.close()


def _cancel(server: ServerProcess, table_id: str, token: str | None) -> tuple[int, Any]:
    headers = {} if token is None else {"Authorization": f"Bearer {token}"}
    request = urllib.request.Request(
        f"{server.base}/api/tables/{table_id}/cancel", b"", headers, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


PEOPLE = {"game": "empire-engine", "players": 2, "seats": [{"kind": "human"}] * 2}


def test_the_creator_cancels_a_table_that_has_not_started_and_nobody_else_can(
    tmp_path: Path,
) -> None:
    serve(f"sqlite:///{tmp_path / 't.sqlite3'}", _cancelling)


async def _cancelling(server: ServerProcess) -> None:
    table = server.post("/api/tables", PEOPLE)
    other = server.post("/api/tables", PEOPLE)
    bots = server.post("/api/tables", {**PEOPLE, "seats": [{"kind": "random"}] * 2})
    assert table["owner_token"] and table["owner_token"] != other["owner_token"]
    tokens = claim_all(server.base, table)

    # Nobody else may: no token, another table's owner token, a seat's token.
    for token in (None, other["owner_token"], tokens[0], "x" * 32):
        status, answer = _cancel(server, table["id"], token)
        assert status == 403 and "creator" in answer["detail"], answer
    assert server.get(f"/api/tables/{table['id']}")["status"] == "open"
    status, answer = _cancel(server, "no-such-table", table["owner_token"])
    assert status == 404

    first = await Seat(server.ws, table["id"], tokens[0]).connect()
    status, answer = _cancel(server, table["id"], table["owner_token"])
    assert status == 200 and answer["status"] == "cancelled", answer
    await first.wait(lambda s: s["status"] == "cancelled")  # whoever sits there is told
    assert server.get(f"/api/tables/{table['id']}")["status"] == "cancelled"
    assert [t["id"] for t in server.get("/api/tables?status=cancelled")] == [table["id"]]

    # Nobody can sit down or move any more, and it cannot be cancelled twice.
    second = Seat(server.ws, table["id"], tokens[1])
    with pytest.raises(TimeoutError):
        await asyncio.wait_for(second.connect(), 2)
    assert second.errors[0]["code"] == "closed" and "cancelled" in second.errors[0]["message"]
    await second.close()
    status, answer = _cancel(server, table["id"], table["owner_token"])
    assert status == 409 and "cancelled" in answer["detail"]
    # A table that has started is played out, not cancelled.
    status, answer = _cancel(server, bots["id"], bots["owner_token"])
    assert status == 409 and "not started" in answer["detail"], answer
    await first.close()


def test_a_table_that_does_not_start_in_time_expires(tmp_path: Path) -> None:
    flags = ["--open-expiry", "1", "--open-tables", "1"]
    server = ServerProcess(f"sqlite:///{tmp_path / 't.sqlite3'}", options=flags).start()
    try:
        table = server.post("/api/tables", PEOPLE)
        token = claim_all(server.base, table)[0]  # claimed, but nobody sits down in time
        deadline = time.monotonic() + 10
        while server.get(f"/api/tables/{table['id']}")["status"] != "expired":
            assert time.monotonic() < deadline, "the table did not expire"
            time.sleep(0.1)
        # It no longer counts as waiting: another table may be opened.
        fresh = server.post("/api/tables", PEOPLE)
        assert fresh["status"] == "open"

        async def late() -> None:
            seat = Seat(server.ws, table["id"], token)
            with pytest.raises(TimeoutError):
                await asyncio.wait_for(seat.connect(), 2)
            assert seat.errors[0]["code"] == "closed" and "expired" in seat.errors[0]["message"]
            await seat.close()

        run(late())
        assert _cancel(server, table["id"], table["owner_token"])[0] == 409
    finally:
        server.stop()
