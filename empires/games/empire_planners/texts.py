"""Empire Planners in words, English and German (in data/texts.toml): the log's sentences, the
moves and the seat's choices (named, priced, warned), the terms, and the words the views show."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from empires.games.empire_planners import components as cp
from empires.games.empire_planners import moves as mv
from empires.games.empire_planners.actions import pending_moves
from empires.games.empire_planners.city import price_of
from empires.games.empire_planners.state import Pending
from empires.games.empire_planners.view import sample_state
from empires.kernel.choices import Choice
from empires.kernel.events import Catalog, Event, in_language, read_texts, view_words
from empires.kernel.game import View
from empires.kernel.rng import SeededRng

TEXTS: dict[str, Any] = read_texts(__package__)
#: The help of each option, by language.
HELPS: dict[str, dict[str, str]] = TEXTS["options"]
TERMS: dict[str, dict[str, str]] = TEXTS["terms"]
#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its labels
#: (which override the terms of the same key with shorter forms).
VIEW_WORDS = view_words(TERMS, TEXTS["labels"])
#: The lines of the terminal's picture, and the building types' short names on its map.
PICTURE = Catalog(TEXTS["picture"])
CATALOG, MOVE_TEXTS = Catalog(TEXTS["events"]), Catalog(TEXTS["moves"])


def term(key: str, lang: str) -> str:
    """A game term in a language."""
    return in_language(TERMS, lang).get(key, key)


def site_name(index: int, lang: str) -> str:
    """A building site as "Residential 3-5" (type, block-face)."""
    b = cp.BUILDINGS[index]
    return f"{term(b.kind, lang)} {b.block}-{b.face}"


def describe_move(move: mv.Move, lang: str) -> str:
    """A short description of a move (without the position it is played in)."""
    match move:
        case mv.Reroll(die):
            return MOVE_TEXTS.text(lang, "reroll", place=MOVE_TEXTS.text(lang, f"place_{die}"))
        case mv.Build(block, site):
            name = site_name(cp.building_at(block, site).index, lang)
            return MOVE_TEXTS.text(lang, "build_plain", site=name, block=block, face=site)
        case mv.Upgrade(building, card, second):
            key = "upgrade_goods" if second is None else "upgrade_pair"
            key = "upgrade_paid" if card is None else key
            name = site_name(building, lang)
            return MOVE_TEXTS.text(lang, key, site=name, card=card, second=second)
    # The other moves' templates are named by their tags and take their fields.
    return MOVE_TEXTS.text(lang, mv.MOVES.tags[type(move)], **mv.MOVES.to_json(move))


def player_name(player: int | None, names: Sequence[str], lang: str) -> str:
    """A player's name; player 1 of a solo game is Archie Indus."""
    return "-" if player is None else names[player] if player < len(names) else term("archie", lang)


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
        p["card"] = term(p["name"], lang)
    if "points" in p:
        p["points"] = ", ".join(
            f"{player_name(s, names, lang)} {n}" for s, n in enumerate(p["points"])
        )
    if "winners" in p:
        p["winners"] = ", ".join(player_name(w, names, lang) for w in p["winners"]) or "-"
    if event.key == "rerolled":
        p["place"] = MOVE_TEXTS.text(lang, f"place_{p['die']}")
    if "dice" in p:
        p["dice"] = "-".join(str(d) for d in p["dice"])
    return CATALOG.text(lang, event.key, **p)


def help_topic(view: View) -> str:
    """The rules' section of the phase: headings carry the phase as their anchor."""
    return str(view["phase"])


def describe_choice(view: View, move: mv.Move, lang: str, names: Sequence[str]) -> Choice:
    """A legal move as its seat reads it: named as the screen shows it, priced in $ or goods."""
    say = partial(MOVE_TEXTS.text, lang)
    if isinstance(move, mv.Claim):
        return _claim(view, move.slot, say, lang)
    key, p, result = mv.MOVES.tags[type(move)], mv.MOVES.to_json(move), None
    if (card := p.get("card")) is not None:
        face, train = _face(view, card), view["factories"][card]["train"]
        p |= {"card": _name(view, card, lang), "colour": term(face.goods, lang), **(train or {})}
    match move:
        case mv.Reroll(die):
            p |= {"place": say(f"place_{die}"), "value": view["dice"][die], "price": cp.REROLL_COST}
        case mv.Build(block, site):
            p["site"] = site_name(cp.building_at(block, site).index, lang)
            p["price"] = price_of(view["dice"], move)
        case mv.BuyFactory(_, profit):
            p |= {"price": face.cost, "capital": face.cost - profit}
        case mv.Exchange(profit):
            p["rate"] = cp.EXCHANGE_RATE[view["pending"]["kind"]]
            p["price"] = profit * p["rate"]
        case mv.Produce():
            p["price"] = cp.CARDS.market[face.goods][view["market_die"] - 1]
        case mv.MoveTrain():
            p["steps"] = cp.MOVE_STEPS[view["pending"]["kind"]]
            home = p["at"] + p["steps"] >= face.links
            result = say("train_home", gain=p["die"] * face.links) if home else None
        case mv.Upgrade(building, first, second):
            goods = (first is not None) + (second is not None)
            key = ("upgrade", "upgrade_goods", "upgrade_pair")[goods]
            p |= {"site": site_name(building, lang), "goods": goods, "price": cp.UPGRADE_COST}
            p |= {"value": view["city"][building]["value"] + 1, "second": _name(view, second, lang)}
        case mv.Pass() if view["pending"] is not None:
            key, p["kind"] = "pass_finish", term(view["pending"]["kind"], lang)
    cost = (
        say("goods_cost", **p) if p.get("goods") else say("dollars", **p) if "price" in p else None
    )
    group = say(f"{key}_group", **p) if "profit" in p else None
    return Choice(say(f"{key}_choice", **p), cost, result, group=group, amount=p.get("profit"))


def _face(view: View, card: int) -> cp.FactoryFace:
    return cp.FACTORIES[card][view["factories"][card]["side"]]


def _name(view: View, card: int | None, lang: str) -> str:
    """A factory card by the name on the face it shows ("" for none)."""
    return "" if card is None else term(_face(view, card).name, lang)


def _claim(view: View, slot: int, say: Callable[..., str], lang: str) -> Choice:
    """Claiming an icon: what it would do now (the rules' own offer, on a state drawn from the
    view), or a warning that it would do nothing."""
    kind = cp.icon_at(view["face_up"], slot)
    text = say("claim_icon", kind=term(kind, lang))
    state = sample_state(view, SeededRng(0))
    state.pending = Pending(kind, view["actor"])
    offer = pending_moves(state) if kind != cp.REDUCE_POLLUTION else [mv.PASS] * view["pollution"]
    if not offer:
        return Choice(text, warning=say(f"useless_{kind}"))
    cards = ", ".join({n: 0 for m in offer if (n := _name(view, getattr(m, "card", None), lang))})
    sites = ", ".join({site_name(m.building, lang): 0 for m in offer if isinstance(m, mv.Upgrade)})
    most, rate = len(offer) - 1, cp.EXCHANGE_RATE.get(kind, 0)
    params = {"most": most, "price": most * rate, "pollution": view["pollution"] - 1}
    return Choice(text, result=say(f"does_{kind}", cards=cards, sites=sites, **params))
