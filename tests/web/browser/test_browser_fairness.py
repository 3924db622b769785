"""Fair tables in a real browser: the commitment shown during the game, the seed and salt hashed
in the page at the end (by Web Crypto, and by the page's own SHA-256 where the browser has
none), the server's replay, and the banner of a table whose creator chose the seed."""

from __future__ import annotations

import hashlib
import random
import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from tests.web.browser.table_page import RESULT, NewPage, play_to_end, sit_down
from tests.web.server import ServerProcess

#: Takes Web Crypto away, as on a page served over plain http from another machine.
NO_SUBTLE = "Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined });"


def short_table(server: ServerProcess, **extra: Any) -> dict[str, Any]:
    """A one-round Empire Engine table: one person against a bot."""
    body = {
        "game": "empire-engine",
        "players": 2,
        "options": {"rounds": 1},
        "seats": [{"kind": "human"}, {"kind": "heuristic"}],
    }
    table: dict[str, Any] = server.post("/api/tables", {**body, **extra})
    return table


def play_and_check(server: ServerProcess, page: Page, table: dict[str, Any]) -> dict[str, Any]:
    """Play the table to its end on ``page``; check what the fairness section says before and
    after; the finished table's summary."""
    fairness = page.locator("#fairness")
    commitment = table["fairness"]["commitment"]
    expect(fairness).to_be_visible()
    expect(fairness).to_contain_text(commitment)
    expect(fairness).to_contain_text("revealed when the game ends")
    expect(page.locator("#seeded-banner")).to_be_hidden()
    play_to_end([page], random.Random(5))
    expect(page.locator(RESULT)).to_be_visible()
    summary: dict[str, Any] = server.get(f"/api/tables/{table['id']}")
    seed, salt = summary["fairness"]["seed"], summary["fairness"]["salt"]
    assert hashlib.sha256(f"{seed}:{salt}".encode()).hexdigest() == commitment
    expect(page.locator("#fairness[data-check=match]")).to_be_visible()
    expect(page.locator("#fairness-hash")).to_contain_text(
        "the revealed seed and salt hash to the commitment"
    )
    expect(page.locator("#fairness-hash")).to_contain_text(commitment)
    expect(fairness).to_contain_text(seed)
    expect(fairness).to_contain_text("same commitment this browser was shown")
    scores = ", ".join(str(s) for s in summary["result"]["scores"])
    expect(page.locator("#fairness-replay[data-same=true]")).to_contain_text(
        f"give the final scores {scores}, the table's result"
    )
    expect(page.locator("#fairness-record")).to_have_attribute(
        "href", f"/api/tables/{table['id']}/record"
    )
    return summary


def test_a_finished_game_shows_its_commitment_matching(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    table = short_table(server)
    page = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    play_and_check(server, page, table)
    assert page.get_attribute("#fairness", "data-hashed-by") == "subtle"
    page.locator("#fairness").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "fairness-end.png"), full_page=True)


def test_without_web_crypto_the_page_hashes_with_its_own_sha256(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    page = new_page()
    # The page's own SHA-256 against Python's, on texts across the block boundaries.
    page.goto(server.base + "/")
    texts = ["", "abc", "a" * 55, "a" * 56, "a" * 64, "x" * 1000, "ü€:😀", f"{2**129 - 1}:00ff"]
    hashed = page.evaluate(
        "async (texts) => { const m = await import('/static/sha256.js');"
        " return texts.map((t) => m.sha256HexFallback(t)); }",
        texts,
    )
    assert hashed == [hashlib.sha256(t.encode()).hexdigest() for t in texts]

    table = short_table(server)
    page.context.add_init_script(NO_SUBTLE)
    page = sit_down(page, table["invites"][0]["link"], "Bo")
    assert page.evaluate("() => crypto.subtle === undefined")
    play_and_check(server, page, table)
    assert page.get_attribute("#fairness", "data-hashed-by") == "script"
    expect(page.locator("#fairness-hash")).to_contain_text("the page's own SHA-256")
    page.screenshot(path=str(artifacts / "fairness-end-no-webcrypto.png"), full_page=True)


def test_a_seeded_table_says_so_to_everyone_in_english_and_german(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    table = short_table(server, seed=77)
    seat = sit_down(new_page(), table["invites"][0]["link"], "Cy")
    watcher = new_page()
    watcher.goto(f"{server.base}/t/{table['id']}")
    for page in (seat, watcher):
        banner = page.locator("#seeded-banner")
        expect(banner).to_be_visible()
        expect(banner).to_contain_text("chose its seed (77)")
        expect(banner).to_contain_text("hidden draw in advance")
    watcher.click(".lang-button[data-lang=de]")
    expect(watcher.locator("#seeded-banner")).to_contain_text(
        re.compile(r"Startwert gewählt \(77\).*verdeckte Ziehung")
    )
    expect(watcher.locator("#fairness")).to_contain_text("Festlegung")
    watcher.screenshot(path=str(artifacts / "fairness-seeded-de.png"), full_page=True)
