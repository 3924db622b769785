"""Empire Engine, Execute group 3: Export and Salvage, wasted after a successful attack
(rulebook "3. Export & Salvage"; RULINGS 1)."""

from __future__ import annotations

import pytest

from empires.games.empire_engine.moves import Block, Salvage
from empires.kernel.errors import IllegalMove
from tests.helpers import at_gear_round, decide, keys, of, ready, round_events, round_one, score

QUIET = ("arm", "invent")


# -- export -----------------------------------------------------------------------------------
def test_export_moves_all_goods_from_the_ready_pile_to_the_score_pile() -> None:
    m = round_one(2, [("arm", "export"), QUIET], ready=[(1, 4), (0, 0)])
    assert ready(m, 0) == (3, 0)
    assert score(m, 0) == (0, 4, 0)
    assert of(round_events(m, 1), "exported") == [{"seat": 0, "count": 4}]


def test_export_is_mandatory_nobody_is_asked_and_no_good_stays_behind() -> None:
    m = round_one(2, [("salvage", "export"), QUIET], ready=[(0, 3), (0, 0)])
    # Only the salvage asks a question; the export has none.
    assert m.to_act() == (0,)
    assert m.legal_moves(0) == [Salvage("soldier"), Salvage("good"), Salvage("invention")]
    decide(m, {0: Salvage("soldier")})
    assert ready(m, 0) == (0, 0)
    assert score(m, 0) == (1, 3, 0)


def test_export_takes_goods_produced_this_round() -> None:
    m = round_one(2, [("produce", "export"), QUIET], ready=[(0, 1), (0, 0)])
    assert score(m, 0) == (0, 3, 0)
    assert ready(m, 0) == (0, 0)


def test_export_with_no_goods_exports_nothing() -> None:
    m = round_one(2, [("arm", "export"), QUIET], ready=[(1, 0), (0, 0)])
    assert score(m, 0) == (0, 0, 0)
    assert ready(m, 0) == (3, 0)


def test_export_leaves_soldiers_in_the_ready_pile() -> None:
    m = at_gear_round(2, [("arm", "export"), QUIET], ready=[(2, 2), (0, 0)])
    assert ready(m, 0) == (4, 0)
    assert score(m, 0) == (0, 2, 0)


def test_export_wasted_after_a_successful_attack() -> None:
    m = round_one(2, [("produce", "export"), ("arm", "attack")], ready=[(0, 0), (1, 0)])
    assert of(round_events(m, 1), "export_wasted") == [{"seat": 0}]
    assert score(m, 0) == (0, 0, 0)
    assert ready(m, 0) == (0, 1)  # 2 produced, 1 stolen, nothing exported


def test_export_works_when_the_only_attack_was_blocked() -> None:
    # Export and Defend share the right engine, so only a teammate can block an attack on an
    # exporter (team variant "defend the teammate").
    m = round_one(
        4,
        [("attack", "invent"), ("produce", "export"), QUIET, ("arm", "defend")],
        ready=[(1, 0), (0, 1), (0, 0), (1, 0)],
        teams=True,
        defend_teammate=True,
    )
    decide(m, {3: Block(0, "L", "soldier")})
    assert of(round_events(m, 1), "blocked_for_teammate") == [
        {"seat": 3, "attacker": 0, "target": 1, "pay": "soldier"}
    ]
    assert score(m, 1) == (0, 3, 0)
    assert ready(m, 1) == (0, 0)


def test_salvage_works_when_the_only_attack_was_blocked() -> None:
    m = round_one(2, [("salvage", "attack"), ("salvage", "defend")], ready=[(1, 0), (0, 0)])
    assert of(round_events(m, 1), "blocked") == [{"seat": 1, "attacker": 0}]
    assert set(m.to_act()) == {0, 1}
    decide(m, {0: Salvage("good"), 1: Salvage("invention")})
    assert score(m, 1) == (1, 0, 1)  # the block's soldier and the salvaged invention
    assert score(m, 0) == (0, 1, 0)


def test_salvage_wasted_when_one_of_two_attacks_got_through_the_defence() -> None:
    m = round_one(
        3,
        [("attack", "invent"), ("salvage", "defend"), ("arm", "attack")],
        ready=[(1, 0), (0, 1), (1, 0)],
    )
    decide(m, {1: Block(0, "L")})
    assert of(round_events(m, 1), "salvage_wasted") == [{"seat": 1}]
    assert score(m, 1) == (1, 0, 0)


def test_salvage_wasted_after_a_successful_attack_and_not_asked() -> None:
    m = round_one(2, [("salvage", "invent"), ("arm", "attack")], ready=[(0, 1), (1, 0)])
    # The round ended without asking seat 0 what to salvage.
    assert (m.view(None)["round"], m.view(None)["phase"]) == (2, "plan")
    assert of(round_events(m, 1), "salvage_wasted") == [{"seat": 0}]
    assert score(m, 0) == (0, 0, 1)


def test_salvage_wasted_even_when_the_attack_took_a_stock_soldier() -> None:
    m = round_one(2, [("salvage", "invent"), ("arm", "attack")], ready=[(0, 0), (1, 0)])
    assert keys(round_events(m, 1)).count("salvage_wasted") == 1
    assert score(m, 1) == (1, 0, 0)


# -- salvage ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("kind", "expected"), [("soldier", (1, 0, 0)), ("good", (0, 1, 0)), ("invention", (0, 0, 1))]
)
def test_salvage_takes_1_soldier_good_or_invention_of_the_players_choice_from_the_stock(
    kind: str, expected: tuple[int, int, int]
) -> None:
    m = round_one(2, [("salvage", "defend"), QUIET], ready=[(2, 2), (0, 0)])
    assert m.to_act() == (0,)
    decide(m, {0: Salvage(kind)})
    assert score(m, 0) == expected
    assert ready(m, 0) == (2, 2)  # from the stock, not from the ready pile
    assert of(round_events(m, 1), "salvaged") == [{"seat": 0, "kind": kind}]


def test_salvage_decision_takes_only_a_salvage_move() -> None:
    m = round_one(2, [("salvage", "defend"), QUIET])
    with pytest.raises(IllegalMove):
        m.play(0, Block(1, "L"))


def test_salvage_choices_are_simultaneous() -> None:
    m = round_one(3, [("salvage", "invent"), ("salvage", "export"), ("salvage", "defend")])
    assert set(m.to_act()) == {0, 1, 2}
    m.play(2, Salvage("good"))
    assert set(m.to_act()) == {0, 1}
    assert m.view(0)["chosen"] == [2]
    assert m.view(0)["my_choice"] is None
    assert m.view(2)["my_choice"] == {"type": "salvage", "take": "good"}
    decide(m, {0: Salvage("soldier"), 1: Salvage("invention")})
    assert [score(m, s) for s in range(3)] == [(1, 0, 1), (0, 1, 1), (0, 1, 0)]
