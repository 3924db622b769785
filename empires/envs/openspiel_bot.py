"""OpenSpiel's own IS-MCTS as a bot of ours: an outside yardstick for our search.

The bot kind ``openspiel-ismcts`` runs ``open_spiel.python.algorithms.ismcts.ISMCTSBot``, as
OpenSpiel ships it, on our games' OpenSpiel registration with sequential dynamics (which it
requires). It sees only its view: the search starts from ``sample_state(view)``, and every
simulation draws its world with ``EmpiresState.resample_from_infostate``, that is from the
seat's view again. Leaves are judged by OpenSpiel's ``RandomRolloutEvaluator`` (one uniformly
random playout to the end of the game), the evaluator OpenSpiel's examples pair with its
searches: it knows nothing of our games, so the yardstick owes nothing to our heuristics.

Budgets, named in the kind:

* ``openspiel-ismcts``: ``DEFAULT_SIMULATIONS`` simulations a decision;
* ``openspiel-ismcts-<n>``: ``n`` (2 or more) simulations a decision (reproducible: same seed, same view,
  same move);
* ``openspiel-ismcts-<n>ms``: about ``n`` milliseconds of processor time a decision: the bot
  measures its processor time per simulation in its earlier decisions and sets the number of
  simulations from it (depends on the machine), to match another bot's time per decision.

OpenSpiel's IS-MCTS draws its worlds with a fresh, unseeded sampler unless it is given a
resampler (its ``set_resampler`` hook); the bot hands it one that calls the same
``resample_from_infostate`` with the bot's seeded generator, so a seed replays its choices.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Sequence
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from empires.envs.openspiel_game import EmpiresState, load, seeded_rng_from
from empires.kernel.encoding import has_encoding
from empires.kernel.errors import InvalidOptions
from empires.kernel.game import Bot, Rules, View

#: The kind's name; budgets are added to it (``openspiel-ismcts-200``, ``openspiel-ismcts-50ms``).
KIND = "openspiel-ismcts"
DEFAULT_SIMULATIONS = 100
#: OpenSpiel's usual exploration constant for returns in [-1, 1] (its MCTS examples).
UCT_C = 2.0
#: Simulations of the first decision of a bot with a time budget, before it has measured any.
FIRST_SIMULATIONS = 16
#: The fewest simulations a time budget sets: OpenSpiel's first simulation only expands the
#: root, and its search fails on a root no simulation has passed through (where one random
#: playout costs more than the whole budget, as early in a game of Empire, colonial).
MIN_SIMULATIONS = 2
_BUDGET = re.compile(r"(?P<count>[1-9][0-9]*)(?P<ms>ms)?")


class OpenSpielIsmctsBot(Bot):
    """OpenSpiel's ``ISMCTSBot`` on a state drawn from the view; ``simulations`` or
    ``seconds`` (processor time) bound each decision."""

    def __init__(
        self,
        rules: Rules[Any, Any],
        seed: int = 0,
        simulations: int | None = DEFAULT_SIMULATIONS,
        seconds: float | None = None,
    ) -> None:
        if not has_encoding(rules):
            raise InvalidOptions(f"{rules.info.name} has no OpenSpiel registration (no encoding)")
        if (simulations is None) == (seconds is None):
            raise ValueError("give either a number of simulations or a time in seconds")
        self.rules = rules
        self.random = np.random.RandomState(seed % 2**32)
        self.simulations = simulations
        self.seconds = seconds
        #: Measured processor seconds per simulation (time budgets only).
        self.per_simulation: float | None = None
        self.simulations_done = 0
        self._games: dict[tuple[int, str], Any] = {}

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        state = self._root(view)
        budget = self._budget()
        search = ismcts.ISMCTSBot(
            state.game,
            mcts.RandomRolloutEvaluator(1, self.random),
            UCT_C,
            budget,
            random_state=self.random,
        )
        search.set_resampler(lambda s, player: s.resample_from_infostate(player, self.random))
        started = time.process_time()
        action = int(search.step(state))
        self._measure(time.process_time() - started, budget)
        table = state.game.setup.table
        for move in legal:
            if table.action_id(move) == action:
                return move
        raise RuntimeError(f"OpenSpiel's IS-MCTS chose {action}, which is not a legal move")

    def _root(self, view: View) -> EmpiresState:
        """The search's root: a state drawn from the view, in the OpenSpiel game of its
        configuration, asking the bot's seat first."""
        rules = self.rules
        drawn = rules.sample_state(view, seeded_rng_from(self.random))
        players = rules.players_of(drawn)
        options = json.dumps(rules.options_of(drawn), sort_keys=True)
        key = (players, options)
        if key not in self._games:
            self._games[key] = load(
                rules.info.name, players=players, options=options, simultaneous=False
            )
        state = EmpiresState(self._games[key], drawn)
        state.asked_first = view["seat"]
        if state.current_player() != view["seat"]:
            raise RuntimeError(f"seat {view['seat']} is not asked in the position drawn")
        return state

    def _budget(self) -> int:
        if self.simulations is not None:
            return self.simulations
        assert self.seconds is not None
        if self.per_simulation is None:
            return FIRST_SIMULATIONS
        return max(MIN_SIMULATIONS, round(self.seconds / self.per_simulation))

    def _measure(self, seconds: float, simulations: int) -> None:
        self.simulations_done = simulations
        if self.seconds is None:
            return
        cost = seconds / simulations
        # A moving average: rollouts shorten as the game goes on.
        self.per_simulation = (
            cost if self.per_simulation is None else 0.7 * self.per_simulation + 0.3 * cost
        )


def make(rules: Rules[Any, Any], kind: str, seed: int) -> Bot:
    """The bot of ``kind``: ``openspiel-ismcts`` with an optional budget (module docstring);
    InvalidOptions names a budget it cannot read."""
    if kind == KIND:
        return OpenSpielIsmctsBot(rules, seed)
    budget = _BUDGET.fullmatch(kind.removeprefix(KIND + "-"))
    if not kind.startswith(KIND + "-") or budget is None:
        raise InvalidOptions(
            f"{kind!r} is not a budget of {KIND}: write {KIND}-<simulations> or {KIND}-<ms>ms"
        )
    count = int(budget["count"])
    if budget["ms"]:
        return OpenSpielIsmctsBot(rules, seed, simulations=None, seconds=count / 1000)
    if count < MIN_SIMULATIONS:
        raise InvalidOptions(
            f"{kind!r}: OpenSpiel's IS-MCTS needs at least {MIN_SIMULATIONS} simulations"
        )
    return OpenSpielIsmctsBot(rules, seed, simulations=count)
