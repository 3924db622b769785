"""``empires play empire-colonial`` through a real pseudo-terminal: a whole 4-player standard
game against three bots, in English and in German."""

from __future__ import annotations

import random

from empires.kernel.match import replay
from empires.kernel.record import GameRecord


def test_whole_colonial_game_in_english_against_three_bots(terminal):
    rng = random.Random(3)
    run = terminal("play", "empire-colonial", "--players", "4", "--seed", "3")
    run.play_to_end(lambda n: rng.randint(1, n))
    for words in ("claiming nations", "Auction row", "Your choices, Player 1:", "Final scores"):
        assert words in run.transcript
    record = GameRecord.load(run.saved_paths()[-1])
    assert record.options["version"] == "standard"
    assert replay(record).is_over


def test_whole_colonial_game_in_german(terminal):
    rng = random.Random(5)
    # Without trading windows, to keep the test short.
    args = ["--players", "4", "--seed", "5", "--lang", "de", "--option", "trading=false"]
    run = terminal("play", "empire-colonial", *args)
    run.play_to_end(lambda n: rng.randint(1, n))
    for words in ("Nationenwahl", "Auktionsreihe", "Endwertung"):
        assert words in run.transcript
    assert replay(GameRecord.load(run.saved_paths()[-1])).is_over
