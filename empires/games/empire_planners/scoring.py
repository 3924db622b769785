"""Gains at the end of each round, and the final count: buildings, the Leisure majority, the
pollution penalty and the tie-breaks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.games.empire_planners import components as cp
from empires.games.empire_planners.state import PlannersState

_SITE_KINDS = [b.kind for b in cp.BUILDINGS]
_INCOME = [cp.INCOME.get(b.kind, 0) for b in cp.BUILDINGS]


def income_of(owners: Sequence[int | None], player: int) -> int:
    """The Capital a player's buildings (``owners``: of each site) pay in the Gains phase."""
    return sum(pay for pay, owner in zip(_INCOME, owners, strict=True) if owner == player)


def gains(state: PlannersState) -> None:
    """Each player's buildings pay their income (order of the round)."""
    for player in state.order():
        income = income_of(state.owner, player)
        if income:
            state.gain_capital(player, income)
        state.log("gains", seat=player, capital=income)


_LEISURE = [i for i, b in enumerate(cp.BUILDINGS) if b.kind == cp.LEISURE]


def _more(owners: Sequence[int | None]) -> int | None:
    """The player (0 or 1) named more often in ``owners``; None on a tie."""
    zeros, ones = owners.count(0), owners.count(1)
    return None if zeros == ones else int(ones > zeros)


def pollution_penalty(state: PlannersState) -> list[int]:
    """The player with more factories loses the pollution value, the other half of it
    (rounded down); nobody loses anything when they own as many."""
    penalty = [0, 0]
    more = _more(state.card_owner)
    if more is not None:
        penalty[more], penalty[1 - more] = state.pollution, state.pollution // 2
    return penalty


def city_points(owners: Sequence[int | None], values: Sequence[int]) -> list[dict[str, int]]:
    """Each player's Profit from buildings, by type; Leisure/Cultural buildings count only for
    the player owning more of them."""
    majority = _more([owners[i] for i in _LEISURE])
    parts = [dict.fromkeys(cp.BUILDING_TYPES, 0), dict.fromkeys(cp.BUILDING_TYPES, 0)]
    for kind, owner, value in zip(_SITE_KINDS, owners, values, strict=True):
        if owner is not None and (kind != cp.LEISURE or owner == majority):
            parts[owner][kind] += cp.MIXED_POINTS if kind == cp.MIXED else cp.PER_PIP[kind] * value
    return parts


def breakdown_of(state: PlannersState) -> list[dict[str, Any]]:
    """Both players' Profit as the final count makes it up (projected before the end)."""
    parts, penalty = city_points(state.owner, state.value), pollution_penalty(state)
    return [
        {
            "profit": state.profit[player],
            "buildings": parts[player],
            "pollution": -penalty[player],
            "total": state.profit[player] + sum(parts[player].values()) - penalty[player],
            "capital": state.capital[player],
            "factories": state.card_owner.count(player),
        }
        for player in (0, 1)
    ]


def first_place(state: PlannersState) -> list[int]:
    """The players (0, 1) sharing first place after the tie-breaks: most Profit, then most
    Capital, then most factories."""
    keys = [(e["total"], e["capital"], e["factories"]) for e in breakdown_of(state)]
    best = max(keys)
    return [p for p in (0, 1) if keys[p] == best]
