"""The components of Empire Planners, read from ``data/components.toml``: the city blocks, the
factory cards, the action cards, the market card and Archie's chart."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

RESIDENTIAL, COMMERCIAL, MIXED, LEISURE = "residential", "commercial", "mixed", "leisure"
STATION, TOWNHALL, INDUSTRIAL = "station", "townhall", "industrial"
BUILDING_TYPES = (RESIDENTIAL, COMMERCIAL, MIXED, LEISURE, STATION, TOWNHALL, INDUSTRIAL)
COLOURS = ("red", "blue", "brown")
#: The goods colour that upgrades a building type.
GOODS_FOR = {LEISURE: "red", COMMERCIAL: "blue", RESIDENTIAL: "brown"}
#: Capital each building type pays in the Gains phase.
INCOME = {RESIDENTIAL: 2, COMMERCIAL: 1, MIXED: 2, INDUSTRIAL: 1}
#: Profit per die value of each building type at the end (Leisure/Cultural buildings only with
#: the majority of them); mixed developments score a flat 3.
PER_PIP = {RESIDENTIAL: 2, COMMERCIAL: 1, LEISURE: 2, STATION: 1, TOWNHALL: 1, INDUSTRIAL: 1}
MIXED_POINTS = 3

EXCHANGE_2, EXCHANGE_3 = "exchange_2", "exchange_3"
ADD_TRAIN, PASSENGER_OWNED, PASSENGER_UNOWNED = "add_train", "passenger_owned", "passenger_unowned"
MOVE_ONE, MOVE_TWO, PRODUCE = "move_one", "move_two", "produce"
UPGRADE_RESIDENTIAL, UPGRADE_COMMERCIAL = "upgrade_residential", "upgrade_commercial"
UPGRADE_LEISURE, UPGRADE_INDUSTRIAL = "upgrade_leisure", "upgrade_industrial"
UPGRADE_ANY, REDUCE_POLLUTION = "upgrade_any", "reduce_pollution"
EXCHANGE_RATE = {EXCHANGE_2: 2, EXCHANGE_3: 3}
#: Rail links each Move icon moves a train.
MOVE_STEPS = {MOVE_ONE: 1, MOVE_TWO: 2}
#: The actions on trains, which Archie's chart names as the action cards do.
TRAIN_ACTIONS = (ADD_TRAIN, PASSENGER_OWNED, PASSENGER_UNOWNED, *MOVE_STEPS)
#: The building type each goods-upgrade icon names.
UPGRADE_TARGET = {
    UPGRADE_RESIDENTIAL: RESIDENTIAL,
    UPGRADE_COMMERCIAL: COMMERCIAL,
    UPGRADE_LEISURE: LEISURE,
    UPGRADE_INDUSTRIAL: INDUSTRIAL,
}
#: Every action icon (in the order the encoding lists them).
ACTION_KINDS = (
    *EXCHANGE_RATE,
    *TRAIN_ACTIONS,
    PRODUCE,
    *UPGRADE_TARGET,
    UPGRADE_ANY,
    REDUCE_POLLUTION,
)
#: Archie's chart names "exchange" for either Exchange icon.
EXCHANGE = "exchange"
ARCHIE_KINDS = (EXCHANGE, *TRAIN_ACTIONS, REDUCE_POLLUTION)


@dataclass(frozen=True)
class Building:
    """One building site of the city: block 1..6 and die face 1..6, its type and top value."""

    index: int
    block: int
    face: int
    kind: str
    top: int


@dataclass(frozen=True)
class FactoryFace:
    """One side of a Factory card."""

    name: str
    cost: int
    links: int
    goods: str
    track: int


@dataclass(frozen=True)
class Components:
    """Everything printed on the cards."""

    constants: dict[str, int]
    cubes: int
    buildings: tuple[Building, ...]
    factories: tuple[tuple[FactoryFace, FactoryFace], ...]
    action_cards: tuple[tuple[str, ...], ...]
    market: dict[str, tuple[int, ...]]
    archie: dict[str, tuple[str, ...]]


def _check_provenance(entry: dict[str, Any], where: str) -> None:
    if entry.get("provenance") not in ("rulebook", "reconstructed") or not entry.get("reason"):
        raise ValueError(f"components.toml: {where} needs a provenance and a reason")


def parse(data: dict[str, Any]) -> Components:
    """Read and check the component data (a parsed ``components.toml``)."""
    for key in ("constants", "cubes", "market", "archie"):
        _check_provenance(data[key], key)
    buildings: list[Building] = []
    for b, block in enumerate(data["blocks"]):
        _check_provenance(block, f"block {b + 1}")
        if len(block["buildings"]) != 6 or len(block["max"]) != 6:
            raise ValueError(f"components.toml: block {b + 1} needs six buildings")
        for f, (kind, top) in enumerate(zip(block["buildings"], block["max"], strict=True)):
            if kind not in BUILDING_TYPES or not 1 <= top <= 6:
                raise ValueError(f"components.toml: block {b + 1} face {f + 1} is not valid")
            buildings.append(Building(b * 6 + f, b + 1, f + 1, kind, int(top)))
    factories = []
    for c, card in enumerate(data["factories"]):
        _check_provenance(card, f"factory card {c + 1}")
        faces = tuple(FactoryFace(**face) for face in card["faces"])
        if len(faces) != 2 or any(f.goods not in COLOURS or f.links < 2 for f in faces):
            raise ValueError(f"components.toml: factory card {c + 1} is not valid")
        factories.append((faces[0], faces[1]))
    cards = []
    for a, card in enumerate(data["actions"]):
        _check_provenance(card, f"action card {a + 1}")
        if any(icon not in ACTION_KINDS for icon in card["icons"]):
            raise ValueError(f"components.toml: action card {a + 1} has an unknown icon")
        if len(card["icons"]) != len(data["actions"][0]["icons"]):
            raise ValueError("components.toml: every action card shows as many icons")
        cards.append(tuple(card["icons"]))
    market = {colour: tuple(int(c) for c in data["market"][colour]) for colour in COLOURS}
    archie = {kind: tuple(data["archie"][kind]) for kind in ACTION_KINDS}
    if any(len(row) != 4 or set(row) - set(ARCHIE_KINDS) for row in archie.values()):
        raise ValueError("components.toml: every row of Archie's chart names four of his actions")
    constants = {k: int(v) for k, v in data["constants"].items() if isinstance(v, int)}
    return Components(
        constants,
        int(data["cubes"]["per_player"]),
        tuple(buildings),
        tuple(factories),
        tuple(cards),
        market,
        archie,
    )


def _load() -> Components:
    text = resources.files(__package__).joinpath("data/components.toml").read_text("utf-8")
    return parse(tomllib.loads(text))


CARDS = _load()
BUILDINGS, FACTORIES, ACTION_CARDS = CARDS.buildings, CARDS.factories, CARDS.action_cards
K = CARDS.constants
ROUNDS, BUILDING_LIMIT, POLLUTION_MAX = K["rounds"], K["building_limit"], K["pollution_max"]
TRAIN_MAX, TRAIN_DICE, CAPITAL_TRACK = K["train_max"], K["train_dice"], K["capital_track"]
REROLL_COST, UPGRADE_COST = K["reroll_cost"], K["upgrade_cost"]
PRIVATE_BANK = next(
    (c, f) for c, card in enumerate(FACTORIES) for f in (0, 1) if card[f].name == "Private Bank"
)
#: Icons on each action card; slots on the two face-up cards: the left card's icons, then the
#: right card's.
ICONS = len(ACTION_CARDS[0])
SLOTS = 2 * ICONS


def icon_at(face_up: list[int], slot: int) -> str:
    """The action icon on a slot of the two face-up cards."""
    return ACTION_CARDS[face_up[slot // ICONS]][slot % ICONS]


def building_at(block: int, face_value: int) -> Building:
    """The building on die face ``face_value`` of block ``block`` (both 1..6)."""
    return BUILDINGS[(block - 1) * 6 + face_value - 1]
