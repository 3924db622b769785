"""Arena runs: seeded and deterministic whatever the number of workers, seats rotated or fixed,
every game replayable from its stored seed, resumable after a kill without repeating a game,
exportable as CSV and Parquet."""

from __future__ import annotations

import csv
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq

from empires.arena.jobs import ArenaJob
from empires.arena.results import COLUMNS, ResultStore, export_csv, export_parquet, ranks
from empires.arena.runner import run_arena
from empires.bots.play import play_game
from empires.cli import main
from empires.games.empire_engine import RULES

OPTIONS = dict(RULES.info.options.resolve(2, {"rounds": 3}))
JOB = ArenaJob("empire-engine", 2, ("ismcts-easy", "heuristic"), 6, seed=40, options=OPTIONS)


def _rows(path: Path) -> list[tuple[object, ...]]:
    with ResultStore(path) as store:
        # Thinking time depends on the machine; everything else must repeat exactly.
        return [tuple(getattr(r, c) for c in COLUMNS if c != "think") for r in store.rows()]


def test_a_run_is_the_same_for_a_seed_on_one_core_or_two(tmp_path: Path) -> None:
    one = run_arena(JOB, tmp_path / "one.sqlite", workers=1)
    two = run_arena(JOB, tmp_path / "two.sqlite", workers=2)
    assert (one.played, two.played) == (6, 6)
    assert one.run == two.run
    assert _rows(tmp_path / "one.sqlite") == _rows(tmp_path / "two.sqlite")
    assert len(_rows(tmp_path / "one.sqlite")) == 12


def test_seats_rotate_or_stay_and_every_game_replays_from_its_seed(tmp_path: Path) -> None:
    rotating = ArenaJob("empire-engine", 3, ("heuristic", "random", "random"), 6, seed=3)
    fixed = ArenaJob("empire-engine", 3, ("heuristic", "random", "random"), 3, rotate=False)
    run_arena(rotating, tmp_path / "r.sqlite")
    run_arena(fixed, tmp_path / "f.sqlite")
    with ResultStore(tmp_path / "r.sqlite") as store:
        rows = store.rows()
    heuristic_seats = [r.seat for r in rows if r.bot == "heuristic"]
    assert heuristic_seats == [0, 1, 2, 0, 1, 2]
    for row in rows:
        lineup = json.loads(row.lineup)
        again = play_game(row.game, row.players, json.loads(row.options), lineup, row.seed)
        assert again.scores[row.seat] == row.score
        assert again.decisions == row.length
        assert (row.seat in again.winners) == bool(row.won)
    with ResultStore(tmp_path / "f.sqlite") as store:
        assert {r.seat for r in store.rows() if r.bot == "heuristic"} == {0}


def test_a_second_run_of_the_same_job_plays_only_the_missing_games(tmp_path: Path) -> None:
    path = tmp_path / "grow.sqlite"
    short = ArenaJob("empire-engine", 2, ("heuristic", "random"), 4, seed=9)
    assert run_arena(short, path).played == 4
    longer = ArenaJob("empire-engine", 2, ("heuristic", "random"), 10, seed=9)
    summary = run_arena(longer, path)
    assert (summary.played, summary.skipped) == (6, 4)
    assert run_arena(longer, path).played == 0
    fresh = tmp_path / "fresh.sqlite"
    run_arena(longer, fresh)
    assert _rows(path) == _rows(fresh)


def _stored_games(path: Path) -> int:
    try:
        with sqlite3.connect(path) as db:
            return int(db.execute("SELECT COUNT(DISTINCT game_no) FROM seats").fetchone()[0])
    except sqlite3.OperationalError:
        return 0


def test_a_killed_run_resumes_without_repeating_a_game(tmp_path: Path) -> None:
    path = tmp_path / "killed.sqlite"
    games = 400
    command = [
        sys.executable,
        "-m",
        "empires.cli",
        "arena",
        "--bots",
        "heuristic,heuristic",
        "--games",
        str(games),
        "--seed",
        "5",
        "--out",
        str(path),
        "--workers",
        "1",
        "--quiet",
    ]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while _stored_games(path) < 20 and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.02)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    before = _stored_games(path)
    assert 20 <= before < games, "the run should have been killed part-way"
    job = ArenaJob(
        "empire-engine",
        2,
        ("heuristic", "heuristic"),
        games,
        seed=5,
        options=RULES.info.options.resolve(2, {}),
    )
    summary = run_arena(job, path)
    assert summary.skipped == before
    assert summary.played == games - before
    with sqlite3.connect(path) as db:
        (count,) = db.execute("SELECT COUNT(*) FROM seats").fetchone()
    assert count == 2 * games  # the key (run, game, seat) would refuse a repeated game
    clean = tmp_path / "clean.sqlite"
    run_arena(job, clean, workers=2)
    assert _rows(path) == _rows(clean)


def test_rows_export_to_csv_and_parquet(tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite"
    run_arena(ArenaJob("empire-engine", 2, ("heuristic", "random"), 3), path)
    with ResultStore(path) as store:
        rows = store.rows()
    export_csv(rows, tmp_path / "x.csv")
    export_parquet(rows, tmp_path / "x.parquet")
    with open(tmp_path / "x.csv", encoding="utf-8") as f:
        table = list(csv.DictReader(f))
    assert [int(r["score"]) for r in table] == [r.score for r in rows]
    assert list(table[0]) == list(COLUMNS)
    parquet = pq.read_table(tmp_path / "x.parquet").to_pydict()
    assert parquet["bot"] == [r.bot for r in rows]
    assert parquet["seed"] == [r.seed for r in rows]


def test_ranks_put_winners_first_and_count_who_finished_ahead() -> None:
    assert ranks([10, 12, 12, 7], [1, 2]) == [3, 1, 1, 4]
    # The same points but lost the tie-break: behind the winner.
    assert ranks([9, 9, 4], [1]) == [2, 1, 3]


def test_the_arena_command_runs_resumes_and_exports(tmp_path: Path, capsys: object) -> None:
    out = tmp_path / "cli.sqlite"
    args = ["arena", "--bots", "heuristic,random", "--games", "4", "--out", str(out), "--quiet"]
    assert main([*args, "--csv", str(tmp_path / "cli.csv"), "--workers", "1"]) == 0
    assert main([*args, "--workers", "1"]) == 0
    text = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "4 games played, 0 already" in text and "0 games played, 4 already" in text
    assert (tmp_path / "cli.csv").exists()
    assert main(["arena", "--bots", "heuristic,nobody", "--out", str(out)]) == 2
