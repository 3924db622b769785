"""Properties of Empire Engine over random games (hypothesis): piles never go negative and
change only by a rule; games are deterministic; views hide exactly what they must; sampled
states, JSON round trips and state copies are faithful."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from empires import GameRecord, Match, new_match, replay
from empires.games.empire_engine.moves import Block, PlaceEngine, PlaceGear, Salvage
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng
from tests.helpers import GAME, account, piles, random_move, round_one

RULES = get_game(GAME)
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

TEAM_OPTIONS = [
    {"teams": True},
    {"teams": True, "joint_invention": True},
    {"teams": True, "joint_attack": True},
    {"teams": True, "defend_teammate": True},
    {"teams": True, "defend_teammate": True, "edition": "de"},
    {"teams": True, "shared_export": True},
    {
        "teams": True,
        "joint_invention": True,
        "joint_attack": True,
        "defend_teammate": True,
        "shared_export": True,
    },
]


@st.composite
def games(draw: st.DrawFn, max_players: int = 7) -> tuple[int, dict[str, Any], int]:
    """(players, options, seed) for a random game, short enough for property tests."""
    seed = draw(st.integers(0, 2**32))
    if draw(st.booleans()):
        return 4, {**draw(st.sampled_from(TEAM_OPTIONS)), "rounds": draw(st.integers(1, 8))}, seed
    players = draw(st.integers(2, max_players))
    options: dict[str, Any] = {"edition": draw(st.sampled_from(["en", "de"]))}
    options["rounds"] = draw(st.integers(1, 8))
    return players, options, seed


def started(game: tuple[int, dict[str, Any], int], salt: int) -> tuple[Match, SeededRng]:
    """A new match of ``game`` and the generator, seeded with ``salt``, that will play it."""
    players, options, seed = game
    return new_match(GAME, players, options, seed), SeededRng(salt)


def stops(m: Match, rng: SeededRng, one_in: int) -> Iterator[None]:
    """Play ``m`` at random to its end, stopping at about one position in ``one_in`` so the
    loop's body can look at it (and draw from ``rng`` too) before the next move."""
    while not m.is_over:
        if rng.below(one_in) == 0:
            yield
        m.play(*random_move(m, rng))


def play(players: int, options: dict[str, Any], seed: int) -> Match:
    m = new_match(GAME, players, options, seed)
    rng = SeededRng(seed + 1)
    while not m.is_over:
        m.play(*random_move(m, rng))
    return m


# -- accounting ---------------------------------------------------------------------------------
@SETTINGS
@given(games(max_players=12))
def test_piles_never_go_negative_and_change_only_by_a_rule(game) -> None:
    m, rng = started(game, salt=game[2])
    expected = piles(m)
    while not m.is_over:
        seat, move = random_move(m, rng)
        events = m.play(seat, move)
        account(expected, events)
        actual = piles(m)
        assert actual == expected, f"after {move} by seat {seat}: {[e.key for e in events]}"
        assert all(n >= 0 for ready, score in actual for n in ready + score)
    assert m.winners()


@SETTINGS
@given(games())
def test_a_rejected_move_changes_nothing(game) -> None:
    players = game[0]
    m, rng = started(game, salt=game[2])
    bad = [
        PlaceEngine("L", "arm"),
        PlaceGear("R", 2, "good"),
        Salvage("good"),
        Block(1, "L"),
        {"type": "salvage", "take": "gold"},
    ]
    while not m.is_over:
        before = m.state_json()
        for seat in range(players):
            for move in bad:
                if seat in m.to_act() and move in m.legal_moves(seat):
                    continue
                try:
                    m.play(seat, move)
                except Exception:  # the error kinds are tested elsewhere
                    assert m.state_json() == before
                else:
                    raise AssertionError(f"{move} by {seat} was not legal but was played")
        m.play(*random_move(m, rng))
        if rng.below(3):
            while not m.is_over and m.decision_kind() == "sequential":
                m.play(*random_move(m, rng))


# -- determinism --------------------------------------------------------------------------------
@SETTINGS
@given(games())
def test_same_seed_and_same_moves_give_the_same_game(game) -> None:
    players, options, seed = game
    first = play(players, options, seed)
    second = play(players, options, seed)
    assert first.state_json() == second.state_json()
    again = replay(GameRecord.from_json(json.loads(json.dumps(first.record().to_json()))))
    assert again.state_json() == first.state_json()
    assert (again.scores(), again.winners()) == (first.scores(), first.winners())


# -- hidden information -----------------------------------------------------------------------
def _same_face(a: Any, b: Any) -> bool:
    """Whether two moves look the same to the other players."""
    if isinstance(a, PlaceEngine) and isinstance(b, PlaceEngine):
        return a.engine == b.engine
    if isinstance(a, PlaceGear) and isinstance(b, PlaceGear):
        return (a.engine, a.boost) == (b.engine, b.boost)
    return not isinstance(a, PlaceEngine | PlaceGear) and not isinstance(b, PlaceEngine | PlaceGear)


def _still_secret(m: Match, seat: int) -> bool:
    """Whether ``seat``'s last move is still face down or an unrevealed choice."""
    data = m.state_json()
    if data["phase"] == "plan":
        return bool(data["placements"][seat])
    return str(seat) in data["choices"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games(), st.integers(0, 10**6))
def test_a_view_does_not_change_with_what_its_seat_cannot_know(game, salt: int) -> None:
    players = game[0]
    m, rng = started(game, salt)
    compared = 0
    while not m.is_over and compared < 12:
        seat = rng.choice(m.to_act())
        legal = m.legal_moves(seat)
        move = rng.choice(legal)
        twins = [other for other in legal if other != move and _same_face(move, other)]
        if twins and rng.below(2):
            a = Match.from_position(GAME, m.state_json())
            b = Match.from_position(GAME, m.state_json())
            a.play(seat, move)
            b.play(seat, rng.choice(twins))
            if _still_secret(a, seat):
                compared += 1
                for viewer in [*range(players), None]:
                    if viewer == seat:
                        continue
                    assert a.view(viewer) == b.view(viewer), f"seat {viewer} sees seat {seat}"
                    assert a.events(viewer) == b.events(viewer)
        m.play(seat, move)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games(), st.integers(0, 10**6))
def test_sampled_state_looks_to_its_seat_exactly_like_the_real_one(game, salt: int) -> None:
    players = game[0]
    m, rng = started(game, salt)
    while not m.is_over:
        viewer = rng.choice([*range(players), None])
        if rng.below(4) == 0:
            view = m.view(viewer)
            sample = RULES.sample_state(view, SeededRng(rng.next_u64()))
            assert RULES.view(sample, viewer) == view
            if viewer is not None:
                assert list(RULES.legal_moves(sample, viewer)) == m.legal_moves(viewer)
            # The sample is a state the game can go on from.
            RULES.state_from_json(RULES.state_to_json(sample))
        m.play(*random_move(m, rng))


def test_sampled_state_keeps_that_other_seats_have_already_chosen() -> None:
    from empires.games.empire_engine.moves import Steal

    # Seats 0 and 1 both choose what to steal; seat 0 has chosen, seat 1 has not.
    m = round_one(
        3,
        [("attack", "invent"), ("attack", "invent"), ("arm", "invent")],
        ready=[(2, 1), (2, 1), (1, 1)],
    )
    assert m.to_act() == (0, 1)
    m.play(0, Steal(("good",)))
    view = m.view(1)
    sample = RULES.sample_state(view, SeededRng(1))
    assert RULES.view(sample, 1) == view


# -- encodings and copies -------------------------------------------------------------------
def test_copy_state_shares_no_options() -> None:
    m = new_match(GAME, 2, {}, 0)
    copy = RULES.copy_state(m.state)
    copy.options["rounds"] = 99
    assert m.options["rounds"] == 8
    assert m.state_json()["options"]["rounds"] == 8


@SETTINGS
@given(games(), st.integers(0, 10**6))
def test_state_json_round_trip(game, salt: int) -> None:
    m, rng = started(game, salt)
    for _ in stops(m, rng, one_in=5):
        data = json.loads(json.dumps(m.state_json()))
        again = Match.from_position(GAME, data)
        assert again.state_json() == data
        assert again.to_act() == m.to_act()
    assert Match.from_position(GAME, m.state_json()).winners() == m.winners()


@SETTINGS
@given(games(), st.integers(0, 10**6))
def test_copy_state_is_deep(game, salt: int) -> None:
    m, rng = started(game, salt)
    for _ in stops(m, rng, one_in=6):
        before = m.state_json()
        copy = RULES.copy_state(m.state)
        assert RULES.state_to_json(copy) == before
        # Play the copy to its end, and scribble on it: the original does not move.
        while not RULES.is_over(copy):
            seat = rng.choice(RULES.to_act(copy))
            RULES.apply(copy, seat, rng.choice(list(RULES.legal_moves(copy, seat))))
        for player in copy.seats:
            player.ready[0] += 7
            player.score[2] += 7
            if player.top is not None:
                player.top[0] = (player.top[0] + 1) % 4
        copy.placements[0].append(PlaceEngine("L", "arm"))
        copy.hit[0] = not copy.hit[0]
        assert m.state_json() == before
