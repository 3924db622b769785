"""``empires serve``: the web table on this machine."""

from __future__ import annotations

import argparse
import gc
import logging
import os
from pathlib import Path

from empires.web.limits import Limits

#: Where the embedded database lives unless ``--database`` says otherwise.
DEFAULT_DATA = Path("data")


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``serve`` command's arguments."""
    serve = sub.add_parser("serve", help="serve the web table (lobby, tables, bots)")
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)"
    )
    serve.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    serve.add_argument(
        "--database",
        default=None,
        help="sqlite:///PATH or postgresql://... (default: sqlite in --data)",
    )
    serve.add_argument(
        "--data",
        type=Path,
        default=DEFAULT_DATA,
        help="folder for the embedded database (default ./data)",
    )
    serve.add_argument(
        "--heartbeat", type=float, default=5.0, help="seconds between presence updates (default 5)"
    )
    limits = Limits()
    serve.add_argument(
        "--max-connections-per-table",
        type=int,
        default=limits.max_connections_per_table,
        help="open WebSocket connections one table may have (default %(default)s)",
    )
    serve.add_argument(
        "--max-connections-per-address",
        type=int,
        default=limits.max_connections_per_address,
        help="open WebSocket connections one client address may have (default %(default)s)",
    )
    serve.add_argument(
        "--send-timeout",
        type=float,
        default=limits.send_timeout,
        help="seconds a message may take to go out before its connection is dropped as too "
        "slow (default %(default)s)",
    )
    serve.set_defaults(run=run_serve)


def limits_of(args: argparse.Namespace) -> Limits:
    """The limits the arguments set."""
    return Limits(
        max_connections_per_table=args.max_connections_per_table,
        max_connections_per_address=args.max_connections_per_address,
        send_timeout=args.send_timeout,
    )


def database_url(args: argparse.Namespace) -> str:
    """The database address the arguments choose."""
    return (
        args.database
        or os.environ.get("EMPIRES_DATABASE")
        or f"sqlite:///{args.data / 'empires.sqlite3'}"
    )


def run_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from empires.web.app import MAX_FRAME, create_app
    from empires.web.store import open_store

    # A server holds many live games: full collections of the default thresholds stalled the
    # event loop for a tenth of a second now and then (p99 move latency 142 ms -> 27 ms at 200
    # tables; docs/benchmarks.md). Collect the young generation less often instead.
    gc.set_threshold(50_000, 20, 100)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    url = database_url(args)
    try:
        limits = limits_of(args)
    except ValueError as error:
        raise SystemExit(f"empires serve: {error}") from None
    app = create_app(open_store(url), heartbeat=args.heartbeat, limits=limits)
    shown = url if url.startswith("sqlite") else url.split("@")[-1]
    print(
        f"Empires web table: open http://{args.host}:{args.port}/ (database: {shown})", flush=True
    )
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        ws_max_size=MAX_FRAME,
        # Payloads are a few kilobytes; compressing every frame cost about a seventh of the
        # server's time under load (docs/benchmarks.md).
        ws_per_message_deflate=False,
        log_level="warning",
        timeout_graceful_shutdown=2,
    )
    return 0
