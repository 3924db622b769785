"""Bad input: every bad move raises the right EmpiresError naming the problem or the rule, and
changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from empires import Match
from empires.games.empire_v85.moves import Buy, Employ, PlaceTile, PlaceWorker
from empires.kernel.errors import EmpiresError, IllegalMove, MalformedMove, NotYourTurn
from tests.empire_v85.table import GAME, at, built, developed, goods, new, placing, worker
from tests.positions import assert_refused_naming


def unchanged(m: Match, move: Any, seat: int, error: type[EmpiresError], *words: str) -> str:
    """Play a bad move; check the error, its words, and that nothing changed."""
    before = m.state_json()
    with pytest.raises(error) as caught:
        m.play(seat, move)
    assert type(caught.value) is error
    for word in words:
        assert word in str(caught.value), f"{word!r} not in {caught.value}"
    assert m.state_json() == before
    return str(caught.value)


@pytest.mark.parametrize(
    ("move", "words"),
    [
        ([], ["JSON object"]),
        ({"type": "fly"}, ["unknown move type", "'fly'", "place_worker"]),
        ({"type": "employ"}, ["'workers'"]),
        ({"type": "employ", "workers": -1}, ["'workers'", "at least 0"]),
        ({"type": "employ", "workers": True}, ["'workers'"]),
        ({"type": "buy", "tiles": "2"}, ["'tiles'"]),
        ({"type": "place_tile", "tile": "lava", "x": 1, "y": 1}, ["'tile'", "'forest'"]),
        ({"type": "place_tile", "tile": "forest", "x": 9, "y": 1}, ["'x'", "below 9"]),
        ({"type": "place_worker", "x": 1}, ["'y'"]),
        ({"type": "place_worker", "x": 1, "y": 1, "build": "castle"}, ["'build'", "'granary'"]),
        ({"type": "place_worker", "x": 1, "y": 1, "take": "silver"}, ["'take'", "'food'"]),
        (
            {"type": "place_worker", "x": 1, "y": 1, "build": "mint", "take": "gold"},
            ["not both"],
        ),
    ],
)
def test_malformed_moves_are_refused_by_name(move: Any, words: list[str]) -> None:
    unchanged(new(), move, 0, MalformedMove, *words)


def test_a_seat_not_asked_cannot_move() -> None:
    m = placing(tiles={(1, 0): "field"})
    unchanged(m, worker(1, 0), 1, NotYourTurn)


def test_a_seat_chooses_once_in_a_secret_decision() -> None:
    m = new()
    m.play(0, Employ(2))
    unchanged(m, Employ(1), 0, NotYourTurn)


@pytest.mark.parametrize(
    ("rule", "move"),
    [("employ-a-worker", Employ(0)), ("houses-add-workers", Employ(3)), ("employ-first", Buy(0))],
)
def test_employing_breaks_a_named_rule(rule: str, move: Any) -> None:
    m = new()
    message = unchanged(m, move, 0, IllegalMove)
    assert f"[rule: {rule}]" in message


def test_extra_workers_need_food() -> None:
    m = Match.from_position(GAME, _with(new(), houses=1, food=0))
    assert "[rule: extra-workers-cost-food]" in unchanged(m, Employ(3), 0, IllegalMove)


def _with(m: Match, houses: int, food: int) -> dict[str, Any]:
    data = m.state_json()
    data["seats"][0]["houses"] = houses
    data["seats"][0]["goods"]["food"] = food
    return data


def test_buying_breaks_named_rules() -> None:
    m = new()
    for seat in m.to_act():
        m.play(seat, Employ(2))
    assert "[rule: tiles-up-to-workers]" in unchanged(m, Buy(3), 0, IllegalMove)
    assert "[rule: buy-tiles-now]" in unchanged(m, Employ(2), 0, IllegalMove)


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        (PlaceWorker(*at(1, 0)), "tile-before-worker"),
        (PlaceTile("mine", *at(1, 0)), "tile-from-hand"),
        (PlaceTile("forest", *at(0, 0)), "tile-on-empty-cell"),
        (PlaceTile("forest", *at(3, 3)), "tile-joins-the-map"),
        (Employ(1), "placing-now"),
    ],
)
def test_laying_a_tile_breaks_a_named_rule(move: Any, rule: str) -> None:
    m = placing(hands=[["forest"], [], []])
    assert f"[rule: {rule}]" in unchanged(m, move, 0, IllegalMove)


CITY = ["granary", "sawmill", "stonemason", "mint", "market", "workshop", "tavern"]


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        (PlaceWorker(*at(3, 3)), "worker-on-a-tile"),
        (PlaceWorker(*at(-1, 0)), "no-worker-on-ocean"),
        (PlaceWorker(*at(1, 0)), "one-worker-per-tile"),
        (PlaceWorker(*at(2, 0)), "chain-holds-a-worker"),
        (PlaceWorker(*at(0, 0)), "town-center-names-a-resource"),
        (PlaceWorker(*at(0, 1), take="gold"), "take-at-town-center"),
        (PlaceWorker(*at(0, 1), build="mint"), "build-on-developed-tile"),
        (PlaceWorker(*at(0, -1), build="mint"), "build-on-developed-tile"),
        (PlaceWorker(*at(-2, 0), build="temple"), "build-from-the-city"),
        (PlaceWorker(*at(-2, 0), build="mint"), "building-cost"),
    ],
)
def test_placing_a_worker_breaks_a_named_rule(move: Any, rule: str) -> None:
    m = placing(
        tiles={
            (1, 0): "forest",
            (2, 0): "forest",
            (-1, 0): "ocean",
            (0, 1): "field",
            (0, -1): built("market", 1),
            (-2, 0): developed("field"),
            (-2, 1): "quarry",
        },
        holding=[goods(wood=2), goods(), goods()],
        workers=[1, 2, 1],
        seat=1,
        city=CITY,
    )
    m.play(1, PlaceWorker(*at(1, 0)))
    m.play(2, PlaceWorker(*at(0, 0), take="food"))
    assert f"[rule: {rule}]" in unchanged(m, move, 0, IllegalMove)


def test_the_town_center_takes_one_worker_per_player() -> None:
    m = placing(tiles={(1, 0): "field", (0, 1): "forest"}, workers=[2, 1, 1])
    m.play(0, PlaceWorker(*at(0, 0), take="food"))
    m.play(1, PlaceWorker(*at(1, 0)))
    m.play(2, PlaceWorker(*at(0, 0), take="food"))
    rule = "town-center-one-per-player"
    assert f"[rule: {rule}]" in unchanged(m, PlaceWorker(*at(0, 0), take="gold"), 0, IllegalMove)


def test_one_of_each_type_per_turn_is_named() -> None:
    m = placing(
        tiles={(1, 0): developed("field"), (-1, 0): developed("forest")},
        holding=[goods(wood=9, gold=9), goods(), goods()],
        workers=[2, 1, 1],
        city=CITY,
    )
    m.play(0, PlaceWorker(*at(1, 0), build="granary"))
    m.play(1, PlaceWorker(*at(0, 0), take="food"))
    m.play(2, PlaceWorker(*at(0, 0), take="food"))
    move = PlaceWorker(*at(-1, 0), build="granary")
    assert "[rule: one-of-each-type-per-turn]" in unchanged(m, move, 0, IllegalMove)


def test_no_move_once_the_game_is_over() -> None:
    m = placing(workers=[1, 1, 1], deck=0)
    for seat in (0, 1, 2):
        m.play(seat, PlaceWorker(*at(0, 0), take="food"))
    assert m.is_over
    unchanged(m, Employ(1), 0, NotYourTurn)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(format="chess/1"), ["format"]),
        (lambda d: d.update(players=5), ["players"]),
        (lambda d: d.update(phase="dance"), ["phase"]),
        (lambda d: d["seats"][0]["goods"].update(food=-1), ["food"]),
        (lambda d: d.update(deck=d["deck"] + ["forest"] * 20), ["forest tiles"]),
        (lambda d: d["map"].append(dict(d["map"][0])), ["listed twice"]),
        (lambda d: d.update(city={"castle": 0}), ["city"]),
        (lambda d: d.update(seat=7), ["seat"]),
        (
            lambda d: d.update(workers=[{"seat": 0, "cell": 0, "build": None, "take": None}]),
            ["no tile"],
        ),
    ],
)
def test_a_bad_position_is_refused_by_name(change: Any, words: list[str]) -> None:
    data = new().state_json()
    change(data)
    assert_refused_naming(lambda: Match.from_position(GAME, data), words)
