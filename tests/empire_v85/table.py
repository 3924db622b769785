"""Helpers for the Empire V8.5 rules tests: lay out an exact table and play it like the rules.

Cells are named relative to the Town Center: ``at(1, 0)`` is the cell to its right, ``at(0, -1)``
the cell above it. Seats sit clockwise 0..n-1.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from empires import Match
from empires.games.empire_v85.components import CENTER, RESOURCES, START, cell_of, full_deck, xy
from empires.games.empire_v85.moves import PlaceWorker
from empires.kernel.events import Event
from tests.positions import edit, new_with_start

GAME = "empire-v85"
#: One building of every kind, in the order the tests build them.
CITY = ["granary", "sawmill", "stonemason", "mint", "market", "workshop", "tavern"]
CX, CY = xy(CENTER)


def at(dx: int, dy: int) -> tuple[int, int]:
    """The absolute (x, y) of the cell ``dx`` right and ``dy`` down from the Town Center."""
    return CX + dx, CY + dy


def worker(dx: int, dy: int, build: str | None = None, take: str | None = None) -> PlaceWorker:
    """A worker move to a cell named relative to the Town Center."""
    return PlaceWorker(*at(dx, dy), build=build, take=take)


@dataclass(frozen=True)
class Lay:
    """A tile to lay out: its kind, whether developed, and a building with its owner."""

    kind: str
    developed: bool = False
    building: str | None = None
    owner: int | None = None


def developed(kind: str) -> Lay:
    """A developed tile without a building."""
    return Lay(kind, developed=True)


def built(building: str, owner: int, kind: str = "field") -> Lay:
    """A developed tile carrying ``owner``'s building."""
    return Lay(kind, True, building, owner)


def goods(food: int = 0, wood: int = 0, gold: int = 0, stone: int = 0) -> dict[str, int]:
    """A count of resources."""
    return {"food": food, "wood": wood, "gold": gold, "stone": stone}


def new(players: int = 3, seed: int = 0, **options: Any) -> Match:
    """A fresh match; seat 0 is the first player unless told otherwise."""
    return new_with_start(GAME, players, seed, options)


def placing(
    players: int = 3,
    *,
    tiles: Mapping[tuple[int, int], str | Lay] | None = None,
    holding: Sequence[Mapping[str, int]] | None = None,
    hands: Sequence[Sequence[str]] | None = None,
    workers: Sequence[int] | None = None,
    houses: Sequence[int] | None = None,
    seat: int = 0,
    first: int = 0,
    deck: int = 10,
    city: Sequence[str] | None = None,
    city_gold: Mapping[str, int] | None = None,
    build_gold: str = "builder",
) -> Match:
    """A match in the placement phase of turn 1 with the given table.

    ``tiles`` maps cells relative to the Town Center to a tile kind (undeveloped) or a
    :class:`Lay`; ``holding`` gives each seat's resources (default: the plain starting
    resources, without the first turn's head start), ``hands`` its tiles in hand,
    ``workers`` how many each has employed (all still to place). ``seat`` places next; it
    starts with its tile if its hand holds one. The deck keeps ``deck`` of the tiles left over;
    ``build_gold`` is the option (who lays the gold on a built card).
    """
    base = new(players, start_player=first, build_gold=build_gold)
    tiles = tiles or {}
    hands = hands or [[] for _ in range(players)]
    workers = workers or [2] * players
    holding = holding or [dict(START)] * players

    def change(data: dict[str, Any]) -> None:
        data["phase"], data["seat"], data["first"] = "place", seat, first
        data["step"] = "tile" if hands[seat] else "worker"
        cells = [entry for entry in data["map"] if entry["kind"] == "town_center"]
        used: Counter[str] = Counter()
        for (dx, dy), spec in tiles.items():
            lay = spec if isinstance(spec, Lay) else Lay(spec)
            x, y = at(dx, dy)
            cells.append(
                {
                    "cell": cell_of(x, y),
                    "kind": lay.kind,
                    "developed": lay.developed,
                    "building": lay.building,
                    "owner": lay.owner,
                }
            )
            used[lay.kind] += 1
        data["map"] = cells
        for i, player in enumerate(data["seats"]):
            player["goods"] = dict(holding[i])
            player["hand"] = list(hands[i])
            used.update(hands[i])
            player["employed"] = player["left"] = workers[i]
            player["houses"] = houses[i] if houses is not None else 0
        rest = full_deck()
        for kind, count in used.items():
            for _ in range(count):
                rest.remove(kind)
        data["deck"], data["discard"] = rest[:deck], []
        if city is not None:
            data["city"] = {name: 0 for name in city}
        if city_gold is not None:
            data["city"].update(city_gold)
        data["events"] = []

    return edit(base, change)


def holdings(match: Match, seat: int) -> dict[str, int]:
    """A seat's resources."""
    return dict(match.view(None)["empires"][seat]["goods"])


def tile_at(match: Match, dx: int, dy: int) -> dict[str, Any] | None:
    """The tile on a cell (relative to the Town Center) in the spectators' view."""
    x, y = at(dx, dy)
    found = [t for t in match.view(None)["map"] if (t["x"], t["y"]) == (x, y)]
    return found[0] if found else None


def of(events: Sequence[Event], key: str) -> list[dict[str, Any]]:
    """The parameters of the events with ``key``."""
    return [dict(e.params) for e in events if e.key == key]


def all_events(match: Match) -> list[Event]:
    """Every event so far, public and private."""
    return list(match.rules.events(match.state))


def place_workers(match: Match, moves: Sequence[tuple[int, PlaceWorker]]) -> None:
    """Play worker moves, each by the seat named, checking it is that seat's turn."""
    for seat, move in moves:
        assert match.to_act() == (seat,), f"seat {match.to_act()} places, not {seat}"
        match.play(seat, move)


def total(counts: Mapping[str, int]) -> int:
    """All resources together."""
    return sum(counts[k] for k in RESOURCES)
