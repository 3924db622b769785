"""Optional moves at the terminal, through a real pseudo-terminal: the test game Counting, where
any seat may write a secret note at any time. The person lists theirs with ``optional`` and
picks one (or names it at once), is told when one is refused, and the saved game replays."""

from __future__ import annotations

from pathlib import Path

import pytest

from empires.kernel import registry
from empires.kernel.match import replay
from empires.kernel.record import GameRecord
from tests.kernel.counting import NAME, RULES, find_by_subprocesses


def test_a_person_makes_optional_moves_by_command(
    terminal, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    find_by_subprocesses(tmp_path / "site", monkeypatch)
    run = terminal("play", NAME, "--seats", "human,random", "--seed", "3", "--option", "goal=6")
    assert run.prompt() == 2
    assert "Also open to you at any time: 3 optional moves; type optional." in run.transcript
    run.send("optional")
    run.expect("Optional move 1-3")
    assert "  2. Write the secret note 2" in run.transcript
    run.send("2")
    run.expect("Player 1 made the optional move: Write the secret note 2")
    assert run.prompt() == 2  # the same decision again
    run.send("optional 7")
    run.expect("There is no optional move 7")
    for _ in range(2):
        run.send("optional 1")
        assert run.prompt() == 2
    run.send("optional")
    run.expect("No optional move is open to you now.")
    run.play_to_end()
    assert "Your note says 2." in run.transcript
    registry.list_games()
    monkeypatch.setitem(registry._GAMES, NAME, RULES)
    match = replay(GameRecord.load(run.saved_paths()[-1]))
    assert match.is_over and match.view(0)["my_notes"] == [2, 1, 1]
    assert [m.move["type"] for m in match.moves[:3]] == ["note", "note", "note"]


def test_german_words_for_optional_moves(
    terminal, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    find_by_subprocesses(tmp_path / "site", monkeypatch)
    run = terminal("play", NAME, "--seats", "human,random", "--seed", "3", "--lang", "de")
    run.prompt()
    run.send("zusatz 3")
    run.expect("Spieler 1 macht den Zusatzzug: Die geheime Notiz 3 schreiben")
    run.prompt()
    run.send("ende")
    assert run.exit_code() == 0
