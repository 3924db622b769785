"""Processor milliseconds per decision of a search bot in Empire (colonial) against heuristic
bots, and a fingerprint of the moves it chose (speed work must leave the fingerprint alone;
docs/strength.md). The search bot sits in seat 0; only its decisions with a choice count.

    .venv/bin/python examples/colonial_search_speed.py --players 4 --bot ismcts-medium --games 1
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time

from empires.bots.catalog import make_bot
from empires.kernel.registry import get_game


def measure(players: int, bot: str, games: int, seed: int) -> tuple[int, float, str]:
    """(decisions, ms per decision, fingerprint of the moves and final scores)."""
    rules = get_game("empire-colonial")
    options = rules.info.options.resolve(players, {})
    digest = hashlib.sha256()
    spent, decisions = 0.0, 0
    for game in range(games):
        state = rules.new_state(players, options, seed + game)
        bots = [
            make_bot(rules, bot if seat == 0 else "heuristic", 1000 * game + seat)
            for seat in range(players)
        ]
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            legal = rules.legal_moves(state, seat)
            view = rules.view(state, seat)
            started = time.process_time()
            move = bots[seat].choose(view, legal)
            if seat == 0 and len(legal) > 1:
                spent += time.process_time() - started
                decisions += 1
                digest.update(json.dumps(rules.move_to_json(move)).encode())
            rules.apply(state, seat, move)
        digest.update(json.dumps(rules.scores(state)).encode())
    return decisions, 1000 * spent / max(1, decisions), digest.hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bot", default="ismcts-medium")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args()
    decisions, ms, fingerprint = measure(args.players, args.bot, args.games, args.seed)
    print(
        f"{args.players} players, {args.bot}: {decisions} decisions, "
        f"{ms:.1f} ms per decision, moves {fingerprint}"
    )


if __name__ == "__main__":
    main()
