"""The rules of Empire Engine as compiled functions over one game's row (see :mod:`.layout`).

Each function mirrors a function of the reference engine (``planning.py``, ``execution.py``,
``flow.py``, ``rules.py``, ``scoring.py``; :func:`gather_and_pay` two of them) step for step,
including the order of every list, so that both engines offer the same moves in the same order and reach the same states. Rows are changed
in place; a move allocates no memory: offers are written into the row's scratch space.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from empires.games.empire_engine.components import GOOD, INVENTION, SOLDIER
from empires.games.empire_engine.fast._jit import jit
from empires.games.empire_engine.fast.layout import (
    ARM,
    ATTACK,
    ATTACK_COUNT,
    ATTACKS,
    BLOCK,
    BLOCK_BASE,
    CHOICE,
    CHOSEN,
    CURSOR,
    DECISIONS,
    DEFEND,
    DEFEND_COSTS_SOLDIER,
    DEFEND_TEAMMATE,
    EXPORT,
    EXPORTED,
    HIDDEN_SCORE_PILES,
    HIT,
    INVENT,
    JOINT_ATTACK,
    JOINT_INVENTION,
    MADE,
    MAX_OFFERS,
    MAX_SEATS,
    NO_BLOCK_CODE,
    OVER,
    PHASE,
    PLACE_GEAR_BASE,
    PLACED,
    PLACED_COUNT,
    PLAN,
    PRODUCE,
    READY,
    ROUND,
    ROUNDS,
    SALVAGE,
    SALVAGE_ACTION,
    SALVAGE_BASE,
    SCORE,
    SCRATCH,
    SHARE_NO,
    SHARE_YES,
    SHARED_EXPORT,
    START,
    STEAL,
    STEAL_BASE,
    STEAL_COUNT,
    STEALS,
    TEAMS,
    TOP,
    TURNS,
    N,
)
from empires.games.empire_engine.fast.rng import below

Row = NDArray[np.int64]


@jit
def new_game(row: Row, setup: NDArray[np.int64], seed: np.uint64) -> None:
    """Set up a game: ``setup`` holds the players, the rounds, the start player (-1: drawn
    from the seed, as the reference does) and the option flags (teams, joint invention, joint
    attack, defend teammate, defending costs a soldier, shared export, hidden score piles)."""
    n, start_player = setup[0], setup[2]
    # Only what a game reads before writing it is cleared: the counters and the seats in play
    # (clearing the whole row would cost more than a quarter of a random game).
    for i in range(READY):
        row[i] = 0
    for seat in range(n):
        for k in range(3):
            row[SCORE + 3 * seat + k] = 0
        row[PLACED_COUNT + seat] = 0
        row[HIT + seat] = 0
        row[EXPORTED + seat] = 0
        row[MADE + seat] = 0
    row[N] = n
    row[ROUNDS] = setup[1]
    row[ROUND] = 1
    if start_player < 0:
        _, start_player = below(seed, n)
    row[START] = start_player
    row[PHASE] = PLAN
    for i in range(7):
        row[TEAMS + i] = setup[3 + i]
    for seat in range(n):
        row[READY + 2 * seat] = 1
        row[READY + 2 * seat + 1] = 1
        row[TOP + 2 * seat] = -1
        row[TOP + 2 * seat + 1] = -1
        row[CHOICE + seat] = -1


@jit
def in_turn(row: Row, k: int) -> int:
    """The seat ``k`` places after the start player in turn order (``0 <= k < n``)."""
    seat = row[START] + k
    return int(seat - row[N] if seat >= row[N] else seat)


@jit
def rank(row: Row, seat: int) -> int:
    """A seat's position in this round's turn order (0 = start player)."""
    # Seats wrap around by a comparison, not a division (a division costs far more here).
    offset = seat - row[START]
    return int(offset + row[N] if offset < 0 else offset)


@jit
def teammate(row: Row, seat: int) -> int:
    """The partner opposite in team play, else -1."""
    return (seat + 2) % 4 if row[TEAMS] else -1


@jit
def placing_seat(row: Row) -> int:
    """Who places next: clockwise from the start player, then back counter-clockwise."""
    n, cursor = row[N], row[CURSOR]
    offset = cursor if cursor < n else 2 * n - 1 - cursor
    return in_turn(row, offset)


@jit
def hidden(row: Row, owner: int, viewer: int) -> bool:
    """Whether the viewer sees only the size of ``owner``'s score pile (``view.py``)."""
    if not row[HIDDEN_SCORE_PILES] or row[PHASE] == OVER:
        return False
    return viewer != owner and teammate(row, viewer) != owner


@jit
def gear_placement(code: int) -> tuple[int, int, int]:
    """A gear placement's engine, gear (0 for the 1-gear) and boost (0 none, 1 soldier,
    2 good): the parts of its code (see :mod:`.layout`)."""
    c = code - PLACE_GEAR_BASE
    return c // 6, (c % 6) // 3, c % 3


@jit
def steal_preferences(code: int) -> tuple[int, int]:
    """A steal's number of choices ``c`` and its preferred kinds as ``c`` bits, the first
    steal's in the highest (0 soldier, 1 good)."""
    c = code - STEAL_BASE + 2
    # c = 2**count + index: the highest set bit gives the count.
    count = 0
    while (c >> (count + 1)) > 0:
        count += 1
    return count, c - (1 << count)


# -- the Plan phase -------------------------------------------------------------------------
@jit
def placement_offers(row: Row, seat: int) -> int:
    """Write the placing seat's moves into the scratch space; return how many."""
    count = 0
    placed = row[PLACED_COUNT + seat]
    if row[ROUND] == 1:
        if placed == 0:
            for code in range(8):
                row[SCRATCH + count] = code
                count += 1
            return count
        engine = 1 - row[PLACED + 2 * seat] // 4
        for action in range(4):
            row[SCRATCH + count] = engine * 4 + action
            count += 1
        return count
    # Boosts offered: none, then a soldier and a good if the ready pile has one (bits 0-2).
    boosts = (
        1 | (2 if row[READY + 2 * seat] > 0 else 0) | (4 if row[READY + 2 * seat + 1] > 0 else 0)
    )
    if placed == 0:
        for engine in range(2):
            for gear in range(2):
                for boost in range(3):
                    if boosts >> boost & 1:
                        row[SCRATCH + count] = PLACE_GEAR_BASE + engine * 6 + gear * 3 + boost
                        count += 1
        return count
    first = row[PLACED + 2 * seat] - PLACE_GEAR_BASE
    engine = 1 - first // 6
    gear = 1 - (first % 6) // 3
    for boost in range(3):
        if boosts >> boost & 1:
            row[SCRATCH + count] = PLACE_GEAR_BASE + engine * 6 + gear * 3 + boost
            count += 1
    return count


@jit
def place(row: Row, seat: int, code: int) -> bool:
    """Lay a (legal) placement; True once everybody has placed both."""
    row[PLACED + 2 * seat + row[PLACED_COUNT + seat]] = code
    row[PLACED_COUNT + seat] += 1
    if code >= PLACE_GEAR_BASE:
        boost = (code - PLACE_GEAR_BASE) % 3
        if boost:
            row[READY + 2 * seat + boost - 1] -= 1
    row[CURSOR] += 1
    return bool(row[CURSOR] == 2 * row[N])


@jit
def place_forced(row: Row) -> bool:
    """Lay every placement that leaves no choice; True once everybody has placed both."""
    while row[CURSOR] < 2 * row[N]:
        seat = placing_seat(row)
        if placement_offers(row, seat) != 1:
            return False
        place(row, seat, row[SCRATCH])
    return True


@jit
def reveal(row: Row) -> None:
    """Turn the placements face up and the engines by their gears."""
    first_round = row[ROUND] == 1
    for seat in range(row[N]):
        for i in range(row[PLACED_COUNT + seat]):
            code = row[PLACED + 2 * seat + i]
            if first_round:
                row[TOP + 2 * seat + code // 4] = code % 4
            else:
                engine, gear, boost = gear_placement(code)
                turns = TURNS[gear][1] if boost else TURNS[gear][0]
                top = TOP + 2 * seat + engine
                row[top] = (row[top] - turns) % 4
        row[PLACED_COUNT + seat] = 0
    row[CURSOR] = 0


# -- the Execute phase ----------------------------------------------------------------------
@jit
def _gather(row: Row, seat: int) -> bool:
    """Arm, Produce and Invent for one seat; whether it invented."""
    left, right = row[TOP + 2 * seat], row[TOP + 2 * seat + 1]
    if left == ARM:
        row[READY + 2 * seat] += 2
    elif left == PRODUCE:
        row[READY + 2 * seat + 1] += 2
    if right == INVENT:
        row[SCORE + 3 * seat + INVENTION] += 1
        return True
    return False


@jit
def _pay(row: Row, seat: int, count: int) -> int:
    """The seat pays for its attacks, which are listed from ``count`` on (left engine first);
    two attacks with fewer than two soldiers both fail. Return the attacks listed."""
    left = row[TOP + 2 * seat] == ATTACK
    right = row[TOP + 2 * seat + 1] == ATTACK
    engines = int(left) + int(right)
    if engines == 0:
        return count
    n = row[N]
    soldiers = row[READY + 2 * seat]
    paid = soldiers >= engines
    row[READY + 2 * seat] -= engines if paid else min(soldiers, 1)
    for engine in range(2):
        if (left and engine == 0) or (right and engine == 1):
            at = ATTACKS + 4 * count
            row[at] = seat
            row[at + 1] = engine
            if engine == 0:
                row[at + 2] = seat + 1 if seat + 1 < n else 0
            else:
                row[at + 2] = seat - 1 if seat > 0 else n - 1
            row[at + 3] = int(paid)
            count += 1
    return count


@jit
def gather_and_pay(row: Row) -> None:
    """Arm, Produce, Invent, the joint-invention extra; every attacker pays. The reference
    gathers for all seats before anyone pays, but a seat's gathering changes only its own
    piles, so one pass in turn order does both."""
    n = row[N]
    inventors = 0
    attacks = 0
    for k in range(n):
        seat = in_turn(row, k)
        if _gather(row, seat):
            inventors |= 1 << seat
        attacks = _pay(row, seat, attacks)
    row[ATTACK_COUNT] = attacks
    if row[JOINT_INVENTION]:
        for seat in range(n):
            mate = teammate(row, seat)
            both = inventors >> seat & 1 and inventors >> mate & 1
            if both and rank(row, seat) < rank(row, mate):
                row[SCORE + 3 * seat + INVENTION] += 1
    row[PHASE] = BLOCK


@jit
def block_offers(row: Row, seat: int) -> int:
    """What a defender may block, in the reference's order."""
    if row[TOP + 2 * seat + 1] != DEFEND:
        return 0
    count = 0
    seen = 0
    for i in range(row[ATTACK_COUNT]):
        at = ATTACKS + 4 * i
        attacker = row[at]
        if row[at + 3] and row[at + 2] == seat and not (seen >> attacker) & 1:
            seen |= 1 << attacker
            row[SCRATCH + count] = BLOCK_BASE + attacker * 6 + row[at + 1] * 3
            count += 1
    mate = teammate(row, seat)
    if mate >= 0 and row[DEFEND_TEAMMATE]:
        soldiers, goods = row[READY + 2 * seat], row[READY + 2 * seat + 1]
        # Payments offered: a soldier, and a good unless defending costs a soldier (bits 1, 2).
        pays = (2 if soldiers > 0 else 0) | (
            4 if goods > 0 and not row[DEFEND_COSTS_SOLDIER] else 0
        )
        payments = pays != 0
        on_mate = False
        for i in range(row[ATTACK_COUNT]):
            at = ATTACKS + 4 * i
            if row[at + 3] and row[at + 2] == mate:
                on_mate = True
                for pay in range(1, 3):
                    if pays >> pay & 1:
                        row[SCRATCH + count] = BLOCK_BASE + row[at] * 6 + row[at + 1] * 3 + pay
                        count += 1
        if on_mate and payments and seen == 0:
            row[SCRATCH + count] = NO_BLOCK_CODE
            count += 1
    return count


@jit
def _attack_index(row: Row, attacker: int, engine: int) -> int:
    for i in range(row[ATTACK_COUNT]):
        at = ATTACKS + 4 * i
        if row[at] == attacker and row[at + 1] == engine and row[at + 3]:
            return i
    return -1


@jit
def resolve_blocks(row: Row) -> None:
    """Apply the blocks, then list the steals (and the joint-attack extras)."""
    n = row[N]
    attacks = row[ATTACK_COUNT]
    blocked = 0  # one bit per attack
    # Blocks for a teammate wait in the scratch space: seat, attack, payment (team play only).
    team = row[SCRATCH : SCRATCH + MAX_OFFERS]
    team_blocks = 0
    for k in range(n):
        seat = in_turn(row, k)
        move = row[CHOSEN + seat]
        if move < BLOCK_BASE or move >= NO_BLOCK_CODE:
            continue
        c = move - BLOCK_BASE
        index = _attack_index(row, c // 6, (c % 6) // 3)
        pay = c % 3
        if pay:
            team[3 * team_blocks] = seat
            team[3 * team_blocks + 1] = index
            team[3 * team_blocks + 2] = pay
            team_blocks += 1
            continue
        blocked |= 1 << index
        row[SCORE + 3 * seat + SOLDIER] += 1
    for j in range(team_blocks):
        seat, index, pay = team[3 * j], team[3 * j + 1], team[3 * j + 2]
        target = row[ATTACKS + 4 * index + 2]
        if blocked >> index & 1:
            other = -1
            for i in range(attacks):
                at = ATTACKS + 4 * i
                if row[at + 3] and row[at + 2] == target and not blocked >> i & 1:
                    other = i
                    break
            if other < 0:
                continue
            index = other
        blocked |= 1 << index
        row[READY + 2 * seat + pay - 1] -= 1
        row[SCORE + 3 * seat + SOLDIER] += 1
    # Attacks are listed in turn order, left engine first: already the order of the steals.
    steals = 0
    for i in range(attacks):
        at = ATTACKS + 4 * i
        if row[at + 3] and not blocked >> i & 1:
            st = STEALS + 3 * steals
            row[st] = row[at]
            row[st + 1] = row[at + 2]
            row[st + 2] = 0
            steals += 1
    if row[JOINT_ATTACK]:
        for k in range(n):
            target = in_turn(row, k)
            low, high, distinct, all_blocked = MAX_SEATS, -1, 0, True
            for i in range(attacks):
                at = ATTACKS + 4 * i
                if row[at + 3] and row[at + 2] == target:
                    attacker = row[at]
                    if attacker != low and attacker != high:
                        distinct += 1
                    low = min(low, attacker)
                    high = max(high, attacker)
                    if not blocked >> i & 1:
                        all_blocked = False
            if distinct == 2 and teammate(row, low) == high and not all_blocked:
                first = low if rank(row, low) < rank(row, high) else high
                st = STEALS + 3 * steals
                row[st] = first
                row[st + 1] = target
                row[st + 2] = 1
                steals += 1
    row[STEAL_COUNT] = steals
    for seat in range(n):
        row[HIT + seat] = 0
    for s in range(steals):
        row[HIT + row[STEALS + 3 * s + 1]] = 1
    row[PHASE] = STEAL


@jit
def _choosable(row: Row, s: int) -> bool:
    target = row[STEALS + 3 * s + 1]
    return bool(row[READY + 2 * target] > 0 and row[READY + 2 * target + 1] > 0)


@jit
def steal_offers(row: Row, seat: int) -> int:
    """One preferred kind for each of the seat's steals that offers a choice."""
    choices = 0
    for s in range(row[STEAL_COUNT]):
        if row[STEALS + 3 * s] == seat and _choosable(row, s):
            choices += 1
    if choices == 0:
        return 0
    size = 1 << choices
    for i in range(size):
        row[SCRATCH + i] = STEAL_BASE + size - 2 + i
    return size


@jit
def resolve_steals(row: Row) -> None:
    """Take the stolen resources in order, then export."""
    steals = row[STEAL_COUNT]
    flags = 0
    for s in range(steals):
        if _choosable(row, s):
            flags |= 1 << s
    # How many of its choices each attacker has used so far.
    used = row[SCRATCH : SCRATCH + MAX_SEATS]
    used[:] = 0
    for s in range(steals):
        st = STEALS + 3 * s
        attacker, target = row[st], row[st + 1]
        ready = READY + 2 * target
        prefer = SOLDIER if row[ready] >= row[ready + 1] else GOOD
        move = row[CHOSEN + attacker]
        if flags >> s & 1 and STEAL_BASE <= move < SALVAGE_BASE:
            count, index = steal_preferences(move)
            prefer = (index >> (count - 1 - used[attacker])) & 1
            used[attacker] += 1
        other = 1 - prefer
        if row[ready + prefer] > 0:
            kind = prefer
        elif row[ready + other] > 0:
            kind = other
        else:
            row[SCORE + 3 * attacker + SOLDIER] += 1
            continue
        row[ready + kind] -= 1
        row[SCORE + 3 * attacker + kind] += 1
    export_goods(row)


@jit
def _export(row: Row, seat: int) -> None:
    row[SCORE + 3 * seat + GOOD] += row[READY + 2 * seat + 1]
    row[READY + 2 * seat + 1] = 0


@jit
def export_goods(row: Row) -> None:
    """Export, unless the exporter was hit."""
    n = row[N]
    for seat in range(n):
        row[EXPORTED + seat] = 0
    for k in range(n):
        seat = in_turn(row, k)
        if row[TOP + 2 * seat + 1] == EXPORT and not row[HIT + seat]:
            _export(row, seat)
            row[EXPORTED + seat] = 1
    row[PHASE] = SALVAGE


@jit
def salvage_offers(row: Row, seat: int) -> int:
    """Salvage's kind; with shared export, whether to export beside the teammate."""
    if row[HIT + seat]:
        return 0
    left, right = row[TOP + 2 * seat], row[TOP + 2 * seat + 1]
    if left == SALVAGE_ACTION:
        for k in range(3):
            row[SCRATCH + k] = SALVAGE_BASE + k
        return 3
    mate = teammate(row, seat)
    if (
        left == PRODUCE
        and right != EXPORT
        and mate >= 0
        and row[SHARED_EXPORT]
        and row[EXPORTED + mate]
        and row[READY + 2 * seat + 1] > 0
    ):
        row[SCRATCH] = SHARE_YES
        row[SCRATCH + 1] = SHARE_NO
        return 2
    return 0


@jit
def resolve_salvage(row: Row) -> None:
    """Apply salvages and shared exports."""
    n = row[N]
    for k in range(n):
        seat = in_turn(row, k)
        move = row[CHOSEN + seat]
        if SALVAGE_BASE <= move < SHARE_YES:
            row[SCORE + 3 * seat + move - SALVAGE_BASE] += 1
        elif move == SHARE_YES:
            _export(row, seat)


@jit
def end_round(row: Row) -> None:
    """Clear the round's record; start the next round or end the game."""
    n = row[N]
    row[ATTACK_COUNT] = 0
    row[STEAL_COUNT] = 0
    for seat in range(n):
        row[HIT + seat] = 0
        row[EXPORTED + seat] = 0
    if row[ROUND] >= row[ROUNDS]:
        row[PHASE] = OVER
        return
    row[ROUND] += 1
    row[START] = in_turn(row, 1)
    row[PHASE] = PLAN


# -- deciding ---------------------------------------------------------------------------------
@jit
def offers(row: Row, seat: int) -> int:
    """The moves of ``seat`` in the current decision, in the reference's order (a seat with
    one move is not asked; in the Plan phase only the placing seat has moves)."""
    phase = row[PHASE]
    if phase == PLAN:
        if seat != placing_seat(row):
            return 0
        return placement_offers(row, seat)
    if phase == BLOCK:
        return block_offers(row, seat)
    if phase == STEAL:
        return steal_offers(row, seat)
    if phase == SALVAGE:
        return salvage_offers(row, seat)
    return 0


@jit
def advance(row: Row) -> None:
    """Resolve simultaneous decisions whose seats have all chosen, until one waits."""
    n = row[N]
    while BLOCK <= row[PHASE] <= SALVAGE:
        for seat in range(n):
            count = offers(row, seat)
            if count > 1:
                if row[CHOICE + seat] < 0:
                    return
                row[CHOSEN + seat] = row[CHOICE + seat]
            elif count == 1:
                row[CHOSEN + seat] = row[SCRATCH]
            else:
                row[CHOSEN + seat] = -1
        resolve(row)


@jit
def resolve(row: Row) -> None:
    """Carry out the current simultaneous decision with every seat's move in ``CHOSEN``
    (-1 for a seat without one); the secret choices are cleared."""
    for seat in range(row[N]):
        row[CHOICE + seat] = -1
    phase = row[PHASE]
    if phase == BLOCK:
        resolve_blocks(row)
    elif phase == STEAL:
        resolve_steals(row)
    else:
        resolve_salvage(row)
        end_round(row)


@jit
def apply(row: Row, seat: int, code: int) -> None:
    """Play a legal move (the caller checks legality) and go on to the next decision."""
    row[DECISIONS] += 1
    if row[PHASE] == PLAN:
        if place(row, seat, code) or place_forced(row):
            reveal(row)
            gather_and_pay(row)
            advance(row)
        return
    row[CHOICE + seat] = code
    advance(row)


@jit
def waiting(row: Row, seat: int) -> bool:
    """Whether ``seat`` must decide now."""
    phase = row[PHASE]
    if phase == OVER:
        return False
    if phase == PLAN:
        return seat == placing_seat(row)
    return row[CHOICE + seat] < 0 and offers(row, seat) > 1


@jit
def chosen(row: Row, seat: int) -> bool:
    """Whether ``seat`` has chosen in secret in the current simultaneous decision."""
    return bool(PLAN < row[PHASE] < OVER and row[CHOICE + seat] >= 0)


# -- scoring ----------------------------------------------------------------------------------
@jit
def points(row: Row, out: NDArray[np.int64], ready_out: NDArray[np.int64]) -> None:
    """Points per seat (team points for both partners) and, per seat, its side's ready
    resources (the tie-break)."""
    n = row[N]
    sides = 2 if row[TEAMS] else n
    piles = np.zeros((MAX_SEATS, 3), np.int64)
    ready = np.zeros(MAX_SEATS, np.int64)
    for seat in range(n):
        side = seat % 2 if row[TEAMS] else seat
        for k in range(3):
            piles[side, k] += row[SCORE + 3 * seat + k]
        ready[side] += row[READY + 2 * seat] + row[READY + 2 * seat + 1]
    totals = np.zeros(MAX_SEATS, np.int64)
    for k in range(3):
        most = 0
        for side in range(sides):
            most = max(most, piles[side, k])
        for side in range(sides):
            totals[side] += piles[side, k]
            if most > 0 and piles[side, k] == most:
                totals[side] += 3
    for seat in range(n):
        side = seat % 2 if row[TEAMS] else seat
        out[seat] = totals[side]
        ready_out[seat] = ready[side]


@jit
def winners(row: Row, out: NDArray[np.bool_]) -> None:
    """Seats sharing first place: most points, then most ready resources."""
    n = row[N]
    total = np.zeros(MAX_SEATS, np.int64)
    ready = np.zeros(MAX_SEATS, np.int64)
    points(row, total, ready)
    best_total, best_ready = -1, -1
    for seat in range(n):
        if total[seat] > best_total or (total[seat] == best_total and ready[seat] > best_ready):
            best_total, best_ready = total[seat], ready[seat]
    for seat in range(n):
        out[seat] = total[seat] == best_total and ready[seat] == best_ready
