"""The ``empires`` command: play, replay, benchmark and compare bots, for any registered game."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from empires.arena.commands import add_arena_commands
from empires.arena.winrate import run_winrate
from empires.bench import run_bench
from empires.bots.strength_doc import add_parser as add_strength
from empires.kernel.errors import EmpiresError
from empires.kernel.match import replay
from empires.kernel.record import GameRecord
from empires.kernel.registry import broken_games, list_games
from empires.terminal.play import run_play
from empires.terminal.replay import step_through
from empires.terminal.review import add_review_parser
from empires.terminal.seats import seat_kinds_help
from empires.verify import add_parser as add_verify
from empires.web.bench import main as bench_server
from empires.web.serve import add_parser as add_serve


def _games(args: argparse.Namespace) -> int:
    for rules in list_games():
        info = rules.info.describe(args.lang)
        print(
            f"{info['name']}: {info['title']} ({info['min_players']}-{info['max_players']} players)"
        )
        print(f"  {info['summary']}")
        for option in info["options"]:
            default = f" [default: {json.dumps(option['default'])}]" if "default" in option else ""
            unavailable = f" ({option['unavailable']})" if option.get("unavailable") else ""
            print(f"  --option {option['name']}=...  {option['help']}{default}{unavailable}")
    for name, reason in broken_games().items():
        print(
            f"empires: game {name!r} is installed but cannot be loaded: {reason}", file=sys.stderr
        )
    return 0


def _replay(args: argparse.Namespace) -> int:
    if args.step:
        return int(step_through(Path(args.record), lang=args.lang))
    match = replay(GameRecord.load(Path(args.record)))
    print(json.dumps(match.state_json(), indent=1))
    return 0


def _play(args: argparse.Namespace) -> int:
    return int(run_play(args))


def _bench(args: argparse.Namespace) -> int:
    if args.fast:
        # Imported only when asked for: the batched engine needs the optional `fast` extra.
        from empires.bench.fast import run_fast_bench

        return int(run_fast_bench(args))
    return int(run_bench(args))


def _winrate(args: argparse.Namespace) -> int:
    return int(run_winrate(args))


#: Where ``play --help`` lists the seat kinds (found when the help is shown: that loads the games).
SEAT_KINDS = "<the seat kinds>"


class _SeatKindsHelp(argparse.RawDescriptionHelpFormatter):
    def add_text(self, text: str | None) -> None:
        super().add_text(seat_kinds_help() if text == SEAT_KINDS else text)


def _add_play(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``empires play``."""
    play = sub.add_parser(
        "play",
        help="play a game in the terminal against bots or at one table",
        epilog=SEAT_KINDS,
        formatter_class=_SeatKindsHelp,
    )
    play.add_argument("game", nargs="?", default=None, help="the game (default: empire-engine)")
    play.add_argument("--players", type=int, default=None, help="number of seats (default 4)")
    play.add_argument(
        "--seats",
        default=None,
        help="comma-separated seat kinds, one per seat (listed below; default: you and bots)",
    )
    play.add_argument("--names", default=None, help="comma-separated player names")
    play.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a game option"
    )
    play.add_argument("--seed", type=int, default=None, help="seed (default: random)")
    play.add_argument(
        "--lang", choices=("en", "de"), default=None, help="language (default: edition)"
    )
    play.add_argument("--resume", default=None, metavar="SAVE.json", help="continue a saved game")
    play.add_argument("--save-dir", default="saves", help="where 'save' writes (default: saves/)")
    play.set_defaults(run=_play)


def _add_bench(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``empires bench`` (``bench server`` has its own grammar)."""
    bench = sub.add_parser(
        "bench",
        help="measure full random games and decisions per second ('bench server': the web table)",
    )
    bench.add_argument("game", nargs="?", default="empire-engine")
    bench.add_argument("--players", type=int, default=4)
    bench.add_argument("--seconds", type=float, default=10.0, help="how long to measure")
    bench.add_argument("--seed", type=int, default=0)
    bench.add_argument("--json", action="store_true", help="print the figures as JSON")
    bench.add_argument(
        "--wide",
        action="store_true",
        help="deal with the wide generator (game seeds beyond 64 bits, as the web table's)",
    )
    bench.add_argument(
        "--fast",
        action="store_true",
        help="the batched engine (empire-engine), beside OpenSpiel's goofspiel in the same run",
    )
    bench.add_argument("--batch", type=int, default=10_000, help="games per batch (--fast)")
    bench.add_argument(
        "--differential",
        type=int,
        default=0,
        metavar="GAMES",
        help="first compare this many games with the reference engine (--fast)",
    )
    bench.set_defaults(run=_bench)


def _add_winrate(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``empires winrate``."""
    win = sub.add_parser("winrate", help="play seeded games of one bot against others; report wins")
    win.add_argument("game", nargs="?", default="empire-engine")
    win.add_argument("--players", type=int, default=4)
    win.add_argument("--bot", default="heuristic", help="the bot measured")
    win.add_argument("--against", default="random", help="the bot in every other seat")
    win.add_argument("--games", type=int, default=2000)
    win.add_argument("--seed", type=int, default=0)
    win.add_argument(
        "--workers", type=int, default=None, help="processes to use (default: one per core)"
    )
    win.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a game option"
    )
    win.set_defaults(run=_winrate)


def build_parser() -> argparse.ArgumentParser:
    """The command-line grammar."""
    parser = argparse.ArgumentParser(prog="empires", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    games = sub.add_parser("games", help="list the games and their options")
    games.add_argument("--lang", choices=("en", "de"), default="en")
    games.set_defaults(run=_games)
    _add_play(sub)

    rep = sub.add_parser("replay", help="replay a game record and print the final state as JSON")
    rep.add_argument("record")
    rep.add_argument("--step", action="store_true", help="step through the game move by move")
    rep.add_argument(
        "--lang", choices=("en", "de"), default=None, help="language (default: the record's)"
    )
    rep.set_defaults(run=_replay)
    add_review_parser(sub)

    _add_bench(sub)
    _add_winrate(sub)
    add_arena_commands(sub)
    add_verify(sub)
    add_strength(sub)
    add_serve(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``empires`` command."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:2] == ["bench", "server"]:  # the web server under load; its own arguments
        return bench_server(argv[2:])
    args = build_parser().parse_args(argv)
    try:
        return int(args.run(args))
    except EmpiresError as error:
        print(f"empires: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (``empires bench --json | head``): nothing left to say.
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
