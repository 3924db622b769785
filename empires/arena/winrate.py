"""``empires winrate``: seeded games of one bot against others, its record with a 95% interval."""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass

from empires.arena.stats import wilson_interval
from empires.bots.catalog import make_bot
from empires.bots.play import GameResult, play_games
from empires.kernel.errors import InvalidOptions
from empires.kernel.option_text import parse_options
from empires.kernel.registry import get_game


@dataclass(frozen=True)
class WinRate:
    """The measured bot's record over a set of games."""

    games: int
    wins: int
    sole_wins: int
    mean_points: float
    mean_points_others: float

    @property
    def rate(self) -> float:
        """Share of games won (sole or shared first)."""
        return self.wins / self.games if self.games else 0.0


def summarize(results: Sequence[GameResult], seats: Sequence[int]) -> WinRate:
    """The record of the bot sitting in ``seats[i]`` of game ``i``."""
    wins = sole = 0
    mine = others = 0.0
    other_count = 0
    for result, seat in zip(results, seats, strict=True):
        if seat in result.winners:
            wins += 1
            sole += len(result.winners) == 1
        mine += result.scores[seat]
        rest = [p for s, p in enumerate(result.scores) if s != seat]
        others += sum(rest)
        other_count += len(rest)
    games = len(results)
    return WinRate(
        games=games,
        wins=wins,
        sole_wins=sole,
        mean_points=mine / games if games else 0.0,
        mean_points_others=others / other_count if other_count else 0.0,
    )


def run_winrate(args: argparse.Namespace) -> int:
    """``empires winrate``: the measured bot in one seat (rotating), ``--against`` elsewhere."""
    rules = get_game(args.game)
    players = args.players
    info = rules.info
    if not info.min_players <= players <= info.max_players:
        raise InvalidOptions(
            f"{info.name} takes {info.min_players} to {info.max_players} players, not {players}"
        )
    for kind in (args.bot, args.against):
        make_bot(rules, kind, 0)  # fail early, naming an unknown bot
    if args.games < 1:
        raise InvalidOptions("--games must be at least 1")
    options = parse_options(args.option)
    info.options.resolve(players, options)  # fail early, naming a bad option
    workers = getattr(args, "workers", None) or os.cpu_count() or 1
    seeds = [args.seed + i for i in range(args.games)]
    seats = [i % players for i in range(args.games)]
    lineups = [[args.bot if s == seat else args.against for s in range(players)] for seat in seats]
    started = time.perf_counter()
    results = play_games(args.game, players, options, lineups, seeds, workers=workers)
    elapsed = time.perf_counter() - started
    record = summarize(results, seats)
    low, high = wilson_interval(record.wins, record.games)
    shown = " ".join(f"{k}={v}" for k, v in options.items())
    print(
        f"{info.name}, {players} players{', ' + shown if shown else ''}: "
        f"{args.bot} against {args.against} (seat rotating)"
    )
    print(f"games played: {record.games}")
    print(
        f"wins (sole or shared first): {record.wins} ({100 * record.rate:.1f}%), "
        f"95% CI {100 * low:.1f}%-{100 * high:.1f}%"
    )
    print(f"sole wins: {record.sole_wins} ({100 * record.sole_wins / record.games:.1f}%)")
    print(f"parity (one seat in {players}): {100 / players:.1f}%")
    print(
        f"average points: {args.bot} {record.mean_points:.2f}, "
        f"others {record.mean_points_others:.2f}"
    )
    print(f"seeds: {seeds[0]}..{seeds[-1]}")
    print(f"wall time: {elapsed:.1f} s ({workers} worker{'s' if workers != 1 else ''})")
    return 0
