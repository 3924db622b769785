"""Phase 2, Actions: claiming icons on the two face-up action cards, and carrying each action
out. An action with choices stays ``pending`` until it is finished (``Pass``) or nothing more
can be done with it."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from empires.games.empire_planners import components as cp
from empires.games.empire_planners import moves as mv
from empires.games.empire_planners import railways
from empires.games.empire_planners.state import Pending, PlannersState
from empires.kernel.errors import IllegalMove
from empires.kernel.legality import Rule, RuleBook

#: Building types the $3 upgrade may raise (not mixed developments or town halls).
PAID_UPGRADES = ("residential", "commercial", "leisure", cp.INDUSTRIAL, cp.STATION)
#: Types that need a Town Hall to be upgraded at all.
NEEDS_TOWNHALL = (cp.INDUSTRIAL, cp.STATION)


def goods_price(state: PlannersState, card: int) -> int:
    """The Market card's price for one good of this factory's colour."""
    assert state.market_die is not None
    return cp.CARDS.market[state.face(card).goods][state.market_die - 1]


def claimable(state: PlannersState, player: int, slot: int) -> bool:
    """An icon no one has claimed this round; a player may take Move One twice, Move Two only
    once."""
    kind = state.slot_kind(slot)
    mine = [s for s, p in state.claims if p == player]
    if kind == cp.MOVE_TWO and any(state.slot_kind(s) == cp.MOVE_TWO for s in mine):
        return False
    if any(s == slot for s, _ in state.claims):
        return kind == cp.MOVE_ONE and slot in mine and len(mine) == 1
    return True


#: Claiming an icon, the first step of each action.
CLAIMING = RuleBook[PlannersState](
    Rule(
        "claim-first",
        lambda state, seat, move: isinstance(move, mv.Claim),
        lambda state, seat, move: f"claim an action icon before {type(move).__name__}",
    ),
    Rule(
        "unclaimed-action",
        lambda state, seat, move: claimable(state, seat, move.slot),
        "claim an icon nobody has claimed this round (Move One may be yours twice, Move Two once)",
    ),
)
#: The claims those rules are asked about: one for each icon.
CLAIMS = tuple(mv.Claim(slot) for slot in range(cp.SLOTS))


def why_not_pending(state: PlannersState, move: mv.Move) -> IllegalMove:
    """Why ``move`` does not carry out the pending action (it is known not to)."""
    assert state.pending is not None
    kind = state.pending.kind
    if isinstance(move, mv.Pass):
        return IllegalMove("nothing-to-finish", "this action has no choice to end")
    return IllegalMove(
        f"{kind.replace('_', '-')}-rules",
        f"{type(move).__name__} is not possible with the {kind} action now",
    )


def claim(state: PlannersState, player: int, move: mv.Claim) -> None:
    """Put the cube on the icon; the action becomes pending. One that nothing can be done with
    ends at once, and one that leaves no choice is carried out at once."""
    kind = state.slot_kind(move.slot)
    state.claims.append([move.slot, player])
    state.log("claimed", seat=player, slot=move.slot, kind=kind)
    if kind == cp.REDUCE_POLLUTION:
        state.move_pollution(-1, player)
        return
    state.pending = Pending(kind, player)
    offer = pending_moves(state)
    if not offer:
        state.log("no_effect", seat=player, kind=kind)
        state.pending = None
    elif len(offer) == 1:
        # A forced action (one train to place or move) is carried out by the rules.
        carry_out(state, offer[0])


def pending_moves(state: PlannersState) -> list[mv.Move]:
    """The ways to carry out the pending action; empty when nothing can be done with it.
    Trains, passengers and moves must be carried out; Exchange, Produce and the upgrades are
    optional and repeatable ones end with ``Pass``."""
    pending = state.pending
    assert pending is not None
    kind, player = pending.kind, pending.player
    if kind in cp.TRAIN_ACTIONS:
        step = (
            mv.Train
            if kind == cp.ADD_TRAIN
            else mv.MoveTrain
            if kind in cp.MOVE_STEPS
            else mv.Passenger
        )
        return [step(card) for card in train_cards(state, kind, player)]
    moves = list(_optional_steps(state, pending))
    return [*moves, mv.PASS] if moves else []


def train_cards(state: PlannersState, kind: str, player: int) -> list[int]:
    """The factory cards on which ``player`` can carry out an action on trains of ``kind``."""
    if kind == cp.ADD_TRAIN:
        return [c for c in state.cards_of(player) if railways.can_add_train(state, c)]
    if kind == cp.PASSENGER_OWNED:
        return [c for c in state.cards_of(player) if railways.has_room(state, c)]
    if kind == cp.PASSENGER_UNOWNED:
        return [c for c in state.cards_of(1 - player) if railways.can_ride(state, player, c)]
    return [c for c in state.cards_of(player) if state.trains[c] is not None]


def _optional_steps(state: PlannersState, pending: Pending) -> Iterator[mv.Move]:
    """The steps of an optional action (Exchange, Produce, upgrades), in a fixed order."""
    kind, player = pending.kind, pending.player
    if kind in cp.EXCHANGE_RATE:
        most = min(mv.EXCHANGE_MAX, state.capital[player] // cp.EXCHANGE_RATE[kind])
        yield from (mv.Exchange(p) for p in range(1, most + 1))
    elif kind == cp.PRODUCE:
        yield from (
            mv.Produce(c)
            for c in state.cards_of(player)
            if state.goods[c] < state.face(c).track
            and goods_price(state, c) <= state.capital[player]
        )
    elif kind == cp.UPGRADE_ANY:
        # Paid upgrades go on raising the building raised first.
        if state.capital[player] >= cp.UPGRADE_COST:
            sites = _raisable(state, player, PAID_UPGRADES)
            yield from (mv.Upgrade(b) for b in sites if pending.building in (None, b))
    else:
        yield from _goods_upgrades(state, pending)


def _raisable(state: PlannersState, player: int, kinds: tuple[str, ...]) -> list[int]:
    townhall = state.owned(player, cp.TOWNHALL) > 0
    return [
        b.index
        for b, owner, value in zip(cp.BUILDINGS, state.owner, state.value, strict=True)
        if owner == player
        and b.kind in kinds
        and value < b.top
        and (townhall or b.kind not in NEEDS_TOWNHALL)
    ]


def _goods_upgrades(state: PlannersState, pending: Pending) -> Iterator[mv.Move]:
    player, target = pending.player, cp.UPGRADE_TARGET[pending.kind]
    sites = _raisable(state, player, (target,))
    if not sites:
        return
    stocked = [c for c in state.cards_of(player) if state.goods[c] > 0]
    # Any colour matches an industrial building (the Town Hall is already required).
    colour = cp.GOODS_FOR.get(target)
    matching = [c for c in stocked if colour in (None, state.face(c).goods)]
    yield from (mv.Upgrade(b, c) for b in sites for c in matching)
    if colour is not None and pending.townhall_uses < state.owned(player, cp.TOWNHALL):
        pairs = [
            (c, d)
            for c, d in combinations(stocked, 2)
            if state.face(c).goods != state.face(d).goods
        ]
        yield from (mv.Upgrade(b, c, d) for b in sites for c, d in pairs)


def carry_out(state: PlannersState, move: mv.Move) -> None:
    """Apply one step of the pending action; it ends when nothing more can be done."""
    pending = state.pending
    assert pending is not None
    kind, player = pending.kind, pending.player
    match move:
        case mv.Exchange(profit):
            rate = cp.EXCHANGE_RATE[kind]
            state.capital[player] -= profit * rate
            state.profit[player] += profit
            state.log("exchanged", seat=player, capital=profit * rate, profit=profit)
        case mv.Train(card):
            railways.add_train(state, player, card)
        case mv.Passenger(card):
            railways.add_passenger(state, player, card)
        case mv.MoveTrain(card):
            railways.move_train(state, player, card, cp.MOVE_STEPS[kind])
        case mv.Produce(card):
            price = goods_price(state, card)
            state.capital[player] -= price
            state.goods[card] += 1
            state.log_card("produced", player, card, price=price)
        case mv.Upgrade(building, card, second):
            if card is None:
                state.capital[player] -= cp.UPGRADE_COST
                pending.building = building
            else:
                state.goods[card] -= 1
                if second is not None:
                    state.goods[second] -= 1
                    pending.townhall_uses += 1
            state.value[building] += 1
            value = state.value[building]
            state.log(
                "upgraded", seat=player, building=building, value=value, card=card, second=second
            )
            if cp.BUILDINGS[building].kind == cp.INDUSTRIAL:
                state.move_pollution(1, player)
    # Produce and the upgrades go on while they have another step (the first found tells); the
    # other steps, and Pass, end the action.
    repeatable = isinstance(move, mv.Produce | mv.Upgrade)
    if not repeatable or next(_optional_steps(state, pending), None) is None:
        state.pending = None
