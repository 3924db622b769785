"""``empires play sealed-bids`` (the example game of its own package) through a real
pseudo-terminal: a 3-player game to the end with the human's secret bids, in English and
German, saved and replayed."""

from __future__ import annotations

import random

from empires.kernel.match import replay
from empires.kernel.record import GameRecord


def test_a_three_player_game_of_sealed_bids_in_english(terminal):
    rng = random.Random(2)
    run = terminal("play", "sealed-bids", "--players", "3", "--seed", "4")
    end = run.play_to_end(lambda n: rng.randint(1, n))
    for words in (
        "Round 1 of 6 · prize:",
        "prizes to come:",
        "Bid # for the prize (",
        "Last round: the",
    ):
        assert words in run.transcript
    assert "Winner" in end
    match = replay(GameRecord.load(run.saved_paths()[-1]))
    assert match.is_over and match.players == 3 and sum(match.scores()) <= 21


def test_a_game_of_sealed_bids_in_german_with_four_cards(terminal):
    run = terminal(
        "play", "sealed-bids", "--players", "2", "--seed", "9", "--lang", "de",
        "--option", "cards=4",
    )  # fmt: skip
    end = run.play_to_end()
    for words in ("Runde 1 von 4 · Preis:", "kommende Preise:", "für den Preis bieten", "Gebote"):
        assert words in run.transcript
    assert "Sieg" in end or "Endwertung" in run.transcript
    assert replay(GameRecord.load(run.saved_paths()[-1])).is_over
