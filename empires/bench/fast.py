"""``empires bench empire-engine --fast``: the batched engine's decisions and games per second on
one core, beside OpenSpiel's C++ goofspiel (4 players, 8 cards) measured in the same run, and,
with ``--differential``, the full differential test first.

Both are driven the same way: complete games with uniformly random legal moves, a decision
being one player's one choice (a seat with a single possible move is not asked, so it is not
counted; goofspiel's last card and its chance nodes, which turn up the prize cards, are not
decisions either).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from empires.bench import machine
from empires.bench.differential import configurations, run_all
from empires.games.empire_engine.fast.batch import Batch
from empires.kernel.errors import InvalidOptions

GOOFSPIEL = "goofspiel(players=4,num_cards=8)"


@dataclass(frozen=True)
class Throughput:
    """What one measurement counted."""

    engine: str
    batch: int
    seconds: float
    games: int
    decisions: int

    @property
    def games_per_second(self) -> float:
        """Completed games per second of measured time."""
        return self.games / self.seconds

    @property
    def decisions_per_second(self) -> float:
        """Decisions per second of measured time."""
        return self.decisions / self.seconds

    def as_json(self) -> dict[str, Any]:
        """The figures as JSON."""
        return asdict(self) | {
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 1),
            "decisions_per_second": round(self.decisions_per_second, 1),
        }


class FastEngine:
    """Batches of random games of the batched engine; the first, untimed game loads or
    compiles the code."""

    def __init__(self, players: int, seed: int, batch: int) -> None:
        self.players, self.batch = players, batch
        self.next_seed = seed
        self.lineup = ["random"] * players
        Batch(players, {}, np.arange(1, dtype=np.uint64)).play(self.lineup)
        self.games: Batch | None = None
        self.result = Throughput(f"empire-engine --fast ({players} players)", batch, 0.0, 0, 0)

    def run(self, seconds: float) -> None:
        """Play whole batches for at least ``seconds`` (setting up each batch is timed)."""
        games = decisions = 0
        start = time.perf_counter()
        elapsed = 0.0
        while elapsed < seconds or games == 0:
            seeds = np.arange(self.next_seed, self.next_seed + self.batch, dtype=np.uint64)
            self.next_seed += self.batch
            self.games = Batch(self.players, {}, seeds, reuse=self.games)
            made, _ = self.games.play(self.lineup)
            decisions += made
            games += self.batch
            elapsed = time.perf_counter() - start
        self.result = _add(self.result, elapsed, games, decisions)


class OpenSpielGoofspiel:
    """OpenSpiel's goofspiel with random legal moves from Python, one game after another.
    Moves come from Python's own generator (its C Mersenne Twister is faster than our pure
    Python SplitMix64, which would only slow OpenSpiel down)."""

    def __init__(self, seed: int) -> None:
        try:
            import pyspiel
        except ImportError as error:  # pragma: no cover - depends on the installation
            raise InvalidOptions(
                "the comparison needs OpenSpiel: pip install open_spiel"
            ) from error
        self.game = pyspiel.load_game(GOOFSPIEL)
        self.rng = random.Random(seed)
        self.result = Throughput(f"OpenSpiel {GOOFSPIEL}", 1, 0.0, 0, 0)

    def run(self, seconds: float) -> None:
        """Play whole games for at least ``seconds``."""
        game, rng = self.game, self.rng
        players = game.num_players()
        games = decisions = 0
        start = time.perf_counter()
        elapsed = 0.0
        while elapsed < seconds or games == 0:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                    continue
                actions = []
                for player in range(players):
                    legal = state.legal_actions(player)
                    decisions += len(legal) > 1
                    actions.append(legal[rng.randrange(len(legal))])
                state.apply_actions(actions)
            games += 1
            elapsed = time.perf_counter() - start
        self.result = _add(self.result, elapsed, games, decisions)


def _add(total: Throughput, seconds: float, games: int, decisions: int) -> Throughput:
    return Throughput(
        total.engine,
        total.batch,
        total.seconds + seconds,
        total.games + games,
        total.decisions + decisions,
    )


def measure(
    players: int, seconds: float, seed: int, batch: int, slices: int = 10
) -> tuple[Throughput, Throughput]:
    """Both engines for ``seconds`` each, in alternating slices, so that other work on the
    machine weighs on both alike."""
    fast, spiel = FastEngine(players, seed, batch), OpenSpielGoofspiel(seed)
    for _ in range(slices):
        fast.run(seconds / slices)
        spiel.run(seconds / slices)
    return fast.result, spiel.result


def run_fast_bench(args: argparse.Namespace) -> int:
    """Run the differential test (with ``--differential``), then both measurements."""
    if args.game != "empire-engine":
        raise InvalidOptions("--fast exists for empire-engine only")
    out: dict[str, Any] = {}
    if args.differential:
        started = time.perf_counter()
        compared, difference = run_all(args.differential, args.seed)
        out["differential"] = {
            "games": compared,
            "configurations": len(list(configurations())),
            "identical": difference is None,
            "first_difference": difference,
            "seconds": round(time.perf_counter() - started, 1),
        }
        if not args.json:
            verdict = "all identical" if difference is None else f"DIFFERENT: {difference}"
            print(
                f"differential test: {compared} games over {out['differential']['configurations']} "
                f"configurations against the reference engine: {verdict} "
                f"({out['differential']['seconds']} s)"
            )
        if difference is not None:
            if args.json:
                print(json.dumps(out, indent=1))
            return 1
    fast, spiel = measure(args.players, args.seconds, args.seed, args.batch)
    ratio = fast.decisions_per_second / spiel.decisions_per_second
    host = machine()
    if args.json:
        out |= {
            "fast": fast.as_json(),
            "openspiel": spiel.as_json(),
            "ratio": round(ratio, 2),
            "machine": host,
        }
        print(json.dumps(out, indent=1))
        return 0
    for result in (fast, spiel):
        print(f"{result.engine}:")
        print(
            f"  batch size: {result.batch}; measured {result.seconds:.2f} s on one core "
            "(in 10 slices, alternating with the other engine)"
        )
        print(f"  games: {result.games}; decisions: {result.decisions}")
        print(f"  games/s: {result.games_per_second:,.0f}")
        print(f"  decisions/s: {result.decisions_per_second:,.0f}")
    print(f"decisions/s, batched Empire Engine / OpenSpiel goofspiel: {ratio:.1f}x")
    print(
        f"machine: {host['platform']}; CPU: {host['cpu']}; {host['cpu_count']} CPUs; "
        f"{host['implementation']} {host['python']}"
    )
    return 0
