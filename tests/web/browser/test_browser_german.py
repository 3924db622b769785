"""Every game's pages in German show no word of the English catalog that German lacks, and no
page says "1 <plural>" in either language (issue 18). A person's browser walks, per game: the
lobby with the game chosen (its options and bots unfolded), a table mid-game at the person's
decision, the end screen and the replay, each in English and in German. The games are seeded
bot games on a real server; the word sources are ours (tests/web/word_checks.py)."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Page

from empires.kernel.registry import get_game
from tests.web.browser.conftest import ARTIFACTS
from tests.web.browser.table_page import READY_OR_OVER, click_a_decision, wait_for_progress
from tests.web.server import ServerProcess
from tests.web.word_checks import (
    GAMES,
    all_texts,
    english_only,
    english_words_in,
    one_plurals,
    plural_forms,
)

SEED = 18
#: The person's decisions before the table counts as mid-game.
CLICKS = 4
#: Every text a page shows: its words, tooltips and labels, without code samples or the ids of
#: the tables it lists (a random id can hold a run of letters such as "-be-").
PAGE_TEXT = """() => {
  let text = document.body.innerText;
  for (const code of document.querySelectorAll("code")) text = text.replace(code.innerText, " ");
  for (const item of document.querySelectorAll("[data-table]")) text = text.split(item.dataset.table).join(" ");
  const said = [document.title, text];
  for (const el of document.querySelectorAll("[title], [aria-label], [placeholder]")) {
    if (el.closest("[hidden]")) continue;
    said.push(el.getAttribute("title") || "", el.getAttribute("aria-label") || "", el.getAttribute("placeholder") || "");
  }
  return said.join("\\n");
}"""


@pytest.fixture(scope="module")
def words_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server of its own: every game's bot table runs at once here."""
    folder = tmp_path_factory.mktemp("german-data")
    database = f"sqlite:///{folder / 'empires.sqlite3'}"
    caps = ["--tables-per-address-per-hour", "1000", "--bot-only-tables", "20"]
    process = ServerProcess(database, options=caps).start()
    yield process
    process.stop()


@pytest.fixture(scope="module")
def tables(words_server: ServerProcess) -> dict[str, dict[str, str]]:
    """Per game: a finished table of bots and a table of a person and bots, with its seat."""
    made = {}
    for game in GAMES:
        players = max(get_game(game).info.min_players, 2)
        bots = words_server.new_table(["heuristic"] * players, game, seed=SEED)
        seats = [{"kind": "human", "creator": True}] + [{"kind": "heuristic"}] * (players - 1)
        body = {"game": game, "players": players, "seats": seats, "seed": SEED}
        person = words_server.post("/api/tables", body)
        made[game] = {"bots": bots["id"], "person": person["id"], "token": person["seat"]["token"]}
    deadline = time.monotonic() + 60
    for entry in made.values():
        while words_server.get(f"/api/tables/{entry['bots']}")["status"] != "finished":
            assert time.monotonic() < deadline, "the bots did not finish their games in 60 s"
            time.sleep(0.2)
    return made


def open_in(browser: Browser, lang: str, seats: dict[str, object] | None = None) -> Page:
    """A page of a fresh browser in ``lang``, named Ada, holding ``seats``."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(15_000)
    stored = {"empires.lang": lang, "empires.name": "Ada", "empires.seats": json.dumps(seats or {})}
    context.add_init_script(
        f"Object.entries({json.dumps(stored)}).forEach(([k, v]) => localStorage.setItem(k, v))"
    )
    return context.new_page()


def shown(page: Page, where: str, table: str = "") -> tuple[str, str]:
    text = page.evaluate(PAGE_TEXT)
    return where, text.replace(table, " ") if table else text


def lobby_texts(page: Page, base: str, game: str) -> list[tuple[str, str]]:
    page.goto(base + "/")
    page.wait_for_selector("body[data-ready]")
    page.select_option("#game", game)
    for box in ("#bots-box", "#options-box", "#clocks-box"):
        page.click(f"{box} > summary")
    # The game's card (the cards stand in the order of the form's choices), its rules unfolded.
    index = page.evaluate(
        "(game) => [...document.querySelectorAll('#game option')].findIndex(o => o.value === game)",
        game,
    )
    page.locator("#games .game-card").nth(index).locator("button").click()
    page.wait_for_selector("#games .rules:not([hidden]) h2, #games .rules:not([hidden]) h3")
    page.wait_for_function("() => document.querySelector('#list-finished .table-item')")
    return [shown(page, "lobby")]


def table_texts(page: Page, base: str, entry: dict[str, str], play: bool) -> list[tuple[str, str]]:
    """The person's table (mid-game, after their first decisions when ``play``), the bots'
    table at its end, and its replay halfway."""
    page.goto(f"{base}/t/{entry['person']}")
    page.wait_for_selector("body[data-connection=open]")
    rng, clicks, deadline = random.Random(SEED), 0, time.monotonic() + 30
    while play and clicks < CLICKS and time.monotonic() < deadline:
        if click_a_decision(page, rng):
            clicks += 1
        else:
            wait_for_progress([page])
    page.wait_for_function(READY_OR_OVER)
    if page.locator("#decisions .rules-link").count():  # the rules of the step, opened
        page.click("#decisions .rules-link")
        page.wait_for_selector("#rules h2, #rules h3")
    said = [shown(page, "table mid-game", entry["person"])]
    page.goto(f"{base}/t/{entry['bots']}")
    page.wait_for_selector("#result:not([hidden])")
    said.append(shown(page, "end screen", entry["bots"]))
    page.click("#replay-toggle")
    page.wait_for_selector("body[data-replay-ply='0']")
    half = int(page.get_attribute("#replay-slider", "max") or "0") // 2
    page.fill("#replay-slider", str(half))
    page.wait_for_selector(f"body[data-replay-ply='{half}']")
    said.append(shown(page, "replay", entry["bots"]))
    return said


#: The pages walked so far in this test process, by (game, language).
WALKED: dict[tuple[str, str], list[tuple[str, str]]] = {}


def walk(
    browser: Browser, base: str, entry: dict[str, str], game: str, lang: str
) -> list[tuple[str, str]]:
    """Each page of one game in ``lang`` as (where, text), walked once per test process."""
    key = (game, lang)
    if key not in WALKED:
        ARTIFACTS.mkdir(exist_ok=True)
        page = open_in(browser, lang, {entry["person"]: {"seat": 0, "token": entry["token"]}})
        try:
            said = lobby_texts(page, base, game)
            # The first walk of a game makes the person's first decisions; the second sees them.
            first = not any(done == game for done, _ in WALKED)
            said += table_texts(page, base, entry, play=first)
            page.screenshot(path=str(ARTIFACTS / f"words-{game}-{lang}.png"))
        finally:
            page.context.close()
        WALKED[key] = said
    return WALKED[key]


@pytest.fixture(scope="module")
def catalog_texts(browser: Browser, words_server: ServerProcess) -> list[tuple[str, str]]:
    """Every text of every word source, the pages' own strings read from the page."""
    page = open_in(browser, "en")
    try:
        page.goto(words_server.base + "/")
        page.wait_for_selector("body[data-ready]")
        strings = page.evaluate(
            "async () => { const i18n = await import('/static/i18n.js');"
            " return { en: i18n.catalog('en'), de: i18n.catalog('de') }; }"
        )
    finally:
        page.context.close()
    return all_texts(strings)


def seat_names(server: ServerProcess, entry: dict[str, str], lang: str) -> list[str]:
    """What the seats of the game's two tables are called in ``lang`` (names are no words)."""
    names = ["Ada"]
    for table in (entry["bots"], entry["person"]):
        names += [s["display"] for s in server.get(f"/api/tables/{table}?lang={lang}")["seats"]]
    return names


#: The pages of a game in a language, each as (where, text, the names of its people).
ShownPages = Callable[[str, str], list[tuple[str, str, list[str]]]]


@pytest.fixture(scope="module")
def pages(
    browser: Browser, words_server: ServerProcess, tables: dict[str, dict[str, str]]
) -> ShownPages:
    def shown_pages(game: str, lang: str) -> list[tuple[str, str, list[str]]]:
        names = seat_names(words_server, tables[game], lang)
        walked = walk(browser, words_server.base, tables[game], game, lang)
        return [(where, text, names) for where, text in walked]

    return shown_pages


@pytest.mark.parametrize("game", GAMES)
def test_german_pages_show_no_english_word(
    game: str, pages: ShownPages, catalog_texts: list[tuple[str, str]]
) -> None:
    english = english_only(catalog_texts)
    found = {
        where: words
        for where, text, names in pages(game, "de")
        if (words := english_words_in(text, english, names))
    }
    assert not found, f"{game}'s German pages show English words: {found}"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_pages_never_say_one_plural(
    game: str, lang: str, pages: ShownPages, catalog_texts: list[tuple[str, str]]
) -> None:
    plurals = plural_forms(catalog_texts)
    found = {
        where: slips
        for where, text, names in pages(game, lang)
        if (slips := one_plurals(text, plurals, names))
    }
    assert not found, f"{game}'s pages ({lang}) say: {found}"
