"""The kernel's contract, checked for every registered game: random games over each game's
own configurations (see tests/envs/configurations.py), with the promises every client relies
on checked along the way, so that a game added later is held to them without naming it here."""

from __future__ import annotations

import json
from typing import Any

import pytest

from empires import Match, new_match
from empires.kernel.errors import EmpiresError, MalformedMove, NotYourTurn
from empires.kernel.match import replay
from empires.kernel.record import GameRecord
from empires.kernel.rng import SeededRng
from tests.envs.configurations import Configuration, configurations, label

CONFIGURATIONS = configurations()
# A game that has not ended after this many moves is taken to loop.
MOVE_LIMIT = 20_000
# Positions between the slower checks (sampling hidden information, JSON round trips).
EVERY = 7
MALFORMED: list[Any] = [None, "", "nonsense", 17, [], {"kind": "no-such-move"}, {"": None}]


def _asked(match: Match) -> tuple[int, ...]:
    asked = match.to_act()
    assert asked, "nobody is asked to decide in a running game"
    assert len(set(asked)) == len(asked)
    if match.decision_kind() == "sequential":
        assert len(asked) == 1
    for seat in range(match.players):
        legal = match.legal_moves(seat)
        assert bool(legal) == (seat in asked), f"seat {seat}: moves {legal!r}, asked {asked}"
    return asked


def _refusals_change_nothing(match: Match, asked: tuple[int, ...]) -> None:
    before = match.state_json()
    idle = [seat for seat in range(match.players) if seat not in asked]
    if idle:
        legal = match.legal_moves_json(asked[0])[0]
        with pytest.raises(NotYourTurn):
            match.play(idle[0], legal)
    for bad in MALFORMED:
        with pytest.raises(EmpiresError) as refused:
            match.play(asked[0], bad)
        assert str(refused.value), "a refusal must say what is wrong"
        assert isinstance(refused.value, EmpiresError)
    with pytest.raises(NotYourTurn):
        match.play(match.players, match.legal_moves_json(asked[0])[0])
    assert match.state_json() == before


def _views_and_samples(match: Match, rng: SeededRng) -> None:
    rules = match.rules
    for seat in [None, *range(match.players)]:
        view = match.view(seat)
        assert json.loads(json.dumps(view)) == view, "a view must be plain JSON"
        for lang in ("en", "de"):
            assert rules.render_view(view, lang, [f"P{i}" for i in range(match.players)])
        if seat is None:
            continue
        # A state drawn from what a seat knows shows that seat exactly what it saw.
        sampled = rules.sample_state(view, rng)
        assert rules.view(sampled, seat) == view
        assert list(rules.legal_moves(sampled, seat)) == match.legal_moves(seat)


def _round_trips(match: Match) -> None:
    rules = match.rules
    data = match.state_json()
    assert json.loads(json.dumps(data)) == data
    assert rules.state_to_json(rules.state_from_json(data)) == data
    for seat in match.to_act():
        for move in match.legal_moves(seat):
            encoded = rules.move_to_json(move)
            assert rules.move_to_json(rules.move_from_json(encoded)) == encoded
            for lang in ("en", "de"):
                assert rules.describe_move(move, lang)
    # A copy shares nothing: playing on it leaves the original as it was.
    twin = match.copy()
    seat = twin.to_act()[0]
    twin.play(seat, twin.legal_moves(seat)[0])
    assert match.state_json() == data


def play_checked(configuration: Configuration, seed: int) -> Match:
    """A random game with every check of this module along the way."""
    game, players, options = configuration
    match = new_match(game, players, options, seed)
    rng = SeededRng(seed * 1_000_003 + players)
    for ply in range(MOVE_LIMIT):
        if match.is_over:
            break
        asked = _asked(match)
        if ply % EVERY == 0:
            _refusals_change_nothing(match, asked)
            _views_and_samples(match, rng)
            _round_trips(match)
        seat = asked[rng.below(len(asked))]
        legal = match.legal_moves(seat)
        match.play(seat, legal[rng.below(len(legal))])
    assert match.is_over, f"no end after {MOVE_LIMIT} moves"
    return match


@pytest.mark.parametrize("configuration", CONFIGURATIONS, ids=[label(c) for c in CONFIGURATIONS])
def test_a_random_game_keeps_the_contract_and_replays_exactly(
    configuration: Configuration,
) -> None:
    match = play_checked(configuration, seed=11)
    assert match.to_act() == () and match.decision_kind() == "over"
    scores, winners = match.scores(), match.winners()
    assert len(scores) == match.players
    # Only a solo game can end with no seat winning (the game's own opponent won).
    assert (winners or match.players == 1) and set(winners) <= set(range(match.players))
    assert len(match.score_breakdown()) == match.players
    names = [f"P{i}" for i in range(match.players)]
    for seat in [None, *range(match.players)]:
        for event in match.events(seat):
            for lang in ("en", "de"):
                assert match.rules.event_text(event, lang, names)
    record = GameRecord.from_json(json.loads(json.dumps(match.record().to_json())))
    again = replay(record)
    assert again.state_json() == match.state_json()
    assert (again.scores(), again.winners()) == (scores, winners)


@pytest.mark.parametrize("configuration", CONFIGURATIONS, ids=[label(c) for c in CONFIGURATIONS])
def test_the_same_seed_and_moves_give_the_same_game(configuration: Configuration) -> None:
    game, players, options = configuration
    first, second = new_match(game, players, options, 5), new_match(game, players, options, 5)
    assert first.state_json() == second.state_json()
    rng = SeededRng(3)
    while not first.is_over:
        seat = first.to_act()[rng.below(len(first.to_act()))]
        legal = first.legal_moves_json(seat)
        move = legal[rng.below(len(legal))]
        assert first.play(seat, move) == second.play(seat, move)
    assert second.is_over and first.state_json() == second.state_json()


def test_a_move_that_is_not_json_shaped_is_refused_by_every_game() -> None:
    for game, players, options in CONFIGURATIONS:
        match = new_match(game, players, options, 0)
        seat = match.to_act()[0]
        with pytest.raises((MalformedMove, EmpiresError)):
            match.play(seat, object())
