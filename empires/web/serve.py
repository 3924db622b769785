"""``empires serve``: the web table on this machine."""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path

from empires.web.limits import Limits

#: Where the embedded database lives unless ``--database`` says otherwise.
DEFAULT_DATA = Path("data")
#: The proxies trusted by default with ``--proxy-headers``: one on this machine.
LOOPBACK = "127.0.0.1,::1"


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
    serve.add_argument(
        "--proxy-headers",
        action="store_true",
        help="behind a reverse proxy: take the client's address and scheme from its "
        "X-Forwarded-For and X-Forwarded-Proto headers (only from --forwarded-allow-ips)",
    )
    serve.add_argument(
        "--forwarded-allow-ips",
        default=None,
        metavar="ADDRESSES",
        help="comma-separated addresses (or networks) of the proxies trusted with "
        "--proxy-headers (default: 127.0.0.1,::1)",
    )
    serve.add_argument(
        "--access-log",
        action="store_true",
        help="log every request with the client's address",
    )
    serve.add_argument(
        "--api-docs",
        action="store_true",
        help="serve interactive API docs at /docs (needs: pip install 'empires[api-docs]')",
    )
    add_limit_arguments(serve)
    serve.set_defaults(run=run_serve)


def _positive(kind: type[int] | type[float]) -> Callable[[str], float]:
    def parse(text: str) -> float:
        value = kind(text)
        if value <= 0:
            raise argparse.ArgumentTypeError(f"must be above 0, not {text}")
        return value

    parse.__name__ = kind.__name__  # argparse names the type in its errors
    return parse


def add_limit_arguments(serve: argparse.ArgumentParser) -> None:
    """The caps and lifetimes of ``Limits``, one flag each (defaults from ``Limits``)."""
    default = Limits()
    caps = serve.add_argument_group("caps and lifetimes (docs/web.md)")
    for limit in fields(Limits):
        name, value = limit.name, getattr(default, limit.name)
        caps.add_argument(
            "--" + name.replace("_", "-"),
            type=_positive(type(value)),
            default=value,
            metavar="N" if isinstance(value, int) else "SECONDS",
            help=f"{limit.metadata['flag']} (default {value:g})",
        )


def limits_of(args: argparse.Namespace) -> Limits:
    """The limits the arguments set."""
    return Limits(**{f.name: getattr(args, f.name) for f in fields(Limits)})


def database_url(args: argparse.Namespace) -> str:
    """The database address the arguments choose."""
    return (
        args.database
        or os.environ.get("EMPIRES_DATABASE")
        or f"sqlite:///{args.data / 'empires.sqlite3'}"
    )


def proxy_options(args: argparse.Namespace) -> dict[str, bool | str]:
    """uvicorn's settings for X-Forwarded-* headers. Off unless asked for: otherwise anyone
    could claim any address (uvicorn itself trusts 127.0.0.1 by default)."""
    if args.forwarded_allow_ips is not None and not args.proxy_headers:
        raise SystemExit("empires serve: --forwarded-allow-ips needs --proxy-headers")
    if not args.proxy_headers:
        return {"proxy_headers": False}
    return {"proxy_headers": True, "forwarded_allow_ips": args.forwarded_allow_ips or LOOPBACK}


def run_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from empires.web.api_docs import ApiDocsMissing
    from empires.web.app import MAX_FRAME, create_app
    from empires.web.sqlite_store import SqliteStore, StoreInUse
    from empires.web.store import open_store

    # A server holds many live games: full collections of the default thresholds stalled the
    # event loop for a tenth of a second now and then (p99 move latency 142 ms -> 27 ms at 200
    # tables; docs/benchmarks.md). Collect the young generation less often instead.
    gc.set_threshold(50_000, 20, 100)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    url = database_url(args)
    proxy = proxy_options(args)
    try:
        limits = limits_of(args)
    except ValueError as error:
        raise SystemExit(f"empires serve: {error}") from None
    store = open_store(url)
    if isinstance(store, SqliteStore):
        try:
            store.acquire()  # refuse at once, before serving anything, if the file is in use
        except StoreInUse as error:
            print(f"empires serve: {error}", file=sys.stderr)
            return 2
    try:
        app = create_app(store, heartbeat=args.heartbeat, api_docs=args.api_docs, limits=limits)
    except ApiDocsMissing as error:
        raise SystemExit(f"empires serve: {error}") from None
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
        # The access log is uvicorn's, at level info; the rest of uvicorn says only warnings.
        log_level="info" if args.access_log else "warning",
        access_log=args.access_log,
        timeout_graceful_shutdown=2,
        **proxy,  # type: ignore[arg-type]
    )
    return 0
