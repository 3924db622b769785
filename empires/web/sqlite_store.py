"""The embedded default: one SQLite file, for a single server process.

Write-ahead logging with ``synchronous=NORMAL``: a committed move survives the process being
killed (it is in the operating system's hands), which is the failure the table must survive;
a power cut may lose the last moments. The queries are short, so they run on the event loop.

One process only: a second server on the same file would run the same tables' bots and clocks
and disagree with the first, so the store holds an exclusive lock on ``<file>.lock`` while it
is open (the operating system drops it when the process dies, however it dies).
"""

from __future__ import annotations

import fcntl
import json
import os
import sqlite3
from pathlib import Path
from typing import Any

from empires.web import sql
from empires.web.store import ChatRow, MoveRow, Store, TableRow


class StoreInUse(RuntimeError):
    """Another process serves this SQLite file."""


def _lock(path: str) -> int:
    """Take the exclusive lock of the database at ``path``; its file descriptor."""
    lock_path = f"{path}.lock"
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise StoreInUse(
            f"another Empires server is using {path}; an SQLite database serves one process."
            " Stop the other one, or use PostgreSQL (--database postgresql://...) to run"
            " several processes on the same tables"
        ) from None
    return fd


class SqliteStore(Store):
    """Tables and moves in one SQLite file (``:memory:`` for a throwaway database)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._db: sqlite3.Connection | None = None
        self._lock_fd: int | None = None

    def acquire(self) -> None:
        """Take the file's one-process lock now (``open`` does too); StoreInUse if another
        process holds it."""
        if self.path != ":memory:" and self._lock_fd is None:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._lock_fd = _lock(self.path)

    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            raise RuntimeError("the store is not open")
        return self._db

    async def open(self) -> None:
        self.acquire()
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA foreign_keys=ON")
        db.execute("PRAGMA busy_timeout=5000")
        with db:
            db.execute("BEGIN IMMEDIATE")
            for statement in sql.SCHEMA:
                db.execute(statement)
            version = sql.version_of(db.execute(sql.SELECT_VERSION).fetchall())
            for target, statements in sql.migrations_from(version):
                for statement in statements:
                    db.execute(statement)
                db.execute(sql.DELETE_VERSION)
                db.execute(sql.INSERT_VERSION, (str(target),))
        self._db = db

    async def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None

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
        tables = [sql.table_from_row(r) for r in self.db.execute(*query)]
        if not tables:
            return tables
        ids = tuple(t.id for t in tables)
        return sql.attach_seats(
            tables, self.db.execute(sql.select_seats_of(len(ids)), ids).fetchall()
        )

    async def moves(self, table_id: str, from_ply: int = 0) -> list[MoveRow]:
        rows = self.db.execute(sql.SELECT_MOVES, (table_id, from_ply))
        return [sql.move_from_row(r) for r in rows]

    async def add_move(
        self,
        table_id: str,
        move: MoveRow,
        result: dict[str, Any] | None = None,
        previous: dict[str, Any] | None = None,
    ) -> bool:
        try:
            with self.db:
                self.db.execute("BEGIN")
                if previous is not None and not self._is_previous(table_id, move.ply, previous):
                    self.db.execute("ROLLBACK")
                    return False
                self.db.execute(sql.INSERT_MOVE, sql.move_params(table_id, move))
                if result is not None:
                    self.db.execute(*sql.status_update(table_id, "finished", move.at, result))
        except sqlite3.IntegrityError:
            return False
        return True

    async def add_chat(self, table_id: str, line: ChatRow) -> None:
        self.db.execute(sql.INSERT_CHAT, sql.chat_params(table_id, line))

    async def chat_count(self, table_id: str) -> int:
        count: int = self.db.execute(sql.COUNT_CHAT, (table_id,)).fetchone()[0]
        return count

    async def chat(self, table_id: str, limit: int) -> list[ChatRow]:
        return sql.chat_from_rows(self.db.execute(sql.SELECT_CHAT, (table_id, limit)).fetchall())

    async def add_review(self, table_id: str, seat: int, review: dict[str, Any], at: float) -> None:
        self.db.execute(sql.INSERT_REVIEW, (table_id, seat, json.dumps(review), at))

    async def review(self, table_id: str, seat: int) -> tuple[dict[str, Any], float] | None:
        row = self.db.execute(sql.SELECT_REVIEW, (table_id, seat)).fetchone()
        return None if row is None else (json.loads(row[0]), float(row[1]))

    def _is_previous(self, table_id: str, ply: int, previous: dict[str, Any]) -> bool:
        row = self.db.execute(sql.PREVIOUS_MOVE, (table_id, ply - 1)).fetchone()
        return row is not None and json.loads(row[0]) == previous

    async def undo_move(self, table_id: str, seat: int, mark: MoveRow) -> bool:
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            params = (table_id, mark.ply, seat, table_id, mark.ply)
            if not self.db.execute(sql.REMOVE_MOVE, params).fetchall():
                return False
            self.db.execute(sql.INSERT_MOVE, sql.move_params(table_id, mark))
        return True

    async def join_seat(self, table_id: str, seat: int, name: str, at: float) -> None:
        self.db.execute(sql.JOIN_SEAT, (name, at, at, table_id, seat))

    async def claim_seat(
        self, table_id: str, claim_hash: str, token_hash: str, name: str
    ) -> int | None:
        row = self._changed(sql.CLAIM_SEAT, (token_hash, name, table_id, claim_hash))
        return None if row is None else int(row[0])

    async def invite_seat(self, table_id: str, seat: int, token_hash: str, claim_hash: str) -> bool:
        return self._changed(sql.INVITE_SEAT, (claim_hash, table_id, seat, token_hash)) is not None

    async def leave_seat(self, table_id: str, seat: int, token_hash: str, kind: str) -> bool:
        return self._changed(sql.LEAVE_SEAT, (kind, table_id, seat, token_hash)) is not None

    async def rename_seat(self, table_id: str, seat: int, token_hash: str, name: str) -> bool:
        return self._changed(sql.RENAME_SEAT, (name, table_id, seat, token_hash)) is not None

    def _changed(self, query: str, params: tuple[Any, ...]) -> tuple[Any, ...] | None:
        """Run a conditional UPDATE ... RETURNING in a transaction; the row it changed."""
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            row: tuple[Any, ...] | None = self.db.execute(query, params).fetchone()
        return row

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
