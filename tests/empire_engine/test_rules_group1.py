"""Empire Engine, Execute group 1: Arm, Produce and Invent, all at once, before anything else
(rulebook "1. Arm, Produce & Invent"; RULINGS 1)."""

from __future__ import annotations

from empires.games.empire_engine.moves import Salvage, Steal
from tests.helpers import at_gear_round, decide, keys, of, ready, round_events, round_one, score


def test_arm_takes_2_soldiers_from_the_stock_into_the_ready_pile() -> None:
    m = round_one(2, [("arm", "defend"), ("arm", "defend")], ready=[(1, 1), (0, 0)])
    assert ready(m, 0) == (3, 1)
    assert ready(m, 1) == (2, 0)
    assert score(m, 0) == (0, 0, 0)
    assert of(round_events(m, 1), "armed") == [{"seat": 0}, {"seat": 1}]


def test_produce_takes_2_goods_from_the_stock_into_the_ready_pile() -> None:
    m = round_one(2, [("produce", "defend"), ("arm", "defend")], ready=[(1, 1), (1, 1)])
    assert ready(m, 0) == (1, 3)
    assert score(m, 0) == (0, 0, 0)
    assert of(round_events(m, 1), "produced") == [{"seat": 0}]


def test_invent_takes_1_invention_directly_into_the_score_pile() -> None:
    m = round_one(2, [("arm", "invent"), ("produce", "invent")], ready=[(0, 0), (0, 0)])
    assert score(m, 0) == (0, 0, 1)
    assert score(m, 1) == (0, 0, 1)
    assert ready(m, 0) == (2, 0)
    assert ready(m, 1) == (0, 2)


def test_group_1_works_the_same_in_later_rounds() -> None:
    m = at_gear_round(3, [("arm", "invent"), ("produce", "defend"), ("produce", "invent")])
    assert [ready(m, s) for s in range(3)] == [(3, 1), (1, 3), (1, 3)]
    assert [score(m, s)[2] for s in range(3)] == [1, 0, 1]


def test_group_1_comes_before_group_2_and_3_in_the_event_log() -> None:
    m = round_one(2, [("arm", "attack"), ("produce", "export")], ready=[(0, 0), (0, 0)])
    order = [k for k in keys(round_events(m, 1)) if k in {"armed", "produced", "attacked"}]
    assert order == ["armed", "produced", "attacked"]


def test_soldiers_armed_this_round_pay_for_an_attack_this_round() -> None:
    # Seat 0 starts with no soldier, arms, and attacks with its right engine.
    m = round_one(2, [("arm", "attack"), ("salvage", "invent")], ready=[(0, 0), (0, 1)])
    assert of(round_events(m, 1), "attacked") == [{"seat": 0, "engine": "R", "target": 1}]
    assert ready(m, 0) == (1, 0)  # 0 + 2 armed - 1 paid
    assert score(m, 0) == (0, 1, 0)  # the good stolen from seat 1


def test_goods_produced_this_round_can_be_stolen_this_round() -> None:
    m = round_one(2, [("arm", "attack"), ("produce", "invent")], ready=[(1, 0), (0, 0)])
    # Seat 1's ready pile was empty before group 1; the attack takes a produced good.
    assert of(round_events(m, 1), "stole") == [
        {"seat": 0, "target": 1, "kind": "good", "extra": False}
    ]
    assert score(m, 0) == (0, 1, 0)
    assert ready(m, 1) == (0, 1)


def test_soldiers_armed_this_round_can_be_stolen_this_round() -> None:
    m = round_one(
        3,
        [("salvage", "attack"), ("arm", "invent"), ("arm", "invent")],
        ready=[(1, 0)] + [(0, 0)] * 2,
    )
    # Seat 0's right engine attacks its right neighbour, seat 2, which armed this round.
    decide(m, {0: Salvage("good")})
    assert of(round_events(m, 1), "stole") == [
        {"seat": 0, "target": 2, "kind": "soldier", "extra": False}
    ]
    assert ready(m, 2) == (1, 0)


def test_attacker_may_choose_a_kind_gained_this_round() -> None:
    m = round_one(2, [("arm", "attack"), ("produce", "invent")], ready=[(1, 0), (1, 0)])
    assert m.to_act() == (0,)
    decide(m, {0: Steal(("good",))})
    assert score(m, 0) == (0, 1, 0)
    assert ready(m, 1) == (1, 1)
