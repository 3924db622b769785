"""What both PettingZoo environments share: one agent per seat with its spaces, the game's setup
and seeds, and the spectators' picture."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces

from empires.envs.episode import GameSeeds, GameSetup, agent_name, render_spectators


def observation_space(setup: GameSetup) -> spaces.Dict:
    """Observation vector in [0, 1] and the legal-action mask, as PettingZoo's classic games."""
    return spaces.Dict(
        {
            "observation": spaces.Box(
                0.0, 1.0, (setup.encoding.observation_size,), dtype=np.float32
            ),
            "action_mask": spaces.Box(0, 1, (setup.table.size,), dtype=np.int8),
        }
    )


class SeatAgents:
    """Agents ``player_0`` .. ``player_{n-1}`` of one game (a base of both environments)."""

    metadata: ClassVar[dict[str, Any]]

    def __init__(
        self,
        game: str = "empire-engine",
        players: int = 2,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        illegal_reward: float = -1.0,
    ) -> None:
        super().__init__()
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"unknown render mode {render_mode!r}")
        self.setup = GameSetup(game, players, options)
        self.render_mode = render_mode
        self.illegal_reward = illegal_reward
        self.possible_agents = [agent_name(seat) for seat in range(players)]
        self.agents: list[str] = []
        space = observation_space(self.setup)
        self.observation_spaces = {agent: space for agent in self.possible_agents}
        self.action_spaces = {
            agent: spaces.Discrete(self.setup.table.size) for agent in self.possible_agents
        }
        self._seeds = GameSeeds()
        self.state: Any = None
        self.game_seed = 0

    def _new_game(self, seed: int | None) -> None:
        self.game_seed = self._seeds.next(seed)
        self.state = self.setup.new_state(self.game_seed)
        self.agents = self.possible_agents[:]

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def render(self) -> str | None:
        return render_spectators(self.setup, self.state, self.render_mode)

    def close(self) -> None:
        """Nothing to release."""
