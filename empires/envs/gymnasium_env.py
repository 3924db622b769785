"""A Gymnasium environment: one seat learns, the other seats are played by bots.

The agent is asked only when its seat must decide; the bots (any kind from
``empires.bots.catalog``, each seeded from the game seed) play every other decision, seeing
only their own views. The legal actions are in ``info["action_mask"]`` and in
``action_masks()`` (the method sb3-contrib's MaskablePPO calls).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, SupportsFloat

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from empires.bots.catalog import make_bot
from empires.bots.play import bot_seed
from empires.envs.episode import GameSetup, Mask, Observation, opponents_of, render_spectators
from empires.kernel.game import Bot


class EmpiresSeatEnv(gym.Env[Observation, np.int64]):
    """One seat of a game against bots of the kind ``opponents`` (one name for all, or one per
    other seat in seat order).

    Reward: 0 until the end, then the seat's share of the outcome (winners share +1, the others
    -1). An action not in the mask ends the episode with ``illegal_reward`` and
    ``info["illegal_action"]``.
    """

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 1}  # noqa: RUF012 (Env declares it)

    def __init__(
        self,
        game: str = "empire-engine",
        players: int = 2,
        options: Mapping[str, Any] | None = None,
        seat: int = 0,
        opponents: str | list[str] = "random",
        render_mode: str | None = None,
        illegal_reward: float = -1.0,
    ) -> None:
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"unknown render mode {render_mode!r}")
        self.setup = GameSetup(game, players, options)
        self.lineup = opponents_of(players, seat, opponents)
        for kind in set(self.lineup.values()):
            make_bot(self.setup.rules, kind, 0)  # fails early on an unknown kind
        self.seat = seat
        self.render_mode = render_mode
        self.illegal_reward = illegal_reward
        self.observation_space = spaces.Box(
            0.0, 1.0, (self.setup.encoding.observation_size,), dtype=np.float32
        )
        self.action_space = spaces.Discrete(self.setup.table.size)
        self.state: Any = None
        self.game_seed = 0
        self.bots: dict[int, Bot] = {}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        self.game_seed = seed if seed is not None else int(self.np_random.integers(2**63))
        self.state = self.setup.new_state(self.game_seed)
        self.bots = {
            s: make_bot(self.setup.rules, kind, bot_seed(self.game_seed, s))
            for s, kind in self.lineup.items()
        }
        self._play_bots()
        return self._observe(), self._info()

    def _play_bots(self) -> None:
        """Let the bots decide until the learner is asked or the game is over."""
        rules = self.setup.rules
        while True:
            seats = rules.to_act(self.state)
            if not seats or self.seat in seats:
                return
            seat = seats[0]
            view = rules.view(self.state, seat)
            move = self.bots[seat].choose(view, rules.legal_moves(self.state, seat))
            rules.apply(self.state, seat, move)

    def _observe(self) -> Observation:
        return self.setup.observation(self.state, self.seat)

    def action_masks(self) -> Mask:
        """1 for each legal action id now."""
        return self.setup.mask(self.state, self.seat)

    def _info(self, **extra: Any) -> dict[str, Any]:
        return {"action_mask": self.action_masks(), **extra}

    def step(
        self, action: np.int64
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        rules = self.setup.rules
        if int(action) not in self.setup.table.legal_ids(self.state, self.seat):
            info = self._info(illegal_action=True)
            return self._observe(), self.illegal_reward, True, False, info
        rules.apply(self.state, self.seat, self.setup.table.move(int(action)))
        self._play_bots()
        over = rules.is_over(self.state)
        reward = self.setup.returns(self.state)[self.seat] if over else 0.0
        info = self._info(winners=rules.winners(self.state)) if over else self._info()
        if self.render_mode == "human":
            self.render()
        return self._observe(), reward, over, False, info

    def render(self) -> str | None:
        return render_spectators(self.setup, self.state, self.render_mode)


#: The id under which ``register`` makes the environment known to ``gymnasium.make``.
ENV_ID = "empires/Seat-v0"


def register() -> None:
    """Make ``gymnasium.make("empires/Seat-v0", game=..., players=..., ...)`` work."""
    if ENV_ID not in gym.registry:
        gym.register(id=ENV_ID, entry_point="empires.envs.gymnasium_env:EmpiresSeatEnv")
