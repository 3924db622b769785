"""Claiming nations (rulebook 9, RULINGS 2): secret selections, repeated until all differ."""

from __future__ import annotations

from typing import Any

import pytest

from empires import Match
from empires.games.empire_colonial.components import NATIONS
from empires.games.empire_colonial.development import develop
from empires.kernel.errors import IllegalMove
from tests.empire_colonial.helpers import GAME, new, play_all, stacks

JIMMY, JALEN, CHRIS, RAY, JUWAN = range(5)


def select(nation: str) -> dict[str, Any]:
    return {"type": "select_nation", "number": NATIONS[nation].number}


def market_of(players: int, market: list[str], seed: int = 0) -> Match:
    match = new(players, seed)
    data = match.state_json()
    data["market"] = market
    data["claim_stacks"] = {name: [1, 1] for name in market}
    return Match.from_position(GAME, data)


def test_standard_game_deals_one_nation_per_player_with_a_supporter_and_a_revolt_below() -> None:
    match = new(4, seed=3)
    view = match.view(0)
    assert view["phase"] == "claim" and len(view["market"]) == 4
    assert all(view["claim_stacks"][name] == [1, 1] for name in view["market"])
    assert match.to_act() == (0, 1, 2, 3)


def test_nation_claiming_with_five_players() -> None:
    match = market_of(5, ["ottomans", "netherlands", "britain", "france", "venice"])
    # The rulebook's example gives the Netherlands the number 2, but its nation list prints 3
    # (Portugal is 2); we select by the nation, whose number comes from the data file.
    play_all(
        match,
        {
            JIMMY: select("netherlands"),
            JALEN: select("france"),
            CHRIS: select("france"),
            RAY: select("ottomans"),
            JUWAN: select("britain"),
        },
    )
    view = match.view(None)
    assert view["phase"] == "claim" and view["failed_claims"] == 1
    assert view["claim_stacks"]["france"] == [1, 2]
    assert view["claim_stacks"]["venice"] == [2, 1]
    assert view["claim_stacks"]["netherlands"] == [1, 1]
    play_all(
        match,
        {
            JIMMY: select("netherlands"),
            JALEN: select("venice"),
            CHRIS: select("france"),
            RAY: select("ottomans"),
            JUWAN: select("britain"),
        },
    )
    assert match.view(None)["phase"] == "commerce"
    state = match.state
    assert state.nations == ["netherlands", "venice", "france", "ottomans", "britain"]
    # Each took the support below its nation and its starting cards, then developed once.
    for seat, nation in enumerate(state.nations):
        assert nation is not None
        supporters, revolts = state.claim_stacks[nation]
        expected = stacks(**NATIONS[nation].start)
        expected["supporter"] += supporters
        expected["revolt"] += revolts
        develop(expected, nation)
        assert state.stacks[seat] == expected
    assert state.claim_stacks["venice"] == [2, 1]
    assert state.claim_stacks["france"] == [1, 2]


def test_a_selection_stays_secret_until_everybody_has_chosen() -> None:
    match = market_of(3, ["venice", "spain", "prussia"])
    match.play(0, select("spain"))
    assert match.view(1)["my_choice"] is None
    assert match.view(1)["chosen"] == [0]
    assert match.view(0)["my_choice"] == select("spain")


def test_only_nations_in_the_market_can_be_selected() -> None:
    match = market_of(3, ["venice", "spain", "prussia"])
    before = match.state_json()
    with pytest.raises(IllegalMove) as error:
        match.play(0, select("france"))
    assert error.value.rule == "select-a-nation-in-the-market"
    assert match.state_json() == before


def test_claiming_by_lot_is_an_option_that_settles_after_the_named_number_of_clashes() -> None:
    match = new(3, seed=1, claim_by_lot_after=2)
    market = match.view(None)["market"]
    for _ in range(2):
        play_all(match, {seat: select(market[0]) for seat in range(3)})
    assert match.view(None)["phase"] == "commerce"
    assert sorted(n for n in match.state.nations if n) == sorted(market)


def test_without_the_option_clashes_repeat() -> None:
    match = new(3, seed=1)
    market = match.view(None)["market"]
    for _ in range(5):
        play_all(match, {seat: select(market[0]) for seat in range(3)})
    view = match.view(None)
    assert view["phase"] == "claim" and view["failed_claims"] == 5
    # Five clashes: five revolts below the contested nation, five supporters below the others.
    assert view["claim_stacks"][market[0]] == [1, 6]
    assert view["claim_stacks"][market[1]] == [6, 1]


def test_beginner_players_claim_no_nation_and_start_alike() -> None:
    match = new(3, version="beginner")
    assert match.view(None)["phase"] == "commerce"
    start = stacks(gold=30, good=1, population=3, colony=2, supporter=1, revolt=1)
    develop(start, None)
    assert match.state.stacks == [start] * 3


def test_when_selections_clash_everyone_sees_who_chose_which_nation() -> None:
    match = market_of(3, ["ottomans", "venice", "spain"])
    play_all(match, {0: select("spain"), 1: select("spain"), 2: select("venice")})
    picks = ["spain", "spain", "venice"]
    # On the board: every seat and every spectator sees each selection, until all differ.
    assert all(match.view(seat)["last_clash"] == picks for seat in (None, 0, 1, 2))
    # In the log, by name.
    clash = [e for e in match.events(None) if e.key == "claim_failed"][-1]
    assert clash.params["picks"] == picks
    names = ["Ann", "Bob", "Cy"]
    text = match.rules.event_text(clash, "en", names)
    assert "Ann: Spain, Bob: Spain, Cy: Venice" in text
    assert "Ann: Spanien, Bob: Spanien, Cy: Venedig" in match.rules.event_text(clash, "de", names)
    # A position read back shows the same (the selections come from the log).
    again = Match.from_position(GAME, match.state_json())
    assert again.view(0)["last_clash"] == picks
    # A secret selection made since is not shown; the next clash replaces the last one.
    match.play(0, select("ottomans"))
    assert match.view(1)["last_clash"] == picks and match.view(1)["my_choice"] is None
    play_all(match, {1: select("ottomans"), 2: select("venice")})
    assert match.view(None)["last_clash"] == ["ottomans", "ottomans", "venice"]
    play_all(match, {0: select("spain"), 1: select("ottomans"), 2: select("venice")})
    assert match.view(None)["phase"] == "commerce" and match.view(None)["last_clash"] is None
