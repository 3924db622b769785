"""The ``empires arena``, ``empires report`` and ``empires balance`` commands."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from empires.arena.balance import run_balance
from empires.arena.jobs import ArenaJob
from empires.arena.report import build_report, write_report
from empires.arena.results import ResultStore, export_csv, export_parquet, load_rows
from empires.arena.runner import run_arena
from empires.kernel.errors import InvalidOptions
from empires.kernel.option_text import parse_options
from empires.kernel.optional import machine_options
from empires.kernel.registry import get_game


def add_arena_commands(sub: Any) -> None:
    """Add the three commands to the ``empires`` parser's subcommands."""
    _add_arena(sub)
    _add_report(sub)
    _add_balance(sub)


def _add_arena(sub: Any) -> None:
    arena = sub.add_parser(
        "arena", help="play seeded games of a line-up of bots into a results file"
    )
    arena.add_argument("game", nargs="?", default="empire-engine")
    arena.add_argument("--players", type=int, default=None, help="seats (default: line-up size)")
    arena.add_argument(
        "--bots",
        required=True,
        help="comma-separated bot kinds, one per seat (a single kind fills every seat); "
        "search settings as a kind: ismcts:lvl=medium/fc=8x6 (docs/arena.md)",
    )
    arena.add_argument("--games", type=int, default=100)
    arena.add_argument("--seed", type=int, default=0, help="game i has seed SEED+i")
    arena.add_argument(
        "--fixed", action="store_true", help="keep the line-up in its seats (default: rotate)"
    )
    arena.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a game option"
    )
    arena.add_argument("--out", default="arena.sqlite", help="results file (SQLite); resumed")
    arena.add_argument("--csv", default=None, metavar="FILE", help="also export all rows as CSV")
    arena.add_argument("--parquet", default=None, metavar="FILE", help="also export as Parquet")
    arena.add_argument(
        "--fast",
        action="store_true",
        help="play with the batched engine (empire-engine; bots: random, heuristic)",
    )
    _add_running(arena)
    arena.set_defaults(run=_arena)


def _add_report(sub: Any) -> None:
    report = sub.add_parser("report", help="write an HTML and Markdown report of arena results")
    report.add_argument("results", nargs="+", help="results files (SQLite) from empires arena")
    report.add_argument("--out", default="report", help="folder for the report (default: report/)")
    report.add_argument("--title", default="Arena report")
    report.add_argument(
        "--timing", action="store_true", help="add the bots' thinking time (machine-dependent)"
    )
    _add_by(report)
    report.set_defaults(run=_report)


def _add_balance(sub: Any) -> None:
    balance = sub.add_parser("balance", help="run the standard balance study of a game")
    balance.add_argument("game", nargs="?", default="empire-engine")
    balance.add_argument("--games", type=int, default=4000, help="games per configuration")
    balance.add_argument("--seed", type=int, default=0)
    balance.add_argument(
        "--players", default=None, help="comma-separated player counts (default: smallest three)"
    )
    balance.add_argument("--out", default=None, help="report folder (default: docs/balance/GAME)")
    balance.add_argument(
        "--results", default=None, help="results file, resumed (default: GAME-balance.sqlite)"
    )
    balance.add_argument(
        "--vary",
        action="append",
        default=[],
        metavar="OPTION",
        help="also compare every value of this choice option (repeatable)",
    )
    _add_by(balance)
    _add_running(balance)
    balance.set_defaults(run=_balance)


def _add_by(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--by",
        default=None,
        metavar="KEY",
        help="add the win rate of seats by what they counted under this score-breakdown entry",
    )


def _add_running(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--workers", type=int, default=None, help="processes or Ray CPUs (default: one per core)"
    )
    parser.add_argument("--backend", choices=("process", "ray"), default="process")
    parser.add_argument(
        "--address", default=None, help="Ray cluster address (default: start Ray locally)"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def _workers(args: argparse.Namespace) -> int:
    workers: int = args.workers or os.cpu_count() or 1
    if workers < 1:
        raise InvalidOptions("--workers must be at least 1")
    return workers


def _arena(args: argparse.Namespace) -> int:
    kinds = tuple(k.strip() for k in args.bots.split(",") if k.strip())
    players = args.players or len(kinds)
    if len(kinds) == 1:
        kinds = kinds * players
    rules = get_game(args.game)
    raw = machine_options(rules, parse_options(args.option))  # no optional moves unless asked
    options = rules.info.options.resolve(players, raw)
    job = ArenaJob(
        args.game, players, kinds, args.games, args.seed, rotate=not args.fixed, options=options
    )
    summary = run_arena(
        job,
        args.out,
        backend=args.backend,
        workers=_workers(args),
        address=args.address,
        progress=not args.quiet,
        fast=args.fast,
    )
    print(
        f"run {summary.run}: {summary.played} games played, {summary.skipped} already in "
        f"{args.out}; {summary.seconds:.1f} s"
    )
    if args.csv or args.parquet:
        with ResultStore(args.out) as store:
            rows = store.rows()
        if args.csv:
            export_csv(rows, args.csv)
        if args.parquet:
            export_parquet(rows, args.parquet)
    return 0


def _report(args: argparse.Namespace) -> int:
    try:
        rows = load_rows(args.results)
    except FileNotFoundError as error:
        raise InvalidOptions(str(error)) from None
    report = build_report(rows, args.title, timing=args.timing, by=args.by)
    files = write_report(report, rows, Path(args.out))
    print("wrote " + ", ".join(str(f) for f in files))
    return 0


def _balance(args: argparse.Namespace) -> int:
    players = None
    if args.players:
        try:
            players = [int(p) for p in args.players.split(",")]
        except ValueError:
            raise InvalidOptions("--players takes numbers such as 2,3,4") from None
    out = Path(args.out or Path("docs") / "balance" / args.game)
    files = run_balance(
        args.game,
        out,
        games=args.games,
        seed=args.seed,
        players=players,
        vary=tuple(args.vary),
        results=Path(args.results) if args.results else None,
        workers=_workers(args),
        backend=args.backend,
        address=args.address,
        progress=not args.quiet,
        by=args.by,
    )
    print("wrote " + ", ".join(str(f) for f in files), file=sys.stdout)
    return 0
