"""Hotseat in a real browser: two people create a table in the lobby with "Everyone plays on
this device", and play it to the end in one page, passing the device between them. At every
pass screen the page must hold nothing of the previous person's view: no board, no decisions,
no log, and none of the texts of the choices they had."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from tests.web.browser.table_page import ENABLED_MOVE, RESULT, NewPage, is_over, sqlite_server
from tests.web.server import ServerProcess

COVER = "#pass-cover:not([hidden])"
#: True when the page covers the screen, offers a decision, or shows the end.
SOMETHING_TO_DO = (
    "() => !document.querySelector('#pass-cover').hidden"
    " || !!document.querySelector('#decision-buttons button.move:enabled')"
    " || !document.querySelector('#result').hidden"
)
#: What of a seat's own the page shows, for the check that the cover left none of it.
LEFT_OVER = """() => ({
    board: document.getElementById('board').childElementCount,
    buttons: document.getElementById('decision-buttons').childElementCount,
    log: document.getElementById('log').childElementCount,
    change: document.getElementById('change-mind').childElementCount,
    heading: document.getElementById('decisions-heading').textContent,
    page: document.querySelector('main').outerHTML,
})"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server of this module's own: the tables made here do not count against the tables
    per address per hour of the other browser tests' server."""
    process = sqlite_server(tmp_path_factory.mktemp("hotseat-data")).start()
    yield process
    process.stop()


def create_hotseat(lobby: Page, server: ServerProcess, game: str, names: list[str]) -> str:
    """Create a table of ``len(names)`` people at this device from the lobby; the id of the
    table the lobby then opens."""
    lobby.goto(server.base + "/")
    lobby.wait_for_selector("body[data-ready]")
    lobby.select_option("#game", game)
    lobby.fill("#players", str(len(names)))
    lobby.dispatch_event("#players", "input")
    for seat in range(len(names)):
        lobby.select_option(f"#seat-{seat}", "human")
    lobby.check("#hotseat")
    expect(lobby.locator(".my-seat")).to_be_hidden()  # every person's seat is this browser's
    lobby.click("#create-button")
    expect(lobby.locator("#create-error")).to_be_visible()  # no names yet: said, nothing made
    for seat, name in enumerate(names):
        lobby.fill(f"#hotseat-name-{seat}", name)
    lobby.click("#clocks-box summary")
    lobby.fill("#seed", "5")
    lobby.click("#create-button")
    lobby.wait_for_url("**/t/*")
    return lobby.url.rsplit("/", 1)[1]


@dataclass
class Passed:
    """What happened while a hotseat game was played through."""

    passes: int = 0
    took_back: int = 0
    moves: int = 0
    seats_shown: set[int] = field(default_factory=set)


def check_the_cover(page: Page, names: list[str], secrets: list[str]) -> int:
    """At a pass screen: it names the next person, and nothing of the previous one's view is
    left in the page. The next person's seat."""
    next_seat = int(page.get_attribute("body", "data-pass") or "-1")
    expect(page.locator("#pass-title")).to_have_text(f"Pass the device to {names[next_seat]}")
    expect(page.locator("#pass-ready")).to_have_text(f"I am {names[next_seat]}")
    left = page.evaluate(LEFT_OVER)
    assert (left["board"], left["buttons"], left["log"], left["change"]) == (0, 0, 0, 0), left
    assert left["heading"] == "", left
    for secret in secrets:
        assert secret not in left["page"], f"{secret!r} is still in the page under the cover"
    return next_seat


def play_hotseat(
    page: Page, names: list[str], rng: random.Random, seconds: float, shot: Path
) -> Passed:
    """Play the game in ``page`` to its end, passing the device at every cover: a random
    choice for whoever is shown, and once the first take-back the cover offers (a screenshot
    of that cover goes to ``shot``)."""
    passed = Passed()
    secrets: list[str] = []  # the choices the person shown last had before the cover
    deadline = time.monotonic() + seconds
    while not is_over(page):
        assert time.monotonic() < deadline, f"the game did not end within {seconds} s"
        if page.locator(COVER).count():
            next_seat = check_the_cover(page, names, secrets)
            passed.passes += 1
            if not passed.took_back and page.locator("#pass-take-back").count():
                page.screenshot(path=str(shot))
                page.click("#pass-take-back")  # the cover goes; the same person chooses again
                expect(page.locator(COVER)).to_have_count(0)
                passed.took_back += 1
                continue
            page.click("#pass-ready")
            page.wait_for_function(f"() => document.body.dataset.seat === '{next_seat}'")
            continue
        buttons = page.locator(ENABLED_MOVE)
        texts = buttons.all_text_contents()
        if not texts:
            page.wait_for_function(SOMETHING_TO_DO, timeout=5_000)
            continue
        seat = int(page.get_attribute("body", "data-seat") or "-1")
        expect(page.locator("#seats .seat.is-me .seat-name")).to_have_text(names[seat])
        passed.seats_shown.add(seat)
        try:
            buttons.nth(rng.randrange(len(texts))).click(timeout=2_000)
        except PlaywrightError:
            continue  # a new position replaced the buttons: look again
        passed.moves += 1
        secrets = [text for text in texts if len(text) >= 5]
    return passed


def play_a_hotseat_game(
    server: ServerProcess, new_page: NewPage, artifacts: Path, game: str
) -> tuple[Page, Passed]:
    """Create a two-person hotseat table of ``game`` in the lobby and play it to the end in
    the same page; what happened on the way."""
    names = ["Ada", "Bob"]
    page = new_page()
    table_id = create_hotseat(page, server, game, names)
    # The table started (both seats opened once) and waits behind a cover for its first person.
    expect(page.locator(COVER)).to_be_visible()
    page.screenshot(path=str(artifacts / f"hotseat-pass-{game}-en.png"))
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('empires.seats'))")[table_id]
    assert [s["seat"] for s in stored["hotseat"]] == [0, 1]
    assert stored["token"] == stored["hotseat"][0]["token"]  # the older shape still reads

    shot = artifacts / f"hotseat-take-back-{game}-en.png"
    passed = play_hotseat(page, names, random.Random(3), seconds=150, shot=shot)

    assert passed.seats_shown == {0, 1}
    assert passed.passes >= 4, passed
    expect(page.locator(RESULT)).to_be_visible()
    expect(page.locator("#breakdown tbody th")).to_have_text(names)
    expect(page.locator("#status-text")).not_to_contain_text("watching")
    # Both people are still at the table (the seat not shown is kept present).
    expect(page.locator("#seats .tag.online")).to_have_count(2)
    summary = server.get(f"/api/tables/{table_id}")
    assert [s["display"] for s in summary["seats"]] == names
    page.screenshot(path=str(artifacts / f"hotseat-end-{game}-en.png"), full_page=True)
    return page, passed


def test_two_people_play_empire_engine_to_the_end_at_one_device(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    page, _ = play_a_hotseat_game(server, new_page, artifacts, "empire-engine")
    # The rematch takes both seats again at this device, and starts behind the cover.
    finished = page.url.rsplit("/", 1)[1]
    page.click("#rematch-button")
    page.wait_for_url(lambda url: finished not in url)
    rematch = page.url.rsplit("/", 1)[1]
    expect(page.locator(COVER)).to_be_visible()
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('empires.seats'))")[rematch]
    # Seats rotate by one: Ada plays seat 2 now, Bob seat 1.
    assert [(s["seat"], s["name"]) for s in stored["hotseat"]] == [(0, "Bob"), (1, "Ada")]
    assert server.get(f"/api/tables/{rematch}")["status"] == "running"


def test_two_people_bid_at_one_device_and_one_takes_a_bid_back_at_the_cover(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    _, passed = play_a_hotseat_game(server, new_page, artifacts, "sealed-bids")
    # Every round's bids are secret and simultaneous: the cover offered taking one back.
    assert passed.took_back == 1, passed


def test_the_pass_screen_speaks_german(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    page = new_page(locale="de-DE")
    table_id = create_hotseat(page, server, "empire-engine", ["Jörg", "Änne"])
    expect(page.locator(COVER)).to_be_visible()
    first = int(page.get_attribute("body", "data-pass") or "-1")
    name = ["Jörg", "Änne"][first]
    expect(page.locator("#pass-title")).to_have_text(f"Gib das Gerät an {name} weiter")
    expect(page.locator("#pass-ready")).to_have_text(f"Ich bin {name}")
    page.screenshot(path=str(artifacts / "hotseat-pass-de.png"))
    # The lobby's "My tables" lists the table once (it holds both seats), as waiting for us.
    page.goto(server.base + "/")
    mine = page.locator(f"#list-seated li[data-table='{table_id}']")
    expect(mine).to_have_count(1)
    expect(mine).to_have_attribute("data-your-turn", "1")
