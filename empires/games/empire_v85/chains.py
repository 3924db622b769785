"""The map: where tiles may be laid, chains, yields, and where a worker may stand.

A chain is a group of orthogonally touching tiles of one type: undeveloped resource tiles of
the same kind, or buildings of the same type (see docs/empire-v85.md). A developed tile without
a building, the Town Center and ocean tiles belong to no chain. A worker on a building gains
the bonuses of its chain and of the buildings touching the worked tile.
"""

from __future__ import annotations

from empires.games.empire_v85.components import NEIGHBOURS, TILES, TOWN_CENTER, TOWN_CENTER_WORKERS
from empires.games.empire_v85.state import Tile, V85State


def chain_type(tile: Tile) -> str | None:
    """The type a tile chains with (a resource tile's kind, or ``building:`` and the
    building's type), or ``None`` for a tile in no chain."""
    if tile.building is not None:
        return "building:" + tile.building
    if tile.developed or tile.kind == TOWN_CENTER or not TILES[tile.kind].yields:
        return None
    return tile.kind


def chain_of(grid: list[Tile | None], cell: int) -> list[int]:
    """The cells of the chain ``cell`` belongs to on a map (a state's or a view's), ``cell``
    first (just ``[cell]`` for a tile in no chain)."""
    tile = grid[cell]
    kind = None if tile is None else chain_type(tile)
    if kind is None:
        return [cell]
    found, todo = [cell], [cell]
    seen = {cell}
    while todo:
        for other in NEIGHBOURS[todo.pop()]:
            neighbour = grid[other]
            if other not in seen and neighbour is not None and chain_type(neighbour) == kind:
                seen.add(other)
                found.append(other)
                todo.append(other)
    return found


def bonus_cells(state: V85State, cell: int) -> list[int]:
    """The buildings whose bonuses a worker on the building at ``cell`` gains: its chain, then
    the buildings touching it that are not in the chain."""
    chain = chain_of(state.map, cell)
    touching = [
        other
        for other in NEIGHBOURS[cell]
        if other not in chain and (tile := state.map[other]) is not None and tile.building
    ]
    return chain + touching


def resource_yield(chain_length: int) -> int:
    """What a worker collects from a chain: 2 for a lone tile, 1 more per tile past the first."""
    return 2 + (chain_length - 1)


def tile_spots(state: V85State) -> list[int]:
    """Empty cells that touch a tile orthogonally (tiles join the map, RULINGS 3), in cell
    order."""
    grid = state.map
    spots = {
        other
        for cell, tile in enumerate(grid)
        if tile is not None
        for other in NEIGHBOURS[cell]
        if grid[other] is None
    }
    return sorted(spots)


def worked_chains(state: V85State) -> dict[int, int]:
    """Every cell of a resource chain that holds a worker, mapped to that worker's index."""
    found: dict[int, int] = {}
    for index, worker in enumerate(state.workers):
        tile = state.tile(worker.cell)
        if tile.building is None and chain_type(tile) is not None:
            for cell in chain_of(state.map, worker.cell):
                found[cell] = index
    return found


def joins_two(state: V85State, worked: dict[int, int], cell: int, kind: str) -> bool:
    """Whether a ``kind`` tile laid at ``cell`` would join two chains that each hold a worker
    (``worked``: :func:`worked_chains`, worked out once to check many cells). Workers may not
    share a chain, so neither may a tile make them share one (a decision of ours,
    docs/empire-v85.md)."""
    if not worked or not TILES[kind].yields:
        return False
    touching = [other for other in NEIGHBOURS[cell] if other in worked]
    holding = {worked[other] for other in touching if chain_type(state.tile(other)) == kind}
    return len(holding) >= 2


def worker_cells(state: V85State, seat: int) -> list[int]:
    """Cells where ``seat`` may put a worker: a tile that takes workers (not ocean), that no
    worker stands on, in no chain a worker already stands on; on the Town Center up to four
    workers, one per player."""
    blocked: set[int] = set()
    on_center = 0
    for worker in state.workers:
        if state.tile(worker.cell).kind == TOWN_CENTER:
            on_center += 1
            if worker.seat == seat:
                blocked.add(worker.cell)
        else:
            blocked.update(chain_of(state.map, worker.cell))
    cells = []
    for cell, tile in enumerate(state.map):
        if tile is None or cell in blocked:
            continue
        if tile.kind == TOWN_CENTER:
            if on_center < TOWN_CENTER_WORKERS:
                cells.append(cell)
        elif tile.developed or TILES[tile.kind].yields:
            cells.append(cell)
    return cells
