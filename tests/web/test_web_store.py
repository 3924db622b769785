"""The database under the web table: schema versions, one transaction for a game's last move and
its end, the repair of a table left "running" after its game ended, seeds wider than 64 bits,
and one process per SQLite file."""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from empires.kernel.match import Match
from empires.kernel.registry import get_game
from empires.web import sql
from empires.web.sqlite_store import SqliteStore, StoreInUse
from empires.web.store import FINISHED, RUNNING, MoveRow, SeatRow, Store, TableRow, open_store
from tests.web.postgres import PostgresServer
from tests.web.seats import run
from tests.web.server import EMPIRES, ServerProcess

#: The first schema's statements, as version 1 wrote them (SCHEMA still begins with them).
V1_INSERT_TABLE = (
    "INSERT INTO empires_tables (id, game, players, options, seed, settings, status, created_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)
V1_INSERT_SEAT = (
    "INSERT INTO empires_seats (table_id, seat, kind, token_hash, name) VALUES (?, ?, ?, ?, ?)"
)


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest) -> Iterator[str]:
    """A fresh database of each kind."""
    if request.param == "sqlite":
        with tempfile.TemporaryDirectory() as folder:
            yield f"sqlite:///{Path(folder) / 'tables.sqlite3'}"
    else:
        server: PostgresServer = request.getfixturevalue("postgres")
        yield server.new_database(f"store_{id(request)}")


def _table(table_id: str, seed: int, status: str = RUNNING) -> TableRow:
    return TableRow(
        id=table_id,
        game="empire-engine",
        players=2,
        options={"rounds": 1},
        seed=seed,
        settings={},
        status=status,
        created_at=time.time(),
        seats=[SeatRow(0, "random", ""), SeatRow(1, "random", "")],
    )


async def _with_store(url: str, body: object) -> None:
    store = open_store(url)
    await store.open()
    try:
        await body(store)  # type: ignore[operator]
    finally:
        await store.close()


def test_a_seed_of_128_bits_and_the_new_columns_round_trip(database: str) -> None:
    wide = 2**127 + 12_345

    async def body(store: Store) -> None:
        row = _table("wide", wide)
        row.salt, row.owner_hash = "ab" * 16, "cd" * 32
        row.seats[1].claim_hash = "ef" * 32
        await store.create_table(row)
        back = await store.table("wide")
        assert back is not None
        assert (back.seed, back.salt, back.owner_hash) == (wide, row.salt, row.owner_hash)
        assert [s.claim_hash for s in back.seats] == ["", "ef" * 32]
        listed = await store.tables()
        assert [t.seed for t in listed] == [wide]

    run(_with_store(database, body))


def test_the_move_that_ends_the_game_and_the_end_are_one_write(database: str) -> None:
    async def body(store: Store) -> None:
        await store.create_table(_table("end", 1))
        result = {"scores": [3, 1], "winners": [0]}
        assert await store.add_move("end", MoveRow(0, 0, {"m": 1}, 10.0), result)
        table = await store.table("end")
        assert table is not None
        assert (table.status, table.finished_at, table.result) == (FINISHED, 10.0, result)
        # The same ply again is refused, and changes nothing.
        assert not await store.add_move("end", MoveRow(0, 1, {"m": 2}, 11.0), result)
        assert [m.move for m in await store.moves("end")] == [{"m": 1}]

    run(_with_store(database, body))


def _played_to_the_end(seed: int) -> list[MoveRow]:
    """A whole random 2-player Empire Engine game of one round, as stored moves."""
    from empires.bots.catalog import make_bot

    rules = get_game("empire-engine")
    match = Match(rules, 2, {"rounds": 1}, seed)
    bots = [make_bot(rules, "random", seat) for seat in range(2)]
    while not match.is_over:
        seat = match.to_act()[0]
        move = bots[seat].choose(match.view(seat), match.legal_moves(seat))
        match.play(seat, rules.move_to_json(move))
    return [MoveRow(i, m.seat, m.move, 100.0 + i) for i, m in enumerate(match.moves)]


def test_a_table_left_running_after_its_last_move_is_finished_on_loading(database: str) -> None:
    """What a crash between the two writes of an older version left behind: every move stored,
    the table still "running". A server started on it marks the table finished."""
    moves = _played_to_the_end(21)

    async def prepare(store: Store) -> None:
        await store.create_table(_table("crashed", 21))
        for move in moves:
            assert await store.add_move("crashed", move)  # no result: the end never written

    run(_with_store(database, prepare))
    server = ServerProcess(database).start()
    try:
        table = server.get("/api/tables/crashed")
        assert table["status"] == FINISHED
        assert table["finished_at"] == moves[-1].at
        assert len(table["result"]["scores"]) == 2
    finally:
        server.stop()


def test_a_version_1_sqlite_database_is_brought_up_to_date() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "old.sqlite3")
        db = sqlite3.connect(path)
        for statement in sql.SCHEMA[:4]:  # the first version's tables and index
            db.execute(statement)
        db.execute(V1_INSERT_TABLE, ("old", "empire-engine", 2, "{}", 77, "{}", "open", 5.0))
        db.execute(V1_INSERT_SEAT, ("old", 0, "human", "aa" * 32, "Ada"))
        db.execute(V1_INSERT_SEAT, ("old", 1, "random", "", ""))
        db.commit()
        db.close()

        async def body(store: Store) -> None:
            table = await store.table("old")
            assert table is not None
            assert (table.seed, table.salt, table.owner_hash) == (77, "", "")
            assert [(s.name, s.token_hash, s.claim_hash) for s in table.seats] == [
                ("Ada", "aa" * 32, ""),
                ("", "", ""),
            ]

        run(_with_store(f"sqlite:///{path}", body))
        db = sqlite3.connect(path)
        assert sql.version_of(db.execute(sql.SELECT_VERSION).fetchall()) == sql.SCHEMA_VERSION
        # Opening it again migrates nothing twice.
        db.close()
        run(_with_store(f"sqlite:///{path}", body))


def test_a_database_of_a_newer_schema_is_refused() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "new.sqlite3")
        run(_with_store(f"sqlite:///{path}", lambda store: asyncio.sleep(0)))
        db = sqlite3.connect(path)
        db.execute("UPDATE empires_meta SET value = ? WHERE key = 'schema_version'", ("99",))
        db.commit()
        db.close()
        with pytest.raises(sql.SchemaTooNew, match="upgrade Empires"):
            run(_with_store(f"sqlite:///{path}", lambda store: asyncio.sleep(0)))


def test_one_sqlite_file_serves_one_process() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "one.sqlite3")
        first = SqliteStore(path)
        first.acquire()
        with pytest.raises(StoreInUse, match="PostgreSQL"):
            SqliteStore(path).acquire()
        run(first.close())
        SqliteStore(path).acquire()  # free again once the first has closed


def test_a_second_server_on_the_same_sqlite_folder_refuses_to_start() -> None:
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'shared.sqlite3'}"
        first = ServerProcess(url).start()
        try:
            second = subprocess.run(
                [EMPIRES, "serve", "--port", "1", "--database", url],
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert second.returncode == 2
            assert "another Empires server is using" in second.stderr
            assert "PostgreSQL" in second.stderr
            assert first.get("/api/games")  # the first one serves on, undisturbed
        finally:
            first.stop()
        # Killed or stopped, the first one's lock is gone: a new server starts.
        ServerProcess(url).start().stop()
