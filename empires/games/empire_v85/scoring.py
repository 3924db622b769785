"""The end of Empire V8.5: most non-house buildings on the map wins; a tie goes to the most
resources in total; a tie on both is shared."""

from __future__ import annotations

from typing import Any

from empires.games.empire_v85.components import HOUSE, RESOURCES
from empires.games.empire_v85.state import V85State


def buildings(state: V85State) -> list[int]:
    """Non-house buildings on the map, per seat (the points)."""
    counts = [0] * state.players
    for tile in state.map:
        if tile is not None and tile.owner is not None and tile.building != HOUSE:
            counts[tile.owner] += 1
    return counts


def resources(state: V85State) -> list[int]:
    """Total resources held, per seat (the tie-break)."""
    return [sum(player.goods[k] for k in RESOURCES) for player in state.seats]


def winners(state: V85State) -> list[int]:
    """Seats with the most buildings, and among those the most resources."""
    ranks = list(zip(buildings(state), resources(state), strict=True))
    best = max(ranks)
    return [seat for seat, rank in enumerate(ranks) if rank == best]


def built(state: V85State) -> list[dict[str, int]]:
    """Per seat, its buildings on the map by type: every city card and the house, in that
    order, so that every seat lists the same types."""
    counts = [dict.fromkeys((*state.city, HOUSE), 0) for _ in range(state.players)]
    for tile in state.map:
        if tile is not None and tile.owner is not None and tile.building is not None:
            counts[tile.owner][tile.building] += 1
    return counts


def breakdown(state: V85State) -> list[dict[str, Any]]:
    """Per seat: buildings (points), houses, resources by kind and in total, and what it
    built by type (the balance study tallies this: ``empires balance --by built``)."""
    points, total, by_type = buildings(state), resources(state), built(state)
    return [
        {
            "buildings": points[seat],
            "houses": player.houses,
            "resources": dict(player.goods),
            "resources_total": total[seat],
            "built": by_type[seat],
        }
        for seat, player in enumerate(state.seats)
    ]
