"""A page for the view unit tests: the real application's files (the kit, each game's view
module, the game's words) served to Chromium through Playwright's routing from an in-process
app, under the real Content-Security-Policy, and an empty board to draw on."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Page, Route
from starlette.testclient import TestClient

from empires.web.headers import CONTENT_SECURITY_POLICY

ORIGIN = "http://views.test"
#: The table page's style sheets and its board, nothing else (no script: the test draws).
PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="/static/base.css"><link rel="stylesheet" href="/static/table.css">
</head><body><section id="board" class="board" aria-label="board"></section></body></html>"""

#: Import the kit and the game's view, fetch the game's words, draw, and report what the kit
#: saw: words the view asked for that the server did not send.
DRAW = """async ({ game, input }) => {
  const kit = await import("/static/kit.js");
  const view = await import(`/games/${game}/view.js`);
  const answer = await fetch(`/games/${game}/words?lang=${input.helpers.lang}`);
  if (!answer.ok) throw new Error(`words: ${answer.status}`);
  const words = kit.words(await answer.json());
  window.played = [];
  const play = (move) => { window.played.push(move); return true; };
  view.render(document.getElementById("board"), input.state, { ...input.helpers, words, play });
  return [...words.missing];
}"""


def open_views_page(page: Page, client: TestClient) -> Page:
    """Serve ``ORIGIN`` from ``client``'s app (and the test page at ``/``) and open it."""

    def serve(route: Route) -> None:
        url = urlsplit(route.request.url)
        if url.path == "/":
            headers = {"content-security-policy": CONTENT_SECURITY_POLICY}
            route.fulfill(status=200, body=PAGE, content_type="text/html", headers=headers)
            return
        answer = client.get(url.path + (f"?{url.query}" if url.query else ""))
        route.fulfill(status=answer.status_code, headers=dict(answer.headers), body=answer.content)

    page.route(f"{ORIGIN}/**", serve)
    page.goto(f"{ORIGIN}/")
    return page


def draw(page: Page, game: str, render_input: dict[str, Any]) -> list[str]:
    """Draw one recorded position; the words the view missed."""
    missing: list[str] = page.evaluate(DRAW, {"game": game, "input": render_input})
    return missing
