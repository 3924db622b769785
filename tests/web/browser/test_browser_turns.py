"""Your turn, who is who and the lobby, in Debian's Chromium against a real server: the tab's
title and icon say when this browser must decide, the sound is off until switched on, the
notification permission is asked only from a click, and a notification comes on a turn while
the tab is hidden; the lobby's My tables puts "your turn" first; a browser's name is asked
once and never given to a seat it opens; bots have readable names; the create form is on the
first screen, its options by human names with unavailable ones disabled; the lists name the
seats and the winners. Screenshots (desktop and phone, English and German) go to
``test-artifacts/turns-*.png``."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from empires.bots.strength import shown_runs
from empires.bots.strength_words import run_text
from tests.web.browser.table_page import ENABLED_MOVE, PHONE, NewPage, fits_width, sit_down
from tests.web.browser.test_browser_claims import create_in_the_lobby
from tests.web.server import ServerProcess

DESKTOP = {"width": 1280, "height": 800}
#: Headless Chromium shows every page as visible, whatever window is in front, so the test
#: lets a page report "hidden" on request (``window.__hidden``); the Notification API, its
#: permission and everything else stay the browser's own.
HIDDEN_ON_REQUEST = """
Object.defineProperty(document, "visibilityState", {
  configurable: true,
  get: () => (window.__hidden ? "hidden" : "visible"),
});
"""


def post(base: str, path: str, body: dict[str, Any]) -> Any:
    request = urllib.request.Request(
        base + path, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=20) as response:
        return json.loads(response.read())


def table_with_bots(base: str, bots: list[str], **extra: Any) -> dict[str, Any]:
    """An Empire Engine table: the creator in seat 1, then ``bots``."""
    seats = [{"kind": "human", "creator": True}, *({"kind": b} for b in bots)]
    body = {"game": "empire-engine", "players": len(seats), "seats": seats, **extra}
    answer: dict[str, Any] = post(base, "/api/tables", body)
    return answer


def hold(page: Page, base: str, tables: list[dict[str, Any]], name: str = "Ada") -> None:
    """Give this browser the creator's seats of ``tables`` and a name, as the lobby would."""
    page.goto(base + "/")
    seats = {t["id"]: {"seat": t["seat"]["seat"], "token": t["seat"]["token"]} for t in tables}
    page.evaluate(
        "([seats, name]) => { localStorage.setItem('empires.seats', JSON.stringify(seats));"
        " localStorage.setItem('empires.name', name); }",
        [seats, name],
    )


def test_your_turn_shows_in_the_title_and_icon_and_notifies_when_hidden(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    table = table_with_bots(server.base, ["heuristic"], seed=5)
    page = new_page(viewport=DESKTOP)
    page.add_init_script(HIDDEN_ON_REQUEST)
    hold(page, server.base, [table])
    page.goto(f"{server.base}/t/{table['id']}")
    page.wait_for_selector(ENABLED_MOVE)
    expect(page).to_have_title("● Your turn · Empire Engine")
    icon = page.locator("link[rel=icon]")
    expect(icon).to_have_attribute("href", "/static/favicon-turn.svg")
    # Nothing was asked on load; the sound is off until switched on.
    assert page.evaluate("Notification.permission") == "default"
    expect(page.locator("#sound-toggle")).not_to_be_checked()
    assert page.get_attribute("body", "data-beeps") is None
    expect(page.locator("#notify-button")).to_be_visible()
    page.screenshot(path=str(artifacts / "turns-table-your-turn-en.png"))

    # Asked from the button, once: then the button goes.
    page.context.grant_permissions(["notifications"], origin=server.base)
    page.click("#notify-button")
    expect(page.locator("#notify-state")).to_have_text("Notifications are on for your turns.")
    expect(page.locator("#notify-button")).to_be_hidden()
    page.check("#sound-toggle")
    assert page.evaluate("localStorage.getItem('empires.sound')") == "on"
    expect(page.locator("body")).to_have_attribute("data-beeps", "1")  # heard when switched on

    # A visible tab's turn notifies nobody; a hidden one's does, with the sound.
    assert page.get_attribute("body", "data-notified") is None
    ply = page.get_attribute("body", "data-ply")
    page.evaluate("window.__hidden = true")
    # The bots may answer at once, so the title and icon between two turns are recorded as
    # they change rather than waited for.
    page.evaluate(
        """() => {
        window.__between = [];
        const note = () => window.__between.push(
            document.title + ' ' + document.querySelector('link[rel=icon]').getAttribute('href'));
        new MutationObserver(note).observe(document.head, {subtree: true, childList: true,
            characterData: true, attributes: true});
    }"""
    )
    page.locator(ENABLED_MOVE).first.click()
    page.wait_for_function("() => window.__between.includes('Empire Engine /static/favicon.svg')")
    page.wait_for_function(f"() => document.body.dataset.ply !== {json.dumps(ply)}")
    page.wait_for_selector(ENABLED_MOVE)
    expect(page).to_have_title("● Your turn · Empire Engine")
    expect(page.locator("body")).to_have_attribute("data-notified", "1")
    expect(page.locator("body")).to_have_attribute("data-beeps", "2")

    # Reloaded: the sound stays on, and the permission is not asked again.
    page.reload()
    page.wait_for_selector(ENABLED_MOVE)
    expect(page.locator("#sound-toggle")).to_be_checked()
    expect(page.locator("#notify-button")).to_be_hidden()
    page.click(".lang-button[data-lang=de]")
    expect(page).to_have_title("● Du bist dran · Empire Engine")
    page.screenshot(path=str(artifacts / "turns-table-your-turn-de.png"))


def test_my_tables_list_your_turn_first_with_names(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    waiting = post(
        server.base,
        "/api/tables",
        {
            "game": "empire-engine",
            "players": 2,
            "seats": [{"kind": "human", "creator": True}, {"kind": "human"}],
        },
    )
    playing = table_with_bots(server.base, ["ismcts-hard", "heuristic"], seed=3)
    page = new_page(viewport=DESKTOP)
    hold(page, server.base, [playing, waiting])
    # Sit at the bots' table once, so that it starts; then back to the lobby.
    page.goto(f"{server.base}/t/{playing['id']}")
    page.wait_for_selector(ENABLED_MOVE)
    expect(page.locator("#seats .seat[data-seat='1'] .seat-name")).to_have_text("Bot 2 (hard)")
    expect(page.locator("#seats .seat[data-seat='2'] .seat-name")).to_have_text("Bot 3 (basic)")
    page.goto(server.base + "/")
    items = page.locator("#list-seated li.table-item")
    expect(items).to_have_count(2)
    expect(items.nth(0)).to_have_attribute("data-table", playing["id"])
    expect(items.nth(0)).to_have_attribute("data-your-turn", "1")
    expect(items.nth(0).locator(".badge")).to_have_text("your turn")
    expect(items.nth(0).locator(".chip")).to_have_text(["Ada", "Bot 2 (hard)", "Bot 3 (basic)"])
    expect(items.nth(1)).to_have_attribute("data-table", waiting["id"])
    expect(items.nth(1).locator(".badge")).to_have_text("waiting for players")
    expect(page).to_have_title("● Your turn · Empires")
    # The tokens went in the body of a POST, never in an address.
    assert not any(
        "token" in url
        for url in page.evaluate("performance.getEntriesByType('resource').map((e) => e.name)")
    )
    page.screenshot(path=str(artifacts / "turns-lobby-my-tables-en.png"), full_page=True)
    page.click(".lang-button[data-lang=de]")
    expect(items.nth(0).locator(".badge")).to_have_text("du bist dran")
    expect(items.nth(0).locator(".chip")).to_have_text(["Ada", "Bot 2 (schwer)", "Bot 3 (einfach)"])
    page.screenshot(path=str(artifacts / "turns-lobby-my-tables-de.png"), full_page=True)
    # The table on a phone, in both languages.
    page.set_viewport_size(PHONE)
    page.goto(f"{server.base}/t/{playing['id']}")
    page.wait_for_selector(ENABLED_MOVE)
    expect(page).to_have_title("● Du bist dran · Empire Engine")
    assert fits_width(page)
    page.screenshot(path=str(artifacts / "turns-table-phone-de.png"))
    page.click(".lang-button[data-lang=en]")
    expect(page).to_have_title("● Your turn · Empire Engine")
    page.screenshot(path=str(artifacts / "turns-table-phone-en.png"))


def test_a_browser_name_is_asked_once_and_never_renames_a_seat(
    server: ServerProcess, new_page: NewPage
) -> None:
    lobby = new_page()
    _, mine, claim_link = create_in_the_lobby(lobby, server.base)
    ada = sit_down(lobby.context.new_page(), mine, "Ada")
    # Ada's browser opens the invitation it is to send: it keeps it unused, and says so.
    sent = lobby.context.new_page()
    sent.goto(claim_link)
    expect(sent.locator("#notice")).to_contain_text("invites someone else")
    expect(sent.locator("body")).to_have_attribute("data-seat", "0")
    sent.click(".lang-button[data-lang=de]")
    expect(sent.locator("#notice")).to_contain_text("lädt jemand anderen ein")
    sent.click(".lang-button[data-lang=en]")
    sent.close()
    # Bo's browser sat at another table before, as Bo: it is not asked again.
    bo = new_page()
    earlier = table_with_bots(server.base, ["random"])
    hold(bo, server.base, [earlier], name="Bo")
    bo.goto(claim_link)
    bo.wait_for_selector("body[data-connection=open]")
    expect(bo.locator("#name-overlay")).to_be_hidden()
    expect(bo.locator("body")).to_have_attribute("data-seat", "1")
    expect(bo.locator(".toast").first).to_have_text(
        "You sat down as Bo. Change your name under the seats."
    )
    expect(ada.locator("#seats .seat[data-seat='1'] .seat-name")).to_have_text("Bo")
    # A third browser, named Cy, opens the used link: told the seat is taken, renames nobody.
    cy = new_page()
    hold(cy, server.base, [], name="Cy")
    cy.goto(claim_link)
    expect(cy.locator("#notice")).to_have_text(
        "This seat has already been taken: its invitation link has been used."
    )
    cy.wait_for_selector("body[data-connection=open]")
    expect(cy.locator("body")).to_have_attribute("data-seat", "")
    expect(cy.locator("#seats .seat .seat-name")).to_have_text(["Ada", "Bo"])
    # Only the holder renames a seat: Bo does, at this table.
    bo.click("#rename-button")
    bo.fill("#name-input", "Bodo")
    bo.click("#name-form button[type=submit]")
    expect(ada.locator("#seats .seat[data-seat='1'] .seat-name")).to_have_text("Bodo")
    expect(cy.locator("#seat-controls")).to_be_hidden()


def open_lobby(page: Page, base: str, lang: str) -> None:
    page.goto(base + "/")
    page.evaluate(f"localStorage.setItem('empires.lang', '{lang}')")
    page.goto(base + "/")
    page.wait_for_selector("body[data-ready]")


def test_the_lobby_form_options_and_lists(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    bots_only = server.new_table(["random", "random"], seed=4)
    for name, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        for lang in ("en", "de"):
            page = new_page(viewport=viewport)
            open_lobby(page, server.base, lang)
            # The whole form, down to its button, is on the first screen.
            box = page.locator("#create-button").bounding_box()
            assert box is not None and box["y"] + box["height"] <= viewport["height"], box
            assert fits_width(page)
            page.wait_for_selector(f"#list-finished li[data-table='{bots_only['id']}']")
            page.screenshot(path=str(artifacts / f"turns-lobby-{name}-{lang}.png"))

    page = new_page(viewport=DESKTOP)
    open_lobby(page, server.base, "en")
    page.select_option("#game", "empire-colonial")
    page.click("#options-box summary")
    offers = page.locator("[data-option=offers_per_window] > span")
    expect(offers).to_have_text("Offers per trading window")
    expect(page.locator("#options code")).to_have_count(0)  # no option by its key
    expect(page.locator("#opt-version option")).to_have_text(
        ["(default: standard)", "standard", "beginner"]
    )
    page.select_option("#game", "empire-engine")
    # The start player by seat, as the page numbers them; the API's number is one less.
    page.fill("#players", "3")
    page.dispatch_event("#players", "input")
    expect(page.locator("#opt-start_player option")).to_have_text(
        ["(automatic)", "Seat 1", "Seat 2", "Seat 3"]
    )
    powers = page.locator("#opt-empire_powers")
    expect(powers).to_be_disabled()
    expect(powers).to_have_attribute(
        "title",
        "Not available: the rulebooks do not print the four empires' powers, and we do not invent them.",
    )
    expect(page.locator("#opt-teams")).to_be_enabled()
    page.click("#bots-box summary")
    expect(page.locator("#bot-info dt")).to_contain_text(
        ["random", "basic", "easy", "medium", "hard"]
    )
    # What was measured of each kind at the chosen game, from the strength data file.
    hard = page.locator("#bot-info .strength[data-kind='ismcts-hard'] li")
    # The figures are the data file's (empires/bots/data/strength.toml), in the page's words.
    run, four = shown_runs("empire-engine", "ismcts-hard")
    assert run.players == 2 and run.against == ("ismcts-medium",) and four.players == 4
    result, low, high = (round(x) for x in (run.result, run.low, run.high))
    ms = round(run.ms_per_decision)
    result4, low4, high4 = (round(x) for x in (four.result, four.low, four.high))
    expect(hard).to_have_text(
        [
            f"first in {result}% of 2-player games against the medium bot ({low}-{high}%), "
            f"{ms} ms a decision",
            f"first in {result4}% of 4-player games against three OpenSpiel IS-MCTS bots "
            f"({low4}-{high4}%), {round(four.ms_per_decision)} ms a decision",
        ]
    )
    (chance,) = shown_runs("empire-engine", "random")
    expect(page.locator("#bot-info .strength[data-kind='random'] li")).to_have_text(
        [run_text(chance, "en")]
    )
    page.select_option("#game", "empire-planners")
    expect(page.locator("#bot-info .strength[data-kind='heuristic'] li")).to_have_text(
        [
            "first in 100.0% of 2-player games against the random bot (99.6-100.0%), 0.2 ms a decision"
        ]
    )
    page.locator("#bots-box").screenshot(path=str(artifacts / "lobby-strength-planners-en.png"))
    page.select_option("#game", "empire-engine")
    page.locator("#bots-box").screenshot(path=str(artifacts / "lobby-strength-en.png"))
    expect(page.locator("#seat-1 option")).to_have_count(8)  # a person, and seven kinds, each once
    finished = page.locator(f"#list-finished li[data-table='{bots_only['id']}']")
    expect(finished.locator(".chip")).to_have_text(["Bot 1 (random)", "Bot 2 (random)"])
    expect(finished.locator(".winners")).to_contain_text("won by Bot")
    page.screenshot(path=str(artifacts / "turns-lobby-options-en.png"), full_page=True)
    page.click(".lang-button[data-lang=de]")
    expect(powers).to_have_attribute(
        "title",
        "Nicht verfügbar: die Spielregeln drucken die Mächte der vier Reiche nicht ab, und wir erfinden sie nicht.",
    )
    expect(finished.locator(".chip")).to_have_text(["Bot 1 (zufällig)", "Bot 2 (zufällig)"])
    expect(finished.locator(".winners")).to_contain_text("Bot")
    expect(hard).to_have_text(
        [
            f"Erster in {result} % der Partien zu zweit gegen den mittleren Bot ({low}-{high} %), "
            f"{ms} ms je Entscheidung",
            f"Erster in {result4} % der Partien zu viert gegen drei OpenSpiel-IS-MCTS-Bots "
            f"({low4}-{high4} %), {round(four.ms_per_decision)} ms je Entscheidung",
        ]
    )
    expect(page.locator("#bot-info .strength[data-kind='ismcts-hard']")).to_contain_text(
        "Gemessen:"
    )
    page.locator("#bots-box").screenshot(path=str(artifacts / "lobby-strength-de.png"))
    page.screenshot(path=str(artifacts / "turns-lobby-options-de.png"), full_page=True)


def test_the_favicon_is_served_under_the_policy(server: ServerProcess) -> None:
    for name in ("favicon.svg", "favicon-turn.svg"):
        with urllib.request.urlopen(f"{server.base}/static/{name}", timeout=10) as response:
            assert response.headers["Content-Type"].startswith("image/svg+xml")
            assert "img-src 'self'" in response.headers["Content-Security-Policy"]
            assert b"<svg" in response.read()
