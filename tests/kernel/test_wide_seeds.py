"""Every game on a wide (server) seed: the state keeps the wide generator through copies, JSON
and records, and no view ever holds the seed or the generator's state."""

from __future__ import annotations

import json
from typing import Any

import pytest

from empires import Match, new_match
from empires.kernel.match import replay
from empires.kernel.record import GameRecord
from empires.kernel.rng import SeededRng, WideRng
from tests.envs.configurations import CONFIGURATIONS, IDS

SEED = (1 << 128) | 0x5EED_0F_A_5E12E12_7AB1E_0000_1234_5678_9ABC_DEF0


def _big_numbers(value: Any) -> list[int]:
    """Every whole number above 64 bits anywhere in a JSON value."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value] if value >= 2**63 else []
    if isinstance(value, dict):
        return [n for v in value.values() for n in _big_numbers(v)]
    if isinstance(value, list):
        return [n for v in value for n in _big_numbers(v)]
    return []


def _secrets_in(match: Match, states: set[int]) -> list[str]:
    """What of the seed or any generator state so far shows in any seat's (or a spectator's)
    view."""
    found = []
    for seat in [None, *range(match.players)]:
        view = match.view(seat)
        text = json.dumps(view)
        numbers = [str(n) for n in _big_numbers(view)]
        found += [f"seat {seat}: {s}" for s in (str(SEED), *map(str, states)) if s in text]
        found += [f"seat {seat}: a number of {len(n)} digits" for n in numbers]
    return found


@pytest.mark.parametrize("configuration", CONFIGURATIONS, ids=IDS)
def test_a_wide_seeded_game_keeps_its_generator_and_hides_it(
    configuration: tuple[str, int, dict[str, Any]],
) -> None:
    game, players, options = configuration
    match = new_match(game, players, options, SEED)
    data = match.state_json()
    assert isinstance(data["rng"], int) and data["rng"].bit_length() == 321
    pick = SeededRng(17)
    states = {data["rng"]}
    ply = 0
    while not match.is_over:
        if ply % 5 == 0:
            assert not _secrets_in(match, states)
            data = match.state_json()
            again = match.rules.state_from_json(json.loads(json.dumps(data)))
            assert match.rules.state_to_json(again) == data
            assert isinstance(match.copy().state.rng, WideRng)
        asked = match.to_act()
        seat = asked[pick.below(len(asked))]
        legal = match.legal_moves(seat)
        match.play(seat, legal[pick.below(len(legal))])
        states.add(match.state_json()["rng"])
        ply += 1
    assert not _secrets_in(match, states)
    assert isinstance(match.state.rng, WideRng)
    record = GameRecord.from_json(json.loads(json.dumps(match.record().to_json())))
    assert record.seed == SEED
    assert replay(record).state_json() == match.state_json()


@pytest.mark.parametrize("configuration", CONFIGURATIONS, ids=IDS)
def test_wide_seeds_deal_differently_from_their_low_bits(
    configuration: tuple[str, int, dict[str, Any]],
) -> None:
    game, players, options = configuration
    wide = new_match(game, players, options, SEED).state_json()
    low = new_match(game, players, options, SEED & (2**64 - 1)).state_json()
    other = new_match(game, players, options, SEED + 1).state_json()
    assert wide["rng"] != low["rng"] and wide["rng"] != other["rng"]
