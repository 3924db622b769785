"""Empire V8.5's rules behind the kernel's contract: who acts, what is legal, what a move does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_v85 import flow, scoring, texts
from empires.games.empire_v85.chains import chain_of, joins_two, tile_spots, worked_chains
from empires.games.empire_v85.components import (
    BASE_WORKERS,
    HOUSE,
    TILES,
    TOWN_CENTER,
    TOWN_CENTER_WORKERS,
    cell_of,
)
from empires.games.empire_v85.encoding import V85Encoding
from empires.games.empire_v85.flow import DECISIONS
from empires.games.empire_v85.moves import MOVES, Buy, Employ, Move, PlaceTile, PlaceWorker
from empires.games.empire_v85.options import OPTIONS
from empires.games.empire_v85.state import (
    BUY,
    EMPLOY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OVER,
    PLACE,
    TILE_STEP,
    V85State,
)
from empires.kernel.errors import BadPosition, IllegalMove
from empires.kernel.game import GameInfo, Rules
from empires.kernel.options import OptionValue

INFO = GameInfo.from_texts(texts.TEXTS, OPTIONS, (MIN_PLAYERS, MAX_PLAYERS))

_RESOLVE = {EMPLOY: flow.resolve_employ, BUY: flow.resolve_buy}


class EmpireV85(Rules[V85State, Move]):
    """The rules of Empire V8.5, a tile-laying and worker-placement prototype, for 2 to 4."""

    info = INFO
    state_type = V85State
    moves = MOVES
    encoding_type = V85Encoding
    simultaneous = DECISIONS

    # -- setting up -------------------------------------------------------------------------
    def new_state(self, players: int, options: Mapping[str, OptionValue], seed: int) -> V85State:
        state = V85State.start(players, dict(options), seed)
        state.log("game_started", city=list(state.city))
        state.log("turn_started", turn=1, first=state.first)
        return state

    # -- deciding ---------------------------------------------------------------------------
    def to_act(self, state: V85State) -> tuple[int, ...]:
        if state.phase == PLACE:
            return (state.seat,)
        return () if state.phase == OVER else DECISIONS.to_act(state)

    def legal_moves(self, state: V85State, seat: int) -> Sequence[Move]:
        if state.phase == PLACE:
            if seat != state.seat:
                return ()
            cached = state.cache.get(seat)
            if cached is None:
                offer = flow.tile_moves if state.step == TILE_STEP else flow.worker_moves
                cached = state.cache[seat] = offer(state, seat)
            return cached
        return () if state.phase == OVER else DECISIONS.legal(state, seat)

    def apply(self, state: V85State, seat: int, move: Move) -> Move:
        move = self.own_move(state, seat, move)
        state.cache = {}
        if isinstance(move, PlaceTile):
            flow.place_tile(state, seat, move)
        elif isinstance(move, PlaceWorker):
            flow.place_worker(state, seat, move)
        else:
            DECISIONS.choose(state, seat, move)
        self._advance(state)
        return move

    def _advance(self, state: V85State) -> None:
        """Resolve secret decisions whose seats have all chosen and take the placement steps
        that leave no choice, until somebody must decide or the game is over."""
        while True:
            if state.phase == PLACE:
                state.cache = {}
                flow.settle_placement(state)
            chosen = DECISIONS.settle(state)
            if chosen is None:
                return
            _RESOLVE[state.phase](state, chosen)

    def why_illegal(self, state: V85State, seat: int, move: Move) -> IllegalMove:
        if state.phase == PLACE:
            return _why_not_placeable(state, seat, move)
        if state.phase == OVER or seat in state.choices:
            return super().why_illegal(state, seat, move)
        player = state.seats[seat]
        if state.phase == EMPLOY:
            if not isinstance(move, Employ):
                return _no("employ-first")
            if move.workers < 1:
                return _no("employ-a-worker")
            if move.workers > (most := BASE_WORKERS + player.houses):
                return _no("houses-add-workers", most=most)
            return _no("extra-workers-cost-food", food=player.goods["food"])
        assert state.phase == BUY
        if not isinstance(move, Buy):
            return _no("buy-tiles-now")
        if move.tiles > player.employed:
            return _no("tiles-up-to-workers", employed=player.employed)
        if move.tiles > player.goods["wood"]:
            return _no("tiles-cost-wood", wood=player.goods["wood"])
        return _no("deck-runs-out", deck=len(state.deck))

    # -- ending -----------------------------------------------------------------------------
    def scores(self, state: V85State) -> list[int]:
        return scoring.buildings(state)

    def winners(self, state: V85State) -> list[int]:
        return scoring.winners(state) if state.phase == OVER else []

    def score_breakdown(self, state: V85State) -> list[dict[str, Any]]:
        return scoring.breakdown(state)

    # -- information ------------------------------------------------------------------------
    def state_from_json(self, data: Mapping[str, Any]) -> V85State:
        state = super().state_from_json(data)
        if state.phase != OVER and not self.to_act(state):
            raise BadPosition(f"nobody is left to decide in the {state.phase} phase")
        return state


def _no(code: str, **params: Any) -> IllegalMove:
    """A refusal: its code, and its reason in words (data/texts.toml, ``[refusals]``)."""
    return IllegalMove(code, texts.TEXTS["refusals"][code].format(**params))


def _why_not_placeable(state: V85State, seat: int, move: Move) -> IllegalMove:
    """Name the placement rule ``move`` breaks."""
    if seat != state.seat:
        return _no("turn-order", seat=state.seat)
    if isinstance(move, PlaceTile):
        return _why_not_tile(state, seat, move)
    if not isinstance(move, PlaceWorker):
        return _no("placing-now")
    if state.step == TILE_STEP:
        return _no("tile-before-worker")
    return _why_not_worker(state, seat, move)


def _why_not_tile(state: V85State, seat: int, move: PlaceTile) -> IllegalMove:
    """Name the rule a tile's placement breaks."""
    if state.step != TILE_STEP:
        return _no("one-tile-then-one-worker")
    if move.tile not in state.seats[seat].hand:
        return _no("tile-from-hand", tile=move.tile)
    cell = cell_of(move.x, move.y)
    if state.map[cell] is not None:
        return _no("tile-on-empty-cell")
    if cell not in tile_spots(state):
        return _no("tile-joins-the-map")
    if joins_two(state, worked_chains(state), cell, move.tile):
        return _no("tile-joins-worked-chains")
    return _no("tile-placement")


def _why_not_worker(state: V85State, seat: int, move: PlaceWorker) -> IllegalMove:
    """Name the rule a worker's placement breaks."""
    cell = cell_of(move.x, move.y)
    tile = state.map[cell]
    if tile is None:
        return _no("worker-on-a-tile")
    if tile.kind == TOWN_CENTER:
        there = [w for w in state.workers if w.cell == cell]
        if any(w.seat == seat for w in there):
            return _no("town-center-one-per-player")
        if len(there) >= TOWN_CENTER_WORKERS:
            return _no("town-center-four-workers")
        return _no("town-center-names-a-resource")
    if tile.kind in TILES and not TILES[tile.kind].yields and not tile.developed:
        return _no("no-worker-on-ocean", kind=tile.kind)
    if any(w.cell == cell for w in state.workers):
        return _no("one-worker-per-tile")
    if any(w.cell in chain_of(state.map, cell) for w in state.workers):
        return _no("chain-holds-a-worker")
    if move.take is not None:
        return _no("take-at-town-center")
    if move.build is None:
        return _no("worker-placement")
    if not tile.developed or tile.building is not None:
        return _no("build-on-developed-tile")
    if move.build != HOUSE and move.build not in state.city:
        return _no("build-from-the-city", building=move.build)
    _, types = flow.planned(state, seat)
    if move.build in types:
        return _no("one-of-each-type-per-turn", building=move.build)
    return _no("building-cost", building=move.build)
