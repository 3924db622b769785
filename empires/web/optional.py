"""Optional moves at the web table (docs/api.md, "Optional moves"): the choices a seat is sent
beside its decision, the decision a stored move answered, which is none for an optional move
(so it neither restarts the turn clock nor makes another seat's move stale), and the bots'
turn to make them: each bot seat once per decision of the game (stand-ins make none: they
decide only what a person must)."""

from __future__ import annotations

import logging
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from empires.kernel.game import Rules, View
from empires.kernel.match import Match
from empires.web.protocol import ProtocolError
from empires.web.store import HUMAN, RUNNING

if TYPE_CHECKING:
    from empires.web.table import LiveTable

log = logging.getLogger(__name__)

#: The decision kind noted for an optional move: it answered no decision.
OPTIONAL = "optional"


def choice_entries(
    rules: Rules[Any, Any], view: View, moves: Sequence[Any], lang: str, names: list[str]
) -> list[dict[str, Any]]:
    """Each move in words from the seat's own view: names, cost, result, warning, and the group
    and amount of a number to pick (empires.kernel.choices), with its JSON form."""
    return [
        {"move": rules.move_to_json(m), **rules.describe_choice(view, m, lang, names).to_json()}
        for m in moves
    ]


def decision_of(match: Match, move: Any) -> tuple[str, tuple[int, ...]]:
    """The decision ``move``, about to be played in ``match``, answers: its kind and the seats
    asked; ``OPTIONAL`` and no seat for an optional move."""
    if match.is_optional(move):
        return OPTIONAL, ()
    return match.decision_kind(), match.to_act()


#: Per table, how many decisions had been answered when its bots were last asked.
_asked: weakref.WeakKeyDictionary[LiveTable, int] = weakref.WeakKeyDictionary()


async def bots_optional(live: LiveTable) -> bool:
    """Ask each bot seat, once per decision of the game, for an optional move (in a worker,
    as for its decisions) and play the ones they make; whether any was made."""
    from empires.web.table import bot_seed  # the table's module imports this one

    rules = live.match.rules
    if not rules.optional_kinds or live.bots is None or live.row.status != RUNNING:
        return False
    decisions = sum(kind != OPTIONAL for kind, _ in live.asked)
    if _asked.get(live) == decisions:
        return False
    _asked[live] = decisions
    made = False
    for seat in (info.seat for info in live.row.seats if info.kind != HUMAN):
        offered = live.match.optional_moves(seat)
        if not offered:
            continue
        kind, ply = live.row.seats[seat].kind, live.ply
        label = f"table {live.id}, seat {seat}, optional at move {ply}"
        seed = bot_seed(live.row.seed, seat, ply)
        view = live.match.view(seat)
        move = await live.bots.decide(rules, kind, seed, view, offered, label=label, optional=True)
        if move is None:
            continue
        try:
            await live.submit(seat, rules.move_to_json(move))
            made = True
        except ProtocolError as error:  # the position changed meanwhile: the chance is gone
            log.info("bot %s (%s): %s", kind, label, error.message)
    return made
