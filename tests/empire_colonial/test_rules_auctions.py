"""Exploration auctions (rulebook 10.3, RULINGS 2): bidding rounds of raise, stand or withdraw;
the highest untied bid wins; a bond brings 10 gold."""

from __future__ import annotations

from typing import Any

import pytest

from empires.games.empire_colonial.bidding import winner
from empires.kernel.errors import IllegalMove
from tests.empire_colonial.helpers import play_all, position

STAND: dict[str, Any] = {"type": "stand"}
WITHDRAW: dict[str, Any] = {"type": "withdraw"}
ROW = ["population", "colony", "good", "bond", "population", "colony"]


def raise_by(by: int) -> dict[str, Any]:
    return {"type": "raise", "by": by}


def test_erik_and_laurens_withdrawal() -> None:
    erik, lauren, sam = range(3)
    match = position([{"gold": 20}] * 3, phase="bid", row=ROW, trading=False)
    play_all(match, {erik: raise_by(5), lauren: raise_by(5), sam: raise_by(2)})
    assert {"type": "withdraw"} in match.legal_moves_json(erik)
    play_all(match, {erik: WITHDRAW, lauren: STAND, sam: STAND})
    view = match.view(sam)
    assert view["bidding"]["withdrawn"] == [True, False, False]
    # Erik may not bid on this card again; Lauren is no longer tied and may not withdraw.
    assert erik not in match.to_act() and match.legal_moves(erik) == []
    assert WITHDRAW not in match.legal_moves_json(lauren)
    with pytest.raises(IllegalMove) as error:
        match.play(lauren, WITHDRAW)
    assert error.value.rule == "withdraw-only-when-tied"


def test_the_six_player_auction() -> None:
    greg, kathleen, toby, libby, dave, steve = range(6)
    match = position([{"gold": 30}] * 6, phase="bid", row=ROW, trading=False)
    card = match.view(None)["card"]
    play_all(
        match,
        {
            greg: raise_by(10),
            kathleen: raise_by(10),
            toby: raise_by(5),
            libby: raise_by(2),
            dave: raise_by(1),
            steve: raise_by(5),
        },
    )
    second = {**dict.fromkeys(range(6), STAND), greg: raise_by(2), kathleen: raise_by(2)}
    play_all(match, {**second, libby: raise_by(2)})
    play_all(match, dict.fromkeys(range(6), STAND))
    # 12 and 12 tie, 5 and 5 tie: Libby's 4 is the highest untied bid.
    won = [e for e in match.events(None) if e.key == "auction_won"][-1]
    assert (won.params["seat"], won.params["paid"], won.params["card"]) == (libby, 4, card)
    golds = [s["gold"] for s in match.state.stacks]
    assert golds == [30, 30, 30, 26, 30, 30]
    assert match.state.stacks[libby][card] == 1


def test_the_highest_untied_bid_wins_even_when_higher_bids_are_tied() -> None:
    assert winner({0: 12, 1: 12, 2: 5, 3: 4, 4: 1, 5: 5}) == 3
    assert winner({0: 3, 1: 3}) is None
    assert winner({0: 0, 1: 7}) == 1


def test_when_every_bid_is_tied_nobody_pays_and_nobody_takes_the_card() -> None:
    match = position([{"gold": 9}] * 2, phase="bid", row=ROW, trading=False)
    play_all(match, {0: raise_by(5), 1: raise_by(5)})
    play_all(match, {0: STAND, 1: STAND})
    settled = [e.key for e in match.events(None) if e.key.startswith("auction_")]
    assert settled == ["auction_unwon"]
    assert [s["gold"] for s in match.state.stacks] == [9, 9]


def test_a_bid_of_zero_wins_when_everybody_else_withdrew() -> None:
    match = position([{"gold": 9}] * 3, phase="bid", row=ROW, trading=False)
    play_all(match, {0: WITHDRAW, 1: WITHDRAW, 2: STAND})
    won = [e for e in match.events(None) if e.key == "auction_won"][-1]
    assert (won.params["seat"], won.params["paid"]) == (2, 0)


def test_a_bond_won_at_auction_brings_10_gold() -> None:
    row = ["population", "bond", "good", "colony", "population", "colony"]
    match = position([{"gold": 9}, {"gold": 9}], phase="bid", row=row, trading=False)
    assert match.view(None)["card"] == "bond"
    play_all(match, {0: raise_by(5), 1: STAND})
    play_all(match, {0: STAND, 1: STAND})
    assert match.state.stacks[0]["bond"] == 1
    assert match.state.stacks[0]["gold"] == 9 - 5 + 10


def test_nobody_may_bid_more_gold_than_it_has() -> None:
    match = position([{"gold": 4}, {"gold": 9}], phase="bid", row=ROW, trading=False)
    before = match.state_json()
    with pytest.raises(IllegalMove) as error:
        match.play(0, raise_by(5))
    assert error.value.rule == "bid-at-most-your-gold"
    assert match.state_json() == before


def test_bids_and_who_is_still_in_are_public() -> None:
    match = position([{"gold": 9}] * 3, phase="bid", row=ROW, trading=False)
    play_all(match, {0: raise_by(2), 1: raise_by(1), 2: STAND})
    bidding = match.view(2)["bidding"]
    assert bidding["bids"] == [2, 1, 0] and bidding["round"] == 2
    # ...but nobody sees a raise chosen in secret before the round is complete.
    match.play(0, raise_by(5))
    assert match.view(1)["bidding"]["bids"] == [2, 1, 0]


def test_the_shortage_card_covers_one_card_and_five_auctions_follow_in_row_order() -> None:
    match = position([{"gold": 0}] * 2, phase="bid", row=ROW, trading=False, round=3)
    view = match.view(None)
    assert view["shortage"] == 2 and view["auctions"] == [0, 1, 3, 4, 5]
    cards = []
    while match.view(None)["phase"] == "bid":
        cards.append(match.view(None)["card"])
        play_all(match, {0: STAND, 1: STAND})
    assert cards == ["population", "colony", "bond", "population", "colony"]
    # The round ends: the shortage card moves on and the next round's development is done.
    assert (match.view(None)["round"], match.view(None)["shortage"]) == (4, 3)
