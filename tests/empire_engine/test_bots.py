"""The heuristic bot (legal, deterministic, view-only, clearly stronger than random) and the
``empires winrate`` command with the seeded games behind it."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from empires.arena.stats import wilson_interval
from empires.arena.winrate import run_winrate, summarize
from empires.bots.empire_engine import HeuristicBot, majority_weights
from empires.bots.play import GameResult, bot_seed, play_game, play_games
from empires.cli import build_parser, main
from empires.games.empire_engine import RULES
from empires.games.empire_engine.moves import (
    PLACE_ENGINE,
    PLACE_GEAR,
    Block,
    PlaceEngine,
    PlaceGear,
    Salvage,
    Steal,
)
from empires.games.empire_engine.state import PLAN, EngineState
from empires.kernel.errors import InvalidOptions
from empires.kernel.rng import SeededRng

ALL_VARIANTS = {
    "teams": True,
    "joint_invention": True,
    "joint_attack": True,
    "defend_teammate": True,
    "shared_export": True,
}
OPTION_SETS: list[tuple[int, dict[str, Any]]] = [
    (2, {}),
    (3, {}),
    (4, {}),
    (5, {}),
    (6, {}),
    (4, {"teams": True}),
    (4, {"teams": True, "joint_invention": True}),
    (4, {"teams": True, "joint_attack": True}),
    (4, {"teams": True, "defend_teammate": True}),
    (4, {"teams": True, "defend_teammate": True, "edition": "de"}),
    (4, {"teams": True, "shared_export": True}),
    (4, ALL_VARIANTS),
    (4, {**ALL_VARIANTS, "edition": "de"}),
    (3, {"long_game": True}),
    (2, {"rounds": 1}),
    (12, {}),
]


def _new(players: int, options: dict[str, Any], seed: int) -> EngineState:
    state: EngineState = RULES.new_state(
        players, RULES.info.options.resolve(players, options), seed
    )
    return state


def _positions(players: int, options: dict[str, Any], seed: int) -> Iterator[EngineState]:
    """Every position of a game where moves alternate between random and heuristic ones."""
    state = _new(players, options, seed)
    rng = SeededRng(seed)
    guide = HeuristicBot(seed)
    while True:
        seats = RULES.to_act(state)
        if not seats:
            return
        yield state
        seat = rng.choice(seats)
        legal = RULES.legal_moves(state, seat)
        move = rng.choice(legal) if rng.below(2) else guide.choose(RULES.view(state, seat), legal)
        RULES.apply(state, seat, move)


# -- legality ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "options"), OPTION_SETS)
def test_heuristic_bot_only_returns_legal_moves(players: int, options: dict[str, Any]) -> None:
    bot = HeuristicBot(1)
    kinds: set[type] = set()
    for seed in range(4):
        for state in _positions(players, options, seed):
            for seat in RULES.to_act(state):
                legal = RULES.legal_moves(state, seat)
                view = RULES.view(state, seat)
                before = copy.deepcopy(view)
                move = bot.choose(view, legal)
                assert move in legal
                assert view == before, "the bot must not change its view"
                kinds.add(type(move))
    assert PlaceEngine in kinds
    assert PlaceGear in kinds or options.get("rounds") == 1


def test_heuristic_bot_makes_every_kind_of_execution_choice() -> None:
    bot = HeuristicBot(2)
    kinds: set[type] = set()
    for seed in range(30):
        for state in _positions(4, ALL_VARIANTS, seed):
            for seat in RULES.to_act(state):
                kinds.add(type(bot.choose(RULES.view(state, seat), RULES.legal_moves(state, seat))))
    assert {Block, Steal, Salvage} <= kinds


# -- determinism and information ---------------------------------------------------------------
def _full_game(players: int, options: dict[str, Any], seed: int) -> list[tuple[int, Any]]:
    state = _new(players, options, seed)
    bots = [HeuristicBot(bot_seed(seed, seat)) for seat in range(players)]
    moves = []
    while seats := RULES.to_act(state):
        seat = seats[-1]
        move = bots[seat].choose(RULES.view(state, seat), RULES.legal_moves(state, seat))
        RULES.apply(state, seat, move)
        moves.append((seat, RULES.move_to_json(move)))
    return moves


@pytest.mark.parametrize(("players", "options"), [(2, {}), (4, {}), (4, ALL_VARIANTS)])
def test_heuristic_bot_is_deterministic_for_a_seed(players: int, options: dict[str, Any]) -> None:
    for seed in (0, 5):
        assert _full_game(players, options, seed) == _full_game(players, options, seed)


def test_heuristic_bot_depends_only_on_the_json_view() -> None:
    for state in _positions(4, ALL_VARIANTS, 3):
        for seat in RULES.to_act(state):
            legal = RULES.legal_moves(state, seat)
            view = RULES.view(state, seat)
            plain = json.loads(json.dumps(view))
            assert HeuristicBot(9).choose(view, legal) is HeuristicBot(9).choose(plain, legal)


def _hide_differently(state: EngineState, seat: int) -> EngineState | None:
    """A copy of ``state`` that differs only in what ``seat`` cannot see: another seat's
    face-down engine actions or gears, or another seat's secret choice; None if nothing is hidden."""
    other = state.copy()
    changed = False
    if state.phase == PLAN:
        for j, placed in enumerate(other.placements):
            if j == seat or not placed:
                continue
            swapped: list[Any] = []
            for move in placed:
                if isinstance(move, PlaceEngine):
                    actions = [a for (e, a) in PLACE_ENGINE if e == move.engine]
                    action = actions[(actions.index(move.action) + 1) % len(actions)]
                    swapped.append(PLACE_ENGINE[move.engine, action])
                else:
                    assert isinstance(move, PlaceGear)
                    swapped.append(PLACE_GEAR[move.engine, 3 - move.gear, move.boost])
            other.placements[j] = swapped
            changed = True
    else:
        for j, move in state.choices.items():
            if j == seat:
                continue
            # The choices ``j`` had: its legal moves just before it chose.
            before = state.copy()
            del before.choices[j]
            alternatives = [m for m in RULES.legal_moves(before, j) if m != move]
            if alternatives:
                other.choices[j] = alternatives[0]
                changed = True
    return other if changed else None


def test_heuristic_bot_ignores_what_it_cannot_see() -> None:
    compared = 0
    for players, options in ((2, {}), (3, {}), (4, {}), (4, ALL_VARIANTS)):
        for seed in range(6):
            for state in _positions(players, options, seed):
                for seat in RULES.to_act(state):
                    other = _hide_differently(state, seat)
                    if other is None:
                        continue
                    assert RULES.state_to_json(other) != RULES.state_to_json(state)
                    view = RULES.view(state, seat)
                    assert RULES.view(other, seat) == view
                    legal = RULES.legal_moves(state, seat)
                    assert list(RULES.legal_moves(other, seat)) == list(legal)
                    first = HeuristicBot(seed).choose(view, legal)
                    second = HeuristicBot(seed).choose(RULES.view(other, seat), legal)
                    assert first is second
                    compared += 1
    assert compared > 100


# -- sensible play -------------------------------------------------------------------------------
def test_majority_weights_favour_a_contested_kind() -> None:
    state = _new(3, {}, 0)
    state.round = state.rounds  # the last round: majorities are almost settled
    state.seats[0].score = [2, 5, 1]
    state.seats[1].score = [3, 1, 1]
    state.seats[2].score = [0, 0, 4]
    soldier, good, invention = majority_weights(RULES.view(state, 0), 0.3)
    # One more soldier ties for the soldier majority; goods are safely ours, inventions lost.
    assert soldier > 2.5
    assert good < 1.2
    assert invention < 1.2


def test_heuristic_bot_never_tries_two_attacks_with_one_soldier() -> None:
    for seed in range(40):
        players = 2 + seed % 3
        result_events = _events_of_heuristic_game(players, seed)
        assert not [e for e in result_events if e.key == "double_attack_short"]


def _events_of_heuristic_game(players: int, seed: int) -> list[Any]:
    state = _new(players, {}, seed)
    bots = [HeuristicBot(bot_seed(seed, seat)) for seat in range(players)]
    while seats := RULES.to_act(state):
        seat = seats[0]
        RULES.apply(
            state,
            seat,
            bots[seat].choose(RULES.view(state, seat), RULES.legal_moves(state, seat)),
        )
    return list(RULES.events(state))


def test_heuristic_bot_beats_random_bots_clearly() -> None:
    games = 150
    seats = [i % 4 for i in range(games)]
    lineups = [["heuristic" if s == seat else "random" for s in range(4)] for seat in seats]
    results = play_games("empire-engine", 4, {}, lineups, list(range(games)))
    record = summarize(results, seats)
    low, _high = wilson_interval(record.wins, record.games)
    assert low > 0.6, f"heuristic won {record.wins} of {games} (parity is 25%)"
    assert record.mean_points > record.mean_points_others + 5


# -- the tournament ------------------------------------------------------------------------------
def test_play_game_is_reproducible_and_complete() -> None:
    lineup = ("heuristic", "random", "random")
    first = play_game("empire-engine", 3, {}, lineup, 11)
    assert first == play_game("empire-engine", 3, {}, lineup, 11)
    assert isinstance(first, GameResult)
    assert first.lineup == lineup and first.seed == 11
    assert len(first.scores) == 3 and first.winners and first.decisions > 0
    assert set(first.winners) <= {0, 1, 2}


def test_play_games_does_not_depend_on_the_number_of_workers() -> None:
    lineups = [["heuristic", "random"], ["random", "heuristic"]] * 3
    seeds = [40 + i for i in range(6)]
    one = play_games("empire-engine", 2, {"rounds": "4"}, lineups, seeds, workers=1)
    two = play_games("empire-engine", 2, {"rounds": "4"}, lineups, seeds, workers=2)
    assert one == two


def test_bot_seeds_differ_by_seat_and_game() -> None:
    seeds = {bot_seed(game, seat) for game in range(50) for seat in range(12)}
    assert len(seeds) == 600


def test_wilson_interval() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)


def _line(output: str, label: str) -> str:
    found = re.search(rf"^{re.escape(label)}: (.+)$", output, re.MULTILINE)
    assert found, f"no {label!r} line in:\n{output}"
    return found.group(1)


def test_winrate_reports_a_tiny_run(capsys: pytest.CaptureFixture[str]) -> None:
    args = build_parser().parse_args(
        [
            *("winrate", "empire-engine", "--players", "2", "--games", "6", "--seed", "7"),
            *("--workers", "1", "--option", "rounds=3"),
        ]
    )
    assert run_winrate(args) == 0
    output = capsys.readouterr().out
    assert _line(output, "games played") == "6"
    wins = re.fullmatch(
        r"(\d+) \(([\d.]+)%\), 95% CI ([\d.]+)%-([\d.]+)%",
        _line(output, "wins (sole or shared first)"),
    )
    assert wins, output
    count, percent, low, high = int(wins[1]), float(wins[2]), float(wins[3]), float(wins[4])
    assert 0 <= count <= 6 and percent == pytest.approx(100 * count / 6, abs=0.1)
    assert low <= percent <= high
    sole = re.fullmatch(r"(\d+) \([\d.]+%\)", _line(output, "sole wins"))
    assert sole and int(sole[1]) <= count
    assert re.fullmatch(r"heuristic [\d.]+, others [\d.]+", _line(output, "average points"))
    assert _line(output, "seeds") == "7..12"
    assert re.fullmatch(r"[\d.]+ s \(1 worker\)", _line(output, "wall time"))
    # The same games through the public function give the same count.
    seats = [i % 2 for i in range(6)]
    lineups = [["heuristic" if s == seat else "random" for s in range(2)] for seat in seats]
    results = play_games("empire-engine", 2, {"rounds": "3"}, lineups, list(range(7, 13)))
    assert summarize(results, seats).wins == count


def test_winrate_rejects_an_unknown_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["winrate", "--games", "2", "--against", "nobody", "--workers", "1"]) == 2
    assert "nobody" in capsys.readouterr().err
    args = build_parser().parse_args(["winrate", "--games", "2", "--option", "teams=maybe"])
    with pytest.raises(InvalidOptions):
        run_winrate(args)
