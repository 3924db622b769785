"""End-of-game scoring: a point per resource in the score pile, +3 to everybody tied for the
most of each kind; ties on points go to the most resources in the ready pile, then are shared.
In team play the partners pool their piles."""

from __future__ import annotations

from typing import Any

from empires.games.empire_engine.components import KINDS
from empires.games.empire_engine.state import EngineState

MAJORITY_BONUS = 3


def units_of(players: int, teams: bool) -> list[list[int]]:
    """The scoring units of a game: teams (seats 0+2 and 1+3) or single seats."""
    return [[0, 2], [1, 3]] if teams else [[seat] for seat in range(players)]


def breakdown(state: EngineState) -> list[dict[str, Any]]:
    """Per seat: its side, the pooled score pile, base points, majority bonuses, total, ready."""
    return breakdown_of(
        units_of(state.players, bool(state.options["teams"])),
        [list(player.score) for player in state.seats],
        [sum(player.ready) for player in state.seats],
    )


def breakdown_of(
    units: list[list[int]], score_piles: list[list[int]], ready: list[int]
) -> list[dict[str, Any]]:
    """The breakdown from each seat's score pile (soldiers, goods, inventions) and ready cubes
    (also for the batched engine, which keeps them as integers)."""
    piles = [[sum(score_piles[s][k] for s in unit) for k in range(3)] for unit in units]
    unit_ready = [sum(ready[s] for s in unit) for unit in units]
    most = [max(pile[k] for pile in piles) for k in range(3)]
    rows: list[dict[str, Any]] = [{} for _ in ready]
    for u, unit in enumerate(units):
        # A majority needs at least one cube: nobody "leads" a kind that nobody has.
        bonus = {
            KINDS[k]: MAJORITY_BONUS if most[k] > 0 and piles[u][k] == most[k] else 0
            for k in range(3)
        }
        base = sum(piles[u])
        row = {
            "side": unit,
            "score_pile": dict(zip(KINDS, piles[u], strict=True)),
            "base": base,
            "majority_bonus": bonus,
            "total": base + sum(bonus.values()),
            "ready": unit_ready[u],
        }
        for seat in unit:
            rows[seat] = row
    return rows


def points(state: EngineState) -> list[int]:
    """Points per seat, team points for each partner in team play."""
    return [row["total"] for row in breakdown(state)]


def winners(state: EngineState) -> list[int]:
    """Seats sharing first place after both tie-breaks."""
    rows = breakdown(state)
    best = max((row["total"], row["ready"]) for row in rows)
    return [seat for seat, row in enumerate(rows) if (row["total"], row["ready"]) == best]
