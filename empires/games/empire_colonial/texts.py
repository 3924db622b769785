"""Empire in words, English and German (our own wording, not the rulebook's, in
data/texts.toml): the log's sentences, the moves, and the words the views show."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_colonial.components import BY_NUMBER
from empires.games.empire_colonial.moves import MOVES, Answer, Ask, Give, Move, Raise, SelectNation
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

TEXTS: dict[str, Any] = read_texts(__package__)
SUMMARIES: dict[str, str] = TEXTS["summaries"]
#: The options' help, by option and language.
HELPS: dict[str, dict[str, str]] = TEXTS["options"]
TERMS: dict[str, dict[str, str]] = TEXTS["terms"]
#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its
#: labels (which override the terms of the same key with shorter or plural forms).
VIEW_WORDS = view_words(TERMS, TEXTS["words"])
CATALOG, MOVE_WORDS = Catalog(TEXTS["events"]), Catalog(TEXTS["moves"])
#: The lines of the terminal's picture of a view (``render``).
PICTURE = Catalog(TEXTS["picture"])
#: Event parameters that list card kinds or nations, shown as their terms.
_TERM_LISTS = ("row", "market", "contested", "unchosen")


def term(lang: str, key: str) -> str:
    """One game term in a language."""
    return in_language(TERMS, lang).get(key, key)


def item_text(item: Mapping[str, Any] | None, lang: str) -> str:
    """An offer side in words: "1 colony", "5 gold", "nothing"."""
    if item is None or item.get("kind") is None:
        return term(lang, "nothing")
    return f"{item['count']} {term(lang, item['kind'])}"


def claims_text(nations: Sequence[str], lang: str, names: Sequence[str]) -> str:
    """Who chose (or claimed) which nation: "Ann: Spain, Bob: Venice"."""
    return ", ".join(f"{names[s]}: {term(lang, n)}" for s, n in enumerate(nations))


def describe_move(move: Move, lang: str) -> str:
    """A short readable description of a move."""
    params = MOVES.to_json(move)
    key = params.pop("type")
    if isinstance(move, SelectNation):
        params["nation"] = term(lang, BY_NUMBER[move.number])
    elif isinstance(move, Give | Ask):
        params["item"] = item_text(params, lang)
    elif isinstance(move, Answer):
        key = "accept" if move.accept else "decline"
    return MOVE_WORDS.text(lang, key, **params)


def describe_choice(view: Mapping[str, Any], move: Move, lang: str, names: Any) -> Choice:
    """A legal move in words; the raises share one number field (the new total)."""
    group = MOVE_WORDS.text(lang, "raise_group") if isinstance(move, Raise) else None
    return Choice(describe_move(move, lang), group=group, amount=getattr(move, "to", None))


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    """One event as a sentence."""
    p = dict(event.params)
    key = event.key
    for name in _TERM_LISTS:
        if name in p:
            p[name] = ", ".join(term(lang, k) for k in p[name]) or "-"
    if "card" in p:
        p["card"] = term(lang, p["card"])
    if "give" in p:
        p["give"], p["ask"] = item_text(p["give"], lang), item_text(p["ask"], lang)
    name_seats(p, ("first", "from", "to", "seat"), names)
    if key in ("nations_claimed", "claim_failed"):
        p["claims"] = claims_text(p.get("nations") or p["picks"], lang, names)
    elif key == "round_started":
        p["position"] = p["shortage"] + 1
    elif key == "sold":
        p["sales"] = per_seat_text(p["sales"], names)
    elif key == "game_over":
        p["support"] = per_seat_text(p["support"], names)
    elif key == "offer_answered":
        p["answer"] = CATALOG.text(lang, "accepts" if p["accepted"] else "declines")
    elif key == "bidding_round":
        raised = ", ".join(f"{names[int(s)]} {b}" for s, b in p["raised"].items())
        p["raised"] = raised or CATALOG.text(lang, "no_raise")
        left = p["withdrew"]
        p["withdrew"] = (
            CATALOG.text(lang, "withdrew", seats=seats_text(left, names)) if left else ""
        )
        void = p.get("void")
        p["void"] = CATALOG.text(lang, "void", seats=seats_text(void, names)) if void else ""
    return CATALOG.text(lang, key, **p)
