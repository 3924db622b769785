"""The noisy bot: legal and reproducible, and it makes seeds give different games where two
deterministic heuristic bots replay the same few."""

from __future__ import annotations

from empires.bots.catalog import make_bot
from empires.bots.noisy import NoisyBot
from empires.bots.play import play_game
from empires.games.empire_engine import RULES

OPTIONS = {"start_player": 0}


def _results(kind: str, seeds: range) -> set[tuple[tuple[int, ...], int]]:
    results = set()
    for seed in seeds:
        result = play_game("empire-engine", 2, OPTIONS, [kind, kind], seed)
        results.add((result.scores, result.decisions))
    return results


def test_noisy_bots_play_different_games_where_heuristic_bots_repeat_themselves() -> None:
    assert len(_results("heuristic", range(40))) <= 10
    assert len(_results("noisy", range(40))) >= 30


def test_the_noisy_bot_is_legal_and_reproducible() -> None:
    assert isinstance(make_bot(RULES, "noisy", 0), NoisyBot)
    first = play_game("empire-engine", 3, {}, ["noisy", "noisy", "random"], 8)
    assert first == play_game("empire-engine", 3, {}, ["noisy", "noisy", "random"], 8)
