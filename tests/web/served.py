"""Running a test's scenario against real ``empires serve`` processes that are always stopped
afterwards, and seating the people of a new table by name."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any

from tests.web.seats import claim, run
from tests.web.server import ServerProcess

#: A test's scenario against one server.
Scenario = Callable[[ServerProcess], Coroutine[Any, Any, None]]


def serve(database: str, scenario: Scenario, **settings: Any) -> None:
    """Run ``scenario(server)`` against a server on ``database``; ``settings`` are those of
    :class:`ServerProcess` (``heartbeat``, ``options``, ...)."""
    server = ServerProcess(database, **settings).start()
    try:
        run(scenario(server))
    finally:
        server.stop()


def serve_on_sqlite(scenario: Scenario, **settings: Any) -> None:
    """Run ``scenario(server)`` against a server on a fresh SQLite file, removed afterwards."""
    with tempfile.TemporaryDirectory() as folder:
        serve(f"sqlite:///{Path(folder) / 'tables.sqlite3'}", scenario, **settings)


def serve_together(
    database: str,
    scenario: Callable[[list[ServerProcess]], Coroutine[Any, Any, None]],
    count: int = 2,
    heartbeat: float = 0.5,
) -> None:
    """Run ``scenario(servers)`` against ``count`` server processes sharing ``database``
    (a PostgreSQL one), each quick to notice the others (``heartbeat``)."""
    servers = [ServerProcess(database, heartbeat=heartbeat).start() for _ in range(count)]
    try:
        run(scenario(servers))
    finally:
        for server in servers:
            server.stop()


def claim_named(base: str, table: dict[str, Any], names: list[str]) -> list[str]:
    """Use the first invitations of a new table under these names: the seat tokens, in the
    order of ``table["invites"]``."""
    invites = table["invites"][: len(names)]
    return [
        claim(base, table["id"], i["code"], name) for i, name in zip(invites, names, strict=True)
    ]


def played_moves(server: ServerProcess, table_id: str) -> Iterator[dict[str, Any]]:
    """Every move of a table in order, as its replay gives them (``seat`` and ``move``)."""
    plies: int = server.get(f"/api/tables/{table_id}/replay?ply=0")["plies"]
    for ply in range(1, plies + 1):
        played: dict[str, Any] = server.get(f"/api/tables/{table_id}/replay?ply={ply}")["move"]
        yield played
