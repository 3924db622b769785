"""Is a house worth building in Empire V8.5? Two experiments with the balance study's bots (the
heuristic bot playing one decision in ten at random, the first player of turn one in seat 0,
game i seeded i, the measured seat rotating one place per game).

    .venv/bin/python examples/empire_v85_houses.py --games 600

1. **A free worker**: the measured seat starts with one house already on its Home Base (an
   extra employable worker from turn one, at no cost); everybody else plays as usual. This is
   the most a house could ever bring.
2. **Builders against abstainers**: the measured seat values a house as an investment (the
   turns still to come, each worth a worker's turn minus the food to employ it; the house
   scores nothing), everybody else never builds one.

Prints, against the unchanged heuristic bots for comparison, the measured seat's win rate (95% Wilson interval) and houses per game, per player count.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from empires.arena.stats import wilson_interval
from empires.bots.empire_v85 import SPENT, Board, HeuristicBot, _price
from empires.bots.noisy import NoisyBot
from empires.bots.play import bot_seed
from empires.games.empire_v85.components import HOUSE
from empires.games.empire_v85.moves import PlaceWorker
from empires.games.empire_v85.state import V85State
from empires.kernel.game import Bot, View
from empires.kernel.registry import get_game

GAME = "empire-v85"
#: What one worker's turn is worth to the house builder, in the heuristic's units (a chain of
#: two or three collected, roughly), before the food that employs the worker.
WORKER_TURN = 4.0
#: Tiles leaving the deck per player and turn (the free draw and about one bought).
TILES_PER_PLAYER_TURN = 2.0


class Abstainer(HeuristicBot):
    """The heuristic bot, except that it never builds a house."""

    @staticmethod
    def _worker_value(view: View, board: Board, move: PlaceWorker) -> float:
        if move.build == HOUSE:
            return -100.0
        return HeuristicBot._worker_value(view, board, move)


class HouseBuilder(HeuristicBot):
    """The heuristic bot valuing a house as the worker it adds over the turns still to come."""

    @staticmethod
    def _worker_value(view: View, board: Board, move: PlaceWorker) -> float:
        if move.build != HOUSE:
            return HeuristicBot._worker_value(view, board, move)
        me = view["empires"][view["seat"]]
        food: int = me["goods"]["food"]
        houses: int = me["houses"]
        deck: int = view["deck"]
        players: int = view["players"]
        food_need = 1.0 + 2.0 / (1 + food)
        later = deck / (TILES_PER_PLAYER_TURN * players)
        # Each further house adds a worker that finds a worse place than the one before.
        worker = WORKER_TURN / (1 + houses)
        return later * (worker - food_need) + food_need - SPENT * _price(view, HOUSE)


def play(
    players: int,
    seed: int,
    bots: Sequence[Callable[[int], Bot]],
    prepare: Callable[[V85State], None] = lambda state: None,
) -> tuple[list[int], list[int]]:
    """Play one game with the noisy version of ``bots``; return the winners and houses."""
    rules = get_game(GAME)
    seats = [
        NoisyBot(make(bot_seed(seed, s)), bot_seed(seed, s) + 1) for s, make in enumerate(bots)
    ]
    state = rules.new_state(players, rules.info.options.resolve(players, {"start_player": 0}), seed)
    prepare(state)
    while to_act := rules.to_act(state):
        seat = to_act[0]
        move = seats[seat].choose(rules.view(state, seat), rules.legal_moves(state, seat))
        rules.apply(state, seat, move)
    return rules.winners(state), [p.houses for p in state.players]


def measure(players: int, games: int, experiment: str) -> str:
    """The measured seat's win rate and houses per game over ``games`` games in ``experiment``
    (``baseline``: nothing changed; ``free``: a free worker; ``builder``: builders against
    abstainers)."""
    wins = houses = 0
    for seed in range(games):
        measured = seed % players
        if experiment == "baseline":
            winners, built = play(players, seed, [HeuristicBot] * players)
        elif experiment == "free":
            bots: list[Callable[[int], Bot]] = [HeuristicBot] * players

            def prepare(state: V85State, seat: int = measured) -> None:
                state.players[seat].houses = 1

            winners, built = play(players, seed, bots, prepare)
            built[measured] -= 1
        else:
            bots = [Abstainer] * players
            bots[measured] = HouseBuilder
            winners, built = play(players, seed, bots)
        wins += measured in winners
        houses += built[measured]
    low, high = wilson_interval(wins, games)
    return (
        f"{wins / games:.1%} ({low:.1%}-{high:.1%}) of {games} games, "
        f"{houses / games:.2f} houses built per game"
    )


def main() -> None:
    """Parse the arguments and print both experiments per player count."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--players", default="2,3,4")
    args = parser.parse_args()
    for players in (int(p) for p in args.players.split(",")):
        print(f"{players} players, parity {1 / players:.1%}")
        print(f"  unchanged heuristic bots:       {measure(players, args.games, 'baseline')}")
        print(f"  free worker from turn one:      {measure(players, args.games, 'free')}")
        print(f"  house builder among abstainers: {measure(players, args.games, 'builder')}")


if __name__ == "__main__":
    main()
