"""Replaying a finished game in the browser: the position after any number of moves, as one seat
(or a spectator) saw it then."""

from __future__ import annotations

from typing import Any

from empires.kernel.match import Match
from empires.web.table import LiveTable


def replay_frame(
    live: LiveTable, start: Match, seat: int | None, ply: int, lang: str
) -> dict[str, Any]:
    """``seat``'s view after the first ``ply`` moves of ``live``'s game, with the log so far."""
    moves = live.match.moves
    ply = min(ply, len(moves))
    match = start
    for played in moves[:ply]:
        match.play(played.seat, played.move)
    names = live.names(lang)
    rules = match.rules
    return {
        "type": "replay",
        "table": live.id,
        "game": match.game,
        "ply": ply,
        "plies": len(moves),
        "seat": seat,
        "seats": [{"seat": i, "name": name} for i, name in enumerate(names)],
        "view": match.view(seat),
        "waiting": list(match.to_act()),
        "log": [rules.event_text(e, lang, names) for e in match.events(seat)],
        "move": None if ply == 0 else {"seat": moves[ply - 1].seat, "move": moves[ply - 1].move},
    }
