"""No client holds up another: a spectator that never reads its socket, against a real
``empires serve``, while two people play over real WebSockets."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from empires.kernel.rng import SeededRng
from empires.web.outbox import CLOSE_TOO_SLOW
from tests.web.seats import Seat, claim_all, run
from tests.web.server import ServerProcess
from tests.web.stalled import StalledClient

MOVES = 300
#: The server's --send-timeout in this test: how long a message may wait for the network.
SEND_TIMEOUT = 2.0


async def play_moves(
    seats: list[Seat], rng: SeededRng, count: int, stalled: StalledClient | None = None
) -> list[float]:
    """The people make ``count`` random moves; the seconds each waited for its ack. After each
    move the ``stalled`` client asks for the whole log again (and does not read it)."""
    waited = []
    for _ in range(count):
        if stalled is not None:
            stalled.send({"type": "lang", "lang": "en"})
        top = max(s.state["ply"] for s in seats)
        for seat in seats:
            await seat.wait(lambda state, top=top: state["ply"] >= top)
        mover = next(s for s in seats if s.state["legal"])
        started = time.monotonic()
        await mover.play(rng)
        waited.append(time.monotonic() - started)
    return waited


async def scenario(server: ServerProcess, table: dict[str, Any]) -> None:
    tokens = claim_all(server.base, table)
    seats = [await Seat(server.ws, table["id"], token).connect() for token in tokens]
    watcher = await Seat(server.ws, table["id"], None).connect()  # a spectator that keeps up
    # Says hello, then reads nothing: the server's messages pile up in the socket buffers. The
    # kernel's send buffer grows to a few megabytes, more than a two-person game's states, so
    # the spectator also asks for the whole log after every move, to fill it sooner.
    stalled = StalledClient(server.port, table["id"])
    stalled.send({"type": "hello", "token": None})
    try:
        waited = await play_moves(seats, SeededRng(5), MOVES, stalled)
        assert max(waited) < 1.0, f"slowest acknowledgement {max(waited):.2f} s"
        # The spectator's messages have waited for the network since long before now: it has
        # been dropped. Reading now finds what fitted in the buffers, then the close code.
        await asyncio.sleep(SEND_TIMEOUT + 1)
        code, messages = await asyncio.to_thread(stalled.read_to_close)
        assert code == CLOSE_TOO_SLOW
        assert messages and max(m["ply"] for m in messages) < MOVES
        # Coming back (as the table page does after a close) brings the whole position and
        # every log line again.
        back = await Seat(server.ws, table["id"], None).connect()
        await back.wait(lambda state: state["ply"] == MOVES)
        await watcher.wait(lambda state: state["ply"] == MOVES)
        assert back.log == watcher.log and len(back.log) > MOVES
        await back.close()
    finally:
        stalled.close()
        for seat in [*seats, watcher]:
            await seat.close()


def test_a_spectator_that_never_reads_holds_up_no_one(tmp_path: Path) -> None:
    server = ServerProcess(
        f"sqlite:///{tmp_path / 'empires.sqlite3'}", options=["--send-timeout", str(SEND_TIMEOUT)]
    ).start()
    try:
        table = server.post(
            "/api/tables",
            {
                "game": "empire-engine",
                "players": 2,
                "options": {"rounds": 100},  # a long game: more than MOVES moves
                "seats": [{"kind": "human"}, {"kind": "human"}],
                "seed": 1,
            },
        )
        run(scenario(server, table))
    finally:
        server.stop()
