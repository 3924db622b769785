"""Agent steps per second of the Gymnasium seat environment and of the vectorised environment
over the batched engine, with random legal actions (docs/learning.md).

    .venv/bin/python examples/vector_env_speed.py --players 4 --seconds 5
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from empires.envs.empire_engine_vector import EmpireEngineVectorEnv
from empires.envs.gymnasium_env import EmpiresSeatEnv


def seat_env(players: int, seconds: float) -> None:
    env = EmpiresSeatEnv("empire-engine", players)
    _, info = env.reset(seed=0)
    rng = np.random.default_rng(0)
    steps = episodes = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        legal = np.flatnonzero(info["action_mask"])
        _, _, done, _, info = env.step(np.int64(rng.choice(legal)))
        steps += 1
        if done:
            episodes += 1
            _, info = env.reset()
    elapsed = time.perf_counter() - start
    print(
        f"EmpiresSeatEnv: {steps / elapsed:,.0f} agent steps/s, {episodes / elapsed:,.1f} episodes/s"
    )


def vector_env(players: int, seconds: float, num_envs: int) -> None:
    env = EmpireEngineVectorEnv(num_envs, players)
    _, info = env.reset(seed=0)
    rng = np.random.default_rng(0)
    steps = episodes = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        # A random legal action per sub-environment: the largest random number under the mask.
        actions = (rng.random(info["action_mask"].shape) * info["action_mask"]).argmax(axis=1)
        _, _, done, _, info = env.step(actions)
        steps += num_envs
        episodes += int(done.sum())
    elapsed = time.perf_counter() - start
    print(
        f"EmpireEngineVectorEnv, num_envs={num_envs}: {steps / elapsed:,.0f} agent steps/s, "
        f"{episodes / elapsed:,.0f} episodes/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    seat_env(args.players, args.seconds)
    for num_envs in (256, 4096):
        vector_env(args.players, args.seconds, num_envs)


if __name__ == "__main__":
    main()
