"""A throwaway PostgreSQL server for the tests: Debian's binaries (installed by ``make test``),
a fresh cluster in a temporary folder, on a free loopback port."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _bin(name: str) -> str:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    if not found:
        raise RuntimeError(
            f"PostgreSQL's {name} is missing: `make test` installs Debian's postgresql package"
        )
    return found[-1]


class PostgresServer:
    """One cluster in a fresh temporary folder; ``url`` connects to its database ``empires``."""

    def __init__(self) -> None:
        # Not in pytest's private temporary folder, which the postgres user cannot enter.
        self.folder = Path(tempfile.mkdtemp(prefix="empires-pg-"))
        self.data = self.folder / "pgdata"
        self.port = free_port()
        self.url = f"postgresql://empires@127.0.0.1:{self.port}/empires"
        # PostgreSQL refuses to run as root; as root, run it as Debian's postgres user.
        self._as = ["runuser", "-u", "postgres", "--"] if os.getuid() == 0 else []

    def _run(self, *args: str) -> None:
        done = subprocess.run([*self._as, *args], capture_output=True, timeout=120, check=False)
        if done.returncode:
            raise RuntimeError(f"{Path(args[0]).name} failed: {done.stderr.decode().strip()}")

    def start(self) -> PostgresServer:
        if self._as:
            shutil.chown(self.folder, "postgres")
        self._run(
            _bin("initdb"),
            "-D",
            str(self.data),
            "-U",
            "empires",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
        )
        self._run(
            _bin("pg_ctl"),
            "-D",
            str(self.data),
            "-l",
            str(self.folder / "log"),
            "-w",
            "-o",
            f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.folder} -c fsync=off",
            "start",
        )
        self._run(
            _bin("createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "empires", "empires"
        )
        return self

    def new_database(self, name: str) -> str:
        """A fresh empty database on this server; its address."""
        self._run(_bin("createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "empires", name)
        return f"postgresql://empires@127.0.0.1:{self.port}/{name}"

    def stop(self) -> None:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                self._run(_bin("pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop")
                break
            except RuntimeError:
                time.sleep(0.2)
        shutil.rmtree(self.folder, ignore_errors=True)
