"""Trains on the factories' rail links: adding them, passengers, moving, and the payout when a
train comes back to its starting link."""

from __future__ import annotations

from empires.games.empire_planners.components import STATION, TRAIN_DICE, TRAIN_MAX
from empires.games.empire_planners.state import PlannersState


def can_add_train(state: PlannersState, card: int) -> bool:
    """A train may go on a card without one while one of the six train dice is free."""
    return state.trains[card] is None and sum(t is not None for t in state.trains) < TRAIN_DICE


def add_train(state: PlannersState, player: int, card: int) -> None:
    """A train on the first rail link, showing 1."""
    state.trains[card] = [0, 1, 0]
    state.log_card("train_added", player, card)


def has_room(state: PlannersState, card: int) -> bool:
    """Whether a train is on the card and shows less than 6."""
    train = state.trains[card]
    return train is not None and train[1] < TRAIN_MAX


def can_ride(state: PlannersState, player: int, card: int) -> bool:
    """A passenger on the other player's train: a cube to place, and one Parking/Train Station
    for each different train carrying the player's cubes (one cube per train)."""
    train = state.trains[card]
    if train is None or state.card_owner[card] in (None, player) or not has_room(state, card):
        return False
    if train[2] > 0 or state.free_cubes(player) < 1:
        return False
    return len(state.riding(player)) < state.owned(player, STATION)


def add_passenger(state: PlannersState, player: int, card: int) -> None:
    """Turn the train up one; a rider from the other player leaves a cube beside it."""
    train = state.train(card)
    train[1] += 1
    if state.card_owner[card] != player:
        train[2] += 1
    state.log_card("passenger", player, card, die=train[1])


def move_train(state: PlannersState, player: int, card: int, steps: int) -> None:
    """Move clockwise; a train reaching (or passing) its first link pays out and leaves."""
    train = state.train(card)
    train[0] += steps
    total = state.face(card).links
    if train[0] < total:
        state.log_card("train_moved", player, card, at=train[0])
        return
    owner = state.card_owner[card]
    assert owner is not None
    owner_gain, rider_gain = train[1] * total, train[2] * total
    state.trains[card] = None
    state.log_card("train_returned", owner, card, gain=owner_gain, rider_gain=rider_gain)
    state.gain_capital(owner, owner_gain)
    if rider_gain:
        state.gain_capital(1 - owner, rider_gain)
