"""Secret simultaneous decisions: every seat asked chooses in secret, in any order; the choices
are carried out together once the last seat has chosen.

A :class:`Simultaneous` knows, per phase, what each seat is offered. With ``settle_single`` a
seat offered one move only is not asked (that move is taken for it). Choices wait in the
state's ``choices`` until the decision is complete; until then a seat may take its choice back.
The offers are worked out once per decision and kept in the state's transient ``cache``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from empires.kernel.errors import IllegalMove
from empires.kernel.rng import SeededRng
from empires.kernel.state import GameState

S = TypeVar("S", bound=GameState)
Offer = Callable[[Any, int], Sequence[Any]]


class Simultaneous(Generic[S]):
    """The simultaneous phases of one game and what each offers a seat."""

    def __init__(self, offers: Mapping[str, Offer], *, settle_single: bool = True) -> None:
        self.offer = dict(offers)
        self.phases = frozenset(offers)
        #: The fewest moves that make a seat decide (one when single options are not settled).
        self.least = 2 if settle_single else 1

    def offers(self, state: S) -> dict[int, Sequence[Any]]:
        """Every seat's moves in the current decision (worked out once per decision)."""
        if not state.cache:
            offer = self.offer[state.phase]
            state.cache = {seat: offer(state, seat) for seat in range(state.players)}
        return state.cache

    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats still to choose."""
        offers, least, chosen = self.offers(state), self.least, state.choices
        return tuple(s for s in range(state.players) if len(offers[s]) >= least and s not in chosen)

    def legal(self, state: S, seat: int) -> Sequence[Any]:
        """The moves open to ``seat`` (none once it has chosen, or if it is not asked)."""
        if seat in state.choices:
            return ()
        offer = self.offers(state).get(seat, ())
        return offer if len(offer) >= self.least else ()

    def choose(self, state: S, seat: int, move: Any) -> None:
        """Keep ``seat``'s secret choice (a legal move) until the decision is complete."""
        state.choices[seat] = move

    def take_back(self, state: S, seat: int) -> Any:
        """Withdraw ``seat``'s choice before the last seat has chosen; return it."""
        if state.phase not in self.phases or seat not in state.choices:
            raise IllegalMove("nothing-to-take-back", f"seat {seat} has no choice to take back")
        return state.choices.pop(seat)

    def draw_choices(
        self,
        state: S,
        view: Mapping[str, Any],
        rng: SeededRng,
        read_move: Callable[[Any], Any],
    ) -> None:
        """The pending choices of a state sampled from a seat's ``view``: the seat's own as its
        view shows it (``my_choice``, read by ``read_move``); for every other seat that has
        chosen (``chosen`` is public), a move drawn from its offers, since what it chose is not."""
        seat = view["seat"]
        if seat is not None and view["my_choice"] is not None:
            state.choices = {seat: read_move(view["my_choice"])}
        if state.phase in self.phases:
            for other in view["chosen"]:
                if other != seat:
                    state.choices[other] = rng.choice(self.offer[state.phase](state, other))

    def settle(self, state: S) -> dict[int, Any] | None:
        """If every seat asked has chosen: all choices by seat (the single options first, then
        the choices in the order they came), taken out of the state; else ``None``."""
        if state.phase not in self.phases:
            return None
        offers, least, waiting = self.offers(state), self.least, state.choices
        if any(len(offers[s]) >= least and s not in waiting for s in range(state.players)):
            return None
        chosen = {s: o[0] for s, o in offers.items() if len(o) == 1} if least == 2 else {}
        chosen.update(waiting)
        state.choices = {}
        state.cache = {}
        return chosen
