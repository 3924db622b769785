"""Hints over real WebSockets on a real server (web/hints.py): a seat at a table that allows
hints gets the search's preferred move among its own choices, with its chance and why, the same
each time at the same position and without a move made; spectators, tables without hints,
stale plies, a second hint at once and too many hints a minute are refused with clear errors."""

from __future__ import annotations

import json
import tempfile
import urllib.error
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from empires.web.hints import PER_SEAT
from tests.web.seats import Seat, claim_all, run, settle
from tests.web.server import ServerProcess


class Asker(Seat):
    """A seat that keeps the hints it is sent."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.hints: list[dict[str, Any]] = []

    def _take(self, text: str) -> None:
        message = json.loads(text)
        if message["type"] == "hint":
            self.hints.append(message)
        super()._take(text)


async def hint(seat: Asker, ply: int | None = None) -> dict[str, Any]:
    """Ask for a hint; the hint or the error it is answered with."""
    hints, errors = len(seat.hints), len(seat.errors)
    ply = seat.state["ply"] if ply is None else ply
    await seat.send({"type": "hint", "ply": ply})
    await seat.wait(lambda _: len(seat.hints) > hints or len(seat.errors) > errors, 60)
    return seat.errors[-1] if len(seat.errors) > errors else seat.hints[-1]


@pytest.fixture
def server() -> Iterator[ServerProcess]:
    with tempfile.TemporaryDirectory() as folder:
        started = ServerProcess(f"sqlite:///{Path(folder) / 'tables.sqlite3'}").start()
        try:
            yield started
        finally:
            started.stop()


def test_a_seat_gets_the_searchs_hint_and_others_are_refused(server: ServerProcess) -> None:
    table = server.new_table(["human", "human"], seed=4, hints=True)
    assert table.get("settings", {}).get("hints", True)
    tokens = claim_all(server.base, table)

    async def scenario() -> None:
        ada = await Asker(server.ws, table["id"], tokens[0], "Ada").connect()
        bob = await Asker(server.ws, table["id"], tokens[1], "Bob").connect()
        watcher = await Asker(server.ws, table["id"], None).connect()
        await ada.wait(lambda s: s["status"] == "running" and bool(s["legal"]))
        await settle([ada, bob, watcher])
        ply, legal = ada.state["ply"], ada.state["legal"]
        got = await hint(ada)
        assert got["type"] == "hint", got
        assert got["ply"] == ply and 0 <= got["index"] < len(legal)
        assert got["text"] == legal[got["index"]]["text"]
        assert 0 <= got["chance"] <= 1 and got["why"] and got["level"] == "medium" == got["label"]
        # The same position, the same hint; and asking made no move.
        assert await hint(ada) == got
        assert ada.state["ply"] == ply
        # Empire Engine's first decision is Ada's alone: Bob has none to hint at.
        assert ada.state["waiting"] == [0]
        assert (await hint(bob))["code"] == "not_your_turn"
        assert (await hint(watcher))["code"] == "spectator"
        assert (await hint(ada, ply + 5))["code"] == "stale"
        # One hint at a time per connection.
        errors = len(ada.errors)
        for _ in range(2):
            await ada.send({"type": "hint", "ply": ply})
        await ada.wait(lambda _: len(ada.hints) == 3 and len(ada.errors) > errors, 60)
        assert [e["code"] for e in ada.errors[errors:]] == ["hint_busy"]
        # At most PER_SEAT a minute: this was Ada's fourth (the refused one did not count).
        for _ in range(PER_SEAT - 3):
            assert (await hint(ada))["type"] == "hint"
        too_many = await hint(ada)
        assert too_many["code"] == "hint_too_soon", too_many
        assert "at most 6 hints a minute" in too_many["message"]
        for person in (ada, bob, watcher):
            await person.close()

    run(scenario())


def test_a_table_without_hints_refuses_them(server: ServerProcess) -> None:
    table = server.new_table(["human", "heuristic"], seed=4)
    assert "hints" not in table.get("settings", {})
    tokens = claim_all(server.base, table)

    async def scenario() -> None:
        ada = await Asker(server.ws, table["id"], tokens[0], "Ada").connect()
        await ada.wait(lambda s: s["status"] == "running" and bool(s["legal"]))
        refused = await hint(ada)
        assert refused == {
            "type": "error",
            "code": "hints_off",
            "message": "this table does not allow hints (its creator chose so)",
        }
        await ada.close()

    run(scenario())


def test_the_hints_setting_must_be_true_or_false(server: ServerProcess) -> None:
    with pytest.raises(urllib.error.HTTPError) as refused:
        server.new_table(["human", "heuristic"], hints=[1])
    assert refused.value.code == 422
    assert "hints" in refused.value.read().decode()


def test_another_seats_secret_choice_does_not_make_a_hint_stale(server: ServerProcess) -> None:
    # Empire V8.5 opens with a secret simultaneous choice: the bot makes its own at once.
    table = server.new_table(["human", "heuristic"], game="empire-v85", seed=3, hints=True)
    tokens = claim_all(server.base, table)

    async def scenario() -> None:
        cy = await Asker(server.ws, table["id"], tokens[0], "Cy").connect()
        await cy.wait(lambda s: s["decision"] == "simultaneous" and s["waiting"] == [0])
        assert cy.state["ply"] >= 1 and cy.state["legal"]
        got = await hint(cy, 0)  # asked as of the decision's start: still the same decision
        assert got["type"] == "hint" and got["ply"] == cy.state["ply"], got
        assert got["text"] == cy.state["legal"][got["index"]]["text"]
        await cy.close()

    run(scenario())
