"""The batched engine from Python: set up many games of one configuration, play them with
compiled policies, read scores and winners.

Seeds mean what they mean in the reference engine and the arena: game ``b`` with seed
``seeds[b]`` draws its start player from that seed, and the policy in ``seat`` is seeded with
:func:`empires.bots.play.bot_seed` of the game seed and the seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from empires.games.empire_engine.fast import core
from empires.games.empire_engine.fast._jit import jit
from empires.games.empire_engine.fast.heuristic import future_table
from empires.games.empire_engine.fast.layout import MADE, MAX_SEATS, READY, ROW, SCORE, TEAMS
from empires.games.empire_engine.fast.play import POLICIES, play_games
from empires.games.empire_engine.fast.rng import next_u64
from empires.games.empire_engine.options import OPTIONS
from empires.games.empire_engine.scoring import breakdown_of, units_of
from empires.kernel.errors import InvalidOptions

#: Stands in for the heuristic's table when no seat plays the heuristic.
_NO_TABLE = np.zeros((2, 1, 1, 1, 1, 1), dtype=np.float64)
_FLAG_OPTIONS = (
    "teams",
    "joint_invention",
    "joint_attack",
    "defend_teammate",
    "defend_teammate_cost",
    "shared_export",
    "hidden_score_piles",
)


def _setup_of(players: int, options: Mapping[str, Any]) -> NDArray[np.int64]:
    """A game's set-up as the numbers :func:`core.new_game` takes, from resolved options."""
    start = options["start_player"]
    flags = [
        options[name] == "soldier" if name == "defend_teammate_cost" else bool(options[name])
        for name in _FLAG_OPTIONS
    ]
    numbers = [players, options["rounds"], start if isinstance(start, int) else -1, *flags]
    return np.array(numbers, dtype=np.int64)


@jit
def _reset(
    rows: NDArray[np.int64],
    rngs: NDArray[np.uint64],
    which: NDArray[np.int64],
    setup: NDArray[np.int64],
    seeds: NDArray[np.uint64],
) -> None:
    for i in range(which.shape[0]):
        b = which[i]
        core.new_game(rows[b], setup, seeds[i])
        for seat in range(setup[0]):
            # empires.bots.play.bot_seed: SplitMix64 of seed * 16 + seat + 1 (mod 2**64).
            _, rngs[b, seat] = next_u64(np.uint64(seeds[i] * np.uint64(16) + np.uint64(seat + 1)))


@jit
def _results(rows: NDArray[np.int64], points: NDArray[np.int64], wins: NDArray[np.bool_]) -> None:
    ready = np.zeros(MAX_SEATS, np.int64)
    for b in range(rows.shape[0]):
        core.points(rows[b], points[b], ready)
        core.winners(rows[b], wins[b])


def policy_table(heuristic: bool) -> NDArray[np.float64]:
    """The table the policies are handed: the heuristic's future values if a seat plays it."""
    return future_table() if heuristic else _NO_TABLE


def check_lineup(players: int, lineup: Sequence[str], kinds: set[str] | None = None) -> None:
    """Raise InvalidOptions unless every policy named has a batched form and a line-up has
    one policy per seat."""
    if len(lineup) != players:
        raise InvalidOptions(f"a line-up needs {players} policies, not {len(lineup)}")
    unknown = sorted((kinds or set(lineup)) - set(POLICIES))
    if unknown:
        raise InvalidOptions(
            f"no batched policy {unknown[0]!r}; batched policies: {', '.join(POLICIES)}"
        )


class Batch:
    """Games of one player count and option set, one row each (see :mod:`.layout`)."""

    rows: NDArray[np.int64]
    rngs: NDArray[np.uint64]

    def __init__(
        self,
        players: int,
        options: Mapping[str, Any],
        seeds: Sequence[int] | NDArray[np.uint64],
        reuse: Batch | None = None,
    ) -> None:
        """Set up one game per seed; ``reuse``: a finished batch of the same size whose
        memory the new games may take over (fresh memory costs a page fault per game)."""
        if not 2 <= players <= MAX_SEATS:
            raise InvalidOptions(f"Empire Engine takes 2 to {MAX_SEATS} players, not {players}")
        self.players = players
        self.options = OPTIONS.resolve(players, options)
        rounds = self.options["rounds"]
        assert isinstance(rounds, int)
        self.rounds = rounds
        if isinstance(seeds, np.ndarray):
            self.seeds = seeds.astype(np.uint64)
        else:
            # Python ints of any size, reduced as SeededRng reduces them.
            self.seeds = np.array([s & (2**64 - 1) for s in seeds], dtype=np.uint64)
        size = len(self.seeds)
        if reuse is not None and reuse.rows.shape[0] == size and reuse.players == players:
            self.rows, self.rngs = reuse.rows, reuse.rngs
        else:
            # Every row is cleared when its game is set up.
            self.rows = np.empty((size, ROW), dtype=np.int64)
            self.rngs = np.empty((size, players), dtype=np.uint64)
        self.restart(np.arange(size, dtype=np.int64), self.seeds)

    def restart(self, which: NDArray[np.int64], seeds: NDArray[np.uint64]) -> None:
        """Set up game ``which[i]`` anew with seed ``seeds[i]`` (and its seats' generators)."""
        _reset(self.rows, self.rngs, which, _setup_of(self.players, self.options), seeds)

    @property
    def max_decisions(self) -> int:
        """At most two placements and three simultaneous choices per seat and round."""
        return self.rounds * self.players * 5

    def play(self, lineup: Sequence[str], record: bool = False) -> tuple[int, NDArray[np.int32]]:
        """Play every game to its end with one policy per seat (``random``, ``heuristic``,
        ``heuristic-pure``);
        return the decisions made and, with ``record``, each game's moves (see
        :func:`play_games`)."""
        check_lineup(self.players, lineup)
        policies = np.array([POLICIES[name] for name in lineup], dtype=np.int64)
        return self._play(np.tile(policies, (len(self.rows), 1)), needs_table(lineup), record)

    def play_lineups(
        self, lineups: Sequence[Sequence[str]], record: bool = False
    ) -> tuple[int, NDArray[np.int32]]:
        """Like :meth:`play`, with a line-up for each game."""
        kinds = {name for lineup in lineups for name in lineup}
        check_lineup(self.players, next(iter(lineups), ()), kinds)
        if len(lineups) != len(self.rows) or any(len(x) != self.players for x in lineups):
            raise InvalidOptions(f"one line-up of {self.players} policies per game")
        policies = np.array(
            [[POLICIES[name] for name in lineup] for lineup in lineups], dtype=np.int64
        ).reshape(len(self.rows), self.players)
        return self._play(policies, needs_table(kinds), record)

    def _play(
        self, policies: NDArray[np.int64], heuristic: bool, record: bool
    ) -> tuple[int, NDArray[np.int32]]:
        log = np.zeros((len(self.rows), self.max_decisions + 1 if record else 0), np.int32)
        table = policy_table(heuristic)
        decisions = play_games(self.rows, (policies, self.rngs, table), log)
        return int(decisions), log

    def decisions(self) -> NDArray[np.int64]:
        """Per game and seat, the decisions the seat made."""
        made: NDArray[np.int64] = self.rows[:, MADE : MADE + self.players].copy()
        return made

    def breakdowns(self) -> list[list[dict[str, Any]]]:
        """Per game, each seat's score breakdown as the reference engine gives it."""
        units = units_of(self.players, bool(self.rows[0, TEAMS]) if len(self.rows) else False)
        seats = range(self.players)
        found = []
        for row in self.rows:
            score = [[int(row[SCORE + 3 * s + k]) for k in range(3)] for s in seats]
            ready = [int(row[READY + 2 * s] + row[READY + 2 * s + 1]) for s in seats]
            found.append(breakdown_of(units, score, ready))
        return found

    def results(self) -> tuple[NDArray[np.int64], NDArray[np.bool_]]:
        """Points per game and seat, and which seats won (all games must be over)."""
        points = np.zeros((len(self.rows), self.players), np.int64)
        wins = np.zeros((len(self.rows), self.players), np.bool_)
        _results(self.rows, points, wins)
        return points, wins


def needs_table(kinds: Iterable[str]) -> bool:
    """Whether a heuristic policy plays (it needs the future values: :func:`policy_table`)."""
    return any(name.startswith("heuristic") for name in kinds)
