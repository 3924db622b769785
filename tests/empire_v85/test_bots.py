"""Empire V8.5's bots: the heuristic plays legal, reproducible moves from its view alone and
beats random bots clearly; the generic ISMCTS bot plays the game through ``sample_state``."""

from __future__ import annotations

import copy

import pytest

from empires import new_match
from empires.arena.stats import wilson_interval
from empires.arena.winrate import summarize
from empires.bots.catalog import make_bot
from empires.bots.empire_v85 import HeuristicBot
from empires.bots.play import play_game, play_games
from empires.games.empire_v85 import RULES
from empires.kernel.rng import SeededRng
from tests.empire_v85.table import GAME


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heuristic_bot_only_returns_legal_moves_to_the_end(players: int) -> None:
    m = new_match(GAME, players, {}, seed=players)
    bots = [HeuristicBot(seat) for seat in range(players)]
    while not m.is_over:
        for seat in m.to_act():
            legal = m.legal_moves(seat)
            move = bots[seat].choose(m.view(seat), legal)
            assert move in legal
            m.play(seat, move)
            break
    assert m.winners()


def test_heuristic_bot_is_deterministic_for_a_seed() -> None:
    lineup = ("heuristic", "heuristic", "random")
    assert play_game(GAME, 3, {}, lineup, 5) == play_game(GAME, 3, {}, lineup, 5)


def test_heuristic_bot_depends_only_on_the_json_view() -> None:
    m = new_match(GAME, 3, {}, seed=2)
    rng = SeededRng(3)
    for _ in range(30):  # into the placement of turn one or two
        seat = rng.choice(m.to_act())
        m.play(seat, rng.choice(m.legal_moves(seat)))
    (seat,) = m.to_act()[:1]
    view, legal = m.view(seat), m.legal_moves(seat)
    first = HeuristicBot(9).choose(view, legal)
    assert HeuristicBot(9).choose(copy.deepcopy(view), list(legal)) == first


def test_heuristic_bot_beats_random_bots_clearly() -> None:
    games = 60
    seats = [i % 3 for i in range(games)]
    lineups = [["heuristic" if s == seat else "random" for s in range(3)] for seat in seats]
    record = summarize(play_games(GAME, 3, {}, lineups, list(range(games)), workers=1), seats)
    low, _high = wilson_interval(record.wins, record.games)
    assert low > 0.6, f"heuristic won {record.wins} of {games} (parity is 33%)"


def test_ismcts_plays_a_legal_move_from_its_view() -> None:
    m = new_match(GAME, 3, {}, seed=8)
    bot = make_bot(RULES, "ismcts-easy", 1)
    for _ in range(6):
        seat = m.to_act()[0]
        legal = m.legal_moves(seat)
        move = bot.choose(m.view(seat), legal)
        assert move in legal
        m.play(seat, move)
