"""The solo game: Archie Indus, played by the rules exactly as the rulebook's solo section says."""

from __future__ import annotations

from typing import Any

import pytest

from empires import Match
from empires.games.empire_planners.archie import BUILD_ROUNDS
from empires.games.empire_planners.components import BUILDINGS, CARDS
from empires.games.empire_planners.moves import PASS, Claim
from empires.kernel.errors import InvalidOptions
from empires.kernel.rng import SeededRng
from tests.empire_planners.helpers import (
    at_actions,
    at_build,
    edit,
    give,
    new,
    of,
    own_card,
    site,
    slot,
)

ARCHIE = 1


def _rolls(data: dict[str, Any], count: int) -> list[int]:
    """The next ``count`` dice the game will roll from this JSON state."""
    rng = SeededRng(data["rng"])
    return [1 + rng.below(6) for _ in range(count)]


def _human_passes_building(m: Match) -> None:
    m.play(0, PASS)


@pytest.mark.parametrize(("level", "capital"), [("basic", 20), ("normal", 25), ("advanced", 30)])
def test_archie_starts_with_no_profit_and_capital_by_level(level: str, capital: int) -> None:
    state = new(1, level=level).state_json()
    assert (state["capital"][ARCHIE], state["profit"][ARCHIE]) == (capital, 0)
    assert (state["capital"][0], state["profit"][0]) == (20, 5)


def test_level_is_an_option_of_the_solo_game_only() -> None:
    with pytest.raises(InvalidOptions):
        new(2, level="basic")
    assert new(1).options["level"] == "normal"


def test_archie_gets_one_factory_and_the_solo_player_always_goes_first() -> None:
    state = new(1, seed=3).state_json()
    assert state["card_owner"].count(ARCHIE) == 1 and state["card_owner"].count(0) == 1
    # Even when the solo player leads in Profit, it goes first in the next round.
    game = at_actions((1, 3), players=1, profit=[40, 0])
    while game.state_json()["round"] == 1:
        legal = game.legal_moves(0)
        game.play(0, PASS if PASS in legal else legal[0])
    assert game.state_json()["first"] == 0
    assert game.to_act() == (0,)


def test_archie_builds_in_rounds_1_2_3_6_7_8_11_12_13_only() -> None:
    assert BUILD_ROUNDS == (1, 2, 3, 6, 7, 8, 11, 12, 13)
    for rnd in range(1, 16):
        m = edit(at_build((6, 6, 6), players=1), lambda d, r=rnd: d.update(round=r))
        _human_passes_building(m)
        assert bool(of(m, "archie_built")) == (rnd in BUILD_ROUNDS), rnd
    assert len(BUILD_ROUNDS) == 9


def test_archie_builds_on_the_rolled_block_and_building_with_a_rolled_value_for_free() -> None:
    m = at_build((6, 6, 6), players=1)
    block, face, value = _rolls(m.state_json(), 3)
    _human_passes_building(m)
    built = of(m, "archie_built")[0]
    assert built["building"] == site(block, face)
    state = m.state_json()
    assert state["owner"][site(block, face)] == ARCHIE
    kind = BUILDINGS[site(block, face)].kind
    expected = 1 if kind in ("mixed", "townhall") else min(value, BUILDINGS[site(block, face)].top)
    assert state["value"][site(block, face)] == expected
    assert state["capital"][ARCHIE] == 25 and state["profit"][ARCHIE] == 0


def test_archie_takes_the_next_building_then_the_next_block_when_built() -> None:
    m = at_build((6, 6, 6), players=1)
    block, face = _rolls(m.state_json(), 2)
    taken = [(block, f, 1) for f in range(face, 7)]
    m = edit(m, lambda d: give(d, 0, *taken))
    _human_passes_building(m)
    following = (block % 6) + 1
    assert of(m, "archie_built")[0]["building"] == site(following, 1)


def _city_full_but(free: int) -> Match:
    """A solo game about to build, every site but ``free`` built by the player."""

    def full(data: dict[str, Any]) -> None:
        data["owner"] = [0] * 36
        data["value"] = [1] * 36
        data["owner"][free] = None
        data["value"][free] = 0

    return edit(at_build((6, 6, 6), players=1), full)


def test_mixed_development_and_town_hall_are_set_at_one() -> None:
    # Fill the city but a Town Hall so that Archie must build it.
    free = site(2, 3)

    m = _city_full_but(free)
    _human_passes_building(m)
    assert m.state_json()["value"][free] == 1


def test_archie_takes_the_cheapest_factory_without_goods_and_pays_nothing() -> None:
    free = site(1, 4)  # an industrial building

    m = _city_full_but(free)
    market = m.state_json()["market"]
    sides = m.state_json()["side"]
    cheapest = min(market, key=lambda c: (CARDS.factories[c][sides[c]].cost, market.index(c)))
    _human_passes_building(m)
    state = m.state_json()
    assert state["card_owner"][cheapest] == ARCHIE
    assert state["goods"][cheapest] == 0
    assert state["capital"][ARCHIE] == 25 and state["profit"][ARCHIE] == 0


def _solo_actions(cards: tuple[int, int], **state: Any) -> Match:
    return at_actions(cards, players=1, **state)


def _archie_cards(data: dict[str, Any], *cards: int) -> None:
    for card in cards:
        own_card(data, ARCHIE, card)


def test_archie_follows_his_chart_for_the_players_action() -> None:
    # You produce: Archie has no Capital to bank, so his chart's next choice, Add a Train.
    m = _solo_actions((0, 1), capital=[20, 0])
    m = edit(m, lambda d: _archie_cards(d, 2))
    m.play(0, Claim(slot(m, "produce")))
    m.play(0, PASS)
    claims = m.state_json()["claims"]
    assert claims[1] == [slot(m, "add_train"), ARCHIE]
    assert m.state_json()["trains"][2] == [0, 1, 0]


def test_archie_skips_chart_actions_he_cannot_use() -> None:
    # You produce; he has no free factory (no train to add), no train to move or fill: he
    # exchanges, all his Capital at $1 = 1 Profit.
    m = _solo_actions((0, 3))

    def no_factory(data: dict[str, Any]) -> None:
        data["card_owner"] = [0 if o == 0 else None for o in data["card_owner"]]

    m = edit(m, no_factory)
    m.play(0, Claim(slot(m, "produce")))
    m.play(0, PASS)
    state = m.state_json()
    assert state["claims"][1][0] in (slot(m, "exchange_2"), slot(m, "exchange_3"))
    assert (state["capital"][ARCHIE], state["profit"][ARCHIE]) == (0, 25)


def test_archie_only_blocks_the_first_free_icon_when_none_of_four_is_usable() -> None:
    m = _solo_actions((2, 7), capital=[20, 0])

    def no_factory(data: dict[str, Any]) -> None:
        data["card_owner"] = [0 if o == 0 else None for o in data["card_owner"]]

    m = edit(m, no_factory)
    m.play(0, Claim(slot(m, "upgrade_commercial")))
    assert m.state_json()["claims"][1] == [0, ARCHIE]  # the leftmost unclaimed icon
    assert of(m, "archie_idle")


def test_archie_adds_a_passenger_to_his_emptiest_train_preferring_your_cubes() -> None:
    m = _solo_actions((0, 1), capital=[20, 0])

    def trains(data: dict[str, Any]) -> None:
        data["card_owner"] = [None] * 7
        data["market"] = []
        _archie_cards(data, 2, 3, 4)
        data["trains"] = [None, None, [0, 2, 0], [1, 2, 1], [0, 4, 0], None, None]

    m = edit(m, trains)
    # chart: exchange (no Capital), then a passenger on his own train
    m.play(0, Claim(slot(m, "upgrade_residential")))
    assert m.state_json()["trains"][3] == [1, 3, 1]


def test_archie_rides_your_emptiest_train_without_a_station_if_he_has_a_cube() -> None:
    m = _solo_actions((3, 2))

    def trains(data: dict[str, Any]) -> None:
        data["card_owner"] = [None] * 7
        data["market"] = []
        for card in (2, 3):
            own_card(data, 0, card)
        data["trains"] = [None, None, [0, 4, 0], [0, 2, 0], None, None, None]

    m = edit(m, trains)
    # You claim Exchange $3: his chart says Move Two, Move One, then the unowned passenger.
    m.play(0, Claim(slot(m, "exchange_3")))
    m.play(0, PASS)
    assert m.state_json()["trains"][3] == [0, 3, 1]
    cubes = m.view(None)["empire"][ARCHIE]["free_cubes"]
    assert cubes == CARDS.cubes - 3 - 1


def test_archie_moves_his_trains_and_is_paid_when_one_comes_home() -> None:
    m = _solo_actions((7, 5))

    def train(data: dict[str, Any]) -> None:
        data["card_owner"] = [None] * 7
        data["market"] = []
        _archie_cards(data, 1)  # Brickworks: 3 links
        data["side"][1] = 0
        data["trains"][1] = [2, 4, 0]

    m = edit(m, train)
    m.play(0, Claim(slot(m, "reduce_pollution")))  # chart: exchange first; Archie has Capital
    m = edit(m, lambda d: d.update(actor_turn=0, claims=[], capital=[20, 0]))
    m.play(0, Claim(slot(m, "reduce_pollution")))  # no Capital now: Move Two
    state = m.state_json()
    assert state["trains"][1] is None
    assert state["capital"][ARCHIE] == 4 * 3


def test_archie_reduces_pollution_only_while_it_is_on_the_track() -> None:
    m = _solo_actions((3, 7), pollution=0, capital=[20, 0])

    def nothing(data: dict[str, Any]) -> None:
        data["card_owner"] = [0 if o == 0 else None for o in data["card_owner"]]

    m = edit(m, nothing)
    m.play(0, Claim(slot(m, "reduce_pollution")))
    assert of(m, "archie_idle")
    m = edit(_solo_actions((2, 0), pollution=3, capital=[20, 0]), nothing)
    m.play(0, Claim(slot(m, "upgrade_commercial")))
    assert of(m, "archie_idle")
    m = edit(_solo_actions((6, 2), pollution=3, capital=[20, 0]), nothing)
    m.play(0, Claim(slot(m, "upgrade_industrial")))  # chart: reduce pollution first
    assert m.state_json()["pollution"] == 2


def test_archie_never_produces_or_upgrades() -> None:
    for kind, row in CARDS.archie.items():
        assert not {"produce", "upgrade_any"} & set(row), kind
        assert not any(k.startswith("upgrade") for k in row)


def test_archie_pollutes_during_gains_while_he_owns_industry() -> None:
    m = _solo_actions((1, 3), pollution=2)
    m = edit(m, lambda d: give(d, ARCHIE, (1, 4, 2)))
    while m.state_json()["round"] == 1:
        legal = m.legal_moves(0)
        m.play(0, PASS if PASS in legal else legal[0])
    assert m.state_json()["pollution"] == 3


def test_archie_banks_all_capital_as_profit_before_the_final_count() -> None:
    m = _solo_actions((1, 3), round=15, capital=[20, 17], profit=[5, 30])
    while not m.is_over:
        legal = m.legal_moves(0)
        m.play(0, PASS if PASS in legal else legal[0])
    state = m.state_json()
    assert state["capital"][ARCHIE] == 0
    # Whether he exchanged during the round or banks at the end, each $1 became 1 Profit.
    assert state["profit"][ARCHIE] == 47
    assert of(m, "archie_banked")


def test_the_solo_player_wins_only_by_beating_archie() -> None:
    m = _solo_actions((1, 3), round=15, capital=[0, 0], profit=[40, 10])
    while not m.is_over:
        legal = m.legal_moves(0)
        m.play(0, PASS if PASS in legal else legal[0])
    assert m.winners() == [0]
    m = _solo_actions((1, 3), round=15, capital=[0, 0], profit=[10, 40])
    while not m.is_over:
        legal = m.legal_moves(0)
        m.play(0, PASS if PASS in legal else legal[0])
    assert m.winners() == []
    assert len(m.scores()) == 1


def test_the_solo_player_acts_alone_archie_between_its_turns() -> None:
    m = _solo_actions((0, 2))
    m.play(0, Claim(slot(m, "produce")))
    assert m.to_act() == (0,)
    m.play(0, PASS)
    assert [p for _, p in m.state_json()["claims"]] == [0, ARCHIE]
