"""Empire (colonial)'s own bot: a heuristic that values every card by what it would add to its
own empire by the end, forecasting the developments still to come (so colonies count most early
and populations late, as the rulebook's tips say), and that sells, bids and trades by that
value (``empires.games.empire_colonial.valuation``). Where several nations or sales are worth
about the same it draws among them with its seeded generator (``empires.bots.ties``), so its
games differ from seed to seed; the kind ``heuristic-steady`` sells the first best count, as
the search's rollouts do.

It sees only its view: its own stacks, the public bids, offers and sales.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from empires.bots.colonial_bundles import best_bundles, counts, guards, traded
from empires.bots.ties import best_of
from empires.games.empire_colonial.chronicle import public_stacks
from empires.games.empire_colonial.commerce import price
from empires.games.empire_colonial.components import HOLDINGS, MAX_OPEN_OFFERS, ROUNDS, SUPPORT
from empires.games.empire_colonial.moves import (
    ACCEPT,
    ASK,
    DECLINE,
    GIVE,
    ITEMS,
    NOTHING,
    OFFER_TO,
    PASS,
    SELECT,
    SELL,
    STAND,
    WITHDRAW,
    Bundle,
    Item,
    Offer,
    OfferTo,
    Raise,
    Reply,
)
from empires.games.empire_colonial.valuation import (
    Stacks,
    changed,
    gold_weight,
    holdings,
    with_card,
    worth,
)
from empires.kernel.game import Bot, View
from empires.kernel.rng import SeededRng

#: How much better than what it gives an item must look before the bot offers a trade.
TRADE_MARGIN = 0.3
#: Nations worth at most this much less than the best are drawn among when claiming.
NEAR_EQUAL = 1.0
#: Sales (how many goods to sell) worth at most this much less than the best are drawn among:
#: half a supporter, the widest window measured to cost no strength (docs/strength.md, "Bots
#: that cannot be farmed").
NEAR_SALE = 0.5
#: What each other player is assumed to sell in commerce before any sale was seen.
ASSUMED_SALE = 2
#: Items the bot offers in swaps: resources and gold. A supporter for a revolt (or the like)
#: is one player's gain exactly as much as the other's loss, so nobody would accept it.
SWAPPED = tuple(item for item in ITEMS if item.kind is not None and item.kind not in SUPPORT)


#: An offer the bot plans: what it gives, what it asks, and to whom (None: anybody).
Plan = tuple[Item, Item, int | None]


class HeuristicBot(Bot):
    """Values cards by forecast, bids up to that value, sells by the price arithmetic, and
    makes and accepts trades that raise its own forecast."""

    def __init__(self, seed: int = 0, near: float | None = NEAR_SALE) -> None:
        self.rng = SeededRng(seed)
        #: The window of near-equal sales drawn among (None: the first best count).
        self.near = near
        #: The offers made at any time (round, card, deal), each made once.
        self.offered: set[tuple[int, int, Offer]] = set()

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "claim":
            return self._claim(view, legal)
        me = view["empires"][view["seat"]]
        stacks: Stacks = holdings(me["stacks"])
        # Developments still to come: this round's is done, so 6 - round of them.
        left = ROUNDS - view["round"]
        nation = me["nation"]
        if phase == "commerce":
            return self._sell(view, legal, stacks, nation, left)
        if phase == "bid":
            return self._bid(view, legal, stacks, nation, left)
        return self._trade(view, legal, stacks, nation, left)

    # -- claiming ---------------------------------------------------------------------------
    def keeps_convention(self, view: View) -> bool:
        """After a clash of claims this bot follows the rule below (``_claim``); a search
        follows it too, since two searches that each clash once more to become the keeper
        clashed forever."""
        return view["phase"] == "claim" and view["last_clash"] is not None

    def _claim(self, view: View, legal: Sequence[Any]) -> Any:
        """The nation worth most (a seeded draw among those nearly as good). After a clash
        it follows a rule every bot can work out from the revealed selections, so that bots
        clash once at most: a nation chosen alone stays chosen, one of a contested nation's
        choosers keeps it (in turn, by failed selections), the others take the free nations,
        best first, in seat order."""
        nations = view["components"]["nations"]
        moves = {name: SELECT[card["number"]] for name, card in nations.items()}
        worths = {name: _start_worth(view, name) for name in view["market"]}
        picks, me = view["last_clash"], view["seat"]
        if picks is None:
            best = max(worths.values())
            near = [name for name, value in worths.items() if value >= best - NEAR_EQUAL]
            return moves[near[self.rng.below(len(near))]]
        keepers = {
            name: chooser[view["failed_claims"] % len(chooser)]
            for name in set(picks)
            if (chooser := [seat for seat, pick in enumerate(picks) if pick == name])
        }
        if keepers[picks[me]] == me:
            return moves[picks[me]]
        movers = [seat for seat, pick in enumerate(picks) if keepers[pick] != seat]
        free = sorted((n for n in view["market"] if n not in picks), key=lambda n: -worths[n])
        return moves[free[movers.index(me) % len(free)]]

    # -- commerce ---------------------------------------------------------------------------
    def _sell(
        self, view: View, legal: Sequence[Any], stacks: Stacks, nation: str | None, left: int
    ) -> Any:
        others, most = others_sales(view), len(legal) - 1
        if self.near is None:
            return SELL[best_sale(stacks, nation, left, others, most)]
        values = sale_worths(stacks, nation, left, others, most)
        return SELL[best_of(self.rng, range(most + 1), values.__getitem__, near=self.near)]

    # -- bidding ----------------------------------------------------------------------------
    def _bid(
        self, view: View, legal: Sequence[Any], stacks: Stacks, nation: str | None, left: int
    ) -> Any:
        me = view["seat"]
        bidding = view["bidding"]
        bids, out = bidding["bids"], bidding["withdrawn"]
        gain, limit = card_value(stacks, view["card"], nation, left)
        mine = bids[me]
        others = [b for s, b in enumerate(bids) if s != me and not out[s]]
        top = max(others, default=-1)
        if mine > top:
            return STAND
        # Outbid the best other bid by 1 if the value allows (``limit``, at most the bot's
        # gold) and so does the bid limit (the last legal raise).
        if top + 1 <= min(limit, legal[-1].to if isinstance(legal[-1], Raise) else 0):
            return Raise(top + 1)
        # Out of reach: a lower bid nobody else holds may still win if the top ones tie (a
        # tied bid is exactly when withdrawing is legal).
        if mine in others and gain <= 0:
            return WITHDRAW
        return STAND

    # -- trading at any time (optional moves) ------------------------------------------------
    def choose_optional(self, view: View, optional: Sequence[Any]) -> Any | None:
        """Answer the offers made to it: accept a bundle that raises its worth; else counter
        with its best deal that the maker would accept (never a counter to a counter), or
        decline. Then keep one offer of its own open: its best deal another would accept."""
        seat, me = view["seat"], view["empires"][view["seat"]]
        stacks: Stacks = holdings(me["stacks"])
        free = _free(view, stacks, seat)
        # A counter is an offer of its own: none past the table's ceiling on open offers.
        ceiling = view["options"].get("open_offers", MAX_OPEN_OFFERS)
        room = sum(offer["from"] == seat for offer in view["bundles"]) < ceiling
        for offer in view["bundles"]:
            if offer["to"] != seat:
                continue
            if self._accepts(view, stacks, offer) and Reply(offer["id"], True) in optional:
                return Reply(offer["id"], True)
            counter = None
            if offer["counters"] is None and room:
                counter = self._deal(view, stacks, free, offer["from"], offer["id"])
            return Reply(offer["id"], False) if counter is None else counter
        # One open offer at a time, made in a card's first bidding round (so that a bot made
        # afresh for every decision, as the web table's are, does not repeat itself).
        mine = any(offer["from"] == seat for offer in view["bundles"])
        if mine or view["bidding"] is None or view["bidding"]["round"] != 1:
            return None
        made = self._deal(view, stacks, free)
        if made is None:
            return None  # without the public record, nobody it knows would accept
        key = (view["round"], view["auction"], made)
        if key in self.offered:
            return None
        self.offered.add(key)
        return made

    def _accepts(self, view: View, stacks: Stacks, offer: dict[str, Any]) -> bool:
        """Whether to accept an offer made to it: the bundle raises its worth, and it does not
        raise a leading maker's worth more (by the public record: a trade that helps a leader
        more than oneself is a step back in the race)."""
        nation, left = view["empires"][view["seat"]]["nation"], ROUNDS - view["round"]
        give, ask = counts(offer["give"]), counts(offer["ask"])
        after = traded(stacks, ask, give)
        if after is None:
            return False
        here = worth(stacks, nation, left)
        gain = worth(after, nation, left) - here
        known = public_stacks(view)
        if gain <= 0 or known is None:
            return gain > 0
        maker, maker_nation = (
            holdings(known[offer["from"]]),
            view["empires"][offer["from"]]["nation"],
        )
        maker_after = traded(maker, give, ask)
        before = worth(maker, maker_nation, left)
        if maker_after is None or not guards(here, before):
            return True
        return worth(maker_after, maker_nation, left) - before <= gain

    def _deal(
        self,
        view: View,
        stacks: Stacks,
        free: Stacks,
        only: int | None = None,
        counters: int | None = None,
    ) -> Offer | None:
        """The bundle offer to make (to ``only``, if given; countering ``counters``): the best
        deal another empire would accept by the public record (``colonial_bundles``), ties
        drawn by the bot's own seeded generator; None without the record or a good deal."""
        known = public_stacks(view)
        if known is None:
            return None
        me = view["seat"]
        # Not to a player another offer waits on: answering that one may change its stacks.
        busy = {offer["to"] for offer in view["bundles"]} if only is None else set()
        partners = tuple(
            (seat, theirs, _free(view, theirs, seat), view["empires"][seat]["nation"])
            for seat in range(view["players"])
            if seat != me and only in (None, seat) and seat not in busy
            for theirs in (holdings(known[seat]),)
        )
        nation, left = view["empires"][me]["nation"], ROUNDS - view["round"]
        deals = best_bundles(stacks, free, nation, left, partners)
        if not deals:
            return None
        deal = deals[self.rng.below(len(deals))] if len(deals) > 1 else deals[0]
        return Offer(deal.to, *deal.bundles(), counters)

    # -- trading ----------------------------------------------------------------------------
    def _trade(
        self, view: View, legal: Sequence[Any], stacks: Stacks, nation: str | None, left: int
    ) -> Any:
        me = view["seat"]
        trading = view["trading"]
        draft = trading["draft"]
        if draft is not None and draft["to"] is not None:
            # Answering: accept exactly what raises the empire's worth (if it holds the ask).
            give, ask = _item(draft["give"]), _item(draft["ask"])
            return ACCEPT if accepts(stacks, nation, left, give, ask) else DECLINE
        if draft is None:
            # One offer a round, before its first auction: every window would make the game
            # (and every search's rollouts) far longer for little more.
            if trading["offers_made"][me] >= 1 or trading["window"] > 0:
                return PASS
            plan = self._plan(view, stacks)
            return GIVE[plan[0]] if plan is not None else PASS
        plan = self._plan(view, stacks)
        if draft["ask"] is None:
            give = _item(draft["give"])
            if plan is not None and plan[0] == give and ASK[plan[1]] in legal:
                return ASK[plan[1]]
            return next(move for move in legal if move != ASK[NOTHING])
        if plan is not None and plan[2] is not None and OFFER_TO[plan[2]] in legal:
            return OFFER_TO[plan[2]]
        targets = [move for move in legal if isinstance(move, OfferTo)]
        return targets[self.rng.below(len(targets))]

    def _plan(self, view: View, stacks: Stacks, only: int | None = None) -> Plan | None:
        """The offer to make (to ``only``, if given): what to give, what to ask, and to whom
        (None: anybody). With the public record the bot knows every empire's stacks (less
        their standing bids), so it offers only a swap that somebody valuing by its own
        empire would accept; without, it tries its best swap."""
        nation, left = view["empires"][view["seat"]]["nation"], ROUNDS - view["round"]
        known = public_stacks(view)
        if known is None:
            swap = best_swap(stacks, nation, left)
            return None if swap is None else (swap[0], swap[1], None)
        me = view["seat"]
        others = tuple(
            (seat, _free(view, holdings(known[seat]), seat), view["empires"][seat]["nation"])
            for seat in range(view["players"])
            if seat != me and only in (None, seat)
        )
        return best_deal(stacks, nation, left, others)


def _start_worth(view: View, name: str) -> float:
    """What claiming nation ``name`` is worth: its starting cards and the support below it."""
    start = dict.fromkeys(HOLDINGS, 0)
    start.update(view["components"]["nations"][name]["start"])
    supporters, revolts = view["claim_stacks"][name]
    start["supporter"] += supporters
    start["revolt"] += revolts
    return worth(tuple(start[k] for k in HOLDINGS), name, ROUNDS)


def _offer(plan: Plan, counters: int | None = None) -> Offer:
    """A planned one-for-one deal as a bundle offer."""
    give, take, to = plan
    assert to is not None
    one = {str(give.kind): give.count}, {str(take.kind): take.count}
    return Offer(to, Bundle(**one[0]), Bundle(**one[1]), counters)


def _free(view: View, stacks: Stacks, seat: int) -> Stacks:
    """A seat's stacks less the gold of its standing bid (which cannot be traded)."""
    bidding = view["bidding"]
    bid = bidding["bids"][seat] if bidding and not bidding["withdrawn"][seat] else 0
    free = changed(stacks, "gold", -bid)
    assert free is not None
    return free


def _item(data: Any) -> Item:
    """An offer's side from its JSON form."""
    return Item(data["kind"], data["count"])


def others_sales(view: View) -> int:
    """How many goods the other players are expected to sell: what they sold in the last
    commerce, or ``ASSUMED_SALE`` each before any sale was seen."""
    sales: list[int] | None = view["sales"]
    if sales is None:
        return ASSUMED_SALE * (int(view["players"]) - 1)
    return sum(sales) - sales[view["seat"]]


@lru_cache(maxsize=65536)
def sale_worths(
    stacks: Stacks, nation: str | None, left: int, others: int, most: int
) -> tuple[float, ...]:
    """What the empire is worth after selling 0, 1, ... ``most`` goods when the others sell
    ``others``, each count's earnings taken at the price it leads to."""
    values = []
    for count in range(most + 1):
        kept = changed(stacks, "good", -count)
        assert kept is not None
        after = changed(kept, "gold", count * price(others + count))
        assert after is not None
        values.append(worth(after, nation, left))
    return tuple(values)


def best_sale(stacks: Stacks, nation: str | None, left: int, others: int, most: int) -> int:
    """How many goods (up to ``most``) to sell: the count that leaves the empire worth most
    (the first such count)."""
    values = sale_worths(stacks, nation, left, others, most)
    return max(range(most + 1), key=values.__getitem__)


@lru_cache(maxsize=65536)
def card_value(stacks: Stacks, card: str, nation: str | None, left: int) -> tuple[float, int]:
    """What winning ``card`` adds to the empire's worth, and the most gold the bot would bid
    for it (that worth in gold, at most the gold it has)."""
    won = with_card(stacks, card)
    gain = worth(won, nation, left) - worth(stacks, nation, left)
    return gain, min(stacks[HOLDINGS.index("gold")], int(gain / gold_weight(left)))


def _swaps(
    stacks: Stacks, nation: str | None, left: int
) -> tuple[float, list[tuple[float, Item, Item]]]:
    """The empire's worth, and every one-for-one swap (estimate, give, take) of two kinds. Each
    item is valued once, by what having one more or one less of it would change; a swap's
    estimate is the sum."""
    here = worth(stacks, nation, left)
    gained: dict[Item, float] = {}
    lost: dict[Item, float] = {}
    for item in SWAPPED:
        more = changed(stacks, item.kind, item.count)
        assert more is not None
        gained[item] = worth(more, nation, left) - here
        less = changed(stacks, item.kind, -item.count)
        if less is not None:
            lost[item] = here - worth(less, nation, left)
    swaps = [
        (gained[take] - lost[give], give, take)
        for give in lost
        for take in gained
        if take.kind != give.kind
    ]
    return here, swaps


def _swapped_worth(stacks: Stacks, nation: str | None, left: int, give: Item, take: Item) -> float:
    """The empire's worth after the swap (a forecast of the swap itself)."""
    less = changed(stacks, give.kind, -give.count)
    assert less is not None
    swapped = changed(less, take.kind, take.count)
    assert swapped is not None
    return worth(swapped, nation, left)


@lru_cache(maxsize=65536)
def best_swap(stacks: Stacks, nation: str | None, left: int) -> tuple[Item, Item] | None:
    """The one-for-one swap that looks best for this empire, if it looks clearly good
    (something other players, valuing by their own empires, might accept too): judged by its
    estimate (``_swaps``), then checked by a forecast of the swap itself."""
    here, swaps = _swaps(stacks, nation, left)
    pairs = sorted(swaps, key=lambda pair: pair[0])
    for estimate, give, take in reversed(pairs[-3:]):
        if estimate <= TRADE_MARGIN:
            break
        if _swapped_worth(stacks, nation, left, give, take) - here > TRADE_MARGIN:
            return give, take
    return None


#: How many of the swaps that look best by their items' values are checked by a forecast.
SWAPS_CHECKED = 6


@lru_cache(maxsize=65536)
def good_swaps(stacks: Stacks, nation: str | None, left: int) -> tuple[tuple[Item, Item], ...]:
    """The one-for-one swaps (give, take) that raise this empire's worth by more than the
    margin, best first: the most promising by their items' values, checked by a forecast."""
    here, swaps = _swaps(stacks, nation, left)
    promising = sorted(swaps, key=lambda pair: -pair[0])[:SWAPS_CHECKED]
    checked = []
    for estimate, give, take in promising:
        if estimate <= TRADE_MARGIN:
            break
        gain = _swapped_worth(stacks, nation, left, give, take) - here
        if gain > TRADE_MARGIN:
            checked.append((gain, give, take))
    checked.sort(key=lambda pair: -pair[0])
    return tuple((give, take) for _, give, take in checked)


@lru_cache(maxsize=65536)
def accepts(stacks: Stacks, nation: str | None, left: int, give: Item, take: Item) -> bool:
    """Whether an empire offered ``give`` for ``take`` takes the offer: it holds ``take`` and
    the swap raises its worth."""
    less = changed(stacks, take.kind, -take.count)
    if less is None:
        return False
    after = changed(less, give.kind, give.count)
    assert after is not None
    return worth(after, nation, left) > worth(stacks, nation, left)


Others = tuple[tuple[int, Stacks, str | None], ...]


@lru_cache(maxsize=65536)
def best_deal(
    stacks: Stacks, nation: str | None, left: int, others: Others
) -> tuple[Item, Item, int] | None:
    """The best of this empire's good swaps that another empire (seat, stacks, nation) would
    accept by the same rule, and to whom: of those who would, the one worth least now (a
    trade helps both sides, so it should help the leaders least)."""
    for give, take in good_swaps(stacks, nation, left):
        takers = [
            (worth(theirs, their_nation, left), seat)
            for seat, theirs, their_nation in others
            if accepts(theirs, their_nation, left, give, take)
        ]
        if takers:
            return give, take, min(takers)[1]
    return None


class OneCardBot(HeuristicBot):
    """The heuristic as it traded before bundles (for comparison): its offers and counters
    are one card (or 1, 5 or 10 gold) for one, and it accepts any bundle that raises its
    worth."""

    def _accepts(self, view: View, stacks: Stacks, offer: dict[str, Any]) -> bool:
        nation, left = view["empires"][view["seat"]]["nation"], ROUNDS - view["round"]
        after = traded(stacks, counts(offer["ask"]), counts(offer["give"]))
        return after is not None and worth(after, nation, left) > worth(stacks, nation, left)

    def _deal(
        self,
        view: View,
        stacks: Stacks,
        free: Stacks,
        only: int | None = None,
        counters: int | None = None,
    ) -> Offer | None:
        plan = self._plan(view, free, only)
        return None if plan is None or plan[2] is None else _offer(plan, counters)


class SteadyBot(HeuristicBot):
    """The heuristic selling the first of equally good counts, without a draw: the search's
    rollout policy and opponent model (``empires.bots.levels``), kept as the levels were
    measured with, and a more predictable opponent for comparison."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, near=None)


#: The bots the game offers, by kind; found through the entry point in pyproject.toml.
BOTS = {"heuristic": HeuristicBot, "heuristic-onecard": OneCardBot, "heuristic-steady": SteadyBot}
