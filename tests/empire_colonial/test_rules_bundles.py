"""Trading at any time during exploration (rulebook 10.3, RULINGS 2; option trade_when=anytime):
bundle offers made, answered, countered and withdrawn as optional moves while the auction goes
on, "in any way they want, including giving cards away for nothing, trading one type of card for
another, and trading unequal numbers of cards"."""

from __future__ import annotations

from typing import Any

import pytest

from empires import Match, new_match, replay
from empires.games.empire_colonial.moves import Bundle, Offer, Reply, Retract
from empires.kernel.errors import IllegalMove, MalformedMove
from empires.kernel.optional import machine_options
from empires.kernel.registry import get_game
from tests.empire_colonial.helpers import GAME, position, stacks

ROW = ["population", "colony", "good", "bond", "population", "colony"]
NAMES = ["Ann", "Bob", "Cyd"]


def table(*holdings: dict[str, int], phase: str = "bid") -> Match:
    """Three empires (or the ones given) bidding on the first auction card, trading at any time."""
    held = holdings or ({"good": 3, "gold": 10}, {"colony": 2, "gold": 12}, {"revolt": 2})
    return position(list(held), phase=phase, row=ROW, trade_when="anytime")


def beginners() -> Match:
    """Three beginners bidding on the first card of a new game (2 goods, 2 colonies, 30 gold
    each...), trading at any time."""
    match = new_match(GAME, 3, {"trade_when": "anytime", "version": "beginner"}, 3)
    for seat in range(3):
        match.play(seat, {"type": "sell", "count": 0})
    return match


def offer(match: Match, seat: int, to: int, give: dict[str, int], ask: dict[str, int]) -> int:
    """``seat`` offers ``to`` the bundle ``give`` for ``ask`` (as JSON); the offer's number."""
    match.play(seat, {"type": "offer", "to": to, "give": give, "ask": ask})
    return int(match.state.bundles[-1]["id"])


def accept(match: Match, seat: int, number: int) -> None:
    match.play(seat, {"type": "reply", "offer": number, "accept": True})


def refusal(match: Match, seat: int, move: Any) -> IllegalMove:
    before = match.state_json()
    with pytest.raises(IllegalMove) as refused:
        match.play(seat, move)
    assert match.state_json() == before, "a refused move changes nothing"
    return refused.value


def test_players_may_trade_unequal_numbers_of_cards() -> None:
    match = table()
    number = offer(match, 0, 1, {"good": 2, "gold": 5}, {"colony": 1})
    accept(match, 1, number)
    assert match.state.stacks[0] == stacks(good=1, colony=1, gold=5)
    assert match.state.stacks[1] == stacks(good=2, colony=1, gold=17)
    assert match.state.bundles == []


def test_players_may_give_cards_away_for_nothing() -> None:
    match = table()
    number = offer(match, 2, 0, {"revolt": 2}, {})
    accept(match, 0, number)
    assert match.state.stacks[0] == stacks(good=3, gold=10, revolt=2)
    assert match.state.stacks[2] == stacks()


def test_players_may_trade_one_type_of_card_for_another() -> None:
    match = table()
    accept(match, 1, offer(match, 0, 1, {"good": 1}, {"colony": 1}))
    assert match.state.stacks[0]["colony"] == 1 and match.state.stacks[1]["good"] == 1


def test_an_offer_names_only_what_each_side_holds() -> None:
    match = table()
    mine = refusal(match, 0, Offer(1, Bundle(good=4), Bundle(colony=1)))
    theirs = refusal(match, 0, Offer(1, Bundle(good=1), Bundle(colony=3)))
    assert mine.rule == theirs.rule == "offer-within-holdings"
    assert "not 3" in str(theirs)
    assert refusal(match, 0, Offer(1)).rule == "offer-something"
    assert refusal(match, 0, Offer(0, Bundle(good=1))).rule == "offer-to-another-player"
    with pytest.raises(MalformedMove):
        match.play(0, {"type": "offer", "to": 1, "give": {"good": -1}, "ask": {}})


def test_gold_in_a_standing_bid_cannot_be_traded() -> None:
    match = table()
    asked = offer(match, 1, 0, {"colony": 1}, {"gold": 3})
    for seat in range(3):
        match.play(seat, {"type": "raise", "to": 8} if seat == 0 else {"type": "stand"})
    assert match.state.bids[0] == 8
    refused = refusal(match, 0, Offer(1, Bundle(gold=3), Bundle(colony=1)))
    assert refused.rule == "offer-within-holdings"
    assert "seat 0 has 2 gold to trade, 8 more in a standing bid, not 3" in str(refused)
    assert refusal(match, 0, Reply(asked, True)).rule == "bundle-moves-whole"
    assert refusal(match, 1, Offer(0, Bundle(colony=1), Bundle(gold=3))).rule == (
        "offer-within-holdings"
    )
    accept(match, 1, offer(match, 0, 1, {"gold": 2}, {"colony": 1}))  # the free 2 gold may go
    assert match.state.stacks[0]["gold"] == 8 == match.state.bids[0]


def test_an_offer_is_made_and_accepted_while_bidding_on_a_card_is_live() -> None:
    match = table()
    match.play(0, {"type": "raise", "to": 4})  # a secret bid already chosen: not asked now
    assert match.to_act() == (1, 2)
    number = offer(match, 0, 1, {"good": 2}, {"gold": 6})
    accept(match, 1, number)
    assert match.to_act() == (1, 2), "trading neither waits for the auction nor holds it up"
    match.play(1, {"type": "raise", "to": 6})
    match.play(2, {"type": "stand"})
    assert match.state.bids == [4, 6, 0]
    assert match.state.stacks[0]["gold"] == 16


def test_a_raise_chosen_before_its_gold_was_traded_away_counts_up_to_the_gold_left() -> None:
    match = table()
    match.play(1, {"type": "raise", "to": 12})
    accept(match, 0, offer(match, 1, 0, {"gold": 5}, {"good": 1}))
    match.play(0, {"type": "stand"})
    match.play(2, {"type": "stand"})
    assert match.state.bids[1] == 7


def test_a_stale_offer_is_refused_after_the_stacks_changed() -> None:
    match = table()
    stale = offer(match, 0, 1, {"good": 3}, {"colony": 1})
    accept(match, 2, offer(match, 0, 2, {"good": 1}, {"revolt": 1}))
    refused = refusal(match, 1, Reply(stale, True))
    assert refused.rule == "bundle-moves-whole"
    assert "seat 0 has 2 good to trade, not 3" in str(refused)
    assert Reply(stale, True) not in match.optional_moves(1)
    assert Reply(stale, False) in match.optional_moves(1), "still open: it may be declined"


def test_a_counter_offer_is_a_new_offer_back_that_closes_the_first() -> None:
    match = table()
    first = offer(match, 0, 1, {"good": 1}, {"gold": 10})
    match.play(1, Offer(0, Bundle(gold=7), Bundle(good=1), counters=first))
    assert [(o["from"], o["to"], o["counters"]) for o in match.state.bundles] == [(1, 0, first)]
    assert "bundle_declined" in [e.key for e in match.events(2)][-2:]
    accept(match, 0, match.state.bundles[0]["id"])
    assert match.state.stacks[0] == stacks(good=2, gold=17)
    refused = refusal(match, 2, Offer(0, Bundle(revolt=1), counters=first))
    assert refused.rule == "counter-an-offer-to-you"


def test_the_maker_may_withdraw_an_open_offer_and_nobody_else_may() -> None:
    match = table()
    number = offer(match, 0, 1, {"good": 1}, {"colony": 1})
    assert refusal(match, 1, Retract(number)).rule == "withdraw-your-own-offer"
    assert Retract(number) in match.optional_moves(0)
    match.play(0, Retract(number))
    assert match.state.bundles == []
    assert refusal(match, 1, Reply(number, True)).rule == "answer-an-offer-to-you"


def test_several_offers_may_be_open_at_once_and_are_public() -> None:
    match = table()
    offer(match, 0, 1, {"good": 1}, {"colony": 1})
    offer(match, 0, 2, {"good": 1}, {"revolt": 1})
    offer(match, 1, 2, {"gold": 1}, {})
    assert len(match.state.bundles) == 3
    assert match.view(2)["bundles"] == match.view(None)["bundles"] == match.state.bundles
    lines = match.event_texts(2, "en", NAMES)
    assert "Ann offers Bob 1 good for 1 colony (offer 0)." in lines
    assert "Bob offers Cyd 1 gold for nothing (offer 2)." in lines


def test_offers_close_when_exploration_ends() -> None:
    match = table()
    number = offer(match, 0, 1, {"good": 1}, {"colony": 1})
    while match.state.phase == "bid":  # nobody raises: five cards go unwon
        for seat in match.to_act():
            match.play(seat, {"type": "stand"})
    assert match.state.phase == "commerce" and match.state.bundles == []
    assert "Exploration is over: 1 open offer closes." in match.event_texts(0, "en", NAMES)
    assert refusal(match, 1, Reply(number, True)).rule == "trade-during-exploration"
    assert refusal(match, 0, Offer(1, Bundle(good=1))).rule == "trade-during-exploration"
    assert match.optional_moves(0) == []


def test_trading_at_any_time_is_the_default_and_machine_play_keeps_the_windows() -> None:
    rules = get_game(GAME)
    assert new_match(GAME, 3, {}, 1).state.options["trade_when"] == "anytime"
    assert machine_options(rules, {})["trade_when"] == "windows"


def test_trading_in_windows_takes_no_offers_at_any_time() -> None:
    match = position([{"good": 1}, {"gold": 3}], phase="bid", row=ROW, trade_when="windows")
    assert match.optional_moves(0) == []
    assert refusal(match, 0, Offer(1, Bundle(good=1))).rule == "trade-at-any-time-only"


def test_a_view_shows_others_stacks_only_as_the_public_record_fixes_them() -> None:
    match = beginners()
    accept(match, 1, offer(match, 0, 1, {"good": 2, "revolt": 1}, {"gold": 5}))
    view = match.view(2)
    assert [e["stacks"] for e in view["empires"]][:2] == [None, None]
    assert view["known"] == match.state.stacks
    assert get_game(GAME).sample_state(view, match.state.rng).stacks == match.state.stacks


def test_a_record_with_offers_replays_to_the_same_state() -> None:
    match = beginners()
    number = offer(match, 0, 1, {"good": 2}, {"colony": 1})
    match.play(1, {"type": "raise", "to": 3})
    match.play(1, Offer(0, Bundle(colony=1), Bundle(good=1), counters=number))
    accept(match, 0, match.state.bundles[-1]["id"])
    offer(match, 2, 0, {"revolt": 1}, {})
    again = replay(match.record())
    assert again.state_json() == match.state_json()
    assert [m.move["type"] for m in match.record().moves][-4:] == [
        "raise",
        "offer",
        "reply",
        "offer",
    ]


def test_each_trading_move_reads_by_name_in_both_languages() -> None:
    match = table()
    number = offer(match, 0, 1, {"good": 2, "gold": 5}, {"colony": 1})
    rules, view = get_game(GAME), match.view(1)
    texts = {
        lang: [rules.describe_choice(view, move, lang, NAMES).text for move in moves]
        for lang in ("en", "de")
        for moves in [[Reply(number, True), Reply(number, False), Offer(0, Bundle(colony=2))]]
    }
    assert texts["en"] == [
        "Accept: give Ann 1 colony, get 2 goods, 5 gold",
        "Decline the offer of Ann (2 goods, 5 gold for 1 colony)",
        "Offer Ann 2 colonies for nothing",
    ]
    assert texts["de"][0] == "Annehmen: Ann 1 Kolonie geben, 2 Waren, 5 Gold bekommen"
    counter = Offer(0, Bundle(colony=1), Bundle(good=1), counters=number)
    assert rules.describe_choice(view, counter, "de", NAMES).text == (
        "Gegenangebot an Ann: 1 Kolonie für 1 Ware"
    )
    gift = offer(match, 1, 0, {}, {"good": 1})  # a request: Ann would give for nothing
    choice = rules.describe_choice(match.view(0), Reply(gift, True), "en", NAMES)
    assert choice.warning == "a gift: you get nothing back"
    retract = rules.describe_choice(match.view(0), Retract(number), "en", NAMES)
    assert retract.text == "Withdraw your offer to Bob (2 goods, 5 gold for 1 colony)"
    lines = match.event_texts(1, "de", NAMES)
    assert "Ann bietet Bob 2 Waren, 5 Gold für 1 Kolonie (Angebot 0)." in lines


def test_no_player_may_keep_more_open_offers_than_the_table_allows() -> None:
    # A seat cannot flood the table: past the ceiling (option open_offers) it must withdraw
    # one first, and no more offers are listed for it meanwhile.
    match = position(
        [{"good": 3, "gold": 10}, {"colony": 2}, {"revolt": 2}],
        phase="bid",
        row=ROW,
        trade_when="anytime",
        open_offers=2,
    )
    first = offer(match, 0, 1, {"gold": 1}, {"colony": 1})
    offer(match, 0, 2, {"gold": 1}, {"revolt": 1})
    assert not [move for move in match.optional_moves(0) if isinstance(move, Offer)]
    refused = refusal(match, 0, Offer(1, Bundle(good=1), Bundle(colony=1)))
    assert refused.rule == "open-offers-capped" and "withdraw one first" in str(refused)
    match.play(0, Retract(first))
    offer(match, 0, 1, {"good": 1}, {"colony": 1})
    # Offers made to a seat do not count against it: it may still offer (and counter).
    assert any(isinstance(move, Offer) for move in match.optional_moves(1))


def test_a_position_stored_before_the_ceiling_reads_with_the_loosest() -> None:
    data = table().state_json()
    data["version"] = 2
    del data["options"]["open_offers"]
    again = Match.from_position(GAME, data)
    assert again.state.options["open_offers"] == 20


def test_every_trading_refusal_is_worded_in_english_and_german() -> None:
    # The web table's toasts and the terminal both say a refusal in the table's language.
    from empires.games.empire_colonial import bundles, texts

    for rule in bundles.BOOK.rules:
        if rule.id == "trade-at-any-time-only":
            continue  # a table's options, never a person's doing
        for lang in ("en", "de"):
            assert f"refused_{rule.id}" in texts.VIEW_WORDS[lang], (rule.id, lang)
    match = table()
    refused = refusal(match, 0, Reply(7, True))
    assert match.rules.refusal(refused, "de") == "Dieses Angebot ist nicht mehr offen."
