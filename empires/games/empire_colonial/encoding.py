"""Empire for learning environments: every possible move as an action id, and a seat's view as
a fixed-size vector. Seats in the vector are relative: block 0 is the observing seat, block 1
the next seat clockwise, and so on."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from empires.games.empire_colonial import components as cp
from empires.games.empire_colonial.bidding import raises
from empires.games.empire_colonial.chronicle import public_stacks
from empires.games.empire_colonial.moves import ALL_MOVES, ITEMS, MOVES
from empires.games.empire_colonial.state import PHASES
from empires.kernel.encoding import Encoding
from empires.kernel.game import View
from empires.kernel.options import OptionValue

#: Counts are divided by these caps and clipped at 1.
CARD_CAP, GOLD_CAP, CLAIM_CAP, SALE_CAP = 20, 150, 10, 7
#: The raise totals the actions list without a bid limit (the most gold seen is about 200).
ENCODED_BIDS = 500
NATION_NAMES = tuple(sorted(cp.NATIONS, key=lambda name: cp.NATIONS[name].number))
ITEM_KEYS = tuple((item.kind, item.count) for item in ITEMS)
#: phase, round; row kinds, shortage and current card (per row place); price, two options;
#: draft give and ask; claim stacks and market (per nation).
GLOBAL_SIZE = len(PHASES) + 1 + cp.ROW_LENGTH * (len(cp.RESOURCES) + 2) + 1 + 2
GLOBAL_SIZE += 2 * (len(ITEMS) + 1) + 3 * len(NATION_NAMES)
#: stacks (own: counts; others: hidden flag), nation, to act, chosen, bid, withdrawn,
#: trading turn, offers made, draft from/to, sales.
SEAT_SIZE = len(cp.HOLDINGS) + 1 + len(NATION_NAMES) + 2 + 2 + 1 + 1 + 2 + 1


def _scaled(count: int, cap: int) -> float:
    return min(max(count, 0), cap) / cap


def _item(item: dict[str, Any] | None) -> list[float]:
    if item is None:
        return [1.0] + [0.0] * len(ITEMS)
    key = (item["kind"], item["count"])
    return [0.0] + [float(key == k) for k in ITEM_KEYS]


class ColonialEncoding(Encoding):
    """The encodings of Empire for one player count and option set."""

    def __init__(self, players: int, options: Mapping[str, OptionValue]) -> None:
        self.players = players
        top = int(options["bid_limit"] or ENCODED_BIDS)
        self.actions = tuple(MOVES.to_json(m) for m in (*ALL_MOVES, *raises(1, top)))
        self.observation_size = GLOBAL_SIZE + players * SEAT_SIZE
        limit = options["offers_per_window"]
        assert isinstance(limit, int)
        # Claiming can repeat without end (unless settled by lot); the bound is generous.
        claims = int(options["claim_by_lot_after"] or 200) * players
        windows = (cp.ROUNDS - 1) * (cp.ROW_LENGTH) * players * (4 * limit + 2)
        bids = (cp.ROUNDS - 1) * (cp.ROW_LENGTH - 1) * players * players * (top + 1)
        self.max_decisions = claims + (cp.ROUNDS - 1) * players + windows + bids

    def observe(self, view: View) -> list[float]:
        n, me = view["players"], view["seat"]
        if n != self.players:
            raise ValueError(f"this encoding is for {self.players} players, not {n}")
        out: list[float] = [float(view["phase"] == phase) for phase in PHASES]
        out.append(view["round"] / cp.ROUNDS)
        for kind in view["row"]:
            out += [float(kind == k) for k in cp.RESOURCES]
        out += [float(view["shortage"] == p) for p in range(cp.ROW_LENGTH)]
        current = view["auctions"][view["auction"]] if view["card"] is not None else None
        out += [float(current == p) for p in range(cp.ROW_LENGTH)]
        out.append(_scaled(view["price"] or 0, 10))
        options = view["options"]
        out += [float(options["version"] == "standard"), float(bool(options["trading"]))]
        trading = view["trading"]
        draft = trading["draft"] if trading else None
        out += _item(draft["give"] if draft else None)
        out += _item(draft["ask"] if draft else None)
        for name in NATION_NAMES:
            out.append(float(name in view["market"]))
            out += [_scaled(count, CLAIM_CAP) for count in view["claim_stacks"].get(name, [0, 0])]
        known = public_stacks(view)
        for seat in ((me + k) % n for k in range(n)):
            out += self._seat(view, seat, known)
        return out

    def _seat(self, view: View, seat: int, known: list[dict[str, int]] | None) -> list[float]:
        empire = view["empires"][seat]
        stacks = empire["stacks"]
        if stacks is None and known is not None:
            stacks = known[seat]  # others' stacks as the public record gives them
        out: list[float] = [float(stacks is None)]
        for kind in cp.HOLDINGS:
            cap = GOLD_CAP if kind == "gold" else CARD_CAP
            out.append(0.0 if stacks is None else _scaled(stacks[kind], cap))
        out += [float(empire["nation"] == name) for name in NATION_NAMES]
        out += [float(seat in view["to_act"]), float(seat in view["chosen"])]
        bidding = view["bidding"]
        out += [
            _scaled(bidding["bids"][seat], GOLD_CAP) if bidding else 0.0,
            float(bidding["withdrawn"][seat]) if bidding else 0.0,
        ]
        trading = view["trading"]
        draft = trading["draft"] if trading else None
        out += [
            float(trading["turn"] == seat) if trading else 0.0,
            _scaled(trading["offers_made"][seat], 10) if trading else 0.0,
            float(draft is not None and draft["from"] == seat),
            float(draft is not None and draft["to"] == seat),
        ]
        out.append(_scaled(view["sales"][seat], SALE_CAP) if view["sales"] else 0.0)
        return out
