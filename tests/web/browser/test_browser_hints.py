"""Hints in a real browser: the lobby's form offers them (off by default, never rated), a person
at an Empire Engine table with hints gets the search's preferred choice highlighted with its
why, and a table without hints shows no button and has its server refuse a hint message."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from tests.web.browser.lobby_page import create_table, created_links, lobby_at
from tests.web.browser.table_page import ENABLED_MOVE, NewPage, sit_down
from tests.web.server import ServerProcess

#: Send a hint message over a WebSocket of the page's own seat; the server's first answer to it.
RAW_HINT = """async (tableId) => {
  const seat = JSON.parse(sessionStorage.getItem(`empires.seat.${tableId}`));
  const ws = new WebSocket(`ws://${location.host}/ws/tables/${tableId}`);
  await new Promise((resolve) => ws.addEventListener("open", resolve));
  ws.send(JSON.stringify({ type: "hello", token: seat.token, lang: "en", name: "" }));
  const answer = new Promise((resolve) => ws.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "hint" || message.type === "error") resolve(message);
  }));
  ws.send(JSON.stringify({ type: "hint" }));
  const got = await answer;
  ws.close();
  return got;
}"""


def with_hints(server: ServerProcess, page: Page) -> Page:
    """A table made with the lobby's form, hints allowed: the creator at seat 1 against the
    heuristic bot, the page sitting there."""
    lobby = lobby_at(page, server.base)
    lobby.click("#clocks-box summary")
    allowed = lobby.locator("#hints-allowed")
    expect(allowed).not_to_be_checked()  # off unless the creator allows them
    expect(lobby.locator("[data-i18n=hints_setting]")).to_have_text("Allow hints")
    expect(lobby.locator("[data-i18n=hints_setting_help]")).to_contain_text("never rated")
    lobby.click("#lang-switch button[data-lang=de]")
    expect(lobby.locator("[data-i18n=hints_setting]")).to_have_text("Tipps erlauben")
    expect(lobby.locator("[data-i18n=hints_setting_help]")).to_contain_text("nie gewertet")
    lobby.click("#lang-switch button[data-lang=en]")
    allowed.check()
    lobby.fill("#seed", "12")  # the box is open already (create_table would fold it away)
    create_table(lobby, ["human", "heuristic"], my_seat=0)
    return sit_down(page, created_links(lobby, 0).mine, "Ada")


def test_a_person_gets_a_hint_with_the_preferred_choice_highlighted(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    page = with_hints(server, new_page())
    expect(page.locator("#settings")).to_contain_text("Hints allowed (never rated)")
    expect(page.locator(ENABLED_MOVE).first).to_be_visible()
    ply = page.locator("body").get_attribute("data-ply")
    button = page.locator("#hint-button")
    expect(button).to_have_text("Hint")
    button.click()
    why = page.locator("#hint-text")
    # The first hint may wait for a bot worker to start.
    expect(why).to_contain_text("The search (medium) prefers: ", timeout=60_000)
    expect(why).to_contain_text("chance of first place")
    hinted = page.locator("#decision-buttons .hinted")
    expect(hinted).to_have_count(1)
    preferred = hinted.locator(".choice-text").inner_text()
    assert f"prefers: {preferred}, an estimated " in why.inner_text()
    assert page.locator("body").get_attribute("data-ply") == ply  # no move was made
    # docs/screenshots/hint-en.png is this one, copied by hand.
    page.screenshot(path=str(artifacts / "hint-en.png"), full_page=True)
    # In German: the button, and the next hint in German words.
    page.click("#lang-switch button[data-lang=de]")
    expect(button).to_have_text("Tipp")
    expect(page.locator("#settings")).to_contain_text("Tipps erlaubt (nie gewertet)")
    button.click()
    expect(why).to_contain_text("Die Suche (mittel) zieht vor: ")
    expect(why).to_contain_text("Maschine")  # the game's words in German too
    expect(why).not_to_contain_text("engine")
    expect(hinted).to_have_count(1)
    page.screenshot(path=str(artifacts / "hint-de.png"), full_page=True)
    # Playing the hinted choice moves the game on; the old hint goes with its decision.
    hinted.click()
    expect(page.locator("body")).not_to_have_attribute("data-ply", ply or "")


def test_without_hints_there_is_no_button_and_the_server_refuses(
    server: ServerProcess, new_page: NewPage
) -> None:
    table = server.new_table(["human", "heuristic"], seed=12)
    page = sit_down(new_page(), table["invites"][0]["link"], "Bob")
    expect(page.locator(ENABLED_MOVE).first).to_be_visible()
    expect(page.locator("#hint-button")).to_have_count(0)
    expect(page.locator("#hint-box")).to_be_hidden()
    refused: Any = page.evaluate(RAW_HINT, table["id"])
    assert refused == {
        "type": "error",
        "code": "hints_off",
        "message": "this table does not allow hints (its creator chose so)",
    }


def test_a_hint_for_a_number_to_pick_sets_its_number(
    server: ServerProcess, new_page: NewPage
) -> None:
    # Empire V8.5's first decision offers workers to employ as one number control.
    table = server.new_table(["human", "heuristic"], game="empire-v85", seed=3, hints=True)
    page = sit_down(new_page(), table["invites"][0]["link"], "Cy")
    expect(page.locator(ENABLED_MOVE).first).to_be_visible()
    page.click("#hint-button")
    why = page.locator("#hint-text")
    # The first hint may wait for a bot worker to start.
    expect(why).to_contain_text("The search (medium) prefers: ", timeout=60_000)
    hinted = page.locator("#decision-buttons .hinted")
    expect(hinted).to_have_count(1)
    # The outlined control plays the preferred move: a button saying it, or a number control
    # set to its number, whose button says it.
    preferred = hinted.locator(".choice-text").last.inner_text()
    assert f"prefers: {preferred}, an estimated " in why.inner_text()
