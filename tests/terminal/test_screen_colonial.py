"""Empire (colonial)'s terminal screen fits 40 rows by 120 columns at 6 players: the picture,
every choice as the terminal lists it (a number to pick on one line) and room for the news
and the prompt."""

from __future__ import annotations

import pytest

from empires import new_match
from empires.kernel.rng import SeededRng
from empires.terminal.choices import choice_lines, numbered
from tests.empire_colonial.helpers import GAME, random_move

NAMES = ["Alexandra", "Bartholomew", "Cyrus", "Dagmar", "Eve", "Friedrich"]
ROWS, COLUMNS = 40, 120
#: Lines the terminal keeps for the latest news, the heading of the choices and the prompt.
AROUND = 8


def screen(match, seat: int, lang: str) -> list[str]:
    """The lines of the deciding seat's screen, as the terminal lays them out."""
    view, rules = match.view(seat), match.rules
    lines = rules.render_view(view, lang, NAMES).splitlines()
    choices = choice_lines(rules, view, match.legal_moves(seat), lang, NAMES)
    return lines + [row for line in numbered(choices, lang, COLUMNS) for row in line.splitlines()]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_screen_of_a_six_player_game_fits_forty_rows_by_120_columns(lang: str) -> None:
    match = new_match(GAME, 6, {"claim_by_lot_after": 3}, 21)
    rng, ply = SeededRng(21), 0
    while not match.is_over:
        if ply % 2 == 0:
            for seat in match.to_act():
                lines = screen(match, seat, lang)
                assert len(lines) + AROUND <= ROWS, "\n".join(lines)
                wide = [line for line in lines if len(line) > COLUMNS]
                assert not wide, wide
        match.play(*random_move(match, rng))
        ply += 1
