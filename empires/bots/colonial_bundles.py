"""The bundle deals of Empire (colonial)'s heuristic bot, for trading at any time: the search
for the bundle (a few resource cards a side, balanced by gold) that raises the bot's own worth
most while the other empire, valuing by its own stacks and nation as the bot does, would still
accept it (``empires.games.empire_colonial.valuation``).

Every empire's stacks are known from the public record, so the bot predicts an answer exactly:
an empire accepts what raises its worth. The gold that balances a deal is first estimated from
the worth of one gold (``gold_weight``), then checked by a forecast of the whole bundle (gold
is not quite linear: it pays for bonds). The work is bounded: at most ``MAX_CARDS`` cards a
side, of the four resources, and ``CHECKED`` deals checked in full per search.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement

from empires.games.empire_colonial.components import HOLDINGS, RESOURCES
from empires.games.empire_colonial.moves import Bundle
from empires.games.empire_colonial.valuation import Stacks, gold_weight, worth

#: Cards at most on each side of a deal the bot makes.
MAX_CARDS = 2
#: How much a deal must raise the bot's own worth before it offers it (as for swaps).
MARGIN = 0.3
#: Of the deals that look best by the estimate, how many are checked by a full forecast.
CHECKED = 4
#: How much of the other side's gain counts against a deal: a trade helps both sides, so it
#: should help others little, and a leader (worth more than the bot) no more than the bot.
FEED, FEED_LEADER = 0.25, 1.0
GOLD = HOLDINGS.index("gold")
#: Supporters and revolts are one side's gain exactly as much as the other's loss: no bundle
#: needs them, gold does that work.
_KINDS = tuple(HOLDINGS.index(kind) for kind in RESOURCES)

#: An empire the bot may trade with: its seat, full stacks (what it values), free stacks (what
#: it may trade: less its standing bid) and nation.
Partner = tuple[int, Stacks, Stacks, str | None]


@dataclass(frozen=True, slots=True)
class Deal:
    """A bundle offer planned: what the bot gives and asks (stacks-shaped counts, gold
    included), to whom, and what it does to both sides' worth."""

    to: int
    give: Stacks
    ask: Stacks
    gain: float
    their_gain: float

    def bundles(self) -> tuple[Bundle, Bundle]:
        """The deal's two sides as the bundles of an offer."""
        return _bundle(self.give), _bundle(self.ask)


def _bundle(counts: Stacks) -> Bundle:
    return Bundle(**{kind: n for kind, n in zip(HOLDINGS, counts, strict=True) if n})


def counts(bundle: dict[str, int]) -> Stacks:
    """An offer's side (its JSON counts) as stacks-shaped counts."""
    return tuple(bundle.get(kind, 0) for kind in HOLDINGS)


def traded(stacks: Stacks, out: Stacks, into: Stacks) -> Stacks | None:
    """The stacks after ``out`` leaves and ``into`` arrives; None if ``out`` is not held."""
    after = tuple(s - o + i for s, o, i in zip(stacks, out, into, strict=True))
    return None if any(s - o < 0 for s, o in zip(stacks, out, strict=True)) else after


@lru_cache(maxsize=4096)
def sides(free: Stacks, most: int = MAX_CARDS) -> tuple[Stacks, ...]:
    """Every bundle of at most ``most`` resource cards within ``free`` (the empty one first)."""
    found: list[Stacks] = []
    for size in range(most + 1):
        for picked in combinations_with_replacement(_KINDS, size):
            side = [0] * len(HOLDINGS)
            for index in picked:
                side[index] += 1
            if all(side[i] <= free[i] for i in _KINDS):
                found.append(tuple(side))
    return tuple(found)


def _with_gold(side: Stacks, gold: int) -> Stacks:
    return (*side[:GOLD], side[GOLD] + gold, *side[GOLD + 1 :])


def _payment(
    gain: float, their_gain: float, guarded: bool, weight: float, golds: tuple[int, int]
) -> int | None:
    """The gold the bot pays (negative: is paid) so that the other side just takes the deal:
    the least payment that leaves them better off (and, if ``guarded``, no less better off than
    the bot), within both sides' free gold ``golds``; None if none does."""
    mine, theirs = golds
    pay = math.floor(-their_gain / weight) + 1
    if guarded:
        pay = max(pay, math.ceil((gain - their_gain) / (2 * weight)))
    pay = max(pay, -theirs)  # they cannot pay more than they have
    return None if pay > mine else pay


Estimate = tuple[float, float, Stacks, Stacks, int]


def _estimates(
    mine: Stacks, free: Stacks, nation: str | None, left: int, partner: Partner, feed: float
) -> list[Estimate]:
    """The card bundles with ``partner`` that look good, by exact card worths and gold valued
    at its weight: (score, estimated gain, give, ask, to)."""
    seat, theirs, their_free, their_nation = partner
    here, there = worth(mine, nation, left), worth(theirs, their_nation, left)
    weight = gold_weight(left)
    # An empire worth less than the bot takes no deal that helps the bot more (``guards``).
    guarded = guards(there, here)
    found: list[Estimate] = []
    for give in sides(free):
        for ask in sides(their_free):
            if give == ask or any(give[i] and ask[i] for i in _KINDS):
                continue  # nothing, or a kind both ways
            after = traded(mine, give, ask)
            their_after = traded(theirs, ask, give)
            assert after is not None and their_after is not None
            gain = worth(after, nation, left) - here
            their_gain = worth(their_after, their_nation, left) - there
            if gain + their_gain <= MARGIN:
                continue  # no gold split leaves both sides better off
            pay = _payment(gain, their_gain, guarded, weight, (free[GOLD], their_free[GOLD]))
            if pay is None:
                continue
            gain, their_gain = gain - weight * pay, their_gain + weight * pay
            if gain > MARGIN:
                paid = (_with_gold(give, pay), ask) if pay >= 0 else (give, _with_gold(ask, -pay))
                found.append((gain - feed * their_gain, gain, *paid, seat))
    return found


def _checked(
    mine: Stacks,
    free: Stacks,
    nation: str | None,
    left: int,
    partner: Partner,
    deal: tuple[Stacks, Stacks],
) -> Deal | None:
    """The deal as it forecasts in full, with the gold raised (up to three times) until the
    partner gains; None if it is then no longer good for the bot or not within the stacks."""
    seat, theirs, their_free, their_nation = partner
    here, there = worth(mine, nation, left), worth(theirs, their_nation, left)
    give, ask = deal
    for _ in range(3):
        after, their_after = traded(mine, give, ask), traded(theirs, ask, give)
        within = traded(free, give, ask) is not None and traded(their_free, ask, give) is not None
        if after is None or their_after is None or not within:
            return None
        gain = worth(after, nation, left) - here
        their_gain = worth(their_after, their_nation, left) - there
        if gain <= MARGIN:
            return None
        if their_gain > 0 and not (guards(there, here) and their_gain < gain):
            return Deal(seat, give, ask, gain, their_gain)
        # Short of the partner's price (gold pays bonds too): one more gold at a time.
        if ask[GOLD]:
            ask = _with_gold(ask, -1)
        else:
            give = _with_gold(give, 1)
    return None


def guards(worth_now: float, maker_worth: float) -> bool:
    """Whether an empire answering an offer refuses it when it helps the maker more than
    itself: when the maker is worth more (a trade that helps a leader more than oneself is a
    step back in the race)."""
    return maker_worth > worth_now


@lru_cache(maxsize=4096)
def best_bundles(
    mine: Stacks, free: Stacks, nation: str | None, left: int, partners: tuple[Partner, ...]
) -> tuple[Deal, ...]:
    """The best bundle deals with any of ``partners`` (all those tied best; none if no deal
    raises the bot's worth by the margin): each partner valued by its own stacks and nation,
    every deal such that the partner would accept it, scored by the bot's gain less a share of
    the partner's (all of it if the partner is worth more than the bot)."""
    here = worth(mine, nation, left)
    feeds = {
        partner[0]: FEED_LEADER if worth(partner[1], partner[3], left) > here else FEED
        for partner in partners
    }
    found: list[Estimate] = []
    for partner in partners:
        found += _estimates(mine, free, nation, left, partner, feeds[partner[0]])
    found.sort(key=lambda estimate: (-estimate[0], estimate[4], estimate[2], estimate[3]))
    deals: list[tuple[float, Deal]] = []
    by_seat = {partner[0]: partner for partner in partners}
    for _, _, give, ask, seat in found[:CHECKED]:
        deal = _checked(mine, free, nation, left, by_seat[seat], (give, ask))
        if deal is not None:
            deals.append((deal.gain - feeds[seat] * deal.their_gain, deal))
    if not deals:
        return ()
    best = max(score for score, _ in deals)
    return tuple(deal for score, deal in deals if score == best)
