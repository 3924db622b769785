"""What the server sends: one payload per seat (or spectator), built only from that seat's view,
its own legal moves and the events it may see. This is the one place that decides what leaves
the server about a game in play; tests compare its output across states that differ only in
what a seat may not see."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from empires.kernel.events import Event, shown_to
from empires.kernel.game import OVER
from empires.kernel.match import Match
from empires.kernel.registry import get_game
from empires.kernel.ties import tie_break_note
from empires.web import chat
from empires.web.fairness import public_fairness, replay_check
from empires.web.names import seat_names
from empires.web.optional import choice_entries
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
                # Its latest move was the stand-in bot's (a timer or an absence ran out).
                "stood_in": info.seat in live.stood_in,
            }
        )
    return seats


def table_summary(row: TableRow, title: str, lang: str = "en") -> dict[str, Any]:
    """A table as the lobby lists it: no tokens, no game position. Each seat's ``display`` is
    what it is called in ``lang`` ("Ada", "Player 2", "Bot 3 (hard)")."""
    shown = seat_names(row, lang) if len(row.seats) == row.players else []
    options = get_game(row.game).info.options
    return {
        "id": row.id,
        "game": row.game,
        "title": title,
        "players": row.players,
        "options": row.options,
        # The options set otherwise than the game would unasked, as (name, value) in ``lang``.
        "option_words": options.changed_words(row.players, row.options, lang),
        "settings": row.settings,
        "status": row.status,
        "created_at": row.created_at,
        "started_at": row.started_at,
        "finished_at": row.finished_at,
        "result": row.result,
        "rated": False,  # there is no rating yet; a seeded table would never be rated
        "fairness": public_fairness(row),
        "seats": [
            {
                "seat": s.seat,
                "kind": s.kind,
                "name": s.name,
                "display": shown[s.seat] if shown else s.name,
                "joined": s.joined_at is not None,
            }
            for s in row.seats
        ],
    }


#: The log's line for a move the stand-in bot made for a person.
STAND_IN_LINE = {
    "en": "The stand-in bot chose for {name}.",
    "de": "Der Vertretungs-Bot hat für {name} gewählt.",
}


def event_lines(
    live: LiveTable,
    every: Sequence[Event],
    read: tuple[int, int],
    seat: int | None,
    lang: str,
    names: list[str],
    ply: int | None = None,
) -> tuple[list[str], int]:
    """The log lines after the first ``read`` = (events, stand-in moves) of the table (of its
    first ``ply`` moves, if given) that ``seat`` may see: each event it may see, and each move
    the stand-in bot made for a person said before the events it caused. The lines and how
    many stand-in moves have been said. Stand-in moves are said in their own order, never
    waiting for a later event (whose coming may be hidden)."""
    marks = [m for m in live.stand_ins if ply is None or m[0] < ply]
    rules, lines = live.match.rules, []
    said = read[1]
    for index in range(read[0], len(every) + 1):
        while said < len(marks) and marks[said][1] <= index:
            lines.append(STAND_IN_LINE[lang].format(name=names[marks[said][2]]))
            said += 1
        if index < len(every) and shown_to(every, index, seat):
            lines.append(rules.event_text(every[index], lang, names))
    return lines, said


def log_lines(
    live: LiveTable, client: Client, names: list[str], full: bool
) -> tuple[int, list[str]]:
    """The log lines ``client`` has not had yet, and the number of the first: all of them when
    ``full`` or when the seats' names changed since (so every line names people as they are
    called now). Records what it was sent."""
    every = live.match.rules.events(live.match.state)
    if full or client.events_read > len(every) or client.names_sent != names:
        client.log_sent = client.events_read = client.marks_read = 0
        client.names_sent = list(names)
    start = client.log_sent
    read = (client.events_read, client.marks_read)
    lines, client.marks_read = event_lines(live, every, read, client.seat, client.lang, names)
    client.log_sent += len(lines)
    client.events_read = len(every)
    return start, lines


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
    start, lines = log_lines(live, client, names, full_log)
    waiting = match.to_act()
    view = match.view(seat)
    legal: list[dict[str, Any]] = []
    optional: list[dict[str, Any]] = []
    if seat is not None and live.row.status == "running":
        if seat in waiting:
            legal = choice_entries(rules, view, match.legal_moves(seat), lang, names)
        # What the seat may do beside the decision, asked or not (empires/web/optional.py).
        optional = choice_entries(rules, view, match.optional_moves(seat), lang, names)
    # The seat's own secret choice waiting in the open decision, in its language (its own).
    waiting_choice = getattr(match.state, "choices", {}).get(seat) if seat is not None else None
    choice_text = (
        None
        if waiting_choice is None
        else rules.describe_choice(view, waiting_choice, lang, names).text
    )
    over = match.decision_kind() == OVER
    scores, winners = (match.scores(), match.winners()) if over else (None, None)
    payload = {
        "type": "state",
        "table": live.id,
        # The language of the state's words (a page switching language waits for it).
        "lang": lang,
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
        "view": view,
        "legal": legal,
        "optional": optional,
        # The section of the rules this decision is about (the rules panel opens there).
        "help_topic": rules.help_topic(view),
        "choice_text": choice_text,
        # Whether this seat may undo its last move now (docs/web.md, "Changing your mind").
        "undo": seat is not None and undo_seat(live) == seat,
        "log_start": start,
        "log": lines,
        "scores": scores,
        "winners": winners,
        # The game's tie-break rule, in this language, when it decided the winners.
        "tie_break": None
        if scores is None or winners is None
        else tie_break_note(rules.info.tie_break, scores, winners, lang),
        "breakdown": match.score_breakdown() if over else None,
        # Players the rules run themselves (a solo game's opponent), named in this language.
        "rules_players": rules_players(match, lang) if over else None,
        "fairness": {**public_fairness(live.row), "check": replay_check(live.row, match)},
    }
    if full_log:  # a (re)connection or a new language: the chat so far comes along
        payload["chat"] = chat.recent(live, lang)
    return payload
