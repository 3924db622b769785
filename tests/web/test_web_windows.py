"""One window acts for a seat at a time: a seat opened again (another tab, another browser with
the seat's token) is the newest window's, and the older connection is told and watches."""

from __future__ import annotations

import tempfile
from pathlib import Path

from tests.web.seats import Seat, claim, run
from tests.web.server import ServerProcess


def test_the_newest_window_of_a_seat_acts_for_it_and_the_older_one_watches() -> None:
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(f"sqlite:///{Path(folder) / 'windows.sqlite3'}").start()
        try:
            run(_two_windows(server))
        finally:
            server.stop()


async def _two_windows(server: ServerProcess) -> None:
    table = server.new_table(["human", "random"], seed=3)
    token = claim(server.base, table["id"], table["invites"][0]["code"], "Ada")
    older = await Seat(server.ws, table["id"], token).connect()
    await older.wait(lambda s: s["seat"] == 0 and bool(s["legal"]))
    newer = await Seat(server.ws, table["id"], token).connect()
    await newer.wait(lambda s: s["seat"] == 0 and bool(s["legal"]))
    await older.wait(lambda s: s["seat"] is None and not s["legal"])
    assert [e["code"] for e in older.errors] == ["seat_elsewhere"]
    # The older window may not move or talk as the seat any more (it is a spectator).
    await older.send({"type": "move", "move": newer.state["legal"][0]["move"]})
    await older.send({"type": "chat", "text": "still me?"})
    await older.wait(lambda _s: len(older.errors) == 3)
    assert [e["code"] for e in older.errors[1:]] == ["spectator", "chat_spectator"]
    assert newer.state["seat"] == 0 and not newer.errors
    # Saying hello again with the token takes the seat back.
    await older.close()
    again = await Seat(server.ws, table["id"], token).connect()
    await again.wait(lambda s: s["seat"] == 0)
    await newer.wait(lambda s: s["seat"] is None)
    assert newer.errors[-1]["code"] == "seat_elsewhere"
    await newer.close()
    await again.close()
