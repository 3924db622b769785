"""Commerce: everybody picks in secret how many goods to sell; the price per good is 10 minus
all goods sold, never below 0."""

from __future__ import annotations

from collections.abc import Mapping

from empires.games.empire_colonial.components import MAX_SALE, PRICE_BASE
from empires.games.empire_colonial.moves import SELL, Move, Sell
from empires.games.empire_colonial.state import ColonialState
from empires.kernel.legality import Rule


def price(total_sold: int) -> int:
    """Gold paid per good when ``total_sold`` goods are sold by all players together."""
    return max(0, PRICE_BASE - total_sold)


def offered(state: ColonialState, seat: int) -> tuple[Move, ...]:
    """The selection cards a seat may lay: 0 up to its goods (at most 7)."""
    return tuple(SELL[c] for c in range(min(MAX_SALE, state.stacks[seat]["good"]) + 1))


#: The moves of commerce.
KINDS = (Sell,)
#: What a sale must do (besides being one; see ``rules``).
RULES = (
    Rule(
        "sell-at-most-your-goods",
        lambda state, seat, move: move.count <= min(MAX_SALE, state.stacks[seat]["good"]),
        lambda state, seat, move: (
            f"you cannot sell {move.count} goods: you have {state.stacks[seat]['good']}"
        ),
    ),
)


def resolve(state: ColonialState, chosen: Mapping[int, Sell]) -> None:
    """Reveal the selections, sell, and pay everybody the common price."""
    sales = [chosen[seat].count for seat in range(state.players)]
    each = price(sum(sales))
    state.sales, state.price = sales, each
    state.publish("sold", sales=sales, price=each)
