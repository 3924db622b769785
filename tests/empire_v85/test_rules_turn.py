"""The turn: employing workers, the free tile and bought tiles, alternating tile and worker
placement in turn order, the excess-tile discard, the rotating first player, the end."""

from __future__ import annotations

from typing import Any

from empires import Match
from empires.games.empire_v85.components import HEAD_START, START
from empires.games.empire_v85.moves import Buy, Employ, PlaceTile, PlaceWorker
from tests.empire_v85.table import (
    all_events,
    at,
    built,
    edit,
    goods,
    holdings,
    new,
    of,
    place_workers,
    placing,
    worker,
)


def at_employ(players: int = 3, **per_seat: Any) -> Match:
    """A fresh game with some players' houses, resources or the deck's size changed."""

    def change(data: dict[str, Any]) -> None:
        for seat, houses in enumerate(per_seat.get("houses", [])):
            data["seats"][seat]["houses"] = houses
        for seat, held in enumerate(per_seat.get("holding", [])):
            data["seats"][seat]["goods"] = held
        if "deck" in per_seat:
            data["deck"] = data["deck"][: per_seat["deck"]]

    return edit(new(players), change)


def employ_all(m: Match, workers: list[int]) -> None:
    for seat in m.to_act():
        m.play(seat, Employ(workers[seat]))


def test_two_workers_are_free_and_each_more_costs_a_food() -> None:
    m = at_employ(houses=[2, 0, 0], holding=[goods(food=3, wood=2)] * 3)
    employ_all(m, [4, 2, 1])
    assert holdings(m, 0)["food"] == 1
    assert holdings(m, 1)["food"] == holdings(m, 2)["food"] == 3
    assert [e["employed"] for e in m.view(None)["empires"]] == [4, 2, 1]


def test_each_house_adds_an_employable_worker() -> None:
    m = at_employ(houses=[0, 1, 3], holding=[goods(food=9)] * 3)
    assert [mv.workers for mv in m.legal_moves(0)] == [1, 2]
    assert [mv.workers for mv in m.legal_moves(1)] == [1, 2, 3]
    assert [mv.workers for mv in m.legal_moves(2)] == [1, 2, 3, 4, 5]


def test_a_worker_past_the_first_two_needs_its_food() -> None:
    m = at_employ(houses=[3, 0, 0], holding=[goods(food=1)] * 3)
    assert [mv.workers for mv in m.legal_moves(0)] == [1, 2, 3]


def test_everybody_draws_one_free_tile_after_employing() -> None:
    m = at_employ()
    deck = m.view(None)["deck"]
    wood = [holdings(m, s)["wood"] for s in range(3)]
    employ_all(m, [2, 2, 2])
    assert [e["hand_count"] for e in m.view(None)["empires"]] == [1, 1, 1]
    assert m.view(None)["deck"] == deck - 3
    assert [holdings(m, s)["wood"] for s in range(3)] == wood  # the first tile is free


def test_tiles_cost_a_wood_each_up_to_the_workers_employed() -> None:
    m = at_employ(houses=[1, 0, 0], holding=[goods(food=1, wood=5)] * 3)
    employ_all(m, [3, 2, 1])
    # Beside the free tile, each may buy as many tiles as it employs workers.
    assert [mv.tiles for mv in m.legal_moves(0)] == [0, 1, 2, 3]
    assert [mv.tiles for mv in m.legal_moves(1)] == [0, 1, 2]
    assert [mv.tiles for mv in m.legal_moves(2)] == [0, 1]
    m.play(0, Buy(3))
    m.play(1, Buy(0))
    m.play(2, Buy(1))
    assert [holdings(m, s)["wood"] for s in range(3)] == [2, 5, 4]
    assert [e["hand_count"] for e in m.view(None)["empires"]] == [4, 1, 2]


def test_buying_needs_the_wood() -> None:
    m = at_employ(holding=[goods(wood=0), goods(wood=1), goods(wood=1)])
    employ_all(m, [2, 2, 2])
    assert 0 not in m.to_act()
    assert [mv.tiles for mv in m.legal_moves(1)] == [0, 1]


def test_when_the_deck_runs_short_tiles_go_in_turn_order_and_only_those_are_paid() -> None:
    m = at_employ(deck=4, holding=[goods(wood=2)] * 3)
    employ_all(m, [2, 2, 2])
    assert m.view(None)["deck"] == 1
    m.play(0, Buy(1))
    m.play(1, Buy(1))
    m.play(2, Buy(1))
    assert [e["hand_count"] for e in m.view(None)["empires"]] == [2, 1, 1]
    assert [holdings(m, s)["wood"] for s in range(3)] == [1, 2, 2]


def test_the_first_players_of_turn_one_get_the_head_start_for_their_player_count() -> None:
    for players in (2, 3, 4):
        m = new(players)
        for place in range(players):
            extra = HEAD_START[players][place] if place < len(HEAD_START[players]) else {}
            want = {k: START[k] + extra.get(k, 0) for k in START}
            assert holdings(m, place) == want


def test_players_alternate_a_tile_and_a_worker_in_turn_order() -> None:
    m = placing(hands=[["forest"], ["field"], []], workers=[2, 1, 1])
    order = []
    while m.view(None)["phase"] == "place":
        (seat,) = m.to_act()
        move = m.legal_moves(seat)[0]
        order.append((seat, type(move).__name__))
        m.play(seat, move)
    assert order == [
        (0, "PlaceTile"),
        (0, "PlaceWorker"),
        (1, "PlaceTile"),
        (1, "PlaceWorker"),
        (2, "PlaceWorker"),
        (0, "PlaceWorker"),
    ]


def test_a_tile_joins_the_map_orthogonally_on_an_empty_cell() -> None:
    m = placing(tiles={(1, 0): "field"}, hands=[["forest"], [], []])
    cells = {(mv.x, mv.y) for mv in m.legal_moves(0) if isinstance(mv, PlaceTile)}
    assert cells == {at(0, -1), at(0, 1), at(-1, 0), at(2, 0), at(1, -1), at(1, 1)}


def test_excess_tiles_are_discarded_after_the_last_worker() -> None:
    m = placing(hands=[["forest", "field", "mine"], [], []], workers=[1, 1, 1])
    m.play(0, PlaceTile("forest", *at(1, 0)))
    m.play(0, worker(1, 0))
    view = m.view(None)
    assert view["empires"][0]["hand_count"] == 0 and view["discard"] == 2
    assert of(all_events(m), "discarded") == [{"seat": 0, "tiles": 2}]


def test_a_worker_with_no_free_tile_stays_unused() -> None:
    # Only the Town Center lies on the table: a second worker of each player has nowhere to go.
    m = placing(workers=[2, 1, 1])
    place_workers(
        m,
        [
            (0, worker(0, 0, take="food")),
            (1, worker(0, 0, take="food")),
            (2, worker(0, 0, take="food")),
        ],
    )
    assert of(all_events(m), "worker_unused") == [{"seat": 0}]
    assert m.view(None)["turn"] == 2


def test_the_first_player_passes_clockwise_each_turn() -> None:
    m = placing(workers=[1, 1, 1], first=2, seat=2)
    place_workers(
        m,
        [
            (2, worker(0, 0, take="food")),
            (0, worker(0, 0, take="food")),
            (1, worker(0, 0, take="food")),
        ],
    )
    assert (m.view(None)["turn"], m.view(None)["first"]) == (2, 0)


def finish_turn_at_the_town_center(m: Match) -> None:
    """Every tile goes on the first cell offered, every worker to the Town Center."""
    while m.view(None)["phase"] == "place":
        (seat,) = m.to_act()
        if m.view(None)["step"] == "tile":
            m.play(seat, m.legal_moves(seat)[0])
        else:
            m.play(seat, PlaceWorker(*at(0, 0), take="food"))


def test_a_turn_that_empties_the_deck_is_played_out_and_ends_the_game() -> None:
    m = at_employ(deck=3)
    employ_all(m, [1, 1, 1])
    assert m.view(None)["deck"] == 0 and not m.is_over
    finish_turn_at_the_town_center(m)
    assert m.is_over and m.decision_kind() == "over"


def test_the_game_goes_on_while_the_deck_holds_a_tile() -> None:
    m = at_employ(deck=4)
    employ_all(m, [1, 1, 1])
    for seat in m.to_act():
        m.play(seat, Buy(0))
    finish_turn_at_the_town_center(m)
    assert not m.is_over and m.view(None)["turn"] == 2


def final(tiles: dict[tuple[int, int], Any], holding: list[dict[str, int]]) -> Match:
    m = placing(tiles=tiles, holding=holding, workers=[1, 1, 1], deck=0)
    finish_turn_at_the_town_center(m)
    assert m.is_over
    return m


def test_the_most_buildings_wins_and_houses_do_not_count() -> None:
    m = final(
        {
            (1, 0): built("market", 0),
            (2, 0): built("granary", 1),
            (2, 1): built("mint", 1),
            (-1, 0): built("house", 0),
            (-2, 0): built("house", 0),
        },
        [goods()] * 3,
    )
    assert m.scores() == [1, 2, 0]
    assert m.winners() == [1]


def test_a_tie_on_buildings_goes_to_the_most_resources() -> None:
    m = final(
        {(1, 0): built("market", 0), (-1, 0): built("granary", 1)},
        [goods(stone=3), goods(food=1, wood=1, gold=1, stone=1), goods(food=9)],
    )
    assert m.winners() == [1]


def test_a_tie_on_both_is_shared() -> None:
    m = final(
        {(1, 0): built("market", 0), (-1, 0): built("granary", 1)},
        [goods(stone=3), goods(gold=3), goods()],
    )
    assert m.winners() == [0, 1]
