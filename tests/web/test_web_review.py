"""Reviews over real HTTP on real servers (web/reviews.py): after a game played over real
WebSockets, each person gets the coach's review of their own seat, worked out once in a worker
and stored (SQLite and PostgreSQL), so asking again (after a restart, or of another server
process on the same database) gives the same review without a search; spectators, strangers'
tokens, unfinished games and a second review at once are refused by name."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from empires.bots.coach import review
from empires.kernel.record import GameRecord
from empires.kernel.rng import SeededRng
from tests.web.seats import Seat, claim_all, play_until, run
from tests.web.server import ServerProcess


def call(
    server: ServerProcess, method: str, table_id: str, token: str | None, lang: str = "en"
) -> tuple[int, dict[str, Any]]:
    """A review request with the seat token (if any) in the Authorization header: the HTTP
    status and the JSON answer."""
    headers = {} if token is None else {"Authorization": f"Bearer {token}"}
    url = f"{server.base}/api/tables/{table_id}/review?lang={lang}"
    request = urllib.request.Request(url, b"" if method == "POST" else None, headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def finished(server: ServerProcess, seed: int) -> tuple[str, list[str]]:
    """A 2-player Empire Engine table of two people played to its end with random moves over
    WebSockets: its id and the seat tokens."""
    table = server.new_table(["human", "human"], seed=seed)
    tokens = claim_all(server.base, table)

    async def play() -> None:
        seats = [await Seat(server.ws, table["id"], token).connect() for token in tokens]
        await play_until(seats, SeededRng(seed))
        assert seats[0].state["status"] == "finished"
        for seat in seats:
            await seat.close()

    run(play())
    return table["id"], tokens


def wait_done(server: ServerProcess, table_id: str, token: str, seconds: float = 120) -> Any:
    """Read the seat's review until it is worked out."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        status, answer = call(server, "GET", table_id, token)
        if status != 202:
            assert status == 200, answer
            return answer
        assert answer["status"] == "running"
        time.sleep(0.3)
    raise AssertionError("the review was not worked out in time")


def worked_out(log: Path, table_id: str) -> int:
    """How many reviews of the table the server's log says it worked out."""
    return sum(
        table_id in line and "worked out in" in line for line in log.read_text().splitlines()
    )


@pytest.fixture
def logs(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path


def test_a_person_gets_their_own_review_once_and_others_are_refused(
    database: str, logs: Path
) -> None:
    log = logs / "server.log"
    server = ServerProcess(database, log=log).start()
    try:
        table_id, (ada, bob) = finished(server, 5)
        # Spectators and tokens of no seat here get no review; none was asked for yet.
        assert call(server, "POST", table_id, None)[1]["error"] == "review_not_a_player"
        assert call(server, "POST", table_id, "not-a-token")[0] == 403
        assert call(server, "GET", table_id, ada) == (
            404,
            {"error": "no_review", "detail": "this seat's review has not been asked for"},
        )
        status, started = call(server, "POST", table_id, ada)
        assert (status, started["status"]) == (202, "running")
        # One review of a table at a time: Ada's own again, and Bob's meanwhile, are refused.
        assert call(server, "POST", table_id, ada)[1]["error"] == "review_running"
        assert call(server, "POST", table_id, bob)[1]["error"] == "review_busy"
        got = wait_done(server, table_id, ada)
        check_review(got, seat=0)
        german = call(server, "GET", table_id, ada, "de")[1]
        assert [d["number"] for d in german["decisions"]] == [d["number"] for d in got["decisions"]]
        said = " ".join(d["why"] for d in german["decisions"])
        assert "Besser:" in said and "Better:" not in said
        assert german["level_label"] == "schwer" and got["level_label"] == "hard"
        # The terminal's coach on the table's record says the same (seeded from the record).
        record = GameRecord.from_json(server.get(f"/api/tables/{table_id}/record"))
        local = review(record, [0], "hard", "en")
        assert [(d.number, round(d.before, 4), round(d.after, 4)) for d in local.decisions] == [
            (d["number"], d["before"], d["after"]) for d in got["decisions"]
        ]
        assert [d.number for d in local.key] == got["key"]
        # Asked again: the stored review at once, the same, and no second search.
        assert call(server, "POST", table_id, ada) == (200, got)
        assert worked_out(log, table_id) == 1
        # Bob's review now; it is his seat's, not Ada's.
        assert call(server, "POST", table_id, bob)[0] == 202
        check_review(wait_done(server, table_id, bob), seat=1)
        assert worked_out(log, table_id) == 2
    finally:
        server.stop()
    # The stored review outlives the process: a new one on the database answers it, no search.
    again = ServerProcess(database, log=log).start()
    try:
        assert call(again, "GET", table_id, ada) == (200, got)
        assert call(again, "POST", table_id, ada) == (200, got)
    finally:
        again.stop()
    assert worked_out(log, table_id) == 2


def check_review(review: dict[str, Any], seat: int) -> None:
    """Every decision of the seat rated, named in words, with its key decisions and their whys."""
    assert review["status"] == "done" and review["seat"] == seat and review["level"] == "hard"
    decisions = review["decisions"]
    assert decisions, "a whole game has decisions with a choice"
    numbers = [d["number"] for d in decisions]
    assert numbers == sorted(numbers) and set(review["key"]) <= set(numbers)
    for decision in decisions:
        assert 0 <= decision["after"] <= 1 and 0 <= decision["before"] <= 1
        assert decision["played_text"] and decision["preferred_text"]
        assert bool(decision["why"]) != decision["agrees"]
    for number in review["key"]:
        key = next(d for d in decisions if d["number"] == number)
        assert key["preferred_text"] in key["why"] and key["played_text"] in key["why"]


def test_a_running_game_gets_no_review(tmp_path: Path) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'tables.sqlite3'}", log=tmp_path / "log")
    server.start()
    try:
        table = server.new_table(["human", "heuristic"], seed=2)
        (token,) = claim_all(server.base, table)
        status, answer = call(server, "POST", table["id"], token)
        assert (status, answer["error"]) == (409, "review_not_finished")
        assert call(server, "GET", table["id"], token)[0] == 404
        # The token goes in the header, never the address.
        url = f"{server.base}/api/tables/{table['id']}/review?token={token}"
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(urllib.request.Request(url, b"", method="POST"), timeout=10)
        assert refused.value.code == 400
    finally:
        server.stop()
