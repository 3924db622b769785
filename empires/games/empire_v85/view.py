"""Per-seat views: the one place where secret information is removed, and the inverse, drawing a
full state consistent with a view (for search bots that must not read the true state).

Secret in Empire V8.5: the order of the tile deck, the tiles in other players' hands and in
the discard pile (their number is open), and choices already made in a secret decision
(employing, buying). The map, resources, the city and every worker lie open.
"""

from __future__ import annotations

from collections import Counter

from empires.games.empire_v85.components import (
    BUILDINGS,
    CELLS,
    CENTER,
    HEAD_START,
    HEIGHT,
    HOUSE,
    TILES,
    TOWN_CENTER,
    WIDTH,
    cell_of,
    full_deck,
    xy,
)
from empires.games.empire_v85.flow import DECISIONS
from empires.games.empire_v85.moves import MOVES
from empires.games.empire_v85.state import PLACE, Tile, V85State, Worker
from empires.kernel.game import View
from empires.kernel.rng import SeededRng

#: Every cell's column and row, as views show them.
XY = tuple(map(xy, range(CELLS)))
AT = tuple({"x": x, "y": y} for x, y in XY)

#: The components everyone can see, so that clients draw them from the game's data.
COMPONENTS = {
    "width": WIDTH,
    "height": HEIGHT,
    "town_center": dict(zip(("x", "y"), xy(CENTER), strict=True)),
    "tiles": {
        name: {"letter": t.letter, "yields": t.yields or None, "count": t.count}
        for name, t in TILES.items()
    },
    "buildings": {
        name: {"letter": b.letter, "cost": dict(b.cost), "bonus": dict(b.bonus)}
        for name, b in BUILDINGS.items()
    },
    "head_start": {str(players): list(places) for players, places in HEAD_START.items()},
}


def make_view(state: V85State, seat: int | None, to_act: tuple[int, ...]) -> View:
    """What ``seat`` may know (``None``: a spectator)."""
    empires = [
        {
            "goods": dict(player.goods),
            "hand": sorted(player.hand) if i == seat else None,
            "hand_count": len(player.hand),
            "employed": player.employed,
            "left": player.left,
            "houses": player.houses,
            "house_price": state.cost(i, HOUSE),
        }
        for i, player in enumerate(state.seats)
    ]
    return {
        "game": "empire-v85",
        "seat": seat,
        "players": state.players,
        "options": dict(state.options),
        "turn": state.turn,
        "first": state.first,
        "phase": state.phase,
        "placing": state.seat if state.phase == PLACE else None,
        "step": state.step if state.phase == PLACE else None,
        "to_act": list(to_act),
        "chosen": sorted(state.choices),
        "my_choice": MOVES.to_json(state.choices[seat]) if seat in state.choices else None,
        "deck": len(state.deck),
        "discard": len(state.discard),
        # A city card's price is the same for every seat (only a house's depends on it).
        "city": [
            {"building": name, "gold": state.city_gold[name], "price": state.cost(0, name)}
            for name in state.city
        ],
        # One literal per tile (the same fields as AT and Tile.to_json): a search's rollouts
        # make a view at every decision, and merging two dicts per tile was its largest part.
        "map": [
            {
                "x": x,
                "y": y,
                "kind": tile.kind,
                "developed": tile.developed,
                "building": tile.building,
                "owner": tile.owner,
            }
            for (x, y), tile in zip(XY, state.map, strict=True)
            if tile is not None
        ],
        "workers": [
            {"seat": w.seat, **AT[w.cell], "build": w.build, "take": w.take} for w in state.workers
        ],
        "empires": empires,
        "components": COMPONENTS,
    }


def view_map(view: View) -> list[Tile | None]:
    """A view's map as the rules hold it: a tile or ``None`` per cell."""
    grid: list[Tile | None] = [None] * CELLS
    for t in view["map"]:
        grid[cell_of(t["x"], t["y"])] = Tile(t["kind"], t["developed"], t["building"], t["owner"])
    return grid


def sample_state(view: View, rng: SeededRng) -> V85State:
    """A full state that looks exactly like ``view`` to its seat; the hidden parts (the deck's
    order, others' hands, the discard pile, others' secret choices) are drawn at random from
    the tiles nobody in the view can see."""
    state = V85State.start(view["players"], dict(view["options"]), 0)
    state.rng = SeededRng(rng.next_u64())
    state.turn, state.first, state.phase = view["turn"], view["first"], view["phase"]
    if view["placing"] is not None:
        state.seat, state.step = view["placing"], view["step"]
    state.city_gold = {entry["building"]: entry["gold"] for entry in view["city"]}
    state.map = view_map(view)
    unseen = Counter(full_deck())
    unseen.subtract(t.kind for t in state.map if t is not None and t.kind != TOWN_CENTER)
    for i, shown in enumerate(view["empires"]):
        player = state.seats[i]
        player.goods = dict(shown["goods"])
        for key in ("employed", "left", "houses"):
            setattr(player, key, shown[key])
        if shown["hand"] is not None:
            player.hand = list(shown["hand"])
            unseen.subtract(player.hand)
    pool = sorted(unseen.elements())
    rng.shuffle(pool)
    for i, shown in enumerate(view["empires"]):
        if shown["hand"] is None:
            count = shown["hand_count"]
            state.seats[i].hand, pool = pool[:count], pool[count:]
    state.discard, state.deck = pool[: view["discard"]], pool[view["discard"] :]
    state.workers = [
        Worker(w["seat"], cell_of(w["x"], w["y"]), w["build"], w["take"]) for w in view["workers"]
    ]
    DECISIONS.draw_choices(state, view, rng, MOVES.from_json)
    return state
