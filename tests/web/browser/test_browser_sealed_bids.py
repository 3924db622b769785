"""Sealed Bids, the example game of its own package (examples/sealed_bids), at the web table in
a real browser: a 3-player table played to the end by a person who bids by clicking the cards
of her hand, and a German page."""

from __future__ import annotations

import random
import re
import time
from collections import Counter
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from tests.web.browser.table_page import RESULT, NewPage, is_over, sit_down, wait_for_progress
from tests.web.served import played_moves
from tests.web.server import ServerProcess

CARD = "#board .sb-hand .sb-pick"


def new_table(server: ServerProcess, seats: list[str], **extra: Any) -> dict[str, Any]:
    body = {"game": "sealed-bids", "players": len(seats), "seats": [{"kind": k} for k in seats]}
    table: dict[str, Any] = server.post("/api/tables", {**body, **extra})
    return table


def bid_by_clicking(page: Page, rng: random.Random, seconds: float = 90) -> Counter[int]:
    """Click a card of the hand whenever there is one to bid, until the game is over; return
    how often each card was clicked."""
    clicked: Counter[int] = Counter()
    deadline = time.monotonic() + seconds
    while not is_over(page):
        assert time.monotonic() < deadline, f"the game did not end within {seconds} s"
        cards = page.locator(CARD)
        count = cards.count()
        if not count:
            wait_for_progress([page])
            continue
        try:
            target = cards.nth(rng.randrange(count)).element_handle(timeout=2_000)
            value = int(target.inner_text())
            target.click(timeout=2_000)
        except PlaywrightError:
            continue  # a new position replaced the hand: look again
        clicked[value] += 1
    return clicked


def bids_of(server: ServerProcess, table_id: str, seat: int) -> Counter[int]:
    """The cards ``seat`` bid in the finished game, read move by move from the replay."""
    return Counter(p["move"]["card"] for p in played_moves(server, table_id) if p["seat"] == seat)


def test_a_three_player_table_is_played_to_the_end_by_clicking_cards(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    table = new_table(server, ["human", "heuristic", "heuristic"], seed=3)
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    expect(ada.locator("#board .sb-head")).to_have_text("Round 1 of 6")
    expect(ada.locator("#board .sb-prize .sb-card")).to_have_count(1)
    expect(ada.locator(CARD)).to_have_count(6)
    clicked = bid_by_clicking(ada, random.Random(5))
    expect(ada.locator(RESULT)).to_be_visible()
    # Every card Ada bid is one she clicked; the last bid (one card left) made itself.
    bids = bids_of(server, table["id"], 0)
    assert sum(bids.values()) == 5, bids
    assert not bids - clicked, f"bid without a click: {bids - clicked}"
    expect(ada.locator("#winners")).to_have_text(re.compile(r"^(Winner|Winners \(shared\)): "))
    expect(ada.locator("#breakdown tbody tr")).to_have_count(3)
    expect(ada.locator("#board .sb-head")).to_have_text("Game over")
    ada.screenshot(path=str(artifacts / "sealed-bids-3p.png"), full_page=True)


def test_the_german_page_shows_the_round_and_the_hand_in_german(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    table = new_table(server, ["human", "heuristic"], seed=8, options={"cards": 4})
    page = sit_down(new_page(locale="de-DE"), table["invites"][0]["link"], "Ada")
    expect(page.locator("#board .sb-head")).to_have_text("Runde 1 von 4")
    expect(page.locator("#board .sb-hand")).to_contain_text("Deine Karten")
    page.locator(CARD).first.click()
    expect(page.locator("#board .sb-head")).to_have_text("Runde 2 von 4")
    expect(page.locator("#board .sb-last")).to_contain_text("Letzte Runde: die")
    page.locator("#board").screenshot(path=str(artifacts / "sealed-bids-2p-de.png"))
