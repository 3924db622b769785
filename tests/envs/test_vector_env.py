"""The vectorised Empire Engine environment (batched engine): every sub-environment is the
Gymnasium seat environment, step for step: the same observations, masks, rewards and
terminations for the same seeds and actions, with the next-step autoreset."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from empires.envs.empire_engine_vector import EmpireEngineVectorEnv
from empires.envs.gymnasium_env import EmpiresSeatEnv
from empires.kernel.errors import InvalidOptions
from empires.kernel.rng import SeededRng

TEAMS_ALL = {
    "teams": True,
    "joint_invention": True,
    "joint_attack": True,
    "defend_teammate": True,
    "shared_export": True,
    "hidden_score_piles": True,
}
CASES: list[tuple[int, dict[str, Any], int, Any]] = [
    (2, {}, 0, "random"),
    (4, TEAMS_ALL, 1, "random"),
    (3, {"hidden_score_piles": True}, 2, "heuristic"),
    (5, {"rounds": 3}, 0, ["heuristic", "random", "random", "heuristic"]),
    # Two players: the heuristic draws its plans from a matrix game, the pure one does not.
    (2, {}, 1, "heuristic"),
    (2, {"long_game": True}, 0, "heuristic-pure"),
]


@pytest.mark.parametrize(("players", "options", "seat", "opponents"), CASES)
def test_each_sub_environment_is_the_seat_environment(
    players: int, options: dict[str, Any], seat: int, opponents: Any
) -> None:
    envs = 4
    vector = EmpireEngineVectorEnv(envs, players, options, seat, opponents)
    singles = [
        EmpiresSeatEnv("empire-engine", players, options, seat, opponents) for _ in range(envs)
    ]
    seeds = [30 + i for i in range(envs)]
    obs, info = vector.reset(seed=30)
    expected = [env.reset(seed=s) for env, s in zip(singles, seeds, strict=True)]
    restarting = [False] * envs
    rng = SeededRng(11)
    for _ in range(150):
        for i in range(envs):
            if not restarting[i]:
                assert np.array_equal(expected[i][0], obs[i])
                assert np.array_equal(expected[i][1]["action_mask"], info["action_mask"][i])
        actions = []
        for i in range(envs):
            legal = np.flatnonzero(info["action_mask"][i])
            # Now and then action 0, illegal except for the very first placement.
            actions.append(int(legal[rng.below(len(legal))]) if len(legal) and rng.below(25) else 0)
        obs, rewards, terminated, truncated, info = vector.step(np.array(actions))
        assert not truncated.any()
        for i in range(envs):
            if restarting[i]:
                restarting[i] = False
                assert (rewards[i], terminated[i]) == (0.0, False)
                seeds[i] += envs
                expected[i] = singles[i].reset(seed=seeds[i])
                continue
            single_obs, reward, done, _, single_info = singles[i].step(np.int64(actions[i]))
            expected[i] = (single_obs, single_info)
            assert (rewards[i], terminated[i]) == (reward, done)
            assert info["illegal_action"][i] == single_info.get("illegal_action", False)
            restarting[i] = done


def test_the_spaces_are_the_seat_environments_batched() -> None:
    vector = EmpireEngineVectorEnv(3, 4)
    single = EmpiresSeatEnv("empire-engine", 4)
    assert vector.single_observation_space == single.observation_space
    assert vector.single_action_space == single.action_space
    assert vector.observation_space.shape == (3, *single.observation_space.shape)


def test_opponents_need_a_batched_form() -> None:
    with pytest.raises(InvalidOptions, match="no batched policy 'ismcts'"):
        EmpireEngineVectorEnv(2, 2, opponents="ismcts")
