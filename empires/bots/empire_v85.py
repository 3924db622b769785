"""Empire V8.5's own bot: a greedy heuristic that sees only its view and legal moves.

It employs every worker it can feed, buys tiles while wood is plentiful, lays tiles to grow
its longest chains, and sends each worker where it gains most now: a building it can afford
(houses while it has few), the richest building chain after taxes, or the longest resource
chain of what it lacks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.bots.ties import best_of
from empires.games.empire_v85.components import (
    BUILDINGS,
    HOUSE,
    NEIGHBOURS,
    RESOURCES,
    TILES,
    TOWN_CENTER,
    cell_of,
)
from empires.games.empire_v85.moves import Buy, Employ, Move, PlaceTile, PlaceWorker
from empires.kernel.game import Bot, View
from empires.kernel.rng import SeededRng

#: What a non-house building is worth to the heuristic: it is what wins.
BUILDING_VALUE = 10.0
#: A house (one more worker) is worth this plus a share of the tiles still to come.
HOUSE_VALUE = 6.0
#: What a resource spent on a building costs the heuristic, in the same units.
SPENT = 0.5
#: Houses the heuristic wants at most.
HOUSES_WANTED = 2


def _grid(view: View) -> dict[int, dict[str, Any]]:
    return {cell_of(t["x"], t["y"]): t for t in view["map"]}


def _chain_key(tile: dict[str, Any] | None) -> str | None:
    if tile is None:
        return None
    if tile["building"] is not None:
        return "building:" + str(tile["building"])
    if tile["developed"] or tile["kind"] == TOWN_CENTER or not TILES[tile["kind"]].yields:
        return None
    return str(tile["kind"])


class Board:
    """What one decision reads off the view again and again, found once: the map, its chains
    (each tile's chain number and each chain's length, filled as asked) and how much the
    viewing seat needs each resource."""

    def __init__(self, view: View) -> None:
        goods: dict[str, int] = view["empires"][view["seat"]]["goods"]
        #: Scarce resources weigh more: 3 for none held, falling towards 1.
        self.need = {k: 1.0 + 2.0 / (1 + goods[k]) for k in RESOURCES}
        self.grid = _grid(view)
        self.keys = {cell: _chain_key(tile) for cell, tile in self.grid.items()}
        #: Cell to chain number, and chain number to its length (filled as asked).
        self.number: dict[int, int] = {}
        self.length: list[int] = []
        #: Per building: its price for the viewing seat, all resources together (as asked).
        self.prices: dict[str, int] = {}
        #: Per building type: what its bonuses are worth to the viewing seat (as asked).
        self.bonuses: dict[str, float] = {}

    def price(self, view: View, building: str) -> int:
        """What ``building`` costs the viewing seat now, all resources together."""
        price = self.prices.get(building)
        if price is None:
            price = self.prices[building] = _price(view, building)
        return price

    def bonus(self, building: str) -> float:
        """What the bonuses of a ``building`` are worth to the viewing seat."""
        worth = self.bonuses.get(building)
        if worth is None:
            need = self.need
            worth = self.bonuses[building] = sum(
                count * need[kind] for kind, count in BUILDINGS[building].bonus
            )
        return worth

    def chain_cells(self, cell: int) -> list[int]:
        """The chain of ``cell`` on the view's map (``[cell]`` for a tile in no chain)."""
        keys = self.keys
        key = keys.get(cell)
        if key is None:
            return [cell]
        found, todo, seen = [cell], [cell], {cell}
        while todo:
            for other in NEIGHBOURS[todo.pop()]:
                if other not in seen and keys.get(other) == key:
                    seen.add(other)
                    found.append(other)
                    todo.append(other)
        return found

    def chain_number(self, cell: int) -> int:
        """The number of the chain of ``cell`` (a tile in no chain is a chain of its own)."""
        number = self.number.get(cell)
        if number is not None:
            return number
        number = self.number[cell] = len(self.length)
        key, todo, count = self.keys[cell], [cell], 1
        if key is not None:
            while todo:
                for other in NEIGHBOURS[todo.pop()]:
                    if other not in self.number and self.keys.get(other) == key:
                        self.number[other] = number
                        todo.append(other)
                        count += 1
        self.length.append(count)
        return number

    def size(self, cell: int) -> int:
        """How many tiles the chain of ``cell`` holds (1 for a tile in no chain)."""
        return self.length[self.chain_number(cell)]


def _price(view: View, building: str) -> int:
    """What a building costs the viewing seat now, all resources together."""
    if building == HOUSE:
        price: dict[str, int] = view["empires"][view["seat"]]["house_price"]
    else:
        price = next(card["price"] for card in view["city"] if card["building"] == building)
    return sum(price.values())


#: Moves valued within this much of the best (in resources' worth) are near ties, drawn by the
#: seed (empires.bots.ties): measured in docs/strength.md, "Bots that cannot be farmed".
NEAR = 0.25


class HeuristicBot(Bot):
    """Greedy: every choice scores its options by what they bring now; near ties drawn by its
    seed."""

    def __init__(self, seed: int = 0, near: float = NEAR) -> None:
        self.rng = SeededRng(seed)
        self.near = near

    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        first = legal[0]
        me = view["empires"][view["seat"]]
        if isinstance(first, Employ):
            return max(legal, key=lambda m: m.workers)
        if isinstance(first, Buy):
            spare = max(me["goods"]["wood"] - 2, 0)
            fitting = [m for m in legal if m.tiles <= spare]
            return max(fitting or [first], key=lambda m: m.tiles)
        board = Board(view)
        if isinstance(first, PlaceTile):
            return self._best(legal, lambda m: self._tile_value(board, m))
        return self._best(legal, lambda m: self._worker_value(view, board, m))

    def rank(self, view: View, legal: Sequence[Any]) -> Sequence[Any]:
        """Every legal move, best first by the values ``choose`` goes by (a stable sort, so
        equal values keep the order of ``legal``); no draw."""
        first = legal[0]
        if isinstance(first, Employ):
            return sorted(legal, key=lambda m: -m.workers)
        if isinstance(first, Buy):
            spare = max(view["empires"][view["seat"]]["goods"]["wood"] - 2, 0)
            return sorted(legal, key=lambda m: (m.tiles > spare, -m.tiles))
        board = Board(view)
        if isinstance(first, PlaceTile):
            return sorted(legal, key=lambda m: -self._tile_value(board, m))
        return sorted(legal, key=lambda m: -self._worker_value(view, board, m))

    def _best(self, legal: Sequence[Move], value: Any) -> Move:
        return best_of(self.rng, legal, value, self.near)

    @staticmethod
    def _tile_value(board: Board, move: PlaceTile) -> float:
        """Grow chains: the tile's chain length once laid (ocean anywhere out of the way)."""
        if not TILES[move.tile].yields:
            return 0.0
        cell = cell_of(move.x, move.y)
        keys = board.keys
        joined = {
            board.chain_number(other) for other in NEIGHBOURS[cell] if keys.get(other) == move.tile
        }
        return float(sum(board.length[number] for number in joined) + 1)

    @staticmethod
    def _worker_value(view: View, board: Board, move: PlaceWorker) -> float:
        seat = view["seat"]
        me = view["empires"][seat]
        need = board.need
        if move.take is not None:
            return need[move.take]
        if move.build is not None:
            price = board.price(view, move.build)
            if move.build == HOUSE:
                houses: int = me["houses"]
                if houses >= HOUSES_WANTED:
                    return 0.5
                deck: int = view["deck"]
                return HOUSE_VALUE + deck / 5 - SPENT * price
            return BUILDING_VALUE + board.bonus(move.build) - SPENT * price
        cell = cell_of(move.x, move.y)
        grid = board.grid
        tile = grid[cell]
        if tile["building"] is not None:
            total = 0.0
            touching = [c for c in NEIGHBOURS[cell] if grid.get(c, {}).get("building")]
            for c in {*board.chain_cells(cell), *touching}:
                other = grid[c]
                # Term by term, not board.bonus(): the same sums to the last bit, so the same
                # near ties and the same choices as the bot has always made.
                for kind, count in BUILDINGS[other["building"]].bonus:
                    total += count * need[kind]
                if other["owner"] != seat:
                    total -= 1.5
            return total
        if tile["developed"]:
            return -1.0
        kind = TILES[tile["kind"]].yields
        return (1 + board.size(cell)) * need[kind]


#: The bots Empire V8.5 offers, by kind; found through the entry point in pyproject.toml.
BOTS = {"heuristic": HeuristicBot}
