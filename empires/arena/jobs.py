"""What an arena run plays: a game, its options, a line-up of bots, and seeded games.

Game ``i`` of a job has the seed ``job.seed + i``; with rotation its line-up is the job's
line-up turned by ``i`` seats, so every bot sits in every seat equally often. A game is fully
determined by its seed and line-up (bots are seeded from both, see
:func:`empires.bots.play.bot_seed`), which is what makes runs resumable and replayable.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from empires.bots.catalog import make_bot
from empires.kernel.errors import InvalidOptions
from empires.kernel.registry import get_game


@dataclass(frozen=True)
class GameSpec:
    """One game of a job: its number, seed and line-up (one bot kind per seat)."""

    index: int
    seed: int
    lineup: tuple[str, ...]


@dataclass(frozen=True)
class ArenaJob:
    """A batch of seeded games of one game with fixed options and line-up."""

    game: str
    players: int
    lineup: tuple[str, ...]
    games: int
    seed: int = 0
    rotate: bool = True
    options: Mapping[str, Any] = field(default_factory=dict)

    def check(self) -> dict[str, Any]:
        """Fail early with InvalidOptions naming what is wrong; return the resolved options."""
        rules = get_game(self.game)
        info = rules.info
        if not info.min_players <= self.players <= info.max_players:
            raise InvalidOptions(
                f"{info.name} takes {info.min_players} to {info.max_players} players, "
                f"not {self.players}"
            )
        if len(self.lineup) != self.players:
            raise InvalidOptions(
                f"a line-up needs {self.players} bots (one per seat), not {len(self.lineup)}"
            )
        for kind in set(self.lineup):
            make_bot(rules, kind, 0)
        if self.games < 1:
            raise InvalidOptions("a run needs at least one game")
        return dict(info.options.resolve(self.players, self.options))

    def key(self) -> str:
        """A short id of everything that decides the games (not the game count: a longer
        run of the same job extends a shorter one)."""
        spec = {
            "game": self.game,
            "players": self.players,
            "lineup": list(self.lineup),
            "seed": self.seed,
            "rotate": self.rotate,
            "options": dict(sorted(self.options.items())),
        }
        text = json.dumps(spec, sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def specs(self) -> Iterator[GameSpec]:
        """Every game of the job, in order."""
        n = self.players
        for index in range(self.games):
            if self.rotate:
                lineup = tuple(self.lineup[(seat - index) % n] for seat in range(n))
            else:
                lineup = self.lineup
            yield GameSpec(index, self.seed + index, lineup)
