"""Driving the web table like a person: open a seat link, click decision buttons until the
game ends, look at what the page shows."""

from __future__ import annotations

import contextlib
import json
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from tests.web.server import ServerProcess

PHONE = {"width": 390, "height": 844}
#: The ``new_page`` fixture: a page in a fresh browser context.
NewPage = Callable[..., Page]

ENABLED_MOVE = "#decision-buttons button.move:enabled"
RESULT = "#result:not([hidden])"
#: True when this page may act or shows the end of the game.
READY_OR_OVER = (
    "() => !!document.querySelector('#decision-buttons button.move:enabled')"
    " || !document.querySelector('#result').hidden"
)


def sqlite_server(folder: Path) -> ServerProcess:
    """``empires serve`` with its database in ``folder`` (not started yet). Every browser test
    of a process creates its tables from one address, so the cap on tables an address may
    create an hour (tested on its own in tests/web/test_web_caps.py) is raised here."""
    folder.mkdir(parents=True, exist_ok=True)
    database = f"sqlite:///{folder / 'empires.sqlite3'}"
    return ServerProcess(database, options=["--tables-per-address-per-hour", "1000"])


#: True once the page asks for a name or has connected.
ASKED_OR_OPEN = (
    "() => !document.getElementById('name-overlay').hidden"
    " || document.body.dataset.connection === 'open'"
)


def sit_down(page: Page, link: str, name: str) -> Page:
    """Open a seat link, give a name if the browser has none yet (it is asked once per
    browser), and wait for the first position."""
    page.goto(link)
    page.wait_for_function(ASKED_OR_OPEN)
    if page.locator("#name-overlay").is_visible():
        page.fill("#name-input", name)
        page.click("#name-form button[type=submit]")
    page.wait_for_selector("body[data-connection=open]")
    return page


def is_over(page: Page) -> bool:
    return page.locator(RESULT).count() > 0


def click_a_decision(page: Page, rng: random.Random) -> bool:
    """Click one of the page's enabled decision buttons, chosen by ``rng``; False if the page
    has none right now (or they went away while choosing)."""
    buttons = page.locator(ENABLED_MOVE)
    count = buttons.count()
    if count == 0:
        return False
    try:
        buttons.nth(rng.randrange(count)).click(timeout=2_000)
    except PlaywrightError:
        return False  # a new position replaced the buttons: look again
    return True


@dataclass
class Played:
    """What happened while clicking through a game."""

    clicks: int = 0
    #: How often a page, asked to decide at once with others, showed someone as having chosen.
    saw_chosen: int = 0


def shows_who_has_chosen(page: Page) -> bool:
    """Whether the seats list shows somebody who has chosen and somebody still choosing."""
    seats = page.locator("#seats")
    return seats.locator(".tag.done").count() > 0 and seats.locator(".tag.waiting").count() > 0


def play_to_end(
    pages: Sequence[Page], rng: random.Random, *, seconds: float = 90, moves: int | None = None
) -> Played:
    """Click decisions on ``pages`` until every page shows the result (or ``moves`` clicks
    were made)."""
    played = Played()
    deadline = time.monotonic() + seconds
    while not all(is_over(p) for p in pages):
        assert time.monotonic() < deadline, f"the game did not end within {seconds} s"
        acted = False
        for page in pages:
            if page.locator(ENABLED_MOVE).count() and shows_who_has_chosen(page):
                played.saw_chosen += 1
            if click_a_decision(page, rng):
                played.clicks += 1
                acted = True
                if moves is not None and played.clicks >= moves:
                    return played
        if not acted:
            wait_for_progress(pages)
    return played


def decisions(page: Page, *, seconds: float = 90) -> Iterator[None]:
    """Each time ``page`` offers a decision, until the game is over (waiting on the game in
    between): the caller looks at it and makes one. Fails after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not is_over(page):
        assert time.monotonic() < deadline, "the game did not end in time"
        if page.locator(ENABLED_MOVE).count():
            yield
        else:
            wait_for_progress([page])


def wait_for_progress(pages: Sequence[Page]) -> None:
    """Nobody could click just now: wait on the page of a person the game waits for, or else
    (bots are thinking) for the next position on the first page. Bounded, so that a page that
    changed meanwhile is looked at again soon."""
    first = pages[0]
    ply = first.get_attribute("body", "data-ply")
    waiting = (first.get_attribute("body", "data-waiting") or "").split()
    page = next((p for p in pages if p.get_attribute("body", "data-seat") in waiting), None)
    with contextlib.suppress(PlaywrightError):
        if page is not None:
            page.wait_for_function(READY_OR_OVER, timeout=1_000)
        else:
            first.wait_for_function(
                f"() => document.body.dataset.ply !== {json.dumps(ply)} || ({READY_OR_OVER})()",
                timeout=1_000,
            )


def fits_width(page: Page) -> bool:
    """Whether the page needs no horizontal scrolling."""
    return bool(
        page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1")
    )
