"""Which late moves still count: a move chosen on an older position is taken only if all that
happened since were other seats' secret choices in the same simultaneous decision; a
stand-in's move only if its person is still away."""

from __future__ import annotations

import asyncio
import time

from empires import new_match
from empires.kernel.game import SIMULTANEOUS
from empires.kernel.rng import SeededRng
from empires.web.bot_pool import BotPool
from empires.web.store import HUMAN, RUNNING, SeatRow, TableRow, open_store
from empires.web.table import Client, LiveTable, Presence
from tests.web.seats import run


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


def test_a_stand_in_does_not_move_for_a_person_who_came_back_while_it_thought() -> None:
    """The stand-in starts for a person gone past the takeover delay; they connect while it
    thinks in its worker; its move is dropped, and the decision waits for them."""

    async def sent(_: object) -> None:
        return None

    async def scenario(come_back: bool) -> None:
        store = open_store(":memory:")
        await store.open()
        started = time.time() - 5.0  # the person has not come since the game began
        seats = [SeatRow(0, HUMAN, ""), SeatRow(1, "heuristic", "")]
        settings = {"takeover_seconds": 1, "takeover_bot": "heuristic"}
        row = TableRow(
            "t", "empire-engine", 2, {}, 6, settings, RUNNING, started, started, seats=seats
        )
        await store.create_table(row)
        live = LiveTable(row, new_match("empire-engine", 2, {}, 6), store, Presence())
        live.bots = BotPool(1, 30.0)
        try:
            assert 0 in live.match.to_act() and live.stand_in(time.time()) == (0, "heuristic")
            thinking = asyncio.create_task(live._bot_move(0, "heuristic"))
            await asyncio.sleep(0)  # it now waits for its worker
            if come_back:
                live.clients.add(Client(sent, seat=0))
            await thinking
            if come_back:
                assert live.ply == 0, "back: the decision is theirs"
            else:
                assert live.ply == 1, "gone: the stand-in decides"
        finally:
            await live.bots.close()
            await store.close()

    run(scenario(come_back=False))
    run(scenario(come_back=True))
