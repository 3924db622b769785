"""A plain-text picture of an Empire Planners view: the city blocks, the factories with their
rail links, trains and goods tracks, the pollution track, the action cards and the money."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from empires.games.empire_planners.components import (
    BUILDINGS,
    CARDS,
    FACTORIES,
    POLLUTION_MAX,
    SLOTS,
    icon_at,
)
from empires.games.empire_planners.texts import PICTURE, SHORT, player_name, term
from empires.kernel.game import View

_MARKS = "AB"
#: A line of the picture in the viewer's language, by its key and parameters.
Words = Callable[..., str]


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """The whole table as text."""
    w = partial(PICTURE.text, lang)
    who = [player_name(p, names[: view["players"]], lang) for p in (0, 1)]
    rounds = w("round", round=view["round"], rounds=view["rounds"], years=2 * view["round"])
    first, phase = w("first", name=who[view["first"]]), w("phase", phase=w(view["phase"]))
    value = view["pollution"]
    track = "#" * value + "." * (POLLUTION_MAX - value)
    pollution = f"{w('pollution')} [{track}] {value}/{POLLUTION_MAX}"
    lines = ["  ".join((rounds, first, phase)), pollution]
    if view["market_die"] is not None:
        prices = {c: CARDS.market[c][view["market_die"] - 1] for c in CARDS.market}
        lines.append(w("market", die=view["market_die"], **prices))
    lines += ["", w("city") + "  " + "  ".join(f"{_MARKS[p]}={who[p]}" for p in (0, 1))]
    lines += _city(view, w)
    lines += ["", w("factories")]
    for card, f in enumerate(view["factories"]):
        lines += _factory(card, f, view, who, w)
    lines += ["", w("cards", deck=view["deck_count"], discard=len(view["discard"]))]
    lines += _cards(view, who, lang)
    lines.append("")
    lines += [w("money", name=who[p], **e) for p, e in enumerate(view["empire"])]
    if view["dice"]:
        rerolled = w("rerolled") if view["rerolled"] else ""
        lines.append(w("dice", dice="  ".join(str(d) for d in view["dice"]), rerolled=rerolled))
    if view["pending"] is not None:
        lines.append(w("pending", kind=term(view["pending"]["kind"], lang)))
    if view["actor"] is not None:
        lines.append(w("turn", name=who[view["actor"]]))
    return "\n".join(lines)


def _city(view: View, w: Words) -> list[str]:
    rows: list[str] = []
    for half in (range(0, 3), range(3, 6)):
        rows.append("   ".join(f"{w('block', block=b + 1):<19}" for b in half))
        for face in range(6):
            cells = []
            for b in half:
                site = BUILDINGS[b * 6 + face]
                shown = view["city"][site.index]
                owner, value = shown["owner"], shown["value"]
                owner = "  . " if owner is None else f" {_MARKS[owner]}:{value}"
                cells.append(f"{face + 1} {SHORT[site.kind]}/{site.top}{owner:<12}")
            rows.append("   ".join(cells))
        rows.append("")
    return rows[:-1]


def _factory(card: int, f: dict[str, Any], view: View, who: list[str], w: Words) -> list[str]:
    face = FACTORIES[card][f["side"]]
    owner = w("for_sale") if f["owner"] is None else who[f["owner"]]
    if f["owner"] is None and card not in view["market"]:
        return []
    track = "".join("o" if g < f["goods"] else "." for g in range(face.track))
    head = f" [{card}] {face.name:<16} {owner:<14} ${face.cost}  {face.goods:<5} {w('goods')} [{track}]"
    train = f["train"]
    links = ["[ ]"] * face.links
    if train is not None:
        riders = f" {w('riders', riders=train['riders'])}" if train["riders"] else ""
        links[train["at"]] = f"[{w('train', die=train['die'])}{riders}]"
    return [head, f"      {w('rail')}: " + "-".join(links) + "-(back to 1)"]


def _cards(view: View, who: list[str], lang: str) -> list[str]:
    marks = {c["slot"]: f"  <- {who[c['player']]}" for c in view["claims"]}
    return [
        f" slot {slot}: {term(icon_at(view['face_up'], slot), lang)}{marks.get(slot, '')}"
        for slot in range(SLOTS)
    ]
