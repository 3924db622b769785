"""The backups of docs/deploy.md: taken while the server runs (SQLite's ``VACUUM INTO``,
PostgreSQL's ``pg_dump``), restored, and served again with every table as it was."""

from __future__ import annotations

import sqlite3
import subprocess
import time
from pathlib import Path
from typing import Any

from tests.web.postgres import PostgresServer, _bin
from tests.web.server import ServerProcess

BOTS = {"game": "empire-engine", "players": 2, "seed": 11}


def _tables_while_running(server: ServerProcess) -> list[dict[str, Any]]:
    """A finished game of bots and an open table waiting for people; the listing."""
    finished = server.post("/api/tables", {**BOTS, "seats": [{"kind": "random"}] * 2})
    server.post("/api/tables", {**BOTS, "seats": [{"kind": "human"}] * 2})
    deadline = time.monotonic() + 30
    while server.get(f"/api/tables/{finished['id']}")["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.05)
    listing: list[dict[str, Any]] = server.get("/api/tables")
    return listing


def _served_again(database: str, before: list[dict[str, Any]]) -> None:
    restored = ServerProcess(database).start()
    try:
        assert restored.get("/api/tables") == before
        finished = next(t for t in before if t["status"] == "finished")
        frame = restored.get(f"/api/tables/{finished['id']}/replay?ply=3")
        assert frame["ply"] == 3
    finally:
        restored.stop()


def test_a_sqlite_backup_taken_while_serving_restores_every_table(tmp_path: Path) -> None:
    live = tmp_path / "live" / "empires.sqlite3"
    live.parent.mkdir()
    server = ServerProcess(f"sqlite:///{live}").start()
    copy = tmp_path / "backup.sqlite3"
    try:
        before = _tables_while_running(server)
        with sqlite3.connect(live) as db:  # the documented command, as SQL
            db.execute("VACUUM INTO ?", (str(copy),))
    finally:
        server.stop()
    live.unlink()
    _served_again(f"sqlite:///{copy}", before)


def test_a_pg_dump_taken_while_serving_restores_every_table(postgres: PostgresServer) -> None:
    database = postgres.new_database("backup_live")
    server = ServerProcess(database).start()
    dump = postgres.folder / "empires.dump"
    login = ["-h", "127.0.0.1", "-p", str(postgres.port), "-U", "empires"]
    try:
        before = _tables_while_running(server)
        subprocess.run(
            [_bin("pg_dump"), *login, "--format=custom", f"--file={dump}", "backup_live"],
            check=True,
            capture_output=True,
        )
    finally:
        server.stop()
    restored = postgres.new_database("backup_restored")
    subprocess.run(
        [_bin("pg_restore"), *login, "--no-owner", "--dbname=backup_restored", str(dump)],
        check=True,
        capture_output=True,
    )
    _served_again(restored, before)
