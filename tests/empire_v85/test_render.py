"""The terminal picture: the map with its chains and workers, in English and German, and the
event texts in both languages."""

from __future__ import annotations

import random

import pytest

from empires import Match
from empires.games.empire_v85.render import render_details
from empires.games.empire_v85.texts import describe_move
from empires.kernel.match import new_match
from tests.empire_v85.table import built, placing, worker

NAMES = ["Ann", "Ben", "Cid"]


def table() -> Match:
    m = placing(
        tiles={(1, 0): "forest", (2, 0): "forest", (0, 1): "field", (0, 2): built("market", 1)},
        workers=[1, 1, 1],
        city=["granary", "sawmill", "stonemason", "mint", "market", "workshop", "tavern"],
    )
    m.play(0, worker(1, 0))
    return m


def test_the_map_shows_chains_and_workers() -> None:
    m = table()
    text = m.rules.render_view(m.view(1), "en", NAMES)
    lines = text.splitlines()
    # The two forests right of the Town Center are joined; Ann's worker (@1) stands on one.
    row = next(line for line in lines if "TC" in line)
    assert "TC" in row and "W  @1-W" in row
    # The field below the Town Center and Ben's market (K2) are not one chain.
    assert any("F" in line for line in lines) and any("fK2" in line for line in lines)
    assert "Granary" in text and "You" in text and "Legend" in text


def test_the_picture_speaks_german() -> None:
    m = table()
    text = m.rules.render_view(m.view(None), "de", NAMES)
    assert "Stadtzentrum" in text and "Kornspeicher" in text and "Legende" in text


def test_events_and_moves_read_in_both_languages() -> None:
    m = table()
    assert m.event_texts(None, "en", NAMES)[-1] == "Ann places a worker at F5."
    assert m.event_texts(None, "de", NAMES)[-1] == "Ann setzt einen Arbeiter auf F5."
    move = worker(0, 0, take="gold")
    assert describe_move(move, "en") == "worker to E5: take 1 gold"
    assert describe_move(move, "de") == "Arbeiter auf E5: 1 Gold nehmen"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_picture_fits_the_terminal_at_four_players_and_the_city_is_a_key_away(
    lang: str,
) -> None:
    """Every picture of a seeded 4-player game is at most 120 columns wide and leaves room on
    a 40-row screen for the news and the choices; the city's prices are the details."""
    match, rng = new_match("empire-v85", 4, None, 12), random.Random(12)
    names = ["Annabel", "Benedikt", "Cid", "Dorothea"]
    while not match.is_over:
        seat = rng.choice(match.to_act())
        lines = match.rules.render_view(match.view(seat), lang, names).splitlines()
        assert max(map(len, lines)) <= 120 and len(lines) <= 28, "\n".join(lines)
        match.play(seat, rng.choice(match.legal_moves(seat)))
    details = render_details(match.view(0), lang, names)
    assert ("City" if lang == "en" else "Stadt") in details and "->" in details
