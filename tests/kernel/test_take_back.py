"""Taking back a secret choice: a record entry of its own that replays exactly, a log line that
names the seat and not the choice, refused once the decision has resolved."""

from __future__ import annotations

import json

import pytest

from empires import GameRecord, Match, new_match, replay
from empires.kernel.errors import IllegalMove
from empires.kernel.game import SIMULTANEOUS
from empires.kernel.match import TAKE_BACK

#: The games whose first decision is a secret simultaneous one.
SECRET_FIRST = ("empire-colonial", "empire-v85", "sealed-bids")


def opened(game: str) -> Match:
    match = new_match(game, 2, {}, 11)
    assert match.decision_kind() == SIMULTANEOUS and match.to_act() == (0, 1)
    return match


@pytest.mark.parametrize("game", SECRET_FIRST)
def test_a_taken_back_choice_replays_and_the_others_see_nothing_of_it(game: str) -> None:
    match = opened(game)
    views_before = {seat: match.view(seat) for seat in (1, None)}
    first, second = match.legal_moves(0)[:2]
    match.play(0, first)
    events = match.play(0, TAKE_BACK)
    assert match.to_act() == (0, 1) and first in match.legal_moves(0)
    # Nothing of the withdrawn choice: the other seat and a spectator see what they saw.
    for seat, before in views_before.items():
        assert match.view(seat) == before
    assert [e.params for e in events] == [{"seat": 0}]
    assert match.event_texts(1)[-1] == "Player 1 took back their choice."
    assert match.event_texts(None, "de")[-1] == "Spieler 1 hat die Wahl zurückgenommen."
    match.play(0, second)
    match.play(1, match.legal_moves(1)[0])
    record = GameRecord.from_json(json.loads(json.dumps(match.record().to_json())))
    assert record.moves[1].move == {"type": "kernel:take-back"}
    assert replay(record).state_json() == match.state_json()


@pytest.mark.parametrize("game", SECRET_FIRST)
def test_nothing_to_take_back_before_choosing_or_after_the_reveal(game: str) -> None:
    match = opened(game)
    with pytest.raises(IllegalMove) as error:
        match.take_back(1)
    assert error.value.rule == "nothing-to-take-back"
    match.play(0, match.legal_moves(0)[0])
    match.play(1, match.legal_moves(1)[0])  # the last seat chose: the decision resolved
    state, moves = match.state_json(), len(match.moves)
    with pytest.raises(IllegalMove) as error:
        match.play(1, TAKE_BACK)
    assert error.value.rule == "nothing-to-take-back"
    assert (match.state_json(), len(match.moves)) == (state, moves)


def test_a_game_without_secret_choices_has_nothing_to_take_back() -> None:
    match = new_match("empire-planners", 2, {}, 4)
    with pytest.raises(IllegalMove, match="no secret choices"):
        match.play(match.to_act()[0], TAKE_BACK)
    assert match.moves == []
