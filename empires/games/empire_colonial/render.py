"""A plain-text picture of an Empire view: what a terminal player sees (its lines are words of
data/texts.toml)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from empires.games.empire_colonial.components import HOLDINGS
from empires.games.empire_colonial.texts import PICTURE, claims_text, item_text, term
from empires.kernel.events import per_seat_text, seats_text
from empires.kernel.game import View


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """The table as lines of text, from one seat's view."""
    w = partial(PICTURE.text, lang)
    phase = view["phase"]
    if phase == "claim":
        lines = [w("claiming")]
    else:
        lines = [w("round", round=view["round"], rounds=view["rounds"], phase=term(lang, phase))]
    for seat, empire in enumerate(view["empires"]):
        label = names[seat] + (f" ({w('you')})" if seat == view["seat"] else "")
        nation = term(lang, empire["nation"]) if empire["nation"] else "-"
        stacks = empire["stacks"]
        if stacks is None:
            shown = w("hidden")
        else:
            shown = ", ".join(f"{term(lang, k)} {stacks[k]}" for k in HOLDINGS)
        lines.append(f"  {label} [{nation}]: {shown}")
    if phase == "claim":
        lines.append(w("market") + ":")
        for name in view["market"]:
            number = view["components"]["nations"][name]["number"]
            support, revolts = view["claim_stacks"][name]
            lines.append(f"  {number} {term(lang, name)}: {support}/{revolts}")
        if view["last_clash"]:
            lines.append(w("clash", claims=claims_text(view["last_clash"], lang, names)))
    else:
        lines.append(w("row") + ": " + _row(view, lang))
    if view["sales"] is not None:
        lines.append(w("sales", sales=per_seat_text(view["sales"], names), price=view["price"]))
    bidding = view["bidding"]
    if bidding is not None:
        lines.append(w("bids", round=bidding["round"]) + ":")
        for seat, bid in enumerate(bidding["bids"]):
            lines.append(f"  {names[seat]}: {w('out') if bidding['withdrawn'][seat] else bid}")
    if view["trading"] is not None:
        lines.extend(_trading(view["trading"], lang, names))
    if view["to_act"]:
        lines.append(w("waiting", names=seats_text(view["to_act"], names)))
    if view["chosen"]:
        lines.append(w("chosen", names=seats_text(view["chosen"], names)))
    return "\n".join(lines)


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
    draft = trading["draft"]
    if draft is not None:
        to = names[draft["to"]] if draft["to"] is not None else "?"
        give = item_text(draft["give"], lang) if draft["give"] is not None else "?"
        ask = item_text(draft["ask"], lang) if draft["ask"] is not None else "?"
        lines.append(w("draft", name=names[draft["from"]], give=give, ask=ask, to=to))
    if trading["offers"]:
        lines.append(w("offers") + ":")
        for offer in trading["offers"]:
            answer = w("accepted") if offer["accepted"] else w("declined")
            lines.append(
                f"  {names[offer['from']]} -> {names[offer['to']]}: "
                f"{item_text(offer['give'], lang)} / {item_text(offer['ask'], lang)} ({answer})"
            )
    return lines
