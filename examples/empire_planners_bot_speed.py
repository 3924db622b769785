"""Processor time of Empire Planners' bots on fixed positions: every decision with a choice in
some seeded games of two heuristic bots, judged again by a fresh heuristic bot (best of
several passes) and, for a sample of them, by a search bot (``ismcts-easy`` unless told;
docs/strength.md). A digest of
the heuristic bot's choices shows whether a speed-up changed what it plays.

    .venv/bin/python examples/empire_planners_bot_speed.py --games 20
"""

from __future__ import annotations

import argparse
import hashlib
import time
from typing import Any

from empires.bots.catalog import make_bot
from empires.kernel.registry import get_game


def positions(games: int) -> list[tuple[Any, Any]]:
    """(view, legal moves) of every decision with more than one move in the seeded games."""
    rules = get_game("empire-planners")
    cases = []
    for game in range(games):
        state = rules.new_state(2, {}, game)
        bots = [make_bot(rules, "heuristic", game * 2 + seat) for seat in (0, 1)]
        while not rules.is_over(state):
            (seat,) = rules.to_act(state)
            legal = rules.legal_moves(state, seat)
            view = rules.view(state, seat)
            if len(legal) > 1:
                cases.append((view, legal))
            rules.apply(state, seat, bots[seat].choose(view, legal))
    return cases


def timed(bot_name: str, cases: list[tuple[Any, Any]], passes: int) -> tuple[float, str]:
    """Best processor seconds per decision over ``passes``, and a digest of the choices."""
    rules = get_game("empire-planners")
    best, digest = float("inf"), ""
    for _ in range(passes):
        bot = make_bot(rules, bot_name, 7)
        choices = hashlib.sha256()
        start = time.process_time()
        for view, legal in cases:
            choices.update(repr(rules.move_to_json(bot.choose(view, legal))).encode())
        best = min(best, (time.process_time() - start) / len(cases))
        digest = choices.hexdigest()[:16]
    return best, digest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--search-every", type=int, default=60, help="search bot's sample")
    parser.add_argument("--search", default="ismcts-easy", help="the search bot kind timed")
    args = parser.parse_args()
    cases = positions(args.games)
    seconds, digest = timed("heuristic", cases, args.passes)
    print(f"heuristic: {seconds * 1e6:.1f} us a decision over {len(cases)}, choices {digest}")
    sample = cases[:: args.search_every]
    seconds, digest = timed(args.search, sample, 2)
    print(f"{args.search}: {seconds * 1e3:.1f} ms a decision over {len(sample)}, choices {digest}")


if __name__ == "__main__":
    main()
