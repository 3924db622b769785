"""Random games over every player count (2 to 12) and every option, checking the invariants
after every move and that each game ends, after the right number of rounds, with winners."""

from __future__ import annotations

from typing import Any

import pytest

from empires import Match, new_match
from empires.games.empire_engine.options import TEAM_VARIANTS
from empires.kernel.rng import SeededRng
from tests.helpers import GAME, account, piles, random_move

SEEDS = range(8)

SOLO_OPTIONS: list[dict[str, Any]] = [
    {},
    {"edition": "de"},
    {"long_game": True},
    {"rounds": 3},
]
TEAM_OPTIONS: list[dict[str, Any]] = [
    {"teams": True},
    *({"teams": True, variant: True} for variant in TEAM_VARIANTS),
    {"teams": True, "defend_teammate": True, "edition": "de"},
    {"teams": True, "defend_teammate": True, "defend_teammate_cost": "soldier"},
    {"teams": True, "long_game": True, **dict.fromkeys(TEAM_VARIANTS, True)},
    {"teams": True, "edition": "de", **dict.fromkeys(TEAM_VARIANTS, True)},
]

CASES = [(n, options) for n in range(2, 13) for options in SOLO_OPTIONS] + [
    (4, options) for options in TEAM_OPTIONS
]


def _name(case: Any) -> str:
    if isinstance(case, int):
        return f"{case}p"
    return ",".join(f"{k}={v}" for k, v in case.items()) or "default"


def check_decision(m: Match) -> None:
    """Whoever is asked has moves; nobody else has any."""
    asked = m.to_act()
    assert asked, "nobody is asked to decide in a running game"
    kind = m.decision_kind()
    if kind == "sequential":
        assert len(asked) == 1
    for seat in range(m.players):
        legal = m.legal_moves(seat)
        if seat not in asked:
            assert legal == [], f"seat {seat} is not asked but has moves"
        elif kind == "simultaneous":
            assert len(legal) >= 2, "a one-way choice should be made automatically"
        else:
            assert legal


def play_checked(players: int, options: dict[str, Any], seed: int) -> Match:
    m = new_match(GAME, players, options, seed)
    rng = SeededRng(seed * 7919 + players)
    expected = piles(m)
    rounds = m.options["rounds"]
    while not m.is_over:
        check_decision(m)
        seat, move = random_move(m, rng)
        events = m.play(seat, move)
        account(expected, events)
        assert piles(m) == expected
        assert all(n >= 0 for ready, score in expected for n in ready + score)
        assert 1 <= m.view(None)["round"] <= rounds
    return m


@pytest.mark.parametrize(
    ("players", "options"), CASES, ids=[_name(c[0]) + "-" + _name(c[1]) for c in CASES]
)
def test_random_games_keep_the_invariants_and_end_with_winners(
    players: int, options: dict[str, Any]
) -> None:
    for seed in SEEDS:
        m = play_checked(players, options, seed)
        rounds = m.options["rounds"]
        started = [e for e in m.events(None) if e.key == "round_started"]
        assert len(started) == rounds
        assert [e.params["start_player"] for e in started] == [
            (started[0].params["start_player"] + r) % players for r in range(rounds)
        ]
        assert m.to_act() == () and m.decision_kind() == "over"
        scores, winners = m.scores(), m.winners()
        assert winners
        assert all(scores[w] == max(scores) for w in winners)
        if m.options["teams"]:
            assert scores[0] == scores[2] and scores[1] == scores[3]
            assert set(winners) in ({0, 2}, {1, 3}, {0, 1, 2, 3})
        over = [e for e in m.events(None) if e.key == "game_over"]
        assert [e.params for e in over] == [{"points": scores, "winners": winners}]
        assert Match.from_position(GAME, m.state_json()).state_json() == m.state_json()


VARIANT_SIGNS = {
    "joint_invention": lambda e: e.key == "joint_invention",
    "joint_attack": lambda e: e.key == "joint_attack_blocked" or e.params.get("extra") is True,
    "defend_teammate": lambda e: e.key in ("blocked_for_teammate", "block_unneeded"),
    "shared_export": lambda e: e.key in ("shared_export", "shared_export_declined"),
}


@pytest.mark.parametrize("variant", TEAM_VARIANTS)
def test_each_team_variant_shows_in_random_play_only_when_switched_on(variant: str) -> None:
    sign = VARIANT_SIGNS[variant]
    on = off = 0
    for seed in range(30):
        with_it = play_checked(4, {"teams": True, variant: True}, seed)
        on += sum(1 for e in with_it.events(None) if sign(e))
        others = {v: v != variant for v in TEAM_VARIANTS}
        without = play_checked(4, {"teams": True, **others}, seed)
        off += sum(1 for e in without.events(None) if sign(e))
    assert on > 0
    assert off == 0
