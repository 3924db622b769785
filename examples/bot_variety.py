"""How much a bot kind's games vary by the bots' own draws alone (docs/strength.md, "Bots that
cannot be farmed"): bots of one kind in every seat play each of a few seeded deals with several
bot seeds, and the script counts the different results (points and length) of each deal. One
result per deal means the deal alone decides the game, so a player (or a learner) who has seen
it once knows how it goes.

    .venv/bin/python examples/bot_variety.py empire-engine ismcts-easy --deals 5 --bot-seeds 8
"""

from __future__ import annotations

import argparse

from empires.bots.play import play_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("kind", help="the bot kind in every seat")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deals", type=int, default=5, help="deals seeded 0, 1, ...")
    parser.add_argument("--bot-seeds", type=int, default=8, help="bot seeds per deal")
    args = parser.parse_args()
    lineup = [args.kind] * args.players
    counts = []
    for deal in range(args.deals):
        results = {
            (game.scores, game.decisions)
            for game in (
                play_game(args.game, args.players, {}, lineup, deal, bots_seed=1_000 + bots)
                for bots in range(args.bot_seeds)
            )
        }
        counts.append(len(results))
    print(
        f"{args.game}, {args.players} players, {args.kind} in every seat: different results of "
        f"each of {args.deals} deals over {args.bot_seeds} bot seeds: {counts} "
        f"({sum(counts)} of {args.deals * args.bot_seeds})"
    )


if __name__ == "__main__":
    main()
