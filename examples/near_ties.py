"""What drawing among near ties costs and buys a game's heuristic bot (docs/strength.md, "Bots
that cannot be farmed"): one bot with the given window against bots breaking exact ties only,
seats rotated, start player fixed (where the game has that option), and how many different
results two window bots play: over seeds (each seed its own deal and bot seeds), and with
``--same-deal`` also over bot seeds alone, on each of ten seeded deals.

    .venv/bin/python examples/near_ties.py empire-engine --near 0.5 --games 600 --players 2
    .venv/bin/python examples/near_ties.py empire-colonial --near 0.5 --games 600 --same-deal
"""

from __future__ import annotations

import argparse
import math
from typing import Any

from empires.bots.own import own_bots
from empires.bots.play import bot_seed
from empires.kernel.optional import machine_options
from empires.kernel.registry import get_game


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a win share."""
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def play(
    game: str, players: int, seed: int, nears: list[float], bots_seed: int | None = None
) -> tuple[list[int], Any]:
    """One game of heuristic bots with these windows (0: exact ties only), the bots seeded
    from ``bots_seed`` (by default the game's seed); the winners and the result (points and
    length)."""
    rules = get_game(game)
    bot_class = own_bots(rules)["heuristic"]
    fixed = (
        {"start_player": 0}
        if any(o.name == "start_player" for o in rules.info.options.options)
        else {}
    )
    options = rules.info.options.resolve(players, machine_options(rules, fixed))
    state = rules.new_state(players, options, seed)
    seed_of = seed if bots_seed is None else bots_seed
    bots = [bot_class(bot_seed(seed_of, s), near=n) for s, n in enumerate(nears)]  # type: ignore[call-arg]
    decisions = 0
    while seats := rules.to_act(state):
        seat = seats[0]
        rules.apply(
            state, seat, bots[seat].choose(rules.view(state, seat), rules.legal_moves(state, seat))
        )
        decisions += 1
    return list(rules.winners(state)), (tuple(rules.scores(state)), decisions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--near", type=float, required=True, help="the window to measure")
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--distinct-seeds", type=int, default=200)
    parser.add_argument("--same-deal", action="store_true", help="also count over bot seeds alone")
    args = parser.parse_args()
    n = args.players
    for near in (args.near, 0.0):
        results = {play(args.game, n, seed, [near] * n)[1] for seed in range(args.distinct_seeds)}
        print(f"window {near}: {len(results)} different results over {args.distinct_seeds} seeds")
        if args.same_deal:  # each of ten deals played by 40 bot seeds
            kinds = [
                len({play(args.game, n, deal, [near] * n, bots)[1] for bots in range(40)})
                for deal in range(10)
            ]
            print(
                f"window {near}: different results of each of 10 deals over 40 bot seeds: {kinds}"
            )
    wins = 0.0
    for g in range(args.games):
        me = g % n
        nears = [0.0] * n
        nears[me] = args.near
        winners, _ = play(args.game, n, 10_000 + g, nears)
        wins += 1 / len(winners) if me in winners else 0.0
    low, high = wilson(wins, args.games)
    share = wins / args.games
    print(
        f"window {args.near} against exact ties: {share:.1%} of wins (95% {low:.1%}-{high:.1%}), {args.games} games"
    )


if __name__ == "__main__":
    main()
