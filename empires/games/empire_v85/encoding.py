"""Empire V8.5 for learning environments: every possible move as an action id, and a seat's view
as a fixed-size vector (the layout is listed in docs/empire-v85.md).

Seats in the vector are relative: block 0 is the observing seat, block 1 the next seat
clockwise, and so on, so that one policy serves every seat.
"""

from __future__ import annotations

from collections.abc import Mapping

from empires.games.empire_v85.components import (
    BUILDING_DECK,
    BUILDINGS,
    CELLS,
    CENTER,
    DECK_SIZE,
    RESOURCES,
    TILE_KINDS,
    TOWN_CENTER,
    cell_of,
    xy,
)
from empires.games.empire_v85.moves import MOVES, Buy, Employ, Move, PlaceTile, PlaceWorker
from empires.games.empire_v85.state import PHASES
from empires.kernel.encoding import Encoding
from empires.kernel.game import View
from empires.kernel.options import OptionValue

#: Counts are divided by these caps and clipped at 1.
GOODS_CAP, HAND_CAP, WORKERS_CAP, HOUSES_CAP, GOLD_CAP, TURN_CAP = 12, 6, 8, 6, 6, 30
#: A player can have at most one house per tile of the deck, so this many workers.
MOST_WORKERS = 2 + DECK_SIZE
GLOBAL_SIZE = len(PHASES) + 2 + 5 + len(BUILDING_DECK) * 2 + len(TILE_KINDS)
SEAT_SIZE = len(RESOURCES) + 8
_SEAT_CAPS = dict(hand_count=HAND_CAP, employed=WORKERS_CAP, left=WORKERS_CAP, houses=HOUSES_CAP)
#: empty, each tile kind, the Town Center, developed, each building; owner and worker per seat.
CELL_BASE = 1 + len(TILE_KINDS) + 1 + 1 + len(BUILDINGS)


def action_moves() -> list[Move]:
    """Every move that can be legal, in a fixed order (the same for every configuration)."""
    moves: list[Move] = [Employ(k) for k in range(1, MOST_WORKERS + 1)]
    moves += [Buy(k) for k in range(MOST_WORKERS + 1)]
    cells = [cell for cell in range(CELLS) if cell != CENTER]
    moves += [PlaceTile(kind, *xy(cell)) for kind in TILE_KINDS for cell in cells]
    for cell in cells:
        moves.append(PlaceWorker(*xy(cell)))
        moves += [PlaceWorker(*xy(cell), build=b) for b in BUILDINGS]
    moves += [PlaceWorker(*xy(CENTER), take=kind) for kind in RESOURCES]
    return moves


def _scaled(count: int, cap: int) -> float:
    return min(max(count, 0), cap) / cap


class V85Encoding(Encoding):
    """The encodings of Empire V8.5 for one player count."""

    def __init__(self, players: int, options: Mapping[str, OptionValue]) -> None:
        self.players = players
        self.actions = tuple(MOVES.to_json(m) for m in action_moves())
        self.observation_size = (
            GLOBAL_SIZE + players * SEAT_SIZE + CELLS * (CELL_BASE + 2 * players)
        )
        turns = -(-DECK_SIZE // players)
        # Per turn two secret choices per seat and every worker; a tile at most once each.
        self.max_decisions = turns * players * (2 + MOST_WORKERS) + DECK_SIZE

    def observe(self, view: View) -> list[float]:
        n, me = view["players"], view["seat"]
        if n != self.players:
            raise ValueError(f"this encoding is for {self.players} players, not {n}")
        out: list[float] = [float(view["phase"] == phase) for phase in PHASES]
        out += [float(view["step"] == "tile"), float(view["step"] == "worker")]
        out += [_scaled(view[k], cap) for k, cap in (("turn", TURN_CAP), ("deck", DECK_SIZE))]
        out += [_scaled(view["discard"], DECK_SIZE), float(me in view["to_act"])]
        out.append(float(view["my_choice"] is not None))
        city = {card["building"]: card["gold"] for card in view["city"]}
        for name in BUILDING_DECK:
            out += [float(name in city), _scaled(city.get(name, 0), GOLD_CAP)]
        hand = view["empires"][me]["hand"] or []
        out += [_scaled(hand.count(kind), HAND_CAP) for kind in TILE_KINDS]
        seats = [(me + k) % n for k in range(n)]
        rank = {seat: k for k, seat in enumerate(seats)}
        for seat in seats:
            empire = view["empires"][seat]
            out += [_scaled(empire["goods"][kind], GOODS_CAP) for kind in RESOURCES]
            out += [_scaled(empire[key], cap) for key, cap in _SEAT_CAPS.items()]
            flags = (view["first"] == seat, seat in view["to_act"], seat in view["chosen"])
            out += [*map(float, flags), float(view["placing"] == seat)]
        cells: list[list[float]] = [[1.0] + [0.0] * (CELL_BASE - 1 + 2 * n) for _ in range(CELLS)]
        buildings = list(BUILDINGS)
        for tile in view["map"]:
            row = cells[cell_of(tile["x"], tile["y"])]
            row[0] = 0.0
            if tile["kind"] == TOWN_CENTER:
                row[1 + len(TILE_KINDS)] = 1.0
                continue
            row[1 + TILE_KINDS.index(tile["kind"])] = 1.0
            row[2 + len(TILE_KINDS)] = float(tile["developed"])
            if tile["building"] is not None:
                row[3 + len(TILE_KINDS) + buildings.index(tile["building"])] = 1.0
                row[CELL_BASE + rank[tile["owner"]]] = 1.0
        for worker in view["workers"]:
            cells[cell_of(worker["x"], worker["y"])][CELL_BASE + n + rank[worker["seat"]]] = 1.0
        return out + [value for row in cells for value in row]
