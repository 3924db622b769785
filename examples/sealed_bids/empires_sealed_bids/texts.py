"""Sealed Bids in words (English and German, in data/texts.toml): the log's sentences, the
moves, the terminal's picture of a view, and the words the web view shows (``VIEW_WORDS``)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from empires.kernel.choices import Choice
from empires.kernel.events import Catalog, Event, per_seat_text, read_texts, seats_text
from empires_sealed_bids.state import Bid, best

TEXTS: dict[str, Any] = read_texts(__package__)
SUMMARIES: dict[str, str] = TEXTS["summaries"]
#: The words the views show (the web's sent by ``GET /games/sealed-bids/words``).
VIEW_WORDS: dict[str, dict[str, str]] = TEXTS["words"]
CATALOG, WORDS = Catalog(TEXTS["events"]), Catalog(VIEW_WORDS)


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    """One event as a sentence."""
    params: dict[str, Any] = dict(event.params)
    for key in ("seats", "winners"):
        if key in params:
            params[key] = seats_text(params[key], names)
    for key in ("bids", "points"):
        if key in params:
            params[key] = per_seat_text(params[key], names)
    return CATALOG.text(lang, event.key, **params)


def describe_move(move: Bid, lang: str) -> str:
    """A short readable description of a move."""
    return WORDS.text(lang, "bid", card=move.card)


def describe_choice(view: dict[str, Any], move: Bid, lang: str, names: Sequence[str]) -> Choice:
    """A bid as the bidder reads it. Bids differ only in
    the card, so they share a group (a client offers one number to pick)."""
    text = WORDS.text(lang, "pick", card=move.card)
    return Choice(text, group=WORDS.text(lang, "pick", card="#"), amount=move.card)


def help_topic(view: dict[str, Any]) -> str:
    """The section of the rules (``web/rules.<lang>.md``) a decision is about."""
    return "end" if view["phase"] == "over" else "round"


def render(view: dict[str, Any], lang: str, names: Sequence[str]) -> str:
    """The terminal's picture of a view (its lines are words of data/texts.toml)."""
    w = partial(WORDS.text, lang)

    def cards(values: Sequence[int]) -> str:
        return " ".join(map(str, values)) or w("none")

    rounds, left = view["options"]["cards"], cards(view["prizes_left"])
    head = w("head", round=view["round"], rounds=rounds, prize=view["prize"], left=left)
    lines = [w("over") if view["phase"] == "over" else head]
    for seat, name in enumerate(names):
        doing = w("chosen") if seat in view["chosen"] else ""
        doing = w("bidding") if seat in view["to_act"] else doing
        won, points = cards(view["won"][seat]), view["points"][seat]
        hand = cards(view["hands"][seat])
        lines.append(w("seat", name=name, hand=hand, won=won, points=points, doing=doing))
    if view["last"] is not None:
        bids, prize = view["last"]["bids"], view["last"]["prize"]
        top = best(bids)
        result = w("took", name=names[top[0]]) if len(top) == 1 else w("lost")
        lines.append(f"{w('last', prize=prize)}: {per_seat_text(bids, names)} · {result}")
    if view["my_bid"] is not None:
        lines.append(w("your_bid", card=view["my_bid"]))
    return "\n".join(lines)
