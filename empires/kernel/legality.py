"""One source for legality and refusal: each rule a predicate with its id and its reason, used
both to filter the candidate moves into the legal ones and to say why a move is refused, so
the list of legal moves and the explanation cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from empires.kernel.errors import IllegalMove

S = TypeVar("S")
Test = Callable[[Any, int, Any], bool]


@dataclass(frozen=True)
class Rule:
    """A rule: ``holds(state, seat, move)``; when it does not, ``IllegalMove(id, reason)``."""

    id: str
    holds: Test
    reason: str | Callable[[Any, int, Any], str]

    def refusal(self, state: Any, seat: int, move: Any) -> IllegalMove:
        """The error naming this rule for ``move``."""
        reason = self.reason if isinstance(self.reason, str) else self.reason(state, seat, move)
        return IllegalMove(self.id, reason)


class RuleBook(Generic[S]):
    """Rules checked in order; the first that fails names the refusal. ``fallback`` names a
    move that breaks none of them but is still not legal (not one of the candidates)."""

    def __init__(self, *rules: Rule, fallback: Rule | None = None) -> None:
        self.rules = rules
        self.fallback = fallback
        self._tests = tuple(rule.holds for rule in rules)

    def allows(self, state: S, seat: int, move: Any) -> bool:
        """Whether ``move`` breaks none of the rules (a plain loop: a search checks every
        move it plays)."""
        for holds in self._tests:  # noqa: SIM110 (all() over a generator is slower here)
            if not holds(state, seat, move):
                return False
        return True

    def legal(self, state: S, seat: int, candidates: Iterable[Any]) -> tuple[Any, ...]:
        """The candidates that break no rule, in their order."""
        return tuple(m for m in candidates if self.allows(state, seat, m))

    def why_not(self, state: S, seat: int, move: Any) -> IllegalMove:
        """The first rule ``move`` breaks (or the fallback), as an IllegalMove."""
        for rule in self.rules:
            if not rule.holds(state, seat, move):
                return rule.refusal(state, seat, move)
        if self.fallback is None:
            return IllegalMove("not-legal", "that move is not open to you now")
        return self.fallback.refusal(state, seat, move)
