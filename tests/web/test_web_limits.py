"""Limits that hold (in-process): connection caps, bodies counted as they arrive, strict JSON,
control characters refused in names, the replay's seat token in a header, and nothing left
behind by requests for tables that do not exist."""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from empires.kernel.match import Match
from empires.web.app import create_app
from empires.web.bodies import MAX_BODY
from empires.web.connections import CLOSE_TOO_MANY
from empires.web.limits import Limits
from empires.web.outbox import Outbox, merge_states
from empires.web.protocol import ProtocolError, check_text
from empires.web.replay import EVERY, replay_frame
from empires.web.store import open_store
from tests.web.conftest import claim_seats, new_table, wait_until
from tests.web.seats import run

GAME = {"game": "empire-engine", "players": 2}


@pytest.fixture
def capped() -> Iterator[TestClient]:
    """The app with small connection caps: 3 per table, 5 per address."""
    limits = Limits(max_connections_per_table=3, max_connections_per_address=5)
    with TestClient(create_app(open_store(":memory:"), limits=limits)) as test_client:
        yield test_client


def refused(client: TestClient, table_id: str) -> tuple[dict[str, Any], int]:
    """Connect, expecting a refusal: the error message and the close code."""
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
        error: dict[str, Any] = ws.receive_json()
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    return error, closed.value.code


def test_connections_per_table_and_per_address_are_capped(capped: TestClient) -> None:
    first, second = new_table(capped, ["human", "human"]), new_table(capped, ["human", "human"])
    connections = capped.app.state.connections  # type: ignore[attr-defined]
    with (
        capped.websocket_connect(f"/ws/tables/{first['id']}") as a,
        capped.websocket_connect(f"/ws/tables/{first['id']}") as b,
        capped.websocket_connect(f"/ws/tables/{first['id']}") as c,
    ):
        for ws in (a, b, c):
            ws.send_text(json.dumps({"type": "hello", "token": None}))
            assert ws.receive_json()["type"] == "state"
        error, code = refused(capped, first["id"])
        assert code == CLOSE_TOO_MANY and error["code"] == "too_many_connections"
        assert "at most 3 open connections to one table" in error["message"]
        with (
            capped.websocket_connect(f"/ws/tables/{second['id']}") as d,
            capped.websocket_connect(f"/ws/tables/{second['id']}") as e,
        ):
            for ws in (d, e):
                ws.send_text(json.dumps({"type": "hello", "token": None}))
                assert ws.receive_json()["type"] == "state"
            error, code = refused(capped, second["id"])  # the sixth from this address
            assert code == CLOSE_TOO_MANY
            assert "at most 5 open connections from one address" in error["message"]
            assert connections.per_address == {"testclient": 5}
        # Gone connections free their places.
        with capped.websocket_connect(f"/ws/tables/{second['id']}") as f:
            f.send_text(json.dumps({"type": "hello", "token": None}))
            assert f.receive_json()["type"] == "state"
    wait_until(lambda: not connections.per_table and not connections.per_address)


def test_unknown_tables_leave_nothing_behind(client: TestClient) -> None:
    real = new_table(client, ["human", "human"])
    hub = client.app.state.hub  # type: ignore[attr-defined]
    connections = client.app.state.connections  # type: ignore[attr-defined]
    for n in range(300):
        table_id = secrets.token_urlsafe(9)
        assert client.get(f"/api/tables/{table_id}/replay").status_code == 404
        assert client.get(f"/api/tables/{table_id}").status_code == 404
        if n % 10 == 0:
            error, code = refused(client, table_id)
            assert code == 4404 and error["code"] == "no_table"
    # Ids that cannot be ids (NUL, too long) are answered without the database.
    for odd in ("a%00b", "x" * 300, "a%20b"):
        assert client.get(f"/api/tables/{odd}").status_code == 404
        assert client.get(f"/api/tables/{odd}/replay").status_code == 404
    assert hub._loading == {}
    assert list(hub.tables) in ([], [real["id"]])
    wait_until(lambda: not connections.per_table and not connections.per_address)


def test_a_body_sent_in_chunks_is_refused_once_too_long(client: TestClient) -> None:
    """(That the rest is not read is shown against a real server in test_web_memory.)"""

    def chunks() -> Iterator[bytes]:
        for _ in range(100):
            yield b"[" + b"1," * 8191 + b"1]"  # 16 KiB each, no Content-Length

    response = client.post(
        "/api/tables", content=chunks(), headers={"content-type": "application/json"}
    )
    assert response.status_code == 413
    assert response.json()["detail"] == f"the request body may have at most {MAX_BODY} bytes"
    assert client.get("/api/tables").json() == []


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ('{"game": "empire-engine", "players": NaN, "seats": []}', ["body", "players"]),
        ('{"game": "empire-engine", "players": 2, "seed": Infinity}', ["body", "seed"]),
        ('{"options": {"rounds": -Infinity}}', ["body", "options", "rounds"]),
        ('{"seats": [{"kind": "human"}, {"kind": NaN}]}', ["body", "seats", 1, "kind"]),
    ],
)
def test_nan_and_infinity_are_refused_naming_the_field(
    client: TestClient, body: str, where: list[Any]
) -> None:
    response = client.post(
        "/api/tables", content=body, headers={"content-type": "application/json"}
    )
    assert response.status_code == 422, response.text
    (detail,) = response.json()["detail"]
    assert detail["loc"] == where and "is not a JSON number" in detail["msg"]
    assert client.get("/api/tables").json() == []


@pytest.mark.parametrize(
    "bad", ["Ada\x00", "A\x07da", "Ada\x1b[31m", "A\x85da", "Ada\u2028", "\u2029"]
)
def test_names_with_control_characters_are_refused_and_nothing_is_stored(
    client: TestClient, bad: str
) -> None:
    table = new_table(client, ["human", "human"])
    token = claim_seats(client, table)[0]
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token, "name": bad}))
        error = ws.receive_json()
        assert error["type"] == "error" and error["code"] == "bad_message"
        assert "name must not contain control characters" in error["message"]
        assert f"U+{ord(next(c for c in bad if c not in 'Ada')):04X}" in error["message"]
    seat = client.get(f"/api/tables/{table['id']}").json()["seats"][0]
    assert not seat["name"] and not seat["joined"]


def test_check_text_is_reusable() -> None:
    assert check_text("name", "Ada Lovelace", 40) == "Ada Lovelace"
    assert check_text("name", "Zoë 🙂", 40) == "Zoë 🙂"
    with pytest.raises(ProtocolError, match="seat may have at most 3 characters, not 4"):
        check_text("seat", "long", 3)
    with pytest.raises(ProtocolError, match=r"U\+0000 at position 1"):
        check_text("seat", "a\x00", 3)
    with pytest.raises(ProtocolError, match=r"U\+007F"):
        check_text("seat", "\x7f", 3)


def finish_a_game(client: TestClient) -> tuple[dict[str, Any], str]:
    """A two-seat table (a person and a bot) played to its end by the person; the table and
    the person's seat token."""
    table = new_table(client, ["human", "random"], seed=7, options={"rounds": 12})
    token = claim_seats(client, table)[0]
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        while True:
            message = ws.receive_json()
            if message["type"] == "state" and message["status"] == "finished":
                break
            if message["type"] == "state" and message["legal"]:
                move = message["legal"][0]["move"]
                ws.send_text(json.dumps({"type": "move", "move": move, "ply": message["ply"]}))
    return table, token


def test_the_replay_takes_the_seat_token_in_a_header_only(client: TestClient) -> None:
    table, token = finish_a_game(client)
    path = f"/api/tables/{table['id']}/replay?ply=3"
    as_seat = client.get(path, headers={"Authorization": f"Bearer {token}"})
    assert as_seat.status_code == 200 and as_seat.json()["seat"] == 0
    spectator = client.get(path).json()
    assert spectator["seat"] is None and spectator["ply"] == 3
    assert spectator["view"] != as_seat.json()["view"]
    # A token in the address does not act: it is refused, naming where it belongs.
    in_query = client.get(f"{path}&token={token}")
    assert in_query.status_code == 400 and "Authorization header" in in_query.json()["detail"]
    assert client.get(path, headers={"Authorization": "Bearer nope"}).status_code == 403
    assert client.get(path, headers={"Authorization": token}).status_code == 403
    # Every frame is what a whole replay from the start gives: the checkpoints change nothing.
    live = client.app.state.hub.tables[table["id"]]  # type: ignore[attr-defined]
    plies = spectator["plies"]
    assert plies > EVERY
    for seat, headers in ((None, {}), (0, {"Authorization": f"Bearer {token}"})):
        for ply in [*range(plies + 1), plies + 5]:
            frame = client.get(f"/api/tables/{table['id']}/replay?ply={ply}", headers=headers)
            whole = replay_frame(live, Match.start_of(live.match.record()), seat, ply, "en")
            assert frame.json() == json.loads(json.dumps(whole))


def test_merged_states_keep_every_log_line() -> None:
    first = {"type": "state", "ply": 1, "log_start": 4, "log": ["e", "f"]}
    second = {"type": "state", "ply": 2, "log_start": 6, "log": ["g"]}
    assert merge_states(first, second) == {**second, "log_start": 4, "log": ["e", "f", "g"]}
    full = {"type": "state", "ply": 2, "log_start": 0, "log": list("abcdefg")}
    assert merge_states(first, full) == full
    assert merge_states(first, {**second, "log_start": 9}) is None  # a gap: not merged


def test_a_state_merged_into_a_first_state_keeps_the_chat_so_far() -> None:
    # Seen in CI: a spectator's first state (with the chat) was still queued when a seat's
    # reconnection sent everyone a state without it; the merged state had lost the chat.
    talk = [{"seat": 0, "name": "Ada", "at": 1.0, "text": "Hello"}]
    first = {"type": "state", "ply": 3, "log_start": 0, "log": ["a"], "chat": talk}
    later = {"type": "state", "ply": 3, "log_start": 1, "log": []}
    assert merge_states(first, later) == {**later, "log_start": 0, "log": ["a"], "chat": talk}
    repeated = merge_states(first, {**later, "log_start": 0, "log": ["a"]})
    assert repeated is not None and repeated["chat"] == talk
    newer = [*talk, {"seat": 1, "name": "Bob", "at": 2.0, "text": "Hi"}]
    relanguaged = merge_states(first, {**later, "chat": newer})
    assert relanguaged is not None and relanguaged["chat"] == newer  # the newer chat wins


def test_an_outbox_merges_states_and_drops_a_client_that_falls_behind() -> None:
    async def scenario() -> None:
        written: list[str] = []
        closed: list[int] = []
        network = asyncio.Event()  # the client's network: stalled until set

        async def write(text: str) -> None:
            await network.wait()
            written.append(text)

        async def close(code: int, reason: str) -> None:
            closed.append(code)

        outbox = Outbox(write, close, size=3, timeout=30)
        sender = asyncio.create_task(outbox.run())
        outbox.put({"type": "state", "ply": 0, "log_start": 0, "log": ["a"]})
        await asyncio.sleep(0.01)  # the sender now waits for the network with ply 0
        for ply in range(1, 20):
            outbox.put({"type": "state", "ply": ply, "log_start": ply, "log": [str(ply)]})
        outbox.put({"type": "ack", "ply": 19})
        network.set()
        await asyncio.sleep(0.01)
        sent = [json.loads(text) for text in written]
        assert [m["ply"] for m in sent] == [0, 19, 19]  # one merged state for plies 1 to 19
        assert sent[1]["log_start"] == 1 and sent[1]["log"] == [str(p) for p in range(1, 20)]
        network.clear()
        for n in range(5):  # the network stalls again, and the client keeps asking
            outbox.put({"type": "pong", "n": n})
        await asyncio.wait_for(sender, 1)
        assert outbox.dropped and "more than 3 messages" in outbox.dropped
        assert closed == [4008]

    run(scenario())  # in a thread of its own: Playwright may hold this thread's loop
