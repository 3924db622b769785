import time

import jax
import jax.numpy as jnp

jax.config.update("jax_enable_x64", True)
M = jnp.uint64(0xFFFFFFFFFFFFFFFF)


def nxt(s):
    s = s + jnp.uint64(0x9E3779B97F4A7C15)
    z = s
    z = (z ^ (z >> jnp.uint64(30))) * jnp.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> jnp.uint64(27))) * jnp.uint64(0x94D049BB133111EB)
    return s, z ^ (z >> jnp.uint64(31))


def below(s, n):
    un = n.astype(jnp.uint64)
    limit = M - ((jnp.uint64(0) - un) % un)

    def cond(c):
        return c[1] > limit

    def body(c):
        s, _ = c
        s, v = nxt(s)
        return (s, v)

    s, v = nxt(s)
    s, v = jax.lax.while_loop(cond, body, (s, v))
    return s, (v % un).astype(jnp.int64)


N, ROUNDS = 4, 8


def game(seed):
    def step(k, c):
        s, ready, score = c
        seat = k % N
        s, a = below(s, 6 + (ready[seat, 0] > 0) + (ready[seat, 1] > 0))
        t = (seat + 1) % N

        def arm(c):
            r, sc = c
            return r.at[seat, 0].add(2), sc

        def prod(c):
            r, sc = c
            return r.at[seat, 1].add(2), sc

        def att(c):
            r, sc = c

            def paid(c):
                r, sc = c
                r = r.at[seat, 0].add(-1)
                take_g = r[t, 1] > r[t, 0]
                take_s = (~take_g) & (r[t, 0] > 0)
                r = (
                    r.at[t, 1]
                    .add(-take_g.astype(jnp.int64))
                    .at[t, 0]
                    .add(-take_s.astype(jnp.int64))
                )
                return r, sc.at[seat].add((take_g | take_s).astype(jnp.int64))

            return jax.lax.cond(r[seat, 0] > 0, paid, lambda c: c, (r, sc))

        def exp(c):
            r, sc = c
            return r.at[seat, 1].set(0), sc.at[seat].add(r[seat, 1])

        def inv(c):
            r, sc = c
            return r, sc.at[seat].add(1)

        def oth(c):
            r, sc = c
            return r.at[seat, a & 1].add(1), sc

        ready, score = jax.lax.switch(
            jnp.minimum(a, 5), [arm, prod, att, exp, inv, oth], (ready, score)
        )
        return s, ready, score

    _s, _ready, score = jax.lax.fori_loop(
        0, ROUNDS * 2 * N, step, (seed, jnp.zeros((N, 2), jnp.int64), jnp.zeros(N, jnp.int64))
    )
    return score.max()


f = jax.jit(jax.vmap(game))
for B in (1000, 10000, 100000):
    seeds = jnp.arange(1, B + 1, dtype=jnp.uint64)
    t = time.perf_counter()
    f(seeds).block_until_ready()
    c = time.perf_counter() - t
    t = time.perf_counter()
    f(seeds).block_until_ready()
    e = time.perf_counter() - t
    print(
        f"jax B={B}: compile+run {c:.2f}s; {B * ROUNDS * 2 * N / e:,.0f} decisions/s, {B / e:,.0f} games/s"
    )
