"""The state of an Empire Planners game; its JSON form (the kit's common format, documented in
docs/empire-planners.md) follows from the fields. It keeps its tracks itself: Capital with the
cubes it takes, and pollution.

Players are indexed 0 and 1 in every list. In the 2-player game both are seats; in the solo
game seat 0 is the only seat and player 1 is Archie Indus, whom the rules play.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from empires.games.empire_planners import components as cp
from empires.games.empire_planners.moves import MOVES
from empires.kernel.codec import Int, List, Optional, Str, spec
from empires.kernel.errors import BadPosition
from empires.kernel.events import Event
from empires.kernel.options import OptionValue
from empires.kernel.rng import SeededRng
from empires.kernel.state import GameState, legacy_step

BUILD, BUY, ACTIONS, OVER = "build", "buy", "actions", "over"
PHASES = (BUILD, BUY, ACTIONS, OVER)
ARCHIE = 1
#: The format this game wrote before the common one (still read).
LEGACY_FORMAT = "empire-planners-state/1"

#: The sites of each building type, in city order (the bots ask for them very often).
_SITES_OF: dict[str, list[int]] = {
    kind: [b.index for b in cp.BUILDINGS if b.kind == kind]
    for kind in {b.kind for b in cp.BUILDINGS}
}
_PLAYER = Int(0, 1)
_CARD = Int(0, below=len(cp.ACTION_CARDS))
_SITES, _CARDS = len(cp.BUILDINGS), len(cp.FACTORIES)


@dataclass(eq=False, slots=True)
class Pending:
    """The claimed action still being carried out: its kind, who claimed it, the building a
    paid upgrade is raising, and how often a Town Hall has paired goods in it."""

    kind: str = spec(Str(cp.ACTION_KINDS))
    player: int = spec(_PLAYER)
    building: int | None = spec(Optional(Int(0, below=_SITES)), default=None)
    townhall_uses: int = spec(Int(0), default=0)


class _Trains(List):
    """A train per factory card, ``[rail link, die, rider cubes]`` or ``None``; copied in one
    comprehension (copies are on the search's hot path)."""

    def copier(self) -> Callable[[Any], Any]:
        return lambda trains: [None if t is None else t[:] for t in trains]


@dataclass(eq=False, kw_only=True)
class PlannersState(GameState):
    """Everything about one game; mutated in place by the rules, copied with :meth:`copy`.

    City sites are indexed 0..35 (block-major); ``owner``/``value`` hold who built a site and
    its die value. Factory cards are indexed 0..6: ``card_owner``, the ``side`` showing, the
    ``goods`` on its track, and ``trains[card]`` as ``[rail link, die, rider cubes]``. ``claims``
    lists ``[slot, player]`` in order; ``pending`` is the claimed action still being carried out.
    """

    GAME = "empire-planners"
    MOVES = MOVES
    PHASES = PHASES

    start_player: int = spec(_PLAYER, default=0)
    round: int = spec(Int(0, cp.ROUNDS), default=0)
    first: int = spec(_PLAYER, default=0)
    actor_turn: int = spec(Int(0, 3), default=0)
    rerolled: bool = False
    market_die: int | None = spec(Optional(Int(1, 6)), default=None)
    pollution: int = spec(Int(0, cp.POLLUTION_MAX), default=0)
    dice: list[int] = spec(List(Int(1, 6)), default_factory=list)
    capital: list[int] = spec(List(Int(0), 2), default_factory=list)
    profit: list[int] = spec(List(Int(0), 2), default_factory=list)
    owner: list[int | None] = spec(List(Optional(_PLAYER), _SITES), default_factory=list)
    value: list[int] = spec(List(Int(0, 6), _SITES), default_factory=list)
    card_owner: list[int | None] = spec(List(Optional(_PLAYER), _CARDS), default_factory=list)
    side: list[int] = spec(List(Int(0, 1), _CARDS), default_factory=list)
    goods: list[int] = spec(List(Int(0), _CARDS), default_factory=list)
    trains: list[list[int] | None] = spec(
        _Trains(Optional(List(Int(0), 3)), _CARDS), default_factory=list
    )
    market: list[int] = spec(List(Int(0, below=_CARDS)), default_factory=list)
    face_up: list[int] = spec(List(_CARD), default_factory=list)
    deck: list[int] = spec(List(_CARD), default_factory=list)
    discard: list[int] = spec(List(_CARD), default_factory=list)
    claims: list[list[int]] = spec(List(List(Int(0), 2)), default_factory=list)
    pending: Pending | None = None

    @classmethod
    def start(cls, players: int, options: dict[str, OptionValue], rng: SeededRng) -> PlannersState:
        """The table before setup: nothing built, every card in the box."""
        start = options.get("start_player")
        return cls(
            players=players,
            options=options,
            rng=rng,
            phase=BUILD,
            start_player=start if isinstance(start, int) else 0,
            capital=[cp.K["start_capital"], cp.K["start_capital"]],
            profit=[cp.K["start_profit"], cp.K["start_profit"]],
            owner=[None] * _SITES,
            value=[0] * _SITES,
            card_owner=[None] * _CARDS,
            side=[0] * _CARDS,
            goods=[0] * _CARDS,
            trains=[None] * _CARDS,
        )

    @classmethod
    def legacy(cls, data: Mapping[str, Any]) -> dict[str, Any] | None:
        out = legacy_step(cls, data, LEGACY_FORMAT, {})
        if out is not None:
            out.setdefault("choices", {})  # a game without secret choices
        return out

    def check(self) -> None:
        for i, (slot, player) in enumerate(self.claims):
            if not 0 <= slot < cp.SLOTS or player not in (0, 1):
                raise BadPosition(f"claims[{i}] must be [a slot from 0 to {cp.SLOTS - 1}, 0 or 1]")

    @property
    def level(self) -> str | None:
        """Archie's level in the solo game (None in the 2-player game)."""
        level = self.options.get("level")
        return str(level) if self.players == 1 and level is not None else None

    @property
    def solo(self) -> bool:
        """Whether this is the solo game against Archie Indus."""
        return self.players == 1

    # -- what the table shows ---------------------------------------------------------------
    def order(self) -> tuple[int, int]:
        """The two players in this round's order."""
        return self.first, 1 - self.first

    def actor(self) -> int | None:
        """The player deciding now (Archie included), or None once the game is over."""
        return None if self.phase == OVER else self.order()[self.actor_turn % 2]

    def slot_kind(self, slot: int) -> str:
        """The action icon on a slot of the two face-up cards."""
        return cp.icon_at(self.face_up, slot)

    def owned(self, player: int, kind: str) -> int:
        """How many buildings of one type a player owns."""
        owner = self.owner
        return sum(owner[i] == player for i in _SITES_OF[kind])

    def cards_of(self, player: int) -> list[int]:
        """The factory cards a player owns."""
        return [c for c, o in enumerate(self.card_owner) if o == player]

    def riding(self, player: int) -> list[int]:
        """The other player's cards whose trains carry cubes of ``player``."""
        owners = self.card_owner
        return [c for c, t in enumerate(self.trains) if t and t[2] > 0 and owners[c] != player]

    def face(self, card: int) -> cp.FactoryFace:
        """The face a factory card shows."""
        return cp.FACTORIES[card][self.side[card]]

    def train(self, card: int) -> list[int]:
        """The train on a factory card (there is one)."""
        train = self.trains[card]
        assert train is not None
        return train

    def log(self, key: str, **params: Any) -> None:
        """Write an event to the log."""
        self.events.append(Event(key, params))

    def log_card(self, key: str, seat: int, card: int, **params: Any) -> None:
        """Write an event about a factory card (named by the face it shows) to the log."""
        self.log(key, seat=seat, card=card, name=self.face(card).name, **params)

    def free_cubes(self, player: int) -> int:
        """Cubes in a player's supply: all but the Capital markers (one per $50 begun, at least
        one), the Profit and action markers, and passengers on the other player's trains."""
        capital_cubes = max(1, -(-self.capital[player] // cp.CAPITAL_TRACK))
        riders = sum(self.train(c)[2] for c in self.riding(player))
        return cp.CARDS.cubes - 2 - capital_cubes - riders

    def gain_capital(self, player: int, amount: int) -> None:
        """Add Capital; each $50 begun needs one more cube on the track, taken from the supply,
        or else from one of the player's passengers on the other player's trains."""
        self.capital[player] += amount
        while self.free_cubes(player) < 0:
            riding = self.riding(player)
            if not riding:
                # No cube left anywhere: the track cannot show more.
                self.capital[player] = cp.CAPITAL_TRACK * (cp.CARDS.cubes - 2)
                self.log("capital_capped", seat=player, capital=self.capital[player])
                return
            train = self.train(riding[0])
            train[2] -= 1
            train[1] = max(1, train[1] - 1)
            self.log_card("cube_off_train", player, riding[0])

    def move_pollution(self, step: int, cause: int) -> None:
        """Move the pollution marker one space up (it stops at 13) or down (0 is off the
        track); a step down is logged even when the marker is already off the track."""
        before = self.pollution
        self.pollution = max(0, min(cp.POLLUTION_MAX, self.pollution + step))
        if self.pollution != before or step < 0:
            self.log("pollution", seat=cause, value=self.pollution)
