"""Money, cubes and pollution: Capital gains with the extra cube above $50, and the pollution
track."""

from __future__ import annotations

from empires.games.empire_planners.components import CAPITAL_TRACK, CARDS, POLLUTION_MAX
from empires.games.empire_planners.state import PlannersState


def gain_capital(state: PlannersState, player: int, amount: int) -> None:
    """Add Capital; each $50 begun needs one more cube on the track, taken from the supply, or
    else from one of the player's passengers on the other player's trains."""
    state.capital[player] += amount
    while state.free_cubes(player) < 0:
        riding = state.riding(player)
        if not riding:
            # No cube left anywhere: the track cannot show more.
            state.capital[player] = CAPITAL_TRACK * (CARDS.cubes - 2)
            state.log("capital_capped", seat=player, capital=state.capital[player])
            return
        train = state.train(riding[0])
        train[2] -= 1
        train[1] = max(1, train[1] - 1)
        state.log_card("cube_off_train", player, riding[0])


def move_pollution(state: PlannersState, step: int, cause: int) -> None:
    """Move the pollution marker one space up (it stops at 13) or down (0 is off the track);
    a step down is logged even when the marker is already off the track."""
    before = state.pollution
    state.pollution = max(0, min(POLLUTION_MAX, state.pollution + step))
    if state.pollution != before or step < 0:
        state.log("pollution", seat=cause, value=state.pollution)
