"""The levels a player picks for the search bot (``ismcts-easy``, ``ismcts-medium``,
``ismcts-hard``): per game, how the search spends its budget.

A level is an iteration budget, so a seed gives the same moves on any machine; its time per
decision is measured (docs/strength.md). The same number of iterations costs very different
times in different games (a rollout of Empire V8.5 costs some twenty of Empire Engine's), and a
bigger budget is not a stronger bot by itself: measured on Empire Engine, four iterations per
move at the root's UCB1 lost to two. What made more budget pay there is sequential halving over
common worlds at the root (``SearchSettings.root``), and rollouts cut short, which buy more
budget for the same time; so a game's levels name their own root, rollout depth and budget
where measurements showed what climbs (docs/strength.md, "The ladder").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from empires.bots.ismcts import Forecast, IsmctsBot, SearchSettings
from empires.kernel.errors import InvalidOptions
from empires.kernel.game import Bot, Rules

#: The levels, weakest first.
LEVELS = ("easy", "medium", "hard")

#: Any game's levels unless it has its own below. A game that forecasts stops rollouts after 4
#: decisions, which makes an iteration several times cheaper there, and spends three times
#: the iterations.
DEFAULT: Mapping[str, SearchSettings] = {
    "easy": SearchSettings(iterations_per_move=1, forecast=Forecast(4, 3)),
    "medium": SearchSettings(iterations_per_move=2, forecast=Forecast(4, 6)),
    "hard": SearchSettings(iterations_per_move=4, forecast=Forecast(4, 12)),
}

#: Empire V8.5's budget factors by player count (``SearchSettings.budget_scale``): medium's
#: is lower, as against OpenSpiel's search at 4 players it took 51.7 ms at 0.8.
V85_MEDIUM_AT_4 = ((4, 0.7),)
V85_HARD_AT_4 = ((4, 0.8),)

#: Empire (colonial)'s rollout policy: its heuristic without the draw among near-equal sales.
COLONIAL_POLICY = "heuristic-steady"

#: Games whose levels were measured to climb otherwise (docs/strength.md, "The ladder").
BY_GAME: Mapping[str, Mapping[str, SearchSettings]] = {
    # Budgets measured at 2 players; a 12-player decision at 16 per move took over 6 s.
    # Rollouts cut after 6 decisions (judged by the points so far) cost half the time of
    # whole ones and lost little; the time saved buys budget where budget pays.
    "empire-engine": {
        "easy": DEFAULT["easy"],
        "medium": SearchSettings(
            iterations_per_move=10, rollout_depth=6, root="halving", budget_players=2
        ),
        "hard": SearchSettings(
            iterations_per_move=32, rollout_depth=6, root="halving", budget_players=2
        ),
    },
    # The default easy (3 per move) took some 20 ms a decision; at the medium budget halving
    # won where UCB1 did not. More budget at the same depth did not pay (16 per move won 52%
    # of 100 games against medium); rollouts judged after 12 decisions instead of 4 did (70%).
    "empire-planners": {
        "easy": SearchSettings(iterations_per_move=1, forecast=Forecast(4, 1)),
        "medium": SearchSettings(iterations_per_move=1, forecast=Forecast(4, 5), root="halving"),
        "hard": SearchSettings(iterations_per_move=1, forecast=Forecast(12, 10), root="halving"),
    },
    # The default easy (3 per move, 5.5 ms a decision) won 39% of 100 games against the
    # default medium (6 per move), no clear rung; with 1 per move (1.8 ms) it won 24%.
    # Medium is the default. More iterations at medium's depth and root did not pay for hard
    # (18 per move won 2 of 10 games against medium, halving at 12 per move 14 of 32); judged
    # after 8 decisions with halving they did (24 per move: 38 of 60). Rollouts follow the
    # heuristic that sells the first best count (the table's heuristic draws among near-equal
    # sales): the policy the levels were measured with.
    "empire-colonial": {
        "easy": SearchSettings(
            iterations_per_move=1, forecast=Forecast(4, 1), rollout=COLONIAL_POLICY
        ),
        "medium": replace(DEFAULT["medium"], rollout=COLONIAL_POLICY),
        "hard": SearchSettings(
            iterations_per_move=4,
            forecast=Forecast(8, 24),
            root="halving",
            rollout=COLONIAL_POLICY,
        ),
    },
    # No forecast: rollouts cut after a few decisions and judged by the scores so far (a
    # playout to the end costs some 100 ms at 2 players). A forecast tried here lost to
    # these cuts; sequential halving lost to UCB1 at the medium budget (docs/strength.md).
    # A decision took the same time at 3 players as at 2, and a quarter longer at 4 (over
    # the limits), so at 4 the budget shrinks.
    "empire-v85": {
        "easy": SearchSettings(iterations=10, rollout_depth=6),
        "medium": SearchSettings(
            iterations_per_move=3, rollout_depth=8, budget_scale=V85_MEDIUM_AT_4
        ),
        "hard": SearchSettings(iterations_per_move=10, rollout_depth=8, budget_scale=V85_HARD_AT_4),
    },
}


def check_level(level: str) -> None:
    """Raise InvalidOptions naming the known levels if ``level`` is not one."""
    if level not in LEVELS:
        raise InvalidOptions(f"unknown level {level!r}; known: {', '.join(LEVELS)}")


def level_settings(game: str, level: str) -> SearchSettings:
    """The search settings of ``level`` for the game named ``game``."""
    check_level(level)
    return BY_GAME.get(game, DEFAULT)[level]


def leveled(level: str) -> Callable[[Rules[Any, Any], int], Bot]:
    """A bot factory (rules, seed) for the catalog: the search at ``level`` for that game."""
    check_level(level)

    def make(rules: Rules[Any, Any], seed: int) -> Bot:
        return IsmctsBot(rules, seed, level_settings(rules.info.name, level))

    return make
