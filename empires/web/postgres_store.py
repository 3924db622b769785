"""PostgreSQL: for several server processes (on one machine or many) sharing the same tables.

Every change is announced with NOTIFY on one channel, in the transaction that makes it, so a
process hears of it exactly when it can read it; each process LISTENs and refreshes the tables
its clients watch. No other server is needed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from typing import Any

import psycopg
from psycopg_pool import AsyncConnectionPool

from empires.web import sql
from empires.web.store import ChatRow, Listener, MoveRow, Store, TableRow
from empires.web.tasks import cancel_and_wait

CHANNEL = "empires_tables"
# Session advisory locks on (DRIVERS, hashtext(table id)) say which process drives a table.
# Two-key locks live apart from the one-key lock that guards creating the schema.
DRIVERS = 7216
log = logging.getLogger(__name__)


def _pg(query: str) -> str:
    return query.replace("?", "%s")


class PostgresStore(Store):
    """Tables and moves in a PostgreSQL database given by its address."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.origin = secrets.token_hex(6)
        self._pool: AsyncConnectionPool | None = None
        self._listening: asyncio.Task[None] | None = None
        # The connection that holds this process's claims: they last as long as it does.
        self._claims: psycopg.AsyncConnection[Any] | None = None
        self._claimed: set[str] = set()
        self._claiming = asyncio.Lock()

    @property
    def pool(self) -> AsyncConnectionPool:
        if self._pool is None:
            raise RuntimeError("the store is not open")
        return self._pool

    async def open(self) -> None:
        pool = AsyncConnectionPool(self.url, min_size=1, max_size=8, open=False)
        await pool.open(wait=True, timeout=30)
        # Two processes starting at once must not both create (or migrate) the schema.
        async with pool.connection() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock(7215)")
            for statement in sql.SCHEMA:
                await conn.execute(statement)
            cursor = await conn.execute(sql.SELECT_VERSION)
            version = sql.version_of(await cursor.fetchall())
            for target, statements in sql.migrations_from(version):
                for statement in statements:
                    await conn.execute(_pg(statement))
                await conn.execute(sql.DELETE_VERSION)
                await conn.execute(_pg(sql.INSERT_VERSION), (str(target),))
        self._pool = pool

    async def close(self) -> None:
        await cancel_and_wait(self._listening)
        self._listening = None
        if self._claims is not None:
            await self._claims.close()
            self._claims, self._claimed = None, set()
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    async def _fetch(self, query: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        async with self.pool.connection() as conn:
            cursor = await conn.execute(_pg(query), params)
            return await cursor.fetchall()

    async def _run(self, query: str, params: tuple[Any, ...], table_id: str, what: str) -> None:
        async with self.pool.connection() as conn, conn.transaction():
            await conn.execute(_pg(query), params)
            await conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, self._note(table_id, what)))

    def _note(self, table_id: str, what: str) -> str:
        return f"{table_id} {what} {self.origin}"

    async def create_table(self, table: TableRow) -> None:
        async with self.pool.connection() as conn, conn.transaction():
            await conn.execute(_pg(sql.INSERT_TABLE), sql.table_params(table))
            async with conn.cursor() as cursor:
                await cursor.executemany(_pg(sql.INSERT_SEAT), sql.seat_params(table))

    async def table(self, table_id: str) -> TableRow | None:
        rows = await self._fetch(sql.SELECT_TABLE, (table_id,))
        if not rows:
            return None
        table = sql.table_from_row(rows[0])
        table.seats = [
            sql.seat_from_row(r) for r in await self._fetch(sql.SELECT_SEATS, (table_id,))
        ]
        return table

    async def tables(self, status: str | None = None, limit: int = 100) -> list[TableRow]:
        if status is None:
            rows = await self._fetch(sql.SELECT_TABLES, (limit,))
        else:
            rows = await self._fetch(sql.SELECT_TABLES_BY_STATUS, (status, limit))
        tables = [sql.table_from_row(r) for r in rows]
        if not tables:
            return tables
        ids = tuple(t.id for t in tables)
        return sql.attach_seats(tables, await self._fetch(sql.select_seats_of(len(ids)), ids))

    async def moves(self, table_id: str, from_ply: int = 0) -> list[MoveRow]:
        return [
            sql.move_from_row(r) for r in await self._fetch(sql.SELECT_MOVES, (table_id, from_ply))
        ]

    async def add_move(
        self,
        table_id: str,
        move: MoveRow,
        result: dict[str, Any] | None = None,
        previous: dict[str, Any] | None = None,
    ) -> bool:
        try:
            async with self.pool.connection() as conn, conn.transaction():
                if previous is not None:
                    # Locked, so an undo cannot replace it until this move is stored (and then
                    # finds a move after it and refuses).
                    query = _pg(sql.PREVIOUS_MOVE + " FOR SHARE")
                    cursor = await conn.execute(query, (table_id, move.ply - 1))
                    row = await cursor.fetchone()
                    if row is None or json.loads(row[0]) != previous:
                        return False
                await conn.execute(_pg(sql.INSERT_MOVE), sql.move_params(table_id, move))
                if result is not None:
                    query, params = sql.status_update(table_id, "finished", move.at, result)
                    await conn.execute(_pg(query), params)
                await conn.execute(
                    "SELECT pg_notify(%s, %s)", (CHANNEL, self._note(table_id, "move"))
                )
        except psycopg.errors.UniqueViolation:
            return False
        return True

    async def add_chat(self, table_id: str, line: ChatRow) -> None:
        await self._run(sql.INSERT_CHAT, sql.chat_params(table_id, line), table_id, "chat")

    async def chat_count(self, table_id: str) -> int:
        count: int = (await self._fetch(sql.COUNT_CHAT, (table_id,)))[0][0]
        return count

    async def chat(self, table_id: str, limit: int) -> list[ChatRow]:
        return sql.chat_from_rows(await self._fetch(sql.SELECT_CHAT, (table_id, limit)))

    async def add_review(self, table_id: str, seat: int, review: dict[str, Any], at: float) -> None:
        async with self.pool.connection() as conn, conn.transaction():
            await conn.execute(_pg(sql.INSERT_REVIEW), (table_id, seat, json.dumps(review), at))

    async def review(self, table_id: str, seat: int) -> tuple[dict[str, Any], float] | None:
        rows = await self._fetch(sql.SELECT_REVIEW, (table_id, seat))
        return None if not rows else (json.loads(rows[0][0]), float(rows[0][1]))

    async def undo_move(self, table_id: str, seat: int, mark: MoveRow) -> bool:
        async with self.pool.connection() as conn, conn.transaction():
            # The table's last move, locked first, so a move stored after it meanwhile is seen.
            cursor = await conn.execute(
                "SELECT ply FROM empires_moves WHERE table_id = %s AND ply >= %s FOR UPDATE",
                (table_id, mark.ply),
            )
            if [r[0] for r in await cursor.fetchall()] != [mark.ply]:
                return False
            params = (table_id, mark.ply, seat, table_id, mark.ply)
            cursor = await conn.execute(_pg(sql.REMOVE_MOVE), params)
            if await cursor.fetchone() is None:
                return False
            await conn.execute(_pg(sql.INSERT_MOVE), sql.move_params(table_id, mark))
            await conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, self._note(table_id, "undo")))
        return True

    async def join_seat(self, table_id: str, seat: int, name: str, at: float) -> None:
        await self._run(sql.JOIN_SEAT, (name, at, at, table_id, seat), table_id, "seats")

    async def claim_seat(
        self, table_id: str, claim_hash: str, token_hash: str, name: str
    ) -> int | None:
        row = await self._changed(
            sql.CLAIM_SEAT, (token_hash, name, table_id, claim_hash), table_id
        )
        return None if row is None else int(row[0])

    async def invite_seat(self, table_id: str, seat: int, token_hash: str, claim_hash: str) -> bool:
        params = (claim_hash, table_id, seat, token_hash)
        return await self._changed(sql.INVITE_SEAT, params, table_id) is not None

    async def leave_seat(self, table_id: str, seat: int, token_hash: str, kind: str) -> bool:
        params = (kind, table_id, seat, token_hash)
        return await self._changed(sql.LEAVE_SEAT, params, table_id) is not None

    async def rename_seat(self, table_id: str, seat: int, token_hash: str, name: str) -> bool:
        params = (name, table_id, seat, token_hash)
        return await self._changed(sql.RENAME_SEAT, params, table_id) is not None

    async def _changed(
        self, query: str, params: tuple[Any, ...], table_id: str
    ) -> tuple[Any, ...] | None:
        """Run a conditional UPDATE ... RETURNING; the row it changed. Under READ COMMITTED a
        second writer waits for the first's row lock and then finds the condition false."""
        async with self.pool.connection() as conn, conn.transaction():
            cursor = await conn.execute(_pg(query), params)
            row = await cursor.fetchone()
            if row is not None:
                await conn.execute(
                    "SELECT pg_notify(%s, %s)", (CHANNEL, self._note(table_id, "seats"))
                )
        return row

    async def seen(self, seats: list[tuple[str, int]], at: float) -> None:
        async with self.pool.connection() as conn, conn.transaction(), conn.cursor() as cursor:
            await cursor.executemany(_pg(sql.SEEN), [(at, table, seat) for table, seat in seats])

    async def left(self, table_id: str, seat: int, at: float) -> None:
        await self._run(sql.LEFT, (at, at, table_id, seat), table_id, "seats")

    async def set_status(
        self, table_id: str, status: str, at: float, result: dict[str, Any] | None = None
    ) -> None:
        query, params = sql.status_update(table_id, status, at, result)
        await self._run(query, params, table_id, "status")

    async def running_tables(self) -> list[str]:
        return [r[0] for r in await self._fetch(sql.SELECT_RUNNING, ())]

    async def notify(self, table_id: str, what: str) -> None:
        async with self.pool.connection() as conn:
            await conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, self._note(table_id, what)))

    async def listen(self, listener: Listener) -> None:
        self._listening = asyncio.create_task(self._listen(listener))

    async def _listen(self, listener: Listener) -> None:
        # A dedicated connection; if it drops, connect again (and let the listener refresh
        # everything, since notifications sent meanwhile are lost).
        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
                async with conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    await listener("*", "reconnected")
                    async for note in conn.notifies():
                        table_id, what, origin = note.payload.split(" ")
                        if origin != self.origin:  # this process knows its own changes
                            await listener(table_id, what)
            except asyncio.CancelledError:
                raise
            except Exception:  # the database went away: log, wait, try again
                log.exception("lost the PostgreSQL notification connection; reconnecting")
                await asyncio.sleep(1.0)

    # -- one driver per table -----------------------------------------------------------------
    async def claim(self, table_id: str) -> bool:
        async with self._claiming:
            if self._claims is not None and self._claims.closed:
                self._claims, self._claimed = None, set()  # the server dropped the claims too
            if table_id in self._claimed:
                return True
            try:
                if self._claims is None:
                    self._claims = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
                cursor = await self._claims.execute(
                    "SELECT pg_try_advisory_lock(%s, hashtext(%s))", (DRIVERS, table_id)
                )
                row = await cursor.fetchone()
            except psycopg.OperationalError:
                log.warning("lost the connection holding table claims; claiming again later")
                if self._claims is not None:
                    await self._claims.close()
                self._claims, self._claimed = None, set()
                return False
            if row is not None and row[0]:
                self._claimed.add(table_id)
                return True
            return False

    async def release(self, table_id: str) -> None:
        async with self._claiming:
            if table_id not in self._claimed or self._claims is None:
                return
            self._claimed.discard(table_id)
            with contextlib.suppress(psycopg.OperationalError):
                await self._claims.execute(
                    "SELECT pg_advisory_unlock(%s, hashtext(%s))", (DRIVERS, table_id)
                )
