"""Properties of Empire over random games (hypothesis): stacks never go negative; gold and cards
change only by the bank payments the rules name; views hide others' stacks and secret choices;
games are deterministic; sampled states, JSON round trips and copies are faithful; the public
record (what a player noting everything down knows) implies every empire's stacks exactly."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from empires import Match, new_match, replay
from empires.games.empire_colonial import chronicle
from empires.games.empire_colonial.bidding import raises
from empires.games.empire_colonial.components import HOLDINGS
from empires.games.empire_colonial.moves import ALL_MOVES
from empires.games.empire_colonial.rules import DECISIONS, EmpireColonial
from empires.kernel.events import Event
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng
from tests.empire_colonial.helpers import GAME, play_randomly, random_move

RULES = get_game(GAME)
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: Events after which the bank has paid or been paid, by a rule.
BANK_EVENTS = {"sold", "auction_won", "round_started", "nations_claimed"}


#: (players, options, seed) of a game.
Game = tuple[int, dict[str, Any], int]


@st.composite
def games(draw: st.DrawFn) -> Game:
    """(players, options, seed) for a random game."""
    players = draw(st.integers(2, 6))
    options: dict[str, Any] = {
        "version": draw(st.sampled_from(["standard", "beginner"])),
        "offers_per_window": draw(st.integers(1, 3)),
        "claim_by_lot_after": 10,
        # At any time, random seats also make, answer and withdraw random bundle offers.
        "trade_when": draw(st.sampled_from(["windows", "anytime"])),
        "open_offers": draw(st.integers(1, 5)),
    }
    return players, options, draw(st.integers(0, 2**32))


def totals(match: Match) -> dict[str, int]:
    return {kind: sum(s[kind] for s in match.state.stacks) for kind in HOLDINGS}


def started(game: Game) -> tuple[Match, SeededRng]:
    """A new match of ``game`` and the generator of its random moves (seeded with the game)."""
    players, options, seed = game
    return new_match(GAME, players, options, seed), SeededRng(seed)


def played_for(game: Game, moves: int) -> Match:
    """The match of ``game`` after ``moves`` random moves (fewer if it ends first)."""
    match, rng = started(game)
    for _ in range(moves):
        if match.is_over:
            break
        match.play(*random_move(match, rng))
    return match


def random_moves(game: Game) -> Iterator[tuple[Match, dict[str, int], list[Event]]]:
    """Play the game at random; after each move, the match, the totals before the move and
    the events it made."""
    match, rng = started(game)
    while not match.is_over:
        before = totals(match)
        seen = len(match.rules.events(match.state))
        match.play(*random_move(match, rng))
        yield match, before, list(match.rules.events(match.state)[seen:])


@SETTINGS
@given(games())
def test_stacks_never_go_negative_and_change_only_by_a_named_bank_payment(
    game: Game,
) -> None:
    for match, before, events in random_moves(game):
        assert all(v >= 0 for s in match.state.stacks for v in s.values())
        keys = {e.key: e for e in events}
        after = totals(match)
        if keys.keys() & {"sold", "round_started", "nations_claimed"}:
            continue
        if "auction_won" in keys:
            won = keys["auction_won"].params
            card = won["card"]
            before["gold"] += -won["paid"] + (10 if card == "bond" else 0)
            before[card] += 1
        # Trades, bids and unwon auctions create and destroy nothing.
        assert after == before


@SETTINGS
@given(games())
def test_commerce_pays_exactly_the_price_for_every_good_sold(
    game: Game,
) -> None:
    for match, before, events in random_moves(game):
        sold = [e for e in events if e.key == "sold"]
        if sold:
            sales, price = sold[0].params["sales"], sold[0].params["price"]
            after = totals(match)
            assert price == max(0, 10 - sum(sales))
            assert after["good"] == before["good"] - sum(sales)
            assert after["gold"] - before["gold"] == price * sum(sales)
            return


@SETTINGS
@given(games(), st.integers(0, 2**32))
def test_views_do_not_change_when_only_others_stacks_or_secret_choices_change(
    game: Game, noise: int
) -> None:
    change = SeededRng(noise)
    match = played_for(game, 60 + change.below(300))
    seat = change.below(game[0])
    view = match.view(seat)
    data = match.state_json()
    for other, stacks in enumerate(data["stacks"]):
        if other != seat:
            for kind in HOLDINGS:
                stacks[kind] += change.below(3)
    if match.is_over:
        return
    edited = Match.from_position(GAME, data)
    state = edited.state
    for other in list(state.choices):
        if other != seat:
            # Who has chosen is public; what they chose is not.
            state.choices[other] = change.choice(DECISIONS.offer[state.phase](state, other))
    assert edited.view(seat) == view
    assert edited.view(seat)["empires"][seat]["stacks"] == match.state.stacks[seat]


@SETTINGS
@given(games())
def test_the_same_seed_and_moves_give_the_same_game(
    game: Game,
) -> None:
    match = play_randomly(new_match(GAME, *game), seed=game[2])
    again = replay(match.record())
    assert again.state_json() == match.state_json()
    assert again.winners() == match.winners()


@SETTINGS
@given(games(), st.integers(0, 2**32))
def test_sampled_states_json_round_trips_and_copies_are_faithful(game: Game, noise: int) -> None:
    (match, rng), sampler = started(game), SeededRng(noise)
    step = 0
    while not match.is_over:
        step += 1
        if step % 37 == 0:
            state = match.state
            data = RULES.state_to_json(state)
            assert RULES.state_to_json(RULES.state_from_json(json.loads(json.dumps(data)))) == data
            twin = RULES.copy_state(state)
            assert RULES.state_to_json(twin) == data
            seat = match.to_act()[0]
            view = RULES.view(state, seat)
            guess = RULES.sample_state(view, sampler)
            assert RULES.view(guess, seat) == view
            assert list(RULES.legal_moves(guess, seat)) == list(RULES.legal_moves(state, seat))
            assert RULES.optional_moves(guess, seat) == RULES.optional_moves(state, seat)
        match.play(*random_move(match, rng))


@SETTINGS
@given(games(), st.integers(0, 2**32))
def test_the_public_record_implies_every_empire_so_sampled_stacks_are_the_true_ones(
    game: Game, noise: int
) -> None:
    (match, rng), sampler = started(game), SeededRng(noise)
    while not match.is_over:
        state = match.state
        assert state.tally == state.stacks
        seat = match.to_act()[0]
        view = RULES.view(state, seat)
        assert view["tally"] is None
        assert all(e["stacks"] is None for i, e in enumerate(view["empires"]) if i != seat)
        assert chronicle.replay(view["record"], game[0], view["options"])[0] == state.stacks
        guess = RULES.sample_state(view, sampler)
        assert guess.stacks == state.stacks
        match.play(*random_move(match, rng))
    assert match.state.tally == match.state.stacks


def test_the_public_record_holds_only_what_everybody_saw() -> None:
    keys: set[str] = set()
    for trade_when in ("windows", "anytime"):
        match = play_randomly(new_match(GAME, 4, {"trade_when": trade_when}, 8), seed=8)
        seen = [{"key": e.key, "params": e.params} for e in match.events(None)]
        record = match.state.record
        assert record is not None and record
        assert all(entry in seen for entry in record)
        keys |= {entry["key"] for entry in record}
    assert keys == chronicle.RECORDED


def test_with_an_open_tally_the_view_shows_the_stacks_the_record_implies() -> None:
    match = new_match(GAME, 3, {"open_tally": True}, 2)
    rng = SeededRng(2)
    for _ in range(150):
        match.play(*random_move(match, rng))
    view = match.view(1)
    assert view["tally"] == match.state.stacks
    assert view["tally"] == chronicle.replay(view["record"], 3, view["options"])[0]


@SETTINGS
@given(games(), st.integers(0, 2**32))
def test_a_position_without_its_record_is_sampled_from_a_guess_that_fits_its_view(
    game: Game, noise: int
) -> None:
    sampler = SeededRng(noise)
    match = played_for(game, 40 + sampler.below(200))
    if match.is_over:
        return
    data = match.state_json()
    data["tally"] = None
    position = Match.from_position(GAME, data)
    seat = position.to_act()[0]
    view = position.view(seat)
    assert view["tally"] is None and view["record"] is None
    guess = RULES.sample_state(view, sampler)
    assert RULES.view(guess, seat) == view
    assert list(RULES.legal_moves(guess, seat)) == list(RULES.legal_moves(position.state, seat))


def test_without_the_open_tally_option_the_view_shows_no_tally() -> None:
    match = new_match(GAME, 3, {}, 4)
    match.play(*random_move(match, SeededRng(1)))
    assert match.state.tally is not None
    assert all(match.view(seat)["tally"] is None for seat in (None, 0, 1, 2))


@SETTINGS
@given(games())
def test_a_move_is_allowed_exactly_when_it_is_among_the_legal_moves(
    game: Game,
) -> None:
    players = game[0]
    rules = RULES
    assert isinstance(rules, EmpireColonial)
    for match, _, _ in random_moves(game):
        if match.is_over:
            break
        for seat in range(players):
            legal = set(rules.legal_moves(match.state, seat))
            gold = max(1, match.state.stacks[seat]["gold"])
            every = (*ALL_MOVES, *raises(1, gold + 2))  # a raise above one's gold too
            assert {m for m in every if rules.allows(match.state, seat, m)} == legal


def test_without_a_record_a_changed_hidden_stack_leaves_every_other_view_alone() -> None:
    # Every stack change is in the record; a position set up by hand has none, so its hidden
    # stacks are the only ones nothing public determines.
    match = play_randomly(new_match(GAME, 3, {}, 9), seed=9)
    data = match.state_json()
    data.update(phase="commerce", round=3, tally=None)
    before = Match.from_position(GAME, data)
    data["stacks"][2]["colony"] += 4
    data["stacks"][2]["gold"] += 17
    after = Match.from_position(GAME, data)
    assert before.view(0)["record"] is None
    assert all(after.view(seat) == before.view(seat) for seat in (None, 0, 1))
    assert after.view(2) != before.view(2)


@SETTINGS
@given(games())
def test_every_listed_optional_move_is_taken_and_none_outside_exploration(game: Game) -> None:
    players, options, seed = game
    match, rng = started((players, {**options, "trade_when": "anytime"}, seed))
    while not match.is_over:
        state = match.state
        for seat in range(players):
            listed = match.optional_moves(seat)
            assert state.phase == "bid" or not listed
            assert all(RULES.is_optional(move) for move in listed)
            for move in listed[:: max(1, len(listed) // 4)]:
                match.rules.apply_optional(RULES.copy_state(state), seat, move)
        match.play(*random_move(match, rng))
