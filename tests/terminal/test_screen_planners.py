"""Empire Planners' terminal screen fits 40 rows by 120 columns: the picture, a few lines of
news and the choices (a number's group as one line, as the terminal takes the number), in both
languages over whole seeded games; the rest is in ``render_details``."""

from __future__ import annotations

import pytest

from empires.games.empire_planners.render import render_details
from tests.empire_planners.test_choices import NAMES, RULES, positions

ROWS, COLUMNS = 40, 120
#: Lines the terminal keeps for news, the prompt and the frame around the picture.
NEWS_AND_PROMPT = 8


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (2, 5), (2, 11)])
def test_every_screen_fits_40_rows_by_120_columns(players: int, seed: int) -> None:
    tallest = 0
    for state, seat in positions(players, seed):
        view = RULES.view(state, seat)
        for lang in ("en", "de"):
            picture = RULES.render_view(view, lang, NAMES[:players]).splitlines()
            choices = [
                RULES.describe_choice(view, m, lang, NAMES[:players])
                for m in RULES.legal_moves(state, seat)
            ]
            lines = {c.group or c.text for c in choices}
            assert max(map(len, picture)) <= COLUMNS
            assert all(len(f"  99. {line}") <= COLUMNS for line in lines), lines
            tallest = max(tallest, len(picture) + len(lines) + NEWS_AND_PROMPT)
            details = render_details(view, lang, NAMES[:players]).splitlines()
            assert details and max(map(len, details)) <= 2 * COLUMNS
    assert tallest <= ROWS, tallest
