"""A plain-text picture of an Empire view: what a terminal player sees (its lines are words of
data/texts.toml), within 40 rows by 120 columns."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from textwrap import wrap
from typing import Any

from empires.games.empire_colonial.components import CARDS
from empires.games.empire_colonial.texts import PICTURE, VIEW_WORDS, claims_text, item_text, term
from empires.kernel.events import in_language, per_seat_text, seats_text
from empires.kernel.game import View

#: The race's columns: the stacks' counts, support so far and gold.
_COLUMNS = (*CARDS, "column_support", "gold")


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """The table as lines of text, from one seat's view."""
    w = partial(PICTURE.text, lang)
    phase = view["phase"]
    if phase == "claim":
        lines, words = [w("claiming"), w("market") + ":"], in_language(VIEW_WORDS, lang)
        for name in view["market"]:
            number = view["components"]["nations"][name]["number"]
            support, revolts = view["claim_stacks"][name]
            lines.append(f"  {number} {term(lang, name)} ({support}/{revolts}): ")
            lines[-1] += f"{words['starts_' + name]}\n      {words['builds_' + name]}"
        if view["last_clash"]:  # six long names need two lines of 120 columns
            clash = w("clash", claims=claims_text(view["last_clash"], lang, names))
            lines += wrap(clash, 118, subsequent_indent="  ")
    else:
        lines = [w("round", round=view["round"], rounds=view["rounds"], phase=term(lang, phase))]
        lines.append(w("row") + ": " + _row(view, lang))
    lines += _race(view, lang, names) if phase != "claim" else []
    if view["sales"] is not None:
        lines.append(w("sales", sales=per_seat_text(view["sales"], names), price=view["price"]))
    bidding = view["bidding"]
    if bidding is not None:
        shown = zip(bidding["bids"], bidding["withdrawn"], strict=True)
        bids = [w("out") if out else str(bid) for bid, out in shown]
        lines.append(w("bids", round=bidding["round"]) + ": " + per_seat_text(bids, names))
    if view["trading"] is not None:
        lines.extend(_trading(view["trading"], lang, names))
    if view["to_act"]:
        lines.append(w("waiting", names=seats_text(view["to_act"], names)))
    if view["chosen"]:
        lines.append(w("chosen", names=seats_text(view["chosen"], names)))
    return "\n".join(lines)


def _race(view: View, lang: str, names: Sequence[str]) -> list[str]:
    """Every empire side by side: its stacks as this seat may know them ("?": not), support."""
    words, you, known = in_language(VIEW_WORDS, lang), PICTURE.text(lang, "you"), view["known"]
    rows = [[words["player"], words["nation"], *(words[k].capitalize() for k in _COLUMNS)]]
    for seat, empire in enumerate(view["empires"]):
        held = empire["stacks"] or (known[seat] if known else None)
        held = {**held, "column_support": held["supporter"] - held["revolt"]} if held else {}
        label = names[seat] + (f" ({you})" if seat == view["seat"] else "")
        nation = words[empire["nation"]] if empire["nation"] else "-"
        rows.append([label, nation, *(str(held.get(k, words["unknown"])) for k in _COLUMNS)])
    # Names and nations flush left, the counts flush right, every column as wide as it needs.
    widths = [max(map(len, column)) for column in zip(*rows, strict=True)]
    form = f"  {{:<{widths[0]}}} {{:<{widths[1]}}} " + " ".join(f"{{:>{w}}}" for w in widths[2:])
    return [form.format(*row) for row in rows]


def _row(view: View, lang: str) -> str:
    cards = []
    current = view["auctions"][view["auction"]] if view["card"] is not None else None
    for position, kind in enumerate(view["row"]):
        text = f"{position + 1}:{term(lang, kind)}"
        if position == view["shortage"]:
            text += f" ({PICTURE.text(lang, 'shortage')})"
        if position == current and view["phase"] == "bid":
            text += f" <- {PICTURE.text(lang, 'current')}"
        cards.append(text)
    return " | ".join(cards)


def _trading(trading: dict[str, Any], lang: str, names: Sequence[str]) -> list[str]:
    w = partial(PICTURE.text, lang)
    lines = [w("turn", name=names[trading["turn"]])]
    if (draft := trading["draft"]) is not None:  # "?" for what is not chosen yet
        sides = {k: "?" if draft[k] is None else item_text(draft[k], lang) for k in ("give", "ask")}
        to = "?" if draft["to"] is None else names[draft["to"]]
        lines.append(w("draft", name=names[draft["from"]], to=to, **sides))
    for offer in trading["offers"]:
        answer = w("accepted") if offer["accepted"] else w("declined")
        give, ask = item_text(offer["give"], lang), item_text(offer["ask"], lang)
        lines.append(f"  {names[offer['from']]} -> {names[offer['to']]}: {give} / {ask} ({answer})")
    return lines
