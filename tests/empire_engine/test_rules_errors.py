"""Empire Engine's errors: every bad move raises the right EmpiresError subclass with a message
that names the problem, and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from empires import Match
from empires.games.empire_engine.moves import Block, PlaceEngine, PlaceGear, Salvage, Steal
from empires.kernel.errors import (
    BadPosition,
    EmpiresError,
    IllegalMove,
    MalformedMove,
    NotYourTurn,
    UnknownGame,
)
from tests.helpers import GAME, new, play_first, position, round_one
from tests.positions import assert_refused_naming

QUIET3 = ("arm", "invent")


def unchanged(m: Match, move: Any, seat: int, error: type[EmpiresError], *words: str) -> str:
    """Play a bad move; check the error, its words, and that nothing changed."""
    before = m.state_json()
    moves_before = list(m.moves)
    with pytest.raises(error) as caught:
        m.play(seat, move)
    assert type(caught.value) is error
    message = str(caught.value)
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    assert m.state_json() == before
    assert m.moves == moves_before
    return message


# -- malformed JSON ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("move", "words"),
    [
        ({}, ["unknown move type", "None"]),
        ({"type": "fly"}, ["unknown move type", "'fly'", "place_engine"]),
        ({"type": "place_engine"}, ["'engine'"]),
        ({"type": "place_engine", "engine": "X", "action": "arm"}, ["'engine'", "'L'", "'R'"]),
        ({"type": "place_engine", "engine": "L"}, ["'action'"]),
        ({"type": "place_engine", "engine": "L", "action": "dance"}, ["'action'", "'arm'"]),
        ({"type": "place_gear", "engine": "L", "gear": 3}, ["'gear'"]),
        ({"type": "place_gear", "engine": "L", "gear": True}, ["'gear'"]),
        ({"type": "place_gear", "engine": "L", "gear": 1, "boost": "invention"}, ["'boost'"]),
        ({"type": "block", "attacker": "me", "engine": "L"}, ["'attacker'"]),
        ({"type": "block", "attacker": 1, "engine": "up"}, ["'engine'"]),
        ({"type": "block", "attacker": 1, "engine": "L", "pay": "gold"}, ["'pay'"]),
        ({"type": "steal", "take": "good"}, ["'take'"]),
        ({"type": "steal", "take": ["invention"]}, ["'take'"]),
        ({"type": "salvage", "take": "gold"}, ["'take'"]),
        ({"type": "share_export", "export": "yes"}, ["'export'"]),
    ],
)
def test_malformed_move_json_raises_malformed_move_naming_the_field(
    move: dict, words: list[str]
) -> None:
    unchanged(new(2), move, 0, MalformedMove, *words)


@pytest.mark.parametrize("move", [["place_engine", "L", "arm"], "place_engine", 7, None])
def test_move_json_that_is_not_an_object_raises_malformed_move(move: Any) -> None:
    unchanged(new(2), move, 0, MalformedMove, "JSON object")


def test_move_json_form_is_accepted_like_the_typed_move() -> None:
    a, b = new(2), new(2)
    a.play(0, PlaceEngine("L", "arm"))
    b.play(0, {"type": "place_engine", "engine": "L", "action": "arm"})
    assert a.state_json() == b.state_json()


# -- illegal moves -----------------------------------------------------------------------------
def test_illegal_move_names_the_rule_and_changes_nothing() -> None:
    m = position(2, tops=[("arm", "invent")] * 2, round=2, ready=[(0, 0)] * 2)
    message = unchanged(m, PlaceGear("L", 1, "good"), 0, IllegalMove, "ready pile", "[rule: ")
    assert "gear-boost-needs-resource" in message


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        (PlaceGear("L", 1), "round-one-places-engines"),
        (Salvage("good"), "plan-phase"),
        ({"type": "block", "attacker": 1, "engine": "L"}, "plan-phase"),
    ],
)
def test_illegal_moves_in_round_one(move: Any, rule: str) -> None:
    m = new(2)
    with pytest.raises(IllegalMove) as error:
        m.play(0, move)
    assert error.value.rule == rule


def test_illegal_move_in_a_decision_names_the_decision() -> None:
    m = round_one(
        3,
        [("attack", "invent"), ("salvage", "defend"), ("arm", "attack")],
        ready=[(1, 0), (0, 2), (1, 0)],
    )
    assert m.to_act() == (1,)
    message = unchanged(m, Salvage("good"), 1, IllegalMove, "block", "Salvage")
    assert "wrong-decision" in message
    unchanged(m, Block(1, "L"), 1, IllegalMove, "Defend can block only an attack that reached you")


def test_a_steal_must_name_one_kind_per_attack_with_a_choice() -> None:
    m = round_one(2, [("attack", "attack"), ("salvage", "invent")], ready=[(2, 0), (1, 1)])
    unchanged(m, Steal(("good",)), 0, IllegalMove, "steal-one-kind-per-attack", "2 steals")


def test_a_simultaneous_choice_is_made_once() -> None:
    m = round_one(3, [("salvage", "invent"), ("salvage", "invent"), QUIET3])
    m.play(0, Salvage("good"))
    unchanged(m, Salvage("soldier"), 0, NotYourTurn, "seat 0 is not asked")


# -- out of turn and after the end --------------------------------------------------------------
def test_out_of_turn_move_raises_not_your_turn_naming_who_is_awaited() -> None:
    m = new(3, start_player=1)
    unchanged(m, PlaceEngine("L", "arm"), 0, NotYourTurn, "seat 0", "waiting for seat 1")


@pytest.mark.parametrize("seat", [-1, 3, 99, "0", True, None])
def test_move_for_a_seat_that_does_not_exist_raises_not_your_turn(seat: Any) -> None:
    unchanged(new(3), PlaceEngine("L", "arm"), seat, NotYourTurn, "no seat")


def test_move_after_the_game_is_over_raises_not_your_turn_saying_so() -> None:
    m = new(2, rounds=1)
    play_first(m)
    assert m.is_over
    for seat in (0, 1):
        unchanged(m, PlaceEngine("L", "arm"), seat, NotYourTurn, "game is over")
        unchanged(m, {"type": "salvage", "take": "good"}, seat, NotYourTurn, "game is over")


def test_a_malformed_move_out_of_turn_is_reported_as_out_of_turn() -> None:
    unchanged(new(2), {"type": "fly"}, 1, NotYourTurn, "seat 1")


# -- other errors ------------------------------------------------------------------------------
def test_unknown_game_names_the_known_ones() -> None:
    from empires import new_match

    with pytest.raises(UnknownGame, match="empire-engine"):
        new_match("chess", 2)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(format="x"), ["format"]),
        (lambda d: d.update(players=13), ["players", "2 to 12"]),
        (lambda d: d.update(round=0), ["round"]),
        (lambda d: d.update(phase="lunch"), ["phase"]),
        (lambda d: d.update(start_player=5), ["start_player", "5"]),
        (lambda d: d["seats"][0]["ready"].update(soldier=-1), ["seats[0].ready.soldier"]),
        (lambda d: d["seats"][1]["top"].update(L="invent"), ["seats[1].top"]),
        (lambda d: d.pop("placements"), ["placements"]),
        (lambda d: d["options"].update(teams=True), ["team play needs exactly 4 players"]),
    ],
)
def test_a_broken_position_raises_bad_position_naming_what_is_wrong(change, words) -> None:
    m = new(2)
    play_first(m, rounds=1)
    data = m.state_json()
    change(data)
    assert_refused_naming(lambda: Match.from_position(GAME, data), words)


def _past_the_last_round(data: dict[str, Any]) -> None:
    data["round"] = data["options"]["rounds"] + 1
    for player in data["seats"]:
        player["top"] = {"L": "arm", "R": "invent"}


def _block_phase_without_a_decision(data: dict[str, Any]) -> None:
    # Engines revealed, but no attack: a block phase that nobody could ever leave.
    for player in data["seats"]:
        player["top"] = {"L": "arm", "R": "defend"}
    data["phase"] = "block"


@pytest.mark.parametrize(
    "change",
    [
        _past_the_last_round,
        lambda d: d.update(round=2),
        lambda d: d.update(phase="block"),
        _block_phase_without_a_decision,
    ],
    ids=[
        "round-after-the-last",
        "round-2-without-engines",
        "block-phase-without-engines",
        "block-phase-with-nobody-to-choose",
    ],
)
def test_a_position_the_rules_cannot_play_raises_bad_position(change) -> None:
    data = new(2).state_json()
    change(data)
    with pytest.raises(BadPosition):
        Match.from_position(GAME, data)


def test_a_typed_move_equal_to_a_legal_one_is_recorded_as_the_games_own_move() -> None:
    # True == 1 in Python: the look-alike is accepted as the 1-gear, and stored as such.
    m = position(2, tops=[("arm", "invent")] * 2, round=2, ready=[(0, 0)] * 2)
    m.play(0, PlaceGear("L", True))  # type: ignore[arg-type]
    assert m.record().moves[-1].move == {
        "type": "place_gear",
        "engine": "L",
        "gear": 1,
        "boost": None,
    }
    assert m.state_json()["placements"][0] == [
        {"type": "place_gear", "engine": "L", "gear": 1, "boost": None}
    ]
    Match.from_position(GAME, m.state_json())
    assert Match.from_record(m.record()).state_json() == m.state_json()


def test_play_returns_only_the_events_the_mover_may_see() -> None:
    # Seat 1 has nothing ready: its second gear is laid for it right after seat 2's second
    # gear. Seat 2 must not learn, from what play returns, which gear seat 1 placed.
    m = position(3, tops=[("arm", "invent")] * 3, round=2, ready=[(1, 1), (0, 0), (1, 1)])
    m.play(0, PlaceGear("L", 1))
    m.play(1, PlaceGear("L", 2))
    m.play(2, PlaceGear("L", 1))
    returned = m.play(2, PlaceGear("R", 2))
    assert all(event.visible_to(2) for event in returned)
    assert [e.key for e in returned if e.key == "placed_gear"] == ["placed_gear", "placed_gear"]
    secret = [e for e in m.events(1) if e.key == "placed_gear_secret"]
    assert len(secret) == 2  # the rules did lay seat 1's second gear, and told only seat 1


def test_every_error_is_an_empires_error() -> None:
    for error in (BadPosition, IllegalMove, MalformedMove, NotYourTurn, UnknownGame):
        assert issubclass(error, EmpiresError)
