"""Win rates by what seats counted in their score breakdown (``--by``): kept per seat in the
results, counted like a hand count, shown in the report; old results files without
breakdowns still open."""

from __future__ import annotations

import json
from pathlib import Path

from empires.arena.jobs import ArenaJob
from empires.arena.report import build_report, write_report
from empires.arena.results import ResultStore
from empires.arena.runner import run_arena
from empires.arena.stats import by_tally
from empires.bots.play import play_game
from empires.games.empire_v85 import RULES

GAMES = 6


def test_the_win_rate_of_the_builders_of_each_building_matches_a_hand_count(tmp_path: Path) -> None:
    options = dict(RULES.info.options.resolve(3, {}))
    lineup = ("heuristic", "heuristic", "random")
    job = ArenaJob("empire-v85", 3, lineup, GAMES, seed=7, options=options)
    run_arena(job, tmp_path / "r.sqlite")

    held: dict[str, list[int]] = {}
    for i in range(GAMES):
        seated = [lineup[(seat - i) % 3] for seat in range(3)]
        result = play_game("empire-v85", 3, options, seated, 7 + i)
        for seat, text in enumerate(result.breakdowns):
            for name, count in json.loads(text)["built"].items():
                if count:
                    held.setdefault(name, []).append(int(seat in result.winners))

    with ResultStore(tmp_path / "r.sqlite") as store:
        rows = store.rows()
    lines = {line.name: line for line in by_tally(rows, "built")}
    assert set(lines) == set(held)
    for name, won in held.items():
        assert (lines[name].rate.wins, lines[name].rate.games) == (sum(won), len(won))

    report = build_report(rows, "t", by="built")
    write_report(report, rows, tmp_path / "out")
    text = (tmp_path / "out" / "report.md").read_text(encoding="utf-8")
    assert "## Win rate by built" in text
    for name in held:
        assert f"| {name} | {len(held[name])} | {sum(held[name])} |" in text
