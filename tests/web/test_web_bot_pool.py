"""Bots think in worker processes of their own, within a time limit, and make the same decisions
there as anywhere: the server's process stays free for its clients."""

from __future__ import annotations

import sqlite3
import statistics
import time
import urllib.request
from pathlib import Path

import orjson

from empires.bots.catalog import make_bot
from empires.kernel.match import Match
from empires.kernel.registry import get_game
from empires.web.table import bot_seed
from tests.web.procs import alive, cpu_seconds, parent_of, worker_pids
from tests.web.seats import Seat, run
from tests.web.server import ServerProcess

#: The finding that started it: twelve strong searchers, a hundred rounds (seconds a decision).
HEAVY = {
    "game": "empire-engine",
    "players": 12,
    "options": {"rounds": 100},
    "seats": [{"kind": "ismcts-hard"}] * 12,
}


def _lobby_latency(server: ServerProcess, requests: int) -> list[float]:
    took = []
    for _ in range(requests):
        start = time.perf_counter()
        with urllib.request.urlopen(server.base + "/api/tables", timeout=10) as answer:
            answer.read()
        took.append(time.perf_counter() - start)
        time.sleep(0.05)
    return took


def test_bots_think_in_a_worker_process_and_the_lobby_stays_fast(tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    flags = ["--bot-workers", "1", "--bot-seconds", "60"]
    server = ServerProcess(f"sqlite:///{tmp_path / 't.sqlite3'}", options=flags, log=log).start()
    try:
        assert server.process is not None
        me = server.process.pid
        server.post("/api/tables", {**HEAVY, "seed": 1})
        server.post("/api/tables", {**HEAVY, "seed": 2})
        (worker,) = worker_pids(log)
        assert worker != me and parent_of(worker) == me
        time.sleep(1.0)  # the worker is deep in a search now
        server_before, worker_before = cpu_seconds(me), cpu_seconds(worker)
        took = _lobby_latency(server, 40)
        server_used, worker_used = (
            cpu_seconds(me) - server_before,
            cpu_seconds(worker) - worker_before,
        )
        # The searching happens in the worker; the server only answers the lobby.
        assert worker_used > 0.5 and server_used < worker_used / 3, (server_used, worker_used)
        # The processor time above tells where the searching happens; the latency bound is
        # loose so that a loaded machine passes.
        assert statistics.median(took) < 0.5, took
    finally:
        server.stop()
    # The workers end with the server.
    deadline = time.monotonic() + 10
    while alive(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(worker)


def test_a_decision_that_overruns_its_limit_falls_back_and_the_table_goes_on(
    tmp_path: Path,
) -> None:
    log = tmp_path / "server.log"
    # A decision of these searchers takes 0.1 to 0.2 s of processor time on a 2026 core (one
    # in a fresh process about 0.5 s), so every one overruns a limit of 0.02 s, however fast
    # or warm the machine: a limit near a decision's time would pass or fail by chance.
    flags = ["--bot-workers", "1", "--bot-seconds", "0.02"]
    server = ServerProcess(f"sqlite:///{tmp_path / 't.sqlite3'}", options=flags, log=log).start()
    try:
        table = server.post("/api/tables", {**HEAVY, "seed": 3})

        async def watch() -> None:
            watcher = await Seat(server.ws, table["id"], None).connect()
            await watcher.wait(lambda s: s["ply"] >= 4, seconds=60)
            await watcher.close()

        run(watch())
        said = log.read_text()
        # Every move so far was a fallback's: one overrun a ply at least.
        assert said.count("overran its 0.02 s") >= 4, said
        assert "a random move instead" in said, said
        # Each overrunning worker was killed and another started in its place.
        workers = worker_pids(log, at_least=2)
        assert len(set(workers)) == len(workers)
        assert not alive(workers[0])
    finally:
        server.stop()


def test_bots_in_workers_decide_as_they_would_in_this_process(tmp_path: Path) -> None:
    """Same table seed, same decisions: the pool's moves are those of the bots built here."""
    database = tmp_path / "t.sqlite3"
    kinds = ["heuristic", "ismcts-easy", "random"]
    server = ServerProcess(f"sqlite:///{database}", options=["--bot-workers", "2"]).start()
    try:
        table = server.post(
            "/api/tables",
            {
                "game": "empire-engine",
                "players": 3,
                "seed": 11,
                "seats": [{"kind": k} for k in kinds],
            },
        )
        deadline = time.monotonic() + 120
        while server.get(f"/api/tables/{table['id']}")["status"] != "finished":
            assert time.monotonic() < deadline, "the bots did not finish"
            time.sleep(0.2)
    finally:
        server.stop()
    with sqlite3.connect(database) as db:
        stored = [
            (seat, orjson.loads(move))
            for seat, move in db.execute(
                "SELECT seat, move FROM empires_moves WHERE table_id = ? ORDER BY ply",
                (table["id"],),
            )
        ]
    rules = get_game("empire-engine")
    match = Match(rules, 3, {}, 11)
    expected = []
    while not match.is_over:
        seat = match.to_act()[0]
        bot = make_bot(rules, kinds[seat], bot_seed(11, seat, len(match.moves)))
        match.play(seat, bot.choose(match.view(seat), match.legal_moves(seat)))
        expected.append((seat, match.moves[-1].move))
    assert stored == expected and len(stored) > 20
