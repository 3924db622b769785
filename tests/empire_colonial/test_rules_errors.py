"""Bad input: each error names the rule it breaks and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from empires.kernel.errors import EmpiresError, IllegalMove, MalformedMove, NotYourTurn
from tests.empire_colonial.helpers import new, position

ROW = ["population", "colony", "good", "bond", "population", "colony"]


@pytest.mark.parametrize(
    "move",
    [
        None,
        [],
        "sell",
        {},
        {"type": "conquer"},
        {"type": "sell"},
        {"type": "sell", "count": 8},
        {"type": "sell", "count": True},
        {"type": "raise", "to": 0},
        {"type": "select_nation", "number": 9},
        {"type": "give", "kind": "gold", "count": 7},
        {"type": "give", "kind": "colony", "count": 2},
        {"type": "ask", "kind": "nation", "count": 1},
        {"type": "offer_to", "seat": 6},
        {"type": "answer", "accept": "yes"},
    ],
)
def test_malformed_moves_are_refused_by_name(move: Any) -> None:
    match = position([{"good": 2}, {"good": 1}], version="beginner")
    before = match.state_json()
    with pytest.raises(MalformedMove):
        match.play(0, move)
    assert match.state_json() == before


def test_a_seat_not_asked_cannot_move() -> None:
    match = position([{"gold": 5}] * 3, phase="trade", row=ROW)
    before = match.state_json()
    with pytest.raises(NotYourTurn):
        match.play(1, {"type": "pass"})
    assert match.state_json() == before


def test_a_secret_choice_is_made_once() -> None:
    match = position([{"good": 2}, {"good": 1}], version="beginner")
    match.play(0, {"type": "sell", "count": 1})
    before = match.state_json()
    with pytest.raises(NotYourTurn):
        match.play(0, {"type": "sell", "count": 2})
    assert match.state_json() == before


@pytest.mark.parametrize(
    ("phase", "move", "rule"),
    [
        ("commerce", {"type": "stand"}, "wrong-decision"),
        ("bid", {"type": "sell", "count": 0}, "wrong-decision"),
        ("trade", {"type": "raise", "to": 1}, "wrong-decision"),
        ("trade", {"type": "answer", "accept": True}, "answer-only-an-offer-to-you"),
        ("trade", {"type": "ask", "kind": "good", "count": 1}, "offer-in-order"),
        ("trade", {"type": "offer_to", "seat": 1}, "offer-in-order"),
    ],
)
def test_a_move_of_another_phase_names_the_rule(
    phase: str, move: dict[str, Any], rule: str
) -> None:
    match = position([{"gold": 5, "good": 1}] * 2, phase=phase, row=ROW)
    before = match.state_json()
    with pytest.raises(IllegalMove) as error:
        match.play(0, move)
    assert error.value.rule == rule
    assert match.state_json() == before


def test_an_offer_goes_to_another_player() -> None:
    match = position([{"gold": 5}] * 2, phase="trade", row=ROW)
    match.play(0, {"type": "give", "kind": "gold", "count": 1})
    match.play(0, {"type": "ask", "kind": None, "count": 0})
    with pytest.raises(IllegalMove) as error:
        match.play(0, {"type": "offer_to", "seat": 0})
    assert error.value.rule == "offer-to-another-player"


def test_a_started_offer_is_finished_before_passing() -> None:
    match = position([{"gold": 5}] * 2, phase="trade", row=ROW)
    match.play(0, {"type": "give", "kind": "gold", "count": 1})
    with pytest.raises(IllegalMove) as error:
        match.play(0, {"type": "pass"})
    assert error.value.rule == "finish-your-offer"


def test_bad_options_are_refused() -> None:
    with pytest.raises(EmpiresError):
        new(7)
    with pytest.raises(EmpiresError):
        new(3, version="advanced")
