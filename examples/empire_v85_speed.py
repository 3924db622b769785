"""How fast Empire V8.5's rules and bots run: processor seconds for seeded 3-player games of
three heuristic bots, and for one `ismcts-medium` decision at a fixed position (a worker to
place in turn three of a heuristic game), with a fingerprint of the choices made, so that two
versions of the code can be compared for speed and for playing the same moves.

    .venv/bin/python examples/empire_v85_speed.py --games 200
"""

from __future__ import annotations

import argparse
import hashlib
import time

from empires.bots.catalog import make_bot
from empires.bots.play import play_game
from empires.kernel.registry import get_game

GAME = "empire-v85"


def heuristic_games(games: int) -> tuple[float, str]:
    """Processor seconds for ``games`` seeded games, and a fingerprint of their outcomes."""
    digest = hashlib.sha256()
    started = time.process_time()
    for seed in range(games):
        result = play_game(GAME, 3, {}, ["heuristic"] * 3, seed)
        digest.update(repr((result.scores, result.decisions, result.breakdowns)).encode())
    return time.process_time() - started, digest.hexdigest()[:12]


def one_search_decision() -> tuple[float, int, str]:
    """Processor seconds for one ``ismcts-medium`` decision, the legal moves it weighed, and
    the move it chose."""
    rules = get_game(GAME)
    state = rules.new_state(3, rules.info.options.resolve(3, {"start_player": 0}), 7)
    bots = [make_bot(rules, "heuristic", seat) for seat in range(3)]
    while True:
        seat = rules.to_act(state)[0]
        view = rules.view(state, seat)
        if view["turn"] == 3 and view["step"] == "worker":
            break
        rules.apply(state, seat, bots[seat].choose(view, rules.legal_moves(state, seat)))
    legal = rules.legal_moves(state, seat)
    searcher = make_bot(rules, "ismcts-medium", 1)
    started = time.process_time()
    move = searcher.choose(view, legal)
    return time.process_time() - started, len(legal), repr(rules.move_to_json(move))


def main() -> None:
    """Parse the arguments and print both timings."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    seconds, fingerprint = heuristic_games(args.games)
    print(f"{args.games} heuristic games: {seconds:.2f} s (outcomes {fingerprint})")
    seconds, moves, chosen = one_search_decision()
    print(f"one ismcts-medium decision over {moves} moves: {seconds:.2f} s, chose {chosen}")


if __name__ == "__main__":
    main()
