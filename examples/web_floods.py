"""Measure a real ``empires serve`` under two floods a hostile visitor can send, by its memory.

1. A chunked POST of ``--body-mib`` MiB (no Content-Length): the server must refuse it once it
   passes the body limit, without reading the rest.
2. ``--ids`` requests naming tables that do not exist, over HTTP and WebSocket in turn: nothing
   they create may outlive them.

Prints the server's resident memory (VmRSS, and its peak VmHWM) from /proc before and after.
Run from a checkout with the package installed:

    .venv/bin/python examples/web_floods.py --body-mib 10 --ids 3000 --rounds 3
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import secrets
import select
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import websockets

MIB = 1024 * 1024


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def memory(pid: int, field: str) -> float:
    """A /proc/PID/status field (kB) in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise KeyError(field)


def post_chunked(port: int, size: int, chunk: int = 64 * 1024) -> tuple[str, int]:
    """Send ``size`` bytes as a chunked POST until the server answers; its status line and the
    bytes sent by then."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(
        b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n"
    )
    sent, answer = 0, b""
    try:
        while sent < size and not select.select([sock], [], [], 0.01)[0]:
            sock.sendall(f"{chunk:x}\r\n".encode() + b" " * chunk + b"\r\n")
            sent += chunk
        answer = sock.recv(65536)
    except (BrokenPipeError, ConnectionResetError):
        pass
    except TimeoutError:
        return "no answer within 10 s: the server is still reading", sent
    finally:
        sock.close()
    return answer.split(b"\r\n", 1)[0].decode(), sent


async def unknown_ids(port: int, count: int) -> None:
    """``count`` requests for tables that do not exist, alternating HTTP and WebSocket."""
    for i in range(count):
        table = secrets.token_urlsafe(9)
        if i % 2:
            async with websockets.connect(f"ws://127.0.0.1:{port}/ws/tables/{table}") as ws:
                await ws.recv()  # the error naming the missing table, then the close
        else:
            with contextlib.suppress(urllib.error.HTTPError):
                await asyncio.to_thread(
                    urllib.request.urlopen, f"http://127.0.0.1:{port}/api/tables/{table}", None, 10
                )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--body-mib", type=int, default=10)
    parser.add_argument("--ids", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3, help="how many floods of --ids requests")
    args = parser.parse_args()
    empires = str(Path(sys.executable).with_name("empires"))
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = subprocess.Popen(
            [empires, "serve", "--port", str(port), "--data", folder],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            for _ in range(300):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=1)
                    break
                except OSError:
                    time.sleep(0.1)
            asyncio.run(unknown_ids(port, 300))  # warm up: first connections grow the process
            pid = server.pid
            print(f"start: VmRSS {memory(pid, 'VmRSS'):.2f} MiB, VmHWM {memory(pid, 'VmHWM'):.2f}")
            status, sent = post_chunked(port, args.body_mib * MIB)
            time.sleep(0.5)
            print(f"chunked body of {args.body_mib} MiB: {status!r} after {sent:,} bytes sent")
            print(f"  VmRSS {memory(pid, 'VmRSS'):.2f} MiB, VmHWM {memory(pid, 'VmHWM'):.2f}")
            for done in range(1, args.rounds + 1):
                started = time.monotonic()
                asyncio.run(unknown_ids(port, args.ids))
                print(
                    f"{done * args.ids} unknown-table requests"
                    f" ({time.monotonic() - started:.1f} s for the last {args.ids}):"
                    f" VmRSS {memory(pid, 'VmRSS'):.2f} MiB, VmHWM {memory(pid, 'VmHWM'):.2f}"
                )
        finally:
            server.terminate()
            server.wait(10)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
