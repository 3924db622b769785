"""Helpers for the terminal tests: the real ``empires`` command in a pseudo-terminal."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from subprocess import CompletedProcess

import pexpect
import pytest
from pexpect.popen_spawn import PopenSpawn

_HERE = Path(sys.executable).parent / "empires"
EMPIRES = str(_HERE) if _HERE.exists() else (shutil.which("empires") or "empires")
_ROOT = Path(__file__).resolve().parents[2]


def run_env() -> dict[str, str]:
    """A run's environment, read when it starts (a test may have put a game on the path):
    this tree and its example game first on the path, so the runs play the code under test."""
    path = [str(_ROOT), str(_ROOT / "examples" / "sealed_bids"), os.environ.get("PYTHONPATH", "")]
    return dict(
        os.environ, PYTHONIOENCODING="utf-8", TERM="xterm", PYTHONPATH=os.pathsep.join(path)
    )


#: The move prompt in either language; group 1 is the number of choices.
PROMPT = re.compile(r"(?:Choose|Wähle) 1-(\d+) \((?:or|oder) ")
FINAL = re.compile(r"(?:Final scores|Endwertung)")
#: The question for the number of a choice that takes one; group 1 the choice, 2 the numbers.
AMOUNT = re.compile(r"(?:Which number for choice|Welche Zahl für Möglichkeit) (\d+) \(([^)]*)\)\? ")
PASS = re.compile(r"(?:Pass the keyboard to|Gib die Tastatur an) (\S+)")
SAVED = re.compile(r"(?:Game saved to|Spiel gespeichert in) (\S+\.json)")


class Terminal:
    """One run of ``empires`` in a pseudo-terminal of 120 x 50, in a scratch directory."""

    def __init__(self, args: list[str], cwd: Path) -> None:
        env = dict(run_env(), LINES="50", COLUMNS="120")
        self.cwd = cwd
        self.child = pexpect.spawn(
            EMPIRES,
            args,
            cwd=str(cwd),
            env=env,
            encoding="utf-8",
            timeout=20,
            dimensions=(50, 120),
            # As a shell starts a program: Ctrl-C interrupts it even when these tests run in a
            # background job, whose commands inherit SIGINT ignored (and Python then installs
            # no KeyboardInterrupt handler).
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
        #: Everything read so far.
        self.transcript = ""

    def expect(self, pattern: object) -> int:
        """Wait for a pattern (or a list of them); keeps the transcript."""
        index = int(self.child.expect(pattern))
        self.transcript += str(self.child.before) + str(self.child.after)
        return index

    def prompt(self) -> int:
        """Wait for the move prompt; return the number of choices."""
        self.expect(PROMPT)
        return int(self.child.match.group(1))

    def send(self, line: str) -> None:
        """Type a line and Enter."""
        self.child.sendline(line)

    def play_to_end(self, choose: Callable[[int], int] = lambda n: 1) -> str:
        """Answer every prompt (Enter at pass prompts; for a choice that takes a number, one
        of its numbers, chosen alike) until the final scores; return the rest."""
        while True:
            index = self.expect([PROMPT, FINAL, PASS, AMOUNT])
            if index == 0:
                self.send(str(choose(int(self.child.match.group(1)))))
            elif index == 1:
                return self.finish()
            elif index == 2:
                self.send("")
            else:
                numbers = amounts(self.child.match.group(2))
                self.send(str(numbers[choose(len(numbers)) - 1]))

    def finish(self) -> str:
        """Read to the end; check a clean exit; return what came after the last match."""
        self.child.expect(pexpect.EOF)
        rest = str(self.child.before)
        self.transcript += rest
        self.child.close()
        assert self.child.exitstatus == 0, self.transcript[-2000:]
        return rest

    def exit_code(self) -> int:
        """Read to the end and return the exit code."""
        self.child.expect(pexpect.EOF)
        self.transcript += str(self.child.before)
        self.child.close()
        return int(self.child.exitstatus)

    def saved_paths(self) -> list[Path]:
        """Every file the run said it saved, in order, as paths from the scratch directory."""
        return [self.cwd / found for found in SAVED.findall(self.transcript)]


def amounts(text: str) -> list[int]:
    """The numbers a choice takes as its question names them: ``0-8`` or ``1, 3, 5``."""
    low, dash, high = text.partition("-")
    if dash and low.strip().isdigit():
        return list(range(int(low), int(high) + 1))
    return [int(part) for part in text.split(",")]


def _piped_env(rows: int | None) -> dict[str, str]:
    env = {key: value for key, value in run_env().items() if key not in ("LINES", "COLUMNS")}
    if rows is not None:
        env.update(LINES=str(rows), COLUMNS="120")
    return env


def piped(
    *args: str, stdin: str | None = None, cwd: Path | None = None, rows: int | None = None
) -> CompletedProcess[str]:
    """Run ``empires ARGS...`` with its input piped, not a terminal (``stdin`` or nothing);
    its screens are made for 40 x 120 (or ``rows`` x 120)."""
    env = _piped_env(rows)
    return subprocess.run(
        [EMPIRES, *args],
        env=env,
        input=stdin,
        stdin=subprocess.DEVNULL if stdin is None else None,
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=30,
        check=False,
    )


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Callable[..., Terminal]]:
    """Start ``empires ARGS...`` in a pty inside ``tmp_path``; stopped at the end of the test."""
    started: list[Terminal] = []

    def start(*args: str) -> Terminal:
        run = Terminal(list(args), tmp_path)
        started.append(run)
        return run

    yield start
    for run in started:
        if run.child.isalive():
            run.child.terminate(force=True)


def piped_to_end(*args: str, cwd: Path, rows: int | None = None) -> str:
    """Run ``empires ARGS...`` piped as ``piped`` does, answering as it asks: the first
    choice, the least number of a choice that takes one, Enter to pass the keyboard; return
    everything it wrote once it ends."""
    child = PopenSpawn(
        [EMPIRES, *args], cwd=str(cwd), env=_piped_env(rows), encoding="utf-8", timeout=30
    )
    child.delaybeforesend = None
    out = ""
    while True:
        index = child.expect([PROMPT, AMOUNT, PASS, pexpect.EOF])
        out += str(child.before) + (str(child.after) if index < 3 else "")
        if index == 3:
            break
        child.sendline(
            "1" if index == 0 else str(amounts(child.match.group(2))[0]) if index == 1 else ""
        )
    assert child.wait() == 0, out[-2000:]
    return out
