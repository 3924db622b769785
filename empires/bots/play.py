"""Seeded bot-against-bot games: the playing core of the arena, ``empires winrate``, the
learning environments and the batched engine's differential test.

Every game is fully determined by its game seed and its line-up: each bot is built from the
bot catalog (:mod:`empires.bots.catalog`) with a seed derived from the game seed and its seat,
and receives only its view and its legal moves. So a list of games gives the same results on
one core or many.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from empires.bots.catalog import make_bot
from empires.kernel.errors import InvalidOptions
from empires.kernel.optional import bot_optional_moves, machine_options
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
    game: str,
    players: int,
    options: Mapping[str, Any],
    lineup: Sequence[str],
    seed: int,
    bots_seed: int | None = None,
) -> GameResult:
    """Play one game to its end with the bots named in ``lineup`` (one per seat). The bots'
    seeds derive from ``bots_seed``, by default the game's seed (so the seed alone fixes the
    game); another ``bots_seed`` plays the same deal with other draws of the bots."""
    rules = get_game(game)
    if len(lineup) != players:
        raise InvalidOptions(f"a line-up needs {players} bots, not {len(lineup)}")
    drawn = seed if bots_seed is None else bots_seed
    bots = [make_bot(rules, kind, bot_seed(drawn, seat)) for seat, kind in enumerate(lineup)]
    # Without optional moves unless the options ask for them (empires.kernel.optional).
    resolved = rules.info.options.resolve(players, machine_options(rules, options))
    state = rules.new_state(players, resolved, seed)
    asked = dict(enumerate(bots))
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
        for other, optional in bot_optional_moves(rules, state, asked):
            rules.apply_optional(state, other, optional)
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
    return list(iter_games(game, players, options, lineups, seeds, workers))


def iter_games(
    game: str,
    players: int,
    options: Mapping[str, Any],
    lineups: Sequence[Sequence[str]],
    seeds: Sequence[int],
    workers: int = 1,
) -> Iterator[GameResult]:
    """``play_games`` one result at a time, in order, as the games end (a long run can report
    as it goes)."""
    if len(lineups) != len(seeds):
        raise ValueError("one line-up per seed")
    jobs = [
        (game, players, dict(options), tuple(lineup), seed)
        for lineup, seed in zip(lineups, seeds, strict=True)
    ]
    if workers <= 1 or len(jobs) < 2:
        yield from (_play_one(job) for job in jobs)
        return
    chunk = max(1, len(jobs) // (workers * 8))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(_play_one, jobs, chunksize=chunk)
