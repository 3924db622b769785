"""What a test may learn of a server's processes from Linux's /proc (never from the server)."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path


def cpu_seconds(pid: int) -> float:
    """User and system CPU time ``pid`` has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def alive(pid: int) -> bool:
    """Whether ``pid`` is a process that has not ended (a zombie has ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def worker_pids(log: Path, seconds: float = 30.0, at_least: int = 1) -> list[int]:
    """The bot workers the server's log says it started (waiting for ``at_least`` of them)."""
    deadline = time.monotonic() + seconds
    while True:
        pids = [int(p) for p in re.findall(r"bot worker (\d+) started", log.read_text())]
        if len(pids) >= at_least:
            return pids
        if time.monotonic() > deadline:
            raise AssertionError(f"no bot worker started within {seconds} s: {log.read_text()}")
        time.sleep(0.05)
