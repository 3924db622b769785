"""Seeded, deterministic randomness whose whole state is one integer kept in the game state.

Two generators, chosen by the seed, with the same methods and the same draws on every platform
and Python version, so a seed and a list of moves always give the same game:

* Seeds below 2**64 (every seed of the tests, the golden records, the bots, the arena and the
  command line): SplitMix64, tiny and fast in pure Python. Its state is 64 bits and each output
  is an invertible function of it, so anyone who sees a few draws can work the seed out: fine
  for reproducible experiments, not for hidden draws that people must not predict.
* Seeds from 2**64 on (a web table's server seed, 129 bits from the OS's secure source): a wide
  generator, keyed BLAKE2b in counter mode. Its key is 256 bits, derived from the seed by
  hashing; each output is a pseudo-random function of the key, so no number of outputs tells
  the key or the seed (short of breaking BLAKE2b).

A wide generator's state is still one int: ``WIDE_MARK | key << 64 | counter`` (bit 320 set,
the 256-bit key, a 64-bit count of outputs so far). ``SeededRng(rng.state)`` resumes any
generator exactly, so states serialise to JSON as plain numbers (beyond 64 bits, which Python's
``json`` writes and reads exactly; orjson refuses them, and no state goes through it).
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
#: Seeds from here on select the wide generator.
WIDE_SEEDS = 1 << 64
#: The marker bit of a wide generator's state: above the 256-bit key and the 64-bit counter.
WIDE_MARK = 1 << 320
_KEY_MASK = (1 << 256) - 1


class SeededRng:
    """A SplitMix64 generator (seeds below 2**64; negative seeds are taken modulo 2**64), or,
    for larger seeds, a :class:`WideRng`; ``state`` is a plain int, so it serialises as is."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        if seed >= WIDE_SEEDS:
            # One comparison on the path every game takes (a __new__ would cost more).
            self.__class__ = WideRng
            WideRng.__init__(self, seed)  # type: ignore[arg-type]
            return
        self.state = seed & _MASK

    def next_u64(self) -> int:
        """Return the next 64-bit value."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK + 1) % n
        while True:
            value = self.next_u64()
            if value <= limit:
                return value % n

    def choice(self, items: Sequence[T]) -> T:
        """Return one element of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> SeededRng:
        """Return an independent generator derived from this one (advances this one)."""
        return SeededRng(self.next_u64())


class WideRng(SeededRng):
    """Keyed BLAKE2b in counter mode: 256 bits of key, outputs that do not reveal it. Made by
    ``SeededRng(seed)`` for any seed of 2**64 or more; a seed with bit 320 as its highest bit
    is a state (``SeededRng(rng.state)`` resumes), any other is hashed into a key."""

    # No slot of its own: SeededRng(seed) turns itself into a WideRng for a wide seed.
    __slots__ = ()

    def __init__(self, seed: int) -> None:
        if seed < WIDE_SEEDS:
            raise ValueError(f"a wide generator needs a seed of at least 2**64, not {seed}")
        if seed >> 320 == 1:
            self.state = seed
        else:
            # The decimal text is the canonical form of any seed, however long.
            digest = hashlib.blake2b(
                str(seed).encode(), digest_size=32, person=b"empires-rng-seed"
            ).digest()
            self.state = WIDE_MARK | int.from_bytes(digest, "little") << 64

    def next_u64(self) -> int:
        """Return the next 64-bit value: BLAKE2b, keyed, of the counter."""
        state = self.state
        counter = state & _MASK
        key = ((state >> 64) & _KEY_MASK).to_bytes(32, "little")
        value = hashlib.blake2b(counter.to_bytes(8, "little"), digest_size=8, key=key)
        self.state = (state & ~_MASK) | ((counter + 1) & _MASK)
        return int.from_bytes(value.digest(), "little")

    def fork(self) -> SeededRng:
        """An independent wide generator: its key is the next four outputs of this one."""
        key = 0
        for _ in range(4):
            key = key << 64 | self.next_u64()
        return SeededRng(WIDE_MARK | key << 64)
