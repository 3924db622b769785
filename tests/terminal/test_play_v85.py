"""``empires play empire-v85`` through a real pseudo-terminal: a 3-player game to the end, in
English and in German, with the map drawn."""

from __future__ import annotations

import random

from empires.kernel.match import replay
from empires.kernel.record import GameRecord


def test_a_three_player_game_of_empire_v85_in_english(terminal):
    run = terminal("play", "empire-v85", "--players", "3", "--seed", "4")
    end = run.play_to_end()
    for words in ("Turn 1, first player", "TC", "Legend", "costs, bonuses", "Head start"):
        assert words in run.transcript
    assert "Winner" in end
    record = GameRecord.load(run.saved_paths()[-1])
    match = replay(record)
    assert match.is_over and record.players == 3


def test_a_three_player_game_of_empire_v85_in_german(terminal):
    rng = random.Random(3)
    run = terminal("play", "empire-v85", "--players", "3", "--seed", "9", "--lang", "de")
    end = run.play_to_end(lambda n: rng.randint(1, n))
    for words in ("Zug 1, Startspieler", "Stadtzentrum", "Legende", "Kosten, Boni", "Vorsprung"):
        assert words in run.transcript
    assert "Sieg" in end
    assert replay(GameRecord.load(run.saved_paths()[-1])).is_over
