"""Empire Engine, the Plan phase: engines in round one, gears later, the placing order, what
opponents see of face-down cards, and resources on gears (rulebook "Plan: First Round",
"Plan: Later Rounds", the play examples; RULINGS 1)."""

from __future__ import annotations

import pytest

from empires import Match
from empires.games.empire_engine import planning
from empires.games.empire_engine.moves import PLACE_ENGINE, PLACE_GEAR, PlaceEngine, PlaceGear
from empires.games.empire_engine.state import PLAN
from empires.kernel.errors import IllegalMove, MalformedMove
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng
from tests.helpers import (
    GAME,
    LEFT_ACTIONS,
    RIGHT_ACTIONS,
    choose_actions,
    engines,
    new,
    of,
    placing,
    play_first,
    play_gears,
    position,
    ready,
    round_events,
    score,
)

QUIET = ("arm", "invent")
EVERY_PLACEMENT = (*PLACE_ENGINE.values(), *PLACE_GEAR.values())


def placing_order(m, count: int) -> list[int]:
    """Seats asked to place, in order, for ``count`` placements (each lays its first choice)."""
    order = []
    for _ in range(count):
        (seat,) = m.to_act()
        order.append(seat)
        m.play(seat, m.legal_moves(seat)[0])
    return order


# -- the play examples -----------------------------------------------------------------------
def test_play_example_english_2_gear_attack_to_salvage_1_gear_invent_to_attack() -> None:
    """ "The player played the '2' gear below their left engine, and the '1' gear below their
    right engine. [...] the left engine is rotated two quarter-turns clockwise, bringing the
    salvage action to the top edge, and the right engine is rotated 1 quarter-turn clockwise,
    bringing its attack action to the top edge." """
    m = position(2, tops=[("attack", "invent"), ("arm", "invent")], round=2, ready=[(1, 1)] * 2)
    play_gears(m, {0: (PlaceGear("L", 2), PlaceGear("R", 1))})
    revealed = of(round_events(m, 2), "revealed")[0]
    assert (revealed["seat"], revealed["L"], revealed["R"]) == (0, "salvage", "attack")
    assert revealed["gears"] == {"L": {"gear": 2, "boost": None}, "R": {"gear": 1, "boost": None}}


def test_play_example_german_2_gear_and_good_arm_to_salvage_1_gear_invent_to_attack() -> None:
    """ "Daniel hat das '2er'-Zahnrad zusammen mit 1 Ware unter die linke Maschine und das
    '1er'-Zahnrad unter die rechte Maschine platziert. [...] rotiert er die linke Maschine um 3
    Vierteldrehungen, so dass die Aktion Bergung nach oben zeigt [...] und die rechte um 1
    Vierteldrehung, so dass die Aktion Angriff nach oben zeigt." """
    m = position(
        2,
        tops=[("arm", "invent"), ("arm", "invent")],
        round=2,
        ready=[(0, 1), (0, 0)],
        edition="de",
    )
    play_gears(m, {0: (PlaceGear("L", 2, "good"), PlaceGear("R", 1))})
    revealed = of(round_events(m, 2), "revealed")[0]
    assert (revealed["L"], revealed["R"]) == ("salvage", "attack")
    # The good is spent: it went back to the stock, not to the score pile.
    assert ready(m, 0) == (0, 0)
    assert score(m, 0)[1] == 0


# -- engines and gears ------------------------------------------------------------------------
def test_engine_faces_as_ruled_clockwise_from_the_top() -> None:
    from empires.games.empire_engine.components import LAYOUTS

    assert LAYOUTS == (LEFT_ACTIONS, RIGHT_ACTIONS)


@pytest.mark.parametrize(
    ("gear", "boost", "left_after", "right_after"),
    [
        (1, None, "attack", "attack"),  # 1 quarter turn
        (1, "soldier", "arm", "invent"),  # 1 -> 0 with a resource
        (2, None, "produce", "export"),  # 2 quarter turns
        (2, "good", "salvage", "defend"),  # 2 -> 3 with a resource
    ],
)
def test_gear_values_1_and_2_and_with_a_resource_0_and_3(
    gear: int, boost: str | None, left_after: str, right_after: str
) -> None:
    for engine, after in (("L", left_after), ("R", right_after)):
        other = "R" if engine == "L" else "L"
        m = position(2, tops=[("arm", "invent")] * 2, round=2, ready=[(1, 1)] * 2, rounds=3)
        play_gears(m, {0: (PlaceGear(engine, gear, boost), PlaceGear(other, 3 - gear))})
        revealed = of(round_events(m, 2), "revealed")[0]
        assert revealed[engine] == after


def _reachable(ready_pile: tuple[int, int]) -> set[tuple[str, str]]:
    """Every (left, right) pair seat 0 can bring to the top from Arm and Invent."""
    start = position(2, tops=[("arm", "invent")] * 2, round=2, ready=[ready_pile, (1, 1)])
    pairs = set()
    for first in start.legal_moves(0):
        after_first = Match.from_position(GAME, start.state_json())
        after_first.play(0, first)
        after_first.play(1, PlaceGear("L", 1))
        after_first.play(1, PlaceGear("R", 2))
        if not placing(after_first) or after_first.state_json()["round"] != 2:
            # Seat 0's second gear left no choice and was laid by the rules.
            pairs.add(engines(after_first, 0))
            continue
        for second in after_first.legal_moves(0):
            m = Match.from_position(GAME, after_first.state_json())
            m.play(0, second)
            pairs.add(engines(m, 0))
    return pairs


def test_gears_turn_one_engine_0_or_1_quarter_turns_and_the_other_2_or_3() -> None:
    # From Arm: 0 turns Arm, 1 Attack, 2 Produce, 3 Salvage.
    # From Invent: 0 turns Invent, 1 Attack, 2 Export, 3 Defend.
    small_left, big_left = {"arm", "attack"}, {"produce", "salvage"}
    small_right, big_right = {"invent", "attack"}, {"export", "defend"}
    expected = {(left, right) for left in small_left for right in big_right} | {
        (left, right) for left in big_left for right in small_right
    }
    assert _reachable((1, 1)) == expected


def test_with_one_resource_six_action_pairs_are_open_and_without_any_two() -> None:
    assert len(_reachable((0, 1))) == 6
    assert _reachable((0, 0)) == {("attack", "export"), ("produce", "attack")}


def test_engines_turn_clockwise_from_where_they_were_left() -> None:
    m = position(2, tops=[("arm", "invent")] * 2, round=2, ready=[(0, 0)] * 2, rounds=3)
    play_gears(m, {0: (PlaceGear("L", 1), PlaceGear("R", 2))})
    assert engines(m, 0) == ("attack", "export")
    play_gears(m, {0: (PlaceGear("L", 2), PlaceGear("R", 1))})
    assert engines(m, 0) == ("salvage", "defend")


# -- placing order ---------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "start"), [(2, 0), (2, 1), (3, 2), (4, 1), (5, 3)])
def test_round_one_engines_placed_from_start_player_clockwise_then_from_last_counter_clockwise(
    players: int, start: int
) -> None:
    m = new(players, start_player=start)
    clockwise = [(start + i) % players for i in range(players)]
    assert placing_order(m, 2 * players) == clockwise + clockwise[::-1]


@pytest.mark.parametrize("players", [2, 3, 4, 7])
def test_later_rounds_gears_placed_in_the_same_order_from_the_new_start_player(
    players: int,
) -> None:
    m = new(players, start_player=0)
    choose_actions(m, [QUIET] * players)
    assert m.view(None)["round"] == 2
    clockwise = [(1 + i) % players for i in range(players)]
    assert placing_order(m, 2 * players) == clockwise + clockwise[::-1]


def test_start_player_card_passes_clockwise_every_round() -> None:
    m = new(3, start_player=2, rounds=4)
    play_first(m)
    started = of(m.events(None), "round_started")
    assert [(e["round"], e["start_player"]) for e in started] == [(1, 2), (2, 0), (3, 1), (4, 2)]


def test_round_one_each_player_may_lay_either_engine_first_with_any_of_its_actions() -> None:
    m = new(2)
    first = m.legal_moves(0)
    assert set(first) == {PlaceEngine("L", a) for a in LEFT_ACTIONS} | {
        PlaceEngine("R", a) for a in RIGHT_ACTIONS
    }
    m.play(0, PlaceEngine("R", "export"))
    m.play(1, PlaceEngine("L", "salvage"))
    # Second pass: each lays the other engine.
    assert set(m.legal_moves(1)) == {PlaceEngine("R", a) for a in RIGHT_ACTIONS}
    m.play(1, PlaceEngine("R", "defend"))
    assert set(m.legal_moves(0)) == {PlaceEngine("L", a) for a in LEFT_ACTIONS}


def test_round_one_chosen_actions_are_on_top_after_the_reveal() -> None:
    m = new(2)
    choose_actions(m, [("produce", "export"), ("salvage", "defend")])
    assert engines(m, 0) == ("produce", "export")
    assert engines(m, 1) == ("salvage", "defend")


def test_engine_stays_on_its_side_an_action_of_the_other_engine_is_malformed() -> None:
    m = new(2)
    with pytest.raises(MalformedMove, match="action"):
        m.play(0, {"type": "place_engine", "engine": "L", "action": "invent"})


def test_round_one_places_engines_not_gears() -> None:
    m = new(2)
    with pytest.raises(IllegalMove) as error:
        m.play(0, PlaceGear("L", 1))
    assert error.value.rule == "round-one-places-engines"


def test_later_rounds_place_gears_not_engines() -> None:
    m = position(2, tops=[QUIET] * 2, round=2)
    with pytest.raises(IllegalMove) as error:
        m.play(0, PlaceEngine("L", "arm"))
    assert error.value.rule == "later-rounds-place-gears"


def test_later_rounds_each_gear_under_its_own_engine_the_second_is_the_other_gear() -> None:
    m = position(2, tops=[QUIET] * 2, round=2, ready=[(1, 0), (1, 0)])
    assert {(g.engine, g.gear) for g in m.legal_moves(0)} == {(e, g) for e in "LR" for g in (1, 2)}
    m.play(0, PlaceGear("R", 1))
    m.play(1, PlaceGear("L", 1))
    m.play(1, PlaceGear("R", 2))
    assert m.legal_moves(0) == [PlaceGear("L", 2), PlaceGear("L", 2, "soldier")]
    with pytest.raises(IllegalMove) as error:
        m.play(0, PlaceGear("R", 2))
    assert error.value.rule == "one-per-engine"
    with pytest.raises(IllegalMove) as error:
        m.play(0, PlaceGear("L", 1))
    assert error.value.rule == "each-gear-once"


def test_a_second_gear_that_leaves_no_choice_is_laid_without_asking() -> None:
    # With an empty ready pile the second gear can only go plain under the other engine.
    m = position(2, tops=[QUIET] * 2, round=2, ready=[(0, 0)] * 2)
    m.play(0, PlaceGear("R", 1))
    m.play(1, PlaceGear("L", 1))
    placed = [(e["seat"], e["engine"], e["boost"]) for e in of(round_events(m, 2), "placed_gear")]
    assert placed == [(0, "R", None), (1, "L", None), (1, "R", None), (0, "L", None)]
    assert len(of(round_events(m, 2), "revealed")) == 2
    assert [played.seat for played in m.record().moves] == [0, 1]


# -- resources on gears -------------------------------------------------------------------------
def test_resource_on_a_gear_must_come_from_the_ready_pile() -> None:
    m = position(2, tops=[QUIET] * 2, round=2, ready=[(0, 1), (0, 0)], score=[(5, 5, 5)] * 2)
    boosts = {move.boost for move in m.legal_moves(0)}
    assert boosts == {None, "good"}
    with pytest.raises(IllegalMove) as error:
        m.play(0, PlaceGear("L", 2, "soldier"))
    assert error.value.rule == "gear-boost-needs-resource"
    assert "ready pile" in str(error.value)


def test_resource_on_a_gear_not_offered_with_an_empty_ready_pile() -> None:
    m = position(2, tops=[QUIET] * 2, round=2, ready=[(0, 0)] * 2, score=[(3, 3, 3)] * 2)
    assert {move.boost for move in m.legal_moves(0)} == {None}


def test_changing_both_gears_takes_one_resource_for_each() -> None:
    m = position(2, tops=[QUIET] * 2, round=2, ready=[(1, 0), (1, 1)])
    m.play(0, PlaceGear("L", 1, "soldier"))
    m.play(1, PlaceGear("L", 1, "soldier"))
    m.play(1, PlaceGear("R", 2, "good"))
    # Seat 0's only resource is on its first gear: the second went plain, without asking.
    assert of(round_events(m, 2), "placed_gear")[-1] == {"seat": 0, "engine": "R", "boost": None}
    revealed = {e["seat"]: e for e in of(round_events(m, 2), "revealed")}
    assert (revealed[1]["L"], revealed[1]["R"]) == ("arm", "defend")


def test_resource_on_a_gear_returns_to_the_stock_and_cannot_be_taken_back() -> None:
    m = position(2, tops=[("produce", "export")] * 2, round=2, ready=[(1, 2), (0, 0)])
    m.play(0, PlaceGear("L", 1, "soldier"))
    # Spent at once: it is no longer in the ready pile, and there is no undo move.
    assert ready(m, 0) == (0, 2)
    assert all(isinstance(move, PlaceGear) for move in m.legal_moves(1))
    play_gears(m, {0: (PlaceGear("L", 1, "soldier"), PlaceGear("R", 2))})
    assert engines(m, 0) == ("produce", "invent")
    assert score(m, 0) == (0, 0, 1)
    assert ready(m, 0) == (0, 4)


# -- what opponents see -------------------------------------------------------------------------
def test_opponents_see_which_engine_was_placed_never_the_action() -> None:
    m = new(3)
    m.play(0, PlaceEngine("L", "attack"))
    for seat in (1, 2, None):
        placed = m.view(seat)["empires"][0]["placed"]
        assert placed == [{"engine": "L", "action": None}]
        seen = [e for e in m.events(seat) if e.params.get("seat") == 0 or e.to == 0]
        assert [(e.key, dict(e.params)) for e in seen] == [
            ("placed_engine", {"seat": 0, "engine": "L"})
        ]
        other = new(3)
        other.play(0, PlaceEngine("L", "produce"))
        assert other.view(seat) == m.view(seat)
        assert other.events(seat) == m.events(seat)
    assert m.view(0)["empires"][0]["placed"] == [{"engine": "L", "action": "attack"}]
    assert of(m.events(0), "placed_engine_secret") == [{"engine": "L", "action": "attack"}]


def test_opponents_see_under_which_engine_a_gear_lies_and_its_resource_never_the_gear() -> None:
    m = position(3, tops=[QUIET] * 3, round=2, ready=[(1, 1)] * 3)
    m.play(0, PlaceGear("R", 2, "soldier"))
    for seat in (1, 2, None):
        assert m.view(seat)["empires"][0]["placed"] == [
            {"engine": "R", "gear": None, "boost": "soldier"}
        ]
        public = [e for e in m.events(seat) if e.key.startswith("placed")]
        assert [(e.key, dict(e.params)) for e in public] == [
            ("placed_gear", {"seat": 0, "engine": "R", "boost": "soldier"})
        ]
        # The cube left the ready pile in plain sight.
        assert m.view(seat)["empires"][0]["ready"] == {"soldier": 0, "good": 1}
    assert m.view(0)["empires"][0]["placed"] == [{"engine": "R", "gear": 2, "boost": "soldier"}]
    assert of(m.events(0), "placed_gear_secret") == [{"engine": "R", "gear": 2, "boost": "soldier"}]
    other = position(3, tops=[QUIET] * 3, round=2, ready=[(1, 1)] * 3)
    other.play(0, PlaceGear("R", 1, "soldier"))
    for seat in (1, 2, None):
        assert other.view(seat) == m.view(seat)
        assert other.events(seat) == m.events(seat)


def test_a_plain_gear_shows_no_resource_to_opponents() -> None:
    m = position(2, tops=[QUIET] * 2, round=2, ready=[(1, 1)] * 2)
    m.play(0, PlaceGear("L", 1))
    assert m.view(1)["empires"][0]["placed"] == [{"engine": "L", "gear": None, "boost": None}]


def test_everything_is_revealed_to_everybody_once_all_have_placed() -> None:
    m = position(2, tops=[("arm", "invent")] * 2, round=2, ready=[(1, 1)] * 2, rounds=3)
    play_gears(m, {0: (PlaceGear("L", 2, "good"), PlaceGear("R", 1))})
    for seat in (1, None):
        revealed = of([e for e in round_events(m, 2) if e.visible_to(seat)], "revealed")
        assert revealed[0] == {
            "seat": 0,
            "L": "salvage",
            "R": "attack",
            "gears": {"L": {"gear": 2, "boost": "good"}, "R": {"gear": 1, "boost": None}},
        }
        assert m.view(seat)["empires"][0]["engines"] == {"L": "salvage", "R": "attack"}
        assert m.view(seat)["empires"][0]["placed"] == []


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_remembered_placements_are_the_rule_books_verdict(players: int) -> None:
    """placement_moves remembers its answer by what the rules read; at every Plan decision of
    random games it must equal the rule book's filter of all candidates, asked afresh."""
    rules = get_game(GAME)
    rng = SeededRng(players)
    checked = 0
    for seed in range(6):
        state = rules.new_state(players, rules.info.options.resolve(players, {}), seed)
        while seats := rules.to_act(state):
            seat = seats[0]
            if state.phase == PLAN:
                fresh = planning.PLACEMENT.legal(state, seat, EVERY_PLACEMENT)
                assert planning.placement_moves(state, seat) == fresh
                checked += 1
            rules.apply(state, seat, rng.choice(rules.legal_moves(state, seat)))
    assert checked > 100
