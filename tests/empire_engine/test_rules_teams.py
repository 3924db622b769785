"""Empire Engine, team play (4 players, seats 0+2 against 1+3): pooled scoring, and each of the
four variant rules on its own switch (rulebook "Team Play"; German "Das Spiel mit Teams";
RULINGS 1). In four players seat s attacks s+1 with its left engine and s-1 with its right."""

from __future__ import annotations

from typing import Any

import pytest

from empires.games.empire_engine.moves import NO_BLOCK, Block, Salvage, ShareExport, Steal
from empires.games.empire_engine.options import TEAM_VARIANTS
from tests.helpers import decide, final_position, of, ready, round_events, round_one, score

QUIET = ("arm", "invent")


def only(variant: str | None) -> dict[str, Any]:
    """Team play with exactly one variant switched on (or none)."""
    return {"teams": True, **{v: v == variant for v in TEAM_VARIANTS}}


def all_but(variant: str) -> dict[str, Any]:
    """Team play with every variant except one."""
    return {"teams": True, **{v: v != variant for v in TEAM_VARIANTS}}


def stolen(m) -> list[tuple[int, int, str, bool]]:
    out = []
    for e in round_events(m, 1):
        if e.key == "stole":
            out.append((e.params["seat"], e.params["target"], e.params["kind"], e.params["extra"]))
        elif e.key == "stole_from_stock":
            out.append((e.params["seat"], e.params["target"], "stock", e.params["extra"]))
    return out


# -- scoring ----------------------------------------------------------------------------------
def test_team_play_teammates_sit_opposite_and_pool_their_score_piles() -> None:
    m = final_position(4, score=[(1, 0, 0), (0, 2, 0), (2, 0, 0), (0, 0, 1)], teams=True)
    # Team 0+2: 3 soldiers -> 3 + 3. Team 1+3: 2 goods, 1 invention -> 3 + 3 + 3.
    assert m.scores() == [6, 9, 6, 9]
    assert m.winners() == [1, 3]


def test_team_play_the_team_with_the_majority_of_a_kind_gets_the_bonus() -> None:
    # Seat 0 alone has the most soldiers, but team 1+3 has more together.
    m = final_position(4, score=[(3, 0, 0), (2, 0, 0), (0, 0, 0), (2, 0, 0)], teams=True)
    assert m.scores() == [3, 4 + 3, 3, 4 + 3]


def test_team_play_tie_on_points_broken_by_the_pooled_ready_piles() -> None:
    m = final_position(
        4,
        score=[(1, 0, 0), (1, 0, 0), (0, 0, 0), (0, 0, 0)],
        ready=[(2, 0), (1, 0), (0, 0), (0, 2)],
        teams=True,
    )
    assert m.scores() == [4, 4, 4, 4]
    assert m.winners() == [1, 3]


def test_team_play_tie_on_points_and_ready_piles_shared_by_all_four() -> None:
    m = final_position(4, score=[(1, 0, 0), (1, 0, 0), (0, 0, 0), (0, 0, 0)], teams=True)
    assert m.winners() == [0, 1, 2, 3]


def test_without_team_play_nobody_pools() -> None:
    m = final_position(4, score=[(1, 0, 0), (0, 2, 0), (2, 0, 0), (0, 0, 1)])
    assert m.scores() == [1, 5, 5, 4]


# -- joint invention ----------------------------------------------------------------------------
def test_joint_invention_both_teammates_invent_the_team_takes_one_extra_invention() -> None:
    m = round_one(
        4, [QUIET, ("arm", "defend"), QUIET, ("arm", "defend")], **only("joint_invention")
    )
    assert of(round_events(m, 1), "joint_invention") == [{"seat": 0, "teammate": 2}]
    assert score(m, 0)[2] + score(m, 2)[2] == 3
    assert score(m, 0)[2] == 2  # the teammate first in turn order keeps it


def test_joint_invention_extra_goes_to_the_teammate_first_in_turn_order() -> None:
    m = round_one(
        4,
        [QUIET, ("arm", "defend"), QUIET, ("arm", "defend")],
        start_player=1,
        **only("joint_invention"),
    )
    assert (score(m, 0)[2], score(m, 2)[2]) == (1, 2)


def test_joint_invention_needs_both_teammates_to_invent() -> None:
    m = round_one(
        4, [QUIET, QUIET, ("arm", "defend"), ("arm", "defend")], **only("joint_invention")
    )
    assert of(round_events(m, 1), "joint_invention") == []
    assert [score(m, s)[2] for s in range(4)] == [1, 1, 0, 0]


def test_joint_invention_works_for_both_teams() -> None:
    m = round_one(4, [QUIET] * 4, **only("joint_invention"))
    assert sum(score(m, s)[2] for s in range(4)) == 6


def test_joint_invention_off_does_nothing() -> None:
    m = round_one(4, [QUIET] * 4, **all_but("joint_invention"))
    assert [score(m, s)[2] for s in range(4)] == [1, 1, 1, 1]
    assert of(round_events(m, 1), "joint_invention") == []


# -- joint attack -------------------------------------------------------------------------------
JOINT = [("attack", "invent"), ("salvage", "invent"), ("arm", "attack"), QUIET]
"""Seat 0 (left engine) and seat 2 (right engine) both attack seat 1."""


def test_joint_attack_both_teammates_attack_one_player_the_team_takes_1_extra() -> None:
    m = round_one(4, JOINT, ready=[(1, 0), (0, 3), (1, 0), (0, 0)], **only("joint_attack"))
    assert stolen(m) == [(0, 1, "good", False), (2, 1, "good", False), (0, 1, "good", True)]
    assert ready(m, 1) == (0, 0)
    assert score(m, 0)[1] + score(m, 2)[1] == 3


def test_joint_attack_extra_from_an_empty_pile_is_a_stock_soldier() -> None:
    m = round_one(4, JOINT, ready=[(1, 0), (0, 1), (1, 0), (0, 0)], **only("joint_attack"))
    assert stolen(m) == [(0, 1, "good", False), (2, 1, "stock", False), (0, 1, "stock", True)]


def test_joint_attack_extra_taken_as_an_undefended_attack_would_with_a_choice() -> None:
    m = round_one(4, JOINT, ready=[(1, 0), (2, 2), (1, 0), (0, 0)], **only("joint_attack"))
    assert set(m.to_act()) == {0, 2}
    # Seat 0 is first in turn order: it takes the extra, so it names two kinds.
    assert len(m.legal_moves(0)[0].take) == 2
    decide(m, {0: Steal(("good", "good")), 2: Steal(("soldier",))})
    assert stolen(m) == [(0, 1, "good", False), (2, 1, "soldier", False), (0, 1, "good", True)]


def test_joint_attack_one_defender_blocks_one_attack_the_other_and_the_extra_succeed() -> None:
    actions = [("attack", "invent"), ("salvage", "defend"), ("arm", "attack"), QUIET]
    m = round_one(4, actions, ready=[(1, 0), (0, 3), (1, 0), (0, 0)], **only("joint_attack"))
    decide(m, {1: Block(0, "L")})
    # The extra is the team's; the teammate first in turn order takes it.
    assert stolen(m) == [(2, 1, "good", False), (0, 1, "good", True)]


def test_joint_attack_blocked_only_by_both_opposing_players_defending() -> None:
    actions = [("attack", "invent"), ("salvage", "defend"), ("arm", "attack"), ("arm", "defend")]
    m = round_one(
        4,
        actions,
        ready=[(1, 0), (0, 3), (1, 0), (0, 1)],
        teams=True,
        joint_attack=True,
        defend_teammate=True,
    )
    decide(m, {1: [Block(0, "L"), Salvage("invention")], 3: Block(2, "R", "good")})
    events = round_events(m, 1)
    assert of(events, "joint_attack_blocked") == [{"target": 1}]
    assert stolen(m) == []
    assert ready(m, 1) == (0, 3)
    assert score(m, 1)[0] == score(m, 3)[0] == 1  # each defender takes a stock soldier


def test_joint_attack_teammates_attacking_different_players_is_no_joint_attack() -> None:
    # Seat 0 attacks seat 1 (left), seat 2 attacks seat 3 (left).
    actions = [
        ("attack", "invent"),
        ("salvage", "invent"),
        ("attack", "invent"),
        ("salvage", "invent"),
    ]
    m = round_one(4, actions, ready=[(1, 0), (0, 3), (1, 0), (0, 3)], **only("joint_attack"))
    assert [s[3] for s in stolen(m)] == [False, False]


def test_joint_attack_needs_both_attacks_paid() -> None:
    # Seat 2 attacks seat 1 without a soldier: its attack fails, so there is no joint attack.
    actions = [("attack", "invent"), ("salvage", "invent"), ("salvage", "attack"), QUIET]
    m = round_one(4, actions, ready=[(1, 0), (0, 3), (0, 0), (0, 0)], **only("joint_attack"))
    decide(m, {2: Salvage("invention")})
    assert stolen(m) == [(0, 1, "good", False)]


def test_joint_attack_off_does_nothing() -> None:
    m = round_one(4, JOINT, ready=[(1, 0), (0, 3), (1, 0), (0, 0)], **all_but("joint_attack"))
    assert stolen(m) == [(0, 1, "good", False), (2, 1, "good", False)]
    assert ready(m, 1) == (0, 1)


# -- defending the teammate ----------------------------------------------------------------------
ON_MATE = [("attack", "invent"), ("salvage", "invent"), QUIET, ("arm", "defend")]
"""Seat 0 attacks seat 1 with its left engine; seat 1's teammate, seat 3, defends."""


def test_defend_teammate_english_edition_any_resource_from_the_ready_pile_pays() -> None:
    m = round_one(4, ON_MATE, ready=[(1, 0), (0, 1), (0, 0), (0, 1)], **only("defend_teammate"))
    assert m.options["defend_teammate_cost"] == "resource"
    assert set(m.legal_moves(3)) == {
        Block(0, "L", "soldier"),
        Block(0, "L", "good"),
        NO_BLOCK,
    }  # 3 armed two soldiers this round and has a good
    decide(m, {3: Block(0, "L", "good"), 1: Salvage("invention")})
    assert of(round_events(m, 1), "blocked_for_teammate") == [
        {"seat": 3, "attacker": 0, "target": 1, "pay": "good"}
    ]
    assert stolen(m) == []
    assert ready(m, 3) == (2, 0)
    assert score(m, 3) == (1, 0, 0)  # the defender takes the stock soldier
    assert score(m, 1) == (0, 0, 2)  # invented and salvaged: the attack did not get through


def test_defend_teammate_german_edition_costs_1_soldier() -> None:
    m = round_one(
        4, ON_MATE, ready=[(1, 0), (0, 1), (0, 0), (0, 1)], edition="de", **only("defend_teammate")
    )
    assert m.options["defend_teammate_cost"] == "soldier"
    assert set(m.legal_moves(3)) == {Block(0, "L", "soldier"), NO_BLOCK}
    decide(m, {3: Block(0, "L", "soldier"), 1: Salvage("good")})
    assert ready(m, 3) == (1, 1)
    assert score(m, 3) == (1, 0, 0)


def test_defend_teammate_cost_can_be_set_apart_from_the_edition() -> None:
    m = round_one(
        4,
        ON_MATE,
        ready=[(1, 0), (0, 1), (0, 0), (0, 1)],
        defend_teammate_cost="soldier",
        **only("defend_teammate"),
    )
    assert set(m.legal_moves(3)) == {Block(0, "L", "soldier"), NO_BLOCK}


def test_defend_teammate_in_german_without_a_soldier_is_not_possible() -> None:
    actions = [("attack", "invent"), ("salvage", "invent"), QUIET, ("produce", "defend")]
    m = round_one(
        4, actions, ready=[(1, 0), (0, 1), (0, 0), (0, 1)], edition="de", **only("defend_teammate")
    )
    assert 3 not in m.to_act()
    assert stolen(m) == [(0, 1, "good", False)]


def test_defend_teammate_is_a_choice_the_defender_may_leave_it() -> None:
    m = round_one(4, ON_MATE, ready=[(1, 0), (0, 1), (0, 0), (0, 1)], **only("defend_teammate"))
    decide(m, {3: NO_BLOCK})
    assert stolen(m) == [(0, 1, "good", False)]
    assert ready(m, 3) == (2, 1)
    assert score(m, 3) == (0, 0, 0)


def test_defend_teammate_a_defender_attacked_itself_chooses_whom_to_defend() -> None:
    # Seat 0 attacks seat 1 (left) and seat 3 (right); seat 3 defends.
    actions = [("attack", "attack"), ("salvage", "invent"), QUIET, ("arm", "defend")]
    m = round_one(4, actions, ready=[(2, 0), (0, 1), (0, 0), (0, 1)], **only("defend_teammate"))
    assert set(m.legal_moves(3)) == {
        Block(0, "R"),
        Block(0, "L", "soldier"),
        Block(0, "L", "good"),
    }
    decide(m, {3: Block(0, "L", "soldier"), 0: Steal(("good",)), 1: Salvage("good")})
    # The teammate is safe; seat 3 itself is robbed.
    assert stolen(m) == [(0, 3, "good", False)]
    assert score(m, 3) == (1, 0, 0)


def test_defend_teammate_off_defend_only_blocks_attacks_on_oneself() -> None:
    m = round_one(4, ON_MATE, ready=[(1, 0), (0, 1), (0, 0), (0, 1)], **all_but("defend_teammate"))
    assert 3 not in m.to_act()
    assert stolen(m) == [(0, 1, "good", False)]


# -- shared export ------------------------------------------------------------------------------
SHARE = [("arm", "export"), QUIET, ("produce", "invent"), QUIET]
"""Seat 0 exports; its teammate, seat 2, produces."""


def test_shared_export_the_producing_teammate_may_export_too() -> None:
    m = round_one(4, SHARE, ready=[(0, 1), (0, 0), (0, 1), (0, 0)], **only("shared_export"))
    assert m.to_act() == (2,)
    assert set(m.legal_moves(2)) == {ShareExport(True), ShareExport(False)}
    decide(m, {2: ShareExport(True)})
    assert of(round_events(m, 1), "shared_export") == [{"seat": 2, "count": 3}]
    assert score(m, 2) == (0, 3, 1)
    assert ready(m, 2) == (0, 0)
    assert score(m, 0)[1] == 1


def test_shared_export_is_optional() -> None:
    m = round_one(4, SHARE, ready=[(0, 1), (0, 0), (0, 1), (0, 0)], **only("shared_export"))
    decide(m, {2: ShareExport(False)})
    assert ready(m, 2) == (0, 3)
    assert score(m, 2) == (0, 0, 1)


def test_shared_export_wasted_if_the_producer_was_attacked() -> None:
    # Seat 1 attacks seat 2 with its left engine.
    actions = [("arm", "export"), ("attack", "invent"), ("produce", "invent"), QUIET]
    m = round_one(4, actions, ready=[(0, 1), (1, 0), (0, 1), (0, 0)], **only("shared_export"))
    assert of(round_events(m, 1), "exported") == [{"seat": 0, "count": 1}]
    assert m.view(None)["round"] == 2  # seat 2 was never asked
    assert score(m, 2)[1] == 0
    assert ready(m, 2) == (0, 2)


def test_shared_export_needs_the_teammate_to_export_successfully() -> None:
    # Seat 1 attacks seat 0 (right engine): seat 0's export is wasted, so seat 2 cannot share.
    actions = [("arm", "export"), ("arm", "attack"), ("produce", "invent"), QUIET]
    m = round_one(4, actions, ready=[(0, 1), (1, 0), (0, 1), (0, 0)], **only("shared_export"))
    decide(m, {1: Steal(("soldier",))})
    assert of(round_events(m, 1), "export_wasted") == [{"seat": 0}]
    assert m.view(None)["round"] == 2
    assert ready(m, 2) == (0, 3)


def test_shared_export_needs_the_produce_action() -> None:
    actions = [("arm", "export"), QUIET, ("arm", "invent"), QUIET]
    m = round_one(4, actions, ready=[(0, 1), (0, 0), (0, 1), (0, 0)], **only("shared_export"))
    assert m.view(None)["round"] == 2
    assert ready(m, 2) == (2, 1)


def test_shared_export_off_does_nothing() -> None:
    m = round_one(4, SHARE, ready=[(0, 1), (0, 0), (0, 1), (0, 0)], **all_but("shared_export"))
    assert m.view(None)["round"] == 2
    assert ready(m, 2) == (0, 3)
    assert score(m, 2) == (0, 0, 1)


@pytest.mark.parametrize("variant", TEAM_VARIANTS)
def test_each_team_variant_is_its_own_switch(variant: str) -> None:
    m = round_one(4, [QUIET] * 4, **only(variant))
    assert {v: m.options[v] for v in TEAM_VARIANTS} == {v: v == variant for v in TEAM_VARIANTS}
