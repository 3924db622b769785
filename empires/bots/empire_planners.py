"""Empire Planners' heuristic bot: it tries every legal move on a state drawn from its view and
keeps the one whose position it values most (one move ahead, no search), by the difference of
the two players' values (``empires.games.empire_planners.valuation``). The bot's own generator
breaks ties only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.bots.ties import best_of
from empires.games.empire_planners.actions import pending_moves
from empires.games.empire_planners.components import ROUNDS
from empires.games.empire_planners.flow import play
from empires.games.empire_planners.moves import Claim, Exchange, Pass
from empires.games.empire_planners.state import BUILD, PlannersState
from empires.games.empire_planners.valuation import RESERVE, values
from empires.games.empire_planners.view import sample_state
from empires.kernel.game import Bot, View
from empires.kernel.rng import SeededRng

#: Steps of one action the bot carries out when it judges a claim.
MAX_STEPS = 12


def _margin(state: PlannersState, me: int, other: int) -> float:
    both = values(state)
    return both[me] - both[other]


def _candidates(legal: Sequence[Any]) -> list[Any]:
    """The moves worth judging: of the Exchange amounts only the largest, the one that keeps
    a building reserve, and the smallest (the rest lie between them in value)."""
    amounts = sorted(m.profit for m in legal if isinstance(m, Exchange))
    if len(amounts) <= 3:
        return list(legal)
    kept = {amounts[0], amounts[-1], max(amounts[0], amounts[-1] - RESERVE // 2)}
    return [m for m in legal if not isinstance(m, Exchange) or m.profit in kept]


def _finish_action(state: PlannersState, me: int, other: int) -> float | None:
    """Carry out a just-claimed action greedily, step by step, so that a claim is judged by
    what it can bring (a claim alone changes nothing for Produce, Exchange or upgrades).
    Returns the margin of the position reached, if it was judged on the way."""
    margin = None
    for _ in range(MAX_STEPS):
        if state.pending is None or state.pending.player != me:
            break
        steps = _candidates(pending_moves(state))
        if not steps:
            return None
        results = []
        for step in steps:
            after = state.copy()
            play(after, me, step)
            results.append((_margin(after, me, other), after))
        margin, best = max(results, key=lambda r: r[0])
        _replace(state, best)
    return margin


def _replace(state: PlannersState, other: PlannersState) -> None:
    vars(state).update(vars(other))


#: Moves whose margins are within this many dollars of the best are near ties, drawn by the
#: seed (empires.bots.ties): measured in docs/strength.md, "Bots that cannot be farmed".
NEAR = 0.1


class HeuristicBot(Bot):
    """Greedy lookahead on a state sampled from the view: every legal move, each claimed
    action carried out greedily to its end."""

    def __init__(self, seed: int = 0, near: float = NEAR) -> None:
        self.rng = SeededRng(seed)
        self.near = near

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        scores = self._scores(view, legal)
        return best_of(self.rng, list(scores), scores.__getitem__, self.near)

    def rank(self, view: View, legal: Sequence[Any]) -> Sequence[Any]:
        """The moves the bot judges (``_candidates``), best first by the margins ``choose``
        goes by (on a state drawn by the bot's generator, as ``choose`` draws it)."""
        if len(legal) == 1:
            return list(legal)
        scores = self._scores(view, legal)
        return sorted(scores, key=lambda m: -scores[m])

    def _scores(self, view: View, legal: Sequence[Any]) -> dict[Any, float]:
        """Per move judged, the margin of the position it leads to (one move ahead, a claimed
        action carried out greedily)."""
        me = view["seat"]
        other = 1 if view["solo"] else 1 - me
        base = sample_state(view, SeededRng(self.rng.next_u64()))
        # Two icons of one kind lead to the same position but for the claimed slot, which the
        # value reads only in the last round: judge each kind once before then.
        claimed: dict[str, float] = {}
        scores: dict[Any, float] = {}
        for move in _candidates(legal):
            kind = base.slot_kind(move.slot) if isinstance(move, Claim) else ""
            if kind in claimed and base.round < ROUNDS:
                score = claimed[kind]
            else:
                state = base.copy()
                play(state, me, move)
                finished = _finish_action(state, me, other) if kind else None
                score = _margin(state, me, other) if finished is None else finished
                if kind:
                    claimed[kind] = score
                elif isinstance(move, Pass) and state.phase == BUILD:
                    score -= 0.01
            scores[move] = score
        return scores


#: The bots Empire Planners offers, by kind; found through the entry point in pyproject.toml.
BOTS = {"heuristic": HeuristicBot}
