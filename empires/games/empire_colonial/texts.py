"""Empire in words, English and German (our own wording, not the rulebook's, in
data/texts.toml): the log's sentences, the moves, and the words the views show."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from empires.games.empire_colonial.chronicle import public_stacks
from empires.games.empire_colonial.commerce import price
from empires.games.empire_colonial.components import BY_NUMBER, HOLDINGS, MAX_SALE, NATIONS
from empires.games.empire_colonial.moves import (
    MOVES,
    Answer,
    Ask,
    Give,
    Move,
    OfferTo,
    Raise,
    SelectNation,
    Sell,
    Stand,
)
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
from empires.kernel.words import fill

TEXTS: dict[str, Any] = read_texts(__package__)
SUMMARIES: dict[str, str] = TEXTS["summaries"]
#: The options' help, by option and language.
HELPS: dict[str, dict[str, str]] = TEXTS["options"]
TERMS: dict[str, dict[str, str]] = TEXTS["terms"]
#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its
#: labels (which override the terms of the same key with shorter or plural forms).
VIEW_WORDS = view_words(TERMS, TEXTS["words"])
CATALOG, MOVE_WORDS = Catalog(TEXTS["events"]), Catalog(TEXTS["moves"])
CHOICES = Catalog(TEXTS["choices"])
#: The lines of the terminal's picture of a view (``render``).
PICTURE = Catalog(TEXTS["picture"])
#: Event parameters that list card kinds or nations, shown as their terms.
_TERM_LISTS = ("row", "market", "contested", "unchosen")


def term(lang: str, key: str) -> str:
    """One game term in a language."""
    return in_language(TERMS, lang).get(key, key)


def count_text(lang: str, kind: str, n: int) -> str:
    """A count of a card kind or gold, its plural agreeing: "1 good", "3 goods"."""
    return fill(in_language(VIEW_WORDS, lang)[f"count_{kind}"], lang, n=n)


def cards_text(cards: Mapping[str, int], lang: str) -> str:
    """Cards and gold in words, in the order of the stacks: "2 goods, 1 colony, 5 gold"."""
    return ", ".join(count_text(lang, kind, cards[kind]) for kind in HOLDINGS if cards.get(kind))


def _nation_card(name: str, lang: str, part: str = "") -> str:
    """A nation card in words: its starting cards and what its institution does (``part``:
    "starts" or "builds" for one of the two)."""
    nation, w = NATIONS[name], in_language(TEXTS["words"], lang)
    paid = w["and"].join(term(lang, kind) for kind in nation.pays)
    kinds = {"top": term(lang, nation.top), "base": term(lang, nation.base), "paid": paid}
    gains, inst = cards_text(nation.gains, lang), w[f"institution_{name}"]
    texts = {"starts": fill(w["starts"], lang, cards=cards_text(nation.start, lang))}
    texts["builds"] = fill(
        w["builds_paying" if paid else "builds"], lang, **kinds, name=inst, gains=gains
    )
    return texts[part] if part else f"{texts['starts']}; {texts['builds']}"


# Each nation card in words for the web view too ("card_<nation>"), written once.
for _lang, _words in VIEW_WORDS.items():
    _words.update({f"card_{name}": _nation_card(name, _lang) for name in NATIONS})


def item_text(item: Mapping[str, Any] | None, lang: str) -> str:
    """An offer side in words: "1 colony", "5 gold", "nothing"."""
    if item is None or item.get("kind") is None:
        return term(lang, "nothing")
    return count_text(lang, item["kind"], item["count"])


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
    if key == "nations_claimed":
        p["claims"] = ", ".join(f"{names[s]}: {term(lang, n)}" for s, n in enumerate(p["nations"]))
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
    return CATALOG.text(lang, key, **p)


#: The rules section (a heading's anchor in web/rules.*.md) of each phase's decision.
_TOPICS = {"claim": "claiming", "commerce": "commerce", "bid": "exploration", "trade": "trading"}


def help_topic(view: View) -> str | None:
    """The rules section the decision of ``view`` is about (the end's after the game)."""
    return _TOPICS.get(view["phase"], "end")


def describe_choice(view: View, move: Move, lang: str, names: Sequence[str]) -> Choice:
    """A legal move of the seat whose view this is, in words: what it acts on (players by
    name), its cost and result, and a warning where it surely wastes."""
    text, c = describe_move(move, lang), partial(CHOICES.text, lang)
    if isinstance(move, SelectNation):
        name = BY_NUMBER[move.number]
        s, r = view["claim_stacks"][name]
        below = f"{count_text(lang, 'supporter', s)}, {count_text(lang, 'revolt', r)}"
        card = _nation_card(name, lang, "starts")
        text = f"{text} ({_nation_card(name, lang, 'builds')})"
        return Choice(text, result=c("claim_result", card=card, below=below))
    if isinstance(move, Sell):
        return _sale(view, move.count, lang)
    if isinstance(move, Raise | Stand):
        bid = view["bidding"]["bids"][view["seat"]]
        if isinstance(move, Stand):
            return Choice(text, result=c("stays", bid=bid))
        cost = c("bid_now", total=bid + move.by)
        return Choice(f"{text}: {cost}", cost=cost)
    if not isinstance(move, Give | Ask | OfferTo | Answer):
        return Choice(text)
    draft = view["trading"]["draft"] or {}
    give, ask = item_text(draft.get("give"), lang), item_text(draft.get("ask"), lang)
    if isinstance(move, Give | Ask):
        gift = isinstance(move, Ask) and move.kind is None
        return Choice(
            text, cost=text if isinstance(move, Give) else None, warning=c("gift") if gift else None
        )
    if isinstance(move, OfferTo):
        known = public_stacks(view)
        held = None if known is None else known[move.seat].get(draft["ask"]["kind"] or "", 1)
        short = held is not None and held < draft["ask"]["count"]
        name = names[move.seat]
        return Choice(
            c("offer", name=name, give=give, ask=ask),
            warning=c("cannot_pay", name=name, ask=ask) if short else None,
        )
    name = names[draft["from"]]
    if not move.accept:
        return Choice(c("decline", name=name, give=give, ask=ask))
    gift = draft["give"]["kind"] is None
    return Choice(
        c("accept", name=name, give=give, ask=ask),
        cost=ask,
        result=give,
        warning=c("gift") if gift else None,
    )


def _sale(view: View, n: int, lang: str) -> Choice:
    """A sale with the gold it may fetch: the price is 10 minus all goods sold, and the others'
    sales are secret, so from the most they could sell (their goods, as the record fixes
    them; else 7 each) to none."""
    group = CHOICES.text(lang, "sell_group")
    if not n:
        return Choice(CHOICES.text(lang, "sell_none"), group=group, amount=0)
    known, me = public_stacks(view), view["seat"]
    others = sum(
        MAX_SALE if known is None else min(MAX_SALE, known[seat]["good"])
        for seat in range(view["players"])
        if seat != me
    )
    dear, cheap = price(n), price(n + others)
    key = "sell_sure" if dear == cheap else "sell"
    text = CHOICES.text(lang, key, n=n, low=n * cheap, high=n * dear, cheap=cheap, dear=dear)
    return Choice(text, cost=count_text(lang, "good", n), group=group, amount=n)
