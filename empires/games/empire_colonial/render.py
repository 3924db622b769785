"""A plain-text picture of an Empire view: what a terminal player sees (its lines are words of
data/texts.toml)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.games.empire_colonial.components import HOLDINGS
from empires.games.empire_colonial.texts import PICTURE, item_text, term
from empires.kernel.events import in_language
from empires.kernel.game import View


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """The table as lines of text, from one seat's view."""
    head = in_language(PICTURE, lang)
    lines: list[str] = []
    if view["phase"] == "claim":
        lines.append(head["claiming"])
    else:
        lines.append(
            head["round"].format(
                round=view["round"], rounds=view["rounds"], phase=term(lang, view["phase"])
            )
        )
    for seat, empire in enumerate(view["empires"]):
        label = names[seat] + (f" ({head['you']})" if seat == view["seat"] else "")
        nation = term(lang, empire["nation"]) if empire["nation"] else "-"
        stacks = empire["stacks"]
        if stacks is None:
            shown = head["hidden"]
        else:
            shown = ", ".join(f"{term(lang, k)} {stacks[k]}" for k in HOLDINGS)
        lines.append(f"  {label} [{nation}]: {shown}")
    if view["phase"] == "claim":
        lines.append(head["market"] + ":")
        for name in view["market"]:
            number = view["components"]["nations"][name]["number"]
            support, revolts = view["claim_stacks"][name]
            lines.append(f"  {number} {term(lang, name)}: {support}/{revolts}")
    else:
        lines.append(head["row"] + ": " + _row(view, lang, head))
    if view["sales"] is not None:
        sales = ", ".join(f"{names[s]} {c}" for s, c in enumerate(view["sales"]))
        lines.append(head["sales"].format(sales=sales, price=view["price"]))
    bidding = view["bidding"]
    if bidding is not None:
        lines.append(head["bids"].format(round=bidding["round"]) + ":")
        for seat, bid in enumerate(bidding["bids"]):
            shown = head["out"] if bidding["withdrawn"][seat] else str(bid)
            lines.append(f"  {names[seat]}: {shown}")
    trading = view["trading"]
    if trading is not None:
        lines.extend(_trading(trading, lang, names, head))
    if view["to_act"]:
        lines.append(head["waiting"].format(names=", ".join(names[s] for s in view["to_act"])))
    if view["chosen"]:
        lines.append(head["chosen"].format(names=", ".join(names[s] for s in view["chosen"])))
    return "\n".join(lines)


def _row(view: View, lang: str, head: dict[str, str]) -> str:
    cards = []
    current = view["auctions"][view["auction"]] if view["card"] is not None else None
    for position, kind in enumerate(view["row"]):
        text = f"{position + 1}:{term(lang, kind)}"
        if position == view["shortage"]:
            text += f" ({head['shortage']})"
        if position == current and view["phase"] == "bid":
            text += f" <- {head['current']}"
        cards.append(text)
    return " | ".join(cards)


def _trading(
    trading: dict[str, Any], lang: str, names: Sequence[str], head: dict[str, str]
) -> list[str]:
    lines = [head["turn"].format(name=names[trading["turn"]])]
    draft = trading["draft"]
    if draft is not None:
        to = names[draft["to"]] if draft["to"] is not None else "?"
        give = item_text(draft["give"], lang) if draft["give"] is not None else "?"
        ask = item_text(draft["ask"], lang) if draft["ask"] is not None else "?"
        lines.append(head["draft"].format(name=names[draft["from"]], give=give, ask=ask, to=to))
    if trading["offers"]:
        lines.append(head["offers"] + ":")
        for offer in trading["offers"]:
            answer = head["accepted"] if offer["accepted"] else head["declined"]
            lines.append(
                f"  {names[offer['from']]} -> {names[offer['to']]}: "
                f"{item_text(offer['give'], lang)} / {item_text(offer['ask'], lang)} ({answer})"
            )
    return lines
