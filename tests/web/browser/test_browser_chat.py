"""The table's chat and log in Debian's Chromium: a line one seat writes is seen by the other seat
and by a spectator, still there after the server is killed and started again, and mutable for
oneself; a stand-in's move is said in the log and on the seat; log numbers from 100 on keep all
their digits; only the browser that holds a seat is "you" there."""

from __future__ import annotations

import random
import re
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.web.browser.table_page import (
    PHONE,
    NewPage,
    fits_width,
    play_to_end,
    sit_down,
    sqlite_server,
)
from tests.web.server import ServerProcess


def watch(page: Page, base: str, table_id: str) -> Page:
    """Open a table as a spectator and wait for its first position."""
    page.goto(f"{base}/t/{table_id}")
    page.wait_for_selector("body[data-connection=open]")
    return page


def say(page: Page, text: str) -> None:
    page.fill("#chat-input", text)
    page.press("#chat-input", "Enter")


def shoot(page: Page, path: Path) -> None:
    """A screenshot of the whole page, without the passing notes (toasts) in front of it."""
    page.evaluate("() => document.querySelectorAll('.toast').forEach((t) => t.remove())")
    page.screenshot(path=str(path), full_page=True)


def test_a_chat_line_is_seen_by_the_other_seat_and_a_spectator_and_kept_after_a_restart(
    new_page: NewPage, tmp_path: Path, artifacts: Path
) -> None:
    server = sqlite_server(tmp_path / "chat").start()
    try:
        _talk(server, new_page, artifacts)
    finally:
        server.stop()


def _talk(server: ServerProcess, new_page: NewPage, artifacts: Path) -> None:
    table = server.new_table(["human", "human"], seed=4)
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    bob = sit_down(new_page(viewport=PHONE), table["invites"][1]["link"], "Bob")
    spectator = watch(new_page(), server.base, table["id"])
    say(ada, "Hello Bob, good luck!")
    for page in (ada, bob, spectator):
        line = page.locator("#chat-lines .chat-line").first
        expect(line.locator(".chat-name")).to_have_text("Ada")
        expect(line.locator(".chat-text")).to_have_text("Hello Bob, good luck!")
        expect(line.locator(".chat-time")).to_have_text(re.compile(r"\d\d:\d\d"))
    say(bob, "Danke, Ada.")
    expect(spectator.locator("#chat-lines .chat-text")).to_have_text(
        ["Hello Bob, good luck!", "Danke, Ada."]
    )
    # Spectators read; the server would refuse them anyway (chat_spectator).
    expect(spectator.locator("#chat-form")).to_be_hidden()
    expect(spectator.locator("#chat-readonly")).to_be_visible()
    # A refused line is explained in the page's language, and nothing is said.
    say(ada, "x" * 501)
    expect(ada.locator(".toast.error")).to_contain_text("at most 500 characters")
    expect(bob.locator("#chat-lines .chat-line")).to_have_count(2)

    # Bob mutes Ada for himself: her lines go from his page only, and stay gone on reload.
    bob.locator("#chat-lines .chat-line[data-seat='0'] .chat-mute").click()
    expect(bob.locator("#chat-lines .chat-text")).to_have_text(["Danke, Ada."])
    expect(ada.locator("#chat-lines .chat-line")).to_have_count(2)
    bob.reload()
    bob.wait_for_selector("body[data-connection=open]")
    expect(bob.locator("#chat-lines .chat-text")).to_have_text(["Danke, Ada."])
    bob.click("#chat-muted .chat-unmute")
    expect(bob.locator("#chat-lines .chat-line")).to_have_count(2)
    play_to_end([ada, bob], random.Random(3), moves=4)
    shoot(ada, artifacts / "chat-en.png")
    shoot(spectator, artifacts / "chat-spectator-en.png")
    shoot(bob, artifacts / "chat-phone-en.png")
    assert fits_width(bob)

    server.kill()
    server.start()
    later = watch(new_page(), server.base, table["id"])
    # A server just started (on a busy machine) may take a while over its first answers.
    try:
        expect(later.locator("#chat-lines .chat-text")).to_have_text(
            ["Hello Bob, good luck!", "Danke, Ada."], timeout=20_000
        )
    except AssertionError as error:  # seen once in CI, never here: keep what would explain it
        page = later.evaluate("() => [document.body.dataset.connection, document.body.innerText]")
        raise AssertionError(f"{error}\npage: {page}\nserver log:\n{server.said()}") from None
    expect(later.locator("#chat-lines .chat-name")).to_have_text(["Ada", "Bob"])
    # The pages open before the restart reconnect by themselves and carry on talking.
    ada.wait_for_selector("body[data-connection=open]", timeout=30_000)
    say(ada, "Still here?")
    expect(later.locator("#chat-lines .chat-text")).to_have_count(3)
    ada.click(".lang-button[data-lang=de]")
    expect(ada.locator("#chat-heading")).to_have_text("Tischgespräch")
    expect(ada.locator("#chat-lines .chat-line")).to_have_count(3)
    shoot(ada, artifacts / "chat-de.png")


def test_a_stand_in_move_is_marked_in_the_log_and_on_the_seat(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    table = server.new_table(["human", "random"], seed=8, options={"rounds": 1}, takeover_seconds=1)
    bob = sit_down(new_page(), table["invites"][0]["link"], "Bob")
    bob.close()  # Bob goes away: a second later the stand-in chooses for him
    spectator = watch(new_page(), server.base, table["id"])
    expect(spectator.locator("#log")).to_contain_text("The stand-in bot chose for Bob.")
    chip = spectator.locator("#seats .seat[data-seat='0'] .tag.stood-in")
    expect(chip).to_have_text("the stand-in chose")
    shoot(spectator, artifacts / "stand-in-en.png")
    spectator.click(".lang-button[data-lang=de]")
    expect(spectator.locator("#log")).to_contain_text("Der Vertretungs-Bot hat für Bob gewählt.")
    expect(chip).to_have_text("Vertretung hat gewählt")
    shoot(spectator, artifacts / "stand-in-de.png")


def test_the_replay_shows_the_talk_as_it_stood_at_each_move(
    server: ServerProcess, new_page: NewPage
) -> None:
    table = server.new_table(["human", "random"], seed=12, options={"rounds": 1})
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    play_to_end([ada], random.Random(2), moves=1)
    say(ada, "one move made")
    expect(ada.locator("#chat-lines .chat-text")).to_have_text(["one move made"])
    play_to_end([ada], random.Random(2))
    ada.click("#replay-toggle")
    expect(ada.locator("body")).to_have_attribute("data-replay-ply", "0")
    expect(ada.locator("#chat-lines .chat-line")).to_have_count(0)
    expect(ada.locator("#chat-form")).to_be_hidden()
    ada.click("#replay-last")
    expect(ada.locator("#chat-lines .chat-text")).to_have_text(["one move made"])
    ada.click("#replay-toggle")  # back to the live table: the talk goes on
    expect(ada.locator("#chat-form")).to_be_visible()


def test_log_numbers_from_100_on_keep_every_digit(server: ServerProcess, new_page: NewPage) -> None:
    table = server.new_table(["random", "random", "random"], seed=2)
    page = watch(new_page(), server.base, table["id"])
    page.wait_for_selector("body[data-status=finished]", timeout=60_000)
    lines = page.locator("#log li")
    assert lines.count() >= 100
    expect(lines.nth(99)).to_have_attribute("data-n", "100.")
    # The number is drawn inside the line (an <ol>'s own marker sat outside the scrolling box,
    # which cut its first digit off), as wide as its text needs.
    number = page.evaluate(
        """() => {
          const li = document.querySelectorAll("#log li")[99];
          const list = document.getElementById("log").getBoundingClientRect();
          const before = getComputedStyle(li, "::before");
          const pen = document.createElement("canvas").getContext("2d");
          pen.font = before.font;
          return {
            content: before.content,
            inside: li.getBoundingClientRect().left >= list.left,
            width: parseFloat(before.width),
            needs: pen.measureText(li.dataset.n).width,
          };
        }"""
    )
    assert number["content"] == '"100."' and number["inside"], number
    assert number["width"] >= number["needs"] > 0, number


def you_at(page: Page) -> list[str]:
    """The seats a page marks as "you" (on the seats list)."""
    return page.locator("#seats .seat.is-me").evaluate_all("els => els.map(e => e.dataset.seat)")


def test_a_seat_open_in_two_windows_is_you_only_in_the_newest(
    server: ServerProcess, new_page: NewPage
) -> None:
    table = server.new_table(["human", "human"], seed=6)
    first = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    sit_down(new_page(), table["invites"][1]["link"], "Bob")
    expect(first.locator("#seats .tag.me")).to_have_count(1)
    # The same person opens the table again (another tab; a synced browser works alike).
    second = first.context.new_page()
    second.goto(f"{server.base}/t/{table['id']}")
    expect(second.locator("body")).to_have_attribute("data-seat", "0")
    expect(second.locator("#seats .tag.me")).to_have_count(1)
    # The first window watches now: nothing on it says "you" or offers a decision.
    expect(first.locator("body")).to_have_attribute("data-seat", "")
    expect(first.locator("#seats .tag.me")).to_have_count(0)
    expect(first.locator("#decision-buttons button.move")).to_have_count(0)
    expect(first.locator("#notice")).to_have_text(
        "Your seat is open in another window: you are watching here."
    )
    assert you_at(first) == [] and you_at(second) == ["0"]
    # "Play here" takes the seat back; then the second window watches.
    first.click("#play-here-button")
    expect(first.locator("body")).to_have_attribute("data-seat", "0")
    expect(second.locator("body")).to_have_attribute("data-seat", "")
    assert you_at(second) == []
    expect(first.locator("#seats .tag.me")).to_have_count(1)
