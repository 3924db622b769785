"""The coach's review in a real browser: a person plays a whole Empire Engine game against a
bot, opens the replay and asks for the review of their own decisions; the key decisions are
marked on the slider and listed with their why, in English and in German (no English word on
the German page), and a click jumps the replay to one. A spectator of the same table gets no
review."""

from __future__ import annotations

import random
from pathlib import Path

from playwright.sync_api import Page, expect

from empires.bots.coach_words import WORDS
from tests.web.browser.table_page import NewPage, play_to_end, sit_down
from tests.web.server import ServerProcess
from tests.web.word_checks import all_texts, by_language, english_only, english_words_in

#: A whole review at the hard level: a few seconds of search, and a worker to start first.
REVIEW_MS = 120_000


def finished_game(server: ServerProcess, new_page: NewPage) -> tuple[Page, str]:
    """Ada's page after she played a 2-player Empire Engine game against the heuristic bot."""
    body = {"game": "empire-engine", "players": 2, "seed": 21}
    table = server.post(
        "/api/tables", {**body, "seats": [{"kind": "human"}, {"kind": "heuristic"}]}
    )
    page = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    play_to_end([page], random.Random(4))
    return page, table["id"]


def english_words(page: Page) -> set[str]:
    """The words only English texts have: the pages' strings, the games' and the coach's."""
    strings = page.evaluate(
        "async () => { const i18n = await import('/static/i18n.js');"
        " return { en: i18n.catalog('en'), de: i18n.catalog('de') }; }"
    )
    return english_only([*all_texts(strings), *by_language(WORDS)])


def test_a_player_reviews_their_decisions_in_the_replay_in_english_and_german(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    page, table_id = finished_game(server, new_page)
    page.click("#replay-toggle")
    page.wait_for_selector("body[data-replay-ply='0']")
    button = page.locator("#review-button")
    expect(button).to_have_text("Review my decisions")
    button.click()
    page.wait_for_selector("body[data-review='done']", timeout=REVIEW_MS)
    expect(page.locator("#review-title")).to_have_text(
        "The coach's review of Ada (hard search, from your own view)"
    )
    keys = page.locator("#review-key li")
    count = keys.count()
    assert count >= 1, "random clicks make some decision the search rates much lower"
    expect(page.locator("#review-marks .review-mark")).to_have_count(count)
    first = keys.first
    number = int(first.get_attribute("data-number") or 0)
    expect(first.locator(".review-why")).to_contain_text("Better: ")
    # Names, not numbers: the moves are named as the choices named them, no JSON in sight.
    said = page.locator("#review").inner_text()
    assert "{" not in said and '"' not in said
    first.locator("button.review-jump").click()
    page.wait_for_selector(f"body[data-replay-ply='{number}']")
    here = page.locator("#review-here")
    expect(here).to_have_attribute("data-number", str(number))
    expect(here).to_contain_text(f"Move {number}, you played: ")
    expect(here).to_contain_text("The search prefers ")
    expect(page.locator(f"#review-marks .review-mark[data-number='{number}']")).to_have_class(
        "review-mark current"
    )
    page.screenshot(path=str(artifacts / "review-en.png"), full_page=True)
    # A mark on the slider jumps too.
    last = page.locator("#review-marks .review-mark").last
    other = int(last.get_attribute("data-number") or 0)
    last.click()
    page.wait_for_selector(f"body[data-replay-ply='{other}']")

    page.click("#lang-switch button[data-lang=de]")
    expect(page.locator("#review-title")).to_have_text(
        "Rückschau des Trainers auf Ada (Suche „schwer“, aus deiner eigenen Sicht)"
    )
    expect(page.locator("#review-key li").first.locator(".review-why")).to_contain_text("Besser: ")
    page.locator("#review-key li button.review-jump").first.click()
    page.wait_for_selector(f"body[data-replay-ply='{number}']")
    expect(page.locator("#review-here")).to_contain_text(f"Zug {number}, du hast gespielt: ")
    german = page.locator("#review").inner_text()
    names = ["Ada", *(page.locator("#seats .seat-name").all_inner_texts())]
    assert english_words_in(german, english_words(page), names) == [], german
    page.screenshot(path=str(artifacts / "review-de.png"), full_page=True)

    # Asked again after a reload: the stored review at once, without asking.
    page.reload()
    page.click("#replay-toggle")
    page.wait_for_selector("body[data-review='done']", timeout=10_000)

    # A spectator of the table gets no review to ask for.
    watcher = new_page()
    watcher.goto(f"{server.base}/t/{table_id}#replay")
    watcher.wait_for_selector("body[data-replay-ply='0']")
    expect(watcher.locator("#review")).to_be_hidden()
    expect(watcher.locator("#review-button")).to_have_count(0)
