"""Fixtures of the web table's tests: an in-process app on SQLite, and a PostgreSQL server."""

from __future__ import annotations

import secrets
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from empires.web.app import create_app
from empires.web.store import open_store
from tests.web.postgres import PostgresServer
from tests.web.server import ServerProcess


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """A PostgreSQL server for this test process (each xdist worker starts its own)."""
    server = PostgresServer().start()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest) -> Iterator[str]:
    """The address of a fresh database of each kind (a test using it runs on both)."""
    if request.param == "sqlite":
        with tempfile.TemporaryDirectory() as folder:
            yield f"sqlite:///{Path(folder) / 'tables.sqlite3'}"
    else:
        server: PostgresServer = request.getfixturevalue("postgres")
        yield server.new_database(f"db_{secrets.token_hex(6)}")


@pytest.fixture
def servers(database: str) -> Iterator[list[ServerProcess]]:
    """One server on a fresh SQLite file, or two servers on one fresh PostgreSQL database (so
    that a test sees what the other process does)."""
    started: list[ServerProcess] = []
    try:
        for _ in range(1 if database.startswith("sqlite") else 2):
            started.append(ServerProcess(database).start())
        yield started
    finally:
        for server in started:
            server.stop()


@pytest.fixture
def client() -> Iterator[TestClient]:
    """The web app on a throwaway SQLite database, in this process."""
    with TestClient(create_app(open_store(":memory:"))) as test_client:
        yield test_client


def new_table(client: TestClient, seats: list[str], **extra: Any) -> dict[str, Any]:
    """Create an Empire Engine table with these seat kinds (the creator only watching); the
    answer, with a claim link per person."""
    body = {"game": "empire-engine", "players": len(seats), "seats": [{"kind": k} for k in seats]}
    response = client.post("/api/tables", json={**body, **extra})
    assert response.status_code == 201, response.text
    table: dict[str, Any] = response.json()
    return table


def claim_seats(client: TestClient, table: dict[str, Any]) -> list[str]:
    """Use every invitation of a new table, as the invited people would: their seat tokens, in
    the order of ``table["invites"]``."""
    tokens = []
    for invite in table["invites"]:
        response = client.post(f"/api/tables/{table['id']}/claim", json={"code": invite["code"]})
        assert response.status_code == 200, response.text
        assert response.json()["seat"] == invite["seat"]
        tokens.append(response.json()["token"])
    return tokens


def stored_moves(client: TestClient, table_id: str) -> int:
    """How many moves the database holds for a table."""
    store = client.app.state.hub.store  # type: ignore[attr-defined]
    return len(client.portal.call(store.moves, table_id))  # type: ignore[union-attr]


def wait_until(condition: Callable[[], bool], seconds: float = 20.0) -> None:
    """Poll ``condition`` until it holds; fail after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"still not true after {seconds} s")
        time.sleep(0.02)
