"""The two-player heuristic's matrix game (empires.games.empire_engine.duel): the round
between two plans, the solver, the draw, and the bot that plays its mixed strategy."""

from __future__ import annotations

import json
from collections import Counter, defaultdict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from empires.bots.catalog import bot_names, make_bot
from empires.bots.empire_engine import HeuristicBot, plan_strategy
from empires.bots.labels import KINDS, bot_label
from empires.games.empire_engine import RULES, duel
from empires.games.empire_engine.duel import (
    ARM,
    ATTACK,
    DEFEND,
    EXPORT,
    INVENT,
    PRODUCE,
    SALVAGE,
    SCALE,
)
from empires.games.empire_engine.moves import PlaceEngine
from empires.games.empire_engine.valuation import Weights
from empires.kernel.rng import SeededRng

NO_SALVAGE = (0, 0)
WEIGHTS = ((1.0, 1.0, 1.0), (1.0, 1.0, 1.0))


# -- the round between two plans --------------------------------------------------------------
def test_a_defend_blocks_the_attack_and_scores_the_attackers_soldier() -> None:
    # We attack with our only soldier and invent; they arm and defend.
    gains, ready = duel.resolve((ATTACK, INVENT, 1, 0), (ARM, DEFEND, 0, 2), NO_SALVAGE)
    assert gains == [[0, 0, 1], [1, 0, 0]]
    assert ready == [[0, 0], [2, 2]]


def test_an_attack_takes_goods_when_they_are_as_many_as_soldiers_and_stops_an_export() -> None:
    gains, ready = duel.resolve((ATTACK, INVENT, 1, 0), (ARM, EXPORT, 0, 2), NO_SALVAGE)
    assert gains == [[0, 1, 1], [0, 0, 0]]  # their export is lost with the hit
    assert ready == [[0, 0], [2, 1]]


def test_an_export_and_a_salvage_score_when_nobody_attacks() -> None:
    # We salvage inventions (kind 2); they produce and invent.
    gains, ready = duel.resolve((SALVAGE, EXPORT, 1, 3), (PRODUCE, INVENT, 0, 2), (2, 0))
    assert gains == [[0, 3, 1], [0, 0, 1]]
    assert ready == [[1, 0], [0, 4]]


def test_two_attacks_with_one_soldier_pay_it_and_both_fail() -> None:
    gains, ready = duel.resolve((ATTACK, ATTACK, 1, 1), (ARM, INVENT, 0, 1), NO_SALVAGE)
    assert gains == [[0, 0, 0], [0, 0, 1]]
    assert ready == [[0, 1], [2, 1]]


def test_the_last_round_is_won_or_lost_and_a_cube_is_worth_only_a_trifle() -> None:
    table = duel.Table(0, WEIGHTS, [[3.0, 0.0, 0.0], [0.0, 3.0, 0.0]])
    # Both invent: 3 + 3 (majority) + 1 + 3 (shared majority) points each, a tie on points;
    # our ready pile holds three soldiers, theirs two goods: the cubes decide.
    tied = duel.payoff((ARM, INVENT, 1, 0), (PRODUCE, INVENT, 0, 0), table)
    assert tied == 1.0 + duel.CUBE
    # We defend and invent nothing: 6 points against 10.
    behind = duel.payoff((PRODUCE, DEFEND, 0, 0), (PRODUCE, INVENT, 0, 0), table)
    assert behind == pytest.approx(-1.0 - 0.04)


# -- the solver and the draw --------------------------------------------------------------------
def test_the_solver_mixes_where_every_pure_plan_can_be_read() -> None:
    pennies = duel.solve([[1.0, -1.0], [-1.0, 1.0]])
    assert pennies == pytest.approx([0.5, 0.5], abs=0.05)
    rock = duel.solve([[0.0, -1.0, 1.0], [1.0, 0.0, -1.0], [-1.0, 1.0, 0.0]])
    assert rock == pytest.approx([1 / 3] * 3, abs=0.05)


def test_the_solver_never_plays_a_dominated_plan() -> None:
    assert duel.solve([[1.0, 2.0], [0.5, 1.5], [1.0, 1.0]]) == [1.0, 0.0, 0.0]


def test_a_placed_part_conditions_the_whole_rounds_strategy() -> None:
    assert duel.given([0.5, 0.3, 0.2], [True, False, True]) == pytest.approx([5 / 7, 0, 2 / 7])
    assert duel.given([0.5, 0.0, 0.5], [False, True, False]) is None


def test_plans_the_whole_round_never_plays_are_played_as_a_game_of_their_own() -> None:
    # Arm and Invent beats both plans that fit; played alone, those two are mixed.
    mine = [(ARM, INVENT, 0, 0), (ARM, EXPORT, 0, 0), (ATTACK, DEFEND, 0, 0)]
    theirs = [(ATTACK, EXPORT, 1, 1), (ARM, DEFEND, 0, 1)]
    table = duel.Table(2, WEIGHTS, [[0.0] * 3, [0.0] * 3])
    payoffs = duel.matrix(mine, theirs, table)
    assert duel.solve(payoffs) == [1.0, 0.0, 0.0], payoffs
    alone = duel.strategy(mine, theirs, table, [False, True, True])
    assert alone == [0.0, *duel.solve(payoffs[1:])]
    assert 0.2 < alone[1] < 0.8


SIDES = st.lists(
    st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 9), st.integers(0, 9)),
    min_size=1,
    max_size=16,
)
WEIGHT = st.floats(0.5, 4.0, allow_nan=False)


@settings(max_examples=150, deadline=None)
@given(
    mine=SIDES,
    theirs=SIDES,
    after=st.integers(0, 8),
    weights=st.tuples(st.tuples(WEIGHT, WEIGHT, WEIGHT), st.tuples(WEIGHT, WEIGHT, WEIGHT)),
    piles=st.lists(
        st.lists(st.integers(0, 12).map(float), min_size=3, max_size=3), min_size=2, max_size=2
    ),
)
def test_the_compiled_round_makes_the_same_strategy_to_the_last_bit(
    mine: list[duel.Side],
    theirs: list[duel.Side],
    after: int,
    weights: tuple[Weights, Weights],
    piles: list[list[float]],
) -> None:
    # With empires[fast] (installed for the tests) the bot solves rounds by the compiled
    # twin (speed); the Python code, used without it, is the reference.
    compiled = duel._compiled()
    assert compiled is not None
    table = duel.Table(after, weights, piles)
    assert compiled(mine, theirs, table) == duel.solve(duel.matrix(mine, theirs, table))


def test_a_draw_picks_a_plan_in_proportion_to_its_chance() -> None:
    strategy = [0.0, 0.25, 0.75]
    assert duel.pick(strategy, 0) == 1
    assert duel.pick(strategy, SCALE // 4 - 1) == 1
    assert duel.pick(strategy, SCALE // 4) == 2
    assert duel.pick(strategy, SCALE - 1) == 2


def test_plans_fit_the_placements_made() -> None:
    plan = (1, "soldier", 2, None)
    assert duel.fits(plan, [])
    assert duel.fits(plan, [("L", 1, "soldier")])
    assert not duel.fits(plan, [("L", 1, None)])
    assert not duel.fits(plan, [("L", 1, "soldier"), ("R", 1, None)])


# -- the bot ----------------------------------------------------------------------------------
def test_the_bot_draws_its_opening_from_the_mixed_strategy() -> None:
    state = RULES.new_state(2, RULES.info.options.resolve(2, {}), 0)
    seat = RULES.to_act(state)[0]
    view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
    found = plan_strategy(view)
    assert found is not None
    chance: defaultdict[str, float] = defaultdict(float)
    for (left, _none, _right, _), p in zip(*found, strict=True):
        chance[duel._L[left]] += p
    assert sum(p > 0 for p in chance.values()) >= 2, chance  # a mixed opening
    draws = 600
    drawn = Counter[str]()
    for seed in range(draws):
        move = HeuristicBot(seed).choose(view, legal)
        assert isinstance(move, PlaceEngine) and move.engine == "L"
        drawn[move.action] += 1
    for action in duel._L:
        assert drawn[action] / draws == pytest.approx(chance[action], abs=0.07), (drawn, chance)


def test_the_second_placement_completes_a_plan_the_strategy_plays() -> None:
    # Our left engine placed: the right one is drawn from the plans that go with it, in the
    # proportions of the whole round's strategy (the opponent cannot tell them apart).
    for seed in range(40):
        state = RULES.new_state(2, RULES.info.options.resolve(2, {}), seed)
        seat = RULES.to_act(state)[0]
        bot = HeuristicBot(seed)
        view = RULES.view(state, seat)
        whole = plan_strategy(view)
        first = bot.choose(view, RULES.legal_moves(state, seat))
        RULES.apply(state, seat, first)
        while RULES.to_act(state)[0] != seat:
            other = RULES.to_act(state)[0]
            RULES.apply(state, other, RULES.legal_moves(state, other)[0])
        second = bot.choose(RULES.view(state, seat), RULES.legal_moves(state, seat))
        assert isinstance(first, PlaceEngine) and isinstance(second, PlaceEngine)
        assert whole is not None
        index = [(duel._L[p[0]], duel._R[p[2]]) for p in whole[0]].index(
            (first.action, second.action)
        )
        assert whole[1][index] > 0, (first, second)


def test_the_mixed_bot_depends_only_on_the_json_view_at_two_players() -> None:
    state = RULES.new_state(2, RULES.info.options.resolve(2, {}), 4)
    bots = [HeuristicBot(4), HeuristicBot(5)]
    checked = 0
    while seats := RULES.to_act(state):
        seat = seats[0]
        view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
        plain = json.loads(json.dumps(view))
        assert HeuristicBot(9).choose(view, legal) is HeuristicBot(9).choose(plain, legal)
        RULES.apply(state, seat, bots[seat].choose(view, legal))
        checked += 1
    assert checked > 20


def test_the_pure_heuristic_is_offered_with_a_name_in_both_languages() -> None:
    assert "heuristic-pure" in bot_names(RULES)
    pure = make_bot(RULES, "heuristic-pure", 3)
    assert isinstance(pure, HeuristicBot) and not pure.mixed
    mixed = make_bot(RULES, "heuristic", 3)
    assert isinstance(mixed, HeuristicBot) and mixed.mixed
    assert bot_label("heuristic-pure", "de") == "einfach, berechenbar"
    assert set(KINDS["heuristic-pure"]) == {"en", "de"}


def test_at_more_than_two_players_both_kinds_are_one_bot() -> None:
    state = RULES.new_state(4, RULES.info.options.resolve(4, {}), 2)
    rng = SeededRng(2)
    for _ in range(30):
        seats = RULES.to_act(state)
        if not seats:
            break
        seat = seats[0]
        view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
        assert HeuristicBot(7).choose(view, legal) is HeuristicBot(7, mixed=False).choose(
            view, legal
        )
        RULES.apply(state, seat, rng.choice(legal))
