"""Optional moves over real WebSockets on a real server: the test game Counting (any seat may
write a secret note at any time) served through an entry point. Every seat is sent its optional
moves, asked or not; a note is taken from a seat that is not asked and makes nobody's move
stale; a bad one is refused with the reason and changes nothing; the note stays its writer's
secret; the stored moves replay to the same game."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.kernel.counting import NAME, find_by_subprocesses
from tests.web.seats import Seat
from tests.web.served import claim_named, played_moves, serve_on_sqlite
from tests.web.server import ServerProcess
from tests.web.test_web_undo import ask


@pytest.fixture
def counting_served(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Server processes started in this test find Counting (its module and its entry point)."""
    find_by_subprocesses(tmp_path / "site", monkeypatch)


def note(value: int) -> dict[str, object]:
    return {"type": "move", "move": {"type": "note", "value": value}}


async def _scenario(server: ServerProcess) -> None:
    table = server.new_table(["human", "human"], game=NAME, options={"goal": 5})
    tokens = claim_named(server.base, table, ["Ann", "Bob"])
    ann, bob = [await Seat(server.ws, table["id"], t).connect() for t in tokens]
    watcher = await Seat(server.ws, table["id"], None).connect()
    try:
        await bob.wait(lambda s: s["status"] == "running")
        assert bob.state["waiting"] == [0] and bob.state["legal"] == []
        offered = [entry["move"]["value"] for entry in bob.state["optional"]]
        assert (
            offered == [1, 2, 3] and bob.state["optional"][0]["text"] == "Write the secret note 1"
        )
        assert watcher.state["optional"] == []
        ply = ann.state["ply"]
        assert await ask(bob, note(7)) == {"type": "ack", "ply": ply}
        await ann.wait(lambda s: s["ply"] == ply + 1)
        assert ann.log[-1] == "Bob writes a note." and "7" not in " ".join(ann.log)
        assert ann.state["view"]["my_notes"] == [] and ann.state["view"]["notes_written"] == [0, 1]
        await bob.wait(lambda s: s["ply"] == ply + 1)
        assert bob.state["view"]["my_notes"] == [7] and bob.log[-1] == "Your note says 7."
        # Ann's count, chosen before the note, is not stale: the note answered no decision.
        count = {"type": "move", "move": {"type": "count", "step": 2}, "ply": ply}
        assert (await ask(ann, count))["type"] == "ack"
        await _refusals(ann, bob, watcher)
        await bob.wait(lambda s: s["view"]["notes_written"] == [0, 3])
        assert bob.state["optional"] == [] and bob.state["legal"] != []
        for seat in (bob, ann):  # 3, then 5: the end
            step = {"type": "move", "move": {"type": "count", "step": 2 if seat is ann else 1}}
            assert (await ask(seat, step))["type"] == "ack"
        await ann.wait(lambda s: s["decision"] == "over")
        assert ann.state["optional"] == [] and ann.state["scores"] == [4, 1]
    finally:
        for seat in (ann, bob, watcher):
            await seat.close()
    moves = [(m["seat"], m["move"]["type"]) for m in played_moves(server, table["id"])]
    assert moves == [
        (1, "note"),
        (0, "count"),
        (1, "note"),
        (1, "note"),
        (1, "count"),
        (0, "count"),
    ]


async def _refusals(ann: Seat, bob: Seat, watcher: Seat) -> None:
    """Bad optional moves change nothing and say why; no seat acts for another."""
    await bob.wait(lambda s: s["waiting"] == [1])
    count = {"type": "move", "move": {"type": "count", "step": 1}}
    refused = await ask(ann, count)
    assert refused["code"] == "not_your_turn", refused
    assert (await ask(watcher, note(2)))["code"] == "spectator"
    bad = await ask(ann, note(10))
    assert bad["code"] == "malformed_move" and "value" in bad["message"], bad
    assert (await ask(bob, note(1)))["type"] == "ack"
    assert (await ask(bob, note(2)))["type"] == "ack"
    full = await ask(bob, note(3))
    assert full["code"] == "illegal_move" and "three-notes" in full["message"], full
    assert (await ask(bob, {"type": "undo"}))["code"] == "cannot_undo"


@pytest.mark.usefixtures("counting_served")
def test_optional_moves_are_sent_to_every_seat_and_taken_without_a_turn() -> None:
    serve_on_sqlite(_scenario)


async def _bot_scenario(server: ServerProcess) -> None:
    table = server.new_table(["human", "notes"], game=NAME, options={"goal": 8})
    (token,) = claim_named(server.base, table, ["Ann"])
    ann = await Seat(server.ws, table["id"], token).connect()
    try:
        # The bot writes a note while Ann is asked (once: then it waits for the next decision).
        await ann.wait(lambda s: s["view"]["notes_written"] == [0, 1])
        assert ann.state["waiting"] == [0] and ann.state["ply"] == 1
        while True:  # Ann adds 2 whenever asked
            await ann.wait(lambda s: s["decision"] == "over" or bool(s["legal"]))
            if ann.state["decision"] == "over":
                break
            answer = await ask(ann, {"type": "move", "move": {"type": "count", "step": 2}})
            await ann.wait(lambda s, ply=answer["ply"]: s["ply"] > ply)
        assert ann.log[0] == "Bot 2 (notes) writes a note." and "Your note" not in " ".join(ann.log)
    finally:
        await ann.close()
    moves = [(m["seat"], m["move"]["type"]) for m in played_moves(server, table["id"])]
    notes = [moves.index(entry) for entry in moves if entry == (1, "note")]
    assert len(notes) == 3 and notes[0] == 0, moves  # once per decision, three at the most


@pytest.mark.usefixtures("counting_served")
def test_bots_make_optional_moves_once_per_decision() -> None:
    serve_on_sqlite(_bot_scenario)
