"""The coach: a review rates each decision from the seat's own view (two records that look
alike to the seat at a decision rate it alike), is reproducible, and names its key decisions;
the search's public statistics keep the bot's own choice."""

from __future__ import annotations

import json
from typing import Any

import pytest

from empires.bots.coach import (
    KEY_COST,
    MEASURE,
    MIN_VISITS,
    person_seats,
    rate,
    review,
    taken_back,
)
from empires.bots.empire_engine import HeuristicBot
from empires.bots.ismcts import DecisionSearch, IsmctsBot
from empires.bots.levels import level_settings
from empires.games.empire_engine import RULES
from empires.kernel.errors import BadRecord, InvalidOptions
from empires.kernel.match import TAKE_BACK, Match, new_match
from empires.kernel.record import GameRecord, PlayedMove

EASY = level_settings("empire-engine", "easy")
HALVING = level_settings("empire-engine", "medium")


def bots_record(seed: int) -> GameRecord:
    """A 2-player Empire Engine game of two heuristic bots, the first marked as a person."""
    match = Match(RULES, 2, None, seed)
    bots = [HeuristicBot(seed * 2), HeuristicBot(seed * 2 + 1)]
    while seats := match.to_act():
        seat = seats[0]
        match.play(seat, bots[seat].choose(match.view(seat), match.legal_moves(seat)))
    record = match.record()
    record.meta = {"seats": ["human", "heuristic"], "names": ["Ada", "Bo"], "lang": "en"}
    return record


def test_a_review_is_reproducible_and_names_the_same_key_decisions() -> None:
    record = bots_record(3)
    first = review(record, level="easy")
    again = review(GameRecord.from_json(json.loads(json.dumps(record.to_json()))), level="easy")
    assert first.to_json() == again.to_json()
    assert first.key, "a game of heuristic moves has some decision the search rates lower"
    assert [d.number for d in first.key] == [d.number for d in again.key]
    # Only the person's seat, every decision with a choice, the costliest first.
    assert first.seats == [0] and {d.seat for d in first.decisions} == {0}
    costs = [d.cost for d in first.key]
    assert costs == sorted(costs, reverse=True) and costs[-1] >= KEY_COST
    for decision in first.decisions:
        assert 0.0 <= decision.after <= 1.0 and 0.0 <= decision.before <= 1.0
        assert decision.cost >= 0.0
        assert decision.agrees == (decision.played == decision.preferred)
    for decision in first.key:
        assert decision.preferred_text in decision.why and decision.played_text in decision.why


def _look_alike_records() -> tuple[GameRecord, GameRecord, int, int]:
    """Two records of one seed that differ only in a move of seat 1 that seat 0 cannot see
    (a gear placed face down), up to the next decision of seat 0, which they share: the
    records, seat 0 and that decision's number."""
    for seed in range(10):
        record = bots_record(seed)
        match = Match.start_of(record)
        for number, played in enumerate(record.moves, start=1):
            after = record.moves[number] if number < len(record.moves) else None
            if played.seat == 1 and after is not None and after.seat == 0:
                twin = _hidden_twin(match, played)
                if twin is not None:
                    prefix = record.moves[: number - 1]
                    first = _cut(record, [*prefix, played, after])
                    second = _cut(record, [*prefix, PlayedMove(1, twin), after])
                    return first, second, 0, number + 1
            match.play(played.seat, played.move)
    raise AssertionError("no move hidden from the other seat found")


def _hidden_twin(match: Match, played: PlayedMove) -> dict[str, Any] | None:
    """Another legal move of the seat that leaves the other seat's view as the played one does
    (but the game in another state)."""
    mine = match.copy()
    mine.play(played.seat, played.move)
    for move in match.legal_moves(played.seat):
        other = match.copy()
        other.play(played.seat, move)
        if other.view(0) == mine.view(0) and other.state_json() != mine.state_json():
            return RULES.move_to_json(move)
    return None


def _cut(record: GameRecord, moves: list[PlayedMove]) -> GameRecord:
    return GameRecord(record.game, 2, record.options, record.seed, None, moves, None, record.meta)


def test_records_that_look_alike_to_the_seat_rate_its_decision_alike() -> None:
    first, second, seat, number = _look_alike_records()
    assert first.moves != second.moves
    one = review(first, [seat], level="easy").decisions
    two = review(second, [seat], level="easy").decisions
    assert one[-1].number == two[-1].number == number
    assert one[-1] == two[-1]


def test_a_rating_searches_the_played_move_and_the_favourites_enough() -> None:
    match = Match.start_of(bots_record(4))
    seat = match.to_act()[0]
    view, legal = match.view(seat), match.legal_moves(seat)
    searched = DecisionSearch(RULES, view, EASY, 5).search(legal)
    least = min(searched, key=lambda stats: stats.visits).move
    assert min(s.visits for s in searched) < MIN_VISITS
    rating = rate(RULES, view, legal, EASY, 5, played=least)
    tried = rating.of(least)
    assert tried is not None and tried.visits >= MIN_VISITS
    assert rating.played is not None and rating.played.move == least
    # Both measured on fresh lines of their own.
    assert rating.played.visits == rating.preferred.visits == MEASURE
    assert rating == rate(RULES, view, legal, EASY, 5, played=least)


def test_statistics_agree_with_the_bots_choice() -> None:
    """The public statistics come from the bot's own search: with the bot's seed, its most
    visited move is the move the bot plays."""
    match = Match.start_of(bots_record(5))
    for _ in range(6):
        seat = match.to_act()[0]
        view, legal = match.view(seat), match.legal_moves(seat)
        for settings in (EASY, HALVING):  # UCB1 at the root, and sequential halving
            bot = IsmctsBot(RULES, 9, settings)
            seed = IsmctsBot(RULES, 9, settings).rng.next_u64()
            stats = DecisionSearch(RULES, view, settings, seed).search(legal)
            top = max(stats, key=lambda s: (s.visits, s.value))
            assert bot.choose(view, legal) == top.move
        match.play(seat, legal[0])


def test_seats_by_default_are_the_records_people_else_all() -> None:
    record = bots_record(1)
    assert person_seats(record) == [0]
    record.meta = {"names": ["Ada", "Bo"]}
    assert person_seats(record) == [0, 1]


def test_bad_requests_are_refused_by_name() -> None:
    record = bots_record(2)
    with pytest.raises(InvalidOptions, match="no seat 3"):
        review(record, [2], level="easy")
    with pytest.raises(InvalidOptions, match="unknown level 'insane'"):
        review(record, level="insane")
    broken = _cut(record, [record.moves[1], *record.moves[2:]])
    with pytest.raises(BadRecord, match="does not replay: move 1 by seat"):
        review(broken, level="easy")


def test_a_secret_choice_taken_back_is_not_rated() -> None:
    match = new_match("empire-v85", 2, {}, 11)
    first, second = match.legal_moves(0)[:2]
    match.play(0, first)
    match.play(0, TAKE_BACK)
    match.play(0, second)
    match.play(1, match.legal_moves(1)[0])
    record = match.record()
    assert taken_back(record) == {1}
    rated = review(record, [0], level="easy").decisions
    assert [d.number for d in rated] == [3]


def test_a_secret_choice_made_before_does_not_change_the_next_seats_rating() -> None:
    """Empire V8.5 opens with a secret choice of both seats: seat 1 decides second, with seat
    0's choice made but hidden; two records that differ only in that choice rate seat 1's
    decision alike."""
    match = new_match("empire-v85", 2, {}, 3)
    first, second = match.legal_moves(0)[:2]
    answer = match.legal_moves(1)[-1]
    records = []
    for choice in (first, second):
        twin = match.copy()
        twin.play(0, choice)
        twin.play(1, answer)
        records.append(twin.record())
    assert records[0].moves[0] != records[1].moves[0]
    one, two = (review(record, [1], level="easy").decisions for record in records)
    assert [d.number for d in one] == [2] and one == two


def test_a_record_from_a_position_is_reviewed_reproducibly() -> None:
    record = bots_record(6)
    match = Match.start_of(record)
    for played in record.moves[:10]:
        match.play(played.seat, played.move)
    later = Match.from_position("empire-engine", match.state_json())
    for played in record.moves[10:16]:
        later.play(played.seat, played.move)
    from_position = later.record()
    assert from_position.seed is None and from_position.start is not None
    done = review(from_position, level="easy")
    assert done.decisions and done.seats == [0, 1]
    assert done.to_json() == review(from_position, level="easy").to_json()


def test_only_a_decision_with_another_preferred_move_has_a_why() -> None:
    done = review(bots_record(3), level="easy")
    assert any(d.agrees for d in done.decisions) and not all(d.agrees for d in done.decisions)
    for decision in done.decisions:
        assert (decision.why == "") == decision.agrees
        assert decision.agrees or decision.why.startswith("Better: ")
        if decision.agrees:
            assert decision.before == decision.after and decision.cost == 0.0
