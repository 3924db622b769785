"""Phase 1, Building: three dice, the $2 reroll, the nine-building limit, Factory purchase, and
the order of play (last place in Profit goes first)."""

from __future__ import annotations

import pytest

from empires.games.empire_planners.moves import PASS, Build, BuyFactory, Reroll
from empires.kernel.errors import IllegalMove
from tests.empire_planners.helpers import at_build, edit, give, new, of, site


def test_building_example_block_three_residential_for_two_dollars() -> None:
    # Dice 3, 5 and 2: the 3 names the block, the 5 the building (Residential), the 2 the price.
    m = at_build((3, 5, 2))
    m.play(0, Build(block=3, site=5))
    state = m.state_json()
    assert state["owner"][site(3, 5)] == 0
    assert state["value"][site(3, 5)] == 1
    assert state["capital"][0] == 18
    assert of(m, "built")[-1]["kind"] == "residential"


def test_the_player_decides_which_die_means_what() -> None:
    m = at_build((3, 5, 2))
    m.play(0, Build(block=5, site=2))  # block 5, building 2 (Leisure), price 3
    state = m.state_json()
    assert state["owner"][site(5, 2)] == 0
    assert state["capital"][0] == 17


def test_a_building_is_built_only_once() -> None:
    m = at_build((3, 5, 2), owner=[None] * 36)
    m = edit(m, lambda d: give(d, 1, (3, 5, 1)))
    with pytest.raises(IllegalMove) as error:
        m.play(0, Build(3, 5))
    assert error.value.rule == "build-once"


def test_reroll_costs_two_dollars_and_is_allowed_once() -> None:
    m = at_build((3, 5, 2))
    m.play(0, Reroll(2))
    state = m.state_json()
    assert state["capital"][0] == 18
    assert state["dice"][:2] == [3, 5]
    assert not any(isinstance(move, Reroll) for move in m.legal_moves(0))
    with pytest.raises(IllegalMove) as error:
        m.play(0, Reroll(0))
    assert error.value.rule == "reroll-once"


def test_without_enough_capital_a_player_may_not_build() -> None:
    m = at_build((3, 5, 6), capital=[5, 20])
    with pytest.raises(IllegalMove) as error:
        m.play(0, Build(3, 5))
    assert error.value.rule == "build-needs-capital"
    m.play(0, Build(6, 5))  # block 6, building 5, price 3: affordable


def test_a_player_never_owns_more_than_nine_buildings() -> None:
    def nine(data: dict[str, object]) -> None:
        give(data, 0, *[(6, face, 1) for face in range(1, 7)], (5, 1, 1), (5, 2, 1), (5, 3, 1))

    m = edit(at_build((3, 5, 2)), nine)
    assert m.legal_moves(0) == [Reroll(0), Reroll(1), Reroll(2), PASS]
    with pytest.raises(IllegalMove) as error:
        m.play(0, Build(3, 5))
    assert error.value.rule == "nine-buildings"


def test_building_is_optional_and_then_the_second_player_rolls() -> None:
    m = at_build((3, 5, 2))
    m.play(0, PASS)
    assert m.to_act() == (1,)
    assert len(m.state_json()["dice"]) == 3
    assert of(m, "rolled")[-1]["seat"] == 1


def test_an_industrial_building_brings_a_factory_paid_in_capital_or_profit() -> None:
    # Block 1, face 4 is an Industrial Factory; price 2.
    m = at_build((1, 4, 2), market=[6, 5, 4, 2, 1], card_owner=[0, None, None, 1, None, None, None])
    m = edit(m, lambda d: d["side"].__setitem__(5, 0))
    m.play(0, Build(1, 4))
    assert m.state_json()["phase"] == "buy"
    # The Brewery costs 4: any split of Profit (at most 5) and Capital is offered.
    offered = {(mv.card, mv.profit) for mv in m.legal_moves(0) if mv.card == 5}
    assert offered == {(5, p) for p in range(0, 5)}
    m.play(0, BuyFactory(5, 3))
    state = m.state_json()
    assert state["card_owner"][5] == 0
    assert (state["capital"][0], state["profit"][0]) == (20 - 2 - 1, 5 - 3)
    assert state["goods"][5] == 0
    assert 5 not in state["market"]


def test_an_industrial_building_needs_a_factory_the_player_can_pay() -> None:
    def poor(data: dict[str, object]) -> None:
        data["capital"] = [3, 20]
        data["profit"] = [0, 5]
        data["market"] = [3]
        data["side"][3] = 1  # the Steel Mill, $6
        data["card_owner"] = [0, 1, 1, None, 1, 1, 1]

    m = edit(at_build((1, 4, 2)), poor)
    with pytest.raises(IllegalMove) as error:
        m.play(0, Build(1, 4))
    assert error.value.rule == "factory-must-be-paid"


def test_last_place_in_profit_goes_first_and_the_start_player_on_a_tie() -> None:
    m = new(2, start_player=1)
    assert m.state_json()["first"] == 1

    def end_of_round(profit: list[int]) -> dict[str, object]:
        from tests.empire_planners.helpers import at_actions

        game = at_actions((0, 1), start_player=1, first=1, profit=profit)
        while game.state_json()["round"] == 1:
            (seat,) = game.to_act()
            game.play(seat, PASS if PASS in game.legal_moves(seat) else game.legal_moves(seat)[0])
        return game.state_json()

    assert end_of_round([3, 9])["first"] == 0
    assert end_of_round([9, 3])["first"] == 1
    assert end_of_round([5, 5])["first"] == 1


def test_the_profit_ties_house_rule_lets_the_other_player_go_first_on_a_tie() -> None:
    # An option (default: the rulebook's start player); it does not touch round one or a lead.
    options = {"level": None, "start_player": 1, "profit_ties": "other_player"}

    def end_of_round(profit: list[int]) -> dict[str, object]:
        from tests.empire_planners.helpers import at_actions

        game = at_actions((0, 1), start_player=1, first=1, profit=profit, options=options)
        while game.state_json()["round"] == 1:
            (seat,) = game.to_act()
            game.play(seat, PASS if PASS in game.legal_moves(seat) else game.legal_moves(seat)[0])
        return game.state_json()

    assert new(2, start_player=1, profit_ties="other_player").state_json()["first"] == 1
    assert end_of_round([5, 5])["first"] == 0
    assert end_of_round([3, 9])["first"] == 0
    assert end_of_round([9, 3])["first"] == 1


def test_setup_deals_one_factory_each_with_one_good_and_the_rest_face_up() -> None:
    for seed in range(10):
        state = new(2, seed).state_json()
        owned = [c for c, o in enumerate(state["card_owner"]) if o is not None]
        assert sorted(state["card_owner"][c] for c in owned) == [0, 1]
        assert all(state["goods"][c] == 1 for c in owned)
        assert sorted(owned + state["market"]) == list(range(7))
        assert (state["capital"], state["profit"]) == ([20, 20], [5, 5])
        assert len(state["face_up"]) == 2 and len(state["deck"]) == 6
        if state["card_owner"][0] is None:
            # Three of the seven cards show their back (no Private Bank was turned).
            assert sum(state["side"]) == 3


def test_a_private_bank_dealt_to_a_player_is_turned_to_the_bacon_factory() -> None:
    dealt = []
    for seed in range(60):
        state = new(2, seed).state_json()
        for card, owner in enumerate(state["card_owner"]):
            if owner is not None and card == 0:
                dealt.append(state["side"][0])
    assert dealt and set(dealt) == {0}
