"""``empires bench``: it plays complete random games and reports its figures and the machine.

Speed is measured, never asserted: these tests check only that the report is complete.
"""

from __future__ import annotations

import json
import re

import pytest

from empires.bench import play_random_game
from empires.cli import main
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng


def _figure(output: str, label: str) -> float:
    found = re.search(rf"^{re.escape(label)}: ([0-9.]+)", output, re.MULTILINE)
    assert found, f"no {label!r} line in:\n{output}"
    return float(found.group(1))


def test_bench_prints_positive_games_and_decisions_and_the_machine(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["bench", "empire-engine", "--seconds", "0.5"]) == 0
    output = capsys.readouterr().out
    assert "game: empire-engine" in output
    assert _figure(output, "players") == 4
    for label in ("games completed", "decisions", "games/s", "decisions/s", "decisions per game"):
        assert _figure(output, label) > 0
    machine = re.search(r"^machine: (.+)$", output, re.MULTILINE)
    assert machine and "CPUs" in machine.group(1) and "Python" in machine.group(1)


def test_bench_json_has_the_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "empire-engine", "--players", "3", "--seconds", "0.2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "empire-engine" and report["players"] == 3
    assert report["games"] > 0 and report["decisions"] >= report["games"]
    assert report["decisions_per_second"] > 0
    assert set(report["machine"]) == {"platform", "cpu", "cpu_count", "python", "implementation"}


def test_bench_wide_deals_with_the_wide_generator(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["bench", "empire-planners", "--players", "2", "--seconds", "0.2", "--json"]
    assert main([*args, "--wide"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["generator"] == "wide" and report["games"] > 0
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out)["generator"] == "splitmix64"


def test_bench_rejects_a_player_count_the_game_does_not_take(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["bench", "empire-engine", "--players", "1", "--seconds", "0.1"]) == 2
    assert "2 to 12 players" in capsys.readouterr().err


def test_a_seed_plays_the_same_random_game_move_for_move() -> None:
    rules = get_game("empire-engine")
    options = rules.info.options.resolve(4, {})
    played = []
    for _ in range(2):
        rng = SeededRng(7)
        decisions = play_random_game(rules, 4, options, rng.next_u64(), rng)
        played.append((decisions, rng.state))
    assert played[0] == played[1]
