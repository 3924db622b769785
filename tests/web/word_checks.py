"""The two word checks of issue 18, shared by the browser walk and the games' texts test: a
German screen shows no word that only the English catalog has, and no text says "1 <plural>".

The catalogs come from our own word sources: the web pages' strings (``static/i18n.js``, read in
the browser), every registered game's ``data/texts.toml`` (its English and German tables), the
bot kinds (``empires/bots/labels.py``) and their measured strength (``strength_words.py``), the option words (``empires/kernel/options.py``) and the
server's own lines. An English word counts only if no German text has it ("Empire", "Bot", a
name German keeps, are fine); words are compared one by one, case aside.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from importlib import resources
from typing import Any

from empires.bots.labels import KINDS
from empires.bots.strength_words import (
    COUNTS,
    MEASURED_WORDS,
    PLAYERS_DE,
    RUN_WORDS,
    UNDER_WORDS,
    VERSUS_WORDS,
)
from empires.kernel.game import KERNEL_TEXTS
from empires.kernel.options import START_PLAYER_LABELS, VALUE_WORDS
from empires.kernel.registry import get_game, list_games
from empires.web.payloads import STAND_IN_LINE

#: A template's field, ``{name}`` or ``{count:# cube|# cubes}`` (group 1: what follows the colon).
FIELD = re.compile(r"\{\w+(?::([^{}]*))?\}")
#: A word: letters, with an apostrophe inside ("don't").
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
LANGS = ("en", "de")
#: Every registered game, by name.
GAMES = sorted(rules.info.name for rules in list_games())


def by_language(tree: Any, lang: str | None = None) -> Iterator[tuple[str, str]]:
    """Every text under a key ``en`` or ``de`` of a nested table, with its language (the
    outermost such key: in ``choices.de.en`` the ``en`` is a choice, named in German)."""
    if isinstance(tree, str):
        if lang is not None:
            yield lang, tree
    elif isinstance(tree, Mapping):
        for key, value in tree.items():
            yield from by_language(value, key if lang is None and key in LANGS else lang)
    elif isinstance(tree, list | tuple):
        for value in tree:
            yield from by_language(value, lang)


@cache
def game_texts(game: str) -> tuple[tuple[str, str], ...]:
    """A game's words as (language, text) pairs: its ``data/texts.toml``, the other data
    files that name things by language (nations, components, engines) and its rules."""
    package = type(get_game(game)).__module__.rsplit(".", 1)[0]
    data = resources.files(package) / "data"
    files = sorted((f for f in data.iterdir() if f.name.endswith(".toml")), key=lambda f: f.name)
    pairs = [pair for f in files for pair in by_language(tomllib.loads(f.read_text()))]
    for lang in LANGS:  # the rules summaries are words of their language too
        rules = resources.files(package) / "web" / f"rules.{lang}.md"
        if rules.is_file():
            pairs.append((lang, rules.read_text()))
    return tuple(pairs)


def python_texts() -> list[tuple[str, str]]:
    """The words the server writes itself: bot kinds, option values, kernel and log lines."""
    tables = [KINDS, VALUE_WORDS, START_PLAYER_LABELS, STAND_IN_LINE, KERNEL_TEXTS]
    tables += [COUNTS, MEASURED_WORDS, {"de": PLAYERS_DE}, RUN_WORDS, UNDER_WORDS, VERSUS_WORDS]
    return [pair for table in tables for pair in by_language(table)]


def all_texts(page_strings: Mapping[str, Mapping[str, str]]) -> list[tuple[str, str]]:
    """Every text of every source, as (language, text); ``page_strings`` is the web pages'
    catalog by language (from ``static/i18n.js``)."""
    texts = python_texts()
    for game in GAMES:
        texts += game_texts(game)
    for lang, strings in page_strings.items():
        texts += [(lang, text) for text in strings.values()]
    return texts


def words(text: str) -> set[str]:
    """The words of a text (a template's plural forms included, its field names not), in
    lower case. Tokens with digits in them (ids, hashes, "4-1") are no words, nor are single
    letters (a board's column names and the letters drawn on its tiles are symbols)."""
    text = FIELD.sub(lambda field: " " + (field.group(1) or "").replace("|", " ") + " ", text)
    tokens = (token for token in text.split() if not any(c.isdigit() for c in token))
    return {word.lower() for token in tokens for word in WORD.findall(token) if len(word) > 1}


def english_only(texts: Iterable[tuple[str, str]]) -> set[str]:
    """The words of the English texts that no German text has."""
    seen: dict[str, set[str]] = {lang: set() for lang in LANGS}
    for lang, text in texts:
        seen[lang] |= words(text)
    return seen["en"] - seen["de"]


def without_names(text: str, names: Iterable[str]) -> str:
    """``text`` with people's names (longest first: "Bot 1 (hard)" before "Bot 1") taken out."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " · ")
    return text


def english_words_in(text: str, english: set[str], names: Iterable[str] = ()) -> list[str]:
    """The English-only words a German ``text`` shows (people's names taken out first)."""
    return sorted(words(without_names(text, names)) & english)


def plural_forms(texts: Iterable[tuple[str, str]]) -> set[str]:
    """Words that are plurals: the word after ``#`` in the second form of a template's plural
    field (``{n:# cube|# cubes}``), the English words ending in s and the German ones ending
    in n whose singular is a word of the catalog too."""
    forms: set[str] = set()
    seen: dict[str, set[str]] = {lang: set() for lang in LANGS}
    nouns: set[str] = set()
    lower: set[str] = set()
    after_number = re.compile(r"#\s+([^\W\d_]+)")
    for lang, text in texts:
        for field in FIELD.finditer(text):
            one, bar, other = (field.group(1) or "").partition("|")
            if bar:  # a form alike for one and many ("# Würfel|# Würfel") is no plural slip
                forms |= {w.lower() for w in after_number.findall(other)} - {
                    w.lower() for w in after_number.findall(one)
                }
        seen[lang] |= words(text)
        if lang == "de":  # German nouns are written capitalised ("Karten"), verbs not ("bieten")
            for w in WORD.findall(FIELD.sub(" ", text)):
                (nouns if w[0].isupper() else lower).add(w.lower())
    for word in seen["en"]:  # "cubes" beside "cube", "luxuries" beside "luxury"
        singulars = {word[:-1], word[:-2], word[:-3] + "y"} if word.endswith("s") else set()
        if len(word) > 3 and singulars & seen["en"]:
            forms.add(word)
    nouns -= lower
    for word in nouns:  # "Karten" beside "Karte", "Kolonien" beside "Kolonie"
        if len(word) > 4 and word.endswith("n") and {word[:-1], word[:-2]} & nouns:
            forms.add(word)
    return forms


def one_plurals(text: str, plurals: set[str], names: Iterable[str] = ()) -> list[str]:
    """Every "1 <plural>" in ``text`` (a 1 that is not part of a larger number; people's names,
    such as "Player 1", taken out first)."""
    found = re.findall(r"(?<![\d.,])1\s+([^\W\d_]+)", without_names(text, names))
    return sorted({f"1 {word}" for word in found if word.lower() in plurals})
