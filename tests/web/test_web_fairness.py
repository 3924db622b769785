"""Fair tables on a real server: seeds from the OS's secure source that select the wide
generator, seeded tables marked for everyone, a commitment shown before the end and nothing of
the seed or salt, their reveal at the end, the record, and ``empires verify`` on it."""

from __future__ import annotations

import hashlib
import json
import sqlite3
import subprocess
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from empires.kernel.match import Match
from empires.kernel.record import GameRecord
from empires.kernel.rng import SeededRng, WideRng
from empires.web.store import FINISHED, SeatRow, TableRow
from empires.web.table import bot_seed
from tests.web.conftest import new_table
from tests.web.seats import Seat, claim_all, play_until, run
from tests.web.server import EMPIRES, ServerProcess


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path / 'empires.sqlite3'}").start()
    yield process
    process.stop()


class Listener(Seat):
    """A seat (or spectator) that keeps every message it was sent, as text."""

    def __init__(self, base: str, table_id: str, token: str | None) -> None:
        super().__init__(base, table_id, token)
        self.texts: list[str] = []

    def _take(self, text: str) -> None:
        self.texts.append(text)
        super()._take(text)


def stored_secret(server: ServerProcess, table_id: str) -> tuple[int, str]:
    """The seed and salt the server keeps for a table, read from its SQLite file."""
    path = server.database.removeprefix("sqlite:///")
    with sqlite3.connect(path) as db:
        seed, salt = db.execute(
            "SELECT seed_text, salt FROM empires_tables WHERE id = ?", (table_id,)
        ).fetchone()
    return int(seed), salt


def http_status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return error.code


def engine_table(server: ServerProcess, seats: list[str], **extra: Any) -> dict[str, Any]:
    table: dict[str, Any] = server.new_table(seats, **{"options": {"rounds": 1}, **extra})
    return table


def test_a_seeded_table_is_marked_for_every_seat_and_spectator(server: ServerProcess) -> None:
    table = server.new_table(["human", "human"], game="empire-planners", seed=4242)
    plain = engine_table(server, ["human", "human"])
    assert table["settings"]["seeded"] is True and table["rated"] is False
    assert table["fairness"]["seeded"] is True and table["fairness"]["seed"] == "4242"
    for shown in (server.get(f"/api/tables/{table['id']}"), *server.get("/api/tables")):
        if shown["id"] == table["id"]:
            assert shown["settings"]["seeded"] is True
            assert shown["fairness"] | {"commitment": None} == {
                "seeded": True,
                "rated": False,
                "seed": "4242",
                "commitment": None,
                "salt": None,
            }
            assert shown["rated"] is False
        else:
            assert "seeded" not in shown["settings"]
            assert shown["fairness"]["seeded"] is False and shown["fairness"]["seed"] is None

    async def scenario() -> None:
        tokens = claim_all(server.base, table)
        seats = [await Listener(server.ws, table["id"], t).connect() for t in [*tokens, None]]
        other = await Listener(server.ws, plain["id"], None).connect()
        try:
            await seats[0].wait(lambda s: s["status"] == "running")
            for seat in seats:
                await seat.wait(lambda s: s["status"] == "running")
                fairness = seat.state["fairness"]
                assert fairness["seeded"] is True and fairness["seed"] == "4242"
                assert fairness["rated"] is False
            assert other.state["fairness"]["seeded"] is False
            assert other.state["fairness"]["seed"] is None
        finally:
            for seat in [*seats, other]:
                await seat.close()

    run(scenario())


def test_the_commitment_is_shown_and_kept_then_revealed_at_the_end(
    server: ServerProcess, tmp_path: Path
) -> None:
    table = engine_table(server, ["human", "human"])
    table_id = table["id"]
    seed, salt = stored_secret(server, table_id)
    assert 2**128 <= seed < 2**129 and len(salt) == 32
    secrets_ = (str(seed), salt)
    commitment = hashlib.sha256(f"{seed}:{salt}".encode()).hexdigest()
    assert table["fairness"]["commitment"] == commitment

    def nothing_secret(text: str) -> None:
        assert not any(s in text for s in secrets_), text[:200]

    def http_before_the_end() -> None:
        for path in ("/api/tables", f"/api/tables/{table_id}"):
            with urllib.request.urlopen(server.base + path, timeout=10) as response:
                text = response.read().decode()
            nothing_secret(text)
            assert commitment in text
        assert http_status(f"{server.base}/api/tables/{table_id}/replay?ply=0") == 409
        assert http_status(f"{server.base}/api/tables/{table_id}/record") == 409

    nothing_secret(json.dumps(table))
    http_before_the_end()
    texts: list[str] = []

    async def scenario() -> None:
        tokens = claim_all(server.base, table)
        seats = [await Listener(server.ws, table_id, t).connect() for t in tokens]
        watcher = await Listener(server.ws, table_id, None).connect()
        everyone = [*seats, watcher]
        try:
            await play_until(seats, SeededRng(3), moves=2)
            http_before_the_end()
            await play_until(seats, SeededRng(4))
            await watcher.wait(lambda s: s["status"] == FINISHED)
            for seat in everyone:
                await seat.wait(lambda s: s["status"] == FINISHED)
                texts.extend(seat.texts)
        finally:
            for seat in everyone:
                await seat.close()

    run(scenario())
    states = [json.loads(t) for t in texts]
    before = [s for s in states if s.get("type") == "state" and s["status"] != FINISHED]
    after = [s for s in states if s.get("type") == "state" and s["status"] == FINISHED]
    assert before and after
    for state in before:
        nothing_secret(json.dumps(state))
        assert state["fairness"]["commitment"] == commitment
        assert state["fairness"]["check"] is None
    for state in after:
        fairness = state["fairness"]
        assert (fairness["seed"], fairness["salt"]) == (str(seed), salt)
        revealed = f"{fairness['seed']}:{fairness['salt']}".encode()
        assert hashlib.sha256(revealed).hexdigest() == fairness["commitment"] == commitment
        assert fairness["check"]["replays"] is True and fairness["check"]["same_result"] is True
        assert fairness["check"]["scores"] == state["scores"]
    summary = server.get(f"/api/tables/{table_id}")
    assert summary["fairness"]["seed"] == str(seed) and summary["fairness"]["salt"] == salt

    # The record replays from the revealed seed, move for move, to the table's result.
    record_json = server.get(f"/api/tables/{table_id}/record")
    record = GameRecord.from_json(record_json)
    assert record.seed == seed and len(record.moves) == after[-1]["ply"]
    assert record_json["meta"]["commitment"] == commitment
    replayed = Match.from_record(record)
    assert isinstance(replayed.state.rng, WideRng)
    assert (replayed.scores(), replayed.winners()) == (
        summary["result"]["scores"],
        summary["result"]["winners"],
    )

    # ``empires verify`` on the downloaded record.
    path = tmp_path / "record.json"
    with urllib.request.urlopen(f"{server.base}/api/tables/{table_id}/record") as response:
        path.write_bytes(response.read())

    def verify(*args: str) -> subprocess.CompletedProcess[str]:
        command = [EMPIRES, "verify", str(path), *args]
        return subprocess.run(command, capture_output=True, text=True, timeout=60)

    good = verify("--commitment", commitment, "--salt", salt)
    assert good.returncode == 0, good.stderr
    assert "commitment: matches" in good.stdout and good.stdout.strip().endswith("verified")
    scores = ", ".join(f"Player {i + 1} {s}" for i, s in enumerate(summary["result"]["scores"]))
    assert f"final scores: {scores}" in good.stdout
    wrong = verify("--commitment", commitment, "--salt", "0" * 32)
    assert wrong.returncode == 1 and "DOES NOT MATCH" in wrong.stdout
    bad = verify("--commitment", "xyz", "--salt", salt)
    assert bad.returncode == 2 and "commitment must be 64 hexadecimal digits" in bad.stderr
    # ``empires replay`` reads it too, the wide generator's state included.
    replay = subprocess.run(
        [EMPIRES, "replay", str(path)], capture_output=True, text=True, timeout=60
    )
    assert replay.returncode == 0, replay.stderr
    assert json.loads(replay.stdout)["rng"].bit_length() == 321
    # A record whose result was altered does not match its replay.
    changed = json.loads(path.read_text())
    changed["result"]["scores"] = [s + 1 for s in changed["result"]["scores"]]
    path.write_text(json.dumps(changed))
    differs = verify("--commitment", commitment, "--salt", salt)
    assert differs.returncode == 1 and "result DIFFERS" in differs.stdout


def test_server_seeds_are_wide_distinct_and_select_the_wide_generator(
    client: TestClient,
) -> None:
    made = [new_table(client, ["human", "human"]) for _ in range(4)]
    hub = client.app.state.hub  # type: ignore[attr-defined]
    seeds, salts = set(), set()
    for table in made:
        live = client.portal.call(hub.get, table["id"])  # type: ignore[union-attr]
        assert 2**128 <= live.row.seed < 2**129 and not live.row.settings.get("seeded")
        assert isinstance(live.match.state.rng, WideRng)
        assert live.match.state.rng.state.bit_length() == 321
        seeds.add(live.row.seed)
        salts.add(live.row.salt)
    assert len(seeds) == 4 and len(salts) == 4
    seeded = new_table(client, ["human", "human"], seed=7)
    live = client.portal.call(hub.get, seeded["id"])  # type: ignore[union-attr]
    assert live.row.seed == 7 and type(live.match.state.rng) is SeededRng


def test_a_table_from_before_commitments_shows_no_commitment(client: TestClient) -> None:
    store = client.app.state.hub.store  # type: ignore[attr-defined]
    row = TableRow(
        id="old",
        game="empire-engine",
        players=2,
        options={"rounds": 1, "long_game": False},
        seed=12345,
        settings={"takeover_bot": "heuristic"},
        status="open",
        created_at=0.0,
        seats=[SeatRow(0, "human", "x"), SeatRow(1, "human", "y")],
    )
    client.portal.call(store.create_table, row)  # type: ignore[union-attr]
    shown = client.get("/api/tables/old").json()["fairness"]
    assert shown == {
        "seeded": False,
        "rated": False,
        "seed": None,
        "commitment": None,
        "salt": None,
    }


def test_bot_seeds_stay_as_they_were_for_small_seeds_and_hide_wide_ones() -> None:
    # The formula before wide seeds, written out: SplitMix64 of the mixed number mod 2**64.
    def before(seed: int, seat: int, ply: int) -> int:
        return SeededRng(((seed * 1_000_003 + ply) * 64 + seat) % 2**64).next_u64()

    for seed in (0, 5, 2**40 + 1, 2**47 + 12345, 2**53 - 1):
        for seat, ply in ((0, 0), (3, 17), (1, 999)):
            assert bot_seed(seed, seat, ply) == before(seed, seat, ply)
    wide = (1 << 128) | 987654321
    made = {bot_seed(wide, seat, ply) for seat in range(4) for ply in range(50)}
    assert len(made) == 200 and all(0 <= s < 2**64 for s in made)
    assert bot_seed(wide, 1, 2) == bot_seed(wide, 1, 2) != before(wide, 1, 2)


def test_the_record_is_refused_for_unknown_and_unfinished_tables(client: TestClient) -> None:
    assert client.get("/api/tables/nope/record").status_code == 404
    table = new_table(client, ["human", "human"])
    refused = client.get(f"/api/tables/{table['id']}/record")
    assert refused.status_code == 409 and "finished" in refused.json()["detail"]
