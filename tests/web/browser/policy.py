"""Watching a page for Content-Security-Policy violations: the browser tests fail on any."""

from __future__ import annotations

from playwright.sync_api import ConsoleMessage, Page

#: Runs before the page's own scripts (Playwright injects it; the policy does not apply to it).
REPORT_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", (event) => {
  console.error(`Content Security Policy violation: ${event.violatedDirective}`
    + ` blocked ${event.blockedURI || "inline"} in ${event.sourceFile}:${event.lineNumber}`);
});
"""


def watch_policy(page: Page, violations: list[str]) -> Page:
    """Collect into ``violations`` every CSP violation on ``page`` (reported by the page's
    event and by Chromium's own console message). Call before the page opens anything."""

    def heard(message: ConsoleMessage) -> None:
        if message.type == "error" and "Content Security Policy" in message.text:
            violations.append(f"{page.url}: {message.text}")

    page.add_init_script(REPORT_VIOLATIONS)
    page.on("console", heard)
    return page
