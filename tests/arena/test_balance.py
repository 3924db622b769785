"""The balance study: which configurations it plays, and that it writes the same report
every time it is run."""

from __future__ import annotations

from pathlib import Path

from empires.arena.balance import plan_study, run_balance


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
