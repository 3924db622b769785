"""The kernel's seeded generator: SplitMix64, deterministic everywhere, state is one integer."""

from __future__ import annotations

import json

import pytest

from empires.kernel.rng import SeededRng


def test_splitmix64_reference_values() -> None:
    # Sebastiano Vigna's reference outputs for seeds 0 and 1234567.
    rng = SeededRng(0)
    assert [rng.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]
    rng = SeededRng(1234567)
    assert [rng.next_u64() for _ in range(3)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
    ]


def test_same_seed_same_sequence() -> None:
    a, b = SeededRng(42), SeededRng(42)
    assert [a.below(1000) for _ in range(100)] == [b.below(1000) for _ in range(100)]


def test_different_seeds_different_sequences() -> None:
    a, b = SeededRng(1), SeededRng(2)
    assert [a.next_u64() for _ in range(5)] != [b.next_u64() for _ in range(5)]


def test_state_is_a_plain_integer_that_resumes_the_sequence() -> None:
    rng = SeededRng(7)
    rng.next_u64()
    saved = json.loads(json.dumps(rng.state))
    assert isinstance(saved, int)
    resumed = SeededRng(saved)
    assert [resumed.next_u64() for _ in range(5)] == [rng.next_u64() for _ in range(5)]


def test_seed_is_taken_modulo_2_to_the_64() -> None:
    assert SeededRng(-1).state == 2**64 - 1
    assert SeededRng(2**64 + 5).next_u64() == SeededRng(5).next_u64()


def test_below_stays_in_range_and_hits_every_value() -> None:
    rng = SeededRng(3)
    seen = {rng.below(7) for _ in range(500)}
    assert seen == set(range(7))
    assert all(rng.below(1) == 0 for _ in range(10))


@pytest.mark.parametrize("bound", [0, -3])
def test_below_needs_a_positive_bound(bound: int) -> None:
    with pytest.raises(ValueError, match="positive"):
        SeededRng(0).below(bound)


def test_choice_and_shuffle_are_deterministic() -> None:
    items = list(range(20))
    a, b = items[:], items[:]
    SeededRng(9).shuffle(a)
    SeededRng(9).shuffle(b)
    assert a == b
    assert sorted(a) == items
    assert a != items
    assert SeededRng(4).choice("abcdef") == SeededRng(4).choice("abcdef")


def test_fork_gives_an_independent_generator_and_advances_the_parent() -> None:
    parent = SeededRng(11)
    twin = SeededRng(11)
    child = parent.fork()
    twin.next_u64()
    assert parent.state == twin.state
    assert [child.next_u64() for _ in range(3)] != [parent.next_u64() for _ in range(3)]
    assert SeededRng(11).fork().state == SeededRng(11).fork().state
