"""``empires bench server``: the web table under load, over real sockets.

Starts ``empires serve`` as a subprocess (on a throwaway SQLite file, or ``--database``), opens
``--tables`` 4-player Empire Engine tables whose four seats are all people (``human``), and plays
them with light client bots in this process: one WebSocket per seat, on loopback. A seat whose
latest ``state`` offers it ``legal`` moves picks one with its own seeded RNG and sends it with the
``ply`` it saw; the time from sending to the server's ``ack`` is that move's latency. A finished
table is replaced by a new one, so the load stays at ``--tables`` tables until the run ends
(after ``--seconds``, or once ``--games`` tables have finished).

The bots answer at once (``--think 0``): every table always has a move in flight, so the run is
closed-loop and measures the server at saturation; ``--think S`` makes each seat wait a random
time (exponential, mean S seconds) before each move, like people do.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from empires.bench import machine

GAME = "empire-engine"
PLAYERS = 4


# -- the server ---------------------------------------------------------------------------------
def free_port() -> int:
    """A TCP port on loopback that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def cpu_seconds(pid: int) -> float | None:
    """User and system CPU time a process has used so far (Linux), or None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextlib.contextmanager
def running_server(
    database: str | None,
    *,
    profile: Path | None = None,
    heartbeat: float = 5.0,
    flags: Sequence[str] = (),
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """``empires serve`` on a free loopback port; yields its base URL and process."""
    with tempfile.TemporaryDirectory(prefix="empires-bench-") as folder:
        url = database or f"sqlite:///{Path(folder) / 'bench.sqlite3'}"
        port = free_port()
        command = [sys.executable]
        if profile is not None:
            command += ["-m", "cProfile", "-o", str(profile)]
        command += ["-m", "empires.cli", "serve", "--port", str(port), "--database", url]
        # Every seat of every table connects from this one address: lift the per-address cap.
        command += ["--heartbeat", str(heartbeat), "--max-connections-per-address", "1000000"]
        command += flags
        errors = Path(folder) / "server.log"
        with errors.open("wb") as log:
            process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log)
            base = f"http://127.0.0.1:{port}"
            try:
                _wait_until_serving(base, process, errors)
                yield base, process
            finally:
                # SIGINT, not SIGTERM: uvicorn stops the same way, and cProfile still writes.
                process.send_signal(signal.SIGINT)
                try:
                    process.wait(30)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(10)


def _wait_until_serving(base: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"empires serve stopped: {log.read_text(errors='replace')}")
        try:
            with urllib.request.urlopen(f"{base}/api/games", timeout=2):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("empires serve did not answer within 60 s")


async def create_table(base: str, seed: int, seats: Sequence[str] = ()) -> dict[str, Any]:
    """An Empire Engine table, by default with four people's seats; the answer with its invites
    (claim links: the creator only watches)."""
    kinds = list(seats) or ["human"] * PLAYERS
    body = {
        "game": GAME,
        "players": len(kinds),
        "seats": [{"kind": k} for k in kinds],
        "seed": seed,
    }
    return await post_json(base, "/api/tables", body, b"201")


async def claim_seat(base: str, table_id: str, code: str) -> str:
    """Use an invitation, as the invited person's page does: the seat's new token."""
    answer = await post_json(base, f"/api/tables/{table_id}/claim", {"code": code}, b"200")
    return str(answer["token"])


async def post_json(base: str, path: str, body: dict[str, Any], status: bytes) -> dict[str, Any]:
    """POST a JSON body and read the JSON answer, which must have ``status``. (A bare HTTP/1.1
    request on the event loop: tables open while the others play.)"""
    data = json.dumps(body).encode()
    host, port = base.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    try:
        writer.write(
            f"POST {path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
            "Connection: close\r\n\r\n".encode()
            + data
        )
        answer = await reader.read()  # the server closes the connection after answering
    finally:
        writer.close()
    head, _, payload = answer.partition(b"\r\n\r\n")
    if head.split(b" ", 2)[1:2] != [status]:
        raise RuntimeError(f"POST {path} failed: {answer[:500]!r}")
    parsed: dict[str, Any] = json.loads(payload)
    return parsed


# -- the clients --------------------------------------------------------------------------------
@dataclass
class Tally:
    """What the client bots saw, shared by all of them."""

    latencies: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)
    finished: int = 0
    bot_tables_finished: int = 0
    seats: set[Seat] = field(default_factory=set)
    measuring: bool = False
    stopped: bool = False
    done: asyncio.Event = field(default_factory=asyncio.Event)

    def error(self, code: str) -> None:
        if self.measuring:
            self.errors[code] += 1


class Seat:
    """One person's seat played by a bot over its own WebSocket."""

    def __init__(
        self, url: str, token: str, rng: random.Random, tally: Tally, think: float
    ) -> None:
        self.url, self.token, self.rng, self.tally, self.think = url, token, rng, tally, think
        self.ws: Any = None
        self.latest: dict[str, Any] | None = None
        self.answered = -1  # the ply of the last state this seat answered
        self.sent_at: float | None = None  # when the move in flight was sent
        self.deciding = False
        #: Before the measurement starts, play only up to this ply (spreads the tables out).
        self.warm_until = 0

    async def connect(self) -> None:
        from websockets.asyncio.client import connect

        self.tally.seats.add(self)
        self.ws = await connect(self.url, max_size=2**22, open_timeout=120, close_timeout=1)
        await self.ws.send(json.dumps({"type": "hello", "token": self.token}))
        while self.latest is None:
            message = json.loads(await self.ws.recv())
            if message.get("type") == "error":
                raise RuntimeError(f"the server refused a seat: {message}")
            self.take(message)

    def take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "state":
            self.latest = message
        elif kind == "ack":
            if self.sent_at is not None and self.tally.measuring:
                self.tally.latencies.append(time.perf_counter() - self.sent_at)
            self.sent_at = None
        elif kind == "error":
            self.tally.error(str(message.get("code")))
            self.sent_at = None

    @property
    def over(self) -> bool:
        return self.latest is not None and self.latest["status"] == "finished"

    async def decide(self) -> None:
        """Send a move if the latest state asks this seat for one it has not answered."""
        state = self.latest
        if self.deciding or self.sent_at is not None or state is None or not state["legal"]:
            return
        if state["ply"] <= self.answered or self.tally.stopped:
            return
        if not self.tally.measuring and state["ply"] >= self.warm_until:
            return  # warmed up: wait for the start
        self.deciding, self.answered = True, state["ply"]
        try:
            move = self.rng.choice(state["legal"])["move"]
            if self.think > 0:
                await asyncio.sleep(self.rng.expovariate(1 / self.think))
            self.sent_at = time.perf_counter()
            await self.ws.send(json.dumps({"type": "move", "move": move, "ply": state["ply"]}))
        finally:
            self.deciding = False

    async def play(self) -> None:
        """Answer every decision until the game is over."""
        from websockets.exceptions import ConnectionClosed

        try:
            while not self.over and not self.tally.stopped:
                await self.decide()
                self.take(json.loads(await self.ws.recv()))
        except ConnectionClosed:
            if not self.tally.stopped:
                self.tally.error("connection_closed")

    async def close(self) -> None:
        self.tally.seats.discard(self)
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await self.ws.close()


async def open_table(base: str, ws_base: str, seed: int, tally: Tally, think: float) -> list[Seat]:
    """Create a table and seat a bot in each of its four seats."""
    table = await create_table(base, seed)
    url = f"{ws_base}/ws/tables/{table['id']}"
    invites = table["invites"]
    tokens = await asyncio.gather(*(claim_seat(base, table["id"], i["code"]) for i in invites))
    seats = [
        Seat(url, token, random.Random(seed * 8 + invite["seat"]), tally, think)
        for invite, token in zip(invites, tokens, strict=True)
    ]
    await asyncio.gather(*(seat.connect() for seat in seats))
    return seats


async def keep_playing(
    base: str, ws_base: str, seats: list[Seat], seeds: random.Random, tally: Tally, think: float
) -> None:
    """Play this slot's table to its end, then open the next one, until the run stops."""
    while True:
        try:
            await asyncio.gather(*(seat.play() for seat in seats))
        finally:
            await asyncio.gather(*(seat.close() for seat in seats))
        if tally.stopped:
            return
        if all(seat.over for seat in seats) and tally.measuring:
            tally.finished += 1
            tally.done.set()
        seats = await open_table(base, ws_base, seeds.getrandbits(48), tally, think)


# -- beside them: tables of bots only, and the lobby ---------------------------------------------
def get_latency(url: str) -> float:
    """Seconds one GET of ``url`` takes, answer read."""
    start = time.perf_counter()
    with urllib.request.urlopen(url, timeout=30) as answer:
        answer.read()
    return time.perf_counter() - start


def poll_lobby(base: str, every: float, stop: threading.Event, took: list[float]) -> None:
    """GET the lobby's table list every ``every`` seconds until ``stop`` (in a thread of its own,
    so the client bots' event loop does not delay it)."""
    while not stop.is_set():
        took.append(get_latency(f"{base}/api/tables?limit=30"))
        stop.wait(every)


async def keep_bot_tables(
    base: str, count: int, kind: str, players: int, seeds: random.Random, tally: Tally
) -> None:
    """Keep ``count`` tables of ``players`` bots of ``kind`` running (a finished one is replaced),
    so the server's bot workers are always busy."""
    loop = asyncio.get_running_loop()
    tables = [
        (await create_table(base, seeds.getrandbits(48), [kind] * players))["id"]
        for _ in range(count)
    ]
    while not tally.stopped:
        await asyncio.sleep(1.0)
        for i, table_id in enumerate(tables):
            row = json.loads(
                await loop.run_in_executor(None, _read, f"{base}/api/tables/{table_id}")
            )
            if row["status"] == "finished":
                fresh = await create_table(base, seeds.getrandbits(48), [kind] * players)
                tables[i] = fresh["id"]
                tally.bot_tables_finished += 1


def _read(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=30) as answer:
        body: bytes = answer.read()
        return body


# -- the run -------------------------------------------------------------------------------------
#: The warm-up plays every table to a random ply below this (a 4-player game has about 60).
WARM_UP_PLIES = 50


def _warmed_up(seats: list[Seat]) -> bool:
    """Whether a table has reached its warm-up ply, with no move of it in flight."""
    ply = max(seat.latest["ply"] for seat in seats if seat.latest is not None)
    return ply >= seats[0].warm_until and not any(
        seat.sent_at is not None or seat.deciding for seat in seats
    )


@dataclass
class ServerBenchResult:
    """What one ``empires bench server`` run measured."""

    tables: int
    seconds: float
    moves: int
    tables_finished: int
    errors: int
    errors_by_code: dict[str, int]
    p50_ms: float
    p90_ms: float
    p99_ms: float
    max_ms: float
    in_flight_at_end: int
    server_cpu: float | None
    client_cpu: float
    think: float
    seed: int
    database: str
    bot_tables: int = 0
    bot_kind: str = ""
    bot_players: int = 0
    bot_tables_finished: int = 0
    lobby_requests: int = 0
    lobby_p50_ms: float = 0.0
    lobby_p99_ms: float = 0.0
    lobby_max_ms: float = 0.0

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds if self.seconds > 0 else 0.0

    @property
    def server_ms_per_move(self) -> float | None:
        """The server's CPU time per acknowledged move: what it costs, however busy the
        machine (so how many moves/s one core could serve)."""
        if self.server_cpu is None or not self.moves:
            return None
        return 1000 * self.server_cpu * self.seconds / self.moves


def percentile(values: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile of ``values`` (0.0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


async def measure_load(
    base: str,
    pid: int,
    *,
    tables: int,
    seconds: float,
    games: int | None,
    seed: int,
    think: float,
    database: str,
    bot_tables: int = 0,
    bot_kind: str = "ismcts-hard",
    bot_players: int = PLAYERS,
    lobby_every: float = 0.1,
) -> ServerBenchResult:
    """Seat all the tables, then play them for ``seconds`` (or until ``games`` finished), with
    ``bot_tables`` tables of bots only beside them; GET the lobby every ``lobby_every`` s."""
    ws_base = "ws" + base.removeprefix("http")
    tally = Tally()
    seeds = random.Random(seed)
    bots = (
        asyncio.create_task(
            keep_bot_tables(base, bot_tables, bot_kind, bot_players, random.Random(~seed), tally)
        )
        if bot_tables
        else None
    )
    opening = await _open_tables(base, tables, seeds, tally, think)
    slots = [
        asyncio.create_task(keep_playing(base, ws_base, seats, seeds, tally, think))
        for seats in opening
    ]
    while not all(_warmed_up(seats) for seats in opening):
        await asyncio.sleep(0.05)
    server_before, client_before = cpu_seconds(pid), time.process_time()
    lobby: list[float] = []
    stop_lobby = threading.Event()
    poller = threading.Thread(target=poll_lobby, args=(base, lobby_every, stop_lobby, lobby))
    poller.start()
    tally.measuring = True
    start = time.perf_counter()
    await asyncio.gather(*(seat.decide() for seats in opening for seat in seats))
    await _play_until(start + seconds, games, tally, slots)
    elapsed = time.perf_counter() - start
    tally.measuring = False
    server_after, client_after = cpu_seconds(pid), time.process_time()
    stop_lobby.set()
    await asyncio.to_thread(poller.join)
    moves = len(tally.latencies)
    in_flight = sum(1 for seat in tally.seats if seat.sent_at is not None)
    await _stop(tally, [*slots, *([bots] if bots else [])])
    server_cpu = (
        None
        if server_before is None or server_after is None
        else (server_after - server_before) / elapsed
    )
    ms = [1000 * latency for latency in tally.latencies]
    lobby_ms = [1000 * latency for latency in lobby]
    return ServerBenchResult(
        tables=tables,
        seconds=elapsed,
        moves=moves,
        tables_finished=tally.finished,
        errors=sum(tally.errors.values()),
        errors_by_code=dict(tally.errors),
        p50_ms=percentile(ms, 0.50),
        p90_ms=percentile(ms, 0.90),
        p99_ms=percentile(ms, 0.99),
        max_ms=max(ms, default=0.0),
        in_flight_at_end=in_flight,
        server_cpu=server_cpu,
        client_cpu=(client_after - client_before) / elapsed,
        think=think,
        seed=seed,
        database=database,
        bot_tables=bot_tables,
        bot_kind=bot_kind if bot_tables else "",
        bot_players=bot_players if bot_tables else 0,
        bot_tables_finished=tally.bot_tables_finished,
        lobby_requests=len(lobby_ms),
        lobby_p50_ms=percentile(lobby_ms, 0.50),
        lobby_p99_ms=percentile(lobby_ms, 0.99),
        lobby_max_ms=max(lobby_ms, default=0.0),
    )


async def _open_tables(
    base: str, tables: int, seeds: random.Random, tally: Tally, think: float
) -> list[list[Seat]]:
    """Open and seat the tables, 20 at a time, each set to warm up to a random ply first (so
    that the tables do not all finish, and open their successors, at the same moment)."""
    ws_base = "ws" + base.removeprefix("http")
    opening: list[list[Seat]] = []
    for first in range(0, tables, 20):
        batch = [seeds.getrandbits(48) for _ in range(first, min(tables, first + 20))]
        opening += await asyncio.gather(
            *(open_table(base, ws_base, s, tally, think) for s in batch)
        )
    for seats in opening:
        target = seeds.randrange(WARM_UP_PLIES)
        for seat in seats:
            seat.warm_until = target
    return opening


async def _play_until(
    deadline: float, games: int | None, tally: Tally, slots: list[asyncio.Task[None]]
) -> None:
    """Let the tables play until the deadline or until ``games`` have finished; a table's
    failure is raised here."""
    while time.perf_counter() < deadline and (games is None or tally.finished < games):
        tally.done.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(tally.done.wait(), max(0.0, deadline - time.perf_counter()))
        for slot in slots:
            failure = slot.exception() if slot.done() else None
            if failure is not None:
                raise failure


async def _stop(tally: Tally, tasks: list[asyncio.Task[None]]) -> None:
    """Stop every playing task and close every seat's connection."""
    tally.stopped = True
    for task in tasks:
        task.cancel()
    for task in tasks:
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
    await asyncio.gather(*(seat.close() for seat in list(tally.seats)))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="empires bench server",
        description="Play 4-player Empire Engine tables against a real `empires serve` "
        "over WebSockets on loopback, with people's seats played by client bots; "
        "report moves/s and move latency (send to ack).",
    )
    parser.add_argument("--tables", type=int, default=200, help="concurrent tables (default 200)")
    parser.add_argument(
        "--seconds", type=float, default=None, help="how long to measure (default 30)"
    )
    parser.add_argument(
        "--games", type=int, default=None, help="stop once this many tables have finished"
    )
    parser.add_argument("--seed", type=int, default=0, help="seeds the tables and the bots")
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="mean seconds a bot waits before each move (default 0: at once)",
    )
    parser.add_argument(
        "--database", default=None, help="the server's database (default: a fresh SQLite file)"
    )
    parser.add_argument(
        "--profile", type=Path, default=None, help="run the server under cProfile, stats to FILE"
    )
    parser.add_argument(
        "--bot-tables",
        type=int,
        default=0,
        help="tables of bots only running beside the measured ones (default 0)",
    )
    parser.add_argument(
        "--bot-kind", default="ismcts-hard", help="the bots at those tables (default ismcts-hard)"
    )
    parser.add_argument(
        "--bot-players", type=int, default=PLAYERS, help=f"bots per table (default {PLAYERS})"
    )
    parser.add_argument(
        "--server-flag",
        action="append",
        default=[],
        metavar="FLAG",
        help="pass a flag to empires serve, e.g. --server-flag=--bot-workers=2 (repeatable)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    return parser


def _raise_file_limit(tables: int) -> None:
    """Two sockets per seat (client and server side) must fit under the open-file limit."""
    with contextlib.suppress(ImportError, ValueError, OSError):
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        wanted = PLAYERS * tables * 2 + 256
        if soft != resource.RLIM_INFINITY and soft < wanted:
            resource.setrlimit(resource.RLIMIT_NOFILE, (min(wanted, hard), hard))


def run(args: argparse.Namespace) -> ServerBenchResult:
    if args.tables < 1:
        raise SystemExit("empires bench server: --tables must be at least 1")
    seconds = args.seconds if args.seconds is not None else (600.0 if args.games else 30.0)
    _raise_file_limit(args.tables)
    if args.bot_tables < 0:
        raise SystemExit("empires bench server: --bot-tables must not be negative")
    # The bench opens many tables from one address: lift the caps it would run into (the bot
    # pool's size and time limit stay the server's defaults unless --server-flag sets them).
    flags = ["--tables-per-address-per-hour", "1000000", "--open-tables", "1000000"]
    flags += ["--bot-seats", "1000000", "--bot-only-tables", str(max(1, args.bot_tables))]
    flags += args.server_flag
    with running_server(args.database, profile=args.profile, flags=flags) as (base, process):
        shown = "sqlite (temporary file)" if args.database is None else args.database
        loop_factory = None
        with contextlib.suppress(ImportError):
            import uvloop

            loop_factory = uvloop.new_event_loop
        with asyncio.Runner(loop_factory=loop_factory) as runner:
            return runner.run(
                measure_load(
                    base,
                    process.pid,
                    tables=args.tables,
                    seconds=seconds,
                    games=args.games,
                    seed=args.seed,
                    think=args.think,
                    database=shown.split("@")[-1],
                    bot_tables=args.bot_tables,
                    bot_kind=args.bot_kind,
                    bot_players=args.bot_players,
                )
            )


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``empires bench server`` and print the figures (as JSON with ``--json``)."""
    args = build_parser().parse_args(argv)
    result = run(args)
    print(_as_json(result) if args.json else _as_text(result))
    return 0


def _as_json(result: ServerBenchResult) -> str:
    """The figures as JSON, rounded, with the machine they were measured on."""
    out = asdict(result) | {
        "seconds": round(result.seconds, 3),
        "moves_per_second": round(result.moves_per_second, 1),
        "server_ms_per_move": None
        if result.server_ms_per_move is None
        else round(result.server_ms_per_move, 3),
        "machine": machine(),
        "load_average": list(os.getloadavg()),
    }
    for key in (
        "p50_ms",
        "p90_ms",
        "p99_ms",
        "max_ms",
        "lobby_p50_ms",
        "lobby_p99_ms",
        "lobby_max_ms",
    ):
        out[key] = round(out[key], 2)
    for key in ("server_cpu", "client_cpu"):
        out[key] = None if out[key] is None else round(out[key], 3)
    return json.dumps(out, indent=1)


def _as_text(result: ServerBenchResult) -> str:
    """The figures as lines for a person."""
    host = machine()
    cpu = "n/a"
    if result.server_cpu is not None and result.server_ms_per_move is not None:
        cpu = (
            f"{100 * result.server_cpu:.0f}% of a core ({result.server_ms_per_move:.2f} ms a move)"
        )
    lines = [
        f"tables: {result.tables} ({PLAYERS} people each, {GAME}), think {result.think} s",
        f"database: {result.database}",
        f"measured: {result.seconds:.2f} s",
        f"moves: {result.moves}",
        f"moves/s: {result.moves_per_second:.1f}",
        *(
            f"latency {name}: {value:.1f} ms"
            for name, value in (
                ("p50", result.p50_ms),
                ("p90", result.p90_ms),
                ("p99", result.p99_ms),
                ("max", result.max_ms),
            )
        ),
        f"tables finished: {result.tables_finished}",
    ]
    if result.bot_tables:
        lines.append(
            f"beside them: {result.bot_tables} tables of {result.bot_players} {result.bot_kind} "
            f"bots ({result.bot_tables_finished} finished and replaced)"
        )
    lines += [
        f"lobby GET: {result.lobby_requests} requests, p50 {result.lobby_p50_ms:.1f} ms, "
        f"p99 {result.lobby_p99_ms:.1f} ms, max {result.lobby_max_ms:.1f} ms",
        f"errors: {result.errors} {result.errors_by_code or ''}".rstrip(),
        f"cpu: server {cpu}, client bots {100 * result.client_cpu:.0f}%",
        f"machine: {host['platform']}; CPU: {host['cpu']}; {host['cpu_count']} CPUs; "
        f"{host['implementation']} {host['python']}; load average "
        + " ".join(f"{x:.2f}" for x in os.getloadavg()),
    ]
    return "\n".join(lines)
