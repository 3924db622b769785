"""How often nation claiming fails in Empire (colonial): failed selections per game (the average
and the most in one game) over seeded standard games of the given line-up (docs/strength.md).

    .venv/bin/python examples/colonial_claiming.py --bots heuristic,heuristic,heuristic,heuristic --games 1000
"""

from __future__ import annotations

import argparse

from empires import new_match
from empires.bots.catalog import make_bot


def failures(bots: list[str], games: int, seed: int) -> list[int]:
    """The failed selections of each of ``games`` seeded games, played to the end."""
    counts = []
    for game in range(games):
        match = new_match("empire-colonial", len(bots), {}, seed + game)
        players = [make_bot(match.rules, name, game * 10 + seat) for seat, name in enumerate(bots)]
        while not match.is_over:
            seat = match.to_act()[0]
            match.play(seat, players[seat].choose(match.view(seat), match.legal_moves(seat)))
        counts.append(sum(event.key == "claim_failed" for event in match.events(None)))
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
