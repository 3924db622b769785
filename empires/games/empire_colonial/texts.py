"""Empire in words, English and German (our own wording, in data/texts.toml): the log's
sentences, the moves, each choice as its seat reads it, and the words the views show."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from empires.games.empire_colonial import moves as m
from empires.games.empire_colonial.commerce import price
from empires.games.empire_colonial.components import BY_NUMBER, HOLDINGS, MAX_SALE, NATIONS, SUPPORT
from empires.games.empire_colonial.moves import MOVES, Move
from empires.kernel import events as ev
from empires.kernel.choices import Choice
from empires.kernel.events import name_seats, per_seat_text, seats_text
from empires.kernel.game import View
from empires.kernel.words import fill

TEXTS: dict[str, Any] = ev.read_texts(__package__)
SUMMARIES: dict[str, str] = TEXTS["summaries"]
#: The options' help, by option and language.
HELPS: dict[str, dict[str, str]] = TEXTS["options"]
TERMS: dict[str, dict[str, str]] = TEXTS["terms"]
#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its
#: labels (which override the terms of the same key with shorter or plural forms).
VIEW_WORDS = ev.view_words(TERMS, TEXTS["words"])
#: The log's sentences, the moves, the choices' words and the lines of the terminal's picture.
CATALOG, MOVE_WORDS, CHOICES, PICTURE = (
    ev.Catalog(TEXTS[part]) for part in ("events", "moves", "choices", "picture")
)
#: Event parameters that list card kinds or nations, shown as their terms.
_TERM_LISTS = ("row", "market", "contested", "unchosen")


def term(lang: str, key: str) -> str:
    """One game term in a language."""
    return ev.in_language(TERMS, lang).get(key, key)


def cards_text(cards: Mapping[str, int], lang: str) -> str:
    """Counts of cards and gold in words, plurals agreeing, in the order of the stacks, the
    zero ones left out: "2 goods, 1 colony, 5 gold"."""
    words = ev.in_language(VIEW_WORDS, lang)
    return ", ".join(fill(words[f"count_{k}"], lang, n=cards[k]) for k in HOLDINGS if cards.get(k))


def _nation_card(name: str, lang: str) -> dict[str, str]:
    """A nation card in words, as the web view's words "starts_<nation>" (its starting cards)
    and "builds_<nation>" (what its institution does)."""
    nation, w = NATIONS[name], ev.in_language(TEXTS["words"], lang)
    paid = w["and"].join(term(lang, kind) for kind in nation.pays)
    kinds = {"top": term(lang, nation.top), "base": term(lang, nation.base), "paid": paid}
    gains, builds = cards_text(nation.gains, lang), w["builds_paying" if paid else "builds"]
    return {
        f"starts_{name}": fill(w["starts"], lang, cards=cards_text(nation.start, lang)),
        f"builds_{name}": fill(builds, lang, **kinds, name=w[f"institution_{name}"], gains=gains),
    }


for _lang, _words in VIEW_WORDS.items():
    _words.update({key: text for n in NATIONS for key, text in _nation_card(n, _lang).items()})


def item_text(item: Mapping[str, Any] | None, lang: str) -> str:
    """An offer side in words: "1 colony", "5 gold", "nothing"."""
    if item is None or item.get("kind") is None:
        return term(lang, "nothing")
    return cards_text({item["kind"]: item["count"]}, lang)


def bundle_text(counts: Mapping[str, int], lang: str) -> str:
    """A bundle offer's side in words: "2 goods, 5 gold", or "nothing"."""
    return cards_text(counts, lang) or term(lang, "nothing")


def claims_text(nations: Sequence[str], lang: str, names: Sequence[str]) -> str:
    """Who chose (or claimed) which nation: "Ann: Spain, Bob: Venice"."""
    return ", ".join(f"{names[s]}: {term(lang, n)}" for s, n in enumerate(nations))


def describe_move(move: Move, lang: str) -> str:
    """A short readable description of a move."""
    params = MOVES.to_json(move)
    key = params.pop("type")
    if isinstance(move, m.SelectNation):
        params["nation"] = term(lang, BY_NUMBER[move.number])
    elif isinstance(move, m.Give | m.Ask):
        params["item"] = item_text(params, lang)
    elif isinstance(move, m.Answer):
        key = "accept" if move.accept else "decline"
    elif isinstance(move, m.OfferTo):  # seats counted from 1, as the lobby names them
        params["seat"] += 1
    elif isinstance(move, m.Offer):
        params |= {"seat": move.to + 1, "give": bundle_text(move.give.counts(), lang)}
        params["ask"] = bundle_text(move.ask.counts(), lang)
    elif isinstance(move, m.Reply):
        key = "reply_accept" if move.accept else "reply_decline"
    return MOVE_WORDS.text(lang, key, **params)


def event_text(event: ev.Event, lang: str, names: Sequence[str]) -> str:
    """One event as a sentence."""
    p = dict(event.params)
    key = event.key
    for name in _TERM_LISTS:
        if name in p:
            p[name] = ", ".join(term(lang, k) for k in p[name]) or "-"
    if "card" in p:
        p["card"] = term(lang, p["card"])
    if key == "bundle_offered" and p["counters"] is not None:
        key = "bundle_countered"
    if key in ("bundle_offered", "bundle_countered", "bundle_traded"):
        p["give"], p["ask"] = bundle_text(p["give"], lang), bundle_text(p["ask"], lang)
    elif "give" in p:
        p["give"], p["ask"] = item_text(p["give"], lang), item_text(p["ask"], lang)
    if key == "bundles_closed":
        p["n"] = len(p["ids"])
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


def help_topic(view: View) -> str | None:
    """The rules section of the decision of ``view``: web/rules.*.md's anchors are the phases."""
    return str(view["phase"])


def describe_choice(view: View, move: Move, lang: str, names: Sequence[str]) -> Choice:
    """A legal move in words from its seat's view: names, cost, result, a warning if it wastes."""
    text, c = describe_move(move, lang), partial(CHOICES.text, lang)
    if isinstance(move, m.SelectNation):
        name = BY_NUMBER[move.number]
        below = cards_text(dict(zip(SUPPORT, view["claim_stacks"][name], strict=True)), lang)
        words = ev.in_language(VIEW_WORDS, lang)
        card = c("claim_result", card=words[f"starts_{name}"], below=below)
        return Choice(f"{text} ({words[f'builds_{name}']})", result=card)
    if isinstance(move, m.Sell):  # the others' sales are secret: from all they hold to none
        known, n = view["known"], move.count
        held = [MAX_SALE if known is None else known[s]["good"] for s in range(view["players"])]
        others = sum(min(MAX_SALE, goods) for s, goods in enumerate(held) if s != view["seat"])
        dear, cheap = price(n), price(n + others)
        key = "sell_none" if not n else "sell_sure" if dear == cheap else "sell"
        text = c(key, n=n, low=n * cheap, high=n * dear, cheap=cheap, dear=dear)
        return Choice(text, group=c("sell_group"), amount=n)
    bid = view["bidding"]["bids"][view["seat"]] if view["bidding"] else 0
    if isinstance(move, m.Raise):  # one number field for the new total
        cost, group = c("bid_now", total=move.to), MOVE_WORDS.text(lang, "raise_group")
        return Choice(text, cost=cost, group=group, amount=move.to)
    if isinstance(move, m.Offer | m.Reply | m.Retract):
        return _bundle_choice(view, move, lang, names)
    if not isinstance(move, m.Give | m.Ask | m.OfferTo | m.Answer):
        return Choice(text, result=c("stays", bid=bid) if isinstance(move, m.Stand) else None)
    draft = view["trading"]["draft"] or {}
    give, ask = item_text(draft.get("give"), lang), item_text(draft.get("ask"), lang)
    gift = c("gift") if isinstance(move, m.Ask) and move.kind is None else None
    if isinstance(move, m.Give | m.Ask):
        given = item_text(MOVES.to_json(move), lang) if isinstance(move, m.Give) else None
        return Choice(text, cost=given, warning=gift)
    if isinstance(move, m.OfferTo):
        name, known, wanted = names[move.seat], view["known"], draft["ask"]["kind"]
        short = known and wanted and known[move.seat][wanted] < draft["ask"]["count"]
        warning = c("cannot_pay", name=name, ask=ask) if short else None
        return Choice(c("offer", name=name, give=give, ask=ask), warning=warning)
    key, name = "accept" if move.accept else "decline", names[draft["from"]]
    gift = c("gift") if move.accept and draft["give"]["kind"] is None else None
    return Choice(c(key, name=name, give=give, ask=ask), warning=gift)


def _bundle_choice(view: View, move: Move, lang: str, names: Sequence[str]) -> Choice:
    """A trading move at any time in words, naming the other player and both bundles."""
    c = partial(CHOICES.text, lang)
    if isinstance(move, m.Offer):
        give, ask = bundle_text(move.give.counts(), lang), bundle_text(move.ask.counts(), lang)
        key, name = "offer" if move.counters is None else "counter", names[move.to]
        return Choice(c(key, name=name, give=give, ask=ask), cost=give)
    assert isinstance(move, m.Reply | m.Retract)
    offer = next(o for o in view["bundles"] if o["id"] == move.offer)
    give, ask = bundle_text(offer["give"], lang), bundle_text(offer["ask"], lang)
    if isinstance(move, m.Retract):
        return Choice(c("retract", name=names[offer["to"]], give=give, ask=ask))
    key, gift = "accept" if move.accept else "decline", move.accept and not offer["give"]
    text = c(key, name=names[offer["from"]], give=give, ask=ask)
    return Choice(text, cost=ask if move.accept else None, warning=c("gift") if gift else None)


def read_typed(view: View, words: Sequence[str], lang: str, names: Sequence[str]) -> Any:
    """A typed line as a trading move, the open offers in words, or None (``offer_words``)."""
    from empires.games.empire_colonial import offer_words  # it reads this module's words

    return offer_words.read_typed(view, words, lang, names)


def typed_hint(view: View, lang: str, names: Sequence[str]) -> str | None:
    """How to offer in one line, while offers may be made at any time (``offer_words``)."""
    from empires.games.empire_colonial import offer_words

    return offer_words.typed_hint(view, lang, names)
