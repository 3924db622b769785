"""Adjacency, chains and resources: what a worker collects, which tile is developed, and where a
worker may stand (occupied tiles, chains that hold a worker, the Town Center, ocean)."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from empires import Match
from empires.games.empire_v85.components import START as STARTING_GOODS
from empires.games.empire_v85.moves import PlaceTile, PlaceWorker
from empires.kernel.errors import IllegalMove
from tests.empire_v85.table import (
    CITY,
    Lay,
    all_events,
    at,
    built,
    developed,
    holdings,
    of,
    place_workers,
    placing,
    tile_at,
    worker,
)

START = dict(STARTING_GOODS)
ONE_EACH = [1, 1, 1]


def worked(tiles: Mapping[tuple[int, int], str | Lay], *workers: PlaceWorker) -> Match:
    """The match after seats 0, 1 and 2, one worker each, placed ``workers`` in that order on a
    map of ``tiles`` (the turn's last workers, so they have collected)."""
    m = placing(tiles=tiles, workers=ONE_EACH)
    place_workers(m, list(enumerate(workers)))
    return m


def gained(m: Match, seat: int) -> dict[str, int]:
    """What ``seat`` holds beyond its starting goods, by kind (the kinds that changed)."""
    return {kind: n - START[kind] for kind, n in holdings(m, seat).items() if n != START[kind]}


def test_chain_diagram_one_three_forests_in_a_row_give_four_wood() -> None:
    # Forest - Forest(worker) - Forest
    tiles = {(1, 0): "forest", (2, 0): "forest", (3, 0): "forest"}
    m = worked(tiles, worker(2, 0), worker(0, 0, take="food"), worker(0, 0, take="wood"))
    assert gained(m, 0) == {"wood": 4}
    (collected,) = [e for e in of(all_events(m), "collected") if e["seat"] == 0]
    assert (collected["count"], collected["chain"]) == (4, 3)


def test_chain_diagram_two_three_forests_around_a_corner_give_four_wood_the_ocean_apart() -> None:
    # Forest Forest - Forest
    # (worker)Forest - Ocean
    tiles = {(1, 0): "forest", (2, 0): "forest", (1, 1): "forest", (2, 1): "ocean"}
    m = worked(tiles, worker(1, 1), worker(0, 0, take="gold"), worker(0, 0, take="wood"))
    assert gained(m, 0) == {"wood": 4}


def test_a_tile_touching_no_tile_of_its_kind_gives_two() -> None:
    tiles = {(1, 0): "quarry", (2, 0): "field", (1, 1): "mine"}
    m = worked(tiles, worker(1, 0), worker(2, 0), worker(1, 1))
    assert [gained(m, seat) for seat in range(3)] == [{"stone": 2}, {"food": 2}, {"gold": 2}]


def test_tiles_touching_only_at_a_corner_are_not_a_chain() -> None:
    tiles = {(1, 0): "field", (2, 1): "field", (1, 1): "forest"}
    m = worked(tiles, worker(1, 0), worker(2, 1), worker(1, 1))
    assert [gained(m, seat) for seat in range(3)] == [{"food": 2}, {"food": 2}, {"wood": 2}]


def test_a_chain_of_five_gives_six() -> None:
    # Four fields in a row and one below the first.
    five = {(1, 0): "field", (2, 0): "field", (3, 0): "field", (4, 0): "field", (1, 1): "field"}
    m = worked(five, worker(4, 0), worker(0, 0, take="wood"), worker(0, 0, take="wood"))
    assert gained(m, 0) == {"food": 6}


def test_only_the_worked_tile_of_a_chain_is_developed() -> None:
    tiles = {(1, 0): "forest", (2, 0): "forest", (3, 0): "forest"}
    m = worked(tiles, worker(2, 0), worker(0, 0, take="food"), worker(0, 0, take="wood"))
    assert [tile_at(m, dx, 0)["developed"] for dx in (1, 2, 3)] == [False, True, False]  # type: ignore[index]


def test_a_developed_tile_leaves_its_chain_and_gives_nothing() -> None:
    # The developed middle forest splits the row: each end is now a lone forest.
    tiles = {(1, 0): "forest", (2, 0): developed("forest"), (3, 0): "forest"}
    m = worked(tiles, worker(1, 0), worker(3, 0), worker(2, 0))
    assert [gained(m, seat) for seat in range(3)] == [{"wood": 2}, {"wood": 2}, {}]


def test_no_worker_on_a_tile_another_worker_stands_on() -> None:
    m = placing(tiles={(1, 0): "forest", (0, 1): "field"}, workers=[2, 2, 2])
    m.play(0, worker(1, 0))
    assert worker(1, 0) not in m.legal_moves(1)


def test_no_worker_on_a_tile_chained_to_a_tile_with_a_worker() -> None:
    m = placing(tiles={(1, 0): "forest", (2, 0): "forest", (3, 0): "field"}, workers=[2, 2, 2])
    m.play(0, worker(1, 0))
    legal = m.legal_moves(1)
    assert worker(2, 0) not in legal
    assert worker(3, 0) in legal


def test_the_chain_rule_holds_for_the_players_own_workers_too() -> None:
    m = placing(tiles={(1, 0): "forest", (2, 0): "forest"}, workers=[2, 1, 1])
    place_workers(
        m, [(0, worker(1, 0)), (1, worker(0, 0, take="food")), (2, worker(0, 0, take="gold"))]
    )
    assert worker(2, 0) not in m.legal_moves(0)


def test_no_tile_may_join_two_chains_that_each_hold_a_worker() -> None:
    # Our reading (docs/empire-v85.md): workers never share a chain, so no tile may make them.
    m = placing(
        tiles={(1, 0): "forest", (3, 0): "forest"},
        hands=[[], [], ["forest", "field"]],
        workers=[1, 1, 1],
    )
    place_workers(m, [(0, worker(1, 0)), (1, worker(3, 0))])
    legal = m.legal_moves(2)
    assert PlaceTile("forest", *at(2, 0)) not in legal
    assert PlaceTile("field", *at(2, 0)) in legal
    assert PlaceTile("forest", *at(4, 0)) in legal  # lengthening one worked chain is fine
    with pytest.raises(IllegalMove, match="tile-joins-worked-chains"):
        m.play(2, PlaceTile("forest", *at(2, 0)))


@pytest.mark.parametrize(("beside", "chained"), [("market", True), ("granary", False)])
def test_buildings_of_one_type_in_a_chain_take_one_worker_of_different_types_no_chain(
    beside: str, chained: bool
) -> None:
    m = placing(
        tiles={(1, 0): built("market", 1), (2, 0): built(beside, 2), (0, 1): "field"},
        workers=[2, 2, 2],
        city=CITY,
    )
    m.play(0, worker(1, 0))
    assert (worker(2, 0) in m.legal_moves(1)) is not chained


def test_the_town_center_takes_four_workers_one_per_player() -> None:
    m = placing(4, tiles={(1, 0): "field"}, workers=[2, 2, 2, 2])
    for seat in range(4):
        m.play(seat, worker(0, 0, take="stone"))
    # Each player has one worker there; none may add a second.
    assert all(
        not any(isinstance(mv, PlaceWorker) and (mv.x, mv.y) == at(0, 0) for mv in m.legal_moves(s))
        for s in m.to_act()
    )
    place_workers(m, [(0, worker(1, 0))])
    assert all(holdings(m, s)["stone"] >= 2 for s in range(4))


def test_the_town_center_gives_one_of_the_resource_chosen() -> None:
    m = worked(
        {(1, 0): "field"}, worker(0, 0, take="stone"), worker(0, 0, take="gold"), worker(1, 0)
    )
    assert [gained(m, seat) for seat in range(2)] == [{"stone": 1}, {"gold": 1}]


def test_the_town_center_is_no_chain_link() -> None:
    # Forests on both sides of the Town Center are two lone forests, not one chain.
    tiles = {(1, 0): "forest", (-1, 0): "forest"}
    m = worked(tiles, worker(1, 0), worker(-1, 0), worker(0, 0, take="food"))
    assert gained(m, 0) == gained(m, 1) == {"wood": 2}


def test_an_ocean_takes_no_worker() -> None:
    m = placing(tiles={(1, 0): "ocean", (2, 0): "forest"}, workers=ONE_EACH)
    assert worker(1, 0) not in m.legal_moves(0)
    assert worker(2, 0) in m.legal_moves(0)
