"""Every registered game as an OpenSpiel Python game, so that OpenSpiel's algorithms run on it.

``register_openspiel_games()`` registers each game under ``python_empires_<name>`` (dashes
become underscores), with the parameters:

* ``players`` (int): the player count;
* ``options`` (str): the game's options as a JSON object, e.g. ``'{"teams": true}'``;
* ``seed`` (int): the game seed. Chance is folded into it: for one seed the game has no
  chance nodes (``DETERMINISTIC``), so different seeds are different games;
* ``simultaneous`` (bool, default true): a secret simultaneous decision is one simultaneous
  node (seats with nothing to decide take the ``wait`` action). With false, the waiting seats
  choose one after the other, none seeing the others' choices: the same game as a sequential
  imperfect-information game, which tree-search bots such as MCTS require.

Returns are zero-sum (winners share +1, the others share -1), except for games that can be
played solo (+1 or -1 against the rules), which are declared general-sum. The observation is the seat's
view: a JSON string and the game's encoding as a tensor. The information state adds what makes
it perfect recall (the seat's own actions and every event it has seen); it is a string only.

``state.resample_from_infostate(player, rng)`` (what OpenSpiel's IS-MCTS calls) draws a state
that looks to ``player`` exactly like this one, from the player's view alone: the game's own
``sample_state``. ``rng`` may be what OpenSpiel passes (a callable giving uniform numbers in
[0, 1)), a numpy ``RandomState``, or an int seed (``seeded_rng_from``).
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from empires.envs.episode import GameSetup
from empires.kernel.encoding import has_encoding
from empires.kernel.game import SEQUENTIAL
from empires.kernel.registry import list_games
from empires.kernel.rng import SeededRng


def short_name(game: str) -> str:
    """The OpenSpiel name of a registered game."""
    return "python_empires_" + game.replace("-", "_")


class Position:
    """A game state and its configuration; deep copies go through the game's ``copy_state``
    and share the (unchanging) configuration, since OpenSpiel clones states by deep copy."""

    def __init__(self, setup: GameSetup, state: Any) -> None:
        self.setup = setup
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> Position:
        return Position(self.setup, self.setup.rules.copy_state(self.state))


class EmpiresState(pyspiel.State):  # type: ignore[misc]
    """One position of a registered game, as OpenSpiel sees it."""

    def __init__(self, game: EmpiresGame, state: Any = None) -> None:
        """The game's first position, or ``state`` (a state of the same configuration) with
        no history: its earlier events count as seen by nobody."""
        super().__init__(game)
        setup: GameSetup = game.setup
        self.game = game
        fresh = state is None
        self.position = Position(setup, setup.new_state(game.seed) if fresh else state)
        self.simultaneous: bool = game.simultaneous
        #: Each seat's own actions so far, for its (perfect-recall) information state.
        self.own_actions: list[list[int]] = [[] for _ in range(setup.players)]
        #: Each seat's visible events as JSON texts, kept up to date lazily (``seen_events``).
        self.seen: list[list[str]] = [[] for _ in range(setup.players)]
        self.seen_upto = 0 if fresh else len(setup.rules.events(state))
        #: With sequential dynamics, the seat asked first when several wait in a simultaneous
        #: decision (``None``: the first of them); a bot sets it to its own seat, since it may
        #: be asked before the others. Who goes first there reveals nothing of anyone's choice.
        self.asked_first: int | None = None

    def _setup(self) -> GameSetup:
        return self.position.setup

    def current_player(self) -> int:
        rules, state = self._setup().rules, self.position.state
        seats = rules.to_act(state)
        if not seats:
            return int(pyspiel.PlayerId.TERMINAL)
        if self.simultaneous and rules.decision_kind(state) != SEQUENTIAL:
            return int(pyspiel.PlayerId.SIMULTANEOUS)
        return self.asked_first if self.asked_first in seats else seats[0]

    def _legal_actions(self, player: int) -> list[int]:
        setup = self._setup()
        legal = self.game.legal_ids(self.position.state, player)
        if not legal and self.is_simultaneous_node():
            return [setup.table.wait]
        return legal

    def _play(self, seat: int, action: int) -> None:
        setup = self._setup()
        setup.rules.apply(self.position.state, seat, setup.table.move(action))
        self.own_actions[seat].append(action)

    def _apply_action(self, action: int) -> None:
        self._play(self.current_player(), action)

    def _apply_actions(self, actions: list[int]) -> None:
        setup = self._setup()
        # The seats asked are fixed before anyone plays: the decision resolves after the last.
        for seat in setup.rules.to_act(self.position.state):
            self._play(seat, actions[seat])

    def seen_events(self, player: int) -> list[str]:
        """The events ``player`` has seen, as JSON texts; each event is written out once."""
        setup = self._setup()
        events = setup.rules.events(self.position.state)
        for event in events[self.seen_upto :]:
            text = json.dumps(event.to_json(), sort_keys=True)
            for seat in range(setup.players):
                if event.visible_to(seat):
                    self.seen[seat].append(text)
        self.seen_upto = len(events)
        return self.seen[player]

    def resample_from_infostate(self, player: int, rng: Any) -> EmpiresState:
        """A state drawn from ``player``'s view alone (``Rules.sample_state``): the same for
        two states that look alike to the player, for the same ``rng``. The player's own
        record (its actions and the events it saw) is carried over, so its information state
        is unchanged; the other seats' records start afresh, as nothing of theirs is known."""
        setup = self._setup()
        view = setup.rules.view(self.position.state, player)
        drawn = EmpiresState(self.game, setup.rules.sample_state(view, seeded_rng_from(rng)))
        drawn.own_actions[player] = list(self.own_actions[player])
        drawn.seen[player] = list(self.seen_events(player))
        drawn.asked_first = self.asked_first
        return drawn

    def _action_to_string(self, player: int, action: int) -> str:
        setup = self._setup()
        if action == setup.table.wait:
            return "wait"
        return setup.rules.describe_move(setup.table.move(action), "en")

    def is_terminal(self) -> bool:
        return bool(self._setup().rules.is_over(self.position.state))

    def returns(self) -> list[float]:
        setup = self._setup()
        if not self.is_terminal():
            return [0.0] * setup.players
        return setup.returns(self.position.state)

    def __str__(self) -> str:
        # The full state, secrets included, for debugging; the event log is left out.
        data = self._setup().rules.state_to_json(self.position.state)
        data.pop("events", None)
        return json.dumps(data, sort_keys=True)


def seeded_rng_from(rng: Any) -> SeededRng:
    """Our seeded generator, drawn from ``rng``: an int seed, a ``SeededRng``, a numpy
    ``RandomState`` or ``Generator``, or a callable giving uniform numbers in [0, 1) (such as
    ``pyspiel.UniformProbabilitySampler``, which OpenSpiel's IS-MCTS passes)."""
    if isinstance(rng, SeededRng):
        return SeededRng(rng.next_u64())
    if isinstance(rng, int | np.integer):
        return SeededRng(int(rng))
    if isinstance(rng, np.random.RandomState):
        return SeededRng(int(rng.randint(0, 2**63, dtype=np.int64)))
    if isinstance(rng, np.random.Generator):
        return SeededRng(int(rng.integers(0, 2**63)))
    if callable(rng):
        # Two draws of 32 bits each make one 64-bit seed.
        high, low = (int(float(rng()) * 2**32) & 0xFFFFFFFF for _ in range(2))
        return SeededRng(high << 32 | low)
    raise TypeError(f"cannot draw a seed from {type(rng).__name__}")


class EmpiresObserver:
    """OpenSpiel's Python observer: the view (string and tensor) or, for perfect recall, the
    information state (string only)."""

    def __init__(self, setup: GameSetup, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        size = 0 if perfect_recall else setup.encoding.observation_size
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor} if size else {}

    def set_from(self, state: EmpiresState, player: int) -> None:
        if not self.perfect_recall:
            position = state.position
            self.tensor[:] = position.setup.observation(position.state, player)

    def string_from(self, state: EmpiresState, player: int) -> str:
        position = state.position
        rules = position.setup.rules
        view = rules.view(position.state, player)
        if not self.perfect_recall:
            return json.dumps(view, sort_keys=True)
        head = json.dumps({"own_actions": state.own_actions[player], "view": view}, sort_keys=True)
        return "\n".join([head, *state.seen_events(player)])


class EmpiresGame(pyspiel.Game):  # type: ignore[misc]
    """A registered game for OpenSpiel; subclassed once per game by ``register``."""

    game_name = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**parameters(self.game_name), **(params or {})}
        self.setup = GameSetup(
            self.game_name, int(params["players"]), json.loads(params["options"])
        )
        self.seed = int(params["seed"])
        self.simultaneous = bool(params["simultaneous"])
        self._ids: dict[Any, int] = {}
        game_type = make_game_type(self.game_name, self.simultaneous)
        zero_sum = game_type.utility == pyspiel.GameType.Utility.ZERO_SUM
        info = pyspiel.GameInfo(
            num_distinct_actions=self.setup.table.size,
            max_chance_outcomes=0,
            num_players=self.setup.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if zero_sum else None,
            max_game_length=self.setup.encoding.max_decisions,
        )
        super().__init__(game_type, info, params)

    def legal_ids(self, state: Any, seat: int) -> list[int]:
        """``ActionTable.legal_ids``, remembering each move's id: searches ask it at every
        step, and writing a move out as JSON to find its id costs more than the step."""
        ids = []
        for move in self.setup.rules.legal_moves(state, seat):
            try:
                action = self._ids.get(move)
            except TypeError:  # a move that cannot be a key: looked up every time
                ids.append(self.setup.table.action_id(move))
                continue
            if action is None:
                action = self._ids[move] = self.setup.table.action_id(move)
            ids.append(action)
        return sorted(ids)

    def new_initial_state(self) -> EmpiresState:
        return EmpiresState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> EmpiresObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type is not None and (
            iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
            or not iig_obs_type.public_info
        ):
            raise ValueError("only a seat's own observation (its view) is supported")
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return EmpiresObserver(self.setup, perfect_recall)

    def __deepcopy__(self, memo: dict[int, Any]) -> EmpiresGame:
        return self


def parameters(game: str) -> dict[str, Any]:
    """The default parameters of a registered game."""
    rules = next(r for r in list_games() if r.info.name == game)
    return {
        "players": rules.info.min_players,
        "options": "{}",
        "seed": 0,
        "simultaneous": True,
    }


def make_game_type(game: str, simultaneous: bool = True) -> Any:
    """The truthful OpenSpiel description of a registered game."""
    rules = next(r for r in list_games() if r.info.name == game)
    dynamics = pyspiel.GameType.Dynamics
    # A solo game is won or lost against the rules (+1 or -1), so it sums to nothing only
    # when every configuration has two seats or more.
    utility = pyspiel.GameType.Utility
    zero_sum = rules.info.min_players > 1
    return pyspiel.GameType(
        short_name=short_name(game),
        long_name=f"Empires: {rules.info.title('en')}",
        dynamics=dynamics.SIMULTANEOUS if simultaneous else dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility.ZERO_SUM if zero_sum else utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=rules.info.max_players,
        min_num_players=rules.info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters(game),
    )


def register_openspiel_games() -> list[str]:
    """Register every game of the registry that has an encoding with OpenSpiel (once); return
    their short names."""
    names = []
    registered = set(pyspiel.registered_names())
    for rules in filter(has_encoding, list_games()):
        name = short_name(rules.info.name)
        names.append(name)
        if name not in registered:
            game_class = type(f"EmpiresGame_{name}", (EmpiresGame,), {"game_name": rules.info.name})
            pyspiel.register_game(make_game_type(rules.info.name), game_class)
    return names


def load(game: str, **params: Any) -> Any:
    """``pyspiel.load_game`` for a registered game, its options given as a dict."""
    register_openspiel_games()
    if "options" in params and not isinstance(params["options"], str):
        params["options"] = json.dumps(params["options"])
    return pyspiel.load_game(short_name(game), params)
