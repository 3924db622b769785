"""Optional moves (docs/api.md, "Optional moves"), through the test game Counting: any seat may
write a secret note at any time while one seat is asked to count. They are checked and refused
naming the rule, kept in the record in their order and replayed, their secrets stay out of other
seats' views, bots get one chance per decision, and machine play turns them off."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from empires.bots.ismcts import IsmctsBot, SearchSettings
from empires.bots.play import play_game
from empires.envs.episode import GameSetup
from empires.kernel import registry
from empires.kernel.errors import IllegalMove, MalformedMove, NotYourTurn
from empires.kernel.game import Bot, View
from empires.kernel.match import Match, replay
from empires.kernel.optional import bot_optional_moves, machine_options
from empires.kernel.record import GameRecord
from tests.kernel.counting import (
    NAME,
    RULES,
    Count,
    Counting,
    CountingState,
    Note,
    NoteTaker,
)


@pytest.fixture(autouse=True)
def counting_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Counting is known by name for this test only (replays and the arena look games up)."""
    registry.list_games()  # the installed games first, as always
    monkeypatch.setitem(registry._GAMES, NAME, RULES)
    yield


def test_any_seat_may_write_a_note_while_another_is_asked() -> None:
    match = Match(RULES, 3)
    assert match.to_act() == (0,)
    assert match.optional_moves(2) == [Note(1), Note(2), Note(3)]
    assert match.legal_moves(2) == []
    events = match.play(2, {"type": "note", "value": 7})  # a value beyond the listed ones
    assert [e.key for e in events] == ["noted", "noted_secret"]
    assert match.to_act() == (0,), "an optional move answers no decision"
    match.play(0, Count(2))
    match.play(1, Note(1))  # the asked seat too, before it decides
    assert match.to_act() == (1,)
    assert match.is_optional({"type": "note", "value": 4}) and not match.is_optional(Count(1))


def test_refusals_name_the_rule_and_change_nothing() -> None:
    match = Match(RULES, 2)
    for _ in range(3):
        match.play(1, Note(5))
    before = match.state_json()
    with pytest.raises(IllegalMove) as refused:
        match.play(1, Note(5))
    assert refused.value.rule == "three-notes"
    assert match.optional_moves(1) == []
    with pytest.raises(NotYourTurn, match="not asked to decide now"):
        match.play(1, Count(1))  # out of turn, as for any move that is not optional
    with pytest.raises(MalformedMove, match="value"):
        match.play(1, {"type": "note", "value": 10})
    with pytest.raises(NotYourTurn, match="no seat 5"):
        match.play(5, Note(1))
    assert match.state_json() == before and len(match.moves) == 3
    plain = Match(RULES, 2, {"notes": False})
    assert plain.optional_moves(0) == []
    with pytest.raises(IllegalMove) as off:
        plain.play(1, Note(1))
    assert off.value.rule == "notes-off"


def test_no_optional_move_after_the_end() -> None:
    match = Match(RULES, 2, {"goal": 3})
    match.play(0, Count(2))
    match.play(1, Count(1))
    assert match.is_over and match.optional_moves(0) == []
    with pytest.raises(NotYourTurn, match="game is over"):
        match.play(0, Note(1))


def _noted_game() -> Match:
    match = Match(RULES, 3, {"goal": 6}, seed=4)
    for seat, move in [(1, Note(3)), (0, Count(2)), (2, Note(9)), (0, Note(1)), (1, Count(2))]:
        match.play(seat, move)
    return match


def test_records_keep_optional_moves_in_order_and_replay_them() -> None:
    match = _noted_game()
    record = GameRecord.from_json(match.record().to_json())
    assert [(m.seat, m.move["type"]) for m in record.moves] == [
        (1, "note"),
        (0, "count"),
        (2, "note"),
        (0, "note"),
        (1, "count"),
    ]
    again = replay(record)
    assert again.state_json() == match.state_json()
    assert again.event_texts(0) == match.event_texts(0)
    again.play(2, Count(2))
    assert again.is_over and again.record().result == {"scores": [2, 2, 2], "winners": [0, 1, 2]}


def test_a_note_stays_its_writers_secret() -> None:
    match = _noted_game()
    mine, theirs = match.view(2), match.view(1)
    assert mine["my_notes"] == [9] and theirs["my_notes"] == [3]
    assert sorted(mine) == sorted(Match(RULES, 3).view(2)), "views keep their shape"
    assert mine["notes_written"] == theirs["notes_written"] == [1, 1, 1]
    assert "9" not in " ".join(match.event_texts(1)) + " ".join(match.event_texts(None))
    assert "Your note says 9." in match.event_texts(2)


class Counter(Bot):
    """Counts 1; makes no optional move (the default)."""

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        return legal[0]


def test_bots_are_asked_once_per_decision() -> None:
    match = Match(RULES, 2)
    bots: dict[int, Bot] = {0: NoteTaker(), 1: NoteTaker()}
    for seat, move in bot_optional_moves(RULES, match.state, bots):
        match.play(seat, move)
    assert [m.seat for m in match.moves] == [0, 1] and match.to_act() == (0,)
    offered = match.optional_moves(0)
    assert offered and Counter().choose_optional(match.view(0), offered) is None
    plain = Match(RULES, 2, {"notes": False})
    assert list(bot_optional_moves(RULES, plain.state, bots)) == []


def test_machine_play_turns_optional_moves_off_unless_told() -> None:
    assert machine_options(RULES, None) == {"notes": False}
    assert machine_options(RULES, {"notes": True, "goal": 5}) == {"notes": True, "goal": 5}
    assert GameSetup(NAME, 2).options == {"goal": 10, "notes": False}
    assert GameSetup(NAME, 2, {"notes": True}).options["notes"] is True
    result = play_game(NAME, 2, {}, ["random", "random"], seed=3)
    assert sum(result.seat_decisions) == result.decisions


class Watched(Counting):
    """Counting that counts the optional moves a search makes in its lines of play."""

    def __init__(self) -> None:
        self.made = 0

    def apply_optional(self, state: CountingState, seat: int, move: Count | Note) -> Count | Note:
        self.made += 1
        return super().apply_optional(state, seat, move)


class Searched(Watched):
    """... and opts in: the search weighs the notes listed at each seat's turn."""

    def search_optional(self, state: CountingState, seat: int) -> Sequence[Count | Note]:
        return self.optional_moves(state, seat)


@pytest.mark.parametrize(("rules", "searched"), [(Watched(), False), (Searched(), True)])
def test_the_search_ignores_optional_moves_unless_the_game_opts_in(
    rules: Watched, searched: bool
) -> None:
    match = Match(rules, 3, seed=2)
    match.play(1, Note(2))
    rules.made = 0
    settings = SearchSettings(iterations=200, rollout=None)
    bot = IsmctsBot(rules, seed=5, settings=settings)
    move = bot.choose(match.view(0), match.legal_moves(0))
    assert move in match.legal_moves(0)
    assert (rules.made > 0) is searched
    assert bot.choose_optional(match.view(0), match.optional_moves(0)) is None
