"""What each seat of a table is called: the person's chosen name, else "Player N"; a bot's seat
"Bot N (hard)", from its kind (``empires.bots.labels``). Seats, the log, the end table and the
lobby's lists all use these."""

from __future__ import annotations

from empires.bots.labels import bot_name
from empires.kernel.match import default_names
from empires.web.store import HUMAN, TableRow


def seat_names(row: TableRow, lang: str) -> list[str]:
    """Display names per seat, in ``lang``."""
    defaults = default_names(row.players, lang)
    return [
        (seat.name or defaults[seat.seat])
        if seat.kind == HUMAN
        else bot_name(seat.seat, seat.kind, lang)
        for seat in row.seats
    ]
