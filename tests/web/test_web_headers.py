"""Browser protections (empires/web/headers.py) on every response: every route of the app,
static files, the games' files, refusals and errors; and the API docs, off unless asked for
and then served without another site's scripts."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import httpx2 as httpx
import pytest
from fastapi.routing import APIRoute
from starlette.routing import Mount
from starlette.testclient import TestClient

from empires.kernel.registry import list_games
from empires.web.app import MAX_BODY, create_app
from empires.web.headers import CONTENT_SECURITY_POLICY, SECURITY_HEADERS
from empires.web.store import open_store

EXPECTED = {name.decode(): value.decode() for name, value in SECURITY_HEADERS}


def protected(response: httpx.Response) -> bool:
    """Whether the response carries every protection, each exactly once."""
    return all(response.headers.get_list(name) == [value] for name, value in EXPECTED.items())


def test_the_policy_allows_only_our_own_files() -> None:
    directives = dict(d.split(" ", 1) for d in CONTENT_SECURITY_POLICY.split("; "))
    assert directives["default-src"] == "'self'"
    assert directives["script-src"] == "'self'"  # no inline scripts, no eval, no other site
    assert directives["style-src"] == "'self'"  # no style= attributes or <style> elements
    assert directives["connect-src"] == "'self'"  # the same origin's WebSockets too
    assert directives["object-src"] == directives["base-uri"] == "'none'"
    assert directives["frame-ancestors"] == "'none'"
    assert EXPECTED["x-frame-options"] == "DENY"
    assert EXPECTED["x-content-type-options"] == "nosniff"
    assert EXPECTED["referrer-policy"] == "no-referrer"


def _routes(routes: list[Any]) -> Iterator[Any]:
    """Every route, those of included routers too (FastAPI keeps an included router whole, as
    one entry whose ``original_router`` holds its routes)."""
    for route in routes:
        included = getattr(route, "original_router", None)
        yield from _routes(included.routes) if included is not None else (route,)


def _paths(client: TestClient) -> Iterator[tuple[str, str]]:
    """A request for every GET route of the app (path parameters filled in) and a file of
    every mount."""
    for route in _routes(client.app.routes):  # type: ignore[attr-defined]
        if isinstance(route, Mount):
            yield "GET", f"{route.path}/lobby.js"
        elif isinstance(route, APIRoute) or "GET" in (getattr(route, "methods", None) or ()):
            path = re.sub(r"\{[^}]+\}", "empire-engine", route.path)  # type: ignore[attr-defined]
            for method in sorted(getattr(route, "methods", None) or ()):
                yield method, path


def test_every_route_and_file_carries_the_protections(client: TestClient) -> None:
    seen = []
    for method, path in _paths(client):
        response = client.request(method, path, json={} if method == "POST" else None)
        assert protected(response), (method, path, response.status_code, response.headers)
        seen.append((path, response.status_code))
    codes = {code for _, code in seen}
    assert {200, 404, 422} <= codes, seen  # pages and files, missing tables, refused bodies
    assert ("/", 200) in seen and ("/static/lobby.js", 200) in seen
    assert ("/api/tables", 422) in seen


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/t/some-table",
        "/static/table.js",
        "/static/base.css",
        "/static/no-such-file.js",
        "/no/such/page",
        "/games/no-such-game/view.js",
        "/api/tables/no-such-table",
        "/api/tables?status=lost",
        "/openapi.json",
    ],
)
def test_pages_files_and_refusals_carry_the_protections(client: TestClient, path: str) -> None:
    assert protected(client.get(path))


def test_every_games_files_carry_the_protections(client: TestClient) -> None:
    for rules in list_games():
        for path in (f"/games/{rules.info.name}/view.js", f"/games/{rules.info.name}/rules"):
            response = client.get(path)
            assert response.status_code == 200 and protected(response), path


def test_refusals_before_the_app_and_wrong_methods_carry_them_too(client: TestClient) -> None:
    too_big = client.post(
        "/api/tables",
        content=b"x" * (MAX_BODY + 1),
        headers={"content-type": "application/json"},
    )
    assert too_big.status_code == 413 and protected(too_big)
    wrong_method = client.delete("/api/games")
    assert wrong_method.status_code == 405 and protected(wrong_method)
    bad_json = client.post(
        "/api/tables", content=b"{", headers={"content-type": "application/json"}
    )
    assert bad_json.status_code == 422 and protected(bad_json)


def test_an_unexpected_error_is_answered_with_them_and_names_nothing_inside() -> None:
    """A request that fails inside (here: the database has gone away under the server) gets a
    500 with the protections, and the answer shows no trace of the code."""
    with TestClient(create_app(open_store(":memory:")), raise_server_exceptions=False) as client:
        client.portal.call(client.app.state.hub.store.close)  # type: ignore[attr-defined,union-attr]
        failed = client.get("/api/tables")
        assert failed.status_code == 500 and protected(failed)
        assert failed.json() == {"detail": "internal error"}


def test_the_api_docs_are_off_unless_asked_for(client: TestClient) -> None:
    for path in ("/docs", "/redoc", "/docs/oauth2-redirect", "/docs/start.js"):
        assert client.get(path).status_code == 404, path
    assert client.get("/openapi.json").json()["info"]["title"] == "Empires"


def test_the_api_docs_use_only_files_of_this_server() -> None:
    with TestClient(create_app(open_store(":memory:"), api_docs=True)) as client:
        page = client.get("/docs")
        assert page.status_code == 200 and protected(page)
        sources = re.findall(r'(?:src|href)="([^"]+)"', page.text)
        assert sources and all(s.startswith("/docs/") for s in sources), sources
        assert "<script>" not in page.text  # no inline script: the policy would refuse it
        for source in sources:
            response = client.get(source)
            assert response.status_code == 200 and protected(response), source
        assert "/openapi.json" in client.get("/docs/start.js").text
