"""Trading (rulebook 10.3, RULINGS 2): public offers and answers in windows around the
auctions; any resources, support and gold, never nation or selection cards."""

from __future__ import annotations

from typing import Any

import pytest

from empires import Match
from empires.kernel.errors import IllegalMove, MalformedMove
from tests.empire_colonial.helpers import position, stacks

PASS: dict[str, Any] = {"type": "pass"}
ROW = ["population", "colony", "good", "bond", "population", "colony"]


def give(kind: str | None, count: int = 1) -> dict[str, Any]:
    return {"type": "give", "kind": kind, "count": count if kind else 0}


def ask(kind: str | None, count: int = 1) -> dict[str, Any]:
    return {"type": "ask", "kind": kind, "count": count if kind else 0}


def offer(match: Match, seat: int, gives: dict[str, Any], asks: dict[str, Any], to: int) -> None:
    match.play(seat, gives)
    match.play(seat, asks)
    match.play(seat, {"type": "offer_to", "seat": to})


def three_traders() -> Match:
    return position(
        [{"colony": 2, "gold": 3}, {"gold": 12, "revolt": 2}, {"good": 1}],
        phase="trade",
        row=ROW,
        offers_per_window=2,
    )


def test_a_window_opens_before_the_first_auction_card_with_the_round_player_first() -> None:
    match = three_traders()
    view = match.view(None)
    assert view["phase"] == "trade" and view["trading"]["window"] == 0
    assert match.to_act() == (0,)


def test_an_accepted_offer_moves_the_cards_both_ways() -> None:
    match = three_traders()
    offer(match, 0, give("colony"), ask("gold", 10), to=1)
    assert match.to_act() == (1,)
    match.play(1, {"type": "answer", "accept": True})
    assert match.state.stacks[0] == stacks(colony=1, gold=13)
    assert match.state.stacks[1] == stacks(colony=1, gold=2, revolt=2)


def test_a_declined_offer_changes_nothing() -> None:
    match = three_traders()
    before = [dict(s) for s in match.state.stacks]
    offer(match, 0, give("colony"), ask("gold", 10), to=1)
    match.play(1, {"type": "answer", "accept": False})
    assert match.state.stacks == before
    assert match.view(2)["trading"]["offers"][-1]["accepted"] is False


def test_gifts_and_unequal_trades_are_allowed_even_revolts() -> None:
    match = three_traders()
    match.play(0, PASS)
    # Seat 1 hands a revolt to seat 2 for nothing, and seat 2 takes it.
    offer(match, 1, give("revolt"), ask(None), to=2)
    match.play(2, {"type": "answer", "accept": True})
    assert (match.state.stacks[1]["revolt"], match.state.stacks[2]["revolt"]) == (1, 1)


def test_nobody_can_accept_an_offer_asking_for_what_it_does_not_hold() -> None:
    match = three_traders()
    offer(match, 0, give("colony"), ask("bond"), to=2)
    assert match.legal_moves_json(2) == [{"type": "answer", "accept": False}]
    with pytest.raises(IllegalMove) as error:
        match.play(2, {"type": "answer", "accept": True})
    assert error.value.rule == "accept-only-what-you-hold"


def test_nobody_can_offer_what_it_does_not_hold() -> None:
    match = three_traders()
    before = match.state_json()
    with pytest.raises(IllegalMove) as error:
        match.play(0, give("gold", 5))
    assert error.value.rule == "offer-only-what-you-hold"
    assert match.state_json() == before


def test_nation_and_selection_cards_cannot_be_traded() -> None:
    match = three_traders()
    with pytest.raises(MalformedMove):
        match.play(0, give("nation"))
    with pytest.raises(MalformedMove):
        match.play(0, give("selection"))


def test_offers_and_answers_are_public() -> None:
    match = three_traders()
    offer(match, 0, give("colony"), ask("gold", 5), to=1)
    draft = match.view(2)["trading"]["draft"]
    assert draft == {
        "from": 0,
        "to": 1,
        "give": {"kind": "colony", "count": 1},
        "ask": {"kind": "gold", "count": 5},
    }
    match.play(1, {"type": "answer", "accept": True})
    assert match.view(2)["trading"]["offers"] == [{**draft, "accepted": True}]


def test_the_window_closes_when_every_player_has_passed_in_a_row() -> None:
    match = three_traders()
    match.play(0, PASS)
    offer(match, 1, give("gold", 1), ask("good"), to=2)
    match.play(2, {"type": "answer", "accept": False})
    match.play(2, PASS)
    match.play(0, PASS)
    assert match.view(None)["phase"] == "trade"
    match.play(1, PASS)
    assert match.view(None)["phase"] == "bid"


def test_a_player_makes_at_most_the_tables_number_of_offers_per_window() -> None:
    match = position([{"gold": 30}, {"gold": 30}], phase="trade", row=ROW, offers_per_window=1)
    offer(match, 0, give("gold", 1), ask(None), to=1)
    match.play(1, {"type": "answer", "accept": False})
    match.play(1, PASS)
    # Seat 0 has made its one offer: it passes without being asked, and the window closes.
    assert match.view(None)["phase"] == "bid"


def test_an_offer_is_something_for_something_else() -> None:
    match = three_traders()
    match.play(0, give(None))
    with pytest.raises(IllegalMove) as error:
        match.play(0, ask(None))
    assert error.value.rule == "offer-something-for-something-else"


def test_the_last_window_comes_after_the_last_auction_card() -> None:
    match = position(
        [{"gold": 0}, {"gold": 0}], phase="bid", row=ROW, round=5, trade_when="windows"
    )
    windows = []
    while match.view(None)["round"] == 5:
        view = match.view(None)
        if view["phase"] == "trade":
            windows.append(view["trading"]["window"])
        seat = match.to_act()[0]
        move = PASS if view["phase"] == "trade" else {"type": "stand"}
        match.play(seat, move)
    assert sorted(set(windows)) == [1, 2, 3, 4, 5]
