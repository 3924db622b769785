"""``resample_from_infostate`` on every game's OpenSpiel registration (sequential dynamics, as
OpenSpiel's IS-MCTS needs): the state drawn looks to the player exactly like the one it was
drawn from, whoever is asked and whether or not the player has made its secret choice yet; and
it is drawn from the player's view alone (two states that look alike give the same draw)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pyspiel
import pytest

from empires.envs.openspiel_game import EmpiresState, load, seeded_rng_from
from empires.kernel.game import SIMULTANEOUS
from empires.kernel.rng import SeededRng
from tests.envs.configurations import LEARNABLE, LEARNABLE_IDS, Configuration


def _positions(configuration: Configuration, seed: int) -> Iterator[EmpiresState]:
    """Every position of a game of random moves in the sequential registration."""
    game, players, options = configuration
    spiel = load(game, players=players, options=options, seed=seed, simultaneous=False)
    state = spiel.new_initial_state()
    rng = np.random.RandomState(seed)
    while not state.is_terminal():
        yield state
        state.apply_action(int(rng.choice(state.legal_actions())))


def _some_positions(configuration: Configuration, seed: int, count: int) -> Iterator[EmpiresState]:
    """About ``count`` positions of that game (a long game is not checked move by move), half
    of them in simultaneous decisions where it has some."""
    kinds = [
        s.game.setup.rules.decision_kind(s.position.state) == SIMULTANEOUS
        for s in _positions(configuration, seed)
    ]
    rng = np.random.RandomState(seed)
    picked: set[int] = set()
    for simultaneous in (True, False):
        numbers = [n for n, kind in enumerate(kinds) if kind == simultaneous]
        picked.update(rng.permutation(numbers)[: count // 2].tolist())
    for number, state in enumerate(_positions(configuration, seed)):
        if number in picked:
            yield state


@pytest.mark.parametrize("configuration", LEARNABLE, ids=LEARNABLE_IDS)
def test_the_state_drawn_looks_to_the_player_like_the_one_it_came_from(
    configuration: Configuration,
) -> None:
    chosen = waiting = 0
    for seed in range(3):
        for number, state in enumerate(_some_positions(configuration, seed, 24)):
            rules, true = state.game.setup.rules, state.position.state
            simultaneous = rules.decision_kind(true) == SIMULTANEOUS
            asked = state.current_player()
            for player in range(state.game.setup.players):
                drawn = state.resample_from_infostate(player, number * 31 + player)
                assert rules.view(drawn.position.state, player) == rules.view(true, player)
                assert drawn.information_state_string(player) == state.information_state_string(
                    player
                )
                assert drawn.observation_string(player) == state.observation_string(player)
                if player == asked:
                    assert drawn.current_player() == asked
                    assert drawn.legal_actions() == state.legal_actions()
                elif simultaneous and player in rules.to_act(true):
                    waiting += 1
                elif simultaneous:
                    chosen += 1
    if configuration[0] != "empire-planners":  # the one game without secret simultaneous choices
        assert waiting and chosen


def _look_alikes(configuration: Configuration) -> Iterator[tuple[EmpiresState, EmpiresState]]:
    """Pairs of states that look alike to the seat asked but differ in what it cannot see:
    a position of a game, and another state drawn by the game from the seat's view."""
    for number, state in enumerate(_some_positions(configuration, 7, 24)):
        rules, true = state.game.setup.rules, state.position.state
        seat = state.current_player()
        other = EmpiresState(
            state.game, rules.sample_state(rules.view(true, seat), SeededRng(number))
        )
        other.own_actions[seat] = list(state.own_actions[seat])
        other.seen[seat] = list(state.seen_events(seat))
        if rules.state_to_json(other.position.state) != rules.state_to_json(true):
            yield state, other


@pytest.mark.parametrize("configuration", LEARNABLE, ids=LEARNABLE_IDS)
def test_states_that_look_alike_give_the_same_draw(configuration: Configuration) -> None:
    pairs = 0
    for first, second in _look_alikes(configuration):
        seat = first.current_player()
        rules = first.game.setup.rules
        assert rules.view(first.position.state, seat) == rules.view(second.position.state, seat)
        for seed in range(2):
            # What OpenSpiel's IS-MCTS passes (a sampler of uniform numbers), seeded alike.
            a = first.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(seed, 0, 1))
            b = second.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(seed, 0, 1))
            assert rules.state_to_json(a.position.state) == rules.state_to_json(b.position.state)
            assert a.information_state_string(seat) == b.information_state_string(seat)
        pairs += 1
    assert pairs


def test_different_draws_differ() -> None:
    """Where the seat cannot see everything, different generators draw different states."""
    state = next(s for s in _positions(("empire-engine", 3, {}), 2) if len(s.history()) > 6)
    rules, seat = state.game.setup.rules, state.current_player()
    drawn = {
        str(rules.state_to_json(state.resample_from_infostate(seat, k).position.state))
        for k in range(6)
    }
    assert len(drawn) > 1


@pytest.mark.parametrize(
    "rng",
    [5, SeededRng(5), np.random.RandomState(5), np.random.default_rng(5), lambda: 0.25],
    ids=["int", "seeded", "random-state", "generator", "callable"],
)
def test_a_seed_is_drawn_from_every_kind_of_generator(rng: Any) -> None:
    assert isinstance(seeded_rng_from(rng), SeededRng)


def test_a_generator_of_another_kind_is_refused_by_name() -> None:
    with pytest.raises(TypeError, match="str"):
        seeded_rng_from("five")
