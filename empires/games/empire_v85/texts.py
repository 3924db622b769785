"""Empire V8.5 in words (English and German, in data/texts.toml): the terms, the log's
sentences, the moves, and the words of the views (the web's ``VIEW_WORDS``, the terminal's
picture)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from empires.games.empire_v85.chains import chain_of, resource_yield
from empires.games.empire_v85.components import HEAD_START, HOUSE, RESOURCES, TILES, cell_of
from empires.games.empire_v85.moves import MOVES, Buy, Employ, Move, PlaceWorker
from empires.games.empire_v85.view import view_map
from empires.kernel.choices import Choice
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
from empires.kernel.game import View

TEXTS: dict[str, Any] = read_texts(__package__)
SUMMARIES: dict[str, str] = TEXTS["summaries"]
#: The words of the options (help, label, choices), by option.
OPTION_WORDS: dict[str, dict[str, Any]] = TEXTS["options"]
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
    shown = [f"{goods[kind]} {term(lang, kind)}" for kind in RESOURCES if goods.get(kind)]
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
    if event.key == "turn_started":
        extra = HEAD_START.get(len(names), ()) if params["turn"] == 1 else ()  # components.toml
        who = [(names[(event.params["first"] + i) % len(names)], g) for i, g in enumerate(extra)]
        more = "; ".join(f"{name} ({goods_text(lang, g)})" for name, g in who if any(g.values()))
        params["head_start"] = more and CATALOG.text(lang, "head_start", who=more)
    if event.key == "game_over":
        params["winners"] = seats_text(params["winners"], names)
        params["buildings"] = per_seat_text(params["buildings"], names)
    return CATALOG.text(lang, event.key, **params)


def describe_move(move: Move, lang: str, what: str = "", kind: str = "") -> str:
    """A move in short words (``what``: a worker's tile; ``kind``: a prefix of the words' key)."""
    params = _in_words(MOVES.to_json(move), lang)
    key = params.pop("type")
    plans = [plan for plan in ("build", "take") if params.get(plan) is not None]
    return MOVE_WORDS.text(lang, kind + (plans[0] if plans else key), what=what, **params)


def describe_choice(view: View, move: Move, lang: str, names: Sequence[str]) -> Choice:
    """A move as its seat reads it, from its own view: the tile by kind and cell, the price now,
    what a worker surely collects, and a warning where the view makes a waste certain (food
    the seat lacks, tiles beyond its workers, a worker on a developed tile that builds nothing)."""
    say, me, what = partial(MOVE_WORDS.text, lang), view["empires"][view["seat"]], ""
    cost, result, warning, group, amount = {}, None, None, None, None
    if isinstance(move, Employ):
        amount, group, cost = move.workers, "employ_group", {"food": max(move.workers - 2, 0)}
        food = me["goods"]["food"]
        warning = say("unfed", food=food) if cost["food"] > food else None
    elif isinstance(move, Buy):
        amount, group, cost = move.tiles, "buy_group", {"wood": move.tiles}
        if (waste := len(me["hand"]) + move.tiles - me["employed"]) > 0:
            warning = say("discard", n=waste, workers=me["employed"])
    elif isinstance(move, PlaceWorker):
        grid, cell = view_map(view), cell_of(move.x, move.y)
        tile = grid[cell]
        assert tile is not None
        what = term(lang, tile.kind)
        if tile.building and tile.owner is not None:
            what = say("owned", building=term(lang, tile.building), owner=names[tile.owner])
        elif tile.developed:
            warning = None if move.build else say("idle")  # a build is always on a developed tile
            what = what if move.build else say("developed", kind=what)
        elif yields := TILES[tile.kind].yields if tile.kind in TILES else "":
            goods = {yields: resource_yield(len(chain_of(grid, cell)))}
            result = say("collect", goods=goods_text(lang, goods))
        prices = {card["building"]: card["price"] for card in view["city"]}
        cost = (me["house_price"] if move.build == HOUSE else prices.get(move.build)) or {}
        what = say("what", kind=what)
    paid = goods_text(lang, cost) if any(cost.values()) else None
    text = describe_move(move, lang, what, "choice_" * isinstance(move, PlaceWorker))
    text = say("costs", text=text, cost=paid) if paid else text
    return Choice(text, paid, result, warning, group and say(group), amount)


def help_topic(view: View) -> str:
    """The rules' section of the decision now: a phase's, or where a worker may go."""
    return "workers" if view["step"] == "worker" else str(view["phase"])
