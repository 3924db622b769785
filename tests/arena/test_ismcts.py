"""The ISMCTS bot: it sees only its view (two states that look alike give the same choice),
plays legal moves in sequential and simultaneous decisions, and is reproducible for a seed."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from empires.bots.catalog import bot_names, make_bot
from empires.bots.empire_engine import HeuristicBot
from empires.bots.ismcts import DecisionSearch, Forecast, IsmctsBot, SearchSettings, view_key
from empires.bots.levels import LEVELS, level_settings
from empires.games.empire_engine import RULES
from empires.kernel.game import SIMULTANEOUS
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng

SMALL = SearchSettings(iterations=12)
RANDOM_ROLLOUTS = SearchSettings(iterations=30, rollout=None)
HALVING = SearchSettings(iterations_per_move=2, root="halving")


def _positions(players: int, options: dict[str, Any], seed: int) -> Iterator[Any]:
    """Every position of a game of heuristic bots (the game's own), with who is asked."""
    state = RULES.new_state(players, RULES.info.options.resolve(players, options), seed)
    bots = [HeuristicBot(seed * 10 + s) for s in range(players)]
    while seats := RULES.to_act(state):
        yield RULES.copy_state(state)
        seat = seats[-1]
        RULES.apply(
            state, seat, bots[seat].choose(RULES.view(state, seat), RULES.legal_moves(state, seat))
        )


def _look_alike(players: int, options: dict[str, Any], simultaneous: bool) -> tuple[Any, Any, int]:
    """Two states that the asked seat cannot tell apart but that differ in what is hidden
    from it (others' face-down gears, or a choice another seat has already made)."""
    for seed in range(40):
        for state in _positions(players, options, seed):
            if (RULES.decision_kind(state) == SIMULTANEOUS) != simultaneous:
                continue
            for seat in RULES.to_act(state):
                view = RULES.view(state, seat)
                hidden_exists = (
                    view["chosen"]
                    if simultaneous
                    else any(
                        p and p[0].get("gear") is None
                        for i, p in enumerate(e["placed"] for e in view["empires"])
                        if i != seat
                    )
                )
                if not hidden_exists:
                    continue
                for draw in range(20):
                    other = RULES.sample_state(view, SeededRng(draw))
                    differs = json.dumps(RULES.state_to_json(other)["placements"]) != json.dumps(
                        RULES.state_to_json(state)["placements"]
                    ) or RULES.state_to_json(other).get("choices") != RULES.state_to_json(
                        state
                    ).get("choices")
                    if differs and RULES.view(other, seat) == view:
                        return RULES.copy_state(state), other, seat
    raise AssertionError("no position with hidden information found")


@pytest.mark.parametrize(
    ("players", "options", "simultaneous"),
    [(2, {}, False), (4, {}, False), (4, {"teams": True, "defend_teammate": True}, True)],
)
def test_search_chooses_the_same_in_states_that_look_the_same(
    players: int, options: dict[str, Any], simultaneous: bool
) -> None:
    first, second, seat = _look_alike(players, options, simultaneous)
    assert RULES.state_to_json(first) != RULES.state_to_json(second)
    legal = RULES.legal_moves(first, seat)
    assert list(legal) == list(RULES.legal_moves(second, seat))
    for seed in range(3):
        for settings in (SMALL, HALVING):
            a = IsmctsBot(RULES, seed, settings).choose(RULES.view(first, seat), legal)
            b = IsmctsBot(RULES, seed, settings).choose(RULES.view(second, seat), legal)
            assert a == b


@pytest.mark.parametrize(
    "settings",
    [
        SMALL,
        RANDOM_ROLLOUTS,
        SearchSettings(iterations=8, opponents="search"),
        SearchSettings(iterations=8, expand_after=3),
        HALVING,
    ],
)
def test_search_plays_legal_moves_in_every_kind_of_decision(settings: SearchSettings) -> None:
    kinds = set()
    positions = list(
        _positions(4, {"teams": True, "joint_attack": True, "defend_teammate": True}, 2)
    )
    for state in positions[::3]:
        for seat in RULES.to_act(state):
            legal = RULES.legal_moves(state, seat)
            view = RULES.view(state, seat)
            before = json.dumps(view)
            move = IsmctsBot(RULES, 7, settings).choose(view, legal)
            assert move in legal
            assert json.dumps(view) == before, "the search must not change its view"
            kinds.add(RULES.decision_kind(state))
    assert kinds == {"sequential", "simultaneous"}


def test_search_is_reproducible_for_a_seed() -> None:
    states = list(_positions(2, {}, 4))[::5]
    for state in states:
        seat = RULES.to_act(state)[0]
        view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
        assert IsmctsBot(RULES, 11, SMALL).choose(view, legal) == IsmctsBot(
            RULES, 11, SMALL
        ).choose(view, legal)


def test_halving_plays_the_moves_on_common_lines_and_keeps_the_best_of_the_last_round() -> None:
    """Sequential halving: every move is tried on the first line; the moves dropped in one
    round all had the same lines (so their visits are alike: one count per round); the move
    played is of the last round, the best mean there; the budget is kept."""
    settings = SearchSettings(iterations_per_move=4, root="halving")
    searched = 0
    for state in list(_positions(2, {}, 6))[::3]:
        seat = RULES.to_act(state)[0]
        view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
        if len(legal) < 3:
            continue
        searched += 1
        stats = DecisionSearch(RULES, view, settings, 5).search(legal)
        assert {s.move for s in stats} >= set(RULES.search_moves(legal))
        rounds = math.ceil(math.log2(len(legal)))
        assert len({s.visits for s in stats}) <= rounds + 1
        assert DecisionSearch(RULES, view, settings, 5).search(legal) == stats  # seeded
        assert sum(s.visits for s in stats) <= 4 * len(legal) + 3 * len(legal)
        bot_seed = IsmctsBot(RULES, 2, settings).rng.next_u64()
        chosen = DecisionSearch(RULES, view, settings, bot_seed).search(legal)
        top = max(chosen, key=lambda s: (s.visits, s.value))
        assert IsmctsBot(RULES, 2, settings).choose(view, legal) == top.move
    assert searched >= 3


def test_the_budget_per_move_shrinks_at_tables_larger_than_it_was_set_for() -> None:
    """A budget set for 2 players: 4 iterations per move at 2, 2 at 4, 1 (not 0) at 12."""
    settings = SearchSettings(iterations_per_move=4, budget_players=2)
    for players, per_move in ((2, 4), (4, 2), (12, 1)):
        state = next(s for s in _positions(players, {}, 3) if len(RULES.to_act(s)) == 1)
        (seat,) = RULES.to_act(state)
        view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
        bot = IsmctsBot(RULES, 1, settings)
        bot.choose(view, legal)
        assert bot.iterations_done == per_move * len(legal), players
        unscaled = IsmctsBot(RULES, 1, SearchSettings(iterations_per_move=4))
        unscaled.choose(view, legal)
        assert unscaled.iterations_done == 4 * len(legal)


def test_a_budget_scale_multiplies_the_decision_budget_at_the_counts_it_names() -> None:
    """A factor of 0.5 at 4 players halves the iterations of a 4-player decision (at least one
    per move), by UCB1 and by halving alike, and leaves 2 players untouched."""
    for root in ("ucb", "halving"):
        settings = SearchSettings(iterations_per_move=4, root=root, budget_scale=((4, 0.5),))
        for players, factor in ((2, 1.0), (4, 0.5)):
            state = next(s for s in _positions(players, {}, 3) if len(RULES.to_act(s)) == 1)
            (seat,) = RULES.to_act(state)
            view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
            bot = IsmctsBot(RULES, 1, settings)
            bot.choose(view, legal)
            unscaled = IsmctsBot(RULES, 1, replace(settings, budget_scale=()))
            unscaled.choose(view, legal)
            if root == "ucb":
                assert bot.iterations_done == round(4 * len(legal) * factor), players
            if factor == 1.0:
                assert bot.iterations_done == unscaled.iterations_done
            else:
                assert bot.iterations_done < unscaled.iterations_done, (root, players)


def test_a_game_without_a_forecast_ignores_the_forecast_settings() -> None:
    """Empire Engine has no forecast: rollouts play to the end with the level's own budget,
    move for move as without the setting."""
    with_forecast = SearchSettings(iterations=12, forecast=Forecast(depth=0, iterations_per_move=5))
    for state in list(_positions(2, {}, 6))[::7]:
        seat = RULES.to_act(state)[0]
        view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
        if len(legal) < 2:
            continue
        bot = IsmctsBot(RULES, 3, with_forecast)
        assert bot.choose(view, legal) == IsmctsBot(RULES, 3, SMALL).choose(view, legal)
        assert bot.iterations_done == 12


def test_a_time_budget_stops_the_search() -> None:
    state = RULES.new_state(2, RULES.info.options.resolve(2, {}), 0)
    seat = RULES.to_act(state)[0]
    bot = IsmctsBot(RULES, 0, SearchSettings(iterations=None, seconds=0.02))
    assert bot.choose(RULES.view(state, seat), RULES.legal_moves(state, seat)) in RULES.legal_moves(
        state, seat
    )
    assert bot.iterations_done >= 1


def _wide_decision(rules: Any, players: int) -> tuple[Any, list[Any]]:
    """The view and legal moves of the first decision of a seeded game (random moves played
    until then) that offers at least four moves."""
    state = rules.new_state(players, rules.info.options.resolve(players, {}), 3)
    rng = SeededRng(3)
    while seats := rules.to_act(state):
        seat = seats[0]
        legal = list(rules.legal_moves(state, seat))
        if len(legal) >= 4:
            return rules.view(state, seat), legal
        rules.apply(state, seat, rng.choice(legal))
    raise AssertionError("no decision with four moves")


@pytest.mark.parametrize(
    "game", ["empire-engine", "empire-v85", "empire-colonial", "empire-planners"]
)
def test_each_level_of_each_game_searches_more_than_the_one_below(game: str) -> None:
    rules = get_game(game)
    assert [f"ismcts-{level}" in bot_names(rules) for level in LEVELS] == [True] * 3
    view, legal = _wide_decision(rules, 2)
    done = []
    for level in LEVELS:
        bot = make_bot(rules, f"ismcts-{level}", 0)
        assert isinstance(bot, IsmctsBot)
        assert bot.settings == level_settings(game, level)
        assert bot.settings.seconds is None  # a budget of iterations: the same on any machine
        bot.choose(view, legal)
        done.append(bot.iterations_done)
    assert done[0] < done[1] < done[2], done


def test_a_view_key_is_equal_exactly_when_the_views_are() -> None:
    view = {"seat": 0, "b": [1, 2, {"x": None}], "a": "text"}
    same = {"a": "text", "b": [1, 2, {"x": None}], "seat": 0}  # other key order
    assert view_key(view) == view_key(same)
    assert view_key(view) != view_key({**view, "seat": 1})
    # An int beyond 64 bits (which orjson refuses) still gets a key, and a distinct one.
    big = {**view, "n": 2**70}
    assert view_key(big) == view_key(dict(big)) != view_key({**view, "n": 2**70 + 1})
