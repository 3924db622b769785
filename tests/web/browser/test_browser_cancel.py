"""The lobby's creator cancels a table that has not started, from "Tables I created"."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.web.browser.lobby_page import create_table, lobby_at
from tests.web.browser.table_page import NewPage
from tests.web.server import ServerProcess


def test_the_creator_cancels_a_waiting_table_from_the_lobby(
    server: ServerProcess, new_page: NewPage
) -> None:
    lobby = lobby_at(new_page(), server.base)
    table_id = create_table(lobby, ["human", "human"])
    expect(lobby.locator(f"#list-open li[data-table='{table_id}']")).to_be_visible()

    # Somebody else's browser has no owner token: no button to cancel with.
    stranger = lobby_at(new_page(), server.base)
    expect(stranger.locator(f"#list-open li[data-table='{table_id}']")).to_be_visible()
    expect(stranger.locator("button.cancel")).to_have_count(0)

    mine = lobby.locator("#list-mine li", has_text=table_id)
    lobby.once("dialog", lambda dialog: dialog.accept())
    mine.locator("button.cancel").click()
    expect(lobby.locator(".toast")).to_contain_text("cancelled")
    expect(lobby.locator(f"#list-open li[data-table='{table_id}']")).to_have_count(0)
    expect(mine.locator("button.cancel")).to_have_count(0)
    assert server.get(f"/api/tables/{table_id}")["status"] == "cancelled"
