"""Lifetimes of tables: bots pause when every person has gone and go on when one comes back."""

from __future__ import annotations

import asyncio
from pathlib import Path

from empires.kernel.rng import SeededRng
from tests.web.seats import Seat, play_until, run
from tests.web.server import ServerProcess


def test_bots_pause_when_everyone_has_gone_and_go_on_when_someone_returns(
    tmp_path: Path,
) -> None:
    flags = ["--idle-pause", "2"]
    server = ServerProcess(
        f"sqlite:///{tmp_path / 't.sqlite3'}", heartbeat=0.5, flags=flags
    ).start()
    try:
        run(_pause(server))
    finally:
        server.stop()


async def _pause(server: ServerProcess) -> None:
    # Stand-ins decide for the person a second after each of their turns begins.
    table = server.post(
        "/api/tables",
        {
            "game": "empire-engine",
            "players": 3,
            "seed": 5,
            "takeover_seconds": 1,
            "seats": [{"kind": "human"}, {"kind": "random"}, {"kind": "random"}],
        },
    )
    token = table["invites"][0]["token"]
    person = await Seat(server.ws, table["id"], token).connect()
    await person.wait(lambda s: s["status"] == "running")
    await person.close()
    watcher = await Seat(server.ws, table["id"], None).connect()
    # While the person is briefly gone, stand-ins and bots play on...
    await watcher.wait(lambda s: s["ply"] >= 2, seconds=10)
    # ...and two seconds after they left, everything waits (a spectator is nobody).
    await asyncio.sleep(3.0)
    paused_at = watcher.state["ply"]
    await asyncio.sleep(3.0)
    assert watcher.state["ply"] == paused_at and watcher.state["decision"] != "over"

    person = await Seat(server.ws, table["id"], token).connect()
    await play_until([person, watcher], SeededRng(2), moves=3)
    assert watcher.state["ply"] > paused_at + 3  # the bots moved again, not just the person
    await person.close()
    await watcher.close()
