"""The Execute phase: three groups of actions, each simultaneous for all players.

1. Arm, Produce, Invent.  2. Attack and Defend (pay soldiers; Defend chooses what to block;
successful attackers choose what to steal).  3. Export and Salvage, wasted for a player whom
an attack reached. The choices inside a group are secret and simultaneous (RULINGS 1).
"""

from __future__ import annotations

from empires.games.empire_engine import moves as mv
from empires.games.empire_engine.components import (
    ENGINES,
    GOOD,
    INVENTION,
    KINDS,
    LEFT,
    READY_KINDS,
    RIGHT,
    SOLDIER,
    action_at,
)
from empires.games.empire_engine.state import BLOCK, STEAL, EngineState
from empires.games.empire_engine.state import SALVAGE as SALVAGE_PHASE
from empires.kernel.events import Event

_SALVAGE_OFFER: mv.Offer = tuple(mv.SALVAGE.values())
_SHARE_OFFER: mv.Offer = (mv.SHARE_EXPORT[True], mv.SHARE_EXPORT[False])


def top_actions(state: EngineState, seat: int) -> tuple[str, str]:
    """The actions on top of a seat's left and right engines."""
    top = state.seats[seat].top
    assert top is not None
    return action_at(LEFT, top[LEFT]), action_at(RIGHT, top[RIGHT])


def target_of(state: EngineState, seat: int, engine: int) -> int:
    """Left-engine attacks go to the left neighbour (seat + 1), right-engine ones to the right."""
    return (seat + 1) % state.players if engine == LEFT else (seat - 1) % state.players


# -- group 1 --------------------------------------------------------------------------------
def gather(state: EngineState) -> None:
    """Arm, Produce and Invent; with joint invention, the team's extra invention."""
    inventors = []
    for seat in state.order():
        player = state.seats[seat]
        left, right = top_actions(state, seat)
        if left == "arm":
            player.ready[SOLDIER] += 2
            state.events.append(Event("armed", {"seat": seat}))
        elif left == "produce":
            player.ready[GOOD] += 2
            state.events.append(Event("produced", {"seat": seat}))
        if right == "invent":
            player.score[INVENTION] += 1
            inventors.append(seat)
            state.events.append(Event("invented", {"seat": seat}))
    if state.options["joint_invention"]:
        for seat in inventors:
            mate = state.teammate(seat)
            if mate in inventors and state.turn_rank(seat) < state.turn_rank(mate):
                # Either partner may keep it; team scoring pools it, so the first one takes it.
                state.seats[seat].score[INVENTION] += 1
                state.events.append(Event("joint_invention", {"seat": seat, "teammate": mate}))


# -- group 2: attacks and blocks ------------------------------------------------------------
def pay_attacks(state: EngineState) -> None:
    """Every attacker pays its soldiers first; two attacks with fewer than two soldiers both fail."""
    state.attacks = []
    for seat in state.order():
        player = state.seats[seat]
        top = player.top
        assert top is not None
        engines = [e for e in (LEFT, RIGHT) if action_at(e, top[e]) == "attack"]
        if not engines:
            continue
        soldiers = player.ready[SOLDIER]
        paid = soldiers >= len(engines)
        cost = len(engines) if paid else min(soldiers, 1)
        player.ready[SOLDIER] -= cost
        for e in engines:
            target = target_of(state, seat, e)
            state.attacks.append([seat, e, target, int(paid)])
            key = "attacked" if paid else "attack_failed"
            state.events.append(Event(key, {"seat": seat, "engine": ENGINES[e], "target": target}))
        if not paid and len(engines) == 2:
            state.events.append(Event("double_attack_short", {"seat": seat, "paid": cost}))
    state.phase = BLOCK


def defends(state: EngineState, seat: int) -> bool:
    """Whether the seat's right engine shows Defend."""
    return top_actions(state, seat)[1] == "defend"


def block_offers(state: EngineState, seat: int) -> mv.Offer:
    """What a defender may block: one attack on itself (two attacks by the same player are
    alike), or, with the defend-teammate variant, one attack on its teammate for a payment."""
    if not defends(state, seat):
        return ()
    offers: list[mv.Move] = []
    seen: set[int] = set()
    for attacker, engine, target, paid in state.attacks:
        if paid and target == seat and attacker not in seen:
            seen.add(attacker)
            offers.append(mv.Block(attacker, ENGINES[engine]))
    mate = state.teammate(seat)
    if mate is not None and state.options["defend_teammate"]:
        ready = state.seats[seat].ready
        if state.options["defend_teammate_cost"] == "soldier":
            payments = ["soldier"] if ready[SOLDIER] else []
        else:
            payments = [kind for i, kind in enumerate(READY_KINDS) if ready[i]]
        on_mate = _paid_on(state, mate)
        for i in on_mate:
            attacker, engine = state.attacks[i][:2]
            offers += [mv.Block(attacker, ENGINES[engine], pay) for pay in payments]
        if on_mate and payments and not seen:
            offers.append(mv.NO_BLOCK)
    return tuple(offers)


def _paid_on(state: EngineState, target: int) -> list[int]:
    """The paid attacks on ``target``, by index."""
    return [i for i, (_a, _e, t, paid) in enumerate(state.attacks) if paid and t == target]


def resolve_blocks(state: EngineState, chosen: dict[int, mv.Move]) -> None:
    """Apply the blocks; then list the steals (successful attacks, and joint-attack extras)."""
    attacks = state.attacks
    blocked = [False] * len(attacks)
    team_blocks = []
    for seat in state.order():
        move = chosen.get(seat)
        if not isinstance(move, mv.Block) or move is mv.NO_BLOCK or move.attacker is None:
            continue
        assert move.engine is not None
        # An attacker's engine names one attack, and its target follows from the engine.
        e = ENGINES.index(move.engine)
        index = state.attacks.index([move.attacker, e, target_of(state, move.attacker, e), 1])
        if move.pay is not None:
            team_blocks.append((seat, index, move.pay))
            continue
        blocked[index] = True
        state.seats[seat].score[SOLDIER] += 1
        state.events.append(Event("blocked", {"seat": seat, "attacker": move.attacker}))
    # Blocks for a teammate come second, so one never lands on an attack already blocked.
    for seat, index, pay in team_blocks:
        target = attacks[index][2]
        if blocked[index]:
            others = [i for i in _paid_on(state, target) if not blocked[i]]
            if not others:
                state.events.append(Event("block_unneeded", {"seat": seat, "target": target}))
                continue
            index = others[0]
        blocked[index] = True
        player = state.seats[seat]
        player.ready[READY_KINDS.index(pay)] -= 1
        player.score[SOLDIER] += 1
        params = {"seat": seat, "attacker": attacks[index][0], "target": target, "pay": pay}
        state.events.append(Event("blocked_for_teammate", params))
    _list_steals(state, blocked)


def _list_steals(state: EngineState, blocked: list[bool]) -> None:
    """The successful attacks in turn order, and with joint attacks the team's extra steal."""
    attacks = state.attacks
    successful = sorted(
        (i for i, a in enumerate(attacks) if a[3] and not blocked[i]),
        key=lambda i: (state.turn_rank(attacks[i][0]), attacks[i][1]),
    )
    state.steals = [[attacks[i][0], attacks[i][2], 0] for i in successful]
    if state.options["joint_attack"]:
        for target in state.order():
            on_target = _paid_on(state, target)
            attackers = {attacks[i][0] for i in on_target}
            if len(attackers) == 2 and state.teammate(min(attackers)) == max(attackers):
                if all(blocked[i] for i in on_target):
                    state.events.append(Event("joint_attack_blocked", {"target": target}))
                    continue
                first = min(attackers, key=state.turn_rank)
                state.steals.append([first, target, 1])
    state.hit = [False] * state.players
    for _attacker, target, _extra in state.steals:
        state.hit[target] = True
    state.phase = STEAL


# -- group 2: steals -------------------------------------------------------------------------
def _choosable(state: EngineState) -> list[bool]:
    """A steal is a choice only while the target's ready pile holds both soldiers and goods."""
    return [
        state.seats[target].ready[SOLDIER] > 0 and state.seats[target].ready[GOOD] > 0
        for _attacker, target, _extra in state.steals
    ]


def steal_offers(state: EngineState, seat: int) -> mv.Offer:
    """One preferred kind for each of the seat's steals that offers a choice."""
    flags = _choosable(state)
    count = sum(flag for (a, _t, _x), flag in zip(state.steals, flags, strict=True) if a == seat)
    return mv.steal_choices(count) if count else ()


def resolve_steals(state: EngineState, chosen: dict[int, mv.Move]) -> None:
    """Take the stolen resources in turn order. A steal takes its preferred kind, else the other
    kind still in the pile, else a soldier from the stock (RULINGS 1)."""
    flags = _choosable(state)
    used = dict.fromkeys(chosen, 0)
    for (attacker, target, extra), flag in zip(state.steals, flags, strict=True):
        ready = state.seats[target].ready
        prefer = SOLDIER if ready[SOLDIER] >= ready[GOOD] else GOOD
        move = chosen.get(attacker)
        if flag and isinstance(move, mv.Steal):
            prefer = READY_KINDS.index(move.take[used[attacker]])
            used[attacker] += 1
        other = GOOD if prefer == SOLDIER else SOLDIER
        kind = prefer if ready[prefer] else other if ready[other] else None
        taken = {} if kind is None else {"kind": READY_KINDS[kind]}
        params = {"seat": attacker, "target": target, **taken, "extra": bool(extra)}
        if kind is None:
            kind = SOLDIER  # from the stock
        else:
            ready[kind] -= 1
        state.seats[attacker].score[kind] += 1
        state.events.append(Event("stole" if taken else "stole_from_stock", params))
    export_goods(state)


# -- group 3 ------------------------------------------------------------------------------
def export_goods(state: EngineState) -> None:
    """Export is mandatory and has no choice: do it, or note that it was wasted."""
    state.exported = [False] * state.players
    for seat in state.order():
        left, right = top_actions(state, seat)
        if right == "export":
            if state.hit[seat]:
                state.events.append(Event("export_wasted", {"seat": seat}))
            else:
                _export(state, seat, "exported")
                state.exported[seat] = True
        if left == "salvage" and state.hit[seat]:
            state.events.append(Event("salvage_wasted", {"seat": seat}))
    state.phase = SALVAGE_PHASE


def _export(state: EngineState, seat: int, key: str) -> None:
    player = state.seats[seat]
    goods = player.ready[GOOD]
    player.ready[GOOD] = 0
    player.score[GOOD] += goods
    state.events.append(Event(key, {"seat": seat, "count": goods}))


def salvage_offers(state: EngineState, seat: int) -> mv.Offer:
    """Salvage's choice of kind; with shared export, whether to export beside the teammate."""
    if state.hit[seat]:
        return ()
    left, right = top_actions(state, seat)
    if left == "salvage":
        return _SALVAGE_OFFER
    mate = state.teammate(seat)
    if (
        left == "produce"
        and right != "export"
        and mate is not None
        and state.options["shared_export"]
        and state.exported[mate]
        and state.seats[seat].ready[GOOD] > 0
    ):
        return _SHARE_OFFER
    return ()


def resolve_salvage(state: EngineState, chosen: dict[int, mv.Move]) -> None:
    """Apply salvages and shared exports."""
    for seat in state.order():
        move = chosen.get(seat)
        if isinstance(move, mv.Salvage):
            state.seats[seat].score[KINDS.index(move.take)] += 1
            state.events.append(Event("salvaged", {"seat": seat, "kind": move.take}))
        elif isinstance(move, mv.ShareExport):
            if move.export:
                _export(state, seat, "shared_export")
            else:
                state.events.append(Event("shared_export_declined", {"seat": seat}))


#: The options of each simultaneous decision, by phase.
OFFERS = {BLOCK: block_offers, STEAL: steal_offers, SALVAGE_PHASE: salvage_offers}
