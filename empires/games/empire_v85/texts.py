"""Empire V8.5 in words (English and German, in data/texts.toml): the terms, the log's
sentences, the moves, and the words of the views (the web's ``VIEW_WORDS``, the terminal's
picture)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_v85.moves import MOVES, Move
from empires.kernel.events import (
    Catalog,
    Event,
    in_language,
    name_seats,
    per_seat_text,
    read_texts,
    seats_text,
    view_words,
)

TEXTS: dict[str, Any] = read_texts(__package__)
SUMMARIES: dict[str, str] = TEXTS["summaries"]
#: The help of the option ``start_player``.
HELP: dict[str, str] = TEXTS["options"]["start_player"]
TERMS: dict[str, dict[str, str]] = TEXTS["terms"]
#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its
#: labels (which override the terms of the same key).
VIEW_WORDS = view_words(TERMS, TEXTS["labels"])
CATALOG, MOVE_WORDS, PICTURE = (Catalog(TEXTS[key]) for key in ("events", "moves", "picture"))

_SEAT_PARAMS = ("seat", "owner", "first")
_TERM_PARAMS = ("tile", "building", "kind", "build", "take")


def term(lang: str, key: str) -> str:
    """A game term in a language."""
    return in_language(TERMS, lang).get(key, key)


def where(x: int, y: int) -> str:
    """A cell as players read it: column letter and row number (``A1`` is the top left)."""
    return f"{chr(ord('A') + x)}{y + 1}"


def goods_text(lang: str, goods: Mapping[str, int]) -> str:
    """Counts of resources, e.g. ``2 wood, 1 gold``."""
    shown = [f"{count} {term(lang, kind)}" for kind, count in goods.items() if count]
    return ", ".join(shown) or term(lang, "nothing")


def _in_words(params: dict[str, Any], lang: str) -> dict[str, Any]:
    """An event's or a move's parameters with its terms in words and its cell named."""
    for key in _TERM_PARAMS:
        if params.get(key) is not None:
            params[key] = term(lang, params[key])
    if "x" in params:
        params["where"] = where(params["x"], params["y"])
    return params


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    """One event as a sentence."""
    params = _in_words(dict(event.params), lang)
    name_seats(params, _SEAT_PARAMS, names)
    for key in ("city", "tiles"):
        if isinstance(params.get(key), list):
            params[key] = ", ".join(term(lang, t) for t in params[key])
    for key in ("paid", "goods"):
        if key in params:
            params[key] = goods_text(lang, params[key])
    if event.key == "employed":
        params["food_text"] = CATALOG.text(lang, "food_cost", **params) if params["food"] else ""
    if event.key == "placed_worker":
        plans = [key for key in ("build", "take") if params[key] is not None]
        params["plan_text"] = "".join(CATALOG.text(lang, f"plan_{key}", **params) for key in plans)
    if event.key == "game_over":
        params["winners"] = seats_text(params["winners"], names)
        params["buildings"] = per_seat_text(params["buildings"], names)
    return CATALOG.text(lang, event.key, **params)


def describe_move(move: Move, lang: str) -> str:
    """A short readable description of a move (a worker's reads "build" or "take" when it
    builds or takes a resource)."""
    params = _in_words(MOVES.to_json(move), lang)
    key = params.pop("type")
    plans = [plan for plan in ("build", "take") if params.get(plan) is not None]
    return MOVE_WORDS.text(lang, plans[0] if plans else key, **params)
