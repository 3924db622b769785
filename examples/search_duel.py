"""Two searches head to head: how docs/strength.md's ladder was found.

Each side is a bot kind (``ismcts-hard``, ``heuristic``, ...) or search settings written out,
``ismcts:key=value/key=value`` (or ``s:key=value/...`` for short) over a level of the game
(``lvl=medium``) or the plain defaults; the keys are those of
:mod:`empires.bots.search_spec` (``ipm`` iterations per move, ``fc`` forecast DEPTHxN, ``root``
ucb or halving, ``depth`` rollout depth, ...). The arena takes the same kinds, resumably:
``empires arena GAME --bots ismcts:lvl=medium/fc=8x6,ismcts-easy --out pilot.sqlite``.

Games are seeded ``seed`` to ``seed + games - 1``, the first side's seat rotated one per game
and the second side in every other seat; a shared first place counts as a share of a win.
A tally is printed every ``--every`` games and at the end.
For example:

    python examples/search_duel.py empire-engine s:ipm=16/root=halving s:ipm=4/root=halving
"""

from __future__ import annotations

import argparse
import sys
import time

from empires.arena.stats import wilson_interval
from empires.bots.catalog import make_bot
from empires.bots.play import iter_games
from empires.bots.search_spec import PREFIX
from empires.kernel.errors import InvalidOptions
from empires.kernel.registry import get_game


def kind_of(side: str) -> str:
    """The bot kind a side names: ``s:...`` is short for ``ismcts:...``."""
    return PREFIX + side.removeprefix("s:") if side.startswith("s:") else side


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("first", help="a bot kind, ismcts:settings or s:settings")
    parser.add_argument("second", help="a bot kind, ismcts:settings or s:settings")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--every", type=int, default=10, help="a tally after every N games")
    args = parser.parse_args()
    a, b = kind_of(args.first), kind_of(args.second)
    n = args.players
    for side in (a, b):
        try:
            make_bot(get_game(args.game), side, 0)  # fail early, naming what is wrong
        except InvalidOptions as error:
            sys.exit(f"search_duel: {error}")
    lineups = [[a if seat == g % n else b for seat in range(n)] for g in range(args.games)]
    seeds = [args.seed + g for g in range(args.games)]
    started = time.time()
    wins = 0.0
    seconds = {a: 0.0, b: 0.0}
    decisions = {a: 0, b: 0}
    games = iter_games(args.game, n, {}, lineups, seeds, workers=args.workers)
    for played, result in enumerate(games, 1):
        seat = result.lineup.index(a)
        if seat in result.winners:
            wins += 1 / len(result.winners)
        for s, kind in enumerate(result.lineup):
            seconds[kind] += result.seat_seconds[s]
            decisions[kind] += result.seat_decisions[s]
        if played % args.every == 0 or played == args.games:
            # A running tally, so that a pilot stopped early still tells what it saw.
            low, high = wilson_interval(wins, played)
            ms = {k: 1000 * seconds[k] / max(1, decisions[k]) for k in (a, b)}
            print(
                f"{args.game} {n}p {args.first} against {args.second}: {wins / played:.1%} [{low:.1%}, {high:.1%}]"
                f" of {played} games | ms per decision {ms[a]:.1f} / {ms[b]:.1f}"
                f" | wall {time.time() - started:.0f} s",
                flush=True,
            )


if __name__ == "__main__":
    main()
