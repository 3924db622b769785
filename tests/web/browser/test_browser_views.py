"""Unit tests of the game views: each game's view.js draws positions of real games (golden
records replayed) in Chromium, in English and German, with the words the server sends. They
check what a player reads (names, numbers, the language's words, no English left in German),
that a click plays one of the legal moves, and keep a screenshot of each drawing."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page
from starlette.testclient import TestClient

from empires.kernel.registry import get_game
from empires.web.words import view_words
from tests.web.browser.recorded_views import POSITIONS, Position, render_input
from tests.web.browser.table_page import NewPage
from tests.web.browser.views_page import draw, open_views_page

#: What a player may click on each game's board.
PICKS = {
    "empire-engine": ".ee-pick, .ee-gear-pick",
    "empire-colonial": ".ec-answers button",
    "empire-planners": ".ep-pick",
    "empire-v85": ".v85-pick",
}


@pytest.fixture
def views_page(client: TestClient, new_page: NewPage) -> Page:
    """A fresh page (errors and policy violations fail the test, as on every browser page)."""
    return open_views_page(new_page(viewport={"width": 1000, "height": 800}), client)


def shown_text(page: Page) -> str:
    """Everything the board says: its text and its tooltips."""
    text: str = page.locator("#board").inner_text()
    titles: list[str] = page.eval_on_selector_all(
        "#board [title]", "nodes => nodes.map(n => n.title)"
    )
    return "\n".join([text, *titles])


def headline(view: dict[str, Any], game: str, lang: str) -> str:
    """A line with the position's numbers each game shows at the top of its board."""
    de = lang == "de"
    if game == "empire-engine":
        round_ = min(view["round"], view["rounds"])
        return f"{'Runde' if de else 'Round'} {round_} {'von' if de else 'of'} {view['rounds']}"
    if game == "empire-colonial":
        if view["phase"] == "claim":
            return "Nationenwahl" if de else "Claiming nations"
        return (
            f"{'Runde' if de else 'Round'} {view['round']} {'von' if de else 'of'} {view['rounds']}"
        )
    if game == "empire-planners":
        capital = view["empire"][0]["capital"]
        return f"Kapital: {capital} $" if de else f"Capital: ${capital}"  # money as each writes it
    return f"{'Zug' if de else 'Turn'} {view['turn']}"


def english_only(game: str) -> set[str]:
    """The fixed parts of the game's English words that its German words never use."""
    rules = get_game(game)
    english, german = view_words(rules, "en"), view_words(rules, "de")
    german_text = " ".join(german.values())
    parts = set()
    for key, text in english.items():
        if text == german[key]:
            continue
        for part in re.split(r"\{\w+\}", text):
            part = part.strip(" :·()$,")
            if len(part) >= 5 and part not in german_text:
                parts.add(part)
    return parts


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: p.label)
def test_view_draws_a_recorded_position(
    views_page: Page, artifacts: Path, position: Position, lang: str
) -> None:
    given = render_input(position, lang)
    missing = draw(views_page, position.game, given)
    folder = artifacts / "views"
    folder.mkdir(exist_ok=True)
    views_page.locator("#board").screenshot(path=str(folder / f"{position.label}-{lang}.png"))
    assert missing == [], f"words the server did not send: {missing}"
    text = shown_text(views_page)
    for name in given["helpers"]["names"]:
        assert name in text
    assert headline(given["state"]["view"], position.game, lang) in text
    if lang == "de":
        left = sorted(part for part in english_only(position.game) if part in text)
        assert left == [], f"English words in the German drawing: {left}"

    picks = views_page.locator(PICKS[position.game])
    legal = [choice["move"] for choice in given["state"]["legal"]]
    if not legal:
        assert picks.count() == 0, "a board offers moves to a seat with none"
    elif picks.count():
        picks.first.click()
        played = views_page.evaluate("window.played")
        assert played and played[0] in legal


def test_every_key_a_view_uses_has_german_words(client: TestClient) -> None:
    """The route sends a game's words in both languages, the same keys in each."""
    for game in PICKS:
        english = client.get(f"/games/{game}/words", params={"lang": "en"}).json()
        german = client.get(f"/games/{game}/words", params={"lang": "de"}).json()
        assert english.keys() == german.keys() and len(english) > 20
        assert english != german
    assert client.get("/games/no-such-game/words").status_code == 404
    assert client.get("/games/empire-engine/words", params={"lang": "fr"}).status_code == 422


def described_fields(game: str) -> list[str]:
    """The fields of the view a game's view.js describes (its ``@typedef {object} ...View``)."""
    package = get_game(game).__module__.rsplit(".", 1)[0]
    source = (
        Path(importlib.import_module(package).__file__ or "").parent / "web" / "view.js"
    ).read_text()
    block = re.search(r"@typedef \{object\} \w+View\n(.*?)\*/", source, re.S)
    assert block, f"{game}'s view.js describes no view"
    return re.findall(r"@property \{.*\} (\w+)", block.group(1))


@pytest.mark.parametrize("game", PICKS)
def test_the_described_view_is_the_view_the_server_sends(game: str) -> None:
    """Every field a view's type names is in the game's real views (so the type check of the
    drawing is a check against what the server sends)."""
    fields = described_fields(game)
    seen: set[str] = set()
    for position in POSITIONS:
        if position.game == game:
            seen |= render_input(position, "en")["state"]["view"].keys()
    assert len(fields) > 8
    assert sorted(set(fields) - seen) == []
