"""Which late moves still count: a move chosen on an older position is taken only if all that
happened since were other seats' secret choices in the same simultaneous decision."""

from __future__ import annotations

from empires import new_match
from empires.kernel.game import SIMULTANEOUS
from empires.kernel.rng import SeededRng
from empires.web.store import TableRow, open_store
from empires.web.table import LiveTable, Presence


def _at_a_simultaneous_decision() -> LiveTable:
    """A 3-player Empire Engine table played at random up to a secret choice of two seats."""
    match = new_match("empire-engine", 3, {}, 6)
    row = TableRow("t", "empire-engine", 3, {}, 6, {}, "running", 0.0)
    live = LiveTable(row, match, open_store(":memory:"), Presence())
    rng = SeededRng(1)
    while not (match.decision_kind() == SIMULTANEOUS and len(match.to_act()) >= 2):
        assert not match.is_over, "no simultaneous decision of two seats"
        _play(live, match.to_act()[0], rng)
    return live


def _play(live: LiveTable, seat: int, rng: SeededRng) -> None:
    decision = (live.match.decision_kind(), live.match.to_act())
    live.match.play(seat, rng.choice(live.match.legal_moves(seat)))
    live.asked.append(decision)


def test_other_seats_secret_choices_leave_a_seats_move_current() -> None:
    live = _at_a_simultaneous_decision()
    first, second = live.match.to_act()[:2]
    start = live.ply
    _play(live, second, SeededRng(2))
    assert live.still_current(first, start)


def test_a_seats_own_move_since_makes_its_older_move_stale() -> None:
    live = _at_a_simultaneous_decision()
    first, second = live.match.to_act()[:2]
    start = live.ply
    _play(live, first, SeededRng(2))
    assert not live.still_current(first, start), "it already answered this decision"
    assert live.still_current(second, start)
    assert not live.still_current(second, live.ply + 1), "a move from the future"
