"""The raw results kept in docs/strength-runs/: every dump restores into an arena results file
of the one job its command names, and where the strength data states the run's figures, they
are the figures of those results (a run still in progress is named in docs/strength.md)."""

from __future__ import annotations

import shlex
import sqlite3
from pathlib import Path

import pytest

from empires.arena.results import ResultStore
from empires.arena.stats import by_bot, games_of
from empires.bots.strength import Run, all_runs

ROOT = Path(__file__).resolve().parents[2]
RUNS = ROOT / "docs" / "strength-runs"
DUMPS = sorted(RUNS.glob("*.sql"))


def _restored(dump: Path, into: Path) -> ResultStore:
    """The dump as a results file (the README's restore command, in Python)."""
    db = sqlite3.connect(into)
    db.executescript(dump.read_text(encoding="utf-8"))
    db.close()
    return ResultStore(into)


def _option(words: list[str], name: str) -> str | None:
    return words[words.index(name) + 1] if name in words else None


def _command_of(dump: Path) -> tuple[Run | None, list[str]]:
    """The strength data's run whose command writes this dump's results file, and the words of
    that command; for a run in progress, the command shown in docs/strength.md."""
    name = dump.stem + ".sqlite"
    for run in all_runs():
        words = shlex.split(run.command)
        if _option(words, "--out") == name:
            return run, words
    doc = (ROOT / "docs" / "strength.md").read_text(encoding="utf-8")
    lines = [
        line for line in doc.splitlines() if "empires arena" in line and f"--out {name}" in line
    ]
    assert lines, f"{dump.name}: neither the strength data nor docs/strength.md names {name}"
    return None, shlex.split(lines[0])


def test_there_are_runs_kept() -> None:
    assert DUMPS, "docs/strength-runs holds no dump"


@pytest.mark.parametrize("dump", DUMPS, ids=[d.stem for d in DUMPS])
def test_a_dump_is_the_results_of_its_command_and_of_its_stated_figures(
    dump: Path, tmp_path: Path
) -> None:
    run, words = _command_of(dump)
    with _restored(dump, tmp_path / "restored.sqlite") as store:
        jobs = store.jobs()
        rows = store.rows()
    # One job, the one the command plays.
    assert len(jobs) == 1, f"{dump.name} holds {len(jobs)} jobs"
    (job,) = jobs.values()
    arena = words.index("arena")
    assert job["game"] == words[arena + 1]
    assert job["lineup"] == (_option(words, "--bots") or "").split(",")
    assert job["seed"] == int(_option(words, "--seed") or 0)
    assert job["players"] == int(_option(words, "--players") or len(job["lineup"]))
    assert job["rotate"] is ("--fixed" not in words)
    # Whole games only: every game stored has a row for each seat, and its seed is the job's.
    games = games_of(rows)
    assert games
    for seats in games.values():
        assert [r.seat for r in seats] == list(range(job["players"]))
        assert seats[0].seed == job["seed"] + seats[0].game_no
    if run is None:
        return  # in progress: no figures stated yet
    assert run.games == len(games)
    lines = {line.bot: line for line in by_bot(rows)}
    ours = lines[run.kind]
    assert round(100 * ours.rate.rate, 1) == pytest.approx(run.result, abs=0.05)
    low, high = ours.rate.interval
    assert round(100 * low, 1) == pytest.approx(run.low, abs=0.05)
    assert round(100 * high, 1) == pytest.approx(run.high, abs=0.05)
    assert round(ours.ms_per_move, 1) == pytest.approx(run.ms_per_decision, abs=0.05)
    if run.against_ms is not None:
        theirs = [lines[kind] for kind in set(run.against)]
        ms = 1000 * sum(t.think for t in theirs) / sum(t.moves for t in theirs)
        assert round(ms, 1) == pytest.approx(run.against_ms, abs=0.05)
