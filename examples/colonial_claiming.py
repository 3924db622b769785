"""How often nation claiming fails in Empire (colonial): failed selections per game (the average
and the most in one game) over seeded standard games of the given line-up (docs/strength.md).

    .venv/bin/python examples/colonial_claiming.py --bots heuristic,heuristic,heuristic,heuristic --games 1000
"""

from __future__ import annotations

import argparse

from empires.bots.catalog import make_bot
from empires.bots.play import bot_seed
from empires.kernel.registry import get_game


def failures(bots: list[str], games: int, seed: int) -> list[int]:
    """The failed selections of each of ``games`` seeded games, played until the nations are
    claimed (no selection can fail after that)."""
    rules = get_game("empire-colonial")
    options = rules.info.options.resolve(len(bots), {})
    counts = []
    for game in range(seed, seed + games):
        state = rules.new_state(len(bots), options, game)
        lineup = [make_bot(rules, name, bot_seed(game, seat)) for seat, name in enumerate(bots)]
        while state.phase == "claim":
            seat = rules.to_act(state)[0]
            move = lineup[seat].choose(rules.view(state, seat), rules.legal_moves(state, seat))
            rules.apply(state, seat, move)
        counts.append(state.failed_claims)
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="heuristic,heuristic,heuristic,heuristic")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    counts = failures(args.bots.split(","), args.games, args.seed)
    print(
        f"{args.games} games of {args.bots}: {sum(counts) / args.games:.2f} failed selections "
        f"a game on average, {max(counts)} at most"
    )


if __name__ == "__main__":
    main()
