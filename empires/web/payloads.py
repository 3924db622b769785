"""What the server sends: one payload per seat (or spectator), built only from that seat's view,
its own legal moves and the events it may see. This is the one place that decides what leaves
the server about a game in play; tests compare its output across states that differ only in
what a seat may not see."""

from __future__ import annotations

import time
from typing import Any

from empires.kernel.game import OVER
from empires.kernel.match import Match
from empires.web.fairness import public_fairness, replay_check
from empires.web.store import HUMAN, TableRow
from empires.web.table import Client, LiveTable
from empires.web.undo import undo_seat


def seats_payload(live: LiveTable, names: list[str], now: float) -> list[dict[str, Any]]:
    """Who sits where, whether they are here, and whether a stand-in plays for them."""
    waiting = set(live.match.to_act())
    seats = []
    for info in live.row.seats:
        human = info.kind == HUMAN
        takeover = live.takeover_at(info.seat, now) if human else None
        seats.append(
            {
                "seat": info.seat,
                "name": names[info.seat],
                "kind": info.kind,
                "joined": info.joined_at is not None or not human,
                "online": live.online(info.seat, now) if human else True,
                "waiting": info.seat in waiting,
                "takeover_at": takeover,
            }
        )
    return seats


def table_summary(row: TableRow, title: str) -> dict[str, Any]:
    """A table as the lobby lists it: no tokens, no game position."""
    return {
        "id": row.id,
        "game": row.game,
        "title": title,
        "players": row.players,
        "options": row.options,
        "settings": row.settings,
        "status": row.status,
        "created_at": row.created_at,
        "started_at": row.started_at,
        "finished_at": row.finished_at,
        "result": row.result,
        "rated": False,  # there is no rating yet; a seeded table would never be rated
        "fairness": public_fairness(row),
        "seats": [
            {"seat": s.seat, "kind": s.kind, "name": s.name, "joined": s.joined_at is not None}
            for s in row.seats
        ],
    }


def rules_players(match: Match, lang: str) -> list[dict[str, Any]]:
    """The end screen's rows of the players no seat plays, each named in ``lang``."""
    rows = match.rules.rules_players(match.state)
    return [{**row, "name": row["name"].get(lang) or row["name"]["en"]} for row in rows]


def state_payload(live: LiveTable, client: Client, *, full_log: bool = False) -> dict[str, Any]:
    """The position as ``client``'s seat may know it. Sends the log lines it has not had yet
    (all of them with ``full_log``) and records that it has them."""
    match, seat, lang = live.match, client.seat, client.lang
    rules = match.rules
    names = live.names(lang)
    every = rules.events(match.state)
    if full_log or client.events_read > len(every):
        client.log_sent = client.events_read = 0
    start = client.log_sent
    events = [e for e in every[client.events_read :] if e.visible_to(seat)]
    client.log_sent += len(events)
    client.events_read = len(every)
    waiting = match.to_act()
    legal: list[dict[str, Any]] = []
    if seat is not None and seat in waiting and live.row.status == "running":
        legal = [
            {"move": rules.move_to_json(m), "text": rules.describe_move(m, lang)}
            for m in match.legal_moves(seat)
        ]
    # The seat's own secret choice waiting in the open decision, in its language (its own).
    waiting_choice = getattr(match.state, "choices", {}).get(seat) if seat is not None else None
    choice_text = None if waiting_choice is None else rules.describe_move(waiting_choice, lang)
    over = match.decision_kind() == OVER
    return {
        "type": "state",
        "table": live.id,
        "game": match.game,
        "status": live.row.status,
        "ply": live.ply,
        "seat": seat,
        "seats": seats_payload(live, names, time.time()),
        "decision": match.decision_kind(),
        "waiting": list(waiting),
        "deadline": live.deadline(),
        # Every person has been away a while: bots, stand-ins and the clock wait for one.
        "paused": live.paused(time.time()),
        "view": match.view(seat),
        "legal": legal,
        "choice_text": choice_text,
        # Whether this seat may undo its last move now (docs/web.md, "Changing your mind").
        "undo": seat is not None and undo_seat(live) == seat,
        "log_start": start,
        "log": [rules.event_text(e, lang, names) for e in events],
        "scores": match.scores() if over else None,
        "winners": match.winners() if over else None,
        "breakdown": match.score_breakdown() if over else None,
        # Players the rules run themselves (a solo game's opponent), named in this language.
        "rules_players": rules_players(match, lang) if over else None,
        "fairness": {**public_fairness(live.row), "check": replay_check(live.row, match)},
    }
