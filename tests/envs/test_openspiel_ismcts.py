"""The ``openspiel-ismcts`` bot kind, OpenSpiel's own IS-MCTS through our resampling: it never
reads the true state (two states that look alike give the same choice, both as our bot and
as OpenSpiel's search started on the true state), plays legal moves in every game whoever is
asked first, is reproducible for a seed, and keeps to a processor-time budget."""

from __future__ import annotations

import time
from collections.abc import Iterator
from itertools import chain

import numpy as np
import pytest
from open_spiel.python.algorithms import ismcts, mcts

from empires.bots.catalog import bot_names, make_bot
from empires.bots.labels import bot_label
from empires.bots.play import play_game
from empires.bots.random_bot import RandomBot
from empires.envs.openspiel_bot import DEFAULT_SIMULATIONS, MIN_SIMULATIONS, OpenSpielIsmctsBot
from empires.envs.openspiel_game import EmpiresState, load
from empires.kernel.errors import InvalidOptions
from empires.kernel.game import SIMULTANEOUS
from empires.kernel.registry import get_game, list_games
from empires.kernel.rng import SeededRng
from tests.envs.configurations import Configuration

#: One small configuration of each game with an OpenSpiel registration.
SMALL: list[Configuration] = [
    ("empire-engine", 2, {}),
    ("empire-engine", 4, {"teams": True, "defend_teammate": True}),
    ("empire-v85", 3, {}),
    ("empire-colonial", 2, {}),
    ("empire-planners", 2, {}),
]
IDS = [f"{game}-{players}p" for game, players, _ in SMALL]


def _positions(configuration: Configuration, seed: int, every: int) -> Iterator[EmpiresState]:
    """Every ``every``-th position of a game of random moves (sequential registration)."""
    game, players, options = configuration
    spiel = load(game, players=players, options=options, seed=seed, simultaneous=False)
    state = spiel.new_initial_state()
    rng = np.random.RandomState(seed)
    number = 0
    while not state.is_terminal():
        if number % every == 0:
            yield state
        state.apply_action(int(rng.choice(state.legal_actions())))
        number += 1


def _look_alike(state: EmpiresState, draw: int) -> EmpiresState | None:
    """A state that looks to the seat asked like ``state`` (drawn by the game from its view,
    with the seat's own record), or None if the draw happens to be ``state`` itself."""
    rules, seat = state.game.setup.rules, state.current_player()
    other = EmpiresState(
        state.game, rules.sample_state(rules.view(state.position.state, seat), SeededRng(draw))
    )
    other.own_actions[seat] = list(state.own_actions[seat])
    other.seen[seat] = list(state.seen_events(seat))
    same = rules.state_to_json(other.position.state) == rules.state_to_json(state.position.state)
    return None if same else other


def _openspiel_choice(state: EmpiresState, seed: int) -> int:
    """OpenSpiel's IS-MCTS started on ``state`` itself, secrets and all, drawing its worlds
    through our resampling with a seeded generator."""
    random = np.random.RandomState(seed)
    search = ismcts.ISMCTSBot(
        state.game, mcts.RandomRolloutEvaluator(1, random), 2.0, 6, random_state=random
    )
    search.set_resampler(lambda s, player: s.resample_from_infostate(player, random))
    return int(search.step(state.clone()))


@pytest.mark.parametrize("configuration", SMALL, ids=IDS)
def test_states_that_look_alike_give_the_same_choice(configuration: Configuration) -> None:
    pairs = 0
    for number, state in enumerate(_positions(configuration, 3, 9)):
        other = _look_alike(state, number)
        if other is None or len(state.legal_actions()) < 2:
            continue
        rules, seat = state.game.setup.rules, state.current_player()
        first, second = state.position.state, other.position.state
        legal = rules.legal_moves(first, seat)
        assert list(legal) == list(rules.legal_moves(second, seat))
        for seed in range(2):
            bots = [OpenSpielIsmctsBot(rules, seed, simulations=6) for _ in range(2)]
            assert bots[0].choose(rules.view(first, seat), legal) == bots[1].choose(
                rules.view(second, seat), legal
            )
            assert _openspiel_choice(state, seed) == _openspiel_choice(other, seed)
        pairs += 1
        if pairs == 3:
            return
    raise AssertionError("fewer than three positions with something hidden from the seat")


@pytest.mark.parametrize("configuration", SMALL, ids=IDS)
def test_it_plays_a_legal_move_whichever_waiting_seat_is_asked(
    configuration: Configuration,
) -> None:
    game = configuration[0]
    rules = get_game(game)
    bot = make_bot(rules, "openspiel-ismcts-4", 1)
    asked_later = 0
    games = (_positions(configuration, seed, 1) for seed in range(5, 15))
    for number, state in enumerate(chain.from_iterable(games)):
        true = state.position.state
        seats = rules.to_act(true)
        several = rules.decision_kind(true) == SIMULTANEOUS and len(seats) > 1
        if (number % 7 or number > 100) and not (several and asked_later < 4):
            continue
        for seat in seats:
            legal = rules.legal_moves(true, seat)
            assert bot.choose(rules.view(true, seat), legal) in legal
        asked_later += several
    if game != "empire-planners":  # a game without simultaneous decisions
        assert asked_later


def test_a_game_is_reproducible_for_its_seed() -> None:
    lineup = ["openspiel-ismcts-8", "random"]
    first = play_game("empire-engine", 2, {}, lineup, 11)
    assert first == play_game("empire-engine", 2, {}, lineup, 11)
    assert first != play_game("empire-engine", 2, {}, lineup, 12)


def test_a_time_budget_sets_the_simulations_from_the_time_measured() -> None:
    rules = get_game("empire-engine")
    budget = 0.03
    bot = OpenSpielIsmctsBot(rules, 2, simulations=None, seconds=budget)
    other = RandomBot(3)
    state = rules.new_state(2, rules.info.options.resolve(2, {}), 4)
    spent: list[float] = []
    while seats := rules.to_act(state):
        seat = seats[0]
        view, legal = rules.view(state, seat), rules.legal_moves(state, seat)
        if seat == 1:
            rules.apply(state, seat, other.choose(view, legal))
            continue
        measured = bot.per_simulation
        started = time.process_time()
        rules.apply(state, seat, bot.choose(view, legal))
        if len(legal) > 1:
            spent.append(time.process_time() - started)
            if measured is not None:
                assert bot.simulations_done == max(MIN_SIMULATIONS, round(budget / measured))
    later = spent[3:]
    assert budget / 3 < sum(later) / len(later) < budget * 3


def test_a_budget_smaller_than_one_playout_still_chooses() -> None:
    # A random playout of Empire (colonial) from its first decision costs far more than a
    # millisecond: the budget sets the fewest simulations that still visit a root move.
    rules = get_game("empire-colonial")
    bot = OpenSpielIsmctsBot(rules, 5, simulations=None, seconds=0.001)
    bot.per_simulation = 1.0  # as if measured on an earlier decision
    state = rules.new_state(2, rules.info.options.resolve(2, {}), 6)
    (seat, *_) = rules.to_act(state)
    legal = rules.legal_moves(state, seat)
    assert len(legal) > 1
    assert bot.choose(rules.view(state, seat), legal) in legal
    assert bot.simulations_done == MIN_SIMULATIONS


def test_its_names_and_budgets() -> None:
    rules = get_game("empire-engine")
    default = make_bot(rules, "openspiel-ismcts", 0)
    assert isinstance(default, OpenSpielIsmctsBot)
    assert default.simulations == DEFAULT_SIMULATIONS
    counted = make_bot(rules, "openspiel-ismcts-200", 0)
    assert isinstance(counted, OpenSpielIsmctsBot) and counted.simulations == 200
    timed = make_bot(rules, "openspiel-ismcts-50ms", 0)
    assert isinstance(timed, OpenSpielIsmctsBot) and timed.seconds == pytest.approx(0.05)
    for bad in (
        "openspiel-ismcts-0",
        "openspiel-ismcts-1",
        "openspiel-ismcts-fast",
        "openspiel-ismcts-5s",
    ):
        with pytest.raises(InvalidOptions, match=bad):
            make_bot(rules, bad, 0)
    with pytest.raises(InvalidOptions, match="sealed-bids"):
        make_bot(get_game("sealed-bids"), "openspiel-ismcts", 0)
    assert bot_label("openspiel-ismcts", "de") == "OpenSpiel IS-MCTS"


def test_it_is_not_offered_at_tables() -> None:
    for rules in list_games():
        assert not any(kind.startswith("openspiel") for kind in bot_names(rules))
