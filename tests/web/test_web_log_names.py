"""The log as the table sends it: names as the seats are called now (a rename rewrites old
lines), and each move the stand-in bot made for an absent person said out loud, in the log, on
the seat and in the stored record."""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from tests.web.seats import Seat, claim, run
from tests.web.server import ServerProcess


def _served(body: Any) -> None:
    """Run ``body(server, path)`` against a server on a fresh SQLite database at ``path``."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "log.sqlite3"
        server = ServerProcess(f"sqlite:///{path}").start()
        try:
            run(body(server, path))
        finally:
            server.stop()


def test_old_log_lines_name_a_seat_as_it_is_called_now() -> None:
    _served(_renamed)


async def _renamed(server: ServerProcess, _path: Path) -> None:
    table = server.new_table(["human", "human"], seed=11)
    codes = [invite["code"] for invite in table["invites"]]
    tokens = [claim(server.base, table["id"], code) for code in codes]  # no names yet
    seats = [await Seat(server.ws, table["id"], token).connect() for token in tokens]
    watcher = await Seat(server.ws, table["id"], None).connect()
    await watcher.wait(lambda s: s["status"] == "running" and bool(watcher.log))
    assert any("Player 2" in line for line in watcher.log), watcher.log
    server.post(f"/api/tables/{table['id']}/seat/name", {"token": tokens[1], "name": "Bob"})
    for reader in (watcher, *seats):
        await reader.wait(lambda s: s["seats"][1]["name"] == "Bob")
        assert not any("Player 2" in line for line in reader.log), reader.log
        assert any("Bob" in line for line in reader.log), reader.log
    for seat in (*seats, watcher):
        await seat.close()


def test_a_stand_in_move_is_said_in_the_log_on_the_seat_and_in_the_record() -> None:
    _served(_stood_in)


async def _stood_in(server: ServerProcess, path: Path) -> None:
    table = server.new_table(
        ["human", "random"], seed=13, options={"rounds": 1}, takeover_seconds=1
    )
    token = claim(server.base, table["id"], table["invites"][0]["code"], "Bob")
    bob = await Seat(server.ws, table["id"], token).connect()
    await bob.close()  # Bob goes away: after a second the stand-in chooses for him
    watcher = await Seat(server.ws, table["id"], None).connect()
    said = "The stand-in bot chose for Bob."
    await watcher.wait(lambda s: said in watcher.log and s["seats"][0]["stood_in"], seconds=30)
    assert not watcher.state["seats"][1]["stood_in"]  # a bot seat's own moves are its own
    await watcher.close()
    db = sqlite3.connect(path)
    made = db.execute(
        "SELECT seat, made_by FROM empires_moves WHERE table_id = ? ORDER BY ply", (table["id"],)
    ).fetchall()
    db.close()
    assert (0, "stand-in") in made
    assert all(by == "" for seat, by in made if seat == 1)

    # A spectator reading in German reads it in German.
    german = await Seat(server.ws, table["id"], None).connect()
    await german.send({"type": "lang", "lang": "de"})
    await german.wait(lambda _s: "Der Vertretungs-Bot hat für Bob gewählt." in german.log)
    await german.close()
