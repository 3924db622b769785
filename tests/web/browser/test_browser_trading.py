"""Empire (colonial) trading at any time at the web table, in real browsers on a real server:
four people haggle in the chat and close a two-for-one trade, through an offer, a counter-offer
pre-filled and edited, and its acceptance, while a card's bidding is live; everybody's log and
chat announce it (in each reader's language) and the stacks change. Then two people and two
heuristic bots play a game to the end with a trade made during live bidding."""

from __future__ import annotations

import os
import random
import re
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, WebSocketRoute, expect

from tests.web.browser.table_page import (
    ENABLED_MOVE,
    PHONE,
    NewPage,
    click_a_decision,
    fits_width,
    is_over,
    sit_down,
    wait_for_progress,
)
from tests.web.server import ServerProcess
from tests.web.word_checks import (
    english_only,
    english_words_in,
    game_texts,
    one_plurals,
    plural_forms,
)

GAME = "empire-colonial"
NAMES = ("Ann", "Bob", "Cid", "Dee")
#: The kinds a seeded start may have two of, and their plurals.
CARDS = ("good", "population", "colony", "bond")
PLURAL = {"good": "goods", "population": "populations", "colony": "colonies", "bond": "bonds"}
#: The trading panel's words, tooltips and labels.
PANEL_TEXT = """() => {
  const panel = document.querySelector('.ec-trade');
  if (!panel) return '';
  const leaves = [...panel.querySelectorAll('*')].filter((el) => !el.children.length);
  const said = [leaves.map((el) => el.textContent).join(' | ')];
  for (const el of panel.querySelectorAll('[title], [aria-label]'))
    said.push(el.getAttribute('title') || '', el.getAttribute('aria-label') || '');
  return said.join('\\n');
}"""
#: Where the trading panel's pictures go: docs/screenshots with EMPIRES_SHOTS=docs (to refresh
#: the ones the docs show), else a temporary folder, so a test run leaves the tree as it was.
DOCS = (
    Path(__file__).resolve().parents[3] / "docs" / "screenshots"
    if os.environ.get("EMPIRES_SHOTS") == "docs"
    else Path(tempfile.gettempdir()) / "empires-screenshots"
)


class Held:
    """A page's table connection through a relay that can hold what the server sends (the
    page goes on showing an old position), to be let through in order later."""

    def __init__(self, page: Page) -> None:
        self.holding = False
        self.held: list[str | bytes] = []
        self.route: WebSocketRoute | None = None
        page.route_web_socket(re.compile(r".*/ws/tables/.*"), self.relay)

    def relay(self, route: WebSocketRoute) -> None:
        self.route = route
        server = route.connect_to_server()
        server.on_message(self.from_server)
        route.on_message(server.send)

    def from_server(self, message: str | bytes) -> None:
        if self.holding:
            self.held.append(message)
        elif self.route is not None:
            self.route.send(message)

    def release(self) -> None:
        self.holding = False
        assert self.route is not None
        for message in self.held:
            self.route.send(message)
        self.held = []


def in_german(page: Page) -> Page:
    page.context.add_init_script("localStorage.setItem('empires.lang', 'de')")
    return page


def new_table(server: ServerProcess, kinds: list[str], seed: int) -> dict[str, Any]:
    body = {
        "game": GAME,
        "players": len(kinds),
        "seed": seed,
        "options": {"trade_when": "anytime"},
        "seats": [{"kind": kind} for kind in kinds],
    }
    table: dict[str, Any] = server.post("/api/tables", body)
    return table


def bidding_live(page: Page) -> bool:
    return page.locator(".ec-bids").count() > 0


def until_bidding(pages: list[Page], rng: random.Random, seconds: float = 40) -> None:
    """Click decisions at random until a card's bidding is live (then nobody clicks more)."""
    deadline = time.monotonic() + seconds
    while not bidding_live(pages[0]):
        assert time.monotonic() < deadline, "bidding never opened"
        acted = False
        for page in pages:
            if not bidding_live(page):
                acted = click_a_decision(page, rng) or acted
        if not acted:
            wait_for_progress(pages)


def have(page: Page, kind: str, column: int) -> int:
    """A count in the builder's table: column 1 is mine, 4 the other player's."""
    cell = page.locator(f".ec-trade-table .ec-row-{kind} > *").nth(column)
    return int((cell.inner_text().split() or ["0"])[0])


def step(page: Page, side: str, kind: str, times: int = 1) -> None:
    for _ in range(times):
        page.locator(f".ec-stepper[data-side={side}][data-kind={kind}] .ec-plus").click()


def say(page: Page, text: str) -> None:
    page.fill("#chat-input", text)
    page.press("#chat-input", "Enter")


def race(page: Page, seat: int, kind: str) -> int:
    return int(page.locator(f'[data-key="race-{seat}-{kind}"]').inner_text())


def test_four_people_haggle_in_the_chat_and_close_a_two_for_one_trade_while_bidding_is_live(
    server: ServerProcess, new_page: NewPage
) -> None:
    table = new_table(server, ["human"] * 4, seed=5)
    invites = table["invites"]
    pages = [new_page(), new_page(), new_page(), in_german(new_page())]
    held = Held(pages[3])
    for page, invite, name in zip(pages, invites, NAMES, strict=True):
        sit_down(page, invite["link"], name)
    ann, bob, cid, dee = pages
    until_bidding(pages, random.Random(3))
    auction = ann.locator(".ec-live h4").first.inner_text()
    give, ask = ann_offers_one_for_one(ann, bob)
    # Bob counters: the builder opens with the same deal from his side; he asks for one more.
    bob.locator(".ec-offer.ec-to-me .ec-counter").click()
    expect(bob.locator(".ec-builder h4")).to_have_text("Counter-offer to Ann")
    count = bob.locator(f".ec-stepper[data-side=give][data-kind={ask}] .ec-step-count")
    assert count.inner_text() == "1"
    step(bob, "ask", give)
    expect(bob.locator(".ec-summary")).to_contain_text(f"You give Ann 1 {ask}")
    before = [race(dee, seat, kind) for seat in (0, 1) for kind in (give, ask)]
    bob.click(".ec-send")
    counter = ann.locator(".ec-offer.ec-to-me")
    expect(counter).to_contain_text("counter-offer")
    expect(counter).to_contain_text(f"2 {PLURAL[give]}")
    expect(ann.locator(".ec-offer")).to_have_count(1)  # the counter closed Ann's offer
    expect(cid.locator(".ec-offer")).to_contain_text("Bob gives")  # public, without buttons
    assert cid.locator(".ec-offer button").count() == 0
    shots(ann, dee, give)
    counter.locator(".ec-accept").click()
    everyone_is_told(pages)
    after = [before[0] - 2, before[1] + 1, before[2] + 2, before[3] - 1]
    expect(dee.locator(f'[data-key="race-0-{ask}"]')).to_have_text(str(after[1]))
    assert [race(dee, seat, kind) for seat in (0, 1) for kind in (give, ask)] == after
    for page in pages[:3]:  # still the same card's bidding, and no offer open
        expect(page.locator(".ec-live h4").first).to_have_text(auction)
        expect(page.locator(".ec-offer")).to_have_count(0)
    expect(dee.locator(".ec-offer")).to_have_count(0)
    check_german(dee)
    # The announcement is stored with the chat: a reconnection brings it back.
    cid.reload()
    expect(cid.locator("#chat-lines .chat-table", has_text=TOLD).first).to_be_visible()
    a_stale_offer_is_refused_with_the_reason(pages, held)


def a_stale_offer_is_refused_with_the_reason(pages: list[Page], held: Held) -> None:
    """Dee asks Bob for all of a kind he has while her page, held back, misses that he gave
    them to Cid: the server refuses her offer, and her page says why in her language."""
    _, bob, cid, dee = pages
    dee.click(".ec-new-offer")
    dee.locator(".ec-player", has_text="Bob").click()
    kind = next(k for k in CARDS if have(dee, k, 4) >= 1)
    count = have(dee, kind, 4)
    step(dee, "ask", kind, count)
    held.holding = True
    bob.click(".ec-new-offer")
    bob.locator(".ec-player", has_text="Cid").click()
    step(bob, "give", kind, count)
    bob.click(".ec-send")
    cid.locator(".ec-offer.ec-to-me .ec-accept").click()
    expect(
        bob.locator("#chat-lines .chat-table", has_text="Cid accepts offer").first
    ).to_be_visible()
    dee.click(".ec-send")  # her page still shows Bob's cards
    held.release()
    expect(dee.locator(".toast.error")).to_have_text(
        "Das Angebot nennt mehr, als eine Seite jetzt hat."
    )
    expect(dee.locator(".ec-offer", has_text="Dee")).to_have_count(0)


#: How the trade is announced (Ann accepts Bob's counter-offer, offer 1), in English.
TOLD = "Ann accepts offer 1: Bob gives"


def ann_offers_one_for_one(ann: Page, bob: Page) -> tuple[str, str]:
    """Ann asks in the chat, Bob asks for two; Ann offers one of a kind she has two of for one
    of a kind Bob has (the builder never lets her name more than she has). The kinds."""
    ann.click(".ec-new-offer")
    ann.locator(".ec-player", has_text="Bob").click()
    mine = {kind: have(ann, kind, 1) for kind in CARDS}
    theirs = {kind: have(ann, kind, 4) for kind in CARDS}
    give = next(k for k in CARDS if mine[k] >= 2)
    ask = next(k for k in CARDS if k != give and theirs[k] >= 1)
    say(ann, f"Bob, one {give} for one {ask}?")
    expect(bob.locator("#chat-lines")).to_contain_text(f"one {give} for one {ask}")
    say(bob, f"Two {PLURAL[give]} and it is yours.")
    expect(ann.locator("#chat-lines")).to_contain_text("it is yours")
    expect(ann.locator(".ec-send")).to_be_disabled()  # nothing for nothing
    step(ann, "give", give, mine[give])
    plus = ann.locator(f".ec-stepper[data-side=give][data-kind={give}] .ec-plus")
    expect(plus).to_be_disabled()  # all she has
    for _ in range(mine[give] - 1):
        ann.locator(f".ec-stepper[data-side=give][data-kind={give}] .ec-minus").click()
    step(ann, "ask", ask)
    expect(ann.locator(".ec-summary")).to_have_text(
        re.compile(f"^You give Bob 1 {give} and get 1 {ask} in return")
    )
    ann.click(".ec-send")
    offer = bob.locator(".ec-offer.ec-to-me")
    expect(offer).to_contain_text("Ann → Bob")
    return give, ask


def everyone_is_told(pages: list[Page]) -> None:
    """The trade is in everyone's log and chat, each in its reader's language (Dee's German)."""
    for page in pages[:3]:
        expect(page.locator("#log li", has_text=TOLD).first).to_be_visible()
        expect(page.locator("#chat-lines .chat-table", has_text=TOLD).first).to_be_visible()
    german = "Ann nimmt Angebot 1 an: Bob gibt"
    expect(pages[3].locator("#chat-lines .chat-table", has_text=german).first).to_be_visible()
    expect(pages[3].locator("#log li", has_text=german).first).to_be_visible()


def check_german(page: Page) -> None:
    """The German trading panel shows no English-only word and no "1 <plural>"."""
    page.click(".ec-new-offer")
    page.locator(".ec-player").first.click()
    text = page.evaluate(PANEL_TEXT)
    texts = list(game_texts(GAME))
    assert not english_words_in(text, english_only(texts), NAMES), text
    assert not one_plurals(text, plural_forms(texts), NAMES), text
    page.click(".ec-cancel")


def shots(ann: Page, dee: Page, give: str) -> None:
    """The trading panel with an offer open and the builder filled in, for people to look at:
    in English at a desktop's width and in German at a phone's."""
    DOCS.mkdir(parents=True, exist_ok=True)
    for page in (ann, dee):
        page.click(".ec-new-offer")
        page.locator(".ec-player").last.click()
        step(page, "give", give)
        page.locator(".ec-gold-field[data-side=ask]").fill("3")
    dee.set_viewport_size({"width": PHONE["width"], "height": PHONE["height"]})
    for page, lang in ((ann, "en"), (dee, "de")):
        page.evaluate("() => document.querySelectorAll('.toast').forEach((t) => t.remove())")
        page.locator(".ec-trade").screenshot(path=str(DOCS / f"colonial-trading-{lang}.png"))
        assert fits_width(page), f"the {lang} page needs scrolling sideways"
        page.click(".ec-cancel")


def answer_offers(page: Page) -> None:
    """Accept any offer made to this page that can move now; decline the others."""
    for card in page.locator(".ec-offer.ec-to-me").all():
        try:
            accept = card.locator(".ec-accept")
            (accept if accept.is_enabled() else card.locator(".ec-decline")).click(timeout=1_000)
        except PlaywrightError:
            pass  # the offer closed meanwhile


def test_two_people_and_two_bots_play_to_the_end_with_a_trade_during_live_bidding(
    server: ServerProcess, new_page: NewPage
) -> None:
    table = new_table(server, ["human", "heuristic", "human", "heuristic"], seed=7)
    invites = table["invites"]
    ann = sit_down(new_page(), invites[0]["link"], "Ann")
    cid = sit_down(new_page(), invites[1]["link"], "Cid")
    rng = random.Random(11)
    until_bidding([ann, cid], rng)
    # Round 0 is the claiming of nations: its summary says so, not "Round 0".
    expect(ann.locator("#board .round-summary strong")).to_have_text("After claiming the nations:")
    # Ann gives Cid 1 gold for nothing during the bidding; Cid accepts from the card.
    ann.click(".ec-new-offer")
    ann.locator(".ec-player", has_text="Cid").click()
    ann.locator(".ec-gold-field[data-side=give]").fill("1")
    expect(ann.locator(".ec-summary")).to_have_text(re.compile("You give Cid 1 gold as a gift"))
    ann.click(".ec-send")
    # The bots trade too (an offer of theirs may be open to Cid as well): Ann's card.
    cid.locator(".ec-offer.ec-to-me", has_text="Ann →").locator(".ec-accept").click()
    expect(
        ann.locator("#chat-lines .chat-table", has_text="Cid accepts offer").first
    ).to_be_visible()
    assert bidding_live(ann)
    deadline = time.monotonic() + 90  # about 30 s on an idle machine
    while not (is_over(ann) and is_over(cid)):
        assert time.monotonic() < deadline, "the game did not end in time"
        acted = False
        for page in (ann, cid):
            answer_offers(page)
            if page.locator(ENABLED_MOVE).count():
                acted = click_a_decision(page, rng) or acted
        if not acted:
            wait_for_progress([ann, cid])
    expect(ann.locator("#log li", has_text="Cid accepts offer").first).to_be_visible()
