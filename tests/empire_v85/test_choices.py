"""Choices in words (texts.describe_choice), over seeded games at two to four players in both
languages: no bare number the board does not show, the cost in every costly choice, the
warnings exactly when the seat's own view makes a waste certain, and plurals that agree."""

from __future__ import annotations

import random
import re

import pytest

from empires.games.empire_v85.moves import Buy, Employ, PlaceWorker
from empires.kernel.match import Match, new_match

NAMES = ["Ann", "Ben", "Cid", "Dora"]
#: A number in a choice is a cell (``E5``) or a count of something named right after it.
BARE_NUMBER = re.compile(r"(?<![A-I])\b\d+\b(?! ?[A-Za-zÄÖÜäöüß])")
ONE_PLURAL = re.compile(r"\b1 (workers|tiles|buildings|Gebäuden)\b")


def played(players: int, seed: int) -> list[tuple[Match, int]]:
    """Positions of a seeded random game (every 3rd decision), with the seat to decide."""
    match, rng, seen = new_match("empire-v85", players, None, seed), random.Random(seed), []
    while not match.is_over:
        seat = rng.choice(match.to_act())
        if len(seen) < 400 and rng.random() < 0.35:
            seen.append((match.copy(), seat))
        match.play(seat, rng.choice(match.legal_moves(seat)))
    return seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_choice_names_its_tile_says_its_cost_and_warns_exactly(players: int) -> None:
    for match, seat in played(players, 40 + players):
        view = match.view(seat)
        me = view["empires"][seat]
        for lang in ("en", "de"):
            for move in match.legal_moves(seat):
                choice = match.rules.describe_choice(view, move, lang, NAMES[:players])
                assert not BARE_NUMBER.search(choice.text), choice.text
                assert not ONE_PLURAL.search(choice.text), choice.text
                costly = (
                    (isinstance(move, Employ) and move.workers > 2)
                    or (isinstance(move, Buy) and move.tiles > 0)
                    or (isinstance(move, PlaceWorker) and move.build is not None)
                )
                assert (choice.cost is not None) == costly, choice
                assert choice.cost is None or choice.cost in choice.text
                if isinstance(move, Buy):
                    wasted = len(me["hand"]) + move.tiles > me["employed"]
                    assert (choice.warning is not None) == wasted, choice
                if isinstance(move, PlaceWorker) and move.build is None and move.take is None:
                    assert ("(" in choice.text) and any(c.isdigit() for c in choice.text)


def test_the_feeding_warning_comes_exactly_when_the_food_is_short() -> None:
    match = new_match("empire-v85", 3, None, 5)
    view = match.view(0)
    food = view["empires"][0]["goods"]["food"]
    for workers in range(1, food + 5):
        choice = match.rules.describe_choice(view, Employ(workers), "en", NAMES[:3])
        assert (choice.warning is not None) == (workers - 2 > food), choice
        assert choice.group == "Workers to employ: #" and choice.amount == workers
    one = match.rules.describe_choice(view, Employ(1), "de", NAMES[:3])
    assert one.text == "1 Arbeiter anstellen" and one.cost is None


def test_the_log_says_who_starts_with_more_and_plurals_agree() -> None:
    match = new_match("empire-v85", 4, {"start_player": 1}, 3)
    for lang, word in (("en", "Head start"), ("de", "Vorsprung")):
        texts = match.event_texts(None, lang, NAMES)
        assert word in texts[1] and "Ben (" in texts[1] and "Ann (" in texts[1]
    rng = random.Random(1)
    while not match.is_over:
        seat = rng.choice(match.to_act())
        match.play(seat, rng.choice(match.legal_moves(seat)))
    for lang in ("en", "de"):
        for text in match.event_texts(None, lang, NAMES):
            assert not ONE_PLURAL.search(text), text
