"""The balance study: which configurations it plays, and that it writes the same report
every time it is run."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from empires.arena.balance import plan_study, run_balance
from empires.arena.results import ResultStore
from empires.arena.stats import by_role, by_tally, config_of
from empires.kernel.errors import EmpiresError


def _switched(options: dict[str, object]) -> set[str]:
    return {k for k, v in options.items() if v is True}


def test_the_study_covers_seats_teams_and_every_variant() -> None:
    arms = plan_study("empire-engine", games=10)
    purposes = [arm.purpose for arm in arms]
    assert purposes[:3] == [f"seat advantage, {n} players" for n in (2, 3, 4)]
    on = {arm.purpose: arm.job for arm in arms if arm.purpose.endswith(" on")}
    assert set(on) == {
        f"{name} on"
        for name in (
            "long_game",
            "teams",
            "joint_invention",
            "joint_attack",
            "defend_teammate",
            "shared_export",
            "hidden_score_piles",
        )
    }
    assert _switched(dict(on["teams on"].options)) == {"teams"}
    assert _switched(dict(on["joint_attack on"].options)) == {"teams", "joint_attack"}
    for arm in arms:
        assert arm.job.options["start_player"] == 0
        assert not arm.job.rotate and set(arm.job.lineup) == {"noisy"}
        assert arm.job.players == (
            int(arm.purpose.split(", ")[1][0]) if "seat" in arm.purpose else 4
        )
    assert len({arm.job.key() for arm in arms}) == len(arms)
    # "teams off" is the 4-player seat-advantage arm, played once.
    assert "teams off" not in purposes


def test_the_balance_report_is_the_same_every_time(tmp_path: Path) -> None:
    first = run_balance(
        "empire-engine", tmp_path / "a", games=3, players=[2, 4], results=tmp_path / "a.sqlite"
    )
    second = run_balance(
        "empire-engine", tmp_path / "b", games=3, players=[2, 4], results=tmp_path / "b.sqlite"
    )
    for a, b in zip(first, second, strict=True):
        assert a.name == b.name
        assert a.read_bytes() == b.read_bytes(), a.name
    markdown = (tmp_path / "a" / "report.md").read_text(encoding="utf-8")
    assert "empires balance empire-engine --games 3 --seed 0 --players 2,4" in markdown
    assert "| teams | true | 4 | 3 |" in markdown
    # long_game also sets rounds; it is still one option's effect.
    assert "| long_game | true | 4 | 3 |" in markdown


def test_the_study_compares_the_values_of_a_choice_option_asked_for() -> None:
    arms = plan_study("empire-colonial", games=10, vary=["version"])
    purposes = [arm.purpose for arm in arms]
    assert "version=beginner" in purposes
    beginner = next(arm.job for arm in arms if arm.purpose == "version=beginner")
    assert beginner.options["version"] == "beginner" and beginner.players == 4
    # version=standard is the 4-player seat-advantage arm, played once.
    assert "version=standard" not in purposes


def test_a_choice_option_the_game_lacks_is_refused_by_name() -> None:
    with pytest.raises(EmpiresError, match="no choice option 'colour'"):
        plan_study("empire-colonial", games=10, vary=["colour"])


def test_the_report_shows_the_win_rate_of_each_role(tmp_path: Path) -> None:
    run_balance(
        "empire-colonial", tmp_path / "r", games=4, players=[3], results=tmp_path / "r.sqlite"
    )
    markdown = (tmp_path / "r" / "report.md").read_text(encoding="utf-8")
    assert "## Win rate by role" in markdown
    with ResultStore(tmp_path / "r.sqlite") as store:
        rows = store.rows()
    nations = {row.role for row in rows}
    assert (
        nations
        <= {
            "ottomans",
            "venice",
            "portugal",
            "netherlands",
            "spain",
            "france",
            "britain",
            "prussia",
        }
        and len(nations) >= 3
    )
    for line in by_role(rows):
        played = [r for r in rows if r.role == line.role and config_of(r) == line.config]
        assert line.rate.games == len(played)
        assert line.rate.wins == sum(r.won for r in played)
        assert f"| {line.role} | {len(played)} |" in markdown


def test_a_results_file_from_before_roles_and_breakdowns_is_read_with_empty_ones(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE runs (run TEXT PRIMARY KEY, job TEXT NOT NULL);"
        "CREATE TABLE seats (run TEXT, game_no INTEGER, game TEXT, players INTEGER,"
        " options TEXT, seed INTEGER, lineup TEXT, seat INTEGER, bot TEXT, score INTEGER,"
        " rank INTEGER, won INTEGER, winners INTEGER, length INTEGER, moves INTEGER,"
        " think REAL, PRIMARY KEY (run, game_no, seat));"
        "INSERT INTO seats VALUES ('r', 0, 'empire-engine', 2, '{}', 0, '[]', 0, 'random',"
        " 3, 1, 1, 1, 10, 5, 0.0);"
    )
    db.commit()
    db.close()
    with ResultStore(path) as store:
        (row,) = store.rows()
    assert row.role == ""
    assert row.breakdown_dict == {}
    assert by_tally([row], "built") == []
