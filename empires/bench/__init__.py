"""``empires bench GAME``: full random games through the Rules API, on one core, timed.

Random moves come from one SeededRng, so a seed always plays the same games with the same
moves; only how many games fit into the time depends on the machine. One decision is one
player's one choice, that is one ``rules.apply`` call. A simultaneous decision counts one
decision per seat that chooses; after each choice the waiting seats are asked again.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from empires.kernel.errors import InvalidOptions
from empires.kernel.game import Rules
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng


@dataclass(frozen=True)
class BenchResult:
    """What one benchmark run measured."""

    game: str
    players: int
    seed: int
    seconds: float
    games: int
    decisions: int
    #: The generator that dealt: "splitmix64", or "wide" (``--wide``: a web table's).
    generator: str = "splitmix64"

    @property
    def games_per_second(self) -> float:
        """Completed games per second of measured time."""
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def decisions_per_second(self) -> float:
        """Decisions (apply calls) per second of measured time."""
        return self.decisions / self.seconds if self.seconds > 0 else 0.0

    @property
    def decisions_per_game(self) -> float:
        """Average decisions in one complete game."""
        return self.decisions / self.games if self.games else 0.0


def play_random_game(
    rules: Rules[Any, Any], players: int, options: dict[str, Any], seed: int, rng: SeededRng
) -> int:
    """Play one game to its end with uniformly random legal moves; return its decisions."""
    state = rules.new_state(players, options, seed)
    to_act, legal_moves, apply = rules.to_act, rules.legal_moves, rules.apply
    decisions = 0
    while True:
        seats = to_act(state)
        if not seats:
            return decisions
        # In a simultaneous decision the first waiting seat chooses; to_act is then asked again.
        seat = seats[0]
        apply(state, seat, rng.choice(legal_moves(state, seat)))
        decisions += 1


def measure(
    game: str, players: int, seconds: float, seed: int, *, wide: bool = False
) -> BenchResult:
    """Play random games for at least ``seconds`` and count only the games that finished."""
    rules = get_game(game)
    info = rules.info
    if not info.min_players <= players <= info.max_players:
        raise InvalidOptions(
            f"{info.name} takes {info.min_players} to {info.max_players} players, not {players}"
        )
    options = info.options.resolve(players, {})
    rng = SeededRng(seed)
    games = decisions = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds or games == 0:
        # ``wide``: game seeds beyond 64 bits, as a web table's, so the wide generator deals.
        game_seed = rng.next_u64() | (1 << 128 if wide else 0)
        decisions += play_random_game(rules, players, options, game_seed, rng)
        games += 1
        elapsed = time.perf_counter() - start
    generator = "wide" if wide else "splitmix64"
    return BenchResult(game, players, seed, elapsed, games, decisions, generator)


def _cpu_model() -> str:
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return platform.processor() or "unknown"
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() in ("model name", "Processor", "cpu model"):
            return value.strip()
    return platform.processor() or "unknown"


def machine() -> dict[str, Any]:
    """The machine and interpreter the figures were measured on."""
    return {
        "platform": platform.platform(),
        "cpu": _cpu_model(),
        "cpu_count": os.cpu_count(),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
    }


def run_bench(args: argparse.Namespace) -> int:
    """Run ``empires bench`` and print the figures (as JSON with ``--json``)."""
    wide = bool(getattr(args, "wide", False))
    result = measure(args.game, args.players, args.seconds, args.seed, wide=wide)
    host = machine()
    if getattr(args, "json", False):
        out = asdict(result) | {
            "seconds": round(result.seconds, 3),
            "games_per_second": round(result.games_per_second, 3),
            "decisions_per_second": round(result.decisions_per_second, 1),
            "decisions_per_game": round(result.decisions_per_game, 2),
            "machine": host,
        }
        print(json.dumps(out, indent=1))
        return 0
    print(f"game: {result.game}")
    print(f"players: {result.players}")
    print(f"seed: {result.seed}")
    print(f"generator: {result.generator}")
    print(f"measured: {result.seconds:.2f} s on one core")
    print(f"games completed: {result.games}")
    print(f"decisions: {result.decisions}")
    print(f"games/s: {result.games_per_second:.1f}")
    print(f"decisions/s: {result.decisions_per_second:.0f}")
    print(f"decisions per game: {result.decisions_per_game:.1f}")
    print(
        f"machine: {host['platform']}; CPU: {host['cpu']}; {host['cpu_count']} CPUs; "
        f"{host['implementation']} {host['python']}"
    )
    return 0
