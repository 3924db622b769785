"""Toy branching integer game, one game per lane, Numba."""

import time

import numba as nb
import numpy as np

M = np.uint64(0xFFFFFFFFFFFFFFFF)


@nb.njit(cache=False)
def nxt(s):
    s = s + np.uint64(0x9E3779B97F4A7C15)
    z = s
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return s, z ^ (z >> np.uint64(31))


@nb.njit
def below(s, n):
    un = np.uint64(n)
    limit = M - ((np.uint64(0) - un) % un)
    while True:
        s, v = nxt(s)
        if v <= limit:
            return s, np.int64(v % un)


@nb.njit
def play(seeds, n, rounds, out):
    dec = 0
    for b in range(seeds.shape[0]):
        s = seeds[b]
        ready = np.zeros((n, 2), np.int64)
        score = np.zeros(n, np.int64)
        for _r in range(rounds):
            for k in range(2 * n):
                seat = k % n
                s, a = below(s, 6 + (ready[seat, 0] > 0) + (ready[seat, 1] > 0))
                dec += 1
                if a == 0:
                    ready[seat, 0] += 2
                elif a == 1:
                    ready[seat, 1] += 2
                elif a == 2:
                    if ready[seat, 0] > 0:
                        ready[seat, 0] -= 1
                        t = (seat + 1) % n
                        if ready[t, 1] > ready[t, 0]:
                            ready[t, 1] -= 1
                            score[seat] += 1
                        elif ready[t, 0] > 0:
                            ready[t, 0] -= 1
                            score[seat] += 1
                elif a == 3:
                    score[seat] += ready[seat, 1]
                    ready[seat, 1] = 0
                elif a == 4:
                    score[seat] += 1
                else:
                    ready[seat, a & 1] += 1
        out[b] = score.max()
    return dec


B = 100000
seeds = np.arange(1, B + 1, dtype=np.uint64)
out = np.zeros(B, np.int64)
t = time.perf_counter()
play(seeds[:10], 4, 8, out)
print("compile", time.perf_counter() - t)
t = time.perf_counter()
d = play(seeds, 4, 8, out)
e = time.perf_counter() - t
print(f"numba: {d / e:,.0f} decisions/s, {B / e:,.0f} games/s")
