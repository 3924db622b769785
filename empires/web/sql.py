"""The schema and queries both databases share (written with ``?`` placeholders; the
PostgreSQL store converts them), and the rows-to-records conversions."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from empires.web.store import ChatRow, MoveRow, SeatRow, TableRow

#: The schema's version: a database of an older version is brought up to date on opening
#: (MIGRATIONS), one of a newer version is refused.
SCHEMA_VERSION = 4

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS empires_tables (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        players INTEGER NOT NULL,
        options TEXT NOT NULL,
        seed BIGINT NOT NULL,
        settings TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        started_at DOUBLE PRECISION,
        finished_at DOUBLE PRECISION,
        result TEXT
    )""",
    """CREATE TABLE IF NOT EXISTS empires_seats (
        table_id TEXT NOT NULL REFERENCES empires_tables(id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        token_hash TEXT NOT NULL,
        name TEXT NOT NULL,
        joined_at DOUBLE PRECISION,
        last_seen DOUBLE PRECISION,
        left_at DOUBLE PRECISION,
        PRIMARY KEY (table_id, seat)
    )""",
    """CREATE TABLE IF NOT EXISTS empires_moves (
        table_id TEXT NOT NULL REFERENCES empires_tables(id),
        ply INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        move TEXT NOT NULL,
        at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (table_id, ply)
    )""",
    "CREATE INDEX IF NOT EXISTS empires_tables_status ON empires_tables (status, created_at)",
    """CREATE TABLE IF NOT EXISTS empires_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    )""",
)

#: The statements that bring a database from the version before each key up to it. SCHEMA
#: creates the first version, so a new database and an old one take the same path.
MIGRATIONS: dict[int, tuple[str, ...]] = {
    2: (
        # Seeds of 128 bits and more do not fit a BIGINT: the decimal text is the seed, and
        # the old column keeps 0 for them.
        "ALTER TABLE empires_tables ADD COLUMN seed_text TEXT",
        "ALTER TABLE empires_tables ADD COLUMN salt TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE empires_tables ADD COLUMN owner_hash TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE empires_seats ADD COLUMN claim_hash TEXT NOT NULL DEFAULT ''",
    ),
    3: (
        # The table's chat: public lines, kept with the table (seat NULL: a spectator).
        """CREATE TABLE IF NOT EXISTS empires_chat (
            table_id TEXT NOT NULL REFERENCES empires_tables(id),
            at DOUBLE PRECISION NOT NULL,
            seat INTEGER,
            name TEXT NOT NULL,
            text TEXT NOT NULL
        )""",
        "CREATE INDEX IF NOT EXISTS empires_chat_table ON empires_chat (table_id, at)",
        # Who made a move when not its seat's person: '' (the seat itself) or 'stand-in'.
        "ALTER TABLE empires_moves ADD COLUMN made_by TEXT NOT NULL DEFAULT ''",
    ),
    4: (
        # The coach's review of a seat's decisions in a finished game (JSON), worked out once.
        """CREATE TABLE IF NOT EXISTS empires_reviews (
            table_id TEXT NOT NULL REFERENCES empires_tables(id),
            seat INTEGER NOT NULL,
            review TEXT NOT NULL,
            made_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (table_id, seat)
        )""",
    ),
}
SELECT_VERSION = "SELECT value FROM empires_meta WHERE key = 'schema_version'"
DELETE_VERSION = "DELETE FROM empires_meta WHERE key = 'schema_version'"
INSERT_VERSION = "INSERT INTO empires_meta (key, value) VALUES ('schema_version', ?)"


class SchemaTooNew(RuntimeError):
    """The database was written by a newer version of Empires."""


def migrations_from(version: int) -> list[tuple[int, tuple[str, ...]]]:
    """The steps that bring a database at ``version`` up to SCHEMA_VERSION, in order."""
    if version > SCHEMA_VERSION:
        raise SchemaTooNew(
            f"the database has schema version {version}, newer than this Empires knows"
            f" ({SCHEMA_VERSION}): upgrade Empires before serving it"
        )
    return [(v, MIGRATIONS[v]) for v in range(version + 1, SCHEMA_VERSION + 1)]


def version_of(rows: Sequence[Sequence[Any]]) -> int:
    """The schema version SELECT_VERSION found (a database without one is version 1)."""
    return int(rows[0][0]) if rows else 1


INSERT_TABLE = (
    "INSERT INTO empires_tables (id, game, players, options, seed, settings, status, created_at,"
    " seed_text, salt, owner_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
INSERT_SEAT = (
    "INSERT INTO empires_seats (table_id, seat, kind, token_hash, name, claim_hash)"
    " VALUES (?, ?, ?, ?, ?, ?)"
)
TABLE_COLUMNS = (
    "id, game, players, options, seed, settings, status, created_at, started_at, finished_at,"
    " result, seed_text, salt, owner_hash"
)
SELECT_TABLE = f"SELECT {TABLE_COLUMNS} FROM empires_tables WHERE id = ?"
SELECT_TABLES = f"SELECT {TABLE_COLUMNS} FROM empires_tables ORDER BY created_at DESC LIMIT ?"
SELECT_TABLES_BY_STATUS = (
    f"SELECT {TABLE_COLUMNS} FROM empires_tables WHERE status = ? ORDER BY created_at DESC LIMIT ?"
)
SELECT_SEATS = (
    "SELECT seat, kind, token_hash, name, joined_at, last_seen, left_at, claim_hash"
    " FROM empires_seats WHERE table_id = ? ORDER BY seat"
)


def select_seats_of(count: int) -> str:
    """The seats of ``count`` tables (their ids as parameters), for the lobby's lists."""
    marks = ", ".join("?" * count)
    return (
        "SELECT table_id, seat, kind, token_hash, name, joined_at, last_seen, left_at, claim_hash"
        f" FROM empires_seats WHERE table_id IN ({marks}) ORDER BY table_id, seat"
    )


def attach_seats(tables: list[TableRow], rows: Sequence[Sequence[Any]]) -> list[TableRow]:
    """Give each table its seats from rows of ``select_seats_of`` (table id first)."""
    by_id = {table.id: table for table in tables}
    for row in rows:
        by_id[row[0]].seats.append(seat_from_row(row[1:]))
    return tables


SELECT_MOVES = (
    "SELECT ply, seat, move, at, made_by FROM empires_moves WHERE table_id = ? AND ply >= ?"
    " ORDER BY ply"
)
INSERT_MOVE = (
    "INSERT INTO empires_moves (table_id, ply, seat, move, at, made_by) VALUES (?, ?, ?, ?, ?, ?)"
)
INSERT_CHAT = "INSERT INTO empires_chat (table_id, at, seat, name, text) VALUES (?, ?, ?, ?, ?)"
#: How many chat lines a table has.
# Of two processes storing one seat's review, the first keeps it (both worked out the same).
INSERT_REVIEW = (
    "INSERT INTO empires_reviews (table_id, seat, review, made_at) VALUES (?, ?, ?, ?)"
    " ON CONFLICT (table_id, seat) DO NOTHING"
)
SELECT_REVIEW = "SELECT review, made_at FROM empires_reviews WHERE table_id = ? AND seat = ?"
COUNT_CHAT = "SELECT COUNT(*) FROM empires_chat WHERE table_id = ?"
#: The newest lines of a table's chat (the caller puts them back in order).
SELECT_CHAT = (
    "SELECT at, seat, name, text FROM empires_chat WHERE table_id = ? ORDER BY at DESC LIMIT ?"
)
#: The move before the one being stored, as the storing process must know it (an undo in
#: another process may have just replaced it).
PREVIOUS_MOVE = "SELECT move FROM empires_moves WHERE table_id = ? AND ply = ?"
#: Undoing a move: it goes only if it is the table's last and its seat's (web/undo.py).
REMOVE_MOVE = (
    "DELETE FROM empires_moves WHERE table_id = ? AND ply = ? AND seat = ?"
    " AND NOT EXISTS (SELECT 1 FROM empires_moves AS later WHERE later.table_id = ?"
    " AND later.ply > ?) RETURNING ply"
)
JOIN_SEAT = (
    "UPDATE empires_seats SET name = CASE WHEN name = '' THEN ? ELSE name END,"
    " joined_at = COALESCE(joined_at, ?), last_seen = ? WHERE table_id = ? AND seat = ?"
)
# Who holds a seat: each write is conditional on the row as the caller knew it, so two racing
# requests cannot both succeed (the database's row lock orders them, and the second finds the
# condition false). Both databases support UPDATE ... RETURNING.
CLAIM_SEAT = (
    "UPDATE empires_seats SET token_hash = ?, name = ?, claim_hash = ''"
    " WHERE table_id = ? AND claim_hash = ? AND claim_hash <> '' AND kind = 'human'"
    " RETURNING seat"
)
INVITE_SEAT = (
    "UPDATE empires_seats SET claim_hash = ? WHERE table_id = ? AND seat = ?"
    " AND token_hash = ? AND token_hash <> '' AND kind = 'human' RETURNING seat"
)
LEAVE_SEAT = (
    "UPDATE empires_seats SET kind = ?, token_hash = '', claim_hash = '' WHERE table_id = ?"
    " AND seat = ? AND token_hash = ? AND token_hash <> '' AND kind = 'human' RETURNING seat"
)
RENAME_SEAT = (
    "UPDATE empires_seats SET name = ? WHERE table_id = ? AND seat = ?"
    " AND token_hash = ? AND token_hash <> '' AND kind = 'human' RETURNING seat"
)
SEEN = "UPDATE empires_seats SET last_seen = ? WHERE table_id = ? AND seat = ?"
LEFT = "UPDATE empires_seats SET last_seen = ?, left_at = ? WHERE table_id = ? AND seat = ?"
SET_STARTED = "UPDATE empires_tables SET status = ?, started_at = ? WHERE id = ?"
SET_FINISHED = "UPDATE empires_tables SET status = ?, finished_at = ?, result = ? WHERE id = ?"
SET_STATUS = "UPDATE empires_tables SET status = ? WHERE id = ?"
#: Ending a table that is not already ended (cancelling or expiring it races with play).
SET_ENDED = (
    "UPDATE empires_tables SET status = ?, finished_at = ? WHERE id = ?"
    " AND status NOT IN ('finished', 'cancelled', 'expired')"
)
SELECT_RUNNING = "SELECT id FROM empires_tables WHERE status = 'running'"


def table_params(table: TableRow) -> tuple[Any, ...]:
    """The values of INSERT_TABLE."""
    return (
        table.id,
        table.game,
        table.players,
        json.dumps(table.options),
        table.seed if 0 <= table.seed < 2**63 else 0,
        json.dumps(table.settings),
        table.status,
        table.created_at,
        str(table.seed),
        table.salt,
        table.owner_hash,
    )


def seat_params(table: TableRow) -> list[tuple[Any, ...]]:
    """The values of INSERT_SEAT, one tuple per seat."""
    return [(table.id, s.seat, s.kind, s.token_hash, s.name, s.claim_hash) for s in table.seats]


def status_update(
    table_id: str, status: str, at: float, result: dict[str, Any] | None
) -> tuple[str, tuple[Any, ...]]:
    """The statement and values that move a table to ``status``."""
    if status == "running":
        return SET_STARTED, (status, at, table_id)
    if status == "finished":
        return SET_FINISHED, (status, at, json.dumps(result), table_id)
    if status in ("cancelled", "expired"):
        return SET_ENDED, (status, at, table_id)
    return SET_STATUS, (status, table_id)


def table_from_row(row: Sequence[Any]) -> TableRow:
    """A TableRow (without seats) from a row of TABLE_COLUMNS."""
    return TableRow(
        id=row[0],
        game=row[1],
        players=int(row[2]),
        options=json.loads(row[3]),
        settings=json.loads(row[5]),
        status=row[6],
        created_at=float(row[7]),
        started_at=row[8],
        finished_at=row[9],
        result=None if row[10] is None else json.loads(row[10]),
        seed=int(row[11]) if row[11] else int(row[4]),
        salt=row[12] or "",
        owner_hash=row[13] or "",
    )


def seat_from_row(row: Sequence[Any]) -> SeatRow:
    """A SeatRow from a row of SELECT_SEATS."""
    return SeatRow(int(row[0]), row[1], row[2], row[3], row[4], row[5], row[6], row[7] or "")


def move_from_row(row: Sequence[Any]) -> MoveRow:
    """A MoveRow from a row of SELECT_MOVES."""
    return MoveRow(int(row[0]), int(row[1]), json.loads(row[2]), float(row[3]), row[4] or "")


def move_params(table_id: str, move: MoveRow) -> tuple[Any, ...]:
    """The values of INSERT_MOVE."""
    return (table_id, move.ply, move.seat, json.dumps(move.move), move.at, move.by)


def chat_params(table_id: str, line: ChatRow) -> tuple[Any, ...]:
    """The values of INSERT_CHAT."""
    return (table_id, line.at, line.seat, line.name, line.text)


def chat_from_rows(rows: Sequence[Sequence[Any]]) -> list[ChatRow]:
    """ChatRows, oldest first, from the rows of SELECT_CHAT (newest first)."""
    lines = [ChatRow(float(r[0]), None if r[1] is None else int(r[1]), r[2], r[3]) for r in rows]
    return lines[::-1]
