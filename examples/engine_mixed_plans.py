"""Empire Engine at two players: what the heuristic's mixed plans buy and cost
(docs/empire-engine.md, "The game's own bots").

    .venv/bin/python examples/engine_mixed_plans.py --games 20000 --seeds 4000
    .venv/bin/python examples/engine_mixed_plans.py --games 0 --seeds 0 \\
        --search heuristic --search heuristic-pure --search-games 240

- **variety**: over ``--seeds`` seeds (start player fixed), how many different games (move
  sequences) and different results (points and length) two bots of one kind play;
- **strength**: each kind's share of ``--games`` games against the others (a shared first
  counts half; seats alternating; 95% Wilson interval) and its mean point margin;
- **search** (``--search ROLLOUT[:ITERATIONS]``, repeatable): ``ismcts-medium`` with that
  rollout kind (and that many iterations per legal move) against ``heuristic``, games seeded
  0, 1, ... with seats alternating, and its processor time per decision.

Variety and strength play in the batched engine (``docs/fast.md``: the bots' own games).
"""

from __future__ import annotations

import argparse
import dataclasses
import time

from empires.arena.stats import wilson_interval
from empires.bots.catalog import make_bot
from empires.bots.ismcts import IsmctsBot
from empires.bots.levels import level_settings
from empires.bots.play import bot_seed
from empires.games.empire_engine import RULES
from empires.games.empire_engine.fast.batch import Batch

KINDS = ("heuristic", "heuristic-pure")
#: The iterations per legal move of ``ismcts-medium`` (a ``--search`` without ``:ITERATIONS``).
MEDIUM_PER_MOVE = level_settings("empire-engine", "medium").iterations_per_move


def variety(kind: str, seeds: int) -> tuple[int, int]:
    """Different games and different results of two ``kind`` bots, start player fixed."""
    batch = Batch(2, {"start_player": 1}, range(seeds))
    _, log = batch.play([kind, kind], record=True)
    points, _ = batch.results()
    games, results = set(), set()
    for b in range(seeds):
        end = int((log[b] < 0).argmax())
        games.add(tuple(int(x) for x in log[b, :end]))
        results.add((*map(int, points[b]), end))
    return len(games), len(results)


def strength(me: str, other: str, games: int) -> tuple[float, float]:
    """``me``'s share of games against ``other`` and its mean point margin."""
    score = margin = 0.0
    for seat in (0, 1):
        lineup = [other, other]
        lineup[seat] = me
        seeds = range(seat * games, seat * games + games // 2)
        batch = Batch(2, {}, seeds)
        batch.play(lineup)
        points, wins = batch.results()
        score += float((wins[:, seat] & ~wins[:, 1 - seat]).sum())
        score += 0.5 * float((wins[:, seat] & wins[:, 1 - seat]).sum())
        margin += float((points[:, seat] - points[:, 1 - seat]).sum())
    return score, margin / (2 * (games // 2))


def search(rollout: str, per_move: int, games: int) -> tuple[float, float]:
    """The search's games won (shared firsts split) and its ms per decision."""
    medium = level_settings("empire-engine", "medium")
    settings = dataclasses.replace(medium, rollout=rollout, iterations_per_move=per_move)
    think, decisions, won = 0.0, 0, 0.0
    for game in range(games):
        me = game % 2
        bots = [
            IsmctsBot(RULES, bot_seed(game, s), settings)
            if s == me
            else make_bot(RULES, "heuristic", bot_seed(game, s))
            for s in range(2)
        ]
        state = RULES.new_state(2, RULES.info.options.resolve(2, {}), game)
        while seats := RULES.to_act(state):
            seat = seats[0]
            view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
            start = time.process_time()
            move = bots[seat].choose(view, legal)
            if seat == me:
                think += time.process_time() - start
                decisions += 1
            RULES.apply(state, seat, move)
        winners = RULES.winners(state)
        won += 1 / len(winners) if me in winners else 0.0
    return won, 1000 * think / max(decisions, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000, help="games per strength pairing")
    parser.add_argument("--seeds", type=int, default=4000, help="seeds for the variety")
    parser.add_argument("--search", action="append", default=[], metavar="ROLLOUT:ITERATIONS")
    parser.add_argument("--search-games", type=int, default=240)
    args = parser.parse_args()
    for kind in KINDS if args.seeds else ():
        games, results = variety(kind, args.seeds)
        print(f"variety {kind}: {games} different games, {results} different results")
    pairings = [("heuristic", "heuristic-pure"), ("heuristic", "random")]
    for me, other in [*pairings, ("heuristic-pure", "random")] if args.games else ():
        score, margin = strength(me, other, args.games)
        low, high = wilson_interval(score, args.games)
        print(
            f"strength {me} against {other}: {score / args.games:.1%} of {args.games} "
            f"(95% {low:.1%} to {high:.1%}), margin {margin:+.2f}"
        )
    for spec in args.search:
        rollout, _, given = spec.partition(":")
        per_move = int(given) if given else MEDIUM_PER_MOVE
        won, ms = search(rollout, per_move, args.search_games)
        print(
            f"search with {rollout} rollouts, {per_move} per move: won {won:g} of "
            f"{args.search_games}, {ms:.1f} ms per decision"
        )


if __name__ == "__main__":
    main()
