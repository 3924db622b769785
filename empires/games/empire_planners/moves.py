"""The moves of Empire Planners, typed, with their JSON forms.

Building: ``Reroll`` a die, ``Build`` with two of the three dice (block and building; the third
is the price), or ``Pass``; after an industrial building, ``BuyFactory``. Actions: ``Claim`` an
icon on the face-up action cards, then, as the action asks, ``Exchange``, ``Train``,
``Passenger``, ``MoveTrain``, ``Produce`` or ``Upgrade`` (repeatable ones end with ``Pass``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from empires.games.empire_planners.components import BUILDINGS, FACTORIES, SLOTS
from empires.kernel.errors import MalformedMove


@dataclass(frozen=True, slots=True)
class Reroll:
    """Pay $2 to roll one of the three building dice again (once a turn)."""

    die: int


@dataclass(frozen=True, slots=True)
class Build:
    """Build with one die showing ``block`` (the city block) and another showing ``site`` (the
    building on it); the third die is the price."""

    block: int
    site: int


@dataclass(frozen=True, slots=True)
class Pass:
    """Build nothing this turn, or finish a repeatable action."""


@dataclass(frozen=True, slots=True)
class BuyFactory:
    """Take a face-up factory card, paying ``profit`` of its cost in Profit, the rest in Capital."""

    card: int
    profit: int


@dataclass(frozen=True, slots=True)
class Claim:
    """Put the action cube on icon ``slot`` (the left card's icons first, then the right's)."""

    slot: int


@dataclass(frozen=True, slots=True)
class Exchange:
    """Turn Capital into ``profit`` Profit at the claimed icon's rate."""

    profit: int


@dataclass(frozen=True, slots=True)
class Train:
    """Put a train on the first rail link of an owned factory card."""

    card: int


@dataclass(frozen=True, slots=True)
class Passenger:
    """Add a passenger to the train on factory card ``card``."""

    card: int


@dataclass(frozen=True, slots=True)
class MoveTrain:
    """Move the train on an owned factory card along its rail links."""

    card: int


@dataclass(frozen=True, slots=True)
class Produce:
    """Produce one good on an owned factory card at the market price."""

    card: int


@dataclass(frozen=True, slots=True)
class Upgrade:
    """Raise an owned building one die value: paying $3 (no cards), one good from ``card``, or
    with a town hall two goods of different colours from ``card`` and ``second``."""

    building: int
    card: int | None = None
    second: int | None = None


Move = (
    Reroll | Build | Pass | BuyFactory | Claim | Exchange | Train | Passenger | MoveTrain | Produce
) | Upgrade
PASS = Pass()
#: The most Profit one Exchange can buy in the action table (far above any real game).
EXCHANGE_MAX = 150
PROFIT_MAX = max(face.cost for card in FACTORIES for face in card)


def move_to_json(move: Move) -> dict[str, Any]:
    """A move's JSON form."""
    match move:
        case Reroll(die):
            return {"type": "reroll", "die": die}
        case Build(block, site):
            return {"type": "build", "block": block, "site": site}
        case Pass():
            return {"type": "pass"}
        case BuyFactory(card, profit):
            return {"type": "buy_factory", "card": card, "profit": profit}
        case Claim(slot):
            return {"type": "claim", "slot": slot}
        case Exchange(profit):
            return {"type": "exchange", "profit": profit}
        case Train(card):
            return {"type": "train", "card": card}
        case Passenger(card):
            return {"type": "passenger", "card": card}
        case MoveTrain(card):
            return {"type": "move_train", "card": card}
        case Produce(card):
            return {"type": "produce", "card": card}
        case Upgrade(building, card, second):
            return {"type": "upgrade", "building": building, "card": card, "second": second}
    raise TypeError(f"not an Empire Planners move: {move!r}")


def _int(data: dict[str, Any], key: str, below: int, *, nullable: bool = False) -> Any:
    value = data.get(key)
    if value is None and nullable:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < below:
        null = " or null" if nullable else ""
        raise MalformedMove(
            f"field {key!r} of a {data['type']!r} move must be a whole number from 0 to {below - 1}{null}"
        )
    return value


_CARDS = len(FACTORIES)


def _die(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6:
        raise MalformedMove(
            f"field {key!r} of a {data['type']!r} move must be a die face from 1 to 6"
        )
    return value


def move_from_json(data: Any) -> Move:
    """Read a move's JSON form, raising MalformedMove that names the problem."""
    if not isinstance(data, dict):
        raise MalformedMove("a move must be a JSON object with a 'type'")
    kind = data.get("type")
    if kind == "reroll":
        return Reroll(_int(data, "die", 3))
    if kind == "build":
        return Build(_die(data, "block"), _die(data, "site"))
    if kind == "pass":
        return PASS
    if kind == "buy_factory":
        return BuyFactory(_int(data, "card", _CARDS), _int(data, "profit", PROFIT_MAX + 1))
    if kind == "claim":
        return Claim(_int(data, "slot", SLOTS))
    if kind == "exchange":
        return Exchange(_int(data, "profit", EXCHANGE_MAX + 1))
    if kind == "train":
        return Train(_int(data, "card", _CARDS))
    if kind == "passenger":
        return Passenger(_int(data, "card", _CARDS))
    if kind == "move_train":
        return MoveTrain(_int(data, "card", _CARDS))
    if kind == "produce":
        return Produce(_int(data, "card", _CARDS))
    if kind == "upgrade":
        return Upgrade(
            _int(data, "building", len(BUILDINGS)),
            _int(data, "card", _CARDS, nullable=True),
            _int(data, "second", _CARDS, nullable=True),
        )
    known = "reroll, build, pass, buy_factory, claim, exchange, train, passenger, move_train, produce, upgrade"
    raise MalformedMove(f"unknown move type {kind!r}; Empire Planners moves are: {known}")
