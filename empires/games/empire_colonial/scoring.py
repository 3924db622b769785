"""The end: most support (supporters minus revolts) wins; then most gold; then a shared win."""

from __future__ import annotations

from typing import Any

from empires.games.empire_colonial.state import ColonialState


def support(state: ColonialState) -> list[int]:
    """Support per seat."""
    return [state.support(seat) for seat in range(state.players)]


def winners(state: ColonialState) -> list[int]:
    """The seats sharing first place after both tie-breaks."""
    ranks = [(state.support(s), state.stacks[s]["gold"]) for s in range(state.players)]
    best = max(ranks)
    return [seat for seat, rank in enumerate(ranks) if rank == best]


def breakdown(state: ColonialState) -> list[dict[str, Any]]:
    """Per seat: supporters, revolts, support and gold (the first tie-break)."""
    return [
        {
            "supporters": state.stacks[s]["supporter"],
            "revolts": state.stacks[s]["revolt"],
            "support": state.support(s),
            "gold": state.stacks[s]["gold"],
        }
        for s in range(state.players)
    ]
