"""Behind a reverse proxy: the deployment's nginx configuration in front of a real
``empires serve --proxy-headers`` (TLS, WebSockets, the protections, the real client address),
and without ``--proxy-headers`` nobody can claim another address with X-Forwarded-For.

Clients connect from other loopback addresses (127.0.0.2, 127.0.0.3) than the proxy's, so the
address the server logs tells whose it is."""

from __future__ import annotations

import http.client
import json
import re
import ssl
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from empires.kernel.rng import SeededRng
from empires.web.headers import SECURITY_HEADERS
from tests.web.nginx import Nginx
from tests.web.seats import Seat, play_until, run
from tests.web.server import ServerProcess

SPOOFED = "203.0.113.9"  # an address nobody here has (documentation range)
GAME = {"game": "empire-engine", "players": 3, "seed": 4}
SEATS = [{"kind": "human"}, {"kind": "heuristic"}, {"kind": "human"}]


def request(
    connection: http.client.HTTPConnection, method: str, path: str, body: Any = None
) -> tuple[http.client.HTTPResponse, bytes]:
    """One request that claims to come from SPOOFED over HTTPS; the answer and its body."""
    headers = {"X-Forwarded-For": SPOOFED, "X-Forwarded-Proto": "https"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    connection.request(method, path, data, headers)
    response = connection.getresponse()
    return response, response.read()


def logged_clients(log: Path, path: str) -> set[str]:
    """The client addresses of the access log's requests for ``path``."""
    for _ in range(50):  # the server writes its log line just after answering
        found = {
            m.group(1)
            for m in re.finditer(
                rf'^INFO:\s+([\d.]+):\d+ - "\w+ {re.escape(path)} ', log.read_text(), re.M
            )
        }
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"no request for {path} in the access log:\n{log.read_text()}")


def server(folder: Path, *options: str) -> ServerProcess:
    return ServerProcess(
        f"sqlite:///{folder / 'empires.sqlite3'}",
        options=["--access-log", *options],
        output=folder / "access.log",
    )


def test_without_proxy_headers_a_forwarded_address_changes_nothing(tmp_path: Path) -> None:
    direct = server(tmp_path).start()
    try:
        # From 127.0.0.1, which uvicorn by itself would trust as a proxy.
        connection = http.client.HTTPConnection("127.0.0.1", direct.port, timeout=10)
        response, body = request(connection, "POST", "/api/tables", {**GAME, "seats": SEATS})
        assert response.status == 201
        # Neither the address nor the scheme the client claimed was believed.
        assert logged_clients(tmp_path / "access.log", "/api/tables") == {"127.0.0.1"}
        links = [i["link"] for i in json.loads(body)["invites"]]
        assert all(link.startswith(f"http://127.0.0.1:{direct.port}/t/") for link in links)
    finally:
        direct.stop()


def test_forwarded_allow_ips_needs_proxy_headers(tmp_path: Path) -> None:
    with pytest.raises(RuntimeError, match="--forwarded-allow-ips needs --proxy-headers"):
        server(tmp_path, "--forwarded-allow-ips", "127.0.0.1").start()


@pytest.fixture
def proxied(tmp_path: Path) -> Iterator[tuple[ServerProcess, Nginx]]:
    """``empires serve --proxy-headers`` behind nginx with docs/deploy/nginx.conf."""
    upstream = server(tmp_path, "--proxy-headers").start()
    proxy = Nginx(upstream.port)
    try:
        yield upstream, proxy.start()
    finally:
        proxy.stop()
        upstream.stop()


def test_behind_nginx_people_play_over_tls_with_their_real_address(
    proxied: tuple[ServerProcess, Nginx], tmp_path: Path
) -> None:
    upstream, proxy = proxied
    tls = ssl.create_default_context(cafile=str(proxy.cert))
    connection = http.client.HTTPSConnection(
        "127.0.0.1", proxy.https_port, timeout=10, context=tls, source_address=("127.0.0.3", 0)
    )
    for path in ("/", "/t/x", "/static/table.js", "/games/empire-engine/view.js", "/api/games"):
        response, _ = request(connection, "GET", path)
        assert response.status == 200, path
        for name, value in SECURITY_HEADERS:
            assert response.getheader(name.decode()) == value.decode(), (path, name)
        assert response.getheader("strict-transport-security") == "max-age=31536000"
    response, _ = request(connection, "GET", "/api/tables/none")
    assert response.status == 404 and response.getheader("x-frame-options") == "DENY"
    response, _ = request(connection, "POST", "/api/tables", {"pad": "x" * 70_000})
    assert response.status == 413  # refused by nginx already

    response, body = request(connection, "POST", "/api/tables", {**GAME, "seats": SEATS})
    assert response.status == 201
    table = json.loads(body)
    # The server saw the client's address as nginx saw it (not the claimed one, not nginx's),
    # and made the seat links for the address and scheme the browser used.
    assert logged_clients(tmp_path / "access.log", "/api/tables") == {"127.0.0.3"}
    links = [i["link"] for i in table["invites"]]
    assert all(link.startswith(f"{proxy.https}/t/{table['id']}#seat=") for link in links)

    # Plain HTTP is sent to HTTPS.
    plain = http.client.HTTPConnection("127.0.0.1", proxy.http_port, timeout=10)
    plain.request("GET", "/t/x")
    redirect = plain.getresponse()
    assert redirect.status == 301
    assert (redirect.getheader("location") or "").startswith("https://127.0.0.1/t/x")

    # A few moves over WebSockets through nginx (wss).
    wss = f"wss://127.0.0.1:{proxy.https_port}"
    options = {"ssl": tls, "local_addr": ("127.0.0.3", 0)}
    run(_play_a_few_moves(wss, table, options))

    # A client that is not a trusted proxy cannot claim an address even with --proxy-headers.
    direct = http.client.HTTPConnection(
        "127.0.0.1", upstream.port, timeout=10, source_address=("127.0.0.2", 0)
    )
    response, _ = request(direct, "GET", "/api/tables?limit=7")
    assert response.status == 200
    assert logged_clients(tmp_path / "access.log", "/api/tables?limit=7") == {"127.0.0.2"}


async def _play_a_few_moves(wss: str, table: dict[str, Any], options: dict[str, Any]) -> None:
    seats = [Seat(wss, table["id"], i["token"], **options) for i in table["invites"]]
    for seat in seats:
        await seat.connect()
    try:
        made = await play_until(seats, SeededRng(3), moves=4)
        assert made == 4
        assert seats[0].state["ply"] >= 4 and not any(s.errors for s in seats)
    finally:
        for seat in seats:
            await seat.close()
