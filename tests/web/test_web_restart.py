"""Nothing is lost: moves are stored before they are acknowledged, and a server killed with
SIGKILL continues every table exactly where it was once started again (SQLite and PostgreSQL)."""

from __future__ import annotations

from typing import Any

from empires.kernel.rng import SeededRng
from tests.web.seats import Seat, claim_all, play_until, quiet, run
from tests.web.server import ServerProcess


def _position(state: dict[str, Any]) -> dict[str, Any]:
    """A payload without what depends on the clock or on who is connected."""
    return {
        k: v for k, v in state.items() if k not in ("seats", "deadline", "log", "log_start", "chat")
    }


def test_a_killed_server_continues_every_table_where_it_was(database: str) -> None:
    server = ServerProcess(database).start()
    try:
        run(_people_and_bots_survive_a_kill(server))
    finally:
        server.stop()


async def _people_and_bots_survive_a_kill(server: ServerProcess) -> None:
    people = server.new_table(["human", "heuristic", "human"], seed=7)
    # A table whose one person left: a stand-in decides for them a second after each turn
    # begins, so this table is still in play when the server is killed.
    left = server.new_table(
        ["human", "random", "random"], seed=9, options={"rounds": 4}, takeover_seconds=1
    )
    gone = await Seat(server.ws, left["id"], claim_all(server.base, left)[0]).connect()
    await gone.close()
    tokens = claim_all(server.base, people)
    seats = [await Seat(server.ws, people["id"], t).connect() for t in tokens]
    rng = SeededRng(1)
    await play_until(seats, rng, moves=12)
    before = [_position(s.state) for s in seats]
    acked = max(a for s in seats for a in s.acks)
    for seat in seats:
        await seat.close()

    watcher = await Seat(server.ws, left["id"], None).connect()
    left_ply = watcher.state["ply"]
    await watcher.close()
    assert watcher.state["status"] == "running"
    server.kill()
    server.start()

    seats = [await Seat(server.ws, people["id"], t).connect() for t in tokens]
    await quiet(seats)
    after = [_position(s.state) for s in seats]
    assert after == before  # exactly where it was: same position, same decisions offered
    assert after[0]["ply"] > acked  # every acknowledged move was kept
    await play_until(seats, rng)
    assert seats[0].state["decision"] == "over" and seats[0].state["winners"]
    for seat in seats:
        await seat.close()

    # The table whose person left goes on by itself after the restart.
    watcher = await Seat(server.ws, left["id"], None).connect()
    assert watcher.state["ply"] >= left_ply
    await watcher.wait(lambda s: s["ply"] > left_ply + 2, seconds=30)
    await watcher.close()
