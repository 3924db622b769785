"""Empire V8.5 at the web table in a real browser: a 3-player table played to the end by a
person who lays tiles and places workers by clicking the map, and a German page."""

from __future__ import annotations

import random
import re
import time
from collections import Counter
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from tests.web.browser.table_page import (
    ENABLED_MOVE,
    RESULT,
    NewPage,
    is_over,
    sit_down,
    wait_for_progress,
)
from tests.web.served import played_moves
from tests.web.server import ServerProcess

CELL = "#board .v85-cell.v85-pick"
CHOICE = "#board .v85-choice"
HAND_TILE = "#board .v85-hand-tile:enabled"
EMPLOY_OR_BUY = re.compile(r"^\s*(employ|buy) ")


def new_table(server: ServerProcess, seats: list[str], **extra: Any) -> dict[str, Any]:
    body = {"game": "empire-v85", "players": len(seats), "seats": [{"kind": k} for k in seats]}
    table: dict[str, Any] = server.post("/api/tables", {**body, **extra})
    return table


def click_on_the_map(page: Page, rng: random.Random, cells: Counter[str]) -> str | None:
    """One step of play the way a person at this table would: a choice under the map, a cell of
    the map (counted in ``cells`` by its name, e.g. ``E5``), a tile of the hand, or else a
    button for employing or buying. Returns what was clicked, or None if nothing could be
    clicked now."""
    for selector, what in ((CHOICE, "choice"), (CELL, "cell"), (HAND_TILE, "hand")):
        found = page.locator(selector)
        count = found.count()
        if count:
            try:
                # One element for both: a locator would find its element anew for the click,
                # and after a new position that may be another cell than the one named.
                target = found.nth(rng.randrange(count)).element_handle(timeout=2_000)
                name = target.get_attribute("data-cell")
                target.click(timeout=2_000)
            except PlaywrightError:
                return None
            if name is not None:
                cells[name] += 1
            return what
    # Only employing and buying go by buttons: the list of moves also offers the placements,
    # and shows them a moment before the map does, but a person here places on the map.
    buttons = page.locator(ENABLED_MOVE).filter(has_text=EMPLOY_OR_BUY)
    if buttons.count():
        try:
            buttons.nth(rng.randrange(buttons.count())).click(timeout=2_000)
        except PlaywrightError:
            return None
        return "button"
    return None


#: A number in a decision's words is a cell (``E5``) or a count of something named after it.
BARE_NUMBER = re.compile(r"(?<![A-I])\b\d+\b(?! ?[A-Za-zÄÖÜäöüß])")
BOT_NAME = re.compile(r"Bot \d+ \(\w+\)")
#: Every decision's words seen, and how many of them carried a cost or a warning.
SEEN: dict[str, set[str]] = {"labels": set(), "costly": set(), "warned": set()}


def read_decisions(page: Page) -> None:
    """Note the words of the decisions on the page now: the list's buttons and the map's."""
    found = page.evaluate(
        """() => [...document.querySelectorAll('#decision-buttons .choice-text, #board .v85-choice')]
        .map((b) => [b.textContent, !!b.closest('.warned, .v85-warned')])"""
    )
    for text, warned in found:
        SEEN["labels"].add(text)
        if " for " in text:
            SEEN["costly"].add(text)
        if warned:
            SEEN["warned"].add(text)


def play_by_the_map(page: Page, rng: random.Random, seconds: float = 150) -> Counter[str]:
    """Play until the game is over; return how often each cell of the map was clicked."""
    cells: Counter[str] = Counter()
    deadline = time.monotonic() + seconds
    while not is_over(page):
        assert time.monotonic() < deadline, f"the game did not end within {seconds} s"
        read_decisions(page)
        if click_on_the_map(page, rng, cells) is None:
            wait_for_progress([page])
    return cells


def placements_of(server: ServerProcess, table_id: str, seat: int) -> Counter[str]:
    """The cells where ``seat`` laid a tile or placed a worker in the finished game, by name,
    counted (read move by move from the table's replay)."""
    placed: Counter[str] = Counter()
    for played in played_moves(server, table_id):
        move = played["move"]
        if played["seat"] == seat and move["type"] in ("place_tile", "place_worker"):
            placed[f"{chr(65 + move['x'])}{move['y'] + 1}"] += 1
    return placed


def test_a_three_player_table_is_played_to_the_end_by_clicking_the_map(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    table = new_table(server, ["human", "heuristic", "heuristic"], seed=7)
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    expect(ada.locator("#board .v85-grid")).to_be_visible()
    expect(ada.locator("#board .v85-grid .v85-town_center")).to_have_count(1)
    # The legend, who starts with more and why, and a tooltip on each kind of thing.
    expect(ada.locator("#board .v85-legend")).to_contain_text("Legend")
    expect(ada.locator("#board .v85-head-start")).to_contain_text("Head start")
    for thing in (
        ".v85-grid .v85-town_center",
        ".v85-card",
        ".v85-players-table td",
        ".v85-legend-item",
    ):
        assert ada.locator(f"#board {thing}").first.get_attribute("title"), thing
    clicked = play_by_the_map(ada, random.Random(5))
    expect(ada.locator(RESULT)).to_be_visible()
    # Every tile Ada laid and every worker she placed went down where she clicked the map (a
    # click may come too late to count, so a cell may have more clicks than placements).
    placed = placements_of(server, table["id"], 0)
    assert placed, "Ada placed nothing"
    assert not placed - clicked, f"placed without a click on the cell: {placed - clicked}"
    expect(ada.locator("#winners")).to_have_text(re.compile(r"^(Winner|Winners \(shared\)): "))
    expect(ada.locator("#breakdown tbody tr")).to_have_count(3)
    # The map at the end shows buildings with their owners' colours; every decision named what
    # it acts on, the costly ones said their cost, and a wasting one was marked.
    expect(ada.locator("#board .v85-building")).not_to_have_count(0)
    assert ada.locator("#board .v85-pawn, #board .v85-building").count()
    assert SEEN["labels"] and SEEN["costly"] and SEEN["warned"], SEEN
    # The bots' names ("Bot 2 (basic)") are the seats' names the page shows everywhere.
    bare = [text for text in SEEN["labels"] if BARE_NUMBER.search(BOT_NAME.sub("", text))]
    assert not bare, bare
    expect(ada.locator("#breakdown thead")).to_contain_text("Resources in all")
    ada.click("#lang-switch button[data-lang=de]")
    expect(ada.locator("#breakdown thead")).to_contain_text("Rohstoffe insgesamt")
    ada.screenshot(path=str(artifacts / "empire-v85-3p.png"), full_page=True)


def test_the_german_page_shows_the_map_and_the_city_in_german(
    server: ServerProcess, new_page: NewPage
) -> None:
    table = new_table(server, ["human", "heuristic", "heuristic"], seed=8)
    page = new_page(locale="de-DE")
    page.goto(table["invites"][0]["link"])
    page.fill("#name-input", "Ada")
    page.click("#name-form button[type=submit]")
    page.wait_for_selector("body[data-connection=open]")
    expect(page.locator("#board .v85-city")).to_contain_text("Stadt")
    expect(page.locator("#board .v85-head")).to_contain_text("Zug 1")
    expect(page.locator("#board .v85-legend")).to_contain_text("Legende")
    expect(page.locator("#board .v85-head-start")).to_contain_text("Vorsprung")
