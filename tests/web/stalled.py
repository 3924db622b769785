"""A WebSocket client on a plain socket with a tiny receive buffer, for the tests of clients that
stop reading: it says hello and then reads nothing until told to."""

from __future__ import annotations

import base64
import json
import os
import socket
import struct
from typing import Any


class StalledClient:
    """One connection to a table that does not read what it is sent (until ``read_to_close``)."""

    def __init__(self, port: int, table_id: str, *, receive_buffer: int = 1024) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        # Set before connecting, so the window the server sees stays small.
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.sock.settimeout(30)
        self.sock.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                f"GET /ws/tables/{table_id} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        self._buffer = b""
        while b"\r\n\r\n" not in self._buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("the server closed the connection during the handshake")
            self._buffer += chunk
        head, self._buffer = self._buffer.split(b"\r\n\r\n", 1)
        if not head.startswith(b"HTTP/1.1 101"):
            raise ConnectionError(f"no WebSocket: {head!r}")

    def send(self, message: dict[str, Any]) -> None:
        """Send one text frame (masked, as a client must)."""
        payload = json.dumps(message).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        else:
            header += bytes([0x80 | 126]) + struct.pack("!H", len(payload))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _exactly(self, size: int) -> bytes:
        while len(self._buffer) < size:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the connection ended without a close frame")
            self._buffer += chunk
        data, self._buffer = self._buffer[:size], self._buffer[size:]
        return data

    def read_to_close(self) -> tuple[int, list[dict[str, Any]]]:
        """Read everything sent until the server's close frame: its code, and the messages."""
        # A window this small would make reading a crawl; wider is as fast as a normal client.
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 20)
        messages = []
        while True:
            first, second = self._exactly(2)
            size = second & 0x7F
            if size == 126:
                (size,) = struct.unpack("!H", self._exactly(2))
            elif size == 127:
                (size,) = struct.unpack("!Q", self._exactly(8))
            payload = self._exactly(size)
            opcode = first & 0x0F
            if opcode == 0x8:
                return struct.unpack("!H", payload[:2])[0], messages
            if opcode == 0x1:
                messages.append(json.loads(payload))

    def close(self) -> None:
        self.sock.close()
