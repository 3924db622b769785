"""Changing your mind in a real browser: a secret choice taken back before the reveal (the other
seat's log says so, without the choice) and no longer offered after it; a sequential move undone
with one click; screenshots of both buttons in English and German."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.web.browser.table_page import ENABLED_MOVE, NewPage, sit_down
from tests.web.server import ServerProcess


def two_people(server: ServerProcess, new_page: NewPage, game: str, seed: int) -> list[Page]:
    """Ada and Bob at a new two-person table of ``game``, each in a browser of their own, and a
    spectator's page."""
    table = server.new_table(["human", "human"], game=game, seed=seed)
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    bob = sit_down(new_page(), table["invites"][1]["link"], "Bob")
    watcher = new_page()
    watcher.goto(f"{server.base}/t/{table['id']}")
    watcher.wait_for_selector("body[data-connection=open]")
    for page in (ada, bob, watcher):
        expect(page.locator("body")).to_have_attribute("data-status", "running")
    return [ada, bob, watcher]


def german(page: Page, path: Path, button: str, text: str) -> None:
    """A screenshot of ``page`` in German once ``button`` says ``text``, and back to English."""
    page.click("#lang-switch button[data-lang=de]")
    expect(page.locator(button)).to_have_text(text)
    expect(page.locator("#status-text")).not_to_contain_text("Waiting")
    page.screenshot(path=str(path), full_page=True)
    page.click("#lang-switch button[data-lang=en]")
    expect(page.locator("#status-text")).not_to_contain_text("Wir warten")


def test_a_secret_choice_is_taken_back_before_the_reveal(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    ada, bob, watcher = two_people(server, new_page, "empire-v85", 5)
    take_back = ada.locator("#take-back-button")
    expect(take_back).to_be_hidden()
    chosen = ada.locator(ENABLED_MOVE).nth(1)
    withdrawn = chosen.inner_text()
    chosen.click()
    expect(take_back).to_have_text("Take back my choice")
    ada.screenshot(path=str(artifacts / "undo-take-back-en.png"), full_page=True)
    german(ada, artifacts / "undo-take-back-de.png", "#take-back-button", "Meine Wahl zurücknehmen")
    take_back.click()
    expect(take_back).to_be_hidden()
    expect(ada.locator(ENABLED_MOVE).first).to_be_visible()
    for page in (bob, watcher):
        expect(page.locator("#log li").last).to_have_text("Ada took back their choice.")
        # What Ada had chosen appears nowhere on the other pages.
        assert withdrawn not in page.locator("#log").inner_text()
    # Ada chooses again, Bob chooses last: the decision resolves and nothing can be taken back.
    ada.locator(ENABLED_MOVE).first.click()
    expect(take_back).to_be_visible()
    bob.locator(ENABLED_MOVE).first.click()
    expect(ada.locator("body")).to_have_attribute("data-ply", "4")
    expect(take_back).to_be_hidden()


def test_a_sequential_move_is_undone_with_one_click(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    ada, bob, watcher = two_people(server, new_page, "empire-engine", 7)
    expect(bob.locator(ENABLED_MOVE).first).to_be_visible()  # Bob starts
    bob.locator(ENABLED_MOVE).first.click()
    undo = bob.locator("#undo-button")
    expect(undo).to_have_text("Undo my move")
    expect(ada.locator("#undo-button")).to_have_count(0)
    bob.screenshot(path=str(artifacts / "undo-move-en.png"), full_page=True)
    german(bob, artifacts / "undo-move-de.png", "#undo-button", "Meinen Zug zurücknehmen")
    undo.click()
    expect(undo).to_have_count(0)
    for page in (ada, watcher):
        expect(page.locator("#log li").last).to_have_text("Bob took back a move.")
    expect(bob.locator(ENABLED_MOVE).first).to_be_visible()
    # Bob moves again and Ada answers: Bob's move stands, no undo is offered to him.
    bob.locator(ENABLED_MOVE).first.click()
    expect(ada.locator(ENABLED_MOVE).first).to_be_visible()
    ada.locator(ENABLED_MOVE).first.click()
    expect(ada.locator("#undo-button")).to_be_visible()
    expect(bob.locator("#undo-button")).to_have_count(0)
