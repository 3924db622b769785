"""Caps: tables beyond them are refused with a status and a message naming the cap, nothing is
stored, and a finished table of bots frees its slot (through a real ``empires serve``)."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from empires.kernel.rng import SeededRng
from tests.web.seats import Seat, claim_all, play_until, run
from tests.web.server import ServerProcess

HEAVY = {
    "game": "empire-engine",
    "players": 12,
    "options": {"rounds": 100},
    "seats": [{"kind": "ismcts-hard"}] * 12,
}
#: Two random bots: finished in a moment.
QUICK = {"game": "empire-engine", "players": 2, "seats": [{"kind": "random"}] * 2}
PEOPLE = {"game": "empire-engine", "players": 2, "seats": [{"kind": "human"}] * 2}


def refused(server: ServerProcess, body: dict[str, Any]) -> tuple[int, str, str | None]:
    """Post a table that must be refused: the status, the detail and Retry-After."""
    request = urllib.request.Request(
        server.base + "/api/tables", json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            raise AssertionError(f"not refused: {answer.status} {answer.read()!r}")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())["detail"], error.headers.get("Retry-After")


def test_tables_beyond_the_caps_are_refused_naming_the_cap(tmp_path: Path) -> None:
    flags = ["--bot-only-tables", "2", "--bot-seats", "30", "--open-tables", "1"]
    server = ServerProcess(f"sqlite:///{tmp_path / 't.sqlite3'}", options=flags).start()
    try:
        quick = server.post("/api/tables", {**QUICK, "seed": 1})
        deadline = time.monotonic() + 30
        while server.get(f"/api/tables/{quick['id']}")["status"] != "finished":
            assert time.monotonic() < deadline
            time.sleep(0.1)
        # The finished one freed its slot: two heavy tables of bots only may run.
        server.post("/api/tables", {**HEAVY, "seed": 2})
        server.post("/api/tables", {**HEAVY, "seed": 3})
        status, detail, retry = refused(server, QUICK)
        assert status == 503 and "bot_only_tables = 2" in detail and retry == "60", detail
        # 24 bot seats in play; 7 more would pass 30.
        mixed = {"game": "empire-engine", "players": 8}
        mixed["seats"] = [{"kind": "human"}] + [{"kind": "random"}] * 7
        status, detail, _ = refused(server, mixed)
        assert status == 503 and "bot_seats = 30" in detail and "24 bot seats" in detail, detail

        server.post("/api/tables", PEOPLE)  # waits for its people
        status, detail, _ = refused(server, PEOPLE)
        assert status == 503 and "open_tables = 1" in detail, detail
        # Refusals stored nothing; the lobby answers.
        assert len(server.get("/api/tables")) == 4
        assert len(server.get("/api/tables?status=running")) == 2
    finally:
        server.stop()


def test_an_address_may_create_so_many_tables_an_hour(tmp_path: Path) -> None:
    flags = ["--tables-per-address-per-hour", "2"]
    server = ServerProcess(f"sqlite:///{tmp_path / 't.sqlite3'}", options=flags).start()
    try:
        status, _, _ = refused(server, {**PEOPLE, "players": 9})  # bad requests do not count
        assert status == 400
        server.post("/api/tables", PEOPLE)
        server.post("/api/tables", QUICK)
        status, detail, retry = refused(server, PEOPLE)
        assert status == 429 and "tables_per_address_per_hour = 2" in detail, detail
        assert retry is not None and 3500 < int(retry) <= 3600
        assert len(server.get("/api/tables")) == 2
    finally:
        server.stop()


def test_a_rematch_counts_against_the_caps_like_any_new_table(tmp_path: Path) -> None:
    flags = ["--tables-per-address-per-hour", "1"]
    server = ServerProcess(f"sqlite:///{tmp_path / 't.sqlite3'}", options=flags).start()
    try:
        table = server.new_table(["human", "random"], seed=2)
        (token,) = claim_all(server.base, table)

        async def finish() -> None:
            seat = await Seat(server.ws, table["id"], token).connect()
            await play_until([seat], SeededRng(1))
            await seat.close()

        run(finish())
        request = urllib.request.Request(
            f"{server.base}/api/tables/{table['id']}/rematch",
            json.dumps({"token": token}).encode(),
            {"Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=10) as answer:
                raise AssertionError(f"not refused: {answer.status} {answer.read()!r}")
        except urllib.error.HTTPError as error:
            status, detail = error.code, json.loads(error.read())["detail"]
        assert status == 429 and "tables_per_address_per_hour = 1" in detail
        # Nothing was made: the finished table has no rematch.
        assert server.get(f"/api/tables/{table['id']}/rematch") == {"table": None}
    finally:
        server.stop()
