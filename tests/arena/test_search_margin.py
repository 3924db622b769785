"""The score margin a search is rewarded by (``empires.bots.ismcts.margin``): more points of a
seat's own never lower it, and where no score is below zero it is the margin over the best
other seat scaled by the largest score, as it always was (so the games whose scores never go
below zero search as before)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from empires.bots.ismcts import margin

SCORES = st.lists(st.integers(-80, 80), min_size=2, max_size=6)


def _as_before(scores: list[int], seat: int) -> float:
    """The margin as the search scaled it before scores below zero were seen to mislead it."""
    scale = max(1.0, max(abs(points) for points in scores))
    best = max(points for other, points in enumerate(scores) if other != seat)
    return 0.5 + 0.5 * (scores[seat] - best) / scale


@given(SCORES, st.data())
def test_more_points_of_ones_own_never_lower_the_margin(
    scores: list[int], data: st.DataObject
) -> None:
    seat = data.draw(st.integers(0, len(scores) - 1))
    more = data.draw(st.integers(1, 40))
    raised = [*scores[:seat], scores[seat] + more, *scores[seat + 1 :]]
    assert margin(raised, seat) >= margin(scores, seat)


@given(st.lists(st.integers(0, 80), min_size=2, max_size=6), st.data())
def test_without_scores_below_zero_the_margin_is_as_before(
    scores: list[int], data: st.DataObject
) -> None:
    seat = data.draw(st.integers(0, len(scores) - 1))
    assert margin(scores, seat) == _as_before(scores, seat)
    assert 0.0 <= margin(scores, seat) <= 1.0


def test_a_seat_far_behind_below_zero_is_scaled_by_the_others_alone() -> None:
    """The case that drove searches into debt in Empire (colonial): before, -33 against 10
    scored higher than -30 against 10."""
    assert _as_before([-33, 10], 0) > _as_before([-30, 10], 0)
    assert margin([-30, 10], 0) == 0.5 + 0.5 * -40 / 10
    assert margin([-33, 10], 0) < margin([-30, 10], 0)
    assert margin([10, -30], 0) == 1.0  # a leader over a seat below zero
    assert margin([5], 0) == 0.5  # alone
