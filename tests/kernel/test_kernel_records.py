"""Game records: JSON form, files, broken files, exact replays, and replays that fail naming
the move number, the seat and the rule."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from empires import GameRecord, Match, new_match, replay
from empires.kernel.errors import BadRecord, IllegalMove
from empires.kernel.record import FORMAT, PlayedMove
from tests.helpers import GAME, play_random, position


def finished(seed: int = 3, players: int = 3, **options: Any) -> Match:
    m = new_match(GAME, players, options, seed)
    play_random(m, seed)
    return m


def test_record_holds_game_players_options_seed_moves_and_result() -> None:
    m = finished()
    record = m.record()
    assert (record.game, record.players, record.seed, record.start) == (GAME, 3, 3, None)
    assert record.options == m.options
    assert len(record.moves) == len(m.moves) > 0
    assert all(isinstance(p, PlayedMove) and isinstance(p.move, dict) for p in record.moves)
    assert record.result == {"scores": m.scores(), "winners": m.winners()}


def test_record_of_an_unfinished_game_has_no_result() -> None:
    m = new_match(GAME, 2, {}, 1)
    m.play(m.to_act()[0], m.legal_moves(m.to_act()[0])[0])
    assert m.record().result is None


def test_record_json_round_trip() -> None:
    record = finished().record()
    data = record.to_json()
    assert data["format"] == FORMAT
    again = GameRecord.from_json(json.loads(json.dumps(data)))
    assert again.to_json() == data


def test_record_save_and_load(tmp_path: Path) -> None:
    record = finished().record()
    path = tmp_path / "game.json"
    record.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == GAME
    assert GameRecord.load(path).to_json() == record.to_json()


def test_replay_is_exact() -> None:
    m = finished(seed=8, players=4, teams=True, joint_attack=True, defend_teammate=True)
    again = replay(GameRecord.from_json(m.record().to_json()))
    assert again.state_json() == m.state_json()
    assert (again.scores(), again.winners()) == (m.scores(), m.winners())
    assert again.record().to_json() == m.record().to_json()


def test_replay_of_an_unfinished_game_is_exact_and_can_go_on() -> None:
    m = new_match(GAME, 3, {"edition": "de"}, 5)
    for _ in range(20):
        seat = m.to_act()[0]
        m.play(seat, m.legal_moves(seat)[-1])
    again = replay(m.record())
    assert again.state_json() == m.state_json()
    assert again.to_act() == m.to_act()
    play_random(again, 1)
    assert again.is_over


def test_record_of_a_game_started_from_a_position_replays_from_it() -> None:
    start = position(3, ready=[(2, 2)] * 3, score=[(1, 0, 0)] * 3, rounds=2)
    m = Match.from_position(GAME, start.state_json())
    play_random(m, 4)
    record = m.record()
    assert record.seed is None and record.start == start.state_json()
    again = replay(GameRecord.from_json(json.loads(json.dumps(record.to_json()))))
    assert again.state_json() == m.state_json()


def test_start_of_a_record_is_the_match_before_any_move() -> None:
    m = finished()
    first = Match.start_of(m.record())
    assert first.state_json() == new_match(GAME, 3, m.options, 3).state_json()


# -- broken records -----------------------------------------------------------------------------
def test_missing_file_raises_bad_record(tmp_path: Path) -> None:
    with pytest.raises(BadRecord, match="cannot read"):
        GameRecord.load(tmp_path / "nothing.json")


def test_file_that_is_not_json_raises_bad_record(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "empires-record/1", "game": ', encoding="utf-8")
    with pytest.raises(BadRecord, match="not valid JSON"):
        GameRecord.load(path)


def test_truncated_record_file_raises_bad_record(tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    finished().record().save(path)
    path.write_text(path.read_text(encoding="utf-8")[:200], encoding="utf-8")
    with pytest.raises(BadRecord):
        GameRecord.load(path)


def _good() -> dict[str, Any]:
    return finished(seed=1, players=2).record().to_json()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: [], ["JSON object"]),
        (lambda d: {**d, "format": "other/9"}, ["format", FORMAT]),
        (lambda d: {k: v for k, v in d.items() if k != "game"}, ["'game'", "str"]),
        (lambda d: {**d, "players": "two"}, ["'players'", "int"]),
        (lambda d: {**d, "options": []}, ["'options'", "dict"]),
        (lambda d: {**d, "moves": {}}, ["'moves'", "list"]),
        (lambda d: {**d, "seed": None}, ["exactly one of 'seed' and 'start'"]),
        (lambda d: {**d, "start": {"x": 1}}, ["exactly one of 'seed' and 'start'"]),
        (lambda d: {**d, "seed": True}, ["'seed'", "whole number"]),
        (lambda d: {**d, "moves": [d["moves"][0], {"seat": "0", "move": {}}]}, ["move 2"]),
        (lambda d: {**d, "moves": [d["moves"][0], 5]}, ["move 2"]),
    ],
)
def test_malformed_record_raises_bad_record_naming_the_problem(change, words) -> None:
    with pytest.raises(BadRecord) as error:
        GameRecord.from_json(change(_good()))
    for word in words:
        assert word in str(error.value)


# -- replays that fail ------------------------------------------------------------------------
def _record_with(number: int, seat: int | None, move: dict[str, Any] | None) -> GameRecord:
    record = finished(seed=2, players=2).record()
    old = record.moves[number - 1]
    record.moves[number - 1] = PlayedMove(
        old.seat if seat is None else seat, old.move if move is None else move
    )
    return record


def test_replay_of_an_illegal_move_names_the_move_number_the_seat_and_the_rule() -> None:
    # Move 2 lays a gear in round one, where engines are laid.
    record = _record_with(2, None, {"type": "place_gear", "engine": "L", "gear": 1, "boost": None})
    seat = record.moves[1].seat
    with pytest.raises(IllegalMove) as error:
        replay(record)
    assert error.value.rule == "round-one-places-engines"
    message = str(error.value)
    assert "move 2" in message
    assert f"seat {seat}" in message
    assert "round-one-places-engines" in message


def test_replay_of_a_move_out_of_turn_names_the_move_and_the_seat() -> None:
    first_seat = finished(seed=2, players=2).record().moves[0].seat
    record = _record_with(1, 1 - first_seat, None)
    with pytest.raises(IllegalMove) as error:
        replay(record)
    assert error.value.rule == "NotYourTurn"
    assert "move 1" in str(error.value)


def test_replay_of_a_malformed_move_names_the_move_and_the_problem() -> None:
    record = _record_with(3, None, {"type": "teleport"})
    with pytest.raises(IllegalMove) as error:
        replay(record)
    assert error.value.rule == "MalformedMove"
    assert "move 3" in str(error.value)
    assert "teleport" in str(error.value)


def test_replay_of_an_unknown_game_fails_clearly() -> None:
    from empires.kernel.errors import UnknownGame

    record = finished(seed=1, players=2).record()
    record.game = "no-such-game"
    with pytest.raises(UnknownGame, match="no-such-game"):
        replay(record)
