"""What a game gives to learning environments: a fixed list of actions and a fixed-size
observation built from one seat's view (documented in ``docs/learning.md``).

A game offers it through ``Rules.encoding(players, options)``. Everything here is plain
Python; the environments in ``empires.envs`` turn it into arrays.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from empires.kernel.game import Rules, View


class Encoding(ABC):
    """Fixed-size encodings of one game configuration (a player count and resolved options).

    ``actions`` lists, in JSON form, every move that can ever be legal to any seat in this
    configuration; a move's index there is its action id. ``observe`` must read nothing but
    the view it is given, so an observation never leaks what its seat may not know.
    """

    #: Every possible move in JSON form; the index is the action id. No duplicates.
    actions: Sequence[dict[str, Any]]
    #: The length of every vector ``observe`` returns.
    observation_size: int
    #: An upper bound on the number of moves in one game (OpenSpiel asks for it).
    max_decisions: int

    @abstractmethod
    def observe(self, view: View) -> list[float]:
        """One seat's view as ``observation_size`` numbers, each between 0 and 1."""


def has_encoding(rules: Rules[Any, Any]) -> bool:
    """Whether a game offers learning environments (``Rules.encoding`` is optional: a small
    game may have none, and the environments leave it out)."""
    return rules.encoding_type is not None or type(rules).encoding is not Rules.encoding


def move_key(move_json: Any) -> str:
    """A canonical text for a move's JSON form (keys sorted), to look moves up by."""
    return json.dumps(move_json, sort_keys=True, separators=(",", ":"))


class ActionTable:
    """Action ids and the game's moves, both ways, for one configuration.

    Ids ``0 .. len(actions) - 1`` are the game's moves; one more id, ``wait``, means "no
    move": the only choice of a seat that is not asked to decide while others are (the
    Parallel environment and OpenSpiel's simultaneous nodes need every seat to act).
    """

    def __init__(self, rules: Rules[Any, Any], encoding: Encoding) -> None:
        self.rules = rules
        self.moves_json = [dict(move) for move in encoding.actions]
        self._ids: dict[str, int] = {}
        for action, move in enumerate(self.moves_json):
            key = move_key(move)
            if key in self._ids:
                raise ValueError(f"{rules.info.name}: action {move} is listed twice")
            self._ids[key] = action
        self._moves = [rules.move_from_json(move) for move in self.moves_json]
        self.wait = len(self.moves_json)
        self.size = self.wait + 1

    def action_id(self, move: Any) -> int:
        """The id of a typed move; ValueError if the encoding does not list it."""
        key = move_key(self.rules.move_to_json(move))
        try:
            return self._ids[key]
        except KeyError:
            raise ValueError(
                f"{self.rules.info.name}: move {key} is missing from the encoding's actions"
            ) from None

    def move(self, action: int) -> Any:
        """The typed move of an id (not ``wait``)."""
        return self._moves[action]

    def legal_ids(self, state: Any, seat: int) -> list[int]:
        """The ids of the moves open to ``seat`` now, ascending (empty if it is not asked)."""
        return sorted(self.action_id(m) for m in self.rules.legal_moves(state, seat))


def outcome(players: int, winners: Sequence[int]) -> list[float]:
    """Zero-sum returns: the winners share +1, the others share -1 (all 0 if all win). A solo
    game is played against the rules: +1 for a win, -1 for a loss."""
    if players == 1:
        return [1.0 if winners else -1.0]
    if not winners or len(winners) == players:
        return [0.0] * players
    win, lose = 1.0 / len(winners), -1.0 / (players - len(winners))
    return [win if seat in winners else lose for seat in range(players)]
