"""Fixtures of the browser tests: a real ``empires serve`` process on SQLite, and Debian's
Chromium driven by Playwright (a downloaded browser does not run here)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

from tests.web.browser.policy import watch_policy
from tests.web.browser.table_page import NewPage, sqlite_server
from tests.web.server import ServerProcess

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
#: Screenshots of every game's end, kept for people to look at (gitignored).
ARTIFACTS = Path(__file__).resolve().parents[3] / "test-artifacts"


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One server for this test process's browser tests."""
    process = sqlite_server(tmp_path_factory.mktemp("browser-data")).start()
    yield process
    process.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture
def new_page(browser: Browser) -> Iterator[NewPage]:
    """Open a page in a fresh browser context (its own storage: one person each). Any
    uncaught JavaScript error, and any Content-Security-Policy violation, on any of these
    pages fails the test."""
    contexts: list[BrowserContext] = []
    errors: list[str] = []
    violations: list[str] = []

    def make(**context_options: object) -> Page:
        context = browser.new_context(**context_options)  # type: ignore[arg-type]
        context.set_default_timeout(15_000)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        return watch_policy(page, violations)

    yield make
    for context in contexts:
        context.close()
    assert not errors, f"JavaScript errors: {errors}"
    assert not violations, f"Content-Security-Policy violations: {violations}"
