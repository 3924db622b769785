"""The report's numbers, checked against the same small run counted by hand."""

from __future__ import annotations

import json
import math
import re
import statistics
from pathlib import Path

from empires.arena.jobs import ArenaJob
from empires.arena.report import build_report, write_report
from empires.arena.results import ResultStore
from empires.arena.runner import run_arena
from empires.arena.stats import option_effects
from empires.bots.play import play_game
from empires.cli import main
from empires.games.empire_engine import RULES

GAMES = 8


def _wilson(wins: int, n: int) -> tuple[float, float]:
    p, z = wins / n, 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def _table(markdown: str, heading: str) -> list[list[str]]:
    section = markdown.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]
    lines = [line for line in section.splitlines() if line.startswith("| ")]
    return [[cell.strip() for cell in line.strip("|").split("|")] for line in lines[1:]]


def test_report_numbers_match_a_hand_count(tmp_path: Path) -> None:
    options = dict(RULES.info.options.resolve(3, {"rounds": 2}))
    lineup = ("heuristic", "random", "random")
    job = ArenaJob("empire-engine", 3, lineup, GAMES, seed=100, options=options)
    run_arena(job, tmp_path / "r.sqlite")

    # By hand: play the same games, rotating the line-up one seat per game.
    wins = {"heuristic": 0, "random": 0}
    seats_played = {"heuristic": 0, "random": 0}
    points: dict[str, list[int]] = {"heuristic": [], "random": []}
    seat_wins = [0, 0, 0]
    lengths = []
    outcomes = []
    for i in range(GAMES):
        seated = [lineup[(seat - i) % 3] for seat in range(3)]
        result = play_game("empire-engine", 3, options, seated, 100 + i)
        lengths.append(result.decisions)
        outcomes.append(result.scores)
        for seat, bot in enumerate(seated):
            seats_played[bot] += 1
            points[bot].append(result.scores[seat])
            if seat in result.winners:
                wins[bot] += 1
                seat_wins[seat] += 1

    with ResultStore(tmp_path / "r.sqlite") as store:
        rows = store.rows()
    write_report(build_report(rows, "Small run"), rows, tmp_path / "out")
    markdown = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")

    by_bot = {row[0]: row for row in _table(markdown, "Win rate by bot")}
    for bot in ("heuristic", "random"):
        low, high = _wilson(wins[bot], seats_played[bot])
        assert by_bot[bot][1:6] == [
            str(seats_played[bot]),
            str(wins[bot]),
            f"{100 * wins[bot] / seats_played[bot]:.1f}%",
            f"{100 * max(low, 0):.1f}%-{100 * min(high, 1):.1f}%",
            f"{statistics.fmean(points[bot]):.2f}",
        ]
    seats = _table(markdown, "Win rate by seat")
    assert [row[1] for row in seats] == ["0", "1", "2"]
    assert [row[3] for row in seats] == [f"{100 * w / GAMES:.1f}%" for w in seat_wins]
    assert all(row[0] == "3 players, rounds=2" for row in seats)
    # Parity: the average seat's win rate (above one in three when games are shared).
    assert {row[5] for row in seats} == {f"{100 * sum(seat_wins) / (3 * GAMES):.1f}%"}
    length_row = _table(markdown, "Game length (decisions)")[0]
    assert length_row[1] == str(GAMES)
    assert length_row[2] == str(len(set(zip(outcomes, lengths, strict=True))))
    assert length_row[3] == f"{statistics.fmean(lengths):.1f}"
    assert length_row[5] == f"{min(lengths):g}" and length_row[7] == f"{max(lengths):g}"
    ratings = _table(markdown, "Ratings (OpenSkill, Plackett-Luce)")
    # The heuristic bot beats random ones nearly always, and the ratings say so.
    assert wins["heuristic"] / seats_played["heuristic"] > wins["random"] / seats_played["random"]
    assert [row[0] for row in ratings] == ["heuristic", "random"]
    html = (tmp_path / "out" / "report.html").read_text(encoding="utf-8")
    assert "<h2>Win rate by bot</h2>" in html and 'src="seats.png"' in html
    for name in ("seats.png", "scores.png", "lengths.png"):
        assert (tmp_path / "out" / name).read_bytes().startswith(b"\x89PNG")


def test_an_option_on_and_off_is_reported_as_its_effect(tmp_path: Path) -> None:
    path = tmp_path / "o.sqlite"
    for hidden in (False, True):
        options = RULES.info.options.resolve(2, {"rounds": 2, "hidden_score_piles": hidden})
        run_arena(ArenaJob("empire-engine", 2, ("heuristic",) * 2, 4, options=options), path)
    with ResultStore(path) as store:
        rows = store.rows()
    report = build_report(rows, "Options")
    effects = option_effects(report.configs)
    assert [(e.option, e.values) for e in effects] == [("hidden_score_piles", (False, True))]
    assert [line.games for line in effects[0].lines] == [4, 4]
    assert main(["report", str(path), "--out", str(tmp_path / "rep"), "--timing"]) == 0
    markdown = (tmp_path / "rep" / "report.md").read_text(encoding="utf-8")
    assert re.search(r"\| hidden_score_piles \| true \| 2 \| 4 \|", markdown)
    assert "## Thinking time" in markdown


def test_only_configurations_that_differ_in_one_chosen_option_show_its_effect(
    tmp_path: Path,
) -> None:
    # long_game sets rounds by its default rule, so that pair is long_game's effect; a pair
    # that differs in two options set by hand (hidden_score_piles and rounds) is neither's.
    path = tmp_path / "o.sqlite"
    for raw in (
        {"rounds": 2, "hidden_score_piles": False},
        {"rounds": 2, "hidden_score_piles": True},
        {"rounds": 3, "hidden_score_piles": True},
        {},
        {"long_game": True},
    ):
        options = RULES.info.options.resolve(2, raw)
        run_arena(ArenaJob("empire-engine", 2, ("random",) * 2, 2, options=options), path)
    with ResultStore(path) as store:
        report = build_report(store.rows(), "Options")
    found = sorted(
        (e.option, e.values, *(json.loads(line.config[2])["rounds"] for line in e.lines))
        for e in option_effects(report.configs)
    )
    assert found == [
        ("hidden_score_piles", (False, True), 2, 2),
        ("long_game", (False, True), 8, 12),
        ("rounds", (2, 3), 2, 3),
        ("rounds", (2, 8), 2, 8),  # the default game against rounds=2, all else alike
    ]


def test_a_solo_game_is_reported_without_ratings(tmp_path: Path) -> None:
    # One seat against the rules (Empire Planners against Archie Indus): win rates and points,
    # but nobody to be rated against.
    options = {"level": "basic", "start_player": None}
    job = ArenaJob("empire-planners", 1, ("heuristic",), 3, seed=0, options=options)
    run_arena(job, tmp_path / "solo.sqlite")
    with ResultStore(tmp_path / "solo.sqlite") as store:
        rows = store.rows(job.key())
    write_report(build_report(rows, "Solo"), rows, tmp_path / "out")
    markdown = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    games = [play_game("empire-planners", 1, options, ("heuristic",), s) for s in range(3)]
    wins = sum(0 in g.winners for g in games)
    (row,) = _table(markdown, "Win rate by bot")
    assert row[:3] == ["heuristic", "3", str(wins)]
    assert "(none in these results)" in markdown
