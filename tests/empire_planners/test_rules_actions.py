"""Phase 2, Actions: claiming icons alternately, and every action as the rulebook describes it."""

from __future__ import annotations

import pytest

from empires.games.empire_planners.moves import (
    PASS,
    Claim,
    Exchange,
    MoveTrain,
    Produce,
    Train,
    Upgrade,
)
from empires.kernel.errors import IllegalMove
from tests.empire_planners.helpers import at_actions, edit, give, of, own_card, site, slot

# Action cards by index (data/components.toml):
# 0 produce, upgrade_residential, exchange_2, move_one
# 1 add_train, move_one, upgrade_residential, passenger_owned
# 2 produce, upgrade_commercial, exchange_2, reduce_pollution
# 3 exchange_3, move_two, passenger_unowned, produce
# 4 passenger_owned, upgrade_leisure, exchange_3, add_train
# 5 produce, upgrade_any, passenger_owned, move_two
# 6 add_train, upgrade_industrial, move_one, exchange_2
# 7 upgrade_commercial, exchange_2, reduce_pollution, upgrade_leisure


def _cards(m, player: int, *cards: tuple[int, int, int]):  # type: ignore[no-untyped-def]
    """Give ``player`` factory cards (card, side, goods), clearing every other ownership."""

    def change(data: dict[str, object]) -> None:
        data["card_owner"] = [None] * 7
        data["market"] = []
        for card, side, goods in cards:
            own_card(data, player, card, side, goods)

    return edit(m, change)


def test_two_actions_each_claimed_alternately_and_never_twice() -> None:
    m = at_actions((2, 7), pollution=5)
    order = []
    for _ in range(4):
        (seat,) = m.to_act()
        order.append(seat)
        if seat == 0:
            mine = Claim(slot(m, "reduce_pollution", len(order) // 2))
        m.play(seat, m.legal_moves(seat)[0] if seat else mine)
        while m.state_json()["pending"] is not None:
            m.play(seat, PASS)
        if len(order) == 1:
            with pytest.raises(IllegalMove) as error:
                m.play(1, mine)
            assert error.value.rule == "unclaimed-action"
    assert order == [0, 1, 0, 1]
    assert m.state_json()["pollution"] == 3
    assert m.state_json()["phase"] == "build"


def test_move_one_may_be_chosen_twice_by_the_same_player() -> None:
    m = at_actions((1, 2))
    move_one = slot(m, "move_one")
    m.play(0, Claim(move_one))
    assert Claim(move_one) not in m.legal_moves(1)
    m.play(1, Claim(slot(m, "produce")))
    m.play(1, PASS)
    assert Claim(move_one) in m.legal_moves(0)


def test_move_two_only_once_by_a_player() -> None:
    m = at_actions((3, 5))
    m.play(0, Claim(slot(m, "move_two", 0)))
    m.play(1, Claim(slot(m, "exchange_3")))
    assert Claim(slot(m, "move_two", 1)) not in m.legal_moves(0)


def test_the_action_cards_are_discarded_and_the_deck_reshuffled_when_empty() -> None:
    m = at_actions((0, 1), deck=[], discard=[2, 3, 4, 5, 6, 7])
    for _ in range(4):
        (seat,) = m.to_act()
        m.play(seat, m.legal_moves(seat)[-1])
        while m.state_json()["pending"] is not None and m.to_act() == (seat,):
            m.play(seat, PASS if PASS in m.legal_moves(seat) else m.legal_moves(seat)[0])
    state = m.state_json()
    assert "deck_reshuffled" in [e.key for e in m.events(None)]
    assert len(state["face_up"]) == 2 and len(state["deck"]) == 6 and state["discard"] == []


@pytest.mark.parametrize(("card", "kind", "rate"), [(0, "exchange_2", 2), (3, "exchange_3", 3)])
def test_exchange_capital_for_profit_at_the_icons_rate(card: int, kind: str, rate: int) -> None:
    m = at_actions((card, 1), capital=[13, 20])
    m.play(0, Claim(slot(m, kind)))
    assert max(mv.profit for mv in m.legal_moves(0) if isinstance(mv, Exchange)) == 13 // rate
    m.play(0, Exchange(4))
    state = m.state_json()
    assert (state["capital"][0], state["profit"][0]) == (13 - 4 * rate, 5 + 4)


def test_add_a_train_on_the_first_rail_link_showing_one() -> None:
    m = _cards(at_actions((1, 2)), 0, (2, 0, 1))
    m.play(0, Claim(slot(m, "add_train")))
    state = m.state_json()
    assert state["trains"][2] == [0, 1, 0]
    assert state["pending"] is None  # a single choice needs no confirmation


def test_passenger_on_an_owned_train_turns_the_die_up_to_six() -> None:
    m = _cards(at_actions((1, 2)), 0, (2, 0, 1))
    m = edit(m, lambda d: d["trains"].__setitem__(2, [1, 5, 0]))
    m.play(0, Claim(slot(m, "passenger_owned")))
    assert m.state_json()["trains"][2] == [1, 6, 0]
    m = edit(m, lambda d: d.update(actor_turn=2, claims=[]))
    m.play(0, Claim(slot(m, "passenger_owned")))
    assert of(m, "no_effect")  # a full train takes nobody


def test_passenger_on_an_unowned_train_needs_a_train_station() -> None:
    m = _cards(at_actions((3, 1)), 1, (2, 0, 1), (3, 0, 0))
    m = edit(m, lambda d: d["trains"].__setitem__(2, [0, 2, 0]))
    m.play(0, Claim(slot(m, "passenger_unowned")))
    assert of(m, "no_effect")
    with_station = edit(at_actions((3, 1)), lambda d: give(d, 0, (1, 6, 1)))
    m = _cards(with_station, 1, (2, 0, 1), (3, 0, 0))
    m = edit(m, lambda d: d["trains"].__setitem__(2, [0, 2, 0]))
    m.play(0, Claim(slot(m, "passenger_unowned")))
    assert m.state_json()["trains"][2] == [0, 3, 1]


def test_one_train_station_allows_one_passenger_on_one_train() -> None:
    m = edit(at_actions((3, 1)), lambda d: give(d, 0, (1, 6, 1)))
    m = _cards(m, 1, (2, 0, 1), (3, 0, 0))
    m = edit(m, lambda d: d.update(trains=[None, None, [0, 3, 1], [0, 1, 0], None, None, None]))
    m.play(0, Claim(slot(m, "passenger_unowned")))
    assert of(m, "no_effect")
    m = edit(m, lambda d: (give(d, 0, (4, 2, 1)), d.update(actor_turn=0, claims=[])))
    m.play(0, Claim(slot(m, "passenger_unowned")))
    assert m.state_json()["trains"][3] == [0, 2, 1]


@pytest.mark.parametrize("die", [3, 6])
def test_train_payout_is_the_die_times_the_links(die: int) -> None:
    # A train on a 4-link factory with one cube of the other player comes home: the owner
    # gains die x 4, the rider 1 x 4 = $4 and its cube back. A die showing 6 pays $24: the
    # rulebook's example prints $12 for it, a misprint by RULINGS 4; the rule stands.
    m = _cards(at_actions((1, 2)), 0, (2, 0, 1))  # Dye Works: 4 rail links
    m = edit(m, lambda d: d["trains"].__setitem__(2, [3, die, 1]))
    m = edit(m, lambda d: d["card_owner"].__setitem__(3, 1))
    before = m.view(None)["empire"][1]["free_cubes"]
    m.play(0, Claim(slot(m, "move_one")))
    state = m.state_json()
    assert state["trains"][2] is None
    assert state["capital"] == [20 + die * 4, 20 + 4]
    assert m.view(None)["empire"][1]["free_cubes"] == before + 1
    assert of(m, "train_returned")[-1] | {"name": None} == {
        "seat": 0,
        "card": 2,
        "name": None,
        "gain": die * 4,
        "rider_gain": 4,
    }


def test_moving_a_train_two_links_and_passengers_after_it_started() -> None:
    m = _cards(at_actions((3, 1)), 0, (2, 0, 1))
    m = edit(m, lambda d: d["trains"].__setitem__(2, [0, 1, 0]))
    m.play(0, Claim(slot(m, "move_two")))
    assert m.state_json()["trains"][2] == [2, 1, 0]
    m.play(1, Claim(slot(m, "exchange_3")))
    m.play(1, PASS)
    m.play(0, Claim(slot(m, "passenger_owned")))
    assert m.state_json()["trains"][2] == [2, 2, 0]


def test_produce_goods_at_the_market_dies_price_per_colour() -> None:
    # Market die 5: red $2, blue $2, brown $1.
    m = _cards(at_actions((0, 1), market_die=5), 0, (2, 0, 0), (3, 0, 0))
    m.play(0, Claim(slot(m, "produce")))
    m.play(0, Produce(2))  # Dye Works, red
    m.play(0, Produce(3))  # Printing House, blue
    m.play(0, Produce(2))
    m.play(0, PASS)
    state = m.state_json()
    assert state["goods"][2:4] == [2, 1]
    assert state["capital"][0] == 20 - 2 - 2 - 2


def test_upgrade_specific_building_with_goods_of_the_matching_colour() -> None:
    m = _cards(at_actions((0, 1)), 0, (2, 0, 2), (1, 0, 2))  # red Dye Works, brown Brickworks
    m = edit(m, lambda d: give(d, 0, (3, 5, 1)))  # Residential, top 5
    m.play(0, Claim(slot(m, "upgrade_residential")))
    assert Upgrade(site(3, 5), 2) not in m.legal_moves(0)  # red goods do not match
    m.play(0, Upgrade(site(3, 5), 1))
    m.play(0, Upgrade(site(3, 5), 1))
    state = m.state_json()
    assert state["value"][site(3, 5)] == 3
    assert state["goods"][1] == 0


def test_a_building_is_upgraded_only_to_the_top_value_of_its_city_card() -> None:
    m = _cards(at_actions((2, 1)), 0, (3, 0, 4))  # blue Printing House
    m = edit(m, lambda d: give(d, 0, (1, 2, 3)))  # Commercial, top 4
    m.play(0, Claim(slot(m, "upgrade_commercial")))
    m.play(0, Upgrade(site(1, 2), 3))
    state = m.state_json()
    assert state["value"][site(1, 2)] == 4
    assert state["pending"] is None  # nothing more to upgrade


def test_a_town_hall_turns_two_goods_of_different_colours_into_a_match_once() -> None:
    m = _cards(at_actions((0, 1)), 0, (2, 0, 2), (3, 0, 2))  # red and blue goods
    m = edit(m, lambda d: give(d, 0, (3, 5, 1), (2, 3, 1)))  # Residential, Town Hall
    m.play(0, Claim(slot(m, "upgrade_residential")))
    assert m.legal_moves(0) == [Upgrade(site(3, 5), 2, 3), PASS]
    m.play(0, Upgrade(site(3, 5), 2, 3))
    state = m.state_json()
    assert state["value"][site(3, 5)] == 2
    assert state["goods"][2:4] == [1, 1]
    assert state["pending"] is None  # one Town Hall: once per action


def test_industrial_factory_upgrade_moves_pollution_two_spaces() -> None:
    m = _cards(at_actions((6, 1)), 0, (2, 0, 3))
    m = edit(m, lambda d: give(d, 0, (1, 4, 1), (2, 3, 1)))  # Industrial (top 4), Town Hall
    m.play(0, Claim(slot(m, "upgrade_industrial")))
    m.play(0, Upgrade(site(1, 4), 2))
    m.play(0, Upgrade(site(1, 4), 2))
    m.play(0, PASS)
    state = m.state_json()
    assert state["value"][site(1, 4)] == 3
    assert state["pollution"] == 2


def test_industrial_factories_need_a_town_hall_to_be_upgraded() -> None:
    m = _cards(at_actions((6, 5)), 0, (2, 0, 3))
    m = edit(m, lambda d: give(d, 0, (1, 4, 1)))
    m.play(0, Claim(slot(m, "upgrade_industrial")))
    assert of(m, "no_effect")


def test_upgrade_any_building_for_three_dollars_a_level_one_building() -> None:
    m = edit(at_actions((5, 1)), lambda d: give(d, 0, (3, 5, 1), (1, 2, 1)))
    m.play(0, Claim(slot(m, "upgrade_any")))
    m.play(0, Upgrade(site(3, 5)))
    assert m.legal_moves(0) == [Upgrade(site(3, 5)), PASS]  # the same building only
    m.play(0, Upgrade(site(3, 5)))
    m.play(0, PASS)
    state = m.state_json()
    assert state["value"][site(3, 5)] == 3
    assert state["capital"][0] == 14


def test_a_parking_station_is_never_upgraded_with_goods() -> None:
    m = _cards(at_actions((0, 1)), 0, (1, 0, 3))
    m = edit(m, lambda d: give(d, 0, (1, 6, 1), (2, 3, 1)))  # Station, Town Hall
    m.play(0, Claim(slot(m, "upgrade_residential")))
    assert all(mv.building != site(1, 6) for mv in m.legal_moves(0) if isinstance(mv, Upgrade))


def test_reduce_pollution_moves_the_marker_one_space_left() -> None:
    m = at_actions((2, 1), pollution=4)
    m.play(0, Claim(slot(m, "reduce_pollution")))
    assert m.state_json()["pollution"] == 3


def test_an_action_nothing_can_be_done_with_is_still_claimed() -> None:
    m = at_actions((1, 2))
    m.play(0, Claim(slot(m, "move_one")))
    assert of(m, "no_effect")[-1]["kind"] == "move_one"
    assert m.to_act() == (1,)


def test_adding_a_train_needs_a_free_train_die() -> None:
    m = _cards(at_actions((1, 2)), 0, (2, 0, 1))
    m = edit(m, lambda d: d.update(trains=[[0, 1, 0]] * 6 + [None], card_owner=[1] * 6 + [0]))
    m = edit(m, lambda d: d["card_owner"].__setitem__(2, 0))
    m.play(0, Claim(slot(m, "add_train")))
    assert Train(6) not in m.legal_moves(0)


def test_moving_needs_an_owned_train() -> None:
    m = _cards(at_actions((1, 2)), 1, (2, 0, 1))
    m = edit(m, lambda d: d["trains"].__setitem__(2, [0, 1, 0]))
    m.play(0, Claim(slot(m, "move_one")))
    assert MoveTrain(2) not in m.legal_moves(0)
