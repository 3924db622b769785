"""Near ties (empires/bots/ties.py): a bot draws by its seed among the moves within a window
of the best, the window at most a share of the spread between the best and the worst; so one
deal replayed with other bot seeds plays out otherwise."""

from __future__ import annotations

from empires.bots.play import play_game
from empires.bots.ties import EXACT, best_of, window
from empires.kernel.rng import SeededRng

VALUES = {"a": 10.0, "b": 9.8, "c": 9.0, "d": 0.0}


def drawn(near: float, share: float = 1.0, seeds: int = 200) -> set[str]:
    """Every move ``best_of`` picks over many seeds."""
    moves = list(VALUES)
    return {
        best_of(SeededRng(seed), moves, VALUES.__getitem__, near, share) for seed in range(seeds)
    }


def test_only_the_best_without_a_window() -> None:
    assert drawn(0.0) == {"a"}


def test_every_move_within_the_window_is_drawn_and_none_below() -> None:
    assert drawn(0.5) == {"a", "b"}
    assert drawn(1.0) == {"a", "b", "c"}


def test_the_window_is_at_most_its_share_of_the_spread() -> None:
    assert window(10.0, 0.0, 0.5, 0.25) == 0.5
    assert abs(window(10.0, 9.9, 0.5, 0.25) - 0.025) < 1e-12
    assert window(1.0, 1.0, 0.5, 0.25) == EXACT
    # Where every move is worth about the same, the differences left still decide.
    close = {"a": -0.198, "b": -0.212}
    picks = {
        best_of(SeededRng(seed), list(close), close.__getitem__, 0.5, 0.25) for seed in range(50)
    }
    assert picks == {"a"}


def test_the_same_seed_draws_the_same_move_and_seeds_differ() -> None:
    moves = list(VALUES)
    first = [best_of(SeededRng(s), moves, VALUES.__getitem__, 0.5) for s in range(40)]
    assert first == [best_of(SeededRng(s), moves, VALUES.__getitem__, 0.5) for s in range(40)]
    assert len(set(first)) == 2


def test_a_deal_replayed_with_other_bot_seeds_differs_only_where_the_bots_draw() -> None:
    heuristic, steady = ("heuristic",) * 2, ("heuristic-steady",) * 2
    # By default the bots' seeds come from the game's seed.
    assert play_game("empire-colonial", 2, {}, heuristic, 3, bots_seed=3) == play_game(
        "empire-colonial", 2, {}, heuristic, 3
    )

    def results(lineup: tuple[str, ...]) -> set[tuple[tuple[int, ...], int]]:
        games = (play_game("empire-colonial", 2, {}, lineup, 7, bots_seed=b) for b in range(20))
        return {(game.scores, game.decisions) for game in games}

    # Deal 7: the heuristic's draws among near-equal sales play it several ways; the steady
    # heuristic, which sells the first best count, one way only.
    assert len(results(heuristic)) > 1
    assert len(results(steady)) == 1
