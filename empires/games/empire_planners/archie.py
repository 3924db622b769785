"""Archie Indus, the solo opponent: the rules play him. He builds in nine set rounds without
paying, answers each of the solo player's actions from his priority chart, pollutes during
Gains while he owns industry, and turns all his Capital into Profit at the end."""

from __future__ import annotations

from empires.games.empire_planners.actions import claimable
from empires.games.empire_planners.city import take_card
from empires.games.empire_planners.components import (
    ADD_TRAIN,
    BUILDINGS,
    CARDS,
    EXCHANGE,
    EXCHANGE_RATE,
    INDUSTRIAL,
    MIXED,
    MOVE_STEPS,
    PASSENGER_OWNED,
    PASSENGER_UNOWNED,
    REDUCE_POLLUTION,
    SLOTS,
    TOWNHALL,
)
from empires.games.empire_planners.economy import lower_pollution
from empires.games.empire_planners.railways import (
    add_passenger,
    add_train,
    can_add_train,
    has_room,
    move_train,
)
from empires.games.empire_planners.state import ARCHIE, PlannersState

#: The rounds in which Archie builds (nine buildings in all).
BUILD_ROUNDS = (1, 2, 3, 6, 7, 8, 11, 12, 13)


def build(state: PlannersState) -> None:
    """Roll a block and a building; if it is taken, try the next building, then the next
    block; roll its final value (mixed developments and town halls stay at 1). An industrial
    building brings him the cheapest face-up Factory card, free and without goods."""
    block, site = 1 + state.rng.below(6), 1 + state.rng.below(6)
    rolled = [block, site]
    start = (block - 1) * 6 + site - 1
    free = [BUILDINGS[(start + step) % 36] for step in range(36)]
    free = [b for b in free if state.owner[b.index] is None]
    if not free:
        return
    building = free[0]
    fixed = building.kind in (MIXED, TOWNHALL)
    value = 1 if fixed else min(building.top, 1 + state.rng.below(6))
    state.owner[building.index] = ARCHIE
    state.value[building.index] = value
    state.log(
        "archie_built",
        seat=ARCHIE,
        building=building.index,
        kind=building.kind,
        dice=rolled,
        value=value,
    )
    if building.kind == INDUSTRIAL and state.market:
        card = min(state.market, key=lambda c: (state.face(c).cost, state.market.index(c)))
        take_card(state, ARCHIE, card, goods=0)
        state.log_card("bought_factory", ARCHIE, card, capital=0, profit=0)


def _his_trains(state: PlannersState) -> list[int]:
    return [c for c in state.cards_of(ARCHIE) if state.trains[c] is not None]


def usable(state: PlannersState, kind: str) -> bool:
    """Whether Archie can carry out an action of this chart kind now."""
    if kind == EXCHANGE:
        return state.capital[ARCHIE] > 0
    if kind == ADD_TRAIN:
        return any(can_add_train(state, ARCHIE, c) for c in state.cards_of(ARCHIE))
    if kind == PASSENGER_OWNED:
        return any(has_room(state, c) for c in _his_trains(state))
    if kind == PASSENGER_UNOWNED:
        yours = [c for c in state.cards_of(0) if has_room(state, c)]
        return bool(yours) and state.free_cubes(ARCHIE) > 0
    if kind in MOVE_STEPS:
        return bool(_his_trains(state))
    assert kind == REDUCE_POLLUTION
    return state.pollution > 0


def _matches(state: PlannersState, slot: int, kind: str) -> bool:
    icon = state.slot_kind(slot)
    return icon in EXCHANGE_RATE if kind == EXCHANGE else icon == kind


def choose(state: PlannersState) -> tuple[int, str | None]:
    """Archie's slot and the chart kind he carries out (None: he only blocks the icon)."""
    yours = [s for s, p in state.claims if p != ARCHIE]
    chart = CARDS.archie[state.slot_kind(yours[-1])]
    for kind in chart:
        if not usable(state, kind):
            continue
        for slot in range(SLOTS):
            if claimable(state, ARCHIE, slot) and _matches(state, slot, kind):
                return slot, kind
    claimed = {slot for slot, _ in state.claims}
    free = [slot for slot in range(SLOTS) if slot not in claimed]
    return free[0], None


def act(state: PlannersState) -> None:
    """Archie claims and carries out his action."""
    slot, kind = choose(state)
    state.claims.append([slot, ARCHIE])
    state.log("claimed", seat=ARCHIE, slot=slot, kind=state.slot_kind(slot))
    if kind is None:
        state.log("archie_idle", seat=ARCHIE)
    elif kind == EXCHANGE:
        amount = _bank(state)
        state.log("exchanged", seat=ARCHIE, capital=amount, profit=amount)
    elif kind == ADD_TRAIN:
        card = next(c for c in state.cards_of(ARCHIE) if can_add_train(state, ARCHIE, c))
        add_train(state, ARCHIE, card)
    elif kind == PASSENGER_OWNED:
        # The emptiest of his trains; among equals, the one carrying most of your cubes.
        card = min(
            (c for c in _his_trains(state) if has_room(state, c)),
            key=lambda c: (state.train(c)[1], -state.train(c)[2], c),
        )
        add_passenger(state, ARCHIE, card)
    elif kind == PASSENGER_UNOWNED:
        card = min(
            (c for c in state.cards_of(0) if has_room(state, c)),
            key=lambda c: (state.train(c)[1], c),
        )
        add_passenger(state, ARCHIE, card)
    elif kind in MOVE_STEPS:
        # The train nearest to coming home, so that it pays out soonest.
        card = max(_his_trains(state), key=lambda c: (state.train(c)[0], state.train(c)[1], -c))
        move_train(state, ARCHIE, card, MOVE_STEPS[kind])
    else:
        lower_pollution(state, ARCHIE)


def owns_industry(state: PlannersState) -> bool:
    """Whether Archie owns an industrial building (he pollutes in Gains then)."""
    return any(state.owner[b.index] == ARCHIE and b.kind == INDUSTRIAL for b in BUILDINGS)


def final_conversion(state: PlannersState) -> None:
    """Archie owns the city's only bank: all his Capital becomes Profit, $1 for 1."""
    state.log("archie_banked", seat=ARCHIE, profit=_bank(state))


def _bank(state: PlannersState) -> int:
    """All Archie's Capital becomes Profit, $1 for 1; returns the amount."""
    amount = state.capital[ARCHIE]
    state.capital[ARCHIE] = 0
    state.profit[ARCHIE] += amount
    return amount
