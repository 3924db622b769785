"""Bad input: malformed moves, illegal moves and moves out of turn raise a clear EmpiresError
naming the rule, and change nothing."""

from __future__ import annotations

from typing import Any

import pytest

from empires import Match
from empires.games.empire_planners.moves import PASS, Build, BuyFactory, Claim, Exchange, Reroll
from empires.kernel.errors import BadPosition, IllegalMove, MalformedMove, NotYourTurn
from tests.empire_planners.helpers import GAME, at_actions, at_build, new, slot


def _unchanged(m: Match, move: Any, seat: int, error: type[Exception]) -> Exception:
    before = m.state_json()
    with pytest.raises(error) as caught:
        m.play(seat, move)
    assert m.state_json() == before
    return caught.value


@pytest.mark.parametrize(
    ("move", "words"),
    [
        ("build", "JSON object"),
        ({"no": "type"}, "unknown move type"),
        ({"type": "fly"}, "unknown move type"),
        ({"type": "build", "block": 1}, "'site'"),
        ({"type": "build", "block": 7, "site": 1}, "'block'"),
        ({"type": "reroll", "die": True}, "'die'"),
        ({"type": "claim", "slot": 8}, "'slot'"),
        ({"type": "upgrade", "building": 36}, "'building'"),
        ({"type": "upgrade", "building": 1, "card": "x"}, "'card'"),
        ({"type": "exchange", "profit": -1}, "'profit'"),
    ],
)
def test_malformed_moves_are_refused_by_name(move: Any, words: str) -> None:
    error = _unchanged(at_build((3, 5, 2)), move, 0, MalformedMove)
    assert words in str(error)


def test_moving_out_of_turn_is_refused() -> None:
    error = _unchanged(at_build((3, 5, 2)), PASS, 1, NotYourTurn)
    assert "seat 1" in str(error)


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        (Build(4, 4), "three-dice"),
        (Claim(0), "building-phase"),
        (BuyFactory(1, 0), "building-phase"),
    ],
)
def test_illegal_building_moves_name_the_rule(move: Any, rule: str) -> None:
    error = _unchanged(at_build((3, 5, 2)), move, 0, IllegalMove)
    assert isinstance(error, IllegalMove) and error.rule == rule


def test_reroll_without_two_dollars_is_refused() -> None:
    error = _unchanged(at_build((3, 5, 2), capital=[1, 20]), Reroll(0), 0, IllegalMove)
    assert isinstance(error, IllegalMove) and error.rule == "reroll-costs-2"


def test_illegal_action_moves_name_the_rule() -> None:
    m = at_actions((0, 1), capital=[5, 20])
    error = _unchanged(m, Exchange(1), 0, IllegalMove)
    assert isinstance(error, IllegalMove) and error.rule == "claim-first"
    m.play(0, Claim(slot(m, "exchange_2")))
    error = _unchanged(m, Exchange(3), 0, IllegalMove)
    assert isinstance(error, IllegalMove) and error.rule == "exchange-2-rules"


def test_moves_after_the_end_are_refused() -> None:
    m = at_actions((1, 3), round=15)
    while not m.is_over:
        (seat,) = m.to_act()
        legal = m.legal_moves(seat)
        m.play(seat, PASS if PASS in legal else legal[0])
    _unchanged(m, PASS, 0, NotYourTurn)


def test_a_bad_position_is_refused_by_name() -> None:
    data = new().state_json()
    with pytest.raises(BadPosition):
        Match.from_position(GAME, {**data, "format": "other"})
    with pytest.raises(BadPosition):
        Match.from_position(GAME, {**data, "pollution": 14})
    broken = dict(data)
    del broken["trains"]
    with pytest.raises(BadPosition):
        Match.from_position(GAME, broken)
