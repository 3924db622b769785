"""The game-side contract (``empires.kernel.encoding``) on every registered game: action ids
map to the kernel's moves and back, observations have a fixed size in [0, 1], and they do not
change when only information hidden from their seat changes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from empires.envs.episode import GameSetup
from empires.kernel.encoding import move_key, outcome
from empires.kernel.rng import SeededRng
from tests.envs.configurations import LEARNABLE, LEARNABLE_IDS, Configuration


def random_positions(setup: GameSetup, seed: int) -> Iterator[Any]:
    """Every position of one game played with random legal moves."""
    rules, rng = setup.rules, SeededRng(seed)
    state = setup.new_state(seed)
    while True:
        yield state
        seats = rules.to_act(state)
        if not seats:
            return
        seat = seats[rng.below(len(seats))]
        rules.apply(state, seat, rng.choice(list(rules.legal_moves(state, seat))))


@pytest.mark.parametrize("configuration", LEARNABLE, ids=LEARNABLE_IDS)
def test_action_ids_map_to_the_kernels_moves_and_back(configuration: Configuration) -> None:
    setup = GameSetup(*configuration)
    rules, table = setup.rules, setup.table
    assert len({move_key(m) for m in table.moves_json}) == len(table.moves_json)
    assert table.wait == len(table.moves_json) and table.size == table.wait + 1
    used: set[int] = set()
    for seed in range(3):
        for state in random_positions(setup, seed):
            for seat in rules.to_act(state):
                legal = rules.legal_moves(state, seat)
                ids = table.legal_ids(state, seat)
                assert len(ids) == len(legal) and table.wait not in ids
                for move in legal:
                    action = table.action_id(move)
                    assert table.moves_json[action] == rules.move_to_json(move)
                    assert rules.move_to_json(table.move(action)) == rules.move_to_json(move)
                    used.add(action)
    assert used, "no move was ever legal"


@pytest.mark.parametrize("configuration", LEARNABLE, ids=LEARNABLE_IDS)
def test_observations_have_a_fixed_size_within_bounds(configuration: Configuration) -> None:
    setup = GameSetup(*configuration)
    size = setup.encoding.observation_size
    for state in random_positions(setup, 11):
        for seat in range(setup.players):
            observation = setup.observation(state, seat)
            assert observation.shape == (size,) and observation.dtype == np.float32
            assert observation.min() >= 0.0 and observation.max() <= 1.0
            assert observation.any(), "an all-zero observation tells nothing"


@pytest.mark.parametrize("configuration", LEARNABLE, ids=LEARNABLE_IDS)
def test_observations_do_not_change_when_only_hidden_information_changes(
    configuration: Configuration,
) -> None:
    setup = GameSetup(*configuration)
    rules, rng = setup.rules, SeededRng(5)
    hidden_changed = 0
    for number, state in enumerate(random_positions(setup, 21)):
        if number % 3:
            continue
        full = json.dumps(rules.state_to_json(state), sort_keys=True)
        for seat in range(setup.players):
            view = rules.view(state, seat)
            # A state that looks the same to this seat; what it may not see is drawn anew.
            guess = rules.sample_state(view, rng)
            assert rules.view(guess, seat) == view
            np.testing.assert_array_equal(
                setup.observation(guess, seat), setup.observation(state, seat)
            )
            np.testing.assert_array_equal(setup.mask(guess, seat), setup.mask(state, seat))
            guessed = rules.state_to_json(guess)
            guessed["events"] = rules.state_to_json(state)["events"]
            guessed["rng"] = rules.state_to_json(state)["rng"]
            hidden_changed += json.dumps(guessed, sort_keys=True) != full
    assert hidden_changed, "no sample ever differed in hidden information"


def test_outcome_is_zero_sum_and_shares_first_place() -> None:
    assert outcome(2, [1]) == [-1.0, 1.0]
    assert outcome(4, [0, 2]) == [0.5, -0.5, 0.5, -0.5]
    assert outcome(3, [0, 1, 2]) == [0.0, 0.0, 0.0]
    assert outcome(3, []) == [0.0, 0.0, 0.0]
    assert sum(outcome(5, [3])) == pytest.approx(0.0)


def test_outcome_of_a_solo_game_is_a_win_or_a_loss_against_the_rules() -> None:
    assert outcome(1, [0]) == [1.0]
    assert outcome(1, []) == [-1.0]
