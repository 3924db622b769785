"""After the game in a real browser: the end screen names every player, a holder starts the
rematch with one click, the other person joins their rotated seat with one click, a spectator
is offered to watch it, and the replay link is there to copy."""

from __future__ import annotations

import json
import re
import urllib.error
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from empires.kernel.rng import SeededRng
from tests.web.browser.table_page import RESULT, NewPage, sit_down
from tests.web.seats import Seat, play_until, run
from tests.web.server import ServerProcess


def held_token(page: Page, table_id: str) -> str:
    """The seat token this browser keeps for a table."""
    seats: dict[str, Any] = page.evaluate(
        "() => JSON.parse(localStorage.getItem('empires.seats') || '{}')"
    )
    token: str = seats[table_id]["token"]
    return token


def play_fast(server: ServerProcess, table_id: str, tokens: list[str]) -> None:
    """Play the game to its end over WebSockets with the browsers' own seat tokens."""

    async def scenario() -> None:
        seats = [await Seat(server.ws, table_id, token).connect() for token in tokens]
        await play_until(seats, SeededRng(4))
        for seat in seats:
            await seat.close()

    run(scenario())


def in_german(page: Page, path: Path, text: str) -> None:
    page.click("#lang-switch button[data-lang=de]")
    expect(page.locator("#rematch-button")).to_have_text(text)
    page.screenshot(path=str(path), full_page=True)
    page.click("#lang-switch button[data-lang=en]")
    expect(page.locator("#result h2")).to_have_text("Game over")


def test_a_rematch_from_two_browsers_each_joining_their_rotated_seat(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    table = server.new_table(["human", "human", "random"], seed=3, turn_seconds=600)
    table_id = table["id"]
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    bob = sit_down(new_page(), table["invites"][1]["link"], "Bob")
    tokens = [held_token(ada, table_id), held_token(bob, table_id)]
    play_fast(server, table_id, tokens)
    # The sockets that played took the seats from the pages (one window acts for a seat): the
    # pages, opened again, hold them once more.
    for page in (ada, bob):
        page.reload()
    watcher = new_page()
    watcher.goto(f"{server.base}/t/{table_id}")
    for page in (ada, bob, watcher):
        expect(page.locator(RESULT)).to_be_visible()
    rows = ada.locator("#breakdown tbody th")
    expect(rows).to_have_text(["Ada", "Bob", re.compile(r".*random.*")])
    expect(ada.locator("#rematch-button")).to_have_text("Rematch")
    expect(watcher.locator("#rematch-button")).to_have_count(0)
    link = ada.locator("#replay-link")
    assert link.input_value() == f"{server.base}/t/{table_id}#replay"
    ada.screenshot(path=str(artifacts / "rematch-end-en.png"), full_page=True)
    in_german(ada, artifacts / "rematch-end-de.png", "Revanche")

    ada.click("#rematch-button")
    ada.wait_for_url(lambda url: not url.endswith(f"/t/{table_id}"))
    new_id = ada.url.rsplit("/", 1)[1]
    expect(ada.locator("body")).to_have_attribute("data-seat", "1")
    expect(bob.locator("#rematch-button")).to_have_text("Join the rematch")
    expect(watcher.locator("#watch-rematch")).to_have_attribute("href", f"/t/{new_id}")
    bob.screenshot(path=str(artifacts / "rematch-join-en.png"), full_page=True)
    in_german(bob, artifacts / "rematch-join-de.png", "Zur Revanche")
    bob.click("#rematch-button")
    bob.wait_for_url(f"{server.base}/t/{new_id}")
    expect(bob.locator("body")).to_have_attribute("data-seat", "2")
    for page in (ada, bob):
        expect(page.locator("body")).to_have_attribute("data-status", "running")
    rematch = server.get(f"/api/tables/{new_id}")
    assert [(s["kind"], s["name"]) for s in rematch["seats"]] == [
        ("random", ""),
        ("human", "Ada"),
        ("human", "Bob"),
    ]
    assert rematch["settings"]["turn_seconds"] == 600 and rematch["fairness"]["seeded"] is False
    # A second request answers the same table; a token of no seat is refused.
    again = server.post(f"/api/tables/{table_id}/rematch", {"token": tokens[1]})
    assert again == {"table": new_id, "seat": 2}
    with pytest.raises(urllib.error.HTTPError) as refused:
        server.post(f"/api/tables/{table_id}/rematch", {"token": "x" * 32})
    assert refused.value.code == 403
    assert json.loads(refused.value.read())["error"] == "bad_token"


def test_a_rematch_waits_for_the_end_of_the_game(server: ServerProcess) -> None:
    table = server.new_table(["human", "random"], seed=2)
    token = table["invites"][0]["code"]
    with pytest.raises(urllib.error.HTTPError) as refused:
        server.post(f"/api/tables/{table['id']}/rematch", {"token": token})
    assert refused.value.code == 409
