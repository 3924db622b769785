"""Who holds a seat, through real server processes and real WebSockets, on SQLite and on
PostgreSQL (there with two processes on one database): an invitation seats one person and then
stops acting, the creator holds only their own seat, a holder hands a seat on or leaves it to the
stand-in bot, and only the holder names the seat."""

from __future__ import annotations

import asyncio
import json
import threading
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import websockets

from empires.kernel.rng import SeededRng
from tests.web.seats import Seat, run, settle
from tests.web.server import ServerProcess


def call(base: str, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """POST JSON; the status and the JSON answer (refusals too)."""
    request = urllib.request.Request(
        base + path, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def create(server: ServerProcess, kinds: list[str], creator: int | None, **extra: Any) -> Any:
    seats = [
        {"kind": k, "creator": True} if i == creator else {"kind": k} for i, k in enumerate(kinds)
    ]
    body = {"game": "empire-engine", "players": len(kinds), "seats": seats, "seed": 9, **extra}
    return server.post("/api/tables", body)


def claim(server: ServerProcess, table_id: str, code: str, name: str) -> str:
    status, answer = call(
        server.base, f"/api/tables/{table_id}/claim", {"code": code, "name": name}
    )
    assert status == 200, answer
    return str(answer["token"])


async def refused_hello(server: ServerProcess, table_id: str, token: str, **extra: Any) -> Any:
    """The error a hello gets (it must get one)."""
    async with websockets.connect(f"{server.ws}/ws/tables/{table_id}") as ws:
        await ws.send(json.dumps({"type": "hello", "token": token, **extra}))
        answer = json.loads(await ws.recv())
        assert answer["type"] == "error", answer
        return answer


def ada_and_bo(server: ServerProcess, **extra: Any) -> tuple[Any, str]:
    """A 2-person table created by Ada, who holds seat 0, and Bo's token for seat 1, which he
    has claimed: the table (as its creator was answered) and Bo's token."""
    table = create(server, ["human", "human"], creator=0, **extra)
    return table, claim(server, table["id"], table["invites"][0]["code"], "Bo")


async def sit_ada_and_bo(servers: list[ServerProcess], table: Any, bo: str) -> tuple[Seat, Seat]:
    """Ada at the first server and Bo at the last one, once their game has begun."""
    ada = await Seat(servers[0].ws, table["id"], table["seat"]["token"], "Ada").connect()
    bo_seat = await Seat(servers[-1].ws, table["id"], bo).connect()
    for seat in (ada, bo_seat):
        await seat.wait(lambda s: s["status"] == "running")
    return ada, bo_seat


def seats_of(server: ServerProcess, table_id: str) -> list[dict[str, Any]]:
    seats: list[dict[str, Any]] = server.get(f"/api/tables/{table_id}")["seats"]
    return seats


def test_a_used_invitation_no_longer_acts_and_the_creator_holds_only_their_seat(
    servers: list[ServerProcess],
) -> None:
    first, last = servers[0], servers[-1]
    table = create(first, ["human", "human", "heuristic"], creator=0)
    table_id = table["id"]
    # The creator gets their own seat's token, and for the other person only a claim link.
    assert table["seat"]["seat"] == 0 and table["seat"]["link"].endswith(f"/t/{table_id}")
    assert [(i["seat"], sorted(i)) for i in table["invites"]] == [(1, ["code", "link", "seat"])]
    code = table["invites"][0]["code"]
    bo = claim(last, table_id, code, "Bo")
    assert bo not in json.dumps(table), "the seat's token is made when it is claimed"

    # The creator's copy of the link is refused, by either process, with the named error.
    for server in servers:
        status, refused = call(server.base, f"/api/tables/{table_id}/claim", {"code": code})
        assert (status, refused["error"]) == (409, "seat_taken")
        assert "taken" in refused["detail"]
    assert seats_of(first, table_id)[1]["name"] == "Bo"

    async def scenario() -> None:
        # A claim code is not a token: it opens nothing.
        assert (await refused_hello(first, table_id, code))["code"] == "bad_token"
        ada = await Seat(first.ws, table_id, table["seat"]["token"], "Ada").connect()
        # Bo's token reaches the other process before it has heard of the claim, maybe.
        bo_seat = await Seat(last.ws, table_id, bo, "Mallory").connect()
        await ada.wait(lambda s: s["status"] == "running")
        await bo_seat.wait(lambda s: s["status"] == "running")
        # The creator's token opens seat 0 and shows seat 0's view only.
        assert ada.state["seat"] == 0 and bo_seat.state["seat"] == 1
        assert ada.state["view"] != bo_seat.state["view"]
        # Opening the table renamed nobody: the hello's name only filled Ada's empty name.
        names = [s["name"] for s in ada.state["seats"]]
        assert names[:2] == ["Ada", "Bo"]
        await ada.close()
        await bo_seat.close()

    run(scenario())


def test_two_browsers_racing_for_one_invitation_get_one_seat(
    servers: list[ServerProcess],
) -> None:
    racers = 8
    for round_ in range(3):
        table = create(servers[0], ["human", "human"], creator=None)
        table_id, code = table["id"], table["invites"][1]["code"]
        barrier = threading.Barrier(racers)

        def attempt(
            i: int, table_id: str = table_id, code: str = code, barrier: Any = barrier
        ) -> tuple[int, Any]:
            base = servers[i % len(servers)].base
            barrier.wait()
            return call(base, f"/api/tables/{table_id}/claim", {"code": code, "name": f"P{i}"})

        with ThreadPoolExecutor(racers) as pool:
            results = list(pool.map(attempt, range(racers)))
        won = [(i, answer) for i, (status, answer) in enumerate(results) if status == 200]
        lost = [answer for status, answer in results if status != 200]
        assert len(won) == 1, f"round {round_}: {results}"
        assert all(answer["error"] == "seat_taken" for answer in lost), lost
        winner, answer = won[0]
        assert answer["seat"] == 1
        for server in servers:
            assert seats_of(server, table_id)[1]["name"] == f"P{winner}"

        async def scenario(table_id: str = table_id, token: str = answer["token"]) -> None:
            seat = await Seat(servers[-1].ws, table_id, token).connect()
            assert seat.state["seat"] == 1
            await seat.close()

        run(scenario())


def test_a_holder_hands_the_seat_on_and_the_old_token_stops(
    servers: list[ServerProcess],
) -> None:
    first, last = servers[0], servers[-1]
    table, bo_token = ada_and_bo(first)
    table_id = table["id"]

    async def scenario() -> None:
        ada, bo = await sit_ada_and_bo(servers, table, bo_token)
        rng = SeededRng(1)
        while not bo.state["legal"]:  # Ada plays until Bo has a decision to make
            if ada.state["legal"]:
                await ada.play(rng)
            await settle([ada, bo])
        # Nobody but the holder hands a seat on.
        status, refused = call(
            first.base, f"/api/tables/{table_id}/seat/hand-on", {"token": "x" * 32}
        )
        assert (status, refused["error"]) == (403, "bad_token")
        status, handed = call(
            first.base, f"/api/tables/{table_id}/seat/hand-on", {"token": bo_token}
        )
        assert status == 200 and handed["seat"] == 1
        assert handed["link"].endswith(f"/t/{table_id}#claim={handed['code']}")
        # Until the new link is used, Bo still plays.
        await bo.play(rng)
        carl_token = claim(last, table_id, handed["code"], "Carl")
        # Bo's open connection is told and watches from now on; his token opens nothing.
        async with asyncio.timeout(20):
            while not any(e["code"] == "seat_lost" for e in bo.errors):
                bo.changed.clear()
                await bo.changed.wait()
        await bo.wait(lambda s: s["seat"] is None and s["legal"] == [])
        assert (await refused_hello(first, table_id, bo_token))["code"] == "bad_token"
        assert (await refused_hello(last, table_id, bo_token))["code"] == "bad_token"
        status, refused = call(
            last.base, f"/api/tables/{table_id}/seat/name", {"token": bo_token, "name": "Bo"}
        )
        assert (status, refused["error"]) == (403, "bad_token")
        carl = await Seat(first.ws, table_id, carl_token).connect()
        assert carl.state["seat"] == 1 and carl.state["seats"][1]["name"] == "Carl"
        await ada.wait(lambda s: s["seats"][1]["name"] == "Carl")
        for seat in (ada, bo, carl):
            await seat.close()

    run(scenario())


def test_leaving_a_seat_to_the_bot_makes_the_stand_in_move_for_it(
    servers: list[ServerProcess],
) -> None:
    first, last = servers[0], servers[-1]
    table, bo_token = ada_and_bo(first, takeover_bot="random")
    table_id = table["id"]

    async def scenario() -> None:
        ada, bo = await sit_ada_and_bo(servers, table, bo_token)
        # The used claim code is no token: it gives nothing away.
        code = table["invites"][0]["code"]
        status, refused = call(first.base, f"/api/tables/{table_id}/seat/leave", {"token": code})
        assert (status, refused["error"]) == (403, "bad_token")
        status, left = call(last.base, f"/api/tables/{table_id}/seat/leave", {"token": bo_token})
        assert status == 200 and left == {"seat": 1, "kind": "random"}
        await bo.wait(lambda s: s["seat"] is None)
        assert (await refused_hello(first, table_id, bo_token))["code"] == "bad_token"
        await ada.wait(lambda s: s["seats"][1]["kind"] == "random")
        # Ada alone plays: the stand-in decides every one of seat 1's moves.
        rng = SeededRng(3)
        while ada.state["decision"] != "over":
            if ada.state["legal"]:
                await ada.play(rng)
            else:
                ply = ada.state["ply"]
                await ada.wait(lambda s, ply=ply: s["ply"] > ply or s["decision"] == "over")
        assert ada.state["winners"] is not None
        for seat in (ada, bo):
            await seat.close()

    run(scenario())
    assert first.get(f"/api/tables/{table_id}")["status"] == "finished"


@pytest.mark.parametrize(
    "bad", ["B\x00o", "B\x07o", "B\x7fo", "B\x85o", "B\u2028o", "B\u2029o", "Bo\n"]
)
def test_names_with_control_characters_are_refused_and_nothing_is_stored(
    servers: list[ServerProcess], bad: str
) -> None:
    first, last = servers[0], servers[-1]
    table = create(first, ["human", "human"], creator=0)
    table_id, code = table["id"], table["invites"][0]["code"]
    path = f"/api/tables/{table_id}"
    status, refused = call(first.base, f"{path}/claim", {"code": code, "name": bad})
    assert (status, refused["error"]) == (400, "bad_message")
    assert "name" in refused["detail"] and "control characters" in refused["detail"]
    # The invitation was not used: it still seats someone, under a good name.
    bo = claim(last, table_id, code, "Bo")
    status, refused = call(first.base, f"{path}/seat/name", {"token": bo, "name": bad})
    assert (status, refused["error"]) == (400, "bad_message")

    async def scenario() -> None:
        answer = await refused_hello(last, table_id, table["seat"]["token"], name=bad)
        assert answer["code"] == "bad_message" and "name" in answer["message"]

    run(scenario())
    assert [s["name"] for s in seats_of(first, table_id)] == ["", "Bo"]


def test_only_the_holder_renames_a_seat(servers: list[ServerProcess]) -> None:
    first, last = servers[0], servers[-1]
    table, bo_token = ada_and_bo(first)
    table_id, ada_token = table["id"], table["seat"]["token"]
    path = f"/api/tables/{table_id}/seat/name"
    status, renamed = call(last.base, path, {"token": bo_token, "name": "  Bodo "})
    assert status == 200 and renamed == {"seat": 1, "name": "Bodo"}
    # A token renames its own seat only: the creator's renames seat 0, never Bo's.
    status, renamed = call(first.base, path, {"token": ada_token, "name": "Ada"})
    assert status == 200 and renamed == {"seat": 0, "name": "Ada"}
    status, refused = call(first.base, path, {"token": table["invites"][0]["code"], "name": "X"})
    assert (status, refused["error"]) == (403, "bad_token")
    for server in servers:
        assert [s["name"] for s in seats_of(server, table_id)] == ["Ada", "Bodo"]

    async def scenario() -> None:
        # Opening the table with another name renames nobody.
        bo = await Seat(last.ws, table_id, bo_token, "Mallory").connect()
        assert bo.state["seats"][1]["name"] == "Bodo"
        await bo.close()

    run(scenario())
    assert seats_of(first, table_id)[1]["name"] == "Bodo"
