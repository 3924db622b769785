"""``empires serve``: the web table on this machine."""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
from pathlib import Path

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
    serve.set_defaults(run=run_serve)


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
    from empires.web.sqlite_store import SqliteStore, StoreInUse
    from empires.web.store import open_store

    # A server holds many live games: full collections of the default thresholds stalled the
    # event loop for a tenth of a second now and then (p99 move latency 142 ms -> 27 ms at 200
    # tables; docs/benchmarks.md). Collect the young generation less often instead.
    gc.set_threshold(50_000, 20, 100)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    url = database_url(args)
    store = open_store(url)
    if isinstance(store, SqliteStore):
        try:
            store.acquire()  # refuse at once, before serving anything, if the file is in use
        except StoreInUse as error:
            print(f"empires serve: {error}", file=sys.stderr)
            return 2
    app = create_app(store, heartbeat=args.heartbeat)
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
