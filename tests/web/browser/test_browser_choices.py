"""The decision panel's controls (static/choices.js) and the rules' anchors (static/markdown.js)
in Chromium, from a made-up set of choices: a number group becomes one field that plays on
Enter, its quick buttons and its warning speak the page's language, nothing is wider than a
phone; a heading's ``{#anchor}`` becomes its id and is not shown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from starlette.testclient import TestClient

from tests.web.browser.table_page import PHONE, NewPage, fits_width
from tests.web.browser.views_page import open_views_page

DESKTOP = {"width": 1280, "height": 800}
#: Five payments that differ only in a number, one warned; a plain choice with a result.
LEGAL: list[dict[str, Any]] = [
    *(
        {
            "move": {"pay": n},
            "text": f"Pay {n} Profit, the rest in Capital",
            "group": "Pay # Profit, the rest in Capital",
            "amount": n,
            **({"warning": "leaves you no Capital"} if n == 4 else {}),
        }
        for n in range(5)
    ),
    {"move": "pass", "text": "Pass", "result": "the round ends"},
    {"move": "attack", "text": "Attack", "warning": "no soldier to pay for it"},
]
#: Draw the controls into the board (as the table page draws them into its decisions).
DRAW = """async ({ legal, lang }) => {
  localStorage.setItem("empires.lang", lang);
  const { choiceControls } = await import("/static/choices.js");
  window.played = [];
  const box = document.createElement("div");
  box.id = "decision-buttons";
  box.className = "decision-buttons";
  box.append(...choiceControls(legal, { disabled: false, play: (move) => window.played.push(move) }));
  document.getElementById("board").replaceChildren(box);
}"""


@pytest.fixture(params=["en", "de"])
def lang(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def draw(page: Page, lang: str) -> Page:
    page.evaluate(DRAW, {"legal": LEGAL, "lang": lang})
    return page


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_number_group_is_one_field_that_plays_on_enter(
    client: TestClient, new_page: NewPage, lang: str, size: dict[str, int], artifacts: Path
) -> None:
    page = draw(open_views_page(new_page(viewport=size), client), lang)
    field = page.locator(".choice-amount")
    expect(field).to_have_count(1)  # five payments, one field
    expect(page.locator("button.move")).to_have_count(3)  # its play button, Pass, Attack
    expect(field).to_have_attribute("aria-label", "Pay … Profit, the rest in Capital")
    most = "Höchstens (4)" if lang == "de" else "Most (4)"
    page.get_by_role("button", name=most).click()
    go = page.locator(".move-group button.move")
    expect(go).to_have_text("Pay 4 Profit, the rest in Capital")
    note = page.locator(".move-group .choice-warning")
    expect(note).to_have_text("⚠ leaves you no Capital")
    expect(go).to_have_attribute("aria-describedby", note.get_attribute("id") or "-")
    field.fill("9")  # no such payment: nothing to play, and the button says what is allowed
    expect(go).to_be_disabled()
    allowed = "von 0 bis 4" if lang == "de" else "from 0 to 4"
    expect(go).to_contain_text(allowed)
    field.press("Enter")
    field.fill("2")
    field.press("Enter")
    assert page.evaluate("window.played") == [{"pay": 2}]
    expect(page.locator("button.warned")).to_have_attribute("title", "no soldier to pay for it")
    assert fits_width(page), "the decision is wider than the screen"
    name = "phone" if size == PHONE else "desktop"
    page.screenshot(path=str(artifacts / f"choices-{name}-{lang}.png"))


def test_a_rules_heading_anchor_becomes_its_id_and_is_not_shown(
    client: TestClient, new_page: NewPage
) -> None:
    page = open_views_page(new_page(), client)
    html = page.evaluate(
        """async () => (await import("/static/markdown.js")).markdownToHtml(
          "## Planning {#planning}\\nPlan.\\n\\n## Money\\n\\n### Bids {#bids}", { idPrefix: "r-" })"""
    )
    assert '<h3 id="r-planning" data-anchor="planning" tabindex="-1">Planning</h3>' in html
    assert "<h3>Money</h3>" in html  # a heading without an anchor, as rules files are today
    assert '<h4 id="r-bids" data-anchor="bids" tabindex="-1">Bids</h4>' in html
    assert "{#" not in html
