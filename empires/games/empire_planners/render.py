"""Empire Planners as text for a 40 x 120 terminal: money, city, factories (a line each), action
icons; ``render_details`` adds what each building type does and the icons' full names."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from empires.games.empire_planners import components as cp
from empires.games.empire_planners.texts import PICTURE, VIEW_WORDS, player_name, term
from empires.kernel.game import View

_MARKS = "AB"
#: A line of the picture in the viewer's language, by its key and parameters.
Words = Callable[..., str]


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """The whole table as text (at most 23 lines of at most 120 characters)."""
    w = partial(PICTURE.text, lang)
    who = [player_name(p, names[: view["players"]], lang) for p in (0, 1)]
    rounds = w("round", round=view["round"], rounds=view["rounds"], years=2 * view["round"])
    first, phase = w("first", name=who[view["first"]]), w("phase", phase=w(view["phase"]))
    value = view["pollution"]
    track = "#" * value + "." * (cp.POLLUTION_MAX - value)
    pollution = f"{w('pollution')} [{track}] {value}/{cp.POLLUTION_MAX}"
    lines, now = ["  ".join((rounds, first, phase, pollution))], []
    if view["actor"] is not None:
        now.append(w("turn", name=who[view["actor"]]))
    if view["market_die"] is not None:
        prices = {c: cp.CARDS.market[c][view["market_die"] - 1] for c in cp.CARDS.market}
        now.append(w("market", die=view["market_die"], **prices))
    if view["dice"]:
        rerolled = w("rerolled") if view["rerolled"] else ""
        now.append(w("dice", dice="  ".join(str(d) for d in view["dice"]), rerolled=rerolled))
    if view["pending"] is not None:
        now.append(w("pending", kind=term(view["pending"]["kind"], lang)))
    money = [w("money", name=who[p], mark=_MARKS[p], **e) for p, e in enumerate(view["empire"])]
    lines += ["   ".join(now), *([" | ".join(money)] if len(" | ".join(money)) <= 120 else money)]
    lines += [w("city"), *_city(view, w), w("factories")]
    lines += [_factory(card, f, view, who, w, lang) for card, f in enumerate(view["factories"])]
    lines += [w("cards", deck=view["deck_count"], discard=len(view["discard"]))]
    return "\n".join([line for line in lines if line] + _cards(view, who, lang))


def render_details(view: View, lang: str, names: Sequence[str]) -> str:
    """What does not fit the picture: each building type in words, the icons' full names."""
    who = [player_name(p, names[: view["players"]], lang) for p in (0, 1)]
    lines = [PICTURE.text(lang, "legend")]
    short = partial(PICTURE.text, lang)
    lines += [f" {short(f'short_{k}')}: {VIEW_WORDS[lang][f'tip_{k}']}" for k in cp.BUILDING_TYPES]
    lines += ["", *_cards(view, who, lang, long=True)]
    return "\n".join(lines)


def _city(view: View, w: Words) -> list[str]:
    rows = ["  ".join(f"{w('block', block=b + 1):<18}" for b in range(6)).rstrip()]
    for face in range(6):
        cells = []
        for b in range(6):
            site = cp.BUILDINGS[b * 6 + face]
            shown = view["city"][site.index]
            owner = "" if shown["owner"] is None else f"{_MARKS[shown['owner']]}:{shown['value']}"
            cells.append(f"{face + 1} {w(f'short_{site.kind}')}/{site.top} {owner:<3}".ljust(18))
        rows.append("  ".join(cells).rstrip())
    return rows


def _factory(card: int, f: dict[str, Any], view: View, who: list[str], w: Words, lang: str) -> str:
    face = cp.FACTORIES[card][f["side"]]
    if f["owner"] is None and card not in view["market"]:
        return ""
    owner = w("for_sale") if f["owner"] is None else who[f["owner"]]
    track = "".join("o" if g < f["goods"] else "." for g in range(face.track))
    links, train = ["[ ]"] * face.links, f["train"]
    if train is not None:
        riders = w("riders", riders=train["riders"]) if train["riders"] else ""
        links[train["at"]] = f"[{w('train', die=train['die'])}{riders}]"
    name, goods = term(face.name, lang), term(face.goods, lang)
    head = f" {name:<16} {owner:<14} {w('dollars', price=face.cost):>4}  {goods:<5} [{track:<6}]"
    return f"{head}  {w('rail')} " + "-".join(links) + w("home")


def _cards(view: View, who: list[str], lang: str, long: bool = False) -> list[str]:
    """The icons of the two face-up cards, short (one line a card) or long (one line an icon)."""
    marks = {c["slot"]: f" <- {who[c['player']]}" for c in view["claims"]}
    words = [
        f"{term(kind, lang) if long else VIEW_WORDS[lang][kind]}{marks.get(slot, '')}"
        for slot in range(cp.SLOTS)
        if (kind := cp.icon_at(view["face_up"], slot))
    ]
    sides = [PICTURE.text(lang, f"card_{side}") for side in range(2)]
    if long:
        return [f" {sides[s // cp.ICONS]}: {text}" for s, text in enumerate(words)]
    return [f" {sides[c]}: " + " | ".join(words[c * cp.ICONS : (c + 1) * cp.ICONS]) for c in (0, 1)]
