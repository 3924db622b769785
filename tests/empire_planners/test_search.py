"""The generic search bot on Empire Planners: rollouts stop after a few decisions and the game's
forecast (the heuristic bot's values) judges them, from determinized states only."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from empires.bots.catalog import make_bot
from empires.bots.ismcts import Forecast, IsmctsBot, SearchSettings
from empires.bots.levels import level_settings
from empires.games.empire_planners import RULES
from empires.games.empire_planners.rules import EmpirePlanners
from empires.games.empire_planners.state import PlannersState
from empires.games.empire_planners.valuation import values
from empires.kernel.rng import SeededRng

CUT = SearchSettings(iterations_per_move=1, forecast=Forecast(depth=2, iterations_per_move=2))


class _Recording(EmpirePlanners):
    """The rules, remembering every position the search asks a forecast of."""

    def __init__(self) -> None:
        super().__init__()
        self.judged: list[tuple[PlannersState, list[float] | None]] = []

    def forecast(self, state: PlannersState) -> list[float] | None:
        result = super().forecast(state)
        self.judged.append((state.copy(), result))
        return result


def _positions(players: int, seed: int) -> Iterator[PlannersState]:
    """Every position with a choice in a game of heuristic bots."""
    state = RULES.new_state(players, RULES.info.options.resolve(players, {}), seed)
    bots = [make_bot(RULES, "heuristic", seed * 10 + seat) for seat in range(players)]
    while seats := RULES.to_act(state):
        (seat,) = seats
        legal = RULES.legal_moves(state, seat)
        if len(legal) > 1:
            yield state.copy()
        RULES.apply(state, seat, bots[seat].choose(RULES.view(state, seat), legal))


def test_the_forecast_is_the_heuristic_value_and_absent_in_the_solo_game() -> None:
    two = RULES.new_state(2, RULES.info.options.resolve(2, {}), 3)
    assert RULES.forecast(two) == list(values(two))
    solo = RULES.new_state(1, RULES.info.options.resolve(1, {}), 3)
    assert RULES.forecast(solo) is None


def test_rollouts_stop_at_the_depth_and_the_forecast_judges_them() -> None:
    rules = _Recording()
    state = next(_positions(2, 1))
    (seat,) = rules.to_act(state)
    legal = rules.legal_moves(state, seat)
    bot = IsmctsBot(rules, 5, CUT)
    assert bot.choose(rules.view(state, seat), legal) in legal
    # The forecast's budget per move, not the level's; one more forecast tells the search
    # that the game has one, and every iteration is judged by it, none played to the end.
    assert bot.iterations_done == 2 * len(legal)
    assert len(rules.judged) == bot.iterations_done + 1
    assert all(result is not None and not rules.is_over(s) for s, result in rules.judged)
    # Judged a few decisions after the search's position, long before the end.
    assert all(s.round == state.round for s, _ in rules.judged)


def test_the_forecast_sees_only_states_drawn_from_the_view() -> None:
    """Two states that differ in what the seat cannot see (the deck's order, the dice to
    come) give the same forecasts and the same move."""
    state = next(s for s in _positions(2, 2) if len(s.deck) > 1)
    other = state.copy()
    other.deck = other.deck[1:] + other.deck[:1]
    other.rng = SeededRng(99)
    (seat,) = RULES.to_act(state)
    assert RULES.view(state, seat) == RULES.view(other, seat)
    assert RULES.state_to_json(state) != RULES.state_to_json(other)
    legal = RULES.legal_moves(state, seat)
    judged: list[list[Any]] = []
    moves = []
    for position in (state, other):
        rules = _Recording()
        moves.append(IsmctsBot(rules, 8, CUT).choose(rules.view(position, seat), legal))
        judged.append([result for _, result in rules.judged])
        assert all(s is not position for s, _ in rules.judged)
    assert moves[0] == moves[1]
    assert judged[0] == judged[1]


def test_the_levels_search_reproducibly_with_the_forecast() -> None:
    for state in list(_positions(2, 4))[::25]:
        (seat,) = RULES.to_act(state)
        view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
        first = make_bot(RULES, "ismcts-easy", 11)
        assert isinstance(first, IsmctsBot)
        move = first.choose(view, legal)
        assert move in legal
        assert move == make_bot(RULES, "ismcts-easy", 11).choose(view, legal)
        forecast = level_settings("empire-planners", "easy").forecast
        assert forecast is not None
        assert first.iterations_done == forecast.iterations_per_move * len(legal)


def test_the_solo_game_plays_out_to_the_end() -> None:
    rules = _Recording()
    state = next(_positions(1, 0))
    (seat,) = rules.to_act(state)
    legal = rules.legal_moves(state, seat)
    bot = IsmctsBot(rules, 3, SearchSettings(iterations=2, forecast=Forecast(0, 5)))
    assert bot.choose(rules.view(state, seat), legal) in legal
    # No forecast: the level's budget, and only the one call that finds there is none.
    assert bot.iterations_done == 2
    assert [result for _, result in rules.judged] == [None]
