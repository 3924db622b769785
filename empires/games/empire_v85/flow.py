"""One turn of Empire V8.5: employing workers, drawing and buying tiles, placing tiles and
workers in turn order, and the end of the turn (build; taxes and chain bonuses; collect)."""

from __future__ import annotations

from empires.games.empire_v85.chains import (
    bonus_cells,
    chain_of,
    joins_two,
    resource_yield,
    tile_spots,
    worked_chains,
    worker_cells,
)
from empires.games.empire_v85.components import (
    BASE_WORKERS,
    BUILDINGS,
    HOUSE,
    RESOURCES,
    TILES,
    TOWN_CENTER,
    Goods,
    cell_of,
    xy,
)
from empires.games.empire_v85.moves import (
    TILE_AT,
    WORKER_AT,
    Buy,
    Employ,
    Move,
    PlaceTile,
    PlaceWorker,
)
from empires.games.empire_v85.scoring import buildings, resources, winners
from empires.games.empire_v85.state import (
    BUY,
    EMPLOY,
    OVER,
    PLACE,
    TILE_STEP,
    WORKER_STEP,
    Tile,
    V85State,
    Worker,
)
from empires.kernel.simultaneous import Simultaneous

# -- employing and buying (simultaneous, secret) -----------------------------------------------


def employ_moves(state: V85State, seat: int) -> tuple[Move, ...]:
    """From one worker up to two plus one per house; each past the first two costs a food."""
    player = state.seats[seat]
    most = BASE_WORKERS + min(player.houses, player.goods["food"])
    return tuple(Employ(k) for k in range(1, most + 1))


def buy_moves(state: V85State, seat: int) -> tuple[Move, ...]:
    """Up to as many tiles as workers employed, one wood each, while the deck lasts (tiles
    beyond the workers are discarded after the player's last worker)."""
    player = state.seats[seat]
    most = min(player.employed, player.goods["wood"], len(state.deck))
    return tuple(Buy(k) for k in range(most + 1))


#: The secret choices of a turn: a seat offered one option only is not asked.
DECISIONS: Simultaneous[V85State] = Simultaneous({EMPLOY: employ_moves, BUY: buy_moves})


def draw(state: V85State, seat: int, count: int) -> int:
    """Move up to ``count`` tiles from the deck into a hand; return how many came."""
    tiles = state.deck[:count]
    del state.deck[:count]
    state.seats[seat].hand.extend(tiles)
    if tiles:
        state.log("drew_secret", to=seat, tiles=tiles)
    return len(tiles)


def resolve_employ(state: V85State, chosen: dict[int, Move]) -> None:
    """Pay food for the extra workers, then everybody draws the free tile in turn order."""
    for seat in state.order():
        move = chosen[seat]
        assert isinstance(move, Employ)
        player = state.seats[seat]
        food = max(move.workers - BASE_WORKERS, 0)
        player.goods["food"] -= food
        player.employed = player.left = move.workers
        state.log("employed", seat=seat, workers=move.workers, food=food)
    for seat in state.order():
        if draw(state, seat, 1):
            state.log("drew", seat=seat, tiles=1)
    state.phase = BUY


def resolve_buy(state: V85State, chosen: dict[int, Move]) -> None:
    """Tiles bought are drawn in turn order; a player pays only for tiles the deck still had."""
    for seat in state.order():
        move = chosen[seat]
        assert isinstance(move, Buy)
        if move.tiles:
            got = draw(state, seat, move.tiles)
            state.seats[seat].goods["wood"] -= got
            state.log("bought", seat=seat, tiles=got, asked=move.tiles)
    state.phase = PLACE
    state.seat = state.first
    state.step = TILE_STEP


# -- placing tiles and workers (sequential, in turn order) ---------------------------------------


def tile_moves(state: V85State, seat: int) -> tuple[Move, ...]:
    """Every kind in hand on every empty cell that touches the map, unless the tile would
    join two chains that each hold a worker."""
    spots = tile_spots(state)
    kinds = sorted(set(state.seats[seat].hand), key=list(TILES).index)
    worked = worked_chains(state)
    if not worked:  # nothing to join: every kind on every spot (the common case, checked fast)
        return tuple(TILE_AT[kind, cell] for kind in kinds for cell in spots)
    return tuple(
        TILE_AT[kind, cell]
        for kind in kinds
        for cell in spots
        if not joins_two(state, worked, cell, kind)
    )


def planned(state: V85State, seat: int) -> tuple[Goods, set[str]]:
    """What ``seat`` has committed this turn to the buildings its workers will build, and
    which building types those are (one of each type per player per turn)."""
    spent = dict.fromkeys(RESOURCES, 0)
    types: set[str] = set()
    for worker in state.workers:
        if worker.seat == seat and worker.build is not None:
            types.add(worker.build)
            for kind, count in state.cost(seat, worker.build).items():
                spent[kind] += count
    return spent, types


def affordable(state: V85State, seat: int) -> list[str]:
    """Buildings ``seat`` can still afford and may still build this turn."""
    spent, types = planned(state, seat)
    goods = state.seats[seat].goods
    left = {kind: goods[kind] - spent[kind] for kind in RESOURCES}
    found = []
    for building in (*state.city, HOUSE):
        if building in types:
            continue
        for kind, count in state.cost(seat, building).items():
            if left[kind] < count:
                break
        else:
            found.append(building)
    return found


def worker_moves(state: V85State, seat: int) -> tuple[Move, ...]:
    """Every cell a worker may go to, with each building it could build there or each resource
    it could take from the Town Center."""
    moves: list[Move] = []
    builds = affordable(state, seat)
    for cell in worker_cells(state, seat):
        tile = state.tile(cell)
        if tile.kind == TOWN_CENTER:
            moves += [WORKER_AT[cell, None, kind] for kind in RESOURCES]
            continue
        moves.append(WORKER_AT[cell, None, None])
        if tile.developed and tile.building is None:
            moves += [WORKER_AT[cell, b, None] for b in builds]
    return tuple(moves)


def place_tile(state: V85State, seat: int, move: PlaceTile) -> None:
    """Lay a tile from the hand on the map (the move is legal)."""
    state.seats[seat].hand.remove(move.tile)
    state.map[cell_of(move.x, move.y)] = Tile(move.tile)
    state.log("placed_tile", seat=seat, tile=move.tile, x=move.x, y=move.y)
    state.step = WORKER_STEP


def place_worker(state: V85State, seat: int, move: PlaceWorker) -> None:
    """Put a worker on the map (the move is legal)."""
    state.workers.append(Worker(seat, cell_of(move.x, move.y), move.build, move.take))
    state.log("placed_worker", seat=seat, x=move.x, y=move.y, build=move.build, take=move.take)
    _worker_done(state, seat)


def _worker_done(state: V85State, seat: int) -> None:
    """One worker of ``seat`` is placed (or set aside); after its last, the hand is discarded;
    then the next player in turn order with workers places."""
    player = state.seats[seat]
    player.left -= 1
    if player.left == 0 and player.hand:
        state.log("discarded", seat=seat, tiles=len(player.hand))
        state.discard.extend(player.hand)
        player.hand.clear()
    for offset in range(1, state.players + 1):
        nxt = (seat + offset) % state.players
        if state.seats[nxt].left:
            state.seat = nxt
            state.step = TILE_STEP
            return
    end_turn(state)


def settle_placement(state: V85State) -> None:
    """Take the steps that leave no choice: no tile to lay (or nowhere to lay it), or no cell
    for a worker (it stays unused), until somebody has a choice or the turn ends. The choices
    found are kept in ``state.cache`` for ``legal_moves``."""
    while state.phase == PLACE:
        seat = state.seat
        if state.step == TILE_STEP:
            moves = tile_moves(state, seat) if state.seats[seat].hand else ()
            if moves:
                state.cache[seat] = moves
                return
            state.step = WORKER_STEP
        moves = worker_moves(state, seat)
        if moves:
            state.cache[seat] = moves
            return
        state.log("worker_unused", seat=seat)
        _worker_done(state, seat)


# -- the end of the turn ---------------------------------------------------------------------


def end_turn(state: V85State) -> None:
    """Build, then taxes and chain bonuses, then collect; the first player passes clockwise; the
    game ends after the turn in which the tile deck ran out."""
    build(state)
    taxes_and_bonuses(state)
    collect(state)
    state.workers = []
    for player in state.seats:
        player.employed = player.left = 0
    if not state.deck:
        state.phase = OVER
        points, total = buildings(state), resources(state)
        state.log("game_over", buildings=points, resources=total, winners=winners(state))
        return
    state.turn += 1
    state.first = (state.first + 1) % state.players
    state.phase = EMPLOY
    state.log("turn_started", turn=state.turn, first=state.first)


def build(state: V85State) -> None:
    """Every planned building goes up at this turn's price; afterwards each adds one gold to its
    card (a house to its builder's Home Base), which counts from the next turn on."""
    plans = [(w.seat, w.build, w.cell) for w in state.workers if w.build is not None]
    for seat, building, cell in plans:
        cost = state.cost(seat, building)
        for kind, count in cost.items():
            state.seats[seat].goods[kind] -= count
        tile = state.tile(cell)
        tile.building, tile.owner = building, seat
        x, y = xy(cell)
        state.log("built", seat=seat, building=building, x=x, y=y, paid=cost)
    for seat, building, _ in plans:
        if building == HOUSE:
            state.seats[seat].houses += 1
        else:
            state.city_gold[building] += 1


def taxes_and_bonuses(state: V85State) -> None:
    """A worker on a building gains the bonus of every building in its chain and of every
    building touching it; for each one it does not own it first pays its owner a gold. All pay
    from what they hold after building; taxes received and bonuses arrive together afterwards.
    A building whose tax cannot be paid gives no bonus."""
    income = [dict.fromkeys(RESOURCES, 0) for _ in range(state.players)]
    for worker in state.workers:
        if state.tile(worker.cell).building is not None:
            _bonuses(state, worker.seat, bonus_cells(state, worker.cell), income)
    for seat, goods in enumerate(income):
        for kind in RESOURCES:
            state.seats[seat].goods[kind] += goods[kind]


def _bonuses(state: V85State, seat: int, chain: list[int], income: list[Goods]) -> None:
    """The taxes and bonuses of the worker of ``seat`` on the buildings of ``chain``: its own
    buildings first, then the others' in cell order."""
    tiles = {cell: state.tile(cell) for cell in chain}
    own = [c for c in chain if tiles[c].owner == seat]
    others = sorted(c for c in chain if tiles[c].owner != seat)
    gained = dict.fromkeys(RESOURCES, 0)
    for cell in own + others:
        owner, building = tiles[cell].owner, tiles[cell].building
        assert owner is not None and building is not None
        if owner != seat:
            if state.seats[seat].goods["gold"] < 1:
                state.log("tax_unpaid", seat=seat, owner=owner, building=building)
                continue
            state.seats[seat].goods["gold"] -= 1
            income[owner]["gold"] += 1
            state.log("taxed", seat=seat, owner=owner, building=building)
        for kind, count in BUILDINGS[building].bonus:
            gained[kind] += count
    for kind in RESOURCES:
        income[seat][kind] += gained[kind]
    shown = {kind: count for kind, count in gained.items() if count}
    state.log("bonus", seat=seat, buildings=len(chain), goods=shown)


def collect(state: V85State) -> None:
    """Workers on resource tiles collect from their chains (measured before any tile turns),
    then only the worked tiles are developed; the Town Center gives the resource chosen."""
    worked: list[int] = []
    for worker in state.workers:
        tile, seat = state.tile(worker.cell), worker.seat
        if tile.kind == TOWN_CENTER:
            assert worker.take is not None
            state.seats[seat].goods[worker.take] += 1
            state.log("town_center", seat=seat, kind=worker.take)
        elif not tile.developed:
            chain = len(chain_of(state.map, worker.cell))
            kind, count = TILES[tile.kind].yields, resource_yield(chain)
            state.seats[seat].goods[kind] += count
            x, y = xy(worker.cell)
            state.log("collected", seat=seat, kind=kind, count=count, chain=chain, x=x, y=y)
            worked.append(worker.cell)
    for cell in worked:
        state.tile(cell).developed = True
