"""A Gymnasium vector environment over the batched engine: ``num_envs`` games of Empire
Engine in which one seat learns and batched policies play the others.

Every sub-environment is :class:`empires.envs.gymnasium_env.EmpiresSeatEnv` with the same
seat, opponents, observations, action ids, masks and rewards (a test plays both side by
side), stepped together in compiled code. Autoreset follows Gymnasium's default
(``NEXT_STEP``): the step after an episode ends starts the next one and ignores its action.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space
from numpy.typing import NDArray

from empires.envs.episode import GameSetup, opponents_of
from empires.games.empire_engine.fast.batch import (
    Batch,
    check_lineup,
    needs_table,
    policy_table,
)
from empires.games.empire_engine.fast.layout import CODES, OVER, PHASE, code_of, move_of
from empires.games.empire_engine.fast.play import POLICIES
from empires.games.empire_engine.fast.seat_play import learner_moves
from empires.kernel.encoding import outcome


class EmpireEngineVectorEnv(gym.vector.VectorEnv[Any, Any, Any]):
    """``num_envs`` Empire Engine games; the agent plays ``seat`` in each, the other seats
    are played by batched policies (``random`` or ``heuristic``: one name, or one per other
    seat). ``reset(seed=s)`` plays seed ``s + i`` in sub-environment ``i``; a sub-environment
    that starts a new episode plays its previous seed plus ``num_envs``. The legal actions
    are in ``infos["action_mask"]`` and :meth:`action_masks`."""

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP}  # noqa: RUF012 (VectorEnv declares it)

    def __init__(
        self,
        num_envs: int,
        players: int = 2,
        options: Mapping[str, Any] | None = None,
        seat: int = 0,
        opponents: str | list[str] = "random",
        illegal_reward: float = -1.0,
    ) -> None:
        self.setup = GameSetup("empire-engine", players, options)
        lineup = ["random"] * players
        for other, kind in opponents_of(players, seat, opponents).items():
            lineup[other] = kind
        check_lineup(players, lineup)
        self.num_envs = num_envs
        self.seat = seat
        self.players = players
        self.illegal_reward = illegal_reward
        size = self.setup.encoding.observation_size
        self.single_observation_space = spaces.Box(0.0, 1.0, (size,), dtype=np.float32)
        self.single_action_space = spaces.Discrete(self.setup.table.size)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        table = self.setup.table
        self._ids = np.full(CODES, table.wait, dtype=np.int64)
        for code in range(CODES):
            try:
                self._ids[code] = table.action_id(move_of(code))
            except ValueError:
                continue  # a move this configuration never offers
        self._codes = np.array(
            [code_of(table.move(i)) for i in range(table.wait)] + [-1], dtype=np.int64
        )
        self._policies = np.tile(
            np.array([POLICIES[k] for k in lineup], dtype=np.int64), (num_envs, 1)
        )
        self._table = policy_table(needs_table(lineup))
        self._games = Batch(players, self.setup.options, np.zeros(num_envs, dtype=np.uint64))
        self._seeds = np.zeros(num_envs, dtype=np.uint64)
        self._restart = np.zeros(num_envs, dtype=bool)
        self._obs = np.zeros((num_envs, size), dtype=np.float32)
        self._masks = np.zeros((num_envs, table.size), dtype=np.int8)

    def _start(self, which: NDArray[np.int64]) -> None:
        self._games.restart(which, self._seeds[which])

    def reset(
        self, *, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[NDArray[np.float32], dict[str, Any]]:
        """Start a game in every sub-environment."""
        super().reset(seed=seed if isinstance(seed, int) else None)
        if seed is None:
            base = int(self.np_random.integers(2**62))
            seeds = [base + i for i in range(self.num_envs)]
        elif isinstance(seed, int):
            seeds = [seed + i for i in range(self.num_envs)]
        else:
            seeds = list(seed)
        self._seeds[:] = np.array([s & (2**64 - 1) for s in seeds], dtype=np.uint64)
        self._start(np.arange(self.num_envs, dtype=np.int64))
        self._restart[:] = False
        self._advance(np.full(self.num_envs, -1, dtype=np.int64))
        return self._obs.copy(), {"action_mask": self._masks.copy()}

    def _advance(self, codes: NDArray[np.int64]) -> None:
        rows, seats = self._games.rows, (self._policies, self._games.rngs, self._table)
        learner_moves(rows, self.seat, codes, seats, self._ids, self._obs, self._masks)

    def action_masks(self) -> NDArray[np.int8]:
        """1 for each legal action id now, one row per sub-environment."""
        return self._masks.copy()

    def step(
        self, actions: Any
    ) -> tuple[
        NDArray[np.float32],
        NDArray[np.float64],
        NDArray[np.bool_],
        NDArray[np.bool_],
        dict[str, Any],
    ]:
        """Play every sub-environment's action (ignored where a new episode starts)."""
        actions = np.asarray(actions, dtype=np.int64).reshape(self.num_envs)
        rewards = np.zeros(self.num_envs, dtype=np.float64)
        terminated = np.zeros(self.num_envs, dtype=bool)
        illegal = np.zeros(self.num_envs, dtype=bool)
        restart = np.flatnonzero(self._restart)
        if restart.size:
            self._seeds[restart] += np.uint64(self.num_envs)
            self._start(restart.astype(np.int64))
        valid = (actions >= 0) & (actions < self._masks.shape[1])
        legal = np.zeros(self.num_envs, dtype=bool)
        legal[valid] = self._masks[np.flatnonzero(valid), actions[valid]] == 1
        codes = np.where(legal, self._codes[np.where(valid, actions, -1)], -1)
        codes[self._restart] = -1
        illegal[:] = ~legal & ~self._restart
        self._advance(codes)
        over = self._games.rows[:, PHASE] == OVER
        if over.any():
            _, wins = self._games.results()
            for b in np.flatnonzero(over & ~illegal):
                winners = [s for s in range(self.players) if wins[b, s]]
                rewards[b] = outcome(self.players, winners)[self.seat]
        rewards[illegal] = self.illegal_reward
        terminated[:] = (over | illegal) & ~self._restart
        self._restart = terminated.copy()
        infos: dict[str, Any] = {"action_mask": self._masks.copy(), "illegal_action": illegal}
        truncated = np.zeros(self.num_envs, dtype=bool)
        return self._obs.copy(), rewards, terminated, truncated, infos
