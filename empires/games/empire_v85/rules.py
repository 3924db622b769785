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
                return IllegalMove("employ-first", "a turn begins with employing workers")
            if move.workers < 1:
                return IllegalMove("employ-a-worker", "employ at least one worker")
            most = BASE_WORKERS + player.houses
            if move.workers > most:
                reason = f"you may employ two workers and one more per house: at most {most}"
                return IllegalMove("houses-add-workers", reason)
            reason = f"each worker past the first two costs a food; you have {player.goods['food']}"
            return IllegalMove("extra-workers-cost-food", reason)
        assert state.phase == BUY
        if not isinstance(move, Buy):
            return IllegalMove("buy-tiles-now", "now is the time to buy tiles")
        if move.tiles > player.employed:
            reason = f"you may buy as many tiles as workers employed ({player.employed})"
            return IllegalMove("tiles-up-to-workers", reason)
        if move.tiles > player.goods["wood"]:
            reason = f"a tile costs a wood; you have {player.goods['wood']}"
            return IllegalMove("tiles-cost-wood", reason)
        return IllegalMove("deck-runs-out", f"the deck holds only {len(state.deck)} tiles")

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


def _why_not_placeable(state: V85State, seat: int, move: Move) -> IllegalMove:
    """Name the placement rule ``move`` breaks."""
    if seat != state.seat:
        return IllegalMove("turn-order", f"seat {state.seat} places next")
    if isinstance(move, PlaceTile):
        return _why_not_tile(state, seat, move)
    if not isinstance(move, PlaceWorker):
        return IllegalMove("placing-now", "now players place tiles and workers")
    if state.step == TILE_STEP:
        return IllegalMove("tile-before-worker", "lay a tile from your hand before the worker")
    return _why_not_worker(state, seat, move)


def _why_not_tile(state: V85State, seat: int, move: PlaceTile) -> IllegalMove:
    """Name the rule a tile's placement breaks."""
    if state.step != TILE_STEP:
        return IllegalMove("one-tile-then-one-worker", "after a tile comes a worker")
    if move.tile not in state.seats[seat].hand:
        return IllegalMove("tile-from-hand", f"you hold no {move.tile} tile")
    cell = cell_of(move.x, move.y)
    if state.map[cell] is not None:
        return IllegalMove("tile-on-empty-cell", "that cell already holds a tile")
    if cell not in tile_spots(state):
        return IllegalMove("tile-joins-the-map", "a tile must touch the map orthogonally")
    if joins_two(state, worked_chains(state), cell, move.tile):
        return IllegalMove(
            "tile-joins-worked-chains", "that tile would put two workers in one chain"
        )
    return IllegalMove("tile-placement", "that tile cannot go there")


def _why_not_worker(state: V85State, seat: int, move: PlaceWorker) -> IllegalMove:
    """Name the rule a worker's placement breaks."""
    cell = cell_of(move.x, move.y)
    tile = state.map[cell]
    if tile is None:
        return IllegalMove("worker-on-a-tile", "a worker must stand on a tile")
    if tile.kind == TOWN_CENTER:
        there = [w for w in state.workers if w.cell == cell]
        if any(w.seat == seat for w in there):
            return IllegalMove("town-center-one-per-player", "you already have a worker there")
        if len(there) >= TOWN_CENTER_WORKERS:
            return IllegalMove("town-center-four-workers", "the Town Center is full")
        return IllegalMove("town-center-names-a-resource", "name the resource to take (only)")
    if tile.kind in TILES and not TILES[tile.kind].yields and not tile.developed:
        return IllegalMove("no-worker-on-ocean", f"a {tile.kind} tile takes no worker")
    if any(w.cell == cell for w in state.workers):
        return IllegalMove("one-worker-per-tile", "a worker already stands there")
    if any(w.cell in chain_of(state, cell) for w in state.workers):
        return IllegalMove("chain-holds-a-worker", "a worker already stands in that chain")
    if move.take is not None:
        return IllegalMove("take-at-town-center", "only the Town Center lets you pick a resource")
    if move.build is None:
        return IllegalMove("worker-placement", "a worker cannot go there")
    if not tile.developed or tile.building is not None:
        return IllegalMove(
            "build-on-developed-tile", "build only on a developed tile without a building"
        )
    if move.build != HOUSE and move.build not in state.city:
        return IllegalMove("build-from-the-city", f"the city shows no {move.build}")
    _, types = flow.planned(state, seat)
    if move.build in types:
        return IllegalMove(
            "one-of-each-type-per-turn", f"you already build a {move.build} this turn"
        )
    return IllegalMove("building-cost", f"you cannot afford the {move.build} now")
