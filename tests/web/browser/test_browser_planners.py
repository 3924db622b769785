"""Empire Planners in a real browser: the game's own drawing (city blocks, factories with rail
links, action cards, pollution track), moves played by clicking the board, and a solo game
against Archie Indus clicked through to the end; then the same game read as a newcomer reads
it: every decision names what it acts on (no bare index) and says its price in dollars, a
factory is bought through its number of Profit (clicking the factory only picks that control),
every kind of piece has a tooltip, an icon that would do nothing carries a warning, and the
end table is in English and then in German."""

from __future__ import annotations

import random
import re
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.web.browser.table_page import (
    NewPage,
    click_a_decision,
    decisions,
    play_to_end,
    sit_down,
)
from tests.web.server import ServerProcess


def solo_table(server: ServerProcess, page: Page) -> Page:
    """Ada alone against Archie Indus (basic level, seed 8), seated and drawn."""
    body = {
        "game": "empire-planners",
        "players": 1,
        "seats": [{"kind": "human"}],
        "options": {"level": "basic"},
        "seed": 8,
    }
    table = server.post("/api/tables", body)
    page = sit_down(page, table["invites"][0]["link"], "Ada")
    page.wait_for_selector(".ep-board")
    return page


def test_a_solo_game_is_drawn_clicked_on_the_board_and_played_to_the_end(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    page = solo_table(server, new_page())
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


BARE_INDEX = re.compile(r"\b(card|slot|die) \d|\[\d\]")
#: Decisions that cost money, by how they start.
COSTLY = re.compile(r"^(Build (?!nothing)|Reroll |Take the |Pay |Produce |Upgrade .* for )")
#: One element of each kind on the board, each of which must carry a tooltip.
TIPPED = (
    ".ep-years",
    ".ep-pollution",
    ".ep-market",
    ".ep-site .ep-kind",
    ".ep-site .ep-top",
    ".ep-site .ep-free",
    ".ep-factory",
    ".ep-factory .ep-track",
    ".ep-factory .ep-rail",
    ".ep-icon",
    ".ep-planner .ep-money span",
)


def check_decisions(page: Page) -> tuple[int, bool]:
    """Check the labels of the decision shown: no bare index, dollars on every costly one.
    Returns how many costly labels it saw and whether a warning was shown."""
    panel = page.locator("#decision-buttons")
    labels = panel.locator("button.move .choice-text, .choice-group").all_inner_texts()
    costly = 0
    for label in labels:
        assert not BARE_INDEX.search(label), label
        if COSTLY.match(label):
            assert re.search(r"\$\d", label), label
            costly += 1
    warned = panel.locator(".choice-warning:visible").count() + page.locator(".ep-warn").count()
    return costly, warned > 0


def buy_through_the_number(page: Page) -> bool:
    """Click a factory for sale: nothing is paid, its payment control gets the focus (the
    Profit field, or its button when there are only one or two ways to pay); then pay with
    the control. True if it was a number field."""
    ply = page.get_attribute("body", "data-ply")
    factory = page.locator(".ep-factory.ep-buyable").first
    name = factory.locator("strong").inner_text()
    factory.click()
    focused = page.locator("#decision-buttons :focus")
    expect(focused).to_have_count(1)
    assert page.get_attribute("body", "data-ply") == ply  # nothing was played
    group = page.locator("#decision-buttons .move-group.ep-paying")
    number = group.count() > 0
    if number:
        expect(group.locator("input.choice-amount")).to_be_focused()
        group.locator(".choice-quick").first.click()  # the least Profit allowed
        focused = group.locator("button.move")
    label = focused.inner_text()
    assert name in label and re.search(r"\$\d", label), label
    focused.click()
    page.wait_for_function(f"() => document.body.dataset.ply !== {ply!r}")
    return number


def test_a_solo_game_clicked_to_the_end_reads_in_names_and_dollars(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    page = solo_table(server, new_page(viewport={"width": 1280, "height": 800}))
    for selector in TIPPED:
        title = page.locator(selector).first.get_attribute("title")
        assert title and len(title) > 5, selector
    assert "highest" in (page.locator(".ep-top").first.get_attribute("title") or "")

    rng, costly, warned, bought, numbers = random.Random(3), 0, False, 0, 0
    for _ in decisions(page):
        seen, warning = check_decisions(page)
        costly, warned = costly + seen, warned or warning
        if page.locator(".ep-factory.ep-buyable").count():
            numbers += buy_through_the_number(page)
            bought += 1
            continue
        # Prefer building an Industrial site, to meet the factory purchase.
        industrial = page.locator(".ep-site.ep-pick:has-text('Industrial')")
        if industrial.count():
            industrial.first.click()
            continue
        click_a_decision(page, rng)
    assert bought and numbers and costly > 10 and warned

    # The end: names and words, in English, then in German.
    expect(page.locator(".ep-head-text")).to_contain_text("Game over")
    head = page.locator("#breakdown thead")
    expect(head).to_contain_text("Residential")
    expect(head).to_contain_text("Town Halls")
    expect(page.locator("#breakdown tbody tr[data-seat=rules] th")).to_have_text("Archie Indus")
    page.screenshot(path=str(artifacts / "planners-words-end-en.png"), full_page=True)
    page.locator(".lang-button[data-lang=de]").click()
    expect(page.locator(".ep-head-text")).to_contain_text("Spielende")
    expect(head).to_contain_text("Wohnhäuser")
    expect(head).to_contain_text("Rathäuser")
    assert "Residential" not in head.inner_text()
    page.screenshot(path=str(artifacts / "planners-words-end-de.png"), full_page=True)
