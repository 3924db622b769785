"""A game's search levels timed at each table size, on the same kind of positions.

Seeded games are played by ``ismcts-easy`` at every seat; every ``--every``-th decision with
a choice is also searched by each level named (its move is not played), and the processor
time of each search is kept. So the levels are timed on like positions at every player count,
which tells whether a level keeps within its limit at a bigger table, and what factor on its
budget (``SearchSettings.budget_scale``) would bring it back. For example:

    python examples/level_times.py empire-v85 --players 2,3,4 --games 6

(docs/strength.md shows the figures it gave for Empire V8.5.)
"""

from __future__ import annotations

import argparse
import statistics
import time

from empires.bots.catalog import make_bot
from empires.bots.ismcts import IsmctsBot
from empires.bots.levels import LEVELS, level_settings
from empires.kernel.optional import machine_options
from empires.kernel.registry import get_game


def time_levels(
    game: str, players: int, levels: list[str], games: int, every: int
) -> dict[str, list[float]]:
    """Per level, the processor seconds of each timed decision at ``players`` seats."""
    rules = get_game(game)
    times: dict[str, list[float]] = {level: [] for level in levels}
    for seed in range(games):
        bots = [make_bot(rules, "ismcts-easy", seed * 10 + seat) for seat in range(players)]
        options = rules.info.options.resolve(players, machine_options(rules, {}))
        state = rules.new_state(players, options, seed)
        decision = 0
        while seats := rules.to_act(state):
            seat = seats[0]
            view, legal = rules.view(state, seat), rules.legal_moves(state, seat)
            if decision % every == 0 and len(legal) > 1:
                for level in levels:
                    bot = IsmctsBot(rules, seed * 1000 + decision, level_settings(game, level))
                    started = time.process_time()
                    bot.choose(view, legal)
                    times[level].append(time.process_time() - started)
            rules.apply(state, seat, bots[seat].choose(view, legal))
            decision += 1
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--players", default="2", help="player counts, comma separated")
    parser.add_argument("--levels", default="medium,hard", help="levels, comma separated")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--every", type=int, default=4, help="time every Nth decision")
    args = parser.parse_args()
    levels = args.levels.split(",")
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        parser.error(f"unknown levels {unknown}; known: {', '.join(LEVELS)}")
    print("players", *(f"{level} ms" for level in levels), "decisions", sep="\t")
    for players in (int(count) for count in args.players.split(",")):
        times = time_levels(args.game, players, levels, args.games, max(1, args.every))
        means = (f"{1000 * statistics.mean(times[level]):.1f}" for level in levels)
        print(players, *means, len(times[levels[0]]), sep="\t", flush=True)


if __name__ == "__main__":
    main()
