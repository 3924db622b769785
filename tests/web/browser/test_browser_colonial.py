"""Empire (the colonial card game) in a real browser: one person's offer to another is accepted
with the board's button, and the board draws the auction row and the live bidding round; a
whole game by clicking shows names and costs in every label, tooltips on every kind of element,
the nation cards' contents at claiming and the end table in both languages."""

from __future__ import annotations

import random
import re
import time

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from tests.web.browser.table_page import (
    ENABLED_MOVE,
    RESULT,
    NewPage,
    click_a_decision,
    decisions,
    sit_down,
)
from tests.web.server import ServerProcess

OFFER = ("Give 1 gold", "Ask for nothing", "Offer Bo 1 gold for nothing")


def click_named(page: Page, text: str) -> bool:
    """Click the enabled decision button with exactly this text, if there is one."""
    button = page.locator(ENABLED_MOVE, has_text=text)
    if not button.count():
        return False
    try:
        button.first.click(timeout=2_000)
    except PlaywrightError:
        return False
    return True


def test_a_person_accepts_another_persons_offer_with_the_boards_button(
    server: ServerProcess, new_page: NewPage
) -> None:
    body = {
        "game": "empire-colonial",
        "players": 4,
        "seed": 2,
        "options": {"trade_when": "windows"},  # the offer is put together step by step
        "seats": [{"kind": k} for k in ("human", "heuristic", "human", "heuristic")],
    }
    table = server.post("/api/tables", body)
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    bo = sit_down(new_page(), table["invites"][1]["link"], "Bo")
    rng = random.Random(4)
    step = 0
    deadline = time.monotonic() + 120
    # Ada composes her offer to Bo one choice at a time; until she can, everybody passes,
    # stands, or chooses at random (claiming, selling, bots' offers).
    while step < len(OFFER):
        assert time.monotonic() < deadline, "Ada never got to make her offer"
        if click_named(ada, OFFER[step]):
            step += 1
            if step < len(OFFER):  # the next choice of the same offer comes with the answer
                expect(ada.locator(ENABLED_MOVE, has_text=OFFER[step]).first).to_be_visible()
            continue
        for page in (ada, bo):
            if not (click_named(page, "Pass") or click_named(page, "Stand")):
                click_a_decision(page, rng)
    # The offer is out and the game waits for Bo's answer: Bo takes it with the board's button
    # (and nothing else is clicked meanwhile, so no random choice can decline it).
    bo.locator(".ec-accept").first.click(timeout=30_000)
    # Told to both in the log (the board's list of offers goes when trading closes, which may
    # be at once).
    for page in (ada, bo):
        expect(page.locator("#log")).to_contain_text(
            "Bo accepts the offer of Ada (1 gold for nothing)"
        )
    expect(ada.locator(".ec-row .ec-card")).to_have_count(6)
    expect(ada.locator(".ec-shortage")).to_have_count(1)
    # On to the auction: the live bidding round shows every seat's bid and the card on sale.
    while not ada.locator(".ec-bids").count():
        assert time.monotonic() < deadline, "bidding never opened"
        for page in (ada, bo):
            if not (click_named(page, "Pass") or click_named(page, "Decline")):
                click_a_decision(page, rng)
    expect(ada.locator(".ec-bids li")).to_have_count(4)
    expect(ada.locator(".ec-current")).to_have_count(1)


def test_when_two_people_select_the_same_nation_the_board_shows_who_chose_which(
    server: ServerProcess, new_page: NewPage
) -> None:
    body = {
        "game": "empire-colonial",
        "players": 3,
        "seed": 2,
        "seats": [{"kind": k} for k in ("human", "human", "heuristic")],
    }
    table = server.post("/api/tables", body)
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    bo = sit_down(new_page(), table["invites"][1]["link"], "Bo")
    nation = ada.locator(ENABLED_MOVE, has_text="Select").first
    expect(nation).to_be_visible(timeout=30_000)
    # "Select 3: the Netherlands (trader: ...)", its starting cards on a line below
    choice = nation.locator(".choice-text").inner_text().strip()
    name = choice.split(": ", 1)[1].split(" (", 1)[0]
    assert click_named(ada, choice) and click_named(bo, choice)
    # The clash is revealed on both boards and in the log, by name.
    for page in (ada, bo):
        expect(page.locator(".ec-clash")).to_contain_text(f"Ada: {name}, Bo: {name}")
        expect(page.locator("#log")).to_contain_text(f"Selections clashed: Ada: {name}, Bo: {name}")


#: A bare seat number or index in a decision's label, in either language.
BARE = re.compile(r"\b(seat|Platz|player|Spieler|slot)\s*\d|#\d", re.IGNORECASE)
#: Elements of each kind that must carry a tooltip, by the phase that shows them.
TIPPED = {
    "claim": (".ec-nation", ".ec-below"),
    "bid": (".ec-row .ec-card", ".ec-race thead th.ec-col", ".ec-race td", ".ec-bids li"),
    "other": (".ec-mine .ec-card", ".ec-sales"),
}


def labels(page: Page) -> list[str]:
    return [text.strip() for text in page.locator(ENABLED_MOVE).all_inner_texts()]


def check_decision(page: Page, seen: set[str]) -> None:
    """What the page offers now: labels free of bare indexes, a cost on every costly choice,
    a tooltip on each kind of element of this phase."""
    texts = labels(page)
    for text in texts:
        assert not BARE.search(text), text
        if text.startswith(("Sell ", "Raise ")) and not text.startswith("Sell no"):
            assert "gold" in text, text
    phase = "claim" if page.locator(".ec-nation").count() else "other"
    phase = "bid" if page.locator(".ec-bids").count() else phase
    for selector in TIPPED.get(phase, ()):
        tipped = page.locator(selector)
        if tipped.count():
            assert all(tipped.evaluate_all("nodes => nodes.map(n => !!n.title)")), selector
            seen.add(selector)
    if phase == "claim":
        # The nation cards say their starting cards; each choice its institution.
        expect(page.locator(".ec-start").first).to_contain_text("Starts with")
        assert all(" on " in text and "→" in text for text in texts), texts


def test_a_whole_game_by_clicking_names_costs_tooltips_and_the_end_in_both_languages(
    server: ServerProcess, new_page: NewPage
) -> None:
    body = {
        "game": "empire-colonial",
        "players": 2,
        "seed": 6,
        # Trading in windows: every offer is a decision on the board (a gift among them).
        "options": {"trade_when": "windows", "offers_per_window": 1, "claim_by_lot_after": 2},
        "seats": [{"kind": "human"}, {"kind": "random"}],
    }
    table = server.post("/api/tables", body)
    page = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    rng, seen, warned = random.Random(6), set[str](), False
    for _ in decisions(page):
        check_decision(page, seen)
        if not warned and click_named(page, "Give 1 gold"):
            # Asking nothing back would make it a gift: that choice says so.
            gift = page.locator(f"{ENABLED_MOVE}.warned", has_text="Ask for nothing")
            expect(gift).to_contain_text("a gift: you get nothing back")
            warned = True
            continue
        # Play: pass at trading (one offer now and then), else a random choice.
        if not (rng.random() < 0.8 and click_named(page, "Pass")):
            click_a_decision(page, rng)
    assert warned, "no gift was ever offered"
    assert seen == {s for selectors in TIPPED.values() for s in selectors}, seen
    result = page.locator(RESULT)
    for column in ("Supporters", "Revolts", "Support", "Gold"):
        expect(result).to_contain_text(column)
    page.click("#lang-switch button[data-lang=de]")
    for column in ("Unterstützer", "Revolten", "Unterstützung", "Gold"):
        expect(result).to_contain_text(column)
    expect(page.locator(".ec-race thead")).to_contain_text("Kolonien")
