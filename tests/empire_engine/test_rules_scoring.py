"""Empire Engine, end of the game: its length and the scoring (rulebook "End of Round",
"End of Game", "Longer Games", "Playing With More Than 4 Players"; RULINGS 1)."""

from __future__ import annotations

import pytest

from empires.kernel.registry import get_game
from tests.helpers import final_position, new, of, play_first, position

RULES = get_game("empire-engine")


def breakdown(m) -> list[dict]:
    return RULES.score_breakdown(m.state)


# -- points ----------------------------------------------------------------------------------
def test_each_resource_in_the_score_pile_scores_1_point() -> None:
    m = final_position(2, score=[(2, 3, 4), (1, 1, 1)])
    rows = breakdown(m)
    assert [row["base"] for row in rows] == [9, 3]
    assert m.scores() == [9 + 9, 3]


def test_resources_in_the_ready_pile_score_nothing() -> None:
    plain = final_position(2, score=[(1, 0, 0), (0, 0, 1)])
    rich = final_position(2, score=[(1, 0, 0), (0, 0, 1)], ready=[(9, 9), (0, 0)])
    assert plain.scores() == rich.scores() == [4, 4]


def test_the_player_with_the_most_of_each_resource_type_scores_3_more() -> None:
    m = final_position(3, score=[(3, 0, 0), (1, 2, 0), (0, 0, 1)])
    assert [row["majority_bonus"] for row in breakdown(m)] == [
        {"soldier": 3, "good": 0, "invention": 0},
        {"soldier": 0, "good": 3, "invention": 0},
        {"soldier": 0, "good": 0, "invention": 3},
    ]
    assert m.scores() == [6, 6, 4]


def test_majority_ties_every_tied_player_scores_3() -> None:
    m = final_position(4, score=[(2, 1, 0), (2, 1, 0), (2, 0, 1), (1, 1, 1)])
    # Soldiers: seats 0-2 tie at 2. Goods: 0, 1 and 3 tie at 1. Inventions: 2 and 3 tie at 1.
    assert m.scores() == [3 + 6, 3 + 6, 3 + 6, 3 + 6]
    assert m.winners() == [0, 1, 2, 3]


def test_most_points_wins() -> None:
    m = final_position(3, score=[(1, 1, 1), (0, 5, 0), (2, 0, 0)], ready=[(5, 5), (0, 0), (9, 0)])
    assert m.scores() == [3 + 3, 5 + 3, 2 + 3]
    assert m.winners() == [1]


def test_tie_on_points_the_tied_player_with_the_most_resources_in_the_ready_pile_wins() -> None:
    m = final_position(3, score=[(2, 0, 0), (0, 2, 0), (0, 0, 1)], ready=[(1, 1), (0, 3), (9, 9)])
    # Seats 0 and 1 tie on 5 points; seat 2 has 4 points, so its big ready pile does not count.
    assert m.scores() == [5, 5, 4]
    assert m.winners() == [1]


def test_tie_on_points_and_on_ready_resources_the_tied_players_share_the_victory() -> None:
    m = final_position(3, score=[(2, 0, 0), (0, 2, 0), (0, 0, 1)], ready=[(2, 0), (1, 1), (0, 0)])
    assert m.winners() == [0, 1]


def test_game_over_event_announces_points_and_winners() -> None:
    m = position(2, ready=[(0, 0), (0, 0)], rounds=1)
    play_first(m)
    assert m.is_over
    (over,) = of(m.events(None), "game_over")
    assert over == {"points": m.scores(), "winners": m.winners()}


def test_no_winner_before_the_end() -> None:
    m = new(2)
    assert m.winners() == []
    assert m.scores() == [0, 0]


def test_nobody_scores_a_majority_bonus_for_a_kind_nobody_has() -> None:
    # Ambiguity (see the report): "+3 to every player tied for the most" could also give +3 to
    # everybody tied at 0. The product reads it as needing at least one; winners are the same.
    m = final_position(2, score=[(1, 0, 0), (1, 0, 0)])
    assert m.scores() == [4, 4]
    assert m.winners() == [0, 1]


# -- length --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("players", "rounds"),
    [
        (2, 8),
        (3, 9),
        (4, 8),
        (5, 10),
        (6, 12),
        (7, 14),
        (8, 8),
        (9, 9),
        (10, 10),
        (11, 11),
        (12, 12),
    ],
)
def test_game_length_8_rounds_for_2_or_4_players_9_for_3_and_beyond_4_the_smallest_multiple_of_the_player_count_at_least_8(
    players: int, rounds: int
) -> None:
    m = new(players)
    assert m.options["rounds"] == rounds
    assert m.view(0)["rounds"] == rounds
    play_first(m)
    started = of(m.events(None), "round_started")
    assert [e["round"] for e in started] == list(range(1, rounds + 1))
    assert m.is_over and m.winners()
    if players > 4:
        # Everybody is start player equally often.
        firsts = [e["start_player"] for e in started]
        assert {firsts.count(seat) for seat in range(players)} == {rounds // players}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_longer_game_has_12_rounds(players: int) -> None:
    m = new(players, long_game=True)
    assert m.options["rounds"] == 12
    play_first(m)
    assert len(of(m.events(None), "round_started")) == 12


def test_longer_game_is_12_rounds_whatever_the_player_count() -> None:
    # The German rulebook: "unabhängig von der Spielerzahl über 12 Spielrunden".
    assert new(5, long_game=True).options["rounds"] == 12


@pytest.mark.parametrize(("players", "rounds"), [(2, 1), (3, 5), (5, 7), (12, 24)])
def test_explicit_number_of_rounds(players: int, rounds: int) -> None:
    m = new(players, rounds=rounds)
    assert m.options["rounds"] == rounds
    if rounds <= 7:
        play_first(m)
        assert len(of(m.events(None), "round_started")) == rounds


def test_the_game_ends_after_the_last_round_nobody_is_asked_anything() -> None:
    m = new(2, rounds=2)
    play_first(m)
    assert m.is_over
    assert m.to_act() == ()
    assert m.decision_kind() == "over"
    assert m.legal_moves(0) == m.legal_moves(1) == []
    assert m.view(0)["phase"] == "over"
