"""A real ``empires serve`` process for the tests, which can be killed and started again."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tests.web.postgres import free_port

EMPIRES = str(Path(sys.executable).with_name("empires"))


class ServerProcess:
    """``empires serve`` on a free port with a given database."""

    def __init__(
        self,
        database: str,
        *,
        heartbeat: float = 5.0,
        port: int | None = None,
        options: Sequence[str] = (),
        output: Path | None = None,
        log: Path | None = None,
    ) -> None:
        self.database = database
        #: More arguments of ``empires serve``.
        self.options = list(options)
        #: Where its standard output (uvicorn's access log) goes; nowhere by default.
        self.output = output
        self.heartbeat = heartbeat
        self.port = port or free_port()
        #: Where the server's log goes (appended to): a file, never an unread pipe, which a
        #: chatty server would fill and then block on.
        self.log = log or Path(tempfile.mkdtemp(prefix="empires-serve-")) / "serve.log"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        args = [EMPIRES, "serve", "--port", str(self.port), "--database", self.database]
        args += ["--heartbeat", str(self.heartbeat), *self.options]
        with (
            self.log.open("ab") as errors,
            self.output.open("ab") if self.output else open(os.devnull, "wb") as stdout,
        ):
            self.process = subprocess.Popen(args, stdout=stdout, stderr=errors, env={**os.environ})
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"empires serve died: {self.said()}")
            try:
                with urllib.request.urlopen(f"{self.base}/api/games", timeout=1):
                    return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("empires serve did not answer within 30 s")

    def said(self, lines: int = 40) -> str:
        """The last lines of the server's log (for a failing test to show)."""
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])

    def kill(self) -> None:
        """SIGKILL: no chance to tidy up."""
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)
            self.process = None

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()
            self.process = None

    def post(self, path: str, body: dict[str, Any]) -> Any:
        request = urllib.request.Request(
            self.base + path, json.dumps(body).encode(), {"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read())

    def new_table(self, seats: list[str], game: str = "empire-engine", **extra: Any) -> Any:
        """Create a table with these seat kinds (the creator only watching); the answer, with a
        claim link per person. ``extra`` adds to the request (``seed``, ``options``, ...)."""
        body = {"game": game, "players": len(seats), "seats": [{"kind": k} for k in seats]}
        return self.post("/api/tables", {**body, **extra})

    def rss(self, field: str = "VmRSS") -> int:
        """The server process's resident memory in bytes, from /proc (``VmHWM``: its peak)."""
        assert self.process is not None
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        line = next(line for line in status.splitlines() if line.startswith(f"{field}:"))
        return int(line.split()[1]) * 1024

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.base + path, timeout=10) as response:
            return json.loads(response.read())
