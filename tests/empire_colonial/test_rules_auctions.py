"""Exploration auctions (rulebook 10.3, RULINGS 2): bidding rounds of raise, stand or withdraw;
the highest untied bid wins; a bond brings 10 gold."""

from __future__ import annotations

from typing import Any

import pytest

from empires.games.empire_colonial.bidding import winner
from empires.kernel.errors import IllegalMove
from empires.kernel.registry import get_game
from tests.empire_colonial.helpers import play_all, position

STAND: dict[str, Any] = {"type": "stand"}
WITHDRAW: dict[str, Any] = {"type": "withdraw"}
RULES = get_game("empire-colonial")
ROW = ["population", "colony", "good", "bond", "population", "colony"]


def raise_to(total: int) -> dict[str, Any]:
    return {"type": "raise", "to": total}


def test_erik_and_laurens_withdrawal() -> None:
    erik, lauren, sam = range(3)
    match = position([{"gold": 20}] * 3, phase="bid", row=ROW, trading=False)
    play_all(match, {erik: raise_to(5), lauren: raise_to(5), sam: raise_to(2)})
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
            greg: raise_to(10),
            kathleen: raise_to(10),
            toby: raise_to(5),
            libby: raise_to(2),
            dave: raise_to(1),
            steve: raise_to(5),
        },
    )
    second = {**dict.fromkeys(range(6), STAND), greg: raise_to(12), kathleen: raise_to(12)}
    play_all(match, {**second, libby: raise_to(4)})
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
    play_all(match, {0: raise_to(5), 1: raise_to(5)})
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
    play_all(match, {0: raise_to(5), 1: STAND})
    play_all(match, {0: STAND, 1: STAND})
    assert match.state.stacks[0]["bond"] == 1
    assert match.state.stacks[0]["gold"] == 9 - 5 + 10


def test_players_may_not_bid_more_gold_than_they_have() -> None:
    match = position([{"gold": 4}, {"gold": 9}], phase="bid", row=ROW, trading=False)
    before = match.state_json()
    with pytest.raises(IllegalMove) as error:
        match.play(0, raise_to(5))
    assert error.value.rule == "bid-at-most-your-gold"
    assert "a bid of 5 is more than the 4 gold you may bid" in str(error.value)
    assert match.state_json() == before
    assert raise_to(4) in match.legal_moves_json(0) and raise_to(5) not in match.legal_moves_json(0)


def test_players_may_never_lower_their_bid() -> None:
    match = position([{"gold": 9}, {"gold": 9}], phase="bid", row=ROW, trading=False)
    play_all(match, {0: raise_to(3), 1: raise_to(1)})
    before = match.state_json()
    for total in (3, 2):
        with pytest.raises(IllegalMove) as error:
            match.play(0, raise_to(total))
        assert error.value.rule == "raise-above-your-bid"
        assert "above your bid of 3" in str(error.value)
    assert match.state_json() == before


def test_players_raise_their_bid_by_announcing_their_new_bid_any_amount_up_to_their_gold() -> None:
    match = position([{"gold": 37}, {"gold": 9}], phase="bid", row=ROW, trading=False)
    legal = match.legal_moves_json(0)
    assert [m["to"] for m in legal if m["type"] == "raise"] == list(range(1, 38))
    play_all(match, {0: raise_to(37), 1: raise_to(3)})
    assert match.view(None)["bidding"]["bids"] == [37, 3]
    # All in at once: nothing is left to raise, so standing is the only choice.
    assert match.legal_moves_json(0) == [STAND]
    assert [m["to"] for m in match.legal_moves_json(1) if m["type"] == "raise"] == [
        4,
        5,
        6,
        7,
        8,
        9,
    ]


def test_a_bid_limit_option_caps_every_total_for_machine_play() -> None:
    match = position([{"gold": 37}, {"gold": 9}], phase="bid", row=ROW, trading=False, bid_limit=20)
    assert max(m.get("to", 0) for m in match.legal_moves_json(0)) == 20
    with pytest.raises(IllegalMove) as error:
        match.play(0, raise_to(21))
    assert error.value.rule == "bid-at-most-your-gold" and "bid limit: 20" in str(error.value)
    # The learning environments' actions list exactly the raises the limit allows.
    actions = RULES.encoding(2, match.state.options).actions
    assert [a["to"] for a in actions if a["type"] == "raise"] == list(range(1, 21))


def test_lauren_is_no_longer_tied_so_she_may_not_retract_her_bid() -> None:
    # Erik and Lauren both bid 5 and both withdraw in the same bidding round: withdrawals are
    # applied in turn order from the round's start player (seat 0 in round 1), so Erik's
    # comes first; then Lauren is no longer tied, her withdrawal is void and her bid stands.
    erik, lauren, sam = range(3)
    match = position([{"gold": 20}] * 3, phase="bid", row=ROW, trading=False)
    play_all(match, {erik: raise_to(5), lauren: raise_to(5), sam: raise_to(2)})
    play_all(match, {erik: WITHDRAW, lauren: WITHDRAW, sam: STAND})
    bidding = match.view(None)["bidding"]
    assert bidding["withdrawn"] == [True, False, False] and bidding["bids"] == [0, 5, 2]
    last = [e for e in match.events(None) if e.key == "bidding_round"][-1]
    assert (last.params["withdrew"], last.params["void"]) == ([erik], [lauren])
    names = ["Erik", "Lauren", "Sam"]
    assert "no longer tied, so still in: Lauren" in RULES.event_text(last, "en", names)
    assert "nicht mehr gleichauf" in RULES.event_text(last, "de", names)
    # Erik's withdrawal stood, so bidding goes on; a round of standing ends it: Lauren wins.
    play_all(match, {lauren: STAND, sam: STAND})
    won = [e for e in match.events(None) if e.key == "auction_won"][-1]
    assert (won.params["seat"], won.params["paid"]) == (lauren, 5)


def test_the_withdrawals_of_a_round_go_in_turn_order_from_the_rounds_start_player() -> None:
    # Round 2: seat 1 starts, so of seats 0 and 1 tied at 4, seat 1 withdraws and seat 0 stays.
    match = position([{"gold": 20}] * 3, phase="bid", row=ROW, trading=False, round=2)
    play_all(match, {0: raise_to(4), 1: raise_to(4), 2: raise_to(1)})
    play_all(match, {0: WITHDRAW, 1: WITHDRAW, 2: STAND})
    assert match.view(None)["bidding"]["withdrawn"] == [False, True, False]


def test_a_withdrawal_is_void_when_a_raise_of_the_same_round_ended_the_tie() -> None:
    match = position([{"gold": 20}] * 2, phase="bid", row=ROW, trading=False)
    play_all(match, {0: raise_to(5), 1: raise_to(5)})
    play_all(match, {0: WITHDRAW, 1: raise_to(8)})
    bidding = match.view(None)["bidding"]
    assert bidding["withdrawn"] == [False, False] and bidding["bids"] == [5, 8]


def test_bids_and_who_is_still_in_are_public() -> None:
    match = position([{"gold": 9}] * 3, phase="bid", row=ROW, trading=False)
    play_all(match, {0: raise_to(2), 1: raise_to(1), 2: STAND})
    bidding = match.view(2)["bidding"]
    assert bidding["bids"] == [2, 1, 0] and bidding["round"] == 2
    # ...but nobody sees a raise chosen in secret before the round is complete.
    match.play(0, raise_to(7))
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


def test_a_raise_reads_as_its_new_total_and_the_raises_share_one_number_field() -> None:
    match = position([{"gold": 37}, {"gold": 9}], phase="bid", row=ROW, trading=False)
    view, names = match.view(0), ["Ann", "Bob"]
    raise_12 = RULES.move_from_json(raise_to(12))
    english = RULES.describe_choice(view, raise_12, "en", names)
    assert (english.text, english.group, english.amount) == (
        "Raise to 12 gold",
        "Raise to # gold",
        12,
    )
    german = RULES.describe_choice(view, raise_12, "de", names)
    assert (german.text, german.group, german.amount) == (
        "Erhöhe auf 12 Gold",
        "Erhöhe auf # Gold",
        12,
    )
    assert RULES.describe_choice(view, RULES.move_from_json(STAND), "en", names).group is None
