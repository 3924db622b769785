"""The table's WebSocket: every bad message gets a clear error and changes nothing."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient, WebSocketTestSession

from empires.web.protocol import MAX_MESSAGE
from tests.web.conftest import claim_seats, new_table, stored_moves


def hello(ws: WebSocketTestSession, token: str | None, **extra: Any) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "token": token, **extra}))
    state: dict[str, Any] = ws.receive_json()
    return state


@contextlib.contextmanager
def seat_both(
    client: TestClient, table: dict[str, Any]
) -> Iterator[tuple[list[WebSocketTestSession], list[dict[str, Any]]]]:
    """Connect both seats of a 2-person table; their sockets and their latest states."""
    tokens = claim_seats(client, table)
    with (
        client.websocket_connect(f"/ws/tables/{table['id']}") as first,
        client.websocket_connect(f"/ws/tables/{table['id']}") as second,
    ):
        hello(first, tokens[0])
        joined = hello(second, tokens[1])
        yield [first, second], [first.receive_json(), joined]  # both hear of the second join


@pytest.fixture
def two_people(client: TestClient) -> dict[str, Any]:
    return new_table(client, ["human", "human"], seed=3)


def test_a_seat_sees_its_own_decisions_and_the_spectator_none(
    client: TestClient, two_people: dict[str, Any]
) -> None:
    table_id = two_people["id"]
    tokens = claim_seats(client, two_people)
    with client.websocket_connect(f"/ws/tables/{table_id}") as first:
        state = hello(first, tokens[0], name="Ada")
        assert state["status"] == "open" and state["legal"] == []
        with client.websocket_connect(f"/ws/tables/{table_id}") as second:
            state = hello(second, tokens[1], lang="de")
            assert state["status"] == "running"
            assert state["seats"][0]["name"] == "Ada" and state["seats"][1]["name"] == "Spieler 2"
            waiting = state["waiting"]
            with client.websocket_connect(f"/ws/tables/{table_id}") as spectator:
                watched = hello(spectator, None)
                assert watched["seat"] is None and watched["legal"] == []
                assert watched["waiting"] == waiting
            mover, seat = (first, 0) if 0 in waiting else (second, 1)
            own = first.receive_json() if seat == 0 else state
            assert own["seat"] == seat and own["legal"]
            mover.send_text(json.dumps({"type": "move", "move": own["legal"][0]["move"], "ply": 0}))
            answers = list(iter(mover.receive_json, {"type": "ack", "ply": 0}))
            assert answers[-1]["type"] == "state" and answers[-1]["ply"] == 1
    assert stored_moves(client, table_id) == 1


BAD_MESSAGES = [
    ("{not json", "bad_json"),
    ("[1, 2]", "bad_message"),
    ('{"type": "shout"}', "bad_message"),
    ('{"type": "move"}', "bad_message"),
    ('{"type": "move", "move": {"type": "place_engine"}, "ply": -1}', "bad_message"),
    ('{"type": "move", "move": {"type": "fly"}}', "malformed_move"),
    (
        '{"type": "move", "move": {"type": "place_gear", "engine": "L", "gear": 7, "boost": null}}',
        "malformed_move",
    ),
    ('{"type": "lang", "lang": "fr"}', "bad_message"),
    ('{"type": "hello", "token": null}', "hello_twice"),
    ("x" * (MAX_MESSAGE + 1), "too_large"),
]


@pytest.mark.parametrize(("text", "code"), BAD_MESSAGES)
def test_bad_messages_get_a_named_error_and_change_nothing(
    client: TestClient, two_people: dict[str, Any], text: str, code: str
) -> None:
    with seat_both(client, two_people) as (sockets, states):
        mover = sockets[states[1]["waiting"][0]]
        mover.send_text(text)
        error = mover.receive_json()
        assert error["type"] == "error" and error["code"] == code, error
        assert error["message"]
        # The connection still works, and the game has not moved.
        mover.send_text('{"type": "ping"}')
        assert mover.receive_json() == {"type": "pong"}
    assert stored_moves(client, two_people["id"]) == 0


def test_out_of_turn_stale_and_spectator_moves_are_refused(
    client: TestClient, two_people: dict[str, Any]
) -> None:
    table_id = two_people["id"]
    with (
        seat_both(client, two_people) as (sockets, states),
        client.websocket_connect(f"/ws/tables/{table_id}") as spectator,
    ):
        hello(spectator, None)
        mover = states[1]["waiting"][0]
        idle = sockets[1 - mover] if len(states[1]["waiting"]) == 1 else None
        move = states[mover]["legal"][0]["move"]
        spectator.send_text(json.dumps({"type": "move", "move": move}))
        assert spectator.receive_json()["code"] == "spectator"
        if idle is not None:
            idle.send_text(json.dumps({"type": "move", "move": move}))
            refused = next(m for m in iter(idle.receive_json, None) if m["type"] == "error")
            assert refused["code"] == "not_your_turn" and "not asked" in refused["message"]
        sockets[mover].send_text(json.dumps({"type": "move", "move": move, "ply": 7}))
        refused = next(m for m in iter(sockets[mover].receive_json, None) if m["type"] == "error")
        assert refused["code"] == "stale" and "move 7" in refused["message"]
    assert stored_moves(client, table_id) == 0


def test_wrong_tokens_and_missing_hello_are_refused(
    client: TestClient, two_people: dict[str, Any]
) -> None:
    table_id = two_people["id"]
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
        ws.send_text('{"type": "ping"}')
        assert ws.receive_json()["code"] == "hello_first"
        ws.send_text(json.dumps({"type": "hello", "token": "A" * 32}))
        assert ws.receive_json()["code"] == "bad_token"
    other = new_table(client, ["human", "human"])
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
        # A real token, but of another table.
        ws.send_text(json.dumps({"type": "hello", "token": claim_seats(client, other)[0]}))
        assert ws.receive_json()["code"] == "bad_token"
    with client.websocket_connect("/ws/tables/nowhere") as ws:
        assert ws.receive_json()["code"] == "no_table"
    assert client.get(f"/api/tables/{table_id}").json()["status"] == "open"
