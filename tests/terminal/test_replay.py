"""``empires replay``: stepping through a record in a pseudo-terminal, and the JSON output."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from empires.kernel.match import new_match, replay
from empires.kernel.record import GameRecord
from tests.terminal.conftest import piped


def _played_record(path: Path, *, moves: int | None = None, lang: str = "en") -> GameRecord:
    """A seeded game of random moves (all of it, or its first ``moves``), saved to ``path``."""
    match = new_match("empire-engine", 3, {"edition": lang}, seed=17)
    rng = random.Random(17)
    while not match.is_over and (moves is None or len(match.moves) < moves):
        seat = match.to_act()[0]
        match.play(seat, rng.choice(match.legal_moves(seat)))
    record = match.record()
    record.meta = {
        "seats": ["human", "random", "random"],
        "names": ["Ada", "Bo", "Cy"],
        "lang": lang,
    }
    record.save(path)
    return record


@pytest.fixture
def record_file(tmp_path: Path) -> tuple[Path, GameRecord]:
    path = tmp_path / "game.json"
    return path, _played_record(path)


def test_step_through_every_move_to_the_final_scores(terminal, record_file):
    path, record = record_file
    total = len(record.moves)
    run = terminal("replay", path.name, "--step")
    run.expect(f"Empire Engine, 3 players, {total} moves")
    run.expect("Round 1 begins")
    for number in range(1, total + 1):
        run.expect(re.compile(rf"Move {number} of {total} — (Ada|Bo|Cy): "))
        if number < total:
            run.expect(r"\[Enter\] next move, \[q\] quit: ")
            run.send("")
    rest = run.finish()
    assert "Final scores" in rest
    winners = ", ".join(["Ada", "Bo", "Cy"][s] for s in replay(record).winners())
    assert re.search(rf"Winners?( \(shared\))?: {re.escape(winners)}", rest)
    # Spectators see public events only: nobody's hidden placement is told.
    assert "You placed" not in run.transcript
    assert "reveals:" in run.transcript


def test_step_through_shows_seat_move_and_events_and_q_quits(terminal, record_file):
    path, record = record_file
    run = terminal("replay", path.name, "--step")
    first = record.moves[0]
    name = ["Ada", "Bo", "Cy"][first.seat]
    run.expect(re.compile(rf"Move 1 of {len(record.moves)} — {name}: .+ on top"))
    run.expect(f"{name} places the ")
    run.expect("quit: ")
    run.send("")
    run.expect("Move 2 of")
    run.expect("quit: ")
    run.send("q")
    run.expect("Replay stopped after move 2.")
    assert run.exit_code() == 0
    assert "Move 3 of" not in run.transcript


def test_step_through_in_german_from_the_records_language(terminal, tmp_path):
    path = tmp_path / "de.json"
    _played_record(path, lang="de")
    run = terminal("replay", path.name, "--step")
    run.expect("Zug 1 von")
    run.expect("beenden: ")
    run.send("q")
    run.expect("Wiedergabe nach Zug 1 beendet.")
    assert run.exit_code() == 0


def test_step_through_an_unfinished_record(tmp_path):
    path = tmp_path / "part.json"
    _played_record(path, moves=10)
    # Not a terminal: the replay runs straight through.
    done = piped("replay", str(path), "--step")
    assert done.returncode == 0, done.stderr
    assert "Move 10 of 10 — " in done.stdout
    assert "The record ends before the game is over." in done.stdout


def test_replay_prints_the_final_state_as_json(terminal, record_file):
    path, record = record_file
    run = terminal("replay", path.name)
    assert run.exit_code() == 0
    printed = json.loads(run.transcript.replace("\r\n", "\n"))
    assert printed == replay(record).state_json()


def test_a_broken_record_is_a_clear_error(terminal, record_file, tmp_path):
    path, record = record_file
    data = record.to_json()
    data["moves"][3]["move"] = {"type": "fly"}
    (tmp_path / "illegal.json").write_text(json.dumps(data), encoding="utf-8")
    (tmp_path / "cut.json").write_text(path.read_text(encoding="utf-8")[:200], encoding="utf-8")
    for args, message in (
        (("replay", "illegal.json", "--step"), "move 4 by seat"),
        (("replay", "illegal.json"), "move 4 by seat"),
        (("replay", "cut.json", "--step"), "cut.json is not valid JSON"),
        (("replay", "nothing.json"), "cannot read nothing.json"),
        (("play", "--resume", "illegal.json"), "does not replay"),
    ):
        run = terminal(*args)
        assert run.exit_code() == 2, args
        assert "empires: " in run.transcript and message in run.transcript, run.transcript
        assert "Traceback" not in run.transcript
