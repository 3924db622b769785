"""How many turns a game of Empire V8.5 lasts, for each player count, with the balance study's
bots (the noisy bot in every seat, the first player of turn one in seat 0, game i seeded i).

    .venv/bin/python examples/empire_v85_turns.py --games 2000

Prints, per player count, the games, the mean and the spread of the number of turns, and how
many games lasted each number of turns.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from empires.bots.catalog import make_bot
from empires.bots.play import bot_seed
from empires.kernel.registry import get_game

GAME = "empire-v85"


def turns_of_one_game(players: int, seed: int) -> int:
    """Play one game with noisy bots (as in ``empires balance``); return its number of turns."""
    rules = get_game(GAME)
    bots = [make_bot(rules, "noisy", bot_seed(seed, seat)) for seat in range(players)]
    state = rules.new_state(players, rules.info.options.resolve(players, {"start_player": 0}), seed)
    while seats := rules.to_act(state):
        seat = seats[0]
        move = bots[seat].choose(rules.view(state, seat), rules.legal_moves(state, seat))
        rules.apply(state, seat, move)
    return int(rules.view(state, None)["turn"])


def main() -> None:
    """Parse the arguments and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", default="2,3,4")
    args = parser.parse_args()
    for players in (int(p) for p in args.players.split(",")):
        turns = [turns_of_one_game(players, seed) for seed in range(args.games)]
        spread = ", ".join(f"{t}: {n}" for t, n in sorted(Counter(turns).items()))
        print(
            f"{players} players: {len(turns)} games, {statistics.fmean(turns):.2f} turns on "
            f"average (sd {statistics.stdev(turns):.2f}); games by turns: {spread}"
        )


if __name__ == "__main__":
    main()
