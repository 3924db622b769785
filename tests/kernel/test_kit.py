"""The game kit: the declarative codec, moves, the state base, simultaneous decisions and the
rule book, on a small made-up game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from empires.kernel.codec import Int, List, Named, Record, Seat, Str, spec
from empires.kernel.errors import BadPosition, IllegalMove, MalformedMove
from empires.kernel.events import Event
from empires.kernel.game import GameInfo
from empires.kernel.legality import Rule, RuleBook
from empires.kernel.moves import MoveSet, bad_field
from empires.kernel.options import Option, OptionSet
from empires.kernel.rng import WIDE_MARK, SeededRng
from empires.kernel.simultaneous import Simultaneous
from empires.kernel.state import FORMAT, GameState, Upgrade, legacy_step
from tests.positions import assert_refused_naming


@dataclass(frozen=True, slots=True)
class Bid:
    amount: int = spec(Int(0, 9))


@dataclass(frozen=True, slots=True)
class Take:
    what: str = spec(Str(("coin", "card")))
    count: int = spec(Int(1), default=1)

    def __post_init__(self) -> None:
        if self.what == "card" and self.count > 2:
            raise bad_field("count", "must be at most 2 for cards")


Move = Bid | Take
MOVES = MoveSet("Toy", {"bid": Bid, "take": Take})


@dataclass(eq=False, slots=True)
class Purse:
    coins: list[int] = spec(Named(("gold", "silver")))


@dataclass(eq=False, kw_only=True)
class ToyState(GameState):
    GAME = "toy"
    MOVES = MOVES
    PHASES = ("bid", "take", "over")

    leader: int = spec(Seat(), default=0)
    purses: list[Purse] = spec(List(Record.of(Purse), "players"), default_factory=list)
    history: list[list[Move]] = spec(default_factory=list)

    @classmethod
    def legacy(cls, data: Mapping[str, Any]) -> dict[str, Any] | None:
        return legacy_step(cls, data, "toy/0", {"count": "players", "wallets": "purses"})

    def check(self) -> None:
        if self.phase == "take" and not self.history:
            raise BadPosition("history must not be empty in the take phase")


INFO = GameInfo(
    name="toy",
    titles={"en": "Toy"},
    min_players=2,
    max_players=4,
    mechanics={},
    summaries={"en": "A test."},
    options=OptionSet((Option("rounds", "int", 3, "Rounds.", minimum=1, maximum=9),)),
    version="1",
)


def toy(players: int = 3, seed: int = 7) -> ToyState:
    return ToyState(
        players=players,
        options={"rounds": 3},
        rng=SeededRng(seed),
        phase="bid",
        purses=[Purse([seat, 1]) for seat in range(players)],
        history=[[Bid(2), Take("card", 2)]],
        events=[Event("started", {"round": 1}), Event("secret", {"x": 1}, 1)],
    )


# -- moves ------------------------------------------------------------------------------------
def test_a_move_is_written_with_its_tag_and_every_field_and_read_back_equal() -> None:
    assert MOVES.to_json(Take("coin")) == {"type": "take", "what": "coin", "count": 1}
    assert MOVES.from_json({"type": "take", "what": "coin"}) == Take("coin", 1)
    assert MOVES.from_json(MOVES.to_json(Bid(3))) == Bid(3)


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ([], ["JSON object"]),
        ({"type": "fly"}, ["unknown move type", "'fly'", "bid, take"]),
        ({"type": "bid"}, ["needs the field 'amount'"]),
        ({"type": "bid", "amount": True}, ["'amount'", "whole number"]),
        ({"type": "bid", "amount": 10}, ["'amount'", "at most 9"]),
        ({"type": "take", "what": "gem"}, ["'what'", "'coin', 'card'"]),
        ({"type": "take", "what": "card", "count": 3}, ["'count'", "at most 2 for cards"]),
    ],
)
def test_a_malformed_move_raises_malformed_move_naming_the_field(
    data: Any, words: list[str]
) -> None:
    with pytest.raises(MalformedMove) as error:
        MOVES.from_json(data)
    for word in words:
        assert word in str(error.value)


# -- states -----------------------------------------------------------------------------------
def test_a_state_is_written_in_the_common_format_and_read_back_the_same() -> None:
    state = toy()
    data = state.to_json()
    assert (data["format"], data["game"], data["version"], data["players"]) == (
        FORMAT,
        "toy",
        1,
        3,
    )
    assert data["purses"][2] == {"coins": {"gold": 2, "silver": 1}}
    assert data["history"] == [[{"type": "bid", "amount": 2}, MOVES.to_json(Take("card", 2))]]
    assert data["events"][1] == {"key": "secret", "params": {"x": 1}, "to": 1}
    assert ToyState.from_json(data, INFO).to_json() == data


@dataclass(eq=False, kw_only=True)
class NotedState(ToyState):
    #: Worked out again after reading (never written), but kept by copies.
    notes: list[str] | None = spec(
        transient=True, copy=lambda notes: None if notes is None else notes[:], default=None
    )


def test_a_transient_field_with_copy_is_kept_by_copies_but_never_written() -> None:
    state = NotedState(
        players=2,
        options={"rounds": 3},
        rng=SeededRng(1),
        phase="bid",
        purses=[Purse([0, 1]), Purse([1, 1])],
        notes=["won"],
    )
    state.cache[0] = "offers"
    twin = state.copy()
    assert twin.notes == ["won"] and twin.notes is not state.notes
    assert twin.cache == {}
    data = state.to_json()
    assert "notes" not in data
    assert NotedState.from_json(data, INFO).notes is None


def test_a_wide_generator_state_is_carried_exactly() -> None:
    state = toy(seed=2**64 + 5)
    state.rng = SeededRng(WIDE_MARK | 12345 << 64 | 7)
    data = state.to_json()
    assert data["rng"] > 2**320
    assert ToyState.from_json(data, INFO).rng.state == state.rng.state


def test_a_copy_shares_nothing_mutable_and_resets_the_cache() -> None:
    state = toy()
    state.cache = {0: (Bid(1),)}
    state.choices = {1: Bid(4)}
    twin = state.copy()
    assert twin.to_json() == state.to_json()
    assert twin.cache == {}
    twin.purses[0].coins[0] = 99
    twin.history[0].append(Bid(0))
    twin.choices[2] = Bid(5)
    twin.rng.next_u64()
    twin.events.append(Event("more", {}))
    assert state.to_json() == toy().to_json() | {"choices": {"1": {"type": "bid", "amount": 4}}}


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(format="x"), ["format", FORMAT]),
        (lambda d: d.update(game="chess"), ["game", "'toy'"]),
        (lambda d: d.update(version=2), ["version", "1 to 1"]),
        (lambda d: d.update(players=5), ["players", "2 to 4"]),
        (lambda d: d["options"].update(rounds=0), ["rounds"]),
        (lambda d: d.update(phase="lunch"), ["phase", "bid, take, over"]),
        (lambda d: d.update(leader=3), ["leader", "0 to 2"]),
        (lambda d: d["purses"][1]["coins"].update(silver=-1), ["purses[1].coins.silver"]),
        (lambda d: d["purses"].pop(), ["purses", "3 entries"]),
        (lambda d: d["history"][0][1].update(count=3), ["history[0][1]", "count"]),
        (lambda d: d["choices"].update({"7": {"type": "bid", "amount": 1}}), ["choices", "7"]),
        (lambda d: d.pop("leader"), ["leader is missing"]),
        (lambda d: d.update(phase="take", history=[]), ["history must not be empty"]),
        (lambda d: d["events"].append({"key": 3}), ["events[2]"]),
    ],
)
def test_a_bad_position_raises_bad_position_naming_the_field(change: Any, words: list[str]) -> None:
    data = toy().to_json()
    change(data)
    assert_refused_naming(lambda: ToyState.from_json(data, INFO), words)


def test_a_position_in_the_old_format_is_read_through_its_version_step() -> None:
    new = toy().to_json()
    old = {k: v for k, v in new.items() if k not in ("format", "game", "version", "players")}
    old["wallets"] = old.pop("purses")
    old.update(format="toy/0", count=3)
    assert ToyState.upgrade(old) == new
    assert ToyState.from_json(old, INFO).to_json() == new


def test_version_steps_run_in_order_from_the_stored_version() -> None:
    class ToyStateV3(ToyState):
        VERSION = 3
        UPGRADES: ClassVar[Mapping[int, Upgrade]] = {
            1: lambda d: {**d, "leader": d["leader"] + 1},
            2: lambda d: {**d, "history": []},
        }

    data = toy().to_json()
    assert ToyStateV3.upgrade(data) == {**data, "version": 3, "leader": 1, "history": []}
    assert ToyStateV3.upgrade({**data, "version": 2})["leader"] == 0


# -- simultaneous decisions ----------------------------------------------------------------
def _offers(state: ToyState, seat: int) -> tuple[Bid, ...]:
    return tuple(Bid(a) for a in range(seat + 1))  # seat 0 has one option only


def test_seats_with_one_option_are_settled_and_the_rest_decide_in_any_order() -> None:
    helper: Simultaneous[ToyState] = Simultaneous({"bid": _offers})
    state = toy()
    assert helper.to_act(state) == (1, 2)
    assert helper.legal(state, 0) == ()
    helper.choose(state, 2, Bid(2))
    assert helper.to_act(state) == (1,)
    assert helper.legal(state, 2) == ()
    assert helper.settle(state) is None
    helper.choose(state, 1, Bid(1))
    assert helper.settle(state) == {0: Bid(0), 2: Bid(2), 1: Bid(1)}
    assert state.choices == {} and state.cache == {}


def test_every_seat_decides_when_single_options_are_not_settled() -> None:
    helper: Simultaneous[ToyState] = Simultaneous({"bid": _offers}, settle_single=False)
    state = toy()
    assert helper.to_act(state) == (0, 1, 2)
    assert helper.legal(state, 0) == (Bid(0),)


def test_a_seat_may_take_its_choice_back_before_the_last_seat_chooses() -> None:
    helper: Simultaneous[ToyState] = Simultaneous({"bid": _offers})
    state = toy()
    helper.choose(state, 1, Bid(1))
    assert helper.take_back(state, 1) == Bid(1)
    assert helper.to_act(state) == (1, 2)
    with pytest.raises(IllegalMove) as error:
        helper.take_back(state, 1)
    assert error.value.rule == "nothing-to-take-back"
    state.phase = "take"
    assert helper.settle(state) is None


# -- the rule book ----------------------------------------------------------------------------
BOOK: RuleBook[ToyState] = RuleBook(
    Rule("bid-only", lambda s, seat, m: isinstance(m, Bid), "bid now"),
    Rule(
        "bid-what-you-have",
        lambda s, seat, m: m.amount <= s.purses[seat].coins[0],
        lambda s, seat, m: f"you have {s.purses[seat].coins[0]} gold, not {m.amount}",
    ),
)


def test_the_legal_moves_are_exactly_those_the_rules_do_not_refuse() -> None:
    state = toy()
    candidates = [Take("coin"), *(Bid(a) for a in range(5))]
    legal = BOOK.legal(state, 2, candidates)
    assert legal == (Bid(0), Bid(1), Bid(2))
    for move in candidates:
        if move not in legal:
            refusal = BOOK.why_not(state, 2, move)
            assert refusal.rule in ("bid-only", "bid-what-you-have")
    assert BOOK.why_not(state, 2, Bid(4)).message == "you have 2 gold, not 4"
    assert BOOK.why_not(state, 2, Take("coin")).rule == "bid-only"
