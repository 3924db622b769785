"""How often bots trade in Empire (colonial): offers made and accepted per game, over seeded games
of the given line-up (docs/strength.md).

    .venv/bin/python examples/colonial_trades.py --bots heuristic,heuristic,heuristic,heuristic --games 200
"""

from __future__ import annotations

import argparse

from empires import new_match
from empires.bots.catalog import make_bot


def count(bots: list[str], games: int, seed: int) -> tuple[int, int]:
    """(offers made, offers accepted) over ``games`` seeded games."""
    made = accepted = 0
    for game in range(games):
        match = new_match("empire-colonial", len(bots), {}, seed + game)
        players = [make_bot(match.rules, name, game * 10 + seat) for seat, name in enumerate(bots)]
        while not match.is_over:
            seat = match.to_act()[0]
            match.play(seat, players[seat].choose(match.view(seat), match.legal_moves(seat)))
        for event in match.events(None):
            if event.key == "offer_answered":
                made += 1
                accepted += bool(event.params["accepted"])
    return made, accepted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="heuristic,heuristic,heuristic,heuristic")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    made, accepted = count(args.bots.split(","), args.games, args.seed)
    print(
        f"{args.games} games of {args.bots}: {made / args.games:.2f} offers and "
        f"{accepted / args.games:.2f} accepted trades per game"
    )


if __name__ == "__main__":
    main()
