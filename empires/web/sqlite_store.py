"""The embedded default: one SQLite file, for a single server process.

Write-ahead logging with ``synchronous=NORMAL``: a committed move survives the process being
killed (it is in the operating system's hands), which is the failure the table must survive;
a power cut may lose the last moments. The queries are short, so they run on the event loop.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from empires.web import sql
from empires.web.store import MoveRow, Store, TableRow


class SqliteStore(Store):
    """Tables and moves in one SQLite file (``:memory:`` for a throwaway database)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._db: sqlite3.Connection | None = None

    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            raise RuntimeError("the store is not open")
        return self._db

    async def open(self) -> None:
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA foreign_keys=ON")
        db.execute("PRAGMA busy_timeout=5000")
        for statement in sql.SCHEMA:
            db.execute(statement)
        self._db = db

    async def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    async def create_table(self, table: TableRow) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute(sql.INSERT_TABLE, sql.table_params(table))
            self.db.executemany(sql.INSERT_SEAT, sql.seat_params(table))

    async def table(self, table_id: str) -> TableRow | None:
        row = self.db.execute(sql.SELECT_TABLE, (table_id,)).fetchone()
        if row is None:
            return None
        table = sql.table_from_row(row)
        table.seats = [sql.seat_from_row(r) for r in self.db.execute(sql.SELECT_SEATS, (table_id,))]
        return table

    async def tables(self, status: str | None = None, limit: int = 100) -> list[TableRow]:
        query: tuple[str, tuple[Any, ...]] = (
            (sql.SELECT_TABLES, (limit,))
            if status is None
            else (sql.SELECT_TABLES_BY_STATUS, (status, limit))
        )
        return [sql.table_from_row(r) for r in self.db.execute(*query)]

    async def moves(self, table_id: str, from_ply: int = 0) -> list[MoveRow]:
        rows = self.db.execute(sql.SELECT_MOVES, (table_id, from_ply))
        return [sql.move_from_row(r) for r in rows]

    async def add_move(self, table_id: str, move: MoveRow) -> bool:
        try:
            self.db.execute(sql.INSERT_MOVE, sql.move_params(table_id, move))
        except sqlite3.IntegrityError:
            return False
        return True

    async def join_seat(self, table_id: str, seat: int, name: str, at: float) -> None:
        self.db.execute(sql.JOIN_SEAT, (name, at, at, table_id, seat))

    async def seen(self, seats: list[tuple[str, int]], at: float) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.executemany(sql.SEEN, [(at, table, seat) for table, seat in seats])

    async def left(self, table_id: str, seat: int, at: float) -> None:
        self.db.execute(sql.LEFT, (at, at, table_id, seat))

    async def set_status(
        self, table_id: str, status: str, at: float, result: dict[str, Any] | None = None
    ) -> None:
        self.db.execute(*sql.status_update(table_id, status, at, result))

    async def running_tables(self) -> list[str]:
        return [r[0] for r in self.db.execute(sql.SELECT_RUNNING)]
