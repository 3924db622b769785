"""Empire Engine explains itself at the web table (issue 18): two people play a whole game by
clicking; every decision names what it acts on and says its cost, a wasting choice warns, every
kind of thing on the board has a tooltip, a seat's own move is logged once, an engine not yet
placed looks unlike one face down, and the end table is in English and in German."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.web.browser.table_page import (
    ENABLED_MOVE,
    RESULT,
    NewPage,
    fits_width,
    is_over,
    sit_down,
    wait_for_progress,
)
from tests.web.server import ServerProcess

#: The numbers a decision may show: a gear's value, a count of cubes, a gain ("+2").
NUMBERS = re.compile(
    r"\d-gear|\der-Zahnrad|\+\d|\d (soldier|good|invention|cube|Soldat|Ware|Erfindung|Würfel)"
)
#: Each kind of thing on the board, by its selector: each must carry a tooltip.
BOARD = {
    "engine card": ".ee-card",
    "action on an edge": ".ee-edge",
    "engine name": ".ee-engine-name",
    "pile": ".ee-pile",
    "cube stack": ".ee-stack",
    "round track": ".ee-track",
    "badge": ".ee-badge",
    "overview": ".ee-glance",
    "placement at a glance": ".ee-placed",
}


def decisions(page: Page) -> list[str]:
    return [text.strip() for text in page.locator(ENABLED_MOVE).all_inner_texts()]


def check_decisions(page: Page) -> None:
    """Every label names things (no bare index) and a costly choice says what it costs."""
    for text in decisions(page):
        assert not re.search(r"\d", NUMBERS.sub("", text)), text
        if "to Attack" in text or "Attack on top" in text:
            assert "for 1 soldier" in text, text
        boost = re.search(r"with an? (\w+) on it", text)
        if boost:
            assert boost.group(1) in ("soldier", "good"), text


def tooltips_missing(page: Page) -> list[str]:
    """The kinds of board element present without a tooltip on every one of them."""
    missing = []
    for kind, selector in BOARD.items():
        found = page.locator(f"#board {selector}")
        titled = page.locator(f"#board {selector}[title]")
        if found.count() and titled.count() != found.count():
            missing.append(kind)
    return missing


def click(page: Page, text: str) -> None:
    page.locator(ENABLED_MOVE).filter(has_text=text).first.click()


def test_a_whole_game_explains_every_decision(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    started = time.monotonic()
    table = server.new_table(["human", "human"], options={"start_player": 0}, seed=8)
    ada = sit_down(
        new_page(viewport={"width": 1280, "height": 800}), table["invites"][0]["link"], "Ada"
    )
    bo = sit_down(new_page(), table["invites"][1]["link"], "Bo")

    # Round one, Ada first: the right engine with Attack on top, which costs a soldier.
    ada.wait_for_selector(ENABLED_MOVE)
    check_decisions(ada)
    # Bo's engines are still in hand: an empty place, not a card back.
    expect(ada.locator(".ee-empire[data-seat='1'] .ee-in-hand")).to_have_count(2)
    expect(ada.locator(".ee-empire[data-seat='1'] .ee-back")).to_have_count(0)
    click(ada, "right engine: Attack on top: attacks Bo, for 1 soldier")
    # Ada's own placement is in her log once: her full account, not the public line too.
    expect(ada.locator("#log li").last).to_have_text(
        "You placed your right engine with Attack on top."
    )
    expect(ada.locator("#log li", has_text="Ada places")).to_have_count(0)
    expect(bo.locator("#log li", has_text="Ada places the right engine face down.")).to_have_count(
        1
    )
    # Bo sees Ada's right engine face down (its back), her left one still in hand.
    expect(bo.locator(".ee-empire[data-seat='0'] .ee-back")).to_have_count(1)
    expect(bo.locator(".ee-empire[data-seat='0'] .ee-in-hand")).to_have_count(1)
    bo.wait_for_selector(ENABLED_MOVE)
    click(bo, "left engine: Arm on top")
    bo.wait_for_selector(ENABLED_MOVE)
    click(bo, "right engine: Defend on top")

    # Ada's second engine: a second Attack with her one soldier makes both fail; it warns.
    ada.wait_for_selector(ENABLED_MOVE)
    check_decisions(ada)
    warned = ada.locator(f"{ENABLED_MOVE}.warned", has_text="left engine: Attack on top")
    expect(warned.locator(".choice-warning")).to_have_text(re.compile("both fail"))
    expect(ada.locator(f"{ENABLED_MOVE}.warned")).to_have_count(1)  # only that one wastes
    # On the board too: the Attack edge of the left engine is marked, its tooltip says why.
    edge = ada.locator(
        ".ee-empire[data-seat='0'] .ee-engine-L button.ee-pick[data-action='attack']"
    )
    expect(edge).to_have_class(re.compile("ee-warned"))
    expect(edge).to_have_attribute("title", re.compile("both fail"))
    expect(ada.locator(".ee-empire[data-seat='0'] .ee-warned")).to_have_count(1)
    assert not tooltips_missing(ada), tooltips_missing(ada)
    ada.screenshot(path=str(artifacts / "engine-round-one-warning.png"), full_page=True)
    bo.screenshot(path=str(artifacts / "engine-round-one-face-down.png"), full_page=True)
    click(ada, "left engine: Arm on top")

    # The rest of the game: every decision checked, every board element with its tooltip.
    rng, kinds_seen = random.Random(3), set()
    while not (is_over(ada) and is_over(bo)):
        assert time.monotonic() - started < 60, "the game took more than a minute"
        acted = False
        for page in (ada, bo):
            if not page.locator(ENABLED_MOVE).count():
                continue
            check_decisions(page)
            assert not tooltips_missing(page), tooltips_missing(page)
            kinds_seen |= {k for k, sel in BOARD.items() if page.locator(f"#board {sel}").count()}
            if page.locator("#board .ee-gear").count():
                kinds_seen.add("gear")
                expect(page.locator("#board .ee-gear").first).to_have_attribute(
                    "title", re.compile("gear")
                )
            buttons = page.locator(ENABLED_MOVE)
            try:
                buttons.nth(rng.randrange(buttons.count())).click(timeout=2_000)
                acted = True
            except Exception:  # a new position replaced the buttons: look again
                continue
        if not acted:
            wait_for_progress([ada, bo])
    assert set(BOARD) | {"gear"} <= kinds_seen, kinds_seen

    # The end table: every column named in English, then in German, and it fits the page.
    expect(ada.locator(RESULT)).to_be_visible()
    heads = ada.locator("#breakdown thead th")
    english = heads.all_inner_texts()
    assert {"soldiers", "goods", "inventions"} <= set(english), english
    assert not any("_" in head for head in english), english
    assert fits_width(ada)
    ada.click("#lang-switch button[data-lang=de]")
    expect(ada.locator("#breakdown thead th", has_text="Erfindungen").first).to_be_visible()
    german = heads.all_inner_texts()
    assert {"Soldaten", "Waren", "Erfindungen", "Wertungsbereich"} <= set(german), german
    assert not set(german) & {"soldiers", "goods", "inventions", "score pile"}, german
    box = ada.locator(".breakdown-wrap")
    assert box.evaluate("(node) => node.scrollWidth <= node.clientWidth + 1"), (
        "the end table overflows"
    )
    ada.screenshot(path=str(artifacts / "engine-end-de.png"), full_page=True)
    expect(ada.locator(".ee-edge[title]").first).to_have_attribute(
        "title",
        re.compile(
            "[äöüß]|Angriff|Maschine|Bewaffnung|Bergung|Produktion|Erfindung|Verteidigung|Export"
        ),
    )
