"""Seeded bot-against-bot games and the ``empires winrate`` command.

Every game is fully determined by its game seed and its line-up: each bot is built from the
bot catalog (``empires.bots.catalog``) with a seed derived from the game seed and its seat,
and receives only its view and its legal moves. So a list of games gives the same results on one core or many.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from empires.bots.catalog import make_bot
from empires.kernel.errors import InvalidOptions
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng


@dataclass(frozen=True)
class GameResult:
    """The outcome of one seeded game: who sat where, points per seat, the winning seats."""

    seed: int
    lineup: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    decisions: int
    #: Per seat: decisions it made, and the processor time its bot spent choosing (seconds;
    #: machine-dependent, so not part of a result's equality).
    seat_decisions: tuple[int, ...] = ()
    seat_seconds: tuple[float, ...] = field(default=(), compare=False)
    #: Per seat: its role at the end (``Rules.seat_roles``), or empty when the game has none.
    roles: tuple[str, ...] = ()
    #: Per seat: the game's score breakdown (``Rules.score_breakdown``) as JSON text.
    breakdowns: tuple[str, ...] = ()


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of the game seeded ``game_seed`` (distinct per seat)."""
    # SplitMix64's output is a bijection of its input, so distinct inputs give distinct seeds.
    # Taken modulo 2**64 as it always was (a larger seed would select the wide generator).
    return SeededRng((game_seed * 16 + seat + 1) & (2**64 - 1)).next_u64()


def play_game(
    game: str, players: int, options: Mapping[str, Any], lineup: Sequence[str], seed: int
) -> GameResult:
    """Play one game to its end with the bots named in ``lineup`` (one per seat)."""
    rules = get_game(game)
    if len(lineup) != players:
        raise InvalidOptions(f"a line-up needs {players} bots, not {len(lineup)}")
    bots = [make_bot(rules, kind, bot_seed(seed, seat)) for seat, kind in enumerate(lineup)]
    resolved = rules.info.options.resolve(players, options)
    state = rules.new_state(players, resolved, seed)
    decisions = 0
    made = [0] * players
    thought = [0.0] * players
    while True:
        seats = rules.to_act(state)
        if not seats:
            break
        # In a simultaneous decision every waiting seat chooses in secret; whoever is asked
        # first does not matter, and to_act is asked again after each choice.
        seat = seats[0]
        view, legal = rules.view(state, seat), rules.legal_moves(state, seat)
        # Processor time, not wall time: other work on the machine does not count.
        started = time.process_time()
        move = bots[seat].choose(view, legal)
        thought[seat] += time.process_time() - started
        made[seat] += 1
        rules.apply(state, seat, move)
        decisions += 1
    return GameResult(
        seed=seed,
        lineup=tuple(lineup),
        scores=tuple(rules.scores(state)),
        winners=tuple(rules.winners(state)),
        decisions=decisions,
        seat_decisions=tuple(made),
        seat_seconds=tuple(thought),
        roles=tuple(rules.seat_roles(state) or ()),
        breakdowns=tuple(json.dumps(b, sort_keys=True) for b in rules.score_breakdown(state)),
    )


def _play_one(job: tuple[str, int, dict[str, Any], tuple[str, ...], int]) -> GameResult:
    return play_game(*job)


def play_games(
    game: str,
    players: int,
    options: Mapping[str, Any],
    lineups: Sequence[Sequence[str]],
    seeds: Sequence[int],
    workers: int = 1,
) -> list[GameResult]:
    """Play game ``i`` with ``lineups[i]`` and ``seeds[i]``; results in the same order.

    With ``workers`` above 1 the games are spread over processes; the results do not depend
    on it.
    """
    if len(lineups) != len(seeds):
        raise ValueError("one line-up per seed")
    jobs = [
        (game, players, dict(options), tuple(lineup), seed)
        for lineup, seed in zip(lineups, seeds, strict=True)
    ]
    if workers <= 1 or len(jobs) < 2:
        return [_play_one(job) for job in jobs]
    chunk = max(1, len(jobs) // (workers * 8))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(_play_one, jobs, chunksize=chunk))


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% for the default ``z``)."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


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
    from empires.cli import parse_options

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
