"""What every environment shares: one game configuration, its encodings as arrays, and the
seeding rule (``docs/learning.md``).

An environment plays the kernel's game with ``reset(seed=s)`` as ``new_match(game, players,
options, seed=s)`` would, so an episode can be replayed with the ordinary tools.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt

from empires.kernel.encoding import ActionTable, Encoding, outcome
from empires.kernel.game import Rules
from empires.kernel.match import default_names
from empires.kernel.optional import machine_options
from empires.kernel.options import OptionValue
from empires.kernel.registry import get_game

Observation = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]


def opponents_of(players: int, seat: int, opponents: str | list[str]) -> dict[int, str]:
    """The bot kind at every seat but the learner's ``seat``: one kind for all, or one each in
    seat order; ValueError for a seat off the table or the wrong number of kinds."""
    if not 0 <= seat < players:
        raise ValueError(f"seat must be from 0 to {players - 1}, not {seat}")
    others = [s for s in range(players) if s != seat]
    kinds = [opponents] * len(others) if isinstance(opponents, str) else list(opponents)
    if len(kinds) != len(others):
        raise ValueError(f"name {len(others)} opponent kinds, not {len(kinds)}")
    return dict(zip(others, kinds, strict=True))


def agent_name(seat: int) -> str:
    """PettingZoo's name of a seat: ``player_0``, ``player_1``, ..."""
    return f"player_{seat}"


class GameSetup:
    """One game configuration: the rules, the player count, the resolved options, and the
    game's encodings with the action table built from them."""

    def __init__(self, game: str, players: int, options: Mapping[str, Any] | None = None) -> None:
        self.rules: Rules[Any, Any] = get_game(game)
        info = self.rules.info
        if not info.min_players <= players <= info.max_players:
            raise ValueError(
                f"{game} takes {info.min_players} to {info.max_players} players, not {players}"
            )
        self.game = game
        self.players = players
        # Machine play: without optional moves unless ``options`` ask for them.
        raw = machine_options(self.rules, options)
        self.options: dict[str, OptionValue] = info.options.resolve(players, raw)
        self.encoding: Encoding = self.rules.encoding(players, self.options)
        self.table = ActionTable(self.rules, self.encoding)

    def new_state(self, seed: int) -> Any:
        """A fresh game, the same as the kernel's ``new_match`` with this seed."""
        return self.rules.new_state(self.players, self.options, seed)

    def observation(self, state: Any, seat: int) -> Observation:
        """The seat's observation vector, built from its view only."""
        vector = self.encoding.observe(self.rules.view(state, seat))
        return np.asarray(vector, dtype=np.float32)

    def mask(self, state: Any, seat: int, *, wait_when_idle: bool = False) -> Mask:
        """1 for each legal action id of the seat; with ``wait_when_idle`` a seat that is not
        asked while the game goes on gets the ``wait`` action as its only choice."""
        mask = np.zeros(self.table.size, dtype=np.int8)
        legal = self.table.legal_ids(state, seat)
        if legal:
            mask[legal] = 1
        elif wait_when_idle and not self.rules.is_over(state):
            mask[self.table.wait] = 1
        return mask

    def returns(self, state: Any) -> list[float]:
        """Final rewards per seat: winners share +1, the others -1 (``outcome``)."""
        return outcome(self.players, self.rules.winners(state))


class GameSeeds:
    """Game seeds for successive resets: ``reset(seed=s)`` plays seed ``s``, each reset without
    a seed the next number; before any seed was given, a random one."""

    def __init__(self) -> None:
        self._last: int | None = None

    def next(self, seed: int | None) -> int:
        """The game seed for a reset given ``seed`` (or ``None``)."""
        if seed is not None:
            self._last = int(seed)
        elif self._last is None:
            self._last = secrets.randbits(63)
        else:
            self._last += 1
        return self._last


def render_spectators(setup: GameSetup, state: Any, mode: str | None) -> str | None:
    """The spectators' view as text (nothing secret), for every environment's ``render``:
    returned in mode ``"ansi"``, printed in mode ``"human"``, nothing without a mode."""
    if mode is None:
        return None
    view = setup.rules.view(state, None)
    text = setup.rules.render_view(view, "en", default_names(setup.players))
    if mode == "human":
        print(text)
        return None
    return text
