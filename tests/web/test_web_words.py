"""The words of every game over seeded games, in English and German: no "1 <plural>" in any
event or choice, and no English-only word in the German ones (issue 18; the browser walk in
tests/web/browser/test_browser_german.py checks the pages themselves)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from empires.kernel.match import Match, default_names
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng
from empires.kernel.ties import decided_by_tie_break, tie_break_note
from tests.web.word_checks import (
    GAMES,
    LANGS,
    english_only,
    english_words_in,
    game_texts,
    one_plurals,
    plural_forms,
    python_texts,
)

#: Moves played per game: enough for every kind of decision of the four games to come up.
PLIES = 5000
#: Choices described per decision (the rest are alike).
CHOICES = 60


@cache
def catalog_texts() -> list[tuple[str, str]]:
    """The server's and the games' words (the pages' own are checked in the browser)."""
    return python_texts() + [pair for game in GAMES for pair in game_texts(game)]


@cache
def played_texts(game: str) -> dict[str, list[str]]:
    """By language: every choice and event text of a seeded game with random moves."""
    rules = get_game(game)
    players = rules.info.min_players + (1 if rules.info.max_players > 2 else 0)
    match = Match(rules, players, {}, seed=18)
    rng = SeededRng(18)
    texts: dict[str, list[str]] = {lang: [] for lang in LANGS}
    for _ in range(PLIES):
        if match.is_over:
            break
        seat = match.to_act()[0]
        legal = match.legal_moves(seat)
        view = match.view(seat)
        for lang in LANGS:
            names = default_names(players, lang)
            for move in legal[:CHOICES]:
                choice = rules.describe_choice(view, move, lang, names).to_json()
                texts[lang] += [str(v) for k, v in choice.items() if k != "amount"]
        match.play(seat, rng.choice(legal))
    for lang in LANGS:
        names = default_names(players, lang)
        for seat in (None, *range(players)):
            texts[lang] += match.event_texts(seat, lang, names)
    return texts


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_no_one_plural_in_a_games_texts(game: str, lang: str) -> None:
    plurals = plural_forms(catalog_texts())
    names = default_names(get_game(game).info.max_players, lang)
    texts = played_texts(game)[lang]
    slips = {slip for text in texts for slip in one_plurals(text, plurals, names)}
    assert not slips, f"{game} ({lang}) says: {sorted(slips)}"


@pytest.mark.parametrize("game", GAMES)
def test_a_games_german_texts_have_no_english_word(game: str) -> None:
    english = english_only(catalog_texts())
    names = default_names(get_game(game).info.max_players, "de")
    found = {w for text in played_texts(game)["de"] for w in english_words_in(text, english, names)}
    assert not found, f"{game}'s German texts have English words: {sorted(found)}"


def test_a_tie_break_is_said_only_when_it_decided() -> None:
    rule = {"en": "the most gold wins", "de": "das meiste Gold gewinnt"}
    assert decided_by_tie_break([5, 5, 3], [0])  # the top score shared with a non-winner
    assert not decided_by_tie_break([5, 4, 3], [0])  # the scores decided
    assert not decided_by_tie_break([5, 5, 3], [0, 1])  # a shared win, no tie broken
    assert tie_break_note(rule, [7, 7], [1], "de") == "das meiste Gold gewinnt"
    assert tie_break_note(rule, [7, 7], [1], "fr") == "the most gold wins"
    assert tie_break_note(rule, [8, 7], [0], "en") is None
    assert tie_break_note({}, [7, 7], [1], "en") is None
    described = get_game("empire-v85").info.describe("de")["tie_break"]
    assert described.startswith("Bei gleich vielen Gebäuden")


def test_the_options_set_are_named_with_their_values_in_the_language() -> None:
    options = get_game("empire-engine").info.options
    values = options.resolve(4, {"start_player": 2, "rounds": 9, "teams": True})
    assert options.changed_words(4, values, "de") == [
        ("Runden", "9"),
        ("Startspieler", "Platz 3"),
        ("Teamspiel", "ja"),
    ]
    assert ("Start player", "Seat 3") in options.changed_words(4, values, "en")
    assert options.changed_words(4, options.resolve(4, {}), "de") == []  # nothing set otherwise
    colonial = get_game("empire-colonial").info.options
    beginner = colonial.resolve(3, {"version": "beginner", "trading": False})
    assert ("Handel", "nein") in colonial.changed_words(3, beginner, "de")
    assert ("Version", "Einsteiger") in colonial.changed_words(3, beginner, "de")


def lobby_texts(described: dict[str, Any]) -> list[str]:
    """Every text of a game's lobby description (``GameInfo.describe``) that a person reads:
    not the names and values of its options, which are keys."""
    texts = [str(described["title"]), str(described["summary"]), str(described["tie_break"] or "")]
    texts += [str(tag) for tag in described["mechanics"]]
    for option in described["options"]:
        texts += [str(option[k]) for k in ("label", "help", "unavailable") if option.get(k)]
        texts += [str(label) for label in (option.get("choice_labels") or {}).values()]
    return texts


@pytest.mark.parametrize("game", GAMES)
def test_a_games_lobby_description_in_german_has_no_english_word(game: str) -> None:
    info = get_game(game).info
    english = english_only(catalog_texts())
    found = {
        w for text in lobby_texts(info.describe("de")) for w in english_words_in(text, english)
    }
    assert not found, f"{game}'s German lobby entry has English words: {sorted(found)}"
    # The tags (kinds of play) are the game's own in each language, not one list for both.
    assert info.describe("de")["mechanics"] != info.describe("en")["mechanics"]
