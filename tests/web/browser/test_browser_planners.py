"""Empire Planners in a real browser: the game's own drawing (city blocks, factories with rail
links, action cards, pollution track), moves played by clicking the board, and a solo game
against Archie Indus clicked through to the end."""

from __future__ import annotations

import random
import re
from pathlib import Path

from playwright.sync_api import expect

from tests.web.browser.table_page import NewPage, play_to_end, sit_down
from tests.web.server import ServerProcess


def test_a_solo_game_is_drawn_clicked_on_the_board_and_played_to_the_end(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    body = {
        "game": "empire-planners",
        "players": 1,
        "seats": [{"kind": "human"}],
        "options": {"level": "basic"},
        "seed": 8,
    }
    table = server.post("/api/tables", body)
    page = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    page.wait_for_selector(".ep-board")
    expect(page.locator(".ep-block")).to_have_count(6)
    expect(page.locator(".ep-site")).to_have_count(36)
    expect(page.locator(".ep-smog")).to_have_count(14)
    expect(page.locator(".ep-planner")).to_contain_text(["Ada", "Archie Indus"])
    expect(page.locator(".ep-factory .ep-link").first).to_be_visible()
    expect(page.locator(".ep-icon")).to_have_count(8)
    page.screenshot(path=str(artifacts / "planners-solo-start.png"), full_page=True)

    # Building by clicking a site of the city (legal builds are marked clickable).
    expect(page.locator(".ep-owned")).to_have_count(0)
    sites = page.locator(".ep-site.ep-pick")
    expect(sites.first).to_be_visible()
    sites.first.click()
    expect(page.locator(".ep-owned").first).to_be_visible()

    play_to_end([page], random.Random(5), seconds=120)
    expect(page.locator(".ep-head-text")).to_contain_text("Game over")
    # The end names both players, Archie Indus with his row and points, and who won.
    archie = page.locator("#breakdown tbody tr[data-seat=rules]")
    expect(archie.locator("th")).to_have_text("Archie Indus")
    expect(archie.locator("td.total")).to_have_text(re.compile(r"^-?\d+$"))
    result = page.locator("#winners").inner_text()
    assert result in ("Winner: Ada", "Winner: Archie Indus", "Winners (shared): Ada, Archie Indus")
    winner_rows = page.locator("#breakdown tbody tr.winner th").all_inner_texts()
    assert ", ".join(winner_rows) == result.split(": ", 1)[1]
    page.screenshot(path=str(artifacts / "planners-solo-end.png"), full_page=True)
