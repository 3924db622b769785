"""The Content-Security-Policy in Chromium: it refuses inline scripts and styles (and the tests
notice when it does), while the pages, the game views' style sheets and the same origin's
WebSocket work under it; the API docs page (``--api-docs``) runs under it too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from empires.web.headers import CONTENT_SECURITY_POLICY
from tests.web.browser.policy import watch_policy
from tests.web.browser.table_page import NewPage, sit_down
from tests.web.server import ServerProcess

INLINE = """() => {
  const script = document.createElement("script");
  script.textContent = "window.inlineRan = true;";
  document.head.append(script);
  const style = document.createElement("style");
  style.textContent = "body { outline: 7px solid red; }";
  document.head.append(style);
  const box = document.createElement("div");
  box.setAttribute("style", "margin-left: 77px");
  document.body.append(box);
  return getComputedStyle(box).marginLeft;
}"""


def test_inline_script_and_styles_are_refused_and_noticed(
    server: ServerProcess, browser: Browser
) -> None:
    context = browser.new_context()
    try:
        violations: list[str] = []
        page = watch_policy(context.new_page(), violations)
        response = page.goto(server.base + "/")
        assert response is not None
        assert response.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
        page.wait_for_selector("body[data-ready]")
        assert not violations, violations
        assert page.evaluate(INLINE) == "0px"  # the style= attribute was not applied
        page.wait_for_function("() => true")
        assert page.evaluate("() => window.inlineRan === undefined")
        page.wait_for_timeout(200)  # the reports arrive as events
        directives = " ".join(violations)
        assert "script-src" in directives and "style-src" in directives, violations
    finally:
        context.close()


def test_a_game_view_is_styled_and_its_websocket_connects_under_the_policy(
    server: ServerProcess, new_page: NewPage
) -> None:
    table = server.post(
        "/api/tables",
        {"game": "empire-engine", "players": 2, "seats": [{"kind": "human"}, {"kind": "random"}]},
    )
    page = sit_down(new_page(), table["invites"][0]["link"], "Ada")  # a live WebSocket
    assert page.evaluate("() => document.adoptedStyleSheets.length") >= 1
    # A rule of the game view's sheet is in force (its classes are drawn on the page).
    assert page.evaluate(
        """() => [...document.adoptedStyleSheets].some((sheet) =>
             [...sheet.cssRules].some((rule) => rule.selectorText?.startsWith(".ee-")))"""
    )


@pytest.fixture(scope="module")
def docs_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder: Path = tmp_path_factory.mktemp("docs-data")
    process = ServerProcess(
        f"sqlite:///{folder / 'empires.sqlite3'}", options=["--api-docs"]
    ).start()
    yield process
    process.stop()


def test_the_api_docs_page_runs_under_the_policy_from_this_server_only(
    docs_server: ServerProcess, new_page: NewPage
) -> None:
    page = new_page()
    elsewhere: list[str] = []
    page.on(
        "request",
        lambda r: None if r.url.startswith(docs_server.base) else elsewhere.append(r.url),
    )
    page.goto(docs_server.base + "/docs")
    page.wait_for_selector("#swagger-ui .opblock", timeout=20_000)
    # Try one request from the page: the answer is shown (highlighted) under the policy too.
    games = page.locator(".opblock-get", has_text="/api/games").first
    games.locator(".opblock-summary").click()
    games.get_by_role("button", name="Try it out").click()
    games.get_by_role("button", name="Execute").click()
    page.wait_for_selector(".live-responses-table tbody .response-col_status", timeout=20_000)
    assert (
        "200"
        in games.locator(".live-responses-table tbody .response-col_status").first.inner_text()
    )
    assert "empire-engine" in games.locator(".live-responses-table").inner_text()
    assert not elsewhere, elsewhere
