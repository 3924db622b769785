"""Two searches head to head: how docs/strength.md's ladder was found.

Each side is a bot kind (``ismcts-hard``, ``heuristic``, ...) or search settings written as
``s:key=value/key=value`` over a level of the game (``lvl=medium``) or the plain defaults:

    ipm  iterations per legal move      it   iterations        exp  expand_after
    c    exploration                    mw   margin_weight     pb   policy_bias
    fpc  first_play_cut                 opp  opponents         roll rollout
    depth rollout_depth                 root ucb or halving    fc   forecast DEPTHxN
    nofc no forecast (any value)

Games are seeded ``seed`` to ``seed + games - 1``, the first side's seat rotated one per game
and the second side in every other seat; a shared first place counts as a share of a win.
A tally is printed every ``--every`` games and at the end.
For example:

    python examples/search_duel.py empire-engine s:ipm=16/root=halving s:ipm=4/root=halving
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace
from typing import Any

from empires.arena.stats import wilson_interval
from empires.bots import catalog
from empires.bots.ismcts import Forecast, SearchSettings, searcher
from empires.bots.levels import level_settings
from empires.bots.play import iter_games

#: Short keys of ``SearchSettings`` fields.
KEYS = {
    "ipm": "iterations_per_move",
    "it": "iterations",
    "exp": "expand_after",
    "c": "exploration",
    "mw": "margin_weight",
    "pb": "policy_bias",
    "fpc": "first_play_cut",
    "opp": "opponents",
    "roll": "rollout",
    "depth": "rollout_depth",
    "root": "root",
}
TEXTS = ("opponents", "rollout", "root")


def settings_of(game: str, spec: str) -> SearchSettings:
    """The settings a ``s:...`` side names (see the module's text)."""
    base = SearchSettings()
    changes: dict[str, Any] = {}
    for part in spec.removeprefix("s:").split("/"):
        key, _, value = part.partition("=")
        if key == "lvl":
            base = level_settings(game, value)
        elif key == "fc":
            depth, count = value.split("x")
            changes["forecast"] = Forecast(int(depth), int(count))
        elif key == "nofc":
            changes["forecast"] = None
        elif key in KEYS:
            name = KEYS[key]
            if name in TEXTS:
                changes[name] = value
            else:
                changes[name] = float(value) if "." in value else int(value)
        else:
            raise SystemExit(f"unknown setting {key!r} in {spec!r}; known: {', '.join(KEYS)}")
    return replace(base, **changes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("first", help="a bot kind or s:settings")
    parser.add_argument("second", help="a bot kind or s:settings")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--every", type=int, default=10, help="a tally after every N games")
    args = parser.parse_args()
    a, b = args.first, args.second
    for side in (a, b):
        if side.startswith("s:"):
            # The workers know it as they are forked (Linux's way) with this catalog.
            catalog.GENERIC[side] = searcher(settings_of(args.game, side))
    n = args.players
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
                f"{args.game} {n}p {a} against {b}: {wins / played:.1%} [{low:.1%}, {high:.1%}]"
                f" of {played} games | ms per decision {ms[a]:.1f} / {ms[b]:.1f}"
                f" | wall {time.time() - started:.0f} s",
                flush=True,
            )


if __name__ == "__main__":
    main()
