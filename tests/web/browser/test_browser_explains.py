"""The table page explains itself in the page's language (issue 18): the game's title and the
options set at the table follow a language switch, a passing note is said again in the new
language, "Rules for this step" opens the rules where the decision is (at the top for rules
without anchors), and the end says the tie-break when it decided the winners."""

from __future__ import annotations

from playwright.sync_api import expect

from empires.bots.catalog import make_bot
from empires.kernel.match import Match
from empires.kernel.registry import get_game
from empires.kernel.ties import decided_by_tie_break
from empires.web.table import bot_seed
from tests.web.browser.table_page import NewPage, sit_down
from tests.web.server import ServerProcess


def test_the_title_and_the_options_follow_the_language(
    server: ServerProcess, new_page: NewPage
) -> None:
    options = {"trading": False, "version": "beginner"}
    table = server.new_table(
        ["human", "heuristic", "heuristic"], "empire-colonial", options=options
    )
    page = new_page()
    page.add_init_script("localStorage.setItem('empires.lang', 'de')")
    sit_down(page, table["invites"][0]["link"], "Ada")
    expect(page.locator("#title")).to_contain_text("Empire (koloniales Kartenspiel)")
    settings = page.locator("#settings")
    expect(settings).to_contain_text("Optionen:")
    expect(settings).to_contain_text("Handel: nein")
    expect(settings).to_contain_text("Einsteiger")
    # The note that the seat was taken came in German; switched, it is said in English.
    expect(page.locator(".toast")).to_contain_text("Du sitzt als Ada am Tisch.")
    page.click(".lang-button[data-lang=en]")
    expect(page.locator(".toast")).to_contain_text("You sat down as Ada.")
    expect(page.locator("#title")).to_contain_text("Empire (colonial card game)")
    expect(settings).to_contain_text("Trading: no")


def test_rules_for_this_step_opens_the_rules(server: ServerProcess, new_page: NewPage) -> None:
    table = server.new_table(["human", "heuristic"], seed=7)
    page = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    link = page.locator("#decisions .rules-link")
    expect(link).to_have_text("Rules for this step")
    expect(page.locator("#rules-panel")).not_to_have_attribute("open", "")
    link.click()
    expect(page.locator("#rules-panel")).to_have_attribute("open", "")
    expect(page.locator("#rules h2, #rules h3").first).to_be_visible()
    topic = link.get_attribute("data-topic") or ""
    heading = page.locator(f'#rules [data-anchor="{topic}"]')
    if topic and heading.count():  # the game's rules have the section: they open there
        expect(heading).to_be_focused()
        expect(heading).to_have_class("current-topic")
    else:  # rules without anchors (or without this one) open at the top
        expect(page.locator("#rules-panel > summary")).to_be_focused()
        assert page.evaluate("document.getElementById('rules').scrollTop") == 0


def test_rules_open_at_the_section_of_the_decision(
    server: ServerProcess, new_page: NewPage
) -> None:
    # Sealed Bids (the example game) names the section of its bids: "## A round {#round}".
    table = server.new_table(["human", "heuristic"], "sealed-bids", seed=3)
    page = new_page()
    page.add_init_script("localStorage.setItem('empires.lang', 'de')")
    sit_down(page, table["invites"][0]["link"], "Ada")
    page.click("#decisions .rules-link")
    heading = page.locator('#rules [data-anchor="round"]')
    expect(heading).to_have_text("Eine Runde")  # the anchor itself is not shown
    expect(heading).to_have_id("rules-round")
    expect(heading).to_be_focused()
    expect(heading).to_have_class("current-topic")
    top = page.evaluate("document.getElementById('rules').scrollTop")
    assert top > 0 or page.evaluate(
        "document.getElementById('rules').scrollHeight <= document.getElementById('rules').clientHeight"
    ), "the rules did not scroll to the section"
    page.click(".lang-button[data-lang=en]")  # in the other language, the same section
    expect(page.locator('#rules [data-anchor="round"]')).to_have_text("A round")
    expect(page.locator("#rules .current-topic")).to_have_text("A round")


def tied_seed() -> int:
    """The first table seed whose game of two random bots at Empire V8.5 (each deciding with
    the seed the web table gives it) ends with tied buildings, decided by the resources; found
    by playing, so a change of the rules only changes which seed it is."""
    rules = get_game("empire-v85")
    for seed in range(200):
        match = Match(rules, 2, {}, seed)
        while not match.is_over:
            seat, ply = match.to_act()[0], len(match.moves)
            bot = make_bot(rules, "random", bot_seed(seed, seat, ply))
            match.play(seat, bot.choose(match.view(seat), match.legal_moves(seat)))
        if decided_by_tie_break(match.scores(), match.winners()):
            return seed
    raise AssertionError("no seed below 200 ends in a tie decided by the tie-break")


def test_the_end_says_the_tie_break_when_it_decided(
    server: ServerProcess, new_page: NewPage
) -> None:
    table = server.new_table(["random", "random"], "empire-v85", seed=tied_seed())
    page = new_page()
    page.add_init_script("localStorage.setItem('empires.lang', 'de')")
    page.goto(table["spectate"])
    expect(page.locator("#result")).to_be_visible(timeout=60_000)
    result = server.get(f"/api/tables/{table['id']}")["result"]
    assert decided_by_tie_break(result["scores"], result["winners"]), f"no tie: {result}"
    note = page.locator("#tie-break")
    expect(note).to_contain_text("Den Ausschlag gab die Regel für Gleichstand:")
    expect(note).to_contain_text("Ressourcen")
    page.click(".lang-button[data-lang=en]")
    expect(note).to_contain_text("Decided by the tie-break: On a tie in buildings")
