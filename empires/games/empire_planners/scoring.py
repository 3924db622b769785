"""Gains at the end of each round, and the final count: buildings, the Leisure majority, the
pollution penalty and the tie-breaks."""

from __future__ import annotations

from typing import Any

from empires.games.empire_planners.components import (
    BUILDINGS,
    COMMERCIAL,
    INCOME,
    INDUSTRIAL,
    LEISURE,
    MIXED,
    RESIDENTIAL,
    STATION,
    TOWNHALL,
)
from empires.games.empire_planners.economy import gain_capital
from empires.games.empire_planners.state import PlannersState
from empires.kernel.events import Event

#: Profit per die value of each building type (mixed developments score a flat 3).
PER_PIP = {RESIDENTIAL: 2, COMMERCIAL: 1, STATION: 1, TOWNHALL: 1, INDUSTRIAL: 1}
MIXED_POINTS = 3


def gains(state: PlannersState) -> None:
    """Each player's buildings pay their income (order of the round)."""
    for player in state.order():
        income = sum(INCOME.get(b.kind, 0) for b in BUILDINGS if state.owner[b.index] == player)
        if income:
            gain_capital(state, player, income)
        state.events.append(Event("gains", {"seat": player, "capital": income}))


def leisure_majority(state: PlannersState) -> int | None:
    """The player owning more Leisure/Cultural buildings (None on a tie)."""
    counts = [len(state.buildings_of(p, LEISURE)) for p in (0, 1)]
    if counts[0] == counts[1]:
        return None
    return 0 if counts[0] > counts[1] else 1


def pollution_penalty(state: PlannersState) -> list[int]:
    """The player with more factories loses the pollution value, the other half of it
    (rounded down); nobody loses anything when they own as many."""
    counts = [len(state.cards_of(p)) for p in (0, 1)]
    if counts[0] == counts[1]:
        return [0, 0]
    more = 0 if counts[0] > counts[1] else 1
    penalty = [0, 0]
    penalty[more] = state.pollution
    penalty[1 - more] = state.pollution // 2
    return penalty


def breakdown_of(state: PlannersState) -> list[dict[str, Any]]:
    """Both players' Profit as the final count makes it up (projected before the end)."""
    majority = leisure_majority(state)
    penalty = pollution_penalty(state)
    out = []
    for player in (0, 1):
        parts = {
            kind: 0
            for kind in (RESIDENTIAL, COMMERCIAL, MIXED, LEISURE, STATION, TOWNHALL, INDUSTRIAL)
        }
        for b in BUILDINGS:
            if state.owner[b.index] != player:
                continue
            if b.kind == MIXED:
                parts[MIXED] += MIXED_POINTS
            elif b.kind == LEISURE:
                parts[LEISURE] += 2 * state.value[b.index] if majority == player else 0
            else:
                parts[b.kind] += PER_PIP[b.kind] * state.value[b.index]
        total = state.profit[player] + sum(parts.values()) - penalty[player]
        out.append(
            {
                "profit": state.profit[player],
                "buildings": parts,
                "pollution": -penalty[player],
                "total": total,
                "capital": state.capital[player],
                "factories": len(state.cards_of(player)),
            }
        )
    return out


def ranking_key(entry: dict[str, Any]) -> tuple[int, int, int]:
    """Most Profit, then most Capital, then most factories."""
    return entry["total"], entry["capital"], entry["factories"]


def first_place(state: PlannersState) -> list[int]:
    """The players (0, 1) sharing first place after the tie-breaks."""
    keys = [ranking_key(entry) for entry in breakdown_of(state)]
    best = max(keys)
    return [p for p in (0, 1) if keys[p] == best]
