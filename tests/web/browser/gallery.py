"""The screenshot gallery (``docs/screenshots/``): every game at its key moments, played for
real by a person's browser (Debian's Chromium) against the game's own bots on a real server,
on a desktop and a phone, in English and German. One command makes it again:

    make screenshots        # = .venv/bin/python -m tests.web.browser.gallery docs/screenshots

The games are seeded and the clicks drawn from a seeded generator, so a run shows the same
games each time (the fair-play panel's salt and commitment change, being secret per table).
"""

from __future__ import annotations

import argparse
import random
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import Browser, Page, expect, sync_playwright

from tests.web.browser.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.web.browser.table_page import (
    PHONE,
    RESULT,
    click_a_decision,
    is_over,
    sit_down,
    sqlite_server,
    wait_for_progress,
)
from tests.web.server import ServerProcess

DESKTOP = {"width": 1280, "height": 800}


@dataclass(frozen=True)
class Sitting:
    """One game of the gallery: its seats (the person first), seed, and how many of the
    person's decisions make the middle of the game."""

    game: str
    title: str
    seats: tuple[str, ...]
    seed: int
    middle: int


SITTINGS = (
    Sitting("empire-engine", "Empire Engine", ("human", "heuristic", "heuristic"), 14, 8),
    Sitting("empire-colonial", "Empire (colonial)", ("human", "heuristic", "heuristic"), 3, 12),
    Sitting("empire-planners", "Empire Planners", ("human", "heuristic"), 2015, 10),
    Sitting("empire-v85", "Empire V8.5", ("human", "heuristic", "heuristic"), 85, 12),
    Sitting("sealed-bids", "Sealed Bids", ("human", "heuristic", "heuristic"), 5, 3),
)


def decide(page: Page, rng: random.Random, clicks: int | None) -> None:
    """Click the person's decisions until ``clicks`` were made (None: to the end)."""
    made = 0
    while not is_over(page) and (clicks is None or made < clicks):
        if click_a_decision(page, rng):
            made += 1
        else:
            wait_for_progress([page])


def settle(page: Page) -> None:
    """Wait until the page shows the person's next decision or the end."""
    page.wait_for_function(
        "() => !!document.querySelector('#decision-buttons button.move:enabled')"
        " || !document.querySelector('#result').hidden",
        timeout=60_000,
    )


def shoot(page: Page, path: Path, *, full: bool = False) -> Path:
    """A screenshot once passing notes (toasts, a few seconds each) have gone."""
    expect(page.locator(".toast")).to_have_count(0, timeout=10_000)
    page.screenshot(path=str(path), full_page=full)
    return path


def in_german(page: Page, path: Path, *, full: bool = False) -> Path:
    """A screenshot in German, then back to English."""
    page.click("#lang-switch button[data-lang=de]")
    expect(page.locator("body")).to_have_attribute("data-state-lang", "de")  # the server's words
    shoot(page, path, full=full)
    page.click("#lang-switch button[data-lang=en]")
    expect(page.locator("body")).to_have_attribute("data-state-lang", "en")
    return path


def on_a_phone(page: Page, path: Path, *, german: bool = False) -> Path:
    page.set_viewport_size(PHONE)
    if german:
        in_german(page, path)
    else:
        shoot(page, path)
    page.set_viewport_size(DESKTOP)
    return path


def play(browser: Browser, server: ServerProcess, sitting: Sitting, out: Path) -> list[Path]:
    """One game for the gallery: its start, middle (also in German and on a phone, in both
    languages) and end (in both languages)."""
    table = server.new_table(list(sitting.seats), game=sitting.game, seed=sitting.seed)
    context = browser.new_context(viewport=DESKTOP, locale="en-GB")
    page = sit_down(context.new_page(), table["invites"][0]["link"], "Ada")
    rng = random.Random(sitting.seed)
    name = sitting.game
    settle(page)
    shots = [shoot(page, out / f"{name}-1-start.png")]
    decide(page, rng, sitting.middle)
    settle(page)
    shots += [
        shoot(page, out / f"{name}-2-middle.png"),
        in_german(page, out / f"{name}-2-middle-de.png"),
        on_a_phone(page, out / f"{name}-2-middle-phone.png"),
        on_a_phone(page, out / f"{name}-2-middle-phone-de.png", german=True),
    ]
    decide(page, rng, None)
    page.locator(RESULT).scroll_into_view_if_needed()
    shots.append(shoot(page, out / f"{name}-3-end.png", full=True))
    shots.append(in_german(page, out / f"{name}-3-end-de.png", full=True))
    context.close()
    return shots


def lobby(browser: Browser, server: ServerProcess, out: Path) -> list[Path]:
    shots = []
    for size, suffix in ((DESKTOP, ""), (PHONE, "-phone")):
        context = browser.new_context(viewport=size, locale="en-GB")
        page = context.new_page()
        page.goto(server.base + "/")
        page.wait_for_selector("body[data-ready]")
        shots.append(shoot(page, out / f"lobby{suffix}.png"))
        context.close()
    return shots


def index(out: Path, sittings: Sequence[Sitting]) -> None:
    """The gallery's page: every picture under its game's title."""
    lines = [
        "# Screenshots",
        "",
        "Real games on a real server, played in Debian's Chromium by a person's page against the",
        "games' own bots. Made by `make screenshots` (`tests/web/browser/gallery.py`).",
        "",
        "## The lobby",
        "",
        "![The lobby](lobby.png) ![The lobby on a phone](lobby-phone.png)",
    ]
    moments = (
        ("1-start", "the first decision"),
        ("2-middle", "the middle of the game"),
        ("2-middle-de", "the same moment in German"),
        ("2-middle-phone", "the same moment on a phone"),
        ("2-middle-phone-de", "on a phone in German"),
        ("3-end", "the end"),
        ("3-end-de", "the end in German"),
    )
    for sitting in sittings:
        lines += ["", f"## {sitting.title}", ""]
        for moment, caption in moments:
            lines.append(f"![{sitting.title}: {caption}]({sitting.game}-{moment}.png)")
    (out / "README.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


@contextmanager
def running_server() -> Iterator[ServerProcess]:
    with tempfile.TemporaryDirectory() as folder:
        server = sqlite_server(Path(folder)).start()
        try:
            yield server
        finally:
            server.stop()


def make_gallery(out: Path, games: Sequence[str] | None = None) -> list[Path]:
    """Make the gallery in ``out`` (only ``games``, if given), with a server and a browser of
    its own; the pictures made."""
    with running_server() as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            return shoot_gallery(browser, server, out, games)
        finally:
            browser.close()


def shoot_gallery(
    browser: Browser, server: ServerProcess, out: Path, games: Sequence[str] | None = None
) -> list[Path]:
    """The gallery's pictures and index in ``out``, taken with ``browser`` at ``server``."""
    out.mkdir(parents=True, exist_ok=True)
    sittings = [s for s in SITTINGS if games is None or s.game in games]
    shots = lobby(browser, server, out)
    for sitting in sittings:
        shots += play(browser, server, sitting, out)
    index(out, sittings)
    return shots


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the gallery's folder (docs/screenshots)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    args = parser.parse_args()
    for path in make_gallery(args.out, args.game):
        print(path)


if __name__ == "__main__":
    main()
