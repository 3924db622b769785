"""Differential testing: the batched engine against the reference engine.

For the same configuration, seeds and policies both engines must play the same games, move
for move, and end with the same points and winners. The reference side plays exactly as the
arena does (:func:`empires.bots.play.play_game`: bots from the catalogue, seeded with
:func:`empires.bots.play.bot_seed`); the batched side plays the same seeds in one batch.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from empires.bots.catalog import make_bot
from empires.bots.play import bot_seed
from empires.games.empire_engine.fast.batch import Batch
from empires.games.empire_engine.fast.layout import code_of, move_of
from empires.games.empire_engine.moves import move_to_json
from empires.games.empire_engine.options import TEAM_VARIANTS
from empires.kernel.registry import get_game

#: Policies that never read their view: the reference side need not build one for them.
_BLIND = {"random"}


@dataclass(frozen=True)
class ReferenceGame:
    """One game as the reference engine played it."""

    moves: tuple[tuple[int, int], ...]
    points: tuple[int, ...]
    winners: tuple[int, ...]


def reference_game(
    players: int, options: Mapping[str, Any], seed: int, lineup: Sequence[str]
) -> ReferenceGame:
    """Play one game with the reference engine and the catalogue's bots, as the arena does,
    recording every decision as ``(seat, code)``."""
    rules = get_game("empire-engine")
    bots = [make_bot(rules, kind, bot_seed(seed, seat)) for seat, kind in enumerate(lineup)]
    state = rules.new_state(players, rules.info.options.resolve(players, options), seed)
    moves: list[tuple[int, int]] = []
    while True:
        seats = rules.to_act(state)
        if not seats:
            break
        seat = seats[0]
        legal = rules.legal_moves(state, seat)
        view = {} if lineup[seat] in _BLIND else rules.view(state, seat)
        move = bots[seat].choose(view, legal)
        moves.append((seat, code_of(move)))
        rules.apply(state, seat, move)
    return ReferenceGame(tuple(moves), tuple(rules.scores(state)), tuple(rules.winners(state)))


def _describe(seat: int, code: int) -> str:
    return f"seat {seat} plays {move_to_json(move_of(code))}"


def first_difference(
    where: str,
    reference: ReferenceGame,
    moves: Sequence[tuple[int, int]],
    points: Sequence[int],
    winners: Sequence[int],
) -> str | None:
    """None if the batched game (its ``(seat, code)`` moves, points and winners) is the
    reference game; else what differs first, the first diverging move if there is one."""
    for i, (expected, got) in enumerate(zip(reference.moves, moves, strict=False)):
        if expected != got:
            return (
                f"{where}: decision {i} differs: reference {_describe(*expected)}, "
                f"batched {_describe(*got)} (the {i} moves before agree)"
            )
    if len(reference.moves) != len(moves):
        return (
            f"{where}: the reference game has {len(reference.moves)} decisions, the batched "
            f"one {len(moves)} (the first {min(len(reference.moves), len(moves))} agree)"
        )
    if tuple(reference.points) != tuple(points) or tuple(reference.winners) != tuple(winners):
        return (
            f"{where}: same moves, but reference points {list(reference.points)} winners "
            f"{list(reference.winners)}, batched points {list(points)} winners {list(winners)}"
        )
    return None


def compare(
    players: int, options: Mapping[str, Any], seeds: Sequence[int], lineup: Sequence[str]
) -> str | None:
    """Play ``seeds`` in both engines; None if every game is identical, else the first
    difference (see :func:`first_difference`)."""
    batch = Batch(players, options, seeds)
    _, log = batch.play(lineup, record=True)
    points, wins = batch.results()
    for b, seed in enumerate(seeds):
        reference = reference_game(players, options, seed, lineup)
        end = int((log[b] < 0).argmax())
        moves = [(int(entry) // 256, int(entry) % 256) for entry in log[b, :end]]
        winners = [seat for seat in range(players) if wins[b, seat]]
        where = f"{players} players, options {dict(options)}, seed {seed}, line-up {list(lineup)}"
        found = first_difference(where, reference, moves, [int(p) for p in points[b]], winners)
        if found is not None:
            return found
    return None


def configurations() -> Iterator[tuple[int, dict[str, Any]]]:
    """Every player count with the solo options, and every team variant combination."""
    solo: list[dict[str, Any]] = [
        {},
        {"long_game": True},
        {"rounds": 3},
        {"start_player": 1},
        {"hidden_score_piles": True},
        {"edition": "de"},
    ]
    for players in range(2, 13):
        for options in solo:
            yield players, options
    for mask in range(1 << len(TEAM_VARIANTS)):
        variants = {v: True for i, v in enumerate(TEAM_VARIANTS) if mask >> i & 1}
        for edition in ("en", "de"):
            yield 4, {"teams": True, "edition": edition, **variants}
    yield 4, {"teams": True, "hidden_score_piles": True, **dict.fromkeys(TEAM_VARIANTS, True)}


def run_all(games: int, seed: int = 0, lineup_kind: str = "random") -> tuple[int, str | None]:
    """Compare at least ``games`` games, spread evenly over :func:`configurations`, seeds
    counting up from ``seed``; return the games compared and the first difference, if any."""
    cases = list(configurations())
    per_case = -(-games // len(cases))
    compared = 0
    for players, options in cases:
        seeds = range(seed + compared, seed + compared + per_case)
        found = compare(players, options, seeds, [lineup_kind] * players)
        compared += per_case
        if found is not None:
            return compared, found
    return compared, None
