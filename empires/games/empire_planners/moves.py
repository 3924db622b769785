"""The moves of Empire Planners, typed; their JSON forms follow from the fields.

Building: ``Reroll`` a die, ``Build`` with two of the three dice (block and building; the third
is the price), or ``Pass``; after an industrial building, ``BuyFactory``. Actions: ``Claim`` an
icon on the face-up action cards, then, as the action asks, ``Exchange``, ``Train``,
``Passenger``, ``MoveTrain``, ``Produce`` or ``Upgrade`` (repeatable ones end with ``Pass``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations
from typing import get_args

from empires.games.empire_planners.components import BUILDINGS, FACTORIES, SLOTS
from empires.kernel.codec import Int, Optional, spec
from empires.kernel.moves import MoveSet

#: The most Profit one Exchange can buy in the action table (far above any real game).
EXCHANGE_MAX = 150
PROFIT_MAX = max(face.cost for card in FACTORIES for face in card)
_DIE = Int(1, 6)
_CARD = Int(0, below=len(FACTORIES))


@dataclass(frozen=True, slots=True)
class Reroll:
    """Pay $2 to roll one of the three building dice again (once a turn)."""

    die: int = spec(Int(0, below=3))


@dataclass(frozen=True, slots=True)
class Build:
    """Build with one die showing ``block`` (the city block) and another showing ``site`` (the
    building on it); the third die is the price."""

    block: int = spec(_DIE)
    site: int = spec(_DIE)


@dataclass(frozen=True, slots=True)
class Pass:
    """Build nothing this turn, or finish a repeatable action."""


@dataclass(frozen=True, slots=True)
class BuyFactory:
    """Take a face-up factory card, paying ``profit`` of its cost in Profit, the rest in Capital."""

    card: int = spec(_CARD)
    profit: int = spec(Int(0, PROFIT_MAX))


@dataclass(frozen=True, slots=True)
class Claim:
    """Put the action cube on icon ``slot`` (the left card's icons first, then the right's)."""

    slot: int = spec(Int(0, below=SLOTS))


@dataclass(frozen=True, slots=True)
class Exchange:
    """Turn Capital into ``profit`` Profit at the claimed icon's rate."""

    profit: int = spec(Int(0, EXCHANGE_MAX))


@dataclass(frozen=True, slots=True)
class _OnCard:
    """A step of an action on factory card ``card``; each subclass is a move of its own."""

    card: int = spec(_CARD)


class Train(_OnCard):
    """Put a train on the first rail link of an owned factory card."""


class Passenger(_OnCard):
    """Add a passenger to the train on factory card ``card``."""


class MoveTrain(_OnCard):
    """Move the train on an owned factory card along its rail links."""


class Produce(_OnCard):
    """Produce one good on an owned factory card at the market price."""


@dataclass(frozen=True, slots=True)
class Upgrade:
    """Raise an owned building one die value: paying $3 (no cards), one good from ``card``, or
    with a town hall two goods of different colours from ``card`` and ``second``."""

    building: int = spec(Int(0, below=len(BUILDINGS)))
    card: int | None = spec(Optional(_CARD), default=None)
    second: int | None = spec(Optional(_CARD), default=None)


Move = (
    Reroll | Build | Pass | BuyFactory | Claim | Exchange | Train | Passenger | MoveTrain | Produce
) | Upgrade
PASS = Pass()
#: Each move's JSON tag is its class name in snake case (``BuyFactory``: ``buy_factory``).
MOVES = MoveSet(
    "Empire Planners",
    {re.sub(r"(?<=[a-z])(?=[A-Z])", "_", kind.__name__).lower(): kind for kind in get_args(Move)},
)


def every_move() -> list[Move]:
    """Every move that can ever be legal, in a fixed order (the action ids of ``encoding``)."""
    cards = range(len(FACTORIES))
    moves: list[Move] = [Reroll(d) for d in range(3)]
    moves += [Build(b, s) for b in range(1, 7) for s in range(1, 7)]
    moves.append(PASS)
    moves += [BuyFactory(c, p) for c in cards for p in range(PROFIT_MAX + 1)]
    moves += [Claim(s) for s in range(SLOTS)]
    moves += [Exchange(p) for p in range(1, EXCHANGE_MAX + 1)]
    for kind in (Train, Passenger, MoveTrain, Produce):
        moves += [kind(c) for c in cards]
    for b in range(len(BUILDINGS)):
        moves.append(Upgrade(b))
        moves += [Upgrade(b, c) for c in cards]
        moves += [Upgrade(b, c, d) for c, d in combinations(cards, 2)]
    return moves
