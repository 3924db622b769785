"""Every registered game as an OpenSpiel game: OpenSpiel's own random-simulation test on both
forms (simultaneous nodes, and waiting seats one after the other), its MCTS bot playing Empire
Engine, truthful game flags, and observations that hide what their seat may not know."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import evaluate_bots, mcts
from open_spiel.python.bots import uniform_random

from empires.envs.episode import GameSetup
from empires.envs.openspiel_game import load, register_openspiel_games, short_name
from empires.kernel.encoding import has_encoding
from empires.kernel.registry import list_games
from tests.envs.configurations import LEARNABLE, LEARNABLE_IDS, Configuration


def test_every_registered_game_is_an_openspiel_game() -> None:
    names = register_openspiel_games()
    assert names == [short_name(r.info.name) for r in list_games() if has_encoding(r)]
    assert set(names) <= set(pyspiel.registered_names())


@pytest.mark.parametrize("simultaneous", [True, False], ids=["simultaneous", "turns"])
@pytest.mark.parametrize("configuration", LEARNABLE, ids=LEARNABLE_IDS)
def test_passes_openspiels_random_simulation_test(
    configuration: Configuration, simultaneous: bool
) -> None:
    game, players, options = configuration
    spiel = load(game, players=players, options=options, seed=4, simultaneous=simultaneous)
    pyspiel.random_sim_test(spiel, num_sims=1, serialize=False, verbose=False)


def test_the_game_type_tells_the_truth_about_empire_engine() -> None:
    game_type = load("empire-engine", players=2).get_type()
    assert game_type.dynamics == pyspiel.GameType.Dynamics.SIMULTANEOUS
    assert game_type.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game_type.chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    assert game_type.utility == pyspiel.GameType.Utility.ZERO_SUM
    turns = load("empire-engine", players=2, simultaneous=False).get_type()
    assert turns.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL


def test_a_game_that_can_be_played_solo_is_general_sum() -> None:
    game_type = load("empire-planners", players=1).get_type()
    assert game_type.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert game_type.min_num_players == 1


def test_simultaneous_nodes_appear_where_the_game_has_them() -> None:
    spiel = load("empire-engine", players=3, seed=1)
    setup = GameSetup("empire-engine", 3)
    rng = np.random.default_rng(0)
    seen = 0
    state = spiel.new_initial_state()
    while not state.is_terminal():
        if state.is_simultaneous_node():
            seen += 1
            state.apply_actions([int(rng.choice(state.legal_actions(p))) for p in range(3)])
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert seen
    assert state.returns() == setup.returns(state.position.state)


def test_observations_hide_another_seats_secret_placement() -> None:
    """Seat 0 lays its left engine with Arm or with Attack on top: seat 1 sees the same."""
    spiel = load("empire-engine", players=2, options={"start_player": 0})
    setup = GameSetup("empire-engine", 2, {"start_player": 0})
    table = setup.table
    states = []
    for action in ("arm", "attack"):
        state = spiel.new_initial_state()
        move = {"type": "place_engine", "engine": "L", "action": action}
        state.apply_action(table.moves_json.index(move))
        states.append(state)
    first, second = states
    assert first.observation_string(1) == second.observation_string(1)
    assert first.observation_tensor(1) == second.observation_tensor(1)
    assert first.information_state_string(1) == second.information_state_string(1)
    assert first.information_state_string(0) != second.information_state_string(0)
    view = setup.rules.view(first.position.state, 1)
    assert np.allclose(first.observation_tensor(1), setup.encoding.observe(view))


def test_openspiels_mcts_bot_plays_empire_engine() -> None:
    spiel = load("empire-engine", players=2, seed=6, simultaneous=False)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    wins = 0
    for game in range(4):
        seat = game % 2
        searcher = mcts.MCTSBot(spiel, 2.0, 30, evaluator, random_state=np.random.RandomState(game))
        bots = [uniform_random.UniformRandomBot(1 - seat, np.random.RandomState(game))] * 2
        bots[seat] = searcher
        returns = evaluate_bots.evaluate_bots(
            spiel.new_initial_state(), bots, np.random.RandomState(game)
        )
        assert sum(returns) == pytest.approx(0.0)
        wins += returns[seat] > 0
    assert wins >= 3
