"""Claim links in a real browser: the creator makes a table in the lobby and keeps only their own
seat; a second person opens the claim link, sits and plays; the creator opening the same link is
told the seat is taken (in English and German); and a holder leaves their seat to a bot."""

from __future__ import annotations

import random
import re
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.web.browser.table_page import RESULT, NewPage, play_to_end, sit_down
from tests.web.server import ServerProcess


def create_in_the_lobby(lobby: Page, base: str) -> tuple[str, str, str]:
    """A 2-person Empire Engine table made in the lobby, the creator at seat 1: the table id,
    the creator's own seat link and the claim link for seat 2."""
    lobby.goto(base + "/")
    lobby.wait_for_selector("body[data-ready]")
    lobby.select_option("#game", "empire-engine")
    lobby.fill("#players", "2")
    lobby.dispatch_event("#players", "input")
    for seat in range(2):
        lobby.select_option(f"#seat-{seat}", "human")
    lobby.select_option("#my-seat", "0")
    lobby.click("#clocks-box summary")  # folded away until opened
    lobby.fill("#seed", "21")
    lobby.click("#create-button")
    expect(lobby.locator("#created")).to_be_visible()
    spectate = lobby.locator("#created .spectate a.open-link").get_attribute("href") or ""
    table_id = spectate.rsplit("/", 1)[1]
    mine = lobby.locator("#created .mine a.open-link").get_attribute("href") or ""
    invite = lobby.locator("#created .invite a.open-link")
    expect(invite).to_have_count(1)
    return table_id, mine, invite.get_attribute("href") or ""


def test_a_claim_link_seats_one_browser_and_then_says_the_seat_is_taken(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    lobby = new_page()
    _, mine, claim_link = create_in_the_lobby(lobby, server.base)
    expect(lobby.locator("#created .mine .link-label")).to_have_text("Your seat 1")
    expect(lobby.locator("#created .invite .link-label")).to_have_text("Seat 2")
    lobby.screenshot(path=str(artifacts / "claims-lobby-created.png"), full_page=True)

    ada = sit_down(lobby.context.new_page(), mine, "Ada")
    expect(ada.locator("body")).to_have_attribute("data-seat", "0")
    bo = sit_down(new_page(), claim_link, "Bo")
    expect(bo.locator("body")).to_have_attribute("data-seat", "1")
    expect(bo.locator("#seats .seat.is-me .seat-name")).to_have_text("Bo")
    expect(ada.locator("#seats .seat[data-seat='1'] .seat-name")).to_have_text("Bo")
    assert "claim" not in bo.url
    play_to_end([ada, bo], random.Random(6), moves=6)

    # The creator's browser opens the link it sent: it keeps its own seat, uses no invitation,
    # and says so.
    again = lobby.context.new_page()
    again.goto(claim_link)  # the browser's name is known: it is not asked again
    notice = again.locator("#notice")
    expect(notice).to_contain_text("This browser already holds a seat at this table")
    again.wait_for_selector("body[data-connection=open]")
    expect(again.locator("body")).to_have_attribute("data-seat", "0")
    expect(again.locator("#seats .seat[data-seat='1'] .seat-name")).to_have_text("Bo")
    expect(again.locator("#seats .seat[data-seat='0'] .seat-name")).to_have_text("Ada")
    again.screenshot(path=str(artifacts / "claims-taken-en.png"), full_page=True)
    again.click(".lang-button[data-lang=de]")
    expect(notice).to_contain_text("Dieser Browser hat an diesem Tisch schon einen Platz")
    expect(again.locator("#seat-controls")).to_contain_text("Platz weitergeben")
    again.screenshot(path=str(artifacts / "claims-taken-de.png"), full_page=True)
    again.close()
    # One window acts for a seat at a time: the creator's first one watched meanwhile, and
    # takes the seat back with "Play here".
    expect(ada.locator("#play-here-button")).to_be_visible()
    ada.click("#play-here-button")
    expect(ada.locator("body")).to_have_attribute("data-seat", "0")

    # Bo is still Bo, everywhere: opening a table renames nobody.
    expect(bo.locator("#seats .seat.is-me .seat-name")).to_have_text("Bo")
    bo.screenshot(path=str(artifacts / "claims-bo-playing.png"), full_page=True)

    # Bo leaves the seat to the stand-in bot: Bo watches, the bot plays on with Ada.
    bo.once("dialog", lambda dialog: dialog.accept())
    bo.click("#leave-button")
    expect(bo.locator("#notice")).to_have_text(re.compile("A bot plays your seat now"))
    expect(bo.locator("#status-text")).to_contain_text("You are watching")
    expect(bo.locator("#seat-controls")).to_be_hidden()
    expect(ada.locator("#seats .seat[data-seat='1'] .seat-name")).to_have_text("Bot 2 (basic)")
    play_to_end([ada], random.Random(7))
    expect(ada.locator(RESULT)).to_be_visible()
    expect(bo.locator(RESULT)).to_be_visible()
    ada.screenshot(path=str(artifacts / "claims-end-ada.png"), full_page=True)
