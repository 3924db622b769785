"""How one game lies in a row of integers, and the move codes shared by every configuration.

A batch is a 2-D ``int64`` array, one row per game. The names below are offsets into a row;
per-seat fields hold up to :data:`MAX_SEATS` entries. Moves are small integers (*codes*) in a
fixed order that lists each kind of move exactly as the reference engine lists its legal
moves, so that "the k-th legal move" means the same move in both engines.
"""

from __future__ import annotations

from typing import Any

from empires.games.empire_engine.components import GEARS, LAYOUTS, LEFT, RIGHT
from empires.games.empire_engine.moves import (
    NO_BLOCK,
    PLACE_ENGINE,
    PLACE_GEAR,
    SHARE_EXPORT,
    Block,
    Move,
    steal_choices,
)
from empires.games.empire_engine.moves import SALVAGE as SALVAGE_MOVES

MAX_SEATS = 12
#: At most two attacks per seat; steals add one joint-attack extra per opponent (team play).
MAX_ATTACKS = 2 * MAX_SEATS
MAX_STEALS = MAX_ATTACKS + 2
#: The most moves one seat is offered at once (four choosable steals: 2**4).
MAX_OFFERS = 16

# -- phases (the reference's names, as numbers) -----------------------------------------------
PLAN, BLOCK, STEAL, SALVAGE, OVER = 0, 1, 2, 3, 4
PHASE_NAMES = ("plan", "block", "steal", "salvage", "over")

# -- actions on top of the engines (their index in the engine's layout, engines.toml) ----------
ARM, SALVAGE_ACTION, PRODUCE, ATTACK = map(
    LAYOUTS[LEFT].index, ("arm", "salvage", "produce", "attack")
)
INVENT, DEFEND, EXPORT = map(LAYOUTS[RIGHT].index, ("invent", "defend", "export"))
if LAYOUTS[RIGHT].index("attack") != ATTACK:
    raise ValueError("Attack stands at the same place on both engines")
#: ``TURNS[gear - 1][boosted]``: the quarter turns of the 1-gear and the 2-gear, plain and with
#: a resource on it.
TURNS = tuple((GEARS[value].turns, GEARS[value].boosted_turns) for value in (1, 2))

# -- a row ------------------------------------------------------------------------------------
N = 0
ROUNDS = 1
ROUND = 2
START = 3
PHASE = 4
CURSOR = 5
TEAMS = 6
JOINT_INVENTION = 7
JOINT_ATTACK = 8
DEFEND_TEAMMATE = 9
DEFEND_COSTS_SOLDIER = 10
SHARED_EXPORT = 11
HIDDEN_SCORE_PILES = 12
ATTACK_COUNT = 13
STEAL_COUNT = 14
DECISIONS = 15
#: ``READY + 2 * seat + kind`` (soldier, good).
READY = 16
#: ``SCORE + 3 * seat + kind`` (soldier, good, invention).
SCORE = READY + 2 * MAX_SEATS
#: ``TOP + 2 * seat + engine``: the action index on top, -1 before the first reveal.
TOP = SCORE + 3 * MAX_SEATS
PLACED_COUNT = TOP + 2 * MAX_SEATS
#: ``PLACED + 2 * seat + i``: the code of the seat's i-th placement this Plan phase.
PLACED = PLACED_COUNT + MAX_SEATS
HIT = PLACED + 2 * MAX_SEATS
EXPORTED = HIT + MAX_SEATS
#: A seat's secret choice in the current simultaneous decision, -1 if none yet.
CHOICE = EXPORTED + MAX_SEATS
#: ``ATTACKS + 4 * i``: attacker, engine, target, paid.
ATTACKS = CHOICE + MAX_SEATS
#: ``STEALS + 3 * i``: attacker, target, extra.
STEALS = ATTACKS + 4 * MAX_ATTACKS
#: Working space of the compiled rules (offers, the choices being resolved), so that no move
#: allocates memory.
SCRATCH = STEALS + 3 * MAX_STEALS
CHOSEN = SCRATCH + MAX_OFFERS
#: ``MADE + seat``: the decisions the seat has made in this game.
MADE = CHOSEN + MAX_SEATS
ROW = MADE + MAX_SEATS

# -- move codes -------------------------------------------------------------------------------
#: ``engine * 4 + action``.
PLACE_ENGINE_BASE = 0
#: ``8 + engine * 6 + (gear - 1) * 3 + boost`` (boost: 0 none, 1 soldier, 2 good).
PLACE_GEAR_BASE = 8
#: ``20 + attacker * 6 + engine * 3 + pay`` (pay: 0 none, 1 soldier, 2 good).
BLOCK_BASE = 20
NO_BLOCK_CODE = BLOCK_BASE + 6 * MAX_SEATS
#: Steals with ``c`` choices: ``STEAL_BASE + 2**c - 2 + i``, ``i`` read as ``c`` bits, the
#: first steal's kind in the highest bit (0 soldier, 1 good): the order of ``steal_choices``.
STEAL_BASE = NO_BLOCK_CODE + 1
SALVAGE_BASE = STEAL_BASE + 2 + 4 + 8 + 16
SHARE_YES = SALVAGE_BASE + 3
SHARE_NO = SHARE_YES + 1
CODES = SHARE_NO + 1

_ENGINES = ("L", "R")
_PAYS: tuple[str | None, ...] = (None, "soldier", "good")


def _all_moves() -> list[Move]:
    moves: list[Move] = [*PLACE_ENGINE.values(), *PLACE_GEAR.values()]
    moves += [
        Block(attacker, engine, pay)
        for attacker in range(MAX_SEATS)
        for engine in _ENGINES
        for pay in _PAYS
    ]
    moves.append(NO_BLOCK)
    for count in range(1, 5):
        moves += steal_choices(count)
    moves += SALVAGE_MOVES.values()
    moves += [SHARE_EXPORT[True], SHARE_EXPORT[False]]
    return moves


#: The reference engine's move for each code.
MOVES: tuple[Move, ...] = tuple(_all_moves())
_CODE_OF: dict[Move, int] = {move: code for code, move in enumerate(MOVES)}
assert len(MOVES) == CODES


def code_of(move: Any) -> int:
    """The code of a reference engine move."""
    if not isinstance(move, Move):
        raise TypeError(f"not an Empire Engine move: {move!r}")
    return _CODE_OF[move]


def move_of(code: int) -> Move:
    """The reference engine move of a code."""
    return MOVES[code]
