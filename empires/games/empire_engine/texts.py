"""Empire Engine in words (English, and German in the German rulebook's terms, in
data/texts.toml): the log's sentences, the moves, and the words the views show."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from empires.games.empire_engine.moves import (
    Block,
    Move,
    PlaceEngine,
    PlaceGear,
    Salvage,
    ShareExport,
    Steal,
)
from empires.kernel.events import (
    Catalog,
    Event,
    in_language,
    name_seats,
    read_texts,
    seats_text,
    view_words,
)

TEXTS: dict[str, Any] = read_texts(__package__)
SUMMARIES: dict[str, str] = TEXTS["summaries"]
TERMS: Mapping[str, Mapping[str, str]] = TEXTS["terms"]
#: The help of each option, by option and language.
HELP: dict[str, dict[str, str]] = TEXTS["options"]
#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its labels.
VIEW_WORDS = view_words(TERMS, TEXTS["labels"])
CATALOG, MOVE_WORDS = Catalog(TEXTS["events"]), Catalog(TEXTS["moves"])
#: The words of the terminal's picture of a view (``render.py``).
PICTURE = Catalog(TEXTS["picture"])

_SEAT_PARAMS = ("seat", "target", "attacker", "teammate", "start_player")


def term(lang: str, key: str) -> str:
    """One game term in a language."""
    return in_language(TERMS, lang)[key]


def with_article(noun: str) -> str:
    """An English noun with its indefinite article ("a good", "an invention")."""
    return ("an " if noun[:1] in "aeiou" else "a ") + noun


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    """An event as a sentence."""
    params: dict[str, Any] = dict(event.params)
    name_seats(params, _SEAT_PARAMS, names)
    if "kind" in params:
        params["kind_with_article"] = with_article(term(lang, params["kind"]))
    for key in ("engine", "L", "R", "action", "kind", "pay"):
        if isinstance(params.get(key), str):
            params[key] = term(lang, params[key])
    if "boost" in params:
        boost = params["boost"]
        params["boost_text"] = CATALOG.text(lang, "boost", boost=term(lang, boost)) if boost else ""
    if "extra" in params:
        params["extra_text"] = CATALOG.text(lang, "extra") if params["extra"] else ""
    if "winners" in params:
        params["winners"] = seats_text(params["winners"], names)
    if "count" in params:
        params["goods"] = count_of(lang, params["count"], "good")
    key = event.key
    if key == "double_attack_short" and params["paid"]:
        key = "double_attack_short_1"
    return CATALOG.text(lang, key, **params)


def count_of(lang: str, count: int, kind: str) -> str:
    """ "1 good", "3 goods", "no goods" (German: "1 Ware", "3 Waren", "keine Waren")."""
    if count == 0:
        return MOVE_WORDS.text(lang, "none_of", kinds=term(lang, kind + "s"))
    return f"{count} {term(lang, kind if count == 1 else kind + 's')}"


def describe_move(move: Move, lang: str) -> str:
    """A move in words, short enough for a numbered menu."""
    t, w = in_language(TERMS, lang), partial(MOVE_WORDS.text, lang)
    match move:
        case PlaceEngine(engine, action):
            return w("engine", engine=t[engine], action=t[action])
        case PlaceGear(engine, gear, boost):
            text = w("gear", gear=gear, engine=t[engine])
            return text + w("boost", boost=t[boost]) if boost else text
        case Block(attacker, engine, pay):
            if attacker is None:
                return w("no_block")
            who = f"#{attacker + 1}"
            return w("block_for_teammate", who=who, pay=t[pay]) if pay else w("block", who=who)
        case Steal(take):
            return w("steal", kinds=", ".join(t[k] for k in take))
        case Salvage(take):
            return w("salvage", kind=t[take], kind_with_article=with_article(t[take]))
        case ShareExport(export):
            return w("share_export" if export else "keep_goods")
    raise TypeError(f"not an Empire Engine move: {move!r}")
