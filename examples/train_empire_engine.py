"""Train a small agent on Empire Engine for two players with an off-the-shelf algorithm, and
compare its win rates against the random and heuristic bots before and after training.

The algorithm is sb3-contrib's MaskablePPO (PPO that samples only legal actions) on the
Gymnasium environment ``empires.envs.gymnasium_env.EmpiresSeatEnv``; the learner plays seat 0
in half of the training tables and seat 1 in the other half, against random bots in some and
heuristic bots in the others. Everything runs in one process on the CPU.

    pip install -e '.[rl,examples]'        # the example's extra brings torch and sb3-contrib
    .venv/bin/python examples/train_empire_engine.py --minutes 6

Results go to standard output (and, with ``--json FILE``, to a JSON file).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.vec_env import DummyVecEnv

from empires.arena.stats import wilson_interval
from empires.envs.gymnasium_env import EmpiresSeatEnv

OPPONENTS = ("random", "heuristic")


def evaluate(model: MaskablePPO, opponent: str, games: int, seed: int) -> dict[str, Any]:
    """Play ``games`` seeded games against ``opponent`` bots, the learner in seat 0 and seat 1
    alternately, always taking the policy's most likely legal action."""
    wins = 0
    envs = [EmpiresSeatEnv(players=2, seat=seat, opponents=opponent) for seat in (0, 1)]
    for number in range(games):
        env = envs[number % 2]
        observation, info = env.reset(seed=seed + number)
        over = False
        while not over:
            action, _ = model.predict(
                observation, action_masks=info["action_mask"].astype(bool), deterministic=True
            )
            observation, _reward, over, _cut, info = env.step(int(action))
        wins += env.seat in info["winners"]
    low, high = wilson_interval(wins, games)
    return {
        "opponent": opponent,
        "games": games,
        "wins": wins,
        "rate": wins / games,
        "ci95": [low, high],
    }


def report(label: str, results: list[dict[str, Any]]) -> None:
    for r in results:
        low, high = r["ci95"]
        print(
            f"{label:>6} vs {r['opponent']:<9}: {r['wins']:>4}/{r['games']} wins = "
            f"{r['rate']:.1%} (95% Wilson {low:.1%} to {high:.1%})",
            flush=True,
        )


class StopAfter(BaseCallback):  # type: ignore[misc]
    """Stop training once the wall-clock budget is spent."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.deadline = time.monotonic() + seconds

    def _on_step(self) -> bool:
        return time.monotonic() < self.deadline


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=6.0, help="training time budget")
    parser.add_argument("--timesteps", type=int, default=2_000_000, help="at most this many")
    parser.add_argument("--eval-games", type=int, default=1000, help="games per opponent")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", help="also write the results to this file")
    parser.add_argument("--save", help="save the trained model to this file (.zip)")
    args = parser.parse_args()
    torch.set_num_threads(1)  # one core: the machine is shared

    def table(seat: int, opponent: str, index: int) -> Any:
        def make() -> EmpiresSeatEnv:
            env = EmpiresSeatEnv(players=2, seat=seat, opponents=opponent)
            env.reset(seed=args.seed * 1000 + index)
            return env

        return make

    lineup = [(0, "random"), (1, "random"), (0, "heuristic"), (1, "heuristic")]
    venv = DummyVecEnv([table(seat, opp, i) for i, (seat, opp) in enumerate(lineup)])
    venv.seed(args.seed)
    model = MaskablePPO(
        "MlpPolicy",
        venv,
        learning_rate=3e-4,
        n_steps=512,
        batch_size=256,
        n_epochs=4,
        gamma=1.0,
        ent_coef=0.01,
        policy_kwargs={"net_arch": [128, 128]},
        seed=args.seed,
        verbose=0,
    )
    # Evaluation games use seeds far from the training ones.
    eval_seed = 10_000_000
    before = [evaluate(model, opp, args.eval_games, eval_seed) for opp in OPPONENTS]
    report("before", before)
    start = time.monotonic()
    model.learn(total_timesteps=args.timesteps, callback=StopAfter(args.minutes * 60))
    trained = time.monotonic() - start
    print(f"trained {model.num_timesteps} steps in {trained / 60:.1f} minutes", flush=True)
    after = [evaluate(model, opp, args.eval_games, eval_seed) for opp in OPPONENTS]
    report("after", after)
    if args.save:
        model.save(args.save)
    if args.json:
        results = {
            "seed": args.seed,
            "timesteps": model.num_timesteps,
            "training_minutes": trained / 60,
            "before": before,
            "after": after,
        }
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(results, out, indent=2)


if __name__ == "__main__":
    main()
