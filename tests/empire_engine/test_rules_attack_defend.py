"""Empire Engine, Execute group 2: Attack and Defend (rulebook "2. Attack & Defend" and its
four combinations; RULINGS 1). Seats sit clockwise; the left engine attacks seat+1, the right
engine seat-1."""

from __future__ import annotations

import pytest

from empires.games.empire_engine.moves import Block, Salvage, Steal
from tests.helpers import decide, keys, new, of, ready, round_events, round_one, score

QUIET = ("arm", "invent")


def steals(m) -> list[tuple[int, int, str]]:
    """(attacker, target, kind or 'stock soldier') of round one's steals, in order."""
    out = []
    for e in round_events(m, 1):
        if e.key == "stole":
            out.append((e.params["seat"], e.params["target"], e.params["kind"]))
        elif e.key == "stole_from_stock":
            out.append((e.params["seat"], e.params["target"], "stock soldier"))
    return out


# -- targets ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 12])
@pytest.mark.parametrize("engine", ["L", "R"])
def test_left_engine_attacks_the_left_neighbour_seat_plus_1_right_engine_the_right_neighbour_seat_minus_1(
    players: int, engine: str
) -> None:
    for seat in (0, players - 1):
        actions = [QUIET] * players
        actions[seat] = ("attack", "invent") if engine == "L" else ("arm", "attack")
        m = round_one(players, actions, ready=[(1, 0)] * players)
        target = (seat + 1) % players if engine == "L" else (seat - 1) % players
        assert of(round_events(m, 1), "attacked") == [
            {"seat": seat, "engine": engine, "target": target}
        ]


@pytest.mark.parametrize("actions", [("attack", "invent"), ("arm", "attack")])
def test_two_players_both_attack_actions_target_the_single_opponent(
    actions: tuple[str, str],
) -> None:
    for seat in (0, 1):
        m = round_one(2, [actions if s == seat else QUIET for s in range(2)], ready=[(1, 0)] * 2)
        assert [e["target"] for e in of(round_events(m, 1), "attacked")] == [1 - seat]


# -- paying -----------------------------------------------------------------------------------
def test_attack_returns_1_soldier_from_the_ready_pile_to_the_stock_and_is_not_optional() -> None:
    m = round_one(2, [("salvage", "attack"), ("salvage", "invent")], ready=[(2, 0), (0, 0)])
    # Nobody was asked whether to attack: the soldier was paid and the attack made.
    assert of(round_events(m, 1), "attacked") == [{"seat": 0, "engine": "R", "target": 1}]
    assert ready(m, 0)[0] == 1
    assert score(m, 0)[0] == 1  # the stock soldier taken from the empty pile


def test_attack_without_a_soldier_fails() -> None:
    m = round_one(2, [("salvage", "attack"), ("salvage", "export")], ready=[(0, 1), (0, 2)])
    decide(m, {0: Salvage("invention"), 1: Salvage("good")})
    assert of(round_events(m, 1), "attack_failed") == [{"seat": 0, "engine": "R", "target": 1}]
    assert steals(m) == []
    # The target was not successfully attacked: its export and salvage went through.
    assert score(m, 1) == (0, 3, 0)
    assert ready(m, 1) == (0, 0)


def test_two_attacks_with_one_soldier_the_soldier_is_paid_and_both_fail() -> None:
    m = round_one(3, [("attack", "attack"), QUIET, ("produce", "export")], ready=[(1, 1)] * 3)
    events = round_events(m, 1)
    assert of(events, "attack_failed") == [
        {"seat": 0, "engine": "L", "target": 1},
        {"seat": 0, "engine": "R", "target": 2},
    ]
    assert of(events, "double_attack_short") == [{"seat": 0, "paid": 1}]
    assert ready(m, 0) == (0, 1)
    assert steals(m) == []
    assert score(m, 2) == (0, 3, 0)  # export not disturbed


def test_two_attacks_with_no_soldier_both_fail_and_nothing_is_paid() -> None:
    m = round_one(2, [("attack", "attack"), ("produce", "export")], ready=[(0, 1), (0, 0)])
    assert of(round_events(m, 1), "double_attack_short") == [{"seat": 0, "paid": 0}]
    assert ready(m, 0) == (0, 1)
    assert score(m, 1) == (0, 2, 0)


def test_two_attacks_with_two_soldiers_both_are_paid() -> None:
    m = round_one(3, [("attack", "attack"), QUIET, QUIET], ready=[(2, 0), (0, 0), (0, 0)])
    assert len(of(round_events(m, 1), "attacked")) == 2
    assert ready(m, 0) == (0, 0)


def test_every_attacker_pays_before_any_attack_is_resolved() -> None:
    # Both attack each other with their only soldier: once paid, both piles are empty, so
    # neither soldier can be stolen and each attacker takes a soldier from the stock.
    m = round_one(2, [("salvage", "attack"), ("salvage", "attack")], ready=[(1, 0), (1, 0)])
    assert steals(m) == [(0, 1, "stock soldier"), (1, 0, "stock soldier")]
    assert score(m, 0) == score(m, 1) == (1, 0, 0)


# -- the four combinations ------------------------------------------------------------------
def test_attack_undefended_attacker_takes_1_ready_resource_into_its_score_pile() -> None:
    m = round_one(
        3, [("attack", "invent"), ("salvage", "invent"), QUIET], ready=[(1, 0), (0, 1), (0, 0)]
    )
    assert steals(m) == [(0, 1, "good")]
    assert score(m, 0) == (0, 1, 1)
    assert ready(m, 1) == (0, 0)
    assert of(round_events(m, 1), "salvage_wasted") == [{"seat": 1}]


@pytest.mark.parametrize("kind", ["soldier", "good"])
def test_attack_undefended_the_attacker_chooses_which_resource(kind: str) -> None:
    m = round_one(2, [("attack", "invent"), QUIET], ready=[(1, 0), (1, 1)])
    assert m.to_act() == (0,)
    assert set(m.legal_moves(0)) == {Steal(("soldier",)), Steal(("good",))}
    decide(m, {0: Steal((kind,))})
    assert steals(m) == [(0, 1, kind)]


def test_attack_on_an_empty_ready_pile_takes_a_soldier_from_the_stock() -> None:
    m = round_one(2, [("attack", "invent"), ("salvage", "export")], ready=[(1, 0), (0, 0)])
    assert steals(m) == [(0, 1, "stock soldier")]
    assert score(m, 0) == (1, 0, 1)
    # It is still a successful attack: the target's export is wasted.
    assert of(round_events(m, 1), "export_wasted") == [{"seat": 1}]


def test_attack_defended_fails_and_the_defender_takes_a_soldier_from_the_stock() -> None:
    m = round_one(
        3, [("attack", "invent"), ("produce", "defend"), QUIET], ready=[(1, 1), (0, 1), (0, 0)]
    )
    assert of(round_events(m, 1), "blocked") == [{"seat": 1, "attacker": 0}]
    assert steals(m) == []
    assert score(m, 1) == (1, 0, 0)
    assert ready(m, 1) == (0, 3)
    assert score(m, 0) == (0, 0, 1)
    assert ready(m, 0) == (0, 1)  # the soldier is spent all the same


@pytest.mark.parametrize("attacker", [0, 2])
def test_defend_on_the_right_engine_blocks_an_attack_from_either_neighbour(attacker: int) -> None:
    actions = [QUIET, ("produce", "defend"), QUIET]
    actions[attacker] = ("attack", "invent") if attacker == 0 else ("arm", "attack")
    m = round_one(3, actions, ready=[(1, 0), (1, 1), (1, 0)])
    assert of(round_events(m, 1), "blocked") == [{"seat": 1, "attacker": attacker}]
    assert steals(m) == []


def test_double_attack_undefended_each_attacker_takes_1_resource() -> None:
    m = round_one(
        3,
        [("attack", "invent"), ("salvage", "invent"), ("arm", "attack")],
        ready=[(1, 0), (0, 3), (1, 0)],
    )
    assert steals(m) == [(0, 1, "good"), (2, 1, "good")]
    assert ready(m, 1) == (0, 1)


@pytest.mark.parametrize(("start", "first"), [(0, 0), (1, 2), (2, 2)])
def test_double_attack_undefended_with_only_one_resource_it_goes_to_the_attacker_first_in_turn_order_the_other_takes_a_stock_soldier(
    start: int, first: int
) -> None:
    m = round_one(
        3,
        [("attack", "invent"), ("salvage", "invent"), ("salvage", "attack")],
        ready=[(1, 0), (0, 1), (1, 0)],
        start_player=start,
    )
    decide(m, {s: Salvage("invention") for s in m.to_act()})
    other = 2 if first == 0 else 0
    assert sorted(steals(m)) == sorted([(first, 1, "good"), (other, 1, "stock soldier")])
    assert score(m, first)[1] == 1
    assert score(m, other)[0] == 1


def test_double_attack_undefended_conflicting_choices_are_served_in_turn_order() -> None:
    m = round_one(
        3,
        [("attack", "invent"), ("salvage", "invent"), ("arm", "attack")],
        ready=[(1, 0), (1, 1), (1, 0)],
    )
    assert set(m.to_act()) == {0, 2}
    decide(m, {0: Steal(("soldier",)), 2: Steal(("soldier",))})
    assert steals(m) == [(0, 1, "soldier"), (2, 1, "good")]


@pytest.mark.parametrize("blocked", [0, 2])
def test_double_attack_with_one_defend_the_defender_chooses_which_attack_to_block_the_other_succeeds(
    blocked: int,
) -> None:
    m = round_one(
        3,
        [("attack", "invent"), ("salvage", "defend"), ("arm", "attack")],
        ready=[(1, 0), (0, 2), (1, 0)],
    )
    assert m.to_act() == (1,)
    assert set(m.legal_moves(1)) == {Block(0, "L"), Block(2, "R")}
    engine = "L" if blocked == 0 else "R"
    decide(m, {1: Block(blocked, engine)})
    succeeded = 2 - blocked
    assert of(round_events(m, 1), "blocked") == [{"seat": 1, "attacker": blocked}]
    assert steals(m) == [(succeeded, 1, "good")]
    assert score(m, 1) == (1, 0, 0)
    assert score(m, blocked)[:2] == (0, 0)
    # One attack got through: the defender's salvage is wasted.
    assert of(round_events(m, 1), "salvage_wasted") == [{"seat": 1}]


def test_two_players_double_attack_undefended_takes_2_resources() -> None:
    m = round_one(2, [("attack", "attack"), ("salvage", "invent")], ready=[(2, 0), (0, 3)])
    assert steals(m) == [(0, 1, "good"), (0, 1, "good")]
    assert score(m, 0) == (0, 2, 0)
    assert ready(m, 1) == (0, 1)


def test_two_players_double_attack_undefended_attacker_chooses_both_kinds() -> None:
    m = round_one(2, [("attack", "attack"), ("salvage", "invent")], ready=[(2, 0), (1, 1)])
    assert set(m.legal_moves(0)) == {
        Steal((a, b)) for a in ("soldier", "good") for b in ("soldier", "good")
    }
    decide(m, {0: Steal(("good", "soldier"))})
    assert steals(m) == [(0, 1, "good"), (0, 1, "soldier")]


def test_two_players_double_attack_on_one_resource_takes_it_and_a_stock_soldier() -> None:
    m = round_one(2, [("attack", "attack"), ("salvage", "invent")], ready=[(2, 0), (0, 1)])
    assert steals(m) == [(0, 1, "good"), (0, 1, "stock soldier")]
    assert score(m, 0) == (1, 1, 0)


def test_two_players_double_attack_with_one_defend_blocks_one_attack_the_other_succeeds() -> None:
    m = round_one(2, [("attack", "attack"), ("produce", "defend")], ready=[(2, 0), (0, 0)])
    # Both attacks come from the same player: the block needs no choice.
    assert of(round_events(m, 1), "blocked") == [{"seat": 1, "attacker": 0}]
    assert steals(m) == [(0, 1, "good")]
    assert score(m, 1) == (1, 0, 0)
    assert ready(m, 1) == (0, 1)


def test_defend_without_an_attack_does_nothing() -> None:
    m = round_one(2, [("produce", "defend"), ("produce", "defend")], ready=[(1, 1), (1, 1)])
    assert [k for k in keys(round_events(m, 1)) if "block" in k] == []
    assert score(m, 0) == score(m, 1) == (0, 0, 0)
    assert ready(m, 0) == (1, 3)


def test_defend_against_an_attack_without_a_soldier_does_nothing() -> None:
    m = round_one(2, [("salvage", "attack"), ("produce", "defend")], ready=[(0, 0), (0, 0)])
    decide(m, {0: Salvage("good")})
    assert [k for k in keys(round_events(m, 1)) if "block" in k] == []
    assert score(m, 1) == (0, 0, 0)


def test_a_player_both_attacking_and_attacked_loses_from_its_pile_after_paying() -> None:
    # Seat 0 attacks seat 1 (left); seat 1 attacks seat 0 (right). Seat 0 holds 1 soldier and
    # 1 good: after paying, only the good is left to lose.
    m = round_one(2, [("attack", "invent"), ("salvage", "attack")], ready=[(1, 1), (1, 0)])
    assert steals(m) == [(0, 1, "stock soldier"), (1, 0, "good")]


def test_no_attack_is_made_by_a_seat_whose_engines_show_no_attack() -> None:
    m = new(2)
    assert m.view(0)["attacks"] == []
