"""SplitMix64 in compiled code: the same draws as :class:`empires.kernel.rng.SeededRng`.

A generator's whole state is one ``uint64``; the functions take it and return the new state
with the value, because compiled code cannot update a Python object in place.
"""

from __future__ import annotations

import numpy as np

from empires.games.empire_engine.fast._jit import jit

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_MASK = np.uint64(0xFFFFFFFFFFFFFFFF)


@jit
def next_u64(state: np.uint64) -> tuple[np.uint64, np.uint64]:
    """Advance the generator; return ``(new state, 64-bit value)``."""
    state = np.uint64(np.uint64(state) + _GOLDEN)
    z = state
    z = np.uint64((z ^ (z >> np.uint64(30))) * _MIX1)
    z = np.uint64((z ^ (z >> np.uint64(27))) * _MIX2)
    return state, np.uint64(z ^ (z >> np.uint64(31)))


@jit
def below(state: np.uint64, n: int) -> tuple[np.uint64, int]:
    """A uniform integer in ``range(n)`` by rejection sampling, exactly as ``SeededRng.below``."""
    bound = np.uint64(n)
    # The limit is 2**64 - 1 - (2**64 % n), so every value up to 2**64 - n is below it: the
    # division that computes it is needed only for the rare values above.
    sure = np.uint64(_MASK - bound + np.uint64(1))
    while True:
        state, value = next_u64(state)
        if value <= sure:
            return state, int(value % bound)
        limit = np.uint64(_MASK - (np.uint64(np.uint64(0) - bound) % bound))
        if value <= limit:
            return state, int(value % bound)
