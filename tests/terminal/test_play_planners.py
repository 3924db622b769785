"""``empires play empire-planners`` through a real pseudo-terminal: a 2-player game against the
heuristic bot, to the end, with the city, the factories and the pollution track drawn. (The solo
game against Archie Indus, in German, is in ``test_play.py``.)"""

from __future__ import annotations

import random

from empires.kernel.match import replay
from empires.kernel.record import GameRecord


def test_a_two_player_game_of_empire_planners_in_english_against_the_heuristic(terminal):
    rng = random.Random(7)
    seats = ["--seats", "human,heuristic", "--option", "start_player=0"]
    run = terminal("play", "empire-planners", "--players", "2", "--seed", "4", *seats)
    end = run.play_to_end(lambda n: rng.randint(1, n))
    for words in ("Round 1 of 15", "Round 15 of 15", "CITY", "FACTORIES", "Pollution ["):
        assert words in run.transcript
    assert "Winner" in end
    record = GameRecord.load(run.saved_paths()[-1])
    match = replay(record)
    assert match.is_over and record.players == 2
    assert record.options["start_player"] == 0
