"""Empire Planners in words, English and German (in data/texts.toml): the log's sentences, the
moves, the terms, and the words the views show (``VIEW_WORDS``, ``PICTURE``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.games.empire_planners.components import BUILDINGS, building_at
from empires.games.empire_planners.moves import MOVES, Build, Move, Reroll, Upgrade
from empires.kernel.events import Catalog, Event, in_language, read_texts, view_words

TEXTS: dict[str, Any] = read_texts(__package__)
#: The help of each option, by language.
HELPS: dict[str, dict[str, str]] = TEXTS["options"]
TERMS: dict[str, dict[str, str]] = TEXTS["terms"]
#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its labels
#: (which override the terms of the same key with shorter forms).
VIEW_WORDS = view_words(TERMS, TEXTS["labels"])
#: The lines of the terminal's picture, and the building types' short names on its map.
PICTURE = Catalog(TEXTS["picture"])
SHORT: dict[str, str] = TEXTS["short"]
CATALOG, MOVE_TEXTS = Catalog(TEXTS["events"]), Catalog(TEXTS["moves"])


def term(key: str, lang: str) -> str:
    """A game term in a language."""
    return in_language(TERMS, lang).get(key, key)


def site_name(index: int, lang: str) -> str:
    """A building site as "Residential 3-5" (type, block-face)."""
    b = BUILDINGS[index]
    return f"{term(b.kind, lang)} {b.block}-{b.face}"


def describe_move(move: Move, lang: str) -> str:
    """A short description of a move (without the position it is played in)."""
    match move:
        case Reroll(die):
            return MOVE_TEXTS.text(lang, "reroll", die=die + 1)
        case Build(block, site):
            name = site_name(building_at(block, site).index, lang)
            return MOVE_TEXTS.text(lang, "build_plain", site=name, block=block, face=site)
        case Upgrade(building, card, second):
            key = "upgrade_goods" if second is None else "upgrade_pair"
            key = "upgrade_paid" if card is None else key
            name = site_name(building, lang)
            return MOVE_TEXTS.text(lang, key, site=name, card=card, second=second)
    # The other moves' templates are named by their tags and take their fields.
    return MOVE_TEXTS.text(lang, MOVES.tags[type(move)], **MOVES.to_json(move))


def player_name(player: int | None, names: Sequence[str], lang: str) -> str:
    """A player's name; player 1 of a solo game is Archie Indus."""
    if player is None:
        return "-"
    if player < len(names):
        return names[player]
    return term("archie", lang)


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    """One event as a sentence."""
    p: dict[str, Any] = dict(event.params)
    if "seat" in p:
        p["seat"] = player_name(p["seat"], names, lang)
    if "first" in p:
        p["first"] = player_name(p["first"], names, lang)
        p["years"] = 2 * p["round"]
    if "kind" in p:
        p["kind"] = term(p["kind"], lang)
    if "building" in p:
        p["site"] = site_name(p["building"], lang)
    if "name" in p:
        p["card"] = p["name"]
    if "winners" in p:
        p["winners"] = ", ".join(player_name(w, names, lang) for w in p["winners"]) or "-"
    if "dice" in p:
        p["dice"] = "-".join(str(d) for d in p["dice"])
    return CATALOG.text(lang, event.key, **p)
