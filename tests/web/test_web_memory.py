"""Limits that hold against a real ``empires serve``, measured on its memory: a chunked body far
over the limit is refused without being read, and requests for tables that do not exist leave
nothing behind."""

from __future__ import annotations

import asyncio
import json
import secrets
import select
import socket
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import websockets

from empires.web.bodies import MAX_BODY
from tests.web.seats import run
from tests.web.server import ServerProcess

MIB = 1024 * 1024


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path / 'empires.sqlite3'}").start()
    yield process
    process.stop()


def post_chunked(port: int, size: int, chunk: int = 64 * 1024) -> tuple[str, int]:
    """POST ``size`` bytes in chunks (no Content-Length), reading the answer as soon as there is
    one: its status line, and how many bytes were sent by then."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(
        b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n"
    )
    data = b" " * chunk
    sent = 0
    answer = b""
    try:
        while sent < size:
            readable, _, _ = select.select([sock], [], [], 0.01)
            if readable:
                break
            sock.sendall(f"{chunk:x}\r\n".encode() + data + b"\r\n")
            sent += chunk
        answer = sock.recv(65536)
    except (BrokenPipeError, ConnectionResetError):
        pass
    finally:
        sock.close()
    return answer.split(b"\r\n", 1)[0].decode(), sent


def test_a_chunked_body_of_10_mib_is_refused_without_being_read(server: ServerProcess) -> None:
    post_chunked(server.port, 2 * MAX_BODY)  # warm up the code paths
    peak = server.rss("VmHWM")
    status, sent = post_chunked(server.port, 10 * MIB)
    assert status.startswith("HTTP/1.1 413 ")
    assert sent < 10 * MIB  # the server answered (and stopped reading) long before the end
    assert server.rss("VmHWM") - peak < 2 * MIB  # its memory never held the body


async def unknown_tables(server: ServerProcess, count: int, *, only_ws: bool = False) -> None:
    """``count`` requests naming tables that do not exist: every third (or every one) a
    WebSocket, the others the table's summary or its replay."""
    for n in range(count):
        table_id = secrets.token_urlsafe(9)
        if only_ws or n % 3 == 2:
            async with websockets.connect(f"{server.ws}/ws/tables/{table_id}") as ws:
                assert json.loads(await ws.recv())["code"] == "no_table"
                with pytest.raises(websockets.ConnectionClosed) as closed:
                    await ws.recv()
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 4404
        else:
            path = f"/api/tables/{table_id}" + ("/replay" if n % 3 else "")
            with pytest.raises(urllib.error.HTTPError) as refused:
                await asyncio.to_thread(urllib.request.urlopen, server.base + path, timeout=10)
            assert refused.value.code == 404


def test_unknown_tables_do_not_grow_the_server(server: ServerProcess) -> None:
    # The first few thousand WebSocket connections grow the process by some MiB, then no more
    # (the same before the fix: allocator pools and the like); measure after them.
    run(unknown_tables(server, 3000, only_ws=True))
    before = server.rss()
    run(unknown_tables(server, 3000))
    assert server.rss() - before < MIB
