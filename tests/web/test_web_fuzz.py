"""Fuzzing the web table: the HTTP API against its own OpenAPI schema (schemathesis), and the
table's WebSocket with generated messages (hypothesis).

Every request and message must get an answer that names the problem (or be a move the kernel
accepted), never a server error or a dropped connection, and a refused message changes nothing.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import schemathesis
import schemathesis.specs.openapi.object_authorization  # imported early: see below
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, rule, run_state_machine_as_test
from schemathesis import Case, CheckContext, Response
from starlette.testclient import TestClient, WebSocketTestSession

from empires.web.app import MAX_BODY, create_app
from empires.web.payloads import state_payload
from empires.web.protocol import (
    MAX_MESSAGE,
    MAX_NESTING,
    Hello,
    Lang,
    Move,
    Ping,
    ProtocolError,
    parse_message,
)
from empires.web.store import open_store
from empires.web.table import Client, LiveTable
from tests.web.conftest import claim_seats, new_table

# schemathesis imports the module above lazily, from inside a check deep in a hypothesis run;
# there pytest's assertion rewriting compiles it, and CPython 3.11's compiler can fail so deep
# ("AST constructor recursion depth mismatch"). Imported at the top, it is compiled here.
from tests.web.server import ServerProcess

# -- the HTTP API against its schema -----------------------------------------------------------

#: Refusals the app makes on purpose but its OpenAPI schema does not declare (FastAPI declares
#: only 200/201 and 422): a kernel refusal (400), a bad replay token (403), an unknown table
#: (404), a replay of an unfinished game (409), an oversized body (413).
REFUSALS = {400, 403, 404, 409, 413}


#: The app's schema (the app itself is not started here). Requests go to a real `empires serve`
#: process: no app runs in a thread of this process, where CPython 3.11.7 has failed to parse
#: source when two threads did at once (see tests/conftest.py).
SCHEMA = schemathesis.openapi.from_dict(create_app(open_store(":memory:")).openapi())
#: Caps high enough for the fuzzing's many tables (the caps have tests of their own).
UNCAPPED = [f"--{cap}=100000" for cap in ("tables-per-address-per-hour", "open-tables")]


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The address of a real server on a fresh SQLite database."""
    folder = tmp_path_factory.mktemp("fuzz")
    server = ServerProcess(f"sqlite:///{folder / 'fuzz.sqlite3'}", options=UNCAPPED).start()
    yield server.base
    server.stop()


def _call(api: str, method: str, path: str, **parts: Any) -> Any:
    response = SCHEMA[path][method].Case(**parts).call(base_url=api)
    assert response.status_code < 300, response.text
    return response.json()


@pytest.fixture(scope="module")
def real_tables(api: str) -> dict[str, str]:
    """Ids of real tables: one open (waiting for its people), one finished (two bots)."""
    seats = {"game": "empire-engine", "players": 2, "seed": 1}
    people = _call(api, "POST", "/api/tables", body={**seats, "seats": [{"kind": "human"}] * 2})
    bots = _call(api, "POST", "/api/tables", body={**seats, "seats": [{"kind": "random"}] * 2})
    deadline = time.monotonic() + 20
    path = {"table_id": bots["id"]}
    while _call(api, "GET", "/api/tables/{table_id}", path_parameters=path)["status"] != "finished":
        assert time.monotonic() < deadline, "the bots' table did not finish"
        time.sleep(0.05)
    return {"open": people["id"], "finished": bots["id"]}


def refusals_are_named(ctx: CheckContext, response: Response, case: Case[Any]) -> bool | None:
    """No server error; any other status is declared or one of REFUSALS, and every refusal is
    JSON with a ``detail`` saying what is wrong."""
    status = response.status_code
    assert status < 500, f"server error {status}: {response.text[:500]}"
    declared = {int(code) for code in case.operation.definition.raw["responses"] if code.isdigit()}
    assert status in declared | REFUSALS, f"undeclared status {status}: {response.text[:500]}"
    if status >= 400:
        detail = response.json()["detail"]
        assert detail and isinstance(detail, str | list), response.text[:500]
    return None


@SCHEMA.parametrize()
@SCHEMA.given(table=st.sampled_from([None, "open", "finished"]))
@settings(
    max_examples=40,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
def test_the_api_answers_every_request_without_a_server_error(
    case: Case[Any], table: str | None, real_tables: dict[str, str], api: str
) -> None:
    if table is not None and "table_id" in (case.path_parameters or {}):
        case.path_parameters = {**(case.path_parameters or {}), "table_id": real_tables[table]}
    checks = schemathesis.checks
    case.call_and_validate(
        base_url=api,
        additional_checks=[refusals_are_named],
        excluded_checks=[
            # Replaced by refusals_are_named: the schema does not declare the app's refusals.
            checks.status_code_conformance,
            # A body valid by the schema may name an unknown game or option: a 400 is right.
            checks.positive_data_acceptance,
            # OPTIONS /api/tables answers 405 with `Allow: POST` although GET is served too
            # (Starlette names the methods of the first route matching the path only).
            checks.allow_header_conformance,
        ],
    )


def test_an_oversized_body_is_refused_before_it_is_read(client: TestClient) -> None:
    body = b'{"game": "' + b"x" * MAX_BODY + b'"}'
    response = client.post("/api/tables", content=body, headers={"Content-Type": "text/plain"})
    assert response.status_code == 413 and "at most" in response.json()["detail"]


# -- the table's WebSocket ---------------------------------------------------------------------
def hello(ws: WebSocketTestSession, token: str | None) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "token": token}))
    state: dict[str, Any] = ws.receive_json()
    return state


def until_pong(ws: WebSocketTestSession) -> list[dict[str, Any]]:
    """Ask for a pong and return everything that arrived before it."""
    ws.send_text('{"type": "ping"}')
    return list(iter(ws.receive_json, {"type": "pong"}))


@dataclass
class Table:
    """A 2-person table with both seats and a spectator connected."""

    client: TestClient
    id: str
    sockets: dict[int | None, WebSocketTestSession]

    @property
    def live(self) -> LiveTable:
        live: LiveTable = self.client.app.state.hub.tables[self.id]  # type: ignore[attr-defined]
        return live

    def stored(self) -> list[dict[str, Any]]:
        store = self.client.app.state.hub.store  # type: ignore[attr-defined]
        rows = self.client.portal.call(store.moves, self.id)  # type: ignore[union-attr]
        return [row.move for row in rows]

    def snapshot(self) -> Any:
        """Everything a refused message must leave as it was: the stored moves, the whole
        state (secrets included) and every seat's payload."""

        async def ignore(_: dict[str, Any]) -> None:
            return None

        live = self.live
        payloads = [
            state_payload(live, Client(ignore, seat), full_log=True) for seat in (0, 1, None)
        ]
        return self.stored(), live.match.state_json(), live.row.status, payloads


@contextlib.contextmanager
def seated_table(client: TestClient) -> Iterator[Table]:
    made = new_table(client, ["human", "human"], seed=11)
    tokens = claim_seats(client, made)
    url = f"/ws/tables/{made['id']}"
    with (
        client.websocket_connect(url) as first,
        client.websocket_connect(url) as second,
        client.websocket_connect(url) as spectator,
    ):
        hello(first, tokens[0])
        hello(second, tokens[1])
        hello(spectator, None)
        table = Table(client, made["id"], {0: first, 1: second, None: spectator})
        for ws in table.sockets.values():
            until_pong(ws)
        yield table


def json_values(max_leaves: int = 12) -> st.SearchStrategy[Any]:
    """Any JSON value: nested lists and objects of nulls, booleans, numbers (huge ones too,
    NaN and infinities) and strings (lone surrogates too, which JSON escapes can spell)."""
    chars = st.characters() | st.characters(categories=["Cs"])
    scalars = (
        st.none()
        | st.booleans()
        | st.integers()
        | st.integers(min_value=2**63, max_value=10**80)
        | st.floats()
        | st.text(alphabet=chars, max_size=12)
    )
    return st.recursive(
        scalars,
        lambda inner: (
            st.lists(inner, max_size=4)
            | st.dictionaries(st.text(alphabet=chars, max_size=8), inner, max_size=4)
        ),
        max_leaves=max_leaves,
    )


def nested(depth: int) -> str:
    return '{"type": "move", "move": ' + "[" * depth + "]" * depth + "}"


@st.composite
def near_moves(draw: st.DrawFn, legal: list[dict[str, Any]], ply: int) -> str:
    """A legal move, or one changed a little: a field dropped, added, retyped or wrong, sent at
    the right ply, at a wrong one, or without one."""
    move: dict[str, Any] = dict(draw(st.sampled_from(legal))) if legal else {"type": "block"}
    change = draw(st.sampled_from(["none", "drop", "add", "value", "type"]))
    if change == "drop" and move:
        move.pop(draw(st.sampled_from(sorted(move))))
    elif change == "add":
        move[draw(st.text(max_size=8))] = draw(json_values(4))
    elif change == "value" and move:
        move[draw(st.sampled_from(sorted(move)))] = draw(json_values(4))
    elif change == "type":
        move["type"] = draw(
            st.sampled_from(["place_engine", "place_gear", "block", "steal", "salvage", "fly"])
        )
    message: dict[str, Any] = {"type": "move", "move": move}
    at = draw(
        st.sampled_from(["right", "right", "none", "wrong"])  # mostly at the right ply
    )
    if at == "right":
        message["ply"] = ply
    elif at == "wrong":
        message["ply"] = draw(
            st.integers(min_value=-5, max_value=10**30) | st.floats() | st.text(max_size=3)
        )
    return json.dumps(message)


def messages(legal: list[dict[str, Any]], ply: int) -> st.SearchStrategy[str | bytes]:
    """Every shape a client might send, in text frames and binary ones."""
    kinds = st.sampled_from(["hello", "move", "lang", "ping", "shout", ""])
    deep = 5000
    return st.one_of(
        st.binary(max_size=40),
        json_values().map(lambda v: json.dumps(v).encode()),
        near_moves(legal, ply),
        near_moves(legal, ply),
        json_values().map(json.dumps),
        st.fixed_dictionaries({"type": kinds}, optional={"lang": json_values(2)}).map(json.dumps),
        st.builds(
            lambda kind, rest: json.dumps({**rest, "type": kind}),
            kinds,
            st.dictionaries(
                st.sampled_from(["move", "ply", "token", "name", "lang"]), json_values(4)
            ),
        ),
        st.text(alphabet=st.characters() | st.characters(categories=["Cs"]), max_size=40),
        st.integers(min_value=1, max_value=deep).map(nested),
        st.integers(min_value=4300, max_value=5000).map(
            lambda n: '{"type": "move", "ply": %s}' % ("9" * n)
        ),
        st.integers(min_value=MAX_MESSAGE - 40, max_value=4 * MAX_MESSAGE).map(
            lambda n: json.dumps({"type": "ping", "pad": "x" * n})
        ),
    )


def expect(text: str | bytes) -> type | str:
    """What the server must make of ``text``: the protocol's own parser says which message it
    is, or which error code it gets."""
    try:
        return type(parse_message(text))
    except ProtocolError as error:
        return error.code


def check_one_message(table: Table, seat: int | None, text: str | bytes, legal: list[Any]) -> bool:
    """Send ``text`` from ``seat``; check what came back and what changed. True if it was
    played."""
    before = table.snapshot()
    ws = table.sockets[seat]
    if isinstance(text, bytes):
        ws.send_bytes(text)
    else:
        ws.send_text(text)
    expected = expect(text)
    if expected is Ping:
        assert ws.receive_json() == {"type": "pong"}
    answers = until_pong(ws)  # the connection still answers
    for other, socket in table.sockets.items():
        if other != seat:
            until_pong(socket)  # hears of a played move; must still answer too
    acks = [a for a in answers if a["type"] == "ack"]
    errors = [a for a in answers if a["type"] == "error"]
    if acks:
        # Played: one of the seat's legal moves, stored at the next ply, nothing else stored.
        assert expected is Move and not errors, answers
        assert acks == [{"type": "ack", "ply": len(before[0])}]
        stored = table.stored()
        assert stored[:-1] == before[0] and stored[-1] in legal, (text, stored[-1])
        return True
    assert table.snapshot() == before, f"{text[:200]!r} changed the table"
    if expected is Move or isinstance(expected, str):
        assert len(errors) == 1, answers
        assert errors[0]["code"] and errors[0]["message"], errors
        if isinstance(expected, str):  # the parser's own refusal, word for word
            assert errors[0]["code"] == expected, (text[:200], errors)
    else:  # hello (a second time), lang or ping: answered, not refused
        codes = ["hello_twice"] if expected is Hello else []
        assert [e["code"] for e in errors] == codes, answers
        if expected is Lang:
            assert [a["type"] for a in answers] == ["state"], answers
    return False


def test_generated_messages_get_a_named_error_or_are_played(client: TestClient) -> None:
    played = Counter[bool]()

    class Messages(RuleBasedStateMachine):
        """Each run: a fresh table, then a series of generated messages from its seats."""

        def __init__(self) -> None:
            super().__init__()
            self.stack = contextlib.ExitStack()
            self.table = self.stack.enter_context(seated_table(client))

        @rule(data=st.data())
        def send(self, data: st.DataObject) -> None:
            match = self.table.live.match
            waiting = match.to_act()
            seat = data.draw(st.sampled_from([*waiting, *waiting, 0, 1, None]), label="seat")
            mover = seat if seat in waiting else (waiting[0] if waiting else None)
            legal = [] if mover is None else match.legal_moves_json(mover)
            text = data.draw(messages(legal, self.table.live.ply), label="message")
            played[check_one_message(self.table, seat, text, legal if seat == mover else [])] += 1

        def teardown(self) -> None:
            self.stack.close()

    run_state_machine_as_test(
        Messages,
        settings=settings(
            max_examples=20,
            stateful_step_count=15,
            deadline=None,
            database=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
        ),
    )
    # The run exercised both sides of the property.
    assert played[True] > 0 and played[False] > 0, played


first_messages = st.one_of(
    st.fixed_dictionaries(
        {"type": st.just("hello")},
        optional={
            "token": st.none() | json_values(3),
            "name": json_values(2),
            "lang": st.sampled_from(["en", "de", "fr"]) | json_values(2),
        },
    ).map(json.dumps),
    json_values().map(json.dumps),
    st.text(max_size=40),
)


def test_a_first_message_that_is_not_a_good_hello_is_refused(client: TestClient) -> None:
    made = new_table(client, ["human", "human"], seed=2)
    url = f"/ws/tables/{made['id']}"

    @settings(max_examples=60, deadline=None, database=None)
    @given(text=first_messages)
    def check(text: str) -> None:
        expected = expect(text)
        with client.websocket_connect(url) as ws:
            ws.send_text(text)
            answer = ws.receive_json()
            if expected is Hello and parse_message(text).token is None:  # type: ignore[union-attr]
                assert answer["type"] == "state" and answer["seat"] is None, answer
                return
            code = expected if isinstance(expected, str) else "hello_first"
            if expected is Hello:
                code = "bad_token"  # no generated token belongs to the table
            assert answer["type"] == "error" and answer["code"] == code, (text, answer)
            assert answer["message"], answer
            # Still usable: a good hello now seats a spectator.
            assert hello(ws, None)["seat"] is None

    check()
    assert client.get(f"/api/tables/{made['id']}").json()["status"] == "open"


# -- found by fuzzing ------------------------------------------------------------------------
def test_a_binary_frame_is_read_as_json_text(client: TestClient) -> None:
    made = new_table(client, ["human", "human"])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        hello(ws, claim_seats(client, made)[0])
        ws.send_bytes(b'{"type": "ping"}')
        assert ws.receive_json() == {"type": "pong"}
        ws.send_bytes(b"\xff\xfe")
        assert ws.receive_json()["code"] == "bad_json"
        assert until_pong(ws) == []


@pytest.mark.parametrize("field", ["token", "name"])
def test_a_hello_that_is_not_valid_unicode_is_refused(client: TestClient, field: str) -> None:
    # A lone surrogate ("\ud800" in JSON) used to reach str.encode() in hub.token_hash (token)
    # or SQLite in join_seat (name), which raised UnicodeEncodeError and dropped the connection.
    made = new_table(client, ["human", "human"])
    token = claim_seats(client, made)[0]
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token, field: "\ud800"}))
        refused = ws.receive_json()
        assert refused["type"] == "error" and refused["message"], refused
        assert hello(ws, token)["seat"] == 0  # still usable: the right hello seats it
        assert until_pong(ws) == []


def test_deeply_nested_json_is_refused(client: TestClient) -> None:
    # Refused before parsing (json.loads would recurse past about 1,000 levels); 4,000 levels
    # fit well within MAX_MESSAGE.
    made = new_table(client, ["human", "human"])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        hello(ws, claim_seats(client, made)[0])
        ws.send_text(nested(4000))
        refused = ws.receive_json()
        assert refused["code"] == "bad_json" and "more than 64 deep" in refused["message"]
        assert until_pong(ws) == []
        # Nesting up to the limit is read as JSON (this table has not started, so the move
        # itself is refused for that).
        ws.send_text(nested(MAX_NESTING - 1))
        assert ws.receive_json()["code"] == "not_started"
        ws.send_text('{"type": "ping", "pad": "[[[[' + "[" * 100 + '"}')
        assert ws.receive_json() == {"type": "pong"}, "brackets inside strings do not nest"
