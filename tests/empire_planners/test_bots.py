"""The bots of Empire Planners play whole games legally from their views alone."""

from __future__ import annotations

import pytest

from empires import new_match
from empires.bots.catalog import bot_names, make_bot
from empires.kernel.registry import get_game
from tests.empire_planners.helpers import GAME


@pytest.mark.parametrize(("players", "options"), [(2, {}), (1, {"level": "advanced"})])
def test_the_heuristic_bot_plays_whole_games_from_its_view(players: int, options: dict) -> None:
    m = new_match(GAME, players, options, 5)
    bots = [make_bot(m.rules, "heuristic", seat) for seat in range(players)]
    while not m.is_over:
        (seat,) = m.to_act()
        legal = m.legal_moves(seat)
        move = bots[seat].choose(m.view(seat), legal)
        assert move in legal
        m.play(seat, move)
    assert len(m.scores()) == players


def test_the_heuristic_bot_is_deterministic_for_a_seed() -> None:
    def game() -> list[dict]:
        m = new_match(GAME, 2, {"start_player": 1}, 9)
        bots = [make_bot(m.rules, "heuristic", 3), make_bot(m.rules, "heuristic", 4)]
        while not m.is_over:
            (seat,) = m.to_act()
            m.play(seat, bots[seat].choose(m.view(seat), m.legal_moves(seat)))
        return m.record().to_json()["moves"]

    assert game() == game()


def test_every_bot_kind_is_offered_for_the_game() -> None:
    names = bot_names(get_game(GAME))
    assert {"random", "heuristic", "ismcts-easy", "ismcts-medium", "ismcts-hard"} <= set(names)
