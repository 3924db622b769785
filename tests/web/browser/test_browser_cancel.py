"""The lobby's creator cancels a table that has not started, from "Tables I created"."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.web.browser.table_page import NewPage
from tests.web.server import ServerProcess


def test_the_creator_cancels_a_waiting_table_from_the_lobby(
    server: ServerProcess, new_page: NewPage
) -> None:
    lobby = new_page()
    lobby.goto(server.base + "/")
    lobby.wait_for_selector("body[data-ready]")
    lobby.select_option("#game", "empire-engine")
    lobby.fill("#players", "2")
    lobby.dispatch_event("#players", "input")
    for seat in range(2):
        lobby.select_option(f"#seat-{seat}", "human")
    lobby.click("#create-button")
    expect(lobby.locator("#created")).to_be_visible()
    table_id = lobby.locator("#created").get_attribute("data-table")
    expect(lobby.locator(f"#list-open li[data-table='{table_id}']")).to_be_visible()

    # Somebody else's browser has no owner token: no button to cancel with.
    stranger = new_page()
    stranger.goto(server.base + "/")
    stranger.wait_for_selector("body[data-ready]")
    expect(stranger.locator(f"#list-open li[data-table='{table_id}']")).to_be_visible()
    expect(stranger.locator("button.cancel")).to_have_count(0)

    mine = lobby.locator("#list-mine li", has_text=table_id or "")
    lobby.once("dialog", lambda dialog: dialog.accept())
    mine.locator("button.cancel").click()
    expect(lobby.locator(".toast")).to_contain_text("cancelled")
    expect(lobby.locator(f"#list-open li[data-table='{table_id}']")).to_have_count(0)
    expect(mine.locator("button.cancel")).to_have_count(0)
    assert server.get(f"/api/tables/{table_id}")["status"] == "cancelled"
