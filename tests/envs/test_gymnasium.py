"""Gymnasium's own ``check_env`` on every registered game, against every kind of bot."""

from __future__ import annotations

import warnings

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from empires.bots.catalog import bot_names
from empires.bots.own import own_bots
from empires.envs.gymnasium_env import ENV_ID, EmpiresSeatEnv, register
from empires.kernel.encoding import outcome
from empires.kernel.registry import get_game
from tests.envs.configurations import LEARNABLE, LEARNABLE_IDS, Configuration


@pytest.mark.parametrize("configuration", LEARNABLE, ids=LEARNABLE_IDS)
def test_passes_gymnasiums_check_env_against_the_bot_kinds(configuration: Configuration) -> None:
    game, players, options = configuration
    register()
    rules = get_game(game)
    # Search bots at a dozen seats would take minutes of CPU per check; they are checked at the
    # smaller tables, and the game's own bots at every size. The search levels differ only in
    # their budget, so the cheapest one stands for all of them.
    search = [kind for kind in bot_names(rules) if kind.startswith("ismcts")]
    kinds = [kind for kind in bot_names(rules) if kind not in search or kind == "ismcts-easy"]
    if players > 4:
        kinds = list(own_bots(rules))
    for kind in kinds:
        env = gym.make(
            ENV_ID,
            game=game,
            players=players,
            options=options,
            seat=players - 1,
            opponents=kind,
            render_mode="ansi",
        )
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            check_env(env.unwrapped)


def test_a_game_against_bots_ends_with_the_outcome_as_reward() -> None:
    env = EmpiresSeatEnv(players=3, seat=1, opponents=["heuristic", "random"])
    observation, info = env.reset(seed=9)
    rng = np.random.default_rng(2)
    total, over = 0.0, False
    while not over:
        assert observation in env.observation_space
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        observation, reward, over, cut, info = env.step(action)
        total += float(reward)
        assert not cut
    winners = info["winners"]
    assert total == outcome(3, winners)[1]
    again = EmpiresSeatEnv(players=3, seat=1, opponents=["heuristic", "random"])
    first, _ = again.reset(seed=9)
    np.testing.assert_array_equal(first, env.reset(seed=9)[0])
