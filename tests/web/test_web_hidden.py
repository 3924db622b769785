"""Hidden information stays hidden: what the server sends a seat (or a spectator) depends only on
what that seat may know. Checked on real games by changing only what a seat cannot see."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from empires.kernel.game import SIMULTANEOUS
from empires.kernel.match import Match, new_match
from empires.kernel.rng import SeededRng
from empires.web.payloads import state_payload
from empires.web.sqlite_store import SqliteStore
from empires.web.store import RUNNING, SeatRow, TableRow
from empires.web.table import Client, LiveTable, Presence

GAMES = [
    (2, {}, 1),
    (3, {}, 2),
    (4, {"teams": True, "hidden_score_piles": True}, 3),
    (5, {"hidden_score_piles": True}, 4),
]


def live_table(match: Match) -> LiveTable:
    """A table around ``match`` (never stored: payloads need no database)."""
    row = TableRow(
        id="t",
        game=match.game,
        players=match.players,
        options=dict(match.options),
        seed=match.seed,
        settings={},
        status=RUNNING,
        created_at=0.0,
        started_at=0.0,
        seats=[SeatRow(i, "human", "", f"P{i}", 0.0, 0.0) for i in range(match.players)],
    )
    return LiveTable(row, match, SqliteStore(":memory:"), Presence())


def payload(match: Match, seat: int | None, *, with_log: bool = True) -> str:
    """What the server would send ``seat``, as text, without the wall-clock parts."""
    sent = state_payload(live_table(match), Client(_no_send, seat, "en"), full_log=True)
    for key in ("seats", "deadline") + (() if with_log else ("log", "log_start")):
        sent.pop(key)
    return json.dumps(sent, sort_keys=True)


async def _no_send(_: dict[str, Any]) -> None:
    raise AssertionError("nothing is sent in these tests")


def positions(players: int, options: dict[str, Any], seed: int) -> Iterator[Match]:
    """Every position of one random game."""
    match = new_match("empire-engine", players, options, seed)
    rng = SeededRng(seed)
    while not match.is_over:
        yield match
        seat = match.to_act()[rng.below(len(match.to_act()))]
        match.play(seat, rng.choice(match.legal_moves(seat)))
    yield match


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_payloads_do_not_change_when_only_hidden_parts_change(
    players: int, options: dict[str, Any], seed: int
) -> None:
    """Redraw everything a seat cannot see (``sample_state``): its payload stays the same."""
    rng = SeededRng(seed + 100)
    checked = 0
    for ply, match in enumerate(positions(players, options, seed)):
        if ply % 3:
            continue
        for seat in [None, *range(players)]:
            seen = payload(match, seat, with_log=False)
            for _ in range(2):
                other = match.copy()
                other.state = match.rules.sample_state(match.view(seat), rng)
                assert payload(other, seat, with_log=False) == seen, (ply, seat)
                checked += 1
    assert checked > 50


@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_a_secret_choice_changes_nothing_the_others_receive(
    players: int, options: dict[str, Any], seed: int
) -> None:
    """Two different choices by one seat leave every other seat's payload (log included)
    identical, in every simultaneous decision and every face-down placement."""
    rng = SeededRng(seed + 200)
    checked = 0
    for match in positions(players, options, seed):
        if match.is_over:
            break
        chooser = match.to_act()[0]
        legal = match.legal_moves(chooser)
        if len(legal) < 2:
            continue
        first, second = match.copy(), match.copy()
        a, b = rng.choice(legal), rng.choice([m for m in legal if m != legal[0]])
        first.play(chooser, a)
        second.play(chooser, b if b != a else legal[0])
        for seat in [None, *range(players)]:
            if seat == chooser or (seat is not None and _shares_secrets(match, seat, chooser)):
                continue
            if match.decision_kind() == SIMULTANEOUS and len(match.to_act()) > 1:
                # Nothing is resolved until everyone has chosen: the choice itself is secret.
                assert payload(first, seat) == payload(second, seat)
                checked += 1
            elif first.view(seat) == second.view(seat) and _same_phase(match, first, second):
                # The view hides the difference (a face-down placement, before the reveal):
                # nothing else may show it. (Once a phase ends, the log may tell what the
                # table saw happen, such as the order of placements, which a view omits.)
                assert payload(first, seat) == payload(second, seat)
                checked += 1
    assert checked > 10


def _same_phase(*matches: Match) -> bool:
    return len({(m.view(None)["round"], m.view(None)["phase"]) for m in matches}) == 1


def _shares_secrets(match: Match, seat: int, other: int) -> bool:
    """Teammates see each other's score piles (and nothing else of the other's secrets)."""
    view = match.view(seat)
    teams = view["options"].get("teams")
    return bool(teams) and (seat + view["players"] // 2) % view["players"] == other
