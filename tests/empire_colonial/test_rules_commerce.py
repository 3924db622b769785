"""Commerce (rulebook 10.2, RULINGS 2): secret sales at one price, 10 minus all goods sold."""

from __future__ import annotations

import pytest

from empires.games.empire_colonial.commerce import price
from empires.kernel.errors import IllegalMove
from tests.empire_colonial.helpers import play_all, position


def sell(count: int) -> dict[str, object]:
    return {"type": "sell", "count": count}


def test_three_player_commerce() -> None:
    franklin, winston, joseph = range(3)
    match = position([{"good": 3, "gold": 0}, {"good": 3}, {"good": 1}], version="beginner")
    play_all(match, {franklin: sell(2), winston: sell(3), joseph: sell(1)})
    view = match.view(None)
    assert (view["sales"], view["price"]) == ([2, 3, 1], 4)
    golds = [s["gold"] for s in match.state.stacks]
    goods = [s["good"] for s in match.state.stacks]
    assert golds == [8, 12, 4] and goods == [1, 0, 0]


def test_price_is_ten_minus_all_goods_sold_and_never_below_zero() -> None:
    assert [price(n) for n in (0, 1, 6, 10, 11, 20)] == [10, 9, 4, 0, 0, 0]


def test_selling_more_does_not_always_earn_more() -> None:
    # The rulebook's tip: the others sell 3; selling 3 or 4 earns 12, selling 5 only 10.
    assert [n * price(3 + n) for n in (3, 4, 5)] == [12, 12, 10]


def test_nobody_may_sell_more_goods_than_it_has() -> None:
    match = position([{"good": 2}, {"good": 0}], version="beginner")
    before = match.state_json()
    with pytest.raises(IllegalMove) as error:
        match.play(0, sell(3))
    assert error.value.rule == "sell-at-most-your-goods"
    assert match.state_json() == before
    assert [m["count"] for m in match.legal_moves_json(1)] == [0]


def test_at_most_seven_goods_are_sold_at_once() -> None:
    match = position([{"good": 12}, {"good": 0}], version="beginner")
    assert max(m["count"] for m in match.legal_moves_json(0)) == 7
