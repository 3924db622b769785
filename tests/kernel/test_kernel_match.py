"""The kernel's Match: starting from a position, asking who acts, events per seat, texts."""

from __future__ import annotations

import json

import pytest

from empires import Match, list_games, new_match
from empires.kernel.errors import InvalidOptions
from empires.kernel.registry import get_game
from tests.helpers import GAME, play_at_random, play_random, round_one


def _midgame(seed: int, moves: int, players: int = 3, **options: object) -> Match:
    from empires.kernel.rng import SeededRng

    return play_at_random(new_match(GAME, players, options, seed), SeededRng(seed), moves)


def test_the_registry_lists_empire_engine() -> None:
    assert GAME in [rules.info.name for rules in list_games()]
    assert get_game(GAME).info.title("de") == "Empire Engine"


@pytest.mark.parametrize("moves", [0, 1, 5, 17, 40, 90, 400])
def test_from_position_round_trip_keeps_state_turn_and_legal_moves(moves: int) -> None:
    m = _midgame(seed=moves, moves=moves, players=4, teams=True, shared_export=True)
    data = json.loads(json.dumps(m.state_json()))
    again = Match.from_position(GAME, data)
    assert again.state_json() == m.state_json()
    assert again.to_act() == m.to_act()
    assert again.decision_kind() == m.decision_kind()
    for seat in range(4):
        assert again.legal_moves(seat) == m.legal_moves(seat)
        assert again.view(seat) == m.view(seat)
    assert again.scores() == m.scores()


def test_a_match_from_a_position_plays_on_exactly_like_the_original() -> None:
    m = _midgame(seed=6, moves=30)
    again = Match.from_position(GAME, m.state_json())
    play_random(m, 99)
    play_random(again, 99)
    assert again.state_json() == m.state_json()


def test_a_position_for_another_player_count_is_refused() -> None:
    data = new_match(GAME, 2).state_json()
    with pytest.raises(InvalidOptions, match="2 players, not 3"):
        Match(get_game(GAME), 3, start=data)


def test_decision_kinds_sequential_planning_simultaneous_execution_over_at_the_end() -> None:
    m = new_match(GAME, 3, {"start_player": 0})
    assert m.decision_kind() == "sequential"
    m = round_one(3, [("salvage", "invent"), ("salvage", "invent"), ("arm", "invent")])
    assert m.decision_kind() == "simultaneous"
    assert m.to_act() == (0, 1)
    m = new_match(GAME, 2, {"rounds": 1})
    play_random(m, 0)
    assert (m.decision_kind(), m.to_act(), m.is_over) == ("over", (), True)


def test_events_private_to_a_seat_are_seen_only_by_that_seat() -> None:
    m = _midgame(seed=2, moves=3)
    everything = list(get_game(GAME).events(m.state))
    for seat in (0, 1, 2):
        assert all(e.to in (None, seat) for e in m.events(seat))
        assert [e for e in everything if e.to == seat] == [
            e for e in m.events(seat) if e.to is not None
        ]
    assert all(e.to is None for e in m.events(None))


def test_play_returns_the_new_events() -> None:
    m = new_match(GAME, 2, {"start_player": 0})
    before = len(m.events(0))
    new = m.play(0, {"type": "place_engine", "engine": "L", "action": "arm"})
    assert [e.key for e in new] == ["placed_engine", "placed_engine_secret"]
    assert len(m.events(0)) == before + 2


def test_legal_moves_json_are_accepted_by_play() -> None:
    m = new_match(GAME, 2, {"start_player": 1})
    typed = m.legal_moves(1)
    as_json = m.legal_moves_json(1)
    assert [get_game(GAME).move_from_json(j) for j in as_json] == typed
    m.play(1, as_json[3])
    assert m.moves[0].move == as_json[3]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_event_of_a_whole_game_reads_as_text(lang: str) -> None:
    m = new_match(
        GAME,
        4,
        {"teams": True, "joint_invention": True, "joint_attack": True, "defend_teammate": True},
        3,
    )
    play_random(m, 3)
    for seat in (0, None):
        texts = m.event_texts(seat, lang)
        assert len(texts) == len(m.events(seat))
        assert all(isinstance(t, str) and t and "{" not in t for t in texts)
