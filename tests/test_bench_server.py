"""``empires bench server``: a real server, real sockets, sane figures.

Speed is measured, never asserted: this test checks that moves were played by people's seats,
stored, acknowledged without errors, and that the report adds up.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

from empires.web.bench import percentile

EMPIRES = str(Path(sys.executable).with_name("empires"))


def test_bench_server_plays_real_tables_and_reports_sane_figures(tmp_path: Path) -> None:
    database = tmp_path / "bench.sqlite3"
    command = [EMPIRES, "bench", "server", "--tables", "3", "--seconds", "4", "--json"]
    command += ["--database", f"sqlite:///{database}"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)

    assert report["tables"] == 3 and report["errors"] == 0, report
    assert report["errors_by_code"] == {}
    assert report["moves"] > 0 and report["tables_finished"] >= 1, report
    assert 3.9 <= report["seconds"] < 10
    assert abs(report["moves_per_second"] - report["moves"] / report["seconds"]) < 1
    assert 0 < report["p50_ms"] <= report["p90_ms"] <= report["p99_ms"] <= report["max_ms"]
    assert 0 <= report["in_flight_at_end"] <= 3 * 4
    assert report["client_cpu"] > 0 and report["server_cpu"] > 0
    assert set(report["machine"]) == {"platform", "cpu", "cpu_count", "python", "implementation"}

    # The server did the work: every seat a person's, every acknowledged move stored.
    with sqlite3.connect(database) as db:
        kinds = {kind for (kind,) in db.execute("SELECT kind FROM empires_seats")}
        stored = db.execute("SELECT count(*) FROM empires_moves").fetchone()[0]
        finished = db.execute(
            "SELECT count(*) FROM empires_tables WHERE status = 'finished'"
        ).fetchone()[0]
    assert kinds == {"human"}
    assert stored >= report["moves"]
    assert finished >= report["tables_finished"]


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) == 50 and percentile(values, 0.99) == 99
    assert percentile(values[::-1], 1.0) == 100 and percentile([7.0], 0.99) == 7
    assert percentile([], 0.5) == 0


def test_bench_server_runs_bot_tables_beside_and_times_the_lobby(tmp_path: Path) -> None:
    database = tmp_path / "bench.sqlite3"
    command = [EMPIRES, "bench", "server", "--tables", "2", "--seconds", "3", "--json"]
    command += ["--bot-tables", "2", "--bot-kind", "random", "--database", f"sqlite:///{database}"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["bot_tables"] == 2 and report["bot_kind"] == "random", report
    assert report["errors"] == 0 and report["moves"] > 0, report
    assert report["lobby_requests"] >= 5, report
    assert 0 < report["lobby_p50_ms"] <= report["lobby_p99_ms"] <= report["lobby_max_ms"]
    with sqlite3.connect(database) as db:
        bot_tables = db.execute(
            "SELECT count(DISTINCT table_id) FROM empires_seats WHERE kind = 'random'"
        ).fetchone()[0]
        bot_moves = db.execute(
            "SELECT count(*) FROM empires_moves JOIN empires_seats USING (table_id, seat)"
            " WHERE kind = 'random'"
        ).fetchone()[0]
    # Random bots finish in moments: finished tables were replaced by new ones.
    assert bot_tables >= 2 + report["bot_tables_finished"] and bot_moves > 0
