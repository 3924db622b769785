"""PettingZoo's own compliance tests (api_test, parallel_api_test, seed_test,
parallel_seed_test) on every registered game, and how both APIs map the kernel's decisions."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np
import pytest
from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test, seed_test

from empires import new_match
from empires.envs.episode import agent_name
from empires.envs.pettingzoo_aec import EmpiresAECEnv
from empires.envs.pettingzoo_parallel import EmpiresParallelEnv
from tests.envs.configurations import LEARNABLE, LEARNABLE_IDS, Configuration


@contextmanager
def strict_warnings() -> Iterator[None]:
    """Every warning of the compliance tests fails, except two that PettingZoo raises for any
    dict observation whose environment is not one of its own classic games (it checks a list
    of names), although dict observations with an action mask are its classic games' form."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        warnings.filterwarnings("ignore", "Observation space for each agent probably")
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        yield


@pytest.mark.parametrize("configuration", LEARNABLE, ids=LEARNABLE_IDS)
def test_aec_passes_pettingzoos_api_test(configuration: Configuration) -> None:
    game, players, options = configuration
    with strict_warnings():
        api_test(EmpiresAECEnv(game=game, players=players, options=options), num_cycles=1000)


@pytest.mark.parametrize("configuration", LEARNABLE, ids=LEARNABLE_IDS)
def test_parallel_passes_pettingzoos_parallel_api_test(configuration: Configuration) -> None:
    game, players, options = configuration
    env = EmpiresParallelEnv(game=game, players=players, options=options)
    with strict_warnings():
        parallel_api_test(env, num_cycles=1000)


@pytest.mark.parametrize("configuration", LEARNABLE, ids=LEARNABLE_IDS)
def test_both_pass_pettingzoos_seed_tests(configuration: Configuration) -> None:
    game, players, options = configuration
    with strict_warnings():
        seed_test(lambda: EmpiresAECEnv(game=game, players=players, options=options))
        parallel_seed_test(lambda: EmpiresParallelEnv(game=game, players=players, options=options))


def test_an_aec_episode_is_the_kernels_game_with_the_same_seed() -> None:
    env = EmpiresAECEnv(players=3)
    env.reset(seed=17)
    match = new_match("empire-engine", 3, seed=17)
    rng = np.random.default_rng(0)
    for agent in env.agent_iter():
        observation, _reward, over, _cut, _info = env.last()
        if over:
            env.step(None)
            continue
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        seat = int(agent.split("_")[1])
        assert seat in match.to_act()
        match.play(seat, env.setup.table.moves_json[action])
        env.step(action)
    assert match.is_over and env.setup.rules.scores(env.state) == match.scores()


def test_an_illegal_action_ends_the_aec_game_with_a_penalty() -> None:
    env = EmpiresAECEnv(players=2)
    env.reset(seed=3)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    env.step(int(np.flatnonzero(mask == 0)[0]))
    assert all(env.terminations.values())
    assert env.rewards[agent] == -1.0 and env.infos[agent] == {"illegal_action": True}


def test_parallel_asks_exactly_the_seats_the_game_asks() -> None:
    """Sequential decisions ask one seat, simultaneous ones every waiting seat at once; all
    others may only wait, and what they send is ignored."""
    env = EmpiresParallelEnv(players=3)
    rules, wait = env.setup.rules, env.setup.table.wait
    rng = np.random.default_rng(1)
    together = 0
    for seed in range(4):
        observations, _ = env.reset(seed=seed)
        while env.agents:
            asked = rules.to_act(env.state)
            actions = {}
            for seat in range(env.setup.players):
                mask = observations[agent_name(seat)]["action_mask"]
                if seat in asked:
                    assert not mask[wait]
                    actions[agent_name(seat)] = int(rng.choice(np.flatnonzero(mask)))
                else:
                    assert np.flatnonzero(mask).tolist() == [wait]
                    actions[agent_name(seat)] = int(rng.integers(wait + 1))
            together += len(asked) > 1
            observations, _, terminations, _, infos = env.step(actions)
            assert not any("illegal_action" in info for info in infos.values())
        assert all(terminations.values())
    assert together, "no simultaneous decision came up"


def test_render_shows_the_spectators_view() -> None:
    env = EmpiresAECEnv(players=2, render_mode="ansi")
    env.reset(seed=2)
    text = env.render()
    assert isinstance(text, str) and "Player 1" in text and "Round 1" in text
