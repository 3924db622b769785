"""Archie Indus, the solo opponent: the rules play him. He builds in nine set rounds without
paying, answers each of the solo player's actions from his priority chart, pollutes during
Gains while he owns industry, and turns all his Capital into Profit at the end."""

from __future__ import annotations

from empires.games.empire_planners import components as cp
from empires.games.empire_planners import railways
from empires.games.empire_planners.actions import claimable, train_cards
from empires.games.empire_planners.city import take_card
from empires.games.empire_planners.state import ARCHIE, PlannersState

#: Archie's starting Capital by level (the rulebook's solo setup).
CAPITAL = {"basic": 20, "normal": 25, "advanced": 30}
#: The rounds in which Archie builds (nine buildings in all).
BUILD_ROUNDS = (1, 2, 3, 6, 7, 8, 11, 12, 13)


def build(state: PlannersState) -> None:
    """Roll a block and a building; if it is taken, try the next building, then the next
    block; roll its final value (mixed developments and town halls stay at 1). An industrial
    building brings him the cheapest face-up Factory card, free and without goods."""
    rolled = [1 + state.rng.below(6), 1 + state.rng.below(6)]
    start = (rolled[0] - 1) * 6 + rolled[1] - 1
    free = [b for b in cp.BUILDINGS[start:] + cp.BUILDINGS[:start] if state.owner[b.index] is None]
    if not free:
        return
    b = free[0]
    value = 1 if b.kind in (cp.MIXED, cp.TOWNHALL) else min(b.top, 1 + state.rng.below(6))
    state.owner[b.index] = ARCHIE
    state.value[b.index] = value
    state.log("archie_built", seat=ARCHIE, building=b.index, kind=b.kind, dice=rolled, value=value)
    if b.kind == cp.INDUSTRIAL and state.market:
        card = min(state.market, key=lambda c: (state.face(c).cost, state.market.index(c)))
        take_card(state, ARCHIE, card, capital=0, profit=0)


def _targets(state: PlannersState, kind: str) -> list[int]:
    """The factory cards Archie can carry out a train action of this chart kind on."""
    if kind == cp.PASSENGER_UNOWNED:
        yours = [c for c in state.cards_of(0) if railways.has_room(state, c)]
        return yours if state.free_cubes(ARCHIE) > 0 else []
    return train_cards(state, kind, ARCHIE)


def usable(state: PlannersState, kind: str) -> bool:
    """Whether Archie can carry out an action of this chart kind now."""
    if kind == cp.EXCHANGE:
        return state.capital[ARCHIE] > 0
    if kind == cp.REDUCE_POLLUTION:
        return state.pollution > 0
    return bool(_targets(state, kind))


def choose(state: PlannersState) -> tuple[int, str | None]:
    """Archie's slot and the chart kind he carries out (None: he only blocks the icon)."""
    yours = [s for s, p in state.claims if p != ARCHIE]
    for kind in cp.CARDS.archie[state.slot_kind(yours[-1])]:
        if not usable(state, kind):
            continue
        icons = cp.EXCHANGE_RATE if kind == cp.EXCHANGE else (kind,)
        for slot in range(cp.SLOTS):
            if claimable(state, ARCHIE, slot) and state.slot_kind(slot) in icons:
                return slot, kind
    return next(s for s in range(cp.SLOTS) if all(s != c for c, _ in state.claims)), None


def act(state: PlannersState) -> None:
    """Archie claims and carries out his action."""
    slot, kind = choose(state)
    state.claims.append([slot, ARCHIE])
    state.log("claimed", seat=ARCHIE, slot=slot, kind=state.slot_kind(slot))
    if kind is None:
        state.log("archie_idle", seat=ARCHIE)
    elif kind == cp.EXCHANGE:
        amount = bank(state)
        state.log("exchanged", seat=ARCHIE, capital=amount, profit=amount)
    elif kind == cp.REDUCE_POLLUTION:
        state.move_pollution(-1, ARCHIE)
    else:
        cards, train = _targets(state, kind), state.train
        if kind == cp.ADD_TRAIN:
            railways.add_train(state, ARCHIE, cards[0])
        elif kind == cp.PASSENGER_OWNED:
            # The emptiest of his trains; among equals, the one carrying most of your cubes.
            railways.add_passenger(
                state, ARCHIE, min(cards, key=lambda c: (train(c)[1], -train(c)[2], c))
            )
        elif kind == cp.PASSENGER_UNOWNED:
            railways.add_passenger(state, ARCHIE, min(cards, key=lambda c: (train(c)[1], c)))
        else:
            # The train nearest to coming home, so that it pays out soonest.
            card = max(cards, key=lambda c: (train(c)[0], train(c)[1], -c))
            railways.move_train(state, ARCHIE, card, cp.MOVE_STEPS[kind])


def owns_industry(state: PlannersState) -> bool:
    """Whether Archie owns an industrial building (he pollutes in Gains then)."""
    return state.owned(ARCHIE, cp.INDUSTRIAL) > 0


def bank(state: PlannersState) -> int:
    """Archie owns the city's only bank: all his Capital becomes Profit, $1 for 1 (in the game,
    and at its end); returns the amount."""
    amount = state.capital[ARCHIE]
    state.capital[ARCHIE] = 0
    state.profit[ARCHIE] += amount
    return amount
