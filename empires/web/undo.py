"""Changing your mind at the table: taking back a secret choice while the decision is open, and
undoing a sequential move while nobody has acted since and nothing hidden was revealed.

A take-back is a record entry of its own (``empires.kernel.match.TAKE_BACK``), stored and
replayed like a move. An undo removes the table's last move from the store, leaves in its place
an entry that only logs "Bob took back a move" (``UNDONE``), and rebuilds the position by
replaying the moves before it. The rule for an undo (see docs/web.md, "Changing
your mind"): the table allows undos (its ``undo`` setting, on unless turned off at creation),
the game is running, the last record entry is a move of the asking seat made in a sequential
decision, it drew nothing from the game's seeded generator (the state's generator is the same
before and after), and it revealed nothing: for every seat and for a spectator, the view after
the move follows from the view before it (in states drawn at random to fit the view before, the
same move leaves the same view). Anything the rule cannot check is refused.
"""

from __future__ import annotations

import time
import weakref
from typing import TYPE_CHECKING

from empires.kernel.errors import EmpiresError
from empires.kernel.game import SEQUENTIAL
from empires.kernel.match import TAKE_BACK, UNDONE, Match, is_kernel_entry
from empires.kernel.record import GameRecord
from empires.kernel.rng import SeededRng
from empires.web.optional import OPTIONAL
from empires.web.protocol import ProtocolError
from empires.web.store import RUNNING, MoveRow

if TYPE_CHECKING:
    from empires.web.table import LiveTable

#: States drawn per viewer to check that a move revealed nothing to it.
SAMPLES = 2

NOTHING_TO_TAKE_BACK = (
    "there is no secret choice of yours to take back: you have not chosen,"
    " or the last seat has chosen and the decision has resolved"
)


async def take_back(live: LiveTable, seat: int) -> int:
    """Withdraw ``seat``'s secret choice (stored as a record entry): the entry's ply.
    ProtocolError('nothing_to_take_back') if it has none waiting."""
    try:
        stored = await live.submit(seat, dict(TAKE_BACK))
    except ProtocolError as error:
        if error.code == "illegal_move":
            raise ProtocolError("nothing_to_take_back", NOTHING_TO_TAKE_BACK) from None
        raise
    return stored.ply


def before_last(match: Match) -> Match:
    """The match replayed from the start without its last record entry (determinism: the
    same moves from the same seed give the same position)."""
    record = match.record()
    record = GameRecord(
        record.game, record.players, record.options, record.seed, record.start, record.moves[:-1]
    )
    return Match.from_record(record)


def revealed_nothing(before: Match, after: Match, seat: int) -> bool:
    """Whether the last move (``seat``'s, from ``before`` to ``after``) drew nothing from the
    generator and showed no seat and no spectator anything its view before did not hold."""
    if before.state_json()["rng"] != after.state_json()["rng"]:
        return False
    rules, move = after.rules, after.moves[-1].move
    for viewer in [*range(after.players), None]:
        seen_after = after.view(viewer)
        for sample in range(SAMPLES):
            try:
                state = rules.sample_state(before.view(viewer), SeededRng(sample))
                rules.apply(state, seat, rules.move_from_json(move))
                if rules.view(state, viewer) != seen_after:
                    return False
            except EmpiresError:
                return False  # the move depends on something this viewer cannot see
    return True


def undo_refusal(live: LiveTable, seat: int) -> tuple[str, Match | None]:
    """Why ``seat`` may not undo the table's last move ("" if it may), and the match before
    that move when it may."""
    match = live.match
    if not live.row.settings.get("undo", True):
        return "this table does not allow undoing moves", None
    if live.row.status != RUNNING or match.is_over:
        return "only a move of a game in play can be undone", None
    last = match.moves[-1] if match.moves else None
    if last is None or last.seat != seat or is_kernel_entry(last.move):
        return "only your own move can be undone, while nobody has acted since", None
    if live.asked and live.asked[-1][0] == OPTIONAL:
        return "an optional move stands (the game's own moves answer it)", None
    if not live.asked or live.asked[-1][0] != SEQUENTIAL:
        return "a secret choice is taken back, not undone", None
    before = before_last(match)
    if not revealed_nothing(before, match, seat):
        return "that move drew or revealed something hidden: it stands", None
    return "", before


#: Per table, the position last checked and who may undo its last move.
_checked: weakref.WeakKeyDictionary[LiveTable, tuple[Match, int, int | None]] = (
    weakref.WeakKeyDictionary()
)


def undo_seat(live: LiveTable) -> int | None:
    """The seat that may undo the table's last move now (None: nobody), so the page offers the
    button only then; worked out once per position. Told only to that seat (payloads.py)."""
    cached = _checked.get(live)
    if cached is not None and cached[0] is live.match and cached[1] == live.ply:
        return cached[2]
    seat = live.match.moves[-1].seat if live.match.moves else None
    if seat is not None and undo_refusal(live, seat)[0]:
        seat = None
    _checked[live] = (live.match, live.ply, seat)
    return seat


async def undo(live: LiveTable, seat: int) -> int:
    """Undo ``seat``'s last move: removed from the store, the position rebuilt without it.
    The ply it had; ProtocolError('cannot_undo') naming why if the rule forbids it."""
    async with live.lock:
        reason, before = undo_refusal(live, seat)
        if before is None:
            raise ProtocolError("cannot_undo", reason)
        ply, decision = live.ply - 1, live.asked[-1]
        mark = MoveRow(ply, seat, dict(UNDONE), time.time())
        if not await live.store.undo_move(live.id, seat, mark):
            # Another process stored a move after it (or undid it) meanwhile.
            await live.catch_up()
            raise ProtocolError("cannot_undo", "somebody acted meanwhile: the move stands")
        before.play(seat, mark.move)
        live.match = before
        live.times[ply:], live.asked[ply:] = [mark.at], [decision]
        live.wake.set()
    if live.changed is not None:
        await live.changed(live)
    return ply
