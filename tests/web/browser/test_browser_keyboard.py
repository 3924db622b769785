"""Keyboard and screen readers in a real browser: when a decision comes to a seat, the focus
moves to its first choice (unless the person is typing); a finished game's replay steps with the
arrow keys and jumps with Home and End; the replay's slider and the page's regions carry labels
in the page's language."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.browser.table_page import NewPage, sit_down
from tests.web.server import ServerProcess


def ply(page: Page) -> str:
    """The move the replay shows."""
    return page.locator("body").get_attribute("data-replay-ply") or ""


def test_the_focus_moves_to_a_new_decision_but_not_out_of_the_chat(
    server: ServerProcess, new_page: NewPage
) -> None:
    table = server.new_table(["human", "human"], seed=7)
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    bob = sit_down(new_page(), table["invites"][1]["link"], "Bob")
    choices = {page: page.locator("#decision-buttons button") for page in (ada, bob)}
    expect(ada.locator("body")).to_have_attribute("data-status", "running")
    mover, other = bob, ada  # with this seed, Bob decides first
    expect(ada.locator("#status-text")).to_have_text("Waiting for Bob.")
    expect(choices[mover].first).to_be_focused()
    # The other person is typing in the chat when their decision comes: the focus stays.
    other.locator("#chat-input").focus()
    other.keyboard.type("one moment")
    # The mover chooses with the keyboard alone: Enter on the focused choice sends it.
    mover.keyboard.press("Enter")
    expect(choices[other].first).to_be_visible()
    expect(other.locator("#chat-input")).to_be_focused()
    expect(other.locator("#chat-input")).to_have_value("one moment")


def test_the_replay_steps_with_the_arrow_keys(server: ServerProcess, new_page: NewPage) -> None:
    table = server.new_table(["random", "random"], seed=5)
    page = new_page()
    page.goto(f"{server.base}/t/{table['id']}")
    expect(page.locator("body")).to_have_attribute("data-status", "finished")
    page.click("#replay-toggle")
    page.wait_for_selector("body[data-replay-ply='0']")
    plies = int(page.locator("#replay-slider").get_attribute("max") or 0)
    assert plies > 2
    page.locator("#board").click(position={"x": 2, "y": 2})  # the focus on no text field
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("body[data-replay-ply='1']")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("body[data-replay-ply='2']")
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector("body[data-replay-ply='1']")
    page.keyboard.press("End")
    page.wait_for_selector(f"body[data-replay-ply='{plies}']")
    page.keyboard.press("ArrowRight")  # past the end: stays there
    page.wait_for_selector(f"body[data-replay-ply='{plies}']")
    page.keyboard.press("Home")
    page.wait_for_selector("body[data-replay-ply='0']")
    assert ply(page) == "0"
    slider = page.locator("#replay-slider")
    expect(slider).to_have_attribute(
        "aria-label", "Move of the replay (arrow keys step, Home and End jump)"
    )
    expect(page.locator("#board")).to_have_attribute("aria-label", "The board")
    page.click("#lang-switch button[data-lang=de]")
    expect(slider).to_have_attribute(
        "aria-label", "Zug der Wiederholung (Pfeiltasten gehen einen Zug, Pos1 und Ende springen)"
    )
    expect(page.locator("#board")).to_have_attribute("aria-label", "Das Spielbrett")
