"""The web table in a real browser: the lobby creates tables, people play whole games by
clicking, a phone-sized screen works, finished games replay, and a server restart is survived."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from tests.web.browser.lobby_page import create_table, created_links, lobby_at, set_players
from tests.web.browser.table_page import (
    ENABLED_MOVE,
    PHONE,
    RESULT,
    NewPage,
    click_a_decision,
    fits_width,
    play_to_end,
    sit_down,
    sqlite_server,
)
from tests.web.server import ServerProcess


def new_table(server: ServerProcess, seats: list[str], **extra: Any) -> dict[str, Any]:
    """Create an Empire Engine table through the API; the answer with its seat links."""
    body = {"game": "empire-engine", "players": len(seats), "seats": [{"kind": k} for k in seats]}
    table: dict[str, Any] = server.post("/api/tables", {**body, **extra})
    return table


def expect_result(page: Page, players: int) -> None:
    """The end of the game: winners named, one breakdown row per seat."""
    expect(page.locator(RESULT)).to_be_visible()
    expect(page.locator("#winners")).to_have_text(re.compile(r"^(Winner|Winners \(shared\)): "))
    expect(page.locator("#breakdown tbody tr")).to_have_count(players)
    expect(page.locator("#breakdown tr.winner")).not_to_have_count(0)
    expect(page.locator(ENABLED_MOVE)).to_have_count(0)


def test_lobby_table_with_two_people_and_two_bots_is_played_to_the_end(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    lobby = lobby_at(new_page(), server.base)
    expect(lobby.locator("#games")).to_contain_text("Empire Engine")
    # Games are listed by name, so Empire Engine is not the first one: choose it.
    lobby.select_option("#game", "empire-engine")
    # A refused table says why, next to the form.
    set_players(lobby, 3)
    lobby.click("#options-box summary")  # the options are folded away until opened
    lobby.check("#opt-teams")
    lobby.click("#create-button")
    expect(lobby.locator("#create-error")).to_contain_text("4 players")
    lobby.uncheck("#opt-teams")

    create_table(lobby, ["human", "heuristic", "human", "heuristic"], seed=11)
    # The creator sits at the first person's seat (the default of "My seat"): its link holds
    # no secret. The other person's seat has a claim link to send.
    created = created_links(lobby, invites=1)
    table_id, mine, (claim_link,) = created.table_id, created.mine, created.invites
    assert mine.endswith(f"/t/{table_id}")
    assert re.search(rf"/t/{table_id}#claim=[\w-]{{32}}$", claim_link), claim_link
    # The creator keeps their own seat: the table is listed under "Tables I created".
    expect(lobby.locator("#list-mine")).to_contain_text(table_id)
    expect(lobby.locator(f"#list-open li[data-table='{table_id}']")).to_be_visible()
    stored = lobby.evaluate("() => JSON.stringify(localStorage)")
    assert claim_link.rsplit("=", 1)[1] not in stored, "the lobby keeps no claim link"

    ada = sit_down(lobby.context.new_page(), mine, "Ada")
    expect(ada.locator("#status-text")).to_have_text(re.compile("Waiting for everybody"))
    bo = sit_down(new_page(), claim_link, "Bo")
    watcher = new_page()
    watcher.goto(created.spectate)
    expect(watcher.locator("#status-text")).to_contain_text("You are watching")
    expect(ada.locator("#seats .seat[data-seat='2'] .seat-name")).to_have_text("Bo")

    played = play_to_end([ada, bo], random.Random(4))

    # In a decision everybody makes at once, who has chosen shows (this seeded game has some).
    assert played.saw_chosen > 0

    for page in (ada, bo, watcher):
        expect_result(page, 4)
    expect(watcher.locator("#decisions")).to_be_hidden()
    expect(ada.locator("#log li").last).to_contain_text("Game over")
    ada.screenshot(path=str(artifacts / "four-players-seat1.png"), full_page=True)
    bo.screenshot(path=str(artifacts / "four-players-seat3.png"), full_page=True)
    watcher.screenshot(path=str(artifacts / "four-players-spectator.png"), full_page=True)

    lobby.reload()
    finished = lobby.locator(f"#list-finished li[data-table='{table_id}']")
    expect(finished).to_be_visible()
    expect(finished.locator("a.replay")).to_have_attribute("href", f"/t/{table_id}#replay")


def test_two_people_play_a_whole_game_and_replay_it(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    table = new_table(server, ["human", "human"], seed=3)
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    bo = sit_down(new_page(), table["invites"][1]["link"], "Bo")
    # The claim code left the address bar, and a reload keeps the seat.
    assert "claim" not in ada.url
    ada.reload()
    ada.wait_for_selector("body[data-connection=open]")
    expect(ada.locator("#seats .seat.is-me .seat-name")).to_have_text("Ada")

    played = play_to_end([ada, bo], random.Random(2))
    clicks = played.clicks

    assert clicks >= 2 * 2 + 7 * 2  # both engines in round one, then at least a gear a round
    for page in (ada, bo):
        expect_result(page, 2)
    ada.screenshot(path=str(artifacts / "two-players-seat1.png"), full_page=True)
    bo.screenshot(path=str(artifacts / "two-players-seat2.png"), full_page=True)

    # Replay, from the seat's point of view: step forward and back through every move.
    ada.click("#replay-toggle")
    ada.wait_for_selector("body[data-replay-ply='0']")
    plies = int(ada.locator("#replay-slider").get_attribute("max") or 0)
    assert plies >= clicks
    expect(ada.locator("#replay-at")).to_have_text(f"Move 0 of {plies}")
    expect(ada.locator(".ee-round-text strong")).to_have_text("Round 1 of 8")
    expect(ada.locator(".ee-card.ee-in-hand")).to_have_count(4)  # nothing placed yet
    ada.click("#replay-next")
    ada.wait_for_selector("body[data-replay-ply='1']")
    expect(ada.locator("#replay-events")).to_contain_text("moved")
    ada.click("#replay-next")
    ada.wait_for_selector("body[data-replay-ply='2']")
    ada.click("#replay-prev")
    ada.wait_for_selector("body[data-replay-ply='1']")
    ada.click("#replay-last")
    ada.wait_for_selector(f"body[data-replay-ply='{plies}']")
    expect(ada.locator(".ee-phase")).to_have_text("Game over")
    expect(ada.locator("#replay-next")).to_be_disabled()
    ada.locator("#replay-slider").fill(str(plies // 2))
    ada.wait_for_selector(f"body[data-replay-ply='{plies // 2}']")
    ada.click("#replay-first")
    ada.wait_for_selector("body[data-replay-ply='0']")
    expect(ada.locator("#replay-prev")).to_be_disabled()
    ada.screenshot(path=str(artifacts / "two-players-replay.png"), full_page=True)
    ada.click("#replay-toggle")
    expect(ada.locator(RESULT)).to_be_visible()

    # A spectator opens the replay link straight away.
    watcher = new_page()
    watcher.goto(f"{server.base}/t/{table['id']}#replay")
    watcher.wait_for_selector("body[data-replay-ply='0']")
    watcher.click("#replay-last")
    watcher.wait_for_selector(f"body[data-replay-ply='{plies}']")


def test_a_phone_sized_screen_shows_everything_and_plays(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    phone = {"viewport": PHONE, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}
    lobby = lobby_at(new_page(**phone), server.base)
    assert fits_width(lobby)

    table = new_table(server, ["human", "heuristic"], seed=5, options={"rounds": 2})
    page = sit_down(new_page(**phone), table["invites"][0]["link"], "Ada")
    assert fits_width(page)
    for _ in range(3):  # both engines, then the first gear: never laid by the rules alone
        page.wait_for_selector(ENABLED_MOVE)
        assert click_a_decision(page, random.Random(1))
        assert fits_width(page)
    page.locator("#rules-panel summary").click()
    expect(page.locator("#rules h2").first).to_have_text("Empire Engine in brief")
    assert fits_width(page)

    # German, for the page, the board, the log and the rules.
    page.click(".lang-button[data-lang=de]")
    expect(page.locator("#log li").first).to_have_text(re.compile("^Runde 1 beginnt"))
    expect(page.locator(".ee-round-text strong")).to_have_text(re.compile("^Runde"))
    expect(page.locator("#rules h2").first).to_have_text("Empire Engine in Kürze")
    assert fits_width(page)

    play_to_end([page], random.Random(1))
    expect(page.locator("#winners")).to_have_text(re.compile("^(Sieg|Geteilter Sieg): "))
    assert fits_width(page)
    page.screenshot(path=str(artifacts / "phone-end.png"), full_page=True)


def test_the_page_reconnects_after_a_server_restart_and_play_goes_on(
    tmp_path: Path, new_page: NewPage, artifacts: Path
) -> None:
    server = sqlite_server(tmp_path / "data").start()
    try:
        table = new_table(server, ["human", "heuristic"], seed=8, options={"rounds": 3})
        page = sit_down(new_page(), table["invites"][0]["link"], "Ada")
        play_to_end([page], random.Random(3), moves=3)
        page.wait_for_selector(ENABLED_MOVE)

        server.kill()
        expect(page.locator("#banner")).to_be_visible()
        expect(page.locator("#banner")).to_have_text("Connection lost. Reconnecting…")
        expect(page.locator(ENABLED_MOVE)).to_have_count(0)

        server.start()  # the same port and database
        expect(page.locator("#banner")).to_be_hidden(timeout=20_000)
        page.wait_for_selector(ENABLED_MOVE)  # the decision it owed is still asked for
        play_to_end([page], random.Random(3))
        expect_result(page, 2)
        page.screenshot(path=str(artifacts / "reconnected-end.png"), full_page=True)
    finally:
        server.stop()


def test_games_without_their_own_drawing_get_a_readable_outline(
    server: ServerProcess, new_page: NewPage
) -> None:
    page = lobby_at(new_page(), server.base)
    text = page.evaluate(
        """async () => {
            const view = await import("/static/generic-view.js");
            const box = document.createElement("div");
            document.body.append(box);
            const state = {view: {round: 2, piles: [{coins: 3}, {coins: 0}], secret: null}};
            view.render(box, state, {lang: "en", names: ["Ada", "Bo"], legal: []});
            return box.innerText;
        }"""
    )
    for shown in ("seats", "Ada, Bo", "round", "2", "coins", "3", "secret", "—"):
        assert shown in text
