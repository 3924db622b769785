"""The arena's results file: SQLite, one row per game and seat, with CSV and Parquet export.

Table ``runs``: one row per job (``run`` is the job's key), with the job as JSON.
Table ``seats``: one row per game and seat:

| column    | meaning                                                              |
|-----------|----------------------------------------------------------------------|
| run       | the job's key (``runs.run``)                                         |
| game_no   | the game's number in its job (0, 1, ...)                             |
| game      | the game's registry name                                             |
| players   | seats at the table                                                   |
| options   | the resolved options, as JSON                                        |
| seed      | the game's seed: with the line-up it replays the game exactly        |
| lineup    | every seat's bot kind, as a JSON list                                |
| seat      | this row's seat                                                      |
| bot       | the bot kind in this seat                                            |
| score     | the seat's final points                                              |
| rank      | 1 for the winners, else 1 + the seats that finished ahead            |
| won       | 1 when the seat is among the winners (sole or shared)                |
| winners   | how many seats share first place                                     |
| length    | decisions in the game (one per ``apply``)                            |
| moves     | decisions this seat made                                             |
| think     | processor seconds this seat's bot spent choosing (machine-dependent) |
| role      | the seat's role in the game, such as its nation (empty when the game has none) |
| breakdown | the seat's score breakdown from the game (``Rules.score_breakdown``), JSON |
"""

from __future__ import annotations

import csv
import json
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from empires.arena.jobs import ArenaJob
from empires.bots.play import GameResult

COLUMNS = (
    "run",
    "game_no",
    "game",
    "players",
    "options",
    "seed",
    "lineup",
    "seat",
    "bot",
    "score",
    "rank",
    "won",
    "winners",
    "length",
    "moves",
    "think",
    "role",
    "breakdown",
)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    run TEXT PRIMARY KEY,
    job TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    run TEXT NOT NULL REFERENCES runs(run),
    game_no INTEGER NOT NULL,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    lineup TEXT NOT NULL,
    seat INTEGER NOT NULL,
    bot TEXT NOT NULL,
    score INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    won INTEGER NOT NULL,
    winners INTEGER NOT NULL,
    length INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    think REAL NOT NULL,
    role TEXT NOT NULL DEFAULT '',
    breakdown TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (run, game_no, seat)
);
"""


@dataclass(frozen=True)
class SeatRow:
    """One row of ``seats``."""

    run: str
    game_no: int
    game: str
    players: int
    options: str
    seed: int
    lineup: str
    seat: int
    bot: str
    score: int
    rank: int
    won: int
    winners: int
    length: int
    moves: int
    think: float
    role: str = ""
    breakdown: str = "{}"

    @property
    def breakdown_dict(self) -> dict[str, Any]:
        """The score breakdown as a dict."""
        value: dict[str, Any] = json.loads(self.breakdown)
        return value

    @property
    def options_dict(self) -> dict[str, Any]:
        """The options as a dict."""
        value: dict[str, Any] = json.loads(self.options)
        return value


def ranks(scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """Rank per seat: 1 for the winners; others 1 + the seats ahead of them (more points, or
    the same points and among the winners, who won the tie-break)."""
    won = set(winners)
    out = []
    for seat, points in enumerate(scores):
        if seat in won:
            out.append(1)
            continue
        ahead = sum(
            1
            for other, theirs in enumerate(scores)
            if theirs > points or (theirs == points and other in won)
        )
        out.append(1 + ahead)
    return out


class ResultStore:
    """An open results file. Every finished game is committed at once, so a run killed at
    any moment loses at most the games still being played."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.db = sqlite3.connect(self.path)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.executescript(_SCHEMA)
        columns = {row[1] for row in self.db.execute("PRAGMA table_info(seats)")}
        if "role" not in columns:
            # A results file written before seats had roles.
            with self.db:
                self.db.execute("ALTER TABLE seats ADD COLUMN role TEXT NOT NULL DEFAULT ''")
        if "breakdown" not in columns:
            # A file written before breakdowns were kept: its games have none.
            with self.db:
                self.db.execute("ALTER TABLE seats ADD COLUMN breakdown TEXT NOT NULL DEFAULT '{}'")

    def close(self) -> None:
        """Close the file."""
        self.db.close()

    def __enter__(self) -> ResultStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing ----------------------------------------------------------------------------
    def start(self, job: ArenaJob) -> str:
        """Register a job (once) and return its key."""
        run = job.key()
        spec = {
            "game": job.game,
            "players": job.players,
            "lineup": list(job.lineup),
            "seed": job.seed,
            "rotate": job.rotate,
            "options": dict(job.options),
        }
        with self.db:
            self.db.execute(
                "INSERT OR IGNORE INTO runs (run, job) VALUES (?, ?)",
                (run, json.dumps(spec, sort_keys=True)),
            )
        return run

    def done(self, run: str) -> set[int]:
        """Numbers of the games of ``run`` already stored."""
        rows = self.db.execute("SELECT DISTINCT game_no FROM seats WHERE run = ?", (run,))
        return {int(row[0]) for row in rows}

    def add(self, run: str, job: ArenaJob, game_no: int, result: GameResult) -> None:
        """Store one finished game (all its seats) in one transaction."""
        self.add_many(run, job, [(game_no, result)])

    def add_many(self, run: str, job: ArenaJob, games: Sequence[tuple[int, GameResult]]) -> None:
        """Store finished games (numbered) in one transaction."""
        rows = [row for game_no, result in games for row in self._rows(run, job, game_no, result)]
        with self.db:
            self.db.executemany(
                f"INSERT INTO seats ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})",
                rows,
            )

    @staticmethod
    def _rows(
        run: str, job: ArenaJob, game_no: int, result: GameResult
    ) -> list[tuple[object, ...]]:
        options = json.dumps(dict(job.options), sort_keys=True)
        lineup = json.dumps(list(result.lineup))
        placed = ranks(result.scores, result.winners)
        rows: list[tuple[object, ...]] = [
            (
                run,
                game_no,
                job.game,
                job.players,
                options,
                result.seed,
                lineup,
                seat,
                bot,
                result.scores[seat],
                placed[seat],
                int(seat in result.winners),
                len(result.winners),
                result.decisions,
                result.seat_decisions[seat],
                result.seat_seconds[seat],
                result.roles[seat] if result.roles else "",
                result.breakdowns[seat] if result.breakdowns else "{}",
            )
            for seat, bot in enumerate(result.lineup)
        ]
        return rows

    # -- reading ----------------------------------------------------------------------------
    def rows(self, run: str | None = None) -> list[SeatRow]:
        """Every row (of one run, or all), ordered by run, game and seat."""
        query = f"SELECT {', '.join(COLUMNS)} FROM seats"
        params: tuple[Any, ...] = ()
        if run is not None:
            query += " WHERE run = ?"
            params = (run,)
        query += " ORDER BY run, game_no, seat"
        return [SeatRow(*row) for row in self.db.execute(query, params)]

    def jobs(self) -> dict[str, dict[str, Any]]:
        """Every registered job by key."""
        return {run: json.loads(job) for run, job in self.db.execute("SELECT run, job FROM runs")}


def load_rows(paths: Iterable[Path | str]) -> list[SeatRow]:
    """The rows of several results files, in file order."""
    rows: list[SeatRow] = []
    for path in paths:
        if not Path(path).exists():
            raise FileNotFoundError(f"no results file {path}")
        with ResultStore(path) as store:
            rows.extend(store.rows())
    return rows


def export_csv(rows: Sequence[SeatRow], path: Path | str) -> None:
    """Write rows as CSV with a header line."""
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(COLUMNS)
        for row in rows:
            writer.writerow([getattr(row, column) for column in COLUMNS])


def export_parquet(rows: Sequence[SeatRow], path: Path | str) -> None:
    """Write rows as Parquet (needs the ``arena`` extra: pyarrow)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.table({column: [getattr(row, column) for row in rows] for column in COLUMNS})
    pq.write_table(table, str(path))
