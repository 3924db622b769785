"""The batched engine (empires.games.empire_engine.fast) against the reference engine: the same
random draws, the same move codes, and, on a sample of every configuration, the same games
move for move and score for score. The full run (over 100,000 games) is
``empires bench empire-engine --fast --differential 100000``."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from empires.arena.stats import wilson_interval
from empires.bench.differential import ReferenceGame, compare, configurations, first_difference
from empires.games.empire_engine.fast.batch import Batch
from empires.games.empire_engine.fast.layout import CODES, code_of, move_of
from empires.games.empire_engine.fast.rng import below, next_u64
from empires.games.empire_engine.moves import PLACE_ENGINE, PLACE_GEAR
from empires.kernel.errors import EmpiresError
from empires.kernel.rng import SeededRng

#: Games per configuration in the sample: 99 configurations, about 3,000 games.
SAMPLE_SEEDS = range(1000, 1030)
#: The reference heuristic is slower: two games per configuration.
HEURISTIC_SEEDS = range(2000, 2002)
CASES = list(configurations())


def _name(case: Any) -> str:
    players, options = case
    shown = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
    return f"{players}p-{shown}"


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=2**62))
@settings(max_examples=300, deadline=None)
def test_splitmix64_draws_are_the_seeded_rngs_draws(seed: int, bound: int) -> None:
    reference = SeededRng(seed)
    state = np.uint64(seed)
    state, value = next_u64(state)
    assert int(value) == reference.next_u64()
    for _ in range(3):
        # Back in Python the state is a plain int: hand it over as the uint64 it is.
        state, drawn = below(np.uint64(state), bound)
        assert drawn == reference.below(bound)


def test_every_move_code_names_one_reference_move() -> None:
    assert [code_of(move_of(code)) for code in range(CODES)] == list(range(CODES))


def test_placements_are_coded_in_the_reference_order() -> None:
    # The k-th legal placement must be the same move in both engines.
    assert [code_of(m) for m in PLACE_ENGINE.values()] == list(range(8))
    assert [code_of(m) for m in PLACE_GEAR.values()] == list(range(8, 20))


@pytest.mark.parametrize("case", CASES, ids=[_name(c) for c in CASES])
def test_batched_games_are_the_reference_games(case: tuple[int, dict[str, Any]]) -> None:
    players, options = case
    assert compare(players, options, SAMPLE_SEEDS, ["random"] * players) is None


@pytest.mark.parametrize("case", CASES, ids=[_name(c) for c in CASES])
def test_the_batched_heuristic_decides_as_the_heuristic_bot(
    case: tuple[int, dict[str, Any]],
) -> None:
    players, options = case
    assert compare(players, options, HEURISTIC_SEEDS, ["heuristic"] * players) is None


TWO_PLAYERS = [case for case in CASES if case[0] == 2]
#: At two players the heuristic draws its plans from a matrix game (duel.py), the pure one
#: does not: both, and both against each other, over more seeds.
DUELS = [
    ["heuristic", "heuristic"],
    ["heuristic-pure", "heuristic-pure"],
    ["heuristic-pure", "heuristic"],
]


@pytest.mark.parametrize("lineup", DUELS, ids="-".join)
@pytest.mark.parametrize("case", TWO_PLAYERS, ids=[_name(c) for c in TWO_PLAYERS])
def test_the_batched_two_player_heuristics_decide_as_the_bots(
    case: tuple[int, dict[str, Any]], lineup: list[str]
) -> None:
    players, options = case
    assert compare(players, options, range(3000, 3040), lineup) is None


def _share(me: str, other: str, games: int) -> float:
    """``me``'s share of 2-player games against ``other`` (a shared first counts half), seats
    alternating."""
    score = 0.0
    for seat in (0, 1):
        lineup = [other, other]
        lineup[seat] = me
        batch = Batch(2, {}, range(seat * games, seat * games + games // 2))
        batch.play(lineup)
        _, wins = batch.results()
        score += float((wins[:, seat] & ~wins[:, 1 - seat]).sum())
        score += 0.5 * float((wins[:, seat] & wins[:, 1 - seat]).sum())
    return score / games


def test_the_mixed_heuristic_is_no_weaker_than_the_pure_one() -> None:
    share = _share("heuristic", "heuristic-pure", 4000)
    low, _high = wilson_interval(share * 4000, 4000)
    assert low > 0.5, share  # measured: 67.5% of 20,000 games
    assert _share("heuristic", "random", 2000) > 0.95


def _distinct_results(kind: str, games: int) -> int:
    batch = Batch(2, {"start_player": 1}, range(games))
    _, log = batch.play([kind, kind], record=True)
    points, _ = batch.results()
    lengths = (log < 0).argmax(axis=1)
    return len({(*map(int, points[b]), int(lengths[b])) for b in range(games)})


def test_two_mixed_heuristics_play_more_different_games_than_two_pure_ones() -> None:
    mixed, pure = _distinct_results("heuristic", 1000), _distinct_results("heuristic-pure", 1000)
    assert mixed > 1.5 * pure, (mixed, pure)


def test_a_line_up_may_mix_policies() -> None:
    assert (
        compare(4, {"teams": True}, range(5), ["heuristic", "random", "random", "heuristic"])
        is None
    )


def test_a_difference_names_the_first_diverging_move() -> None:
    reference = ReferenceGame(moves=((0, 3), (1, 5), (0, 0)), points=(9, 7), winners=(0,))
    found = first_difference("here", reference, [(0, 3), (1, 6), (0, 1)], [9, 7], [0])
    assert found is not None
    assert "decision 1 differs" in found
    # Code 5 is the right engine placed with Defend on top, code 6 with Export.
    assert (
        "reference seat 1 plays {'type': 'place_engine', 'engine': 'R', 'action': 'defend'}"
        in found
    )
    assert (
        "batched seat 1 plays {'type': 'place_engine', 'engine': 'R', 'action': 'export'}" in found
    )
    assert first_difference("here", reference, list(reference.moves), [9, 7], [0]) is None


def test_a_difference_in_points_alone_is_reported() -> None:
    reference = ReferenceGame(moves=((0, 3),), points=(9, 7), winners=(0,))
    found = first_difference("here", reference, [(0, 3)], [9, 8], [0])
    assert found is not None and "points" in found


def test_a_batch_refuses_what_it_cannot_play() -> None:
    with pytest.raises(EmpiresError, match="2 to 12 players"):
        Batch(13, {}, [0])
    with pytest.raises(EmpiresError, match="team play needs exactly 4 players"):
        Batch(3, {"teams": True}, [0])
    with pytest.raises(EmpiresError, match="no batched policy 'ismcts'"):
        Batch(2, {}, [0]).play(["random", "ismcts"])
