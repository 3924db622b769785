"""Properties of Empire V8.5 over random games (hypothesis): every tile is somewhere and only
once; resources never go negative; no two workers share a chain and the Town Center holds at
most one worker per player; games are deterministic and replay; views are faithful to sampled
states; JSON round trips and copies are exact."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from empires import GameRecord, Match, new_match, replay
from empires.games.empire_v85.chains import chain_of, chain_type
from empires.games.empire_v85.components import (
    CELLS,
    NEIGHBOURS,
    RESOURCES,
    TILES,
    TOWN_CENTER,
    cell_of,
    full_deck,
)
from empires.games.empire_v85.moves import PlaceTile
from empires.games.empire_v85.state import PLACE, TILE_STEP, V85State
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng
from tests.empire_v85.table import GAME
from tests.helpers import play_at_random

RULES = get_game(GAME)


def joins_worked_chains(state: V85State, cell: int, kind: str) -> bool:
    """Whether a ``kind`` tile laid at ``cell`` would join two chains that each hold a worker,
    worked out afresh from the chains (the rules' faster check is held to this)."""
    if not TILES[kind].yields:
        return False
    worked = {w.cell for w in state.workers}
    seen: set[int] = set()
    holding = 0
    for other in NEIGHBOURS[cell]:
        tile = state.map[other]
        if other in seen or tile is None or chain_type(tile) != kind:
            continue
        chain = chain_of(state.map, other)
        seen.update(chain)
        holding += bool(worked.intersection(chain))
    return holding >= 2


SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
GAMES = st.tuples(st.integers(2, 4), st.integers(0, 2**32))
#: Every tile of the game, wherever it is.
DECK = Counter(full_deck())


def play(players: int, seed: int, check: object = None) -> Match:
    """A random game to the end, calling ``check(state)`` after every move."""
    m = new_match(GAME, players, {}, seed)
    rng = SeededRng(seed + 1)
    while not m.is_over:
        seat = rng.choice(m.to_act())
        m.play(seat, rng.choice(m.legal_moves(seat)))
        if callable(check):
            check(m.state)
    return m


def tiles_everywhere(state: V85State) -> Counter[str]:
    seen = Counter(state.deck) + Counter(state.discard)
    for player in state.seats:
        seen.update(player.hand)
    seen.update(t.kind for t in state.map if t is not None and t.kind != TOWN_CENTER)
    return seen


def after_every_move(check: Callable[[V85State], None]) -> Callable[[], None]:
    """A property test, named as ``check``: ``check`` holds after every move of random games."""

    def test(game: tuple[int, int]) -> None:
        play(*game, check=check)

    test.__name__ = test.__qualname__ = check.__name__
    return SETTINGS(given(GAMES)(test))


@after_every_move
def test_every_tile_is_in_exactly_one_place_and_no_count_goes_negative(state: V85State) -> None:
    assert tiles_everywhere(state) == DECK
    assert all(p.goods[k] >= 0 for p in state.seats for k in RESOURCES)
    assert all(0 <= p.left <= p.employed for p in state.seats)


@after_every_move
def test_workers_never_share_a_chain_and_the_town_center_takes_one_per_player(
    state: V85State,
) -> None:
    on_center = [w.seat for w in state.workers if state.map[w.cell].kind == TOWN_CENTER]  # type: ignore[union-attr]
    assert len(on_center) == len(set(on_center)) <= 4
    others = [w.cell for w in state.workers if state.map[w.cell].kind != TOWN_CENTER]  # type: ignore[union-attr]
    for cell in others:
        assert not set(chain_of(state.map, cell)) & (set(others) - {cell})


@after_every_move
def test_a_tile_may_go_on_every_empty_cell_touching_the_map_unless_it_joins_worked_chains(
    state: V85State,
) -> None:
    if state.phase != PLACE or state.step != TILE_STEP:
        return
    offered = {
        (m.tile, cell_of(m.x, m.y))
        for m in RULES.legal_moves(state, state.seat)
        if isinstance(m, PlaceTile)
    }
    expected = {
        (kind, cell)
        for kind in set(state.seats[state.seat].hand)
        for cell in range(CELLS)
        if state.map[cell] is None
        and any(state.map[o] is not None for o in NEIGHBOURS[cell])
        and not joins_worked_chains(state, cell, kind)
    }
    assert offered == expected


@SETTINGS
@given(GAMES)
def test_a_game_ends_with_the_deck_empty_and_the_winners_ahead(game: tuple[int, int]) -> None:
    m = play(*game)
    state = m.state
    assert not state.deck
    ranks = [(b["buildings"], b["resources_total"]) for b in m.score_breakdown()]
    assert m.winners() == [s for s, r in enumerate(ranks) if r == max(ranks)]


@SETTINGS
@given(GAMES)
def test_a_record_replays_to_the_same_game(game: tuple[int, int]) -> None:
    m = play(*game)
    record = GameRecord.from_json(json.loads(json.dumps(m.record().to_json())))
    again = replay(record)
    assert again.state_json() == m.state_json()


@SETTINGS
@given(GAMES, st.integers(0, 200))
def test_views_json_and_copies_are_faithful_at_any_point(game: tuple[int, int], stop: int) -> None:
    players, seed = game
    m = play_at_random(new_match(GAME, players, {}, seed), SeededRng(seed), stop)
    state = m.state
    assert RULES.state_to_json(RULES.state_from_json(RULES.state_to_json(state))) == m.state_json()
    copy = RULES.copy_state(state)
    assert RULES.state_to_json(copy) == m.state_json()
    for seat in [*range(players), None]:
        view = RULES.view(state, seat)
        assert json.loads(json.dumps(view)) == view
        assert RULES.view(RULES.sample_state(view, SeededRng(seed)), seat) == view
