"""PettingZoo's Parallel API over any registered game.

Every live agent sends an action each step. The seats the game is asking (one in a sequential
decision, all waiting seats in a simultaneous one) play their moves together; every other
seat's mask offers only the ``wait`` action, and whatever such a seat sends is ignored.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pettingzoo import ParallelEnv

from empires.envs.episode import agent_name
from empires.envs.seat_agents import SeatAgents

Step = tuple[
    dict[str, dict[str, Any]],
    dict[str, float],
    dict[str, bool],
    dict[str, bool],
    dict[str, dict[str, Any]],
]


class EmpiresParallelEnv(SeatAgents, ParallelEnv):  # type: ignore[misc]
    """One game as a PettingZoo Parallel environment; agents ``player_0`` .. ``player_{n-1}``.

    If an asked seat sends an action not in its mask, the game ends at once: that agent gets
    ``illegal_reward``, the others 0, and its info ``{"illegal_action": True}``.
    """

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["human", "ansi"],
        "name": "empires_parallel_v0",
    }

    def __str__(self) -> str:
        return f"empires_parallel_{self.setup.game}"

    def _observations(self) -> dict[str, dict[str, Any]]:
        return {
            agent: {
                "observation": self.setup.observation(self.state, seat),
                "action_mask": self.setup.mask(self.state, seat, wait_when_idle=True),
            }
            for seat, agent in enumerate(self.possible_agents)
            if agent in self.agents
        }

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
        self._new_game(seed)
        return self._observations(), {agent: {} for agent in self.agents}

    def step(self, actions: dict[str, int]) -> Step:
        rules, table = self.setup.rules, self.setup.table
        asked = rules.to_act(self.state)
        rewards = dict.fromkeys(self.agents, 0.0)
        infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        # Check every asked seat's action before playing any, so that an illegal one leaves
        # the position as it was.
        illegal = [
            seat
            for seat in asked
            if actions.get(agent_name(seat)) is None
            or int(actions[agent_name(seat)]) not in table.legal_ids(self.state, seat)
        ]
        over = bool(illegal)
        if illegal:
            for seat in illegal:
                rewards[agent_name(seat)] = self.illegal_reward
                infos[agent_name(seat)] = {"illegal_action": True}
        else:
            for seat in asked:
                rules.apply(self.state, seat, table.move(int(actions[agent_name(seat)])))
            if rules.is_over(self.state):
                over = True
                returns = self.setup.returns(self.state)
                rewards = {agent: returns[seat] for seat, agent in enumerate(self.agents)}
        observations = self._observations()
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, False)
        if over:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminations, truncations, infos


def parallel_env(**kwargs: Any) -> EmpiresParallelEnv:
    """PettingZoo's usual constructor name."""
    return EmpiresParallelEnv(**kwargs)
