"""When the end says that the tie-break decided the winner."""

from __future__ import annotations

from empires.kernel.ties import decided_by_tie_break


def test_a_clear_winner_was_not_decided_by_the_tie_break() -> None:
    assert not decided_by_tie_break([30, 21, 18], [0])
    assert not decided_by_tie_break([12, 40], [1])


def test_a_shared_top_score_with_one_winner_was() -> None:
    assert decided_by_tie_break([30, 30, 18], [1])
    assert decided_by_tie_break([30, 30, 30], [0, 2])


def test_a_win_shared_by_everybody_on_the_top_score_was_not() -> None:
    assert not decided_by_tie_break([30, 30, 18], [0, 1])
    assert not decided_by_tie_break([7, 7], [0, 1])


def test_a_winner_tied_with_a_seat_that_did_not_win_was() -> None:
    # The winners need not hold the top score (a team, a game won otherwise): a tie with a
    # seat that did not win still means the tie-break chose between them.
    assert decided_by_tie_break([10, 25, 10], [0])
    assert not decided_by_tie_break([10, 25, 9], [0])


def test_no_winner_or_no_scores_says_nothing() -> None:
    assert not decided_by_tie_break([5], [])
    assert not decided_by_tie_break([], [0])
