"""Choosing among equally good moves by a seeded draw.

A bot that always takes the first of several moves it values alike is predictable: two such
bots replay the same few games whatever the seed, and a learner can farm its habits. So a
heuristic bot draws among every move whose value is within ``near`` of the best (its "near
ties", in the bot's own units), with its own seeded generator: different seeds give different
games, the same seed the same game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from empires.kernel.rng import SeededRng

M = TypeVar("M")

#: Values closer than this are equal (floating-point noise, not a preference).
EXACT = 1e-9


def window(top: float, bottom: float, near: float, share: float) -> float:
    """How far below the best a near tie may be: ``near``, but at most ``share`` of the
    spread between the best and the worst move (where every move is worth about the same,
    the small differences left are all there is to go by), and never below ``EXACT``."""
    return max(min(near, share * (top - bottom)), EXACT)


def best_of(
    rng: SeededRng,
    legal: Sequence[M],
    value: Callable[[M], float],
    near: float = EXACT,
    share: float = 1.0,
) -> M:
    """A move of highest ``value``, drawn by ``rng`` among all within the ``window`` below
    the best. One draw only when there is a choice, so a bot's later draws do not shift
    otherwise."""
    values = [value(move) for move in legal]
    top = max(values)
    floor = top - window(top, min(values), near, share)
    close = [move for move, v in zip(legal, values, strict=True) if v >= floor]
    return close[0] if len(close) == 1 else close[rng.below(len(close))]
