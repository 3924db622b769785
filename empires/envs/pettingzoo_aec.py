"""PettingZoo's AEC (agent-by-agent) API over any registered game.

Sequential decisions map directly. A simultaneous decision is played one waiting seat after
the other: each sees only its own view, in which others' choices stay hidden until the rules
resolve the decision, so the order changes nothing (as in the kernel's ``Match``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from pettingzoo import AECEnv

from empires.envs.episode import agent_name
from empires.envs.seat_agents import SeatAgents


class EmpiresAECEnv(SeatAgents, AECEnv):  # type: ignore[misc]
    """One game as a PettingZoo AEC environment; agents ``player_0`` .. ``player_{n-1}``.

    An action not in the mask ends the game at once: its agent gets ``illegal_reward``, the
    others 0, and its info ``{"illegal_action": True}`` (PettingZoo's usual convention).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["human", "ansi"],
        "name": "empires_aec_v0",
    }

    def __str__(self) -> str:
        return f"empires_aec_{self.setup.game}"

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self._new_game(seed)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        seats = self.setup.rules.to_act(self.state)
        if seats:
            self.agent_selection = agent_name(seats[0])

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self.possible_agents.index(agent)
        return {
            "observation": self.setup.observation(self.state, seat),
            "action_mask": self.setup.mask(self.state, seat),
        }

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.possible_agents.index(agent)
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if action is None or int(action) not in self.setup.table.legal_ids(self.state, seat):
            self.rewards[agent] = self.illegal_reward
            self.infos[agent] = {"illegal_action": True}
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            rules = self.setup.rules
            rules.apply(self.state, seat, self.setup.table.move(int(action)))
            if rules.is_over(self.state):
                returns = self.setup.returns(self.state)
                self.rewards = {a: returns[s] for s, a in enumerate(self.possible_agents)}
                self.terminations = dict.fromkeys(self.agents, True)
            else:
                self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()


def env(**kwargs: Any) -> EmpiresAECEnv:
    """PettingZoo's usual constructor name."""
    return EmpiresAECEnv(**kwargs)
