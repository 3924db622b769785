"""Construction, building costs, building chains and taxes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from empires import Match
from empires.games.empire_v85.components import BUILDINGS
from empires.games.empire_v85.moves import PlaceWorker
from tests.empire_v85.table import (
    CITY,
    Lay,
    all_events,
    at,
    built,
    developed,
    goods,
    holdings,
    of,
    place_workers,
    placing,
    tile_at,
    worker,
)

RICH = goods(food=5, wood=5, gold=5, stone=5)
ONE_EACH = [1, 1, 1]


def builds_offered(m: Match, seat: int, dx: int, dy: int) -> set[str]:
    """The buildings ``seat`` may plan on a cell (relative to the Town Center) now."""
    return {
        mv.build
        for mv in m.legal_moves(seat)
        if isinstance(mv, PlaceWorker) and mv.build and (mv.x, mv.y) == at(dx, dy)
    }


def _rich(tiles: Mapping[tuple[int, int], str | Lay], **given: Any) -> Match:
    """A position of ``placing`` on ``tiles`` with the city's buildings on offer and every seat
    rich enough to build any of them."""
    return placing(tiles=tiles, holding=[RICH] * 3, city=CITY, **given)


def _others_take_food(m: Match, move: PlaceWorker) -> None:
    """Seat 0 places ``move``, then seats 1 and 2 take food at the Town Center."""
    place_workers(m, [(0, move), (1, worker(0, 0, take="food")), (2, worker(0, 0, take="food"))])


def _b1_worked(tiles: Mapping[tuple[int, int], str | Lay], **given: Any) -> Match:
    """The match after seat 0 put its worker on B1 and the others theirs on A1 taking wood, the
    turn's last workers, from a position of ``placing`` (everybody empty-handed unless
    ``given`` says otherwise)."""
    given.setdefault("holding", [goods()] * 3)
    m = placing(tiles=tiles, workers=ONE_EACH, city=CITY, **given)
    place_workers(
        m, [(0, worker(1, 0)), (1, worker(0, 0, take="wood")), (2, worker(0, 0, take="wood"))]
    )
    return m


def test_a_worker_on_a_developed_tile_builds_there_at_the_end_of_the_turn() -> None:
    m = _rich({(1, 0): developed("field")}, workers=ONE_EACH)
    _others_take_food(m, worker(1, 0, build="granary"))
    tile = tile_at(m, 1, 0)
    assert tile is not None and (tile["building"], tile["owner"]) == ("granary", 0)
    # Granary: 2 wood and the gold laid on its card; the worker now stands on it, so its bonus
    # (2 food) comes this turn.
    assert holdings(m, 0) == goods(food=7, wood=3, gold=4, stone=5)


def test_only_a_developed_tile_takes_a_building() -> None:
    m = _rich({(1, 0): "field"})
    assert builds_offered(m, 0, 1, 0) == set()


def test_a_tile_holds_one_building() -> None:
    m = _rich({(1, 0): built("market", 1)})
    assert builds_offered(m, 0, 1, 0) == set()
    assert worker(1, 0) in m.legal_moves(0)


def test_only_buildings_of_the_city_and_the_house_can_be_built() -> None:
    m = _rich({(1, 0): developed("field")})
    assert builds_offered(m, 0, 1, 0) == {*CITY, "house"}


def test_a_player_builds_only_what_it_can_afford() -> None:
    poor = goods(wood=2, gold=1)
    m = placing(tiles={(1, 0): developed("field")}, holding=[poor, RICH, RICH], city=CITY)
    # Granary: 2 wood; House: 1 wood; each with the gold laid. Everything else needs more.
    assert builds_offered(m, 0, 1, 0) == {"granary", "house"}


def test_planned_buildings_share_one_purse() -> None:
    # 2 wood and a gold pay one granary, not two places' worth; the other gold, a workshop.
    m = placing(
        tiles={(1, 0): developed("field"), (-1, 0): developed("forest")},
        holding=[goods(wood=2, food=2, gold=2), RICH, RICH],
        workers=[2, 1, 1],
        city=CITY,
    )
    _others_take_food(m, worker(1, 0, build="granary"))
    assert builds_offered(m, 0, -1, 0) == {"workshop"}


def test_each_player_builds_one_of_each_type_per_turn() -> None:
    m = _rich({(1, 0): developed("field"), (-1, 0): developed("forest")}, workers=[2, 1, 1])
    _others_take_food(m, worker(1, 0, build="granary"))
    offered = builds_offered(m, 0, -1, 0)
    assert "granary" not in offered and "market" in offered


def test_a_player_may_build_another_of_a_type_it_built_on_an_earlier_turn() -> None:
    m = _rich({(1, 0): built("granary", 0), (-1, 0): developed("forest")})
    assert "granary" in builds_offered(m, 0, -1, 0)


def test_each_build_adds_a_gold_to_the_card_for_later_turns() -> None:
    m = _rich({(1, 0): developed("field"), (-1, 0): developed("forest")}, workers=[1, 1, 1])
    place_workers(
        m,
        [
            (0, worker(1, 0, build="granary")),
            (1, worker(-1, 0, build="granary")),
            (2, worker(0, 0, take="food")),
        ],
    )
    # Both paid the printed 2 wood and a gold laid this turn; the card now carries 2 gold, and
    # the next builder pays them and lays a third.
    assert holdings(m, 0)["wood"] == holdings(m, 1)["wood"] == 3
    (card,) = [c for c in m.view(None)["city"] if c["building"] == "granary"]
    assert card["gold"] == 2 and card["price"] == {"wood": 2, "gold": 3}


def test_houses_add_their_gold_to_the_builders_home_base() -> None:
    m = _rich({(1, 0): developed("field")}, workers=ONE_EACH)
    _others_take_food(m, worker(1, 0, build="house"))
    empires = m.view(None)["empires"]
    printed = dict(BUILDINGS["house"].cost)
    assert empires[0]["houses"] == 1
    # The gold on the Home Base, and the one more the builder lays there.
    assert empires[0]["house_price"] == {**printed, "gold": printed.get("gold", 0) + 2}
    assert empires[1]["house_price"] == {**printed, "gold": printed.get("gold", 0) + 1}


def test_a_worker_on_a_building_gains_its_chain_and_the_buildings_touching_it() -> None:
    # Three markets in a row (a chain), a granary touching the worked market, and a mint that
    # touches only the far end of the chain.
    m = _b1_worked(
        {
            (1, 0): built("market", 0),
            (2, 0): built("market", 0),
            (3, 0): built("market", 0),
            (1, 1): built("granary", 0),
            (3, 1): built("mint", 0),
        }
    )
    # Markets 3 x (1 food, 1 gold), Granary 2 food; not the Mint.
    assert holdings(m, 0) == goods(food=5, gold=3)


def test_a_house_touching_the_worked_building_gives_its_bonus() -> None:
    m = _b1_worked({(1, 0): built("market", 0), (1, 1): built("house", 0)}, houses=[1, 0, 0])
    assert holdings(m, 0) == goods(food=2, gold=1)


def test_buildings_touching_only_at_a_corner_are_not_a_chain() -> None:
    m = _b1_worked({(1, 0): built("market", 0), (2, 1): built("granary", 0), (1, 1): "ocean"})
    assert holdings(m, 0) == goods(food=1, gold=1)


def test_a_gold_of_tax_to_the_owner_of_each_building_not_owned() -> None:
    m = _b1_worked(
        {(1, 0): built("granary", 0), (2, 0): built("market", 1), (1, 1): built("mint", 2)},
        holding=[goods(gold=2), goods(), goods()],
    )
    # Granary 2 food, Market 1 food 1 gold, Mint 2 gold; two gold of tax paid.
    assert holdings(m, 0) == goods(food=3, gold=3)
    assert holdings(m, 1) == goods(gold=1, wood=1)
    assert holdings(m, 2) == goods(gold=1, wood=1)
    assert {(e["owner"], e["building"]) for e in of(all_events(m), "taxed")} == {
        (1, "market"),
        (2, "mint"),
    }


def test_taxes_are_paid_before_resources_are_collected() -> None:
    # Seat 0 has no gold: the mine's 2 gold come only after the tax was due.
    m = placing(
        tiles={(1, 0): built("market", 1), (-1, 0): "mine"},
        holding=[goods(), goods(), goods()],
        workers=[2, 1, 1],
        city=CITY,
    )
    place_workers(
        m,
        [
            (0, worker(1, 0)),
            (1, worker(0, 0, take="wood")),
            (2, worker(0, 0, take="wood")),
            (0, worker(-1, 0)),
        ],
    )
    assert holdings(m, 0) == goods(gold=2)
    assert holdings(m, 1) == goods(wood=1)
    assert of(all_events(m), "tax_unpaid") == [{"seat": 0, "owner": 1, "building": "market"}]


def test_buildings_go_up_before_taxes_and_bonuses() -> None:
    # The new granary joins the market's chain in time for this turn's bonuses.
    m = placing(
        tiles={(1, 0): built("market", 0), (2, 0): developed("field")},
        holding=[goods(wood=2, gold=1), goods(), goods()],
        workers=ONE_EACH,
        city=CITY,
    )
    place_workers(
        m,
        [
            (0, worker(2, 0, build="granary")),
            (1, worker(0, 0, take="wood")),
            (2, worker(0, 0, take="wood")),
        ],
    )
    assert holdings(m, 0) == goods(food=3, gold=1)
