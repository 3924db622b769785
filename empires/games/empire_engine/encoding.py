"""Empire Engine for learning environments: every possible move as an action id, and a seat's
view as a fixed-size vector (the layout is listed in docs/learning.md).

Seats in the vector are relative: block 0 is the observing seat, block 1 its left neighbour
(seat + 1), and so on clockwise, so that one policy serves every seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from empires.games.empire_engine import moves as mv
from empires.games.empire_engine.components import ENGINES, KINDS, LAYOUTS, READY_KINDS
from empires.games.empire_engine.options import TEAM_VARIANTS
from empires.games.empire_engine.state import PHASES
from empires.kernel.encoding import Encoding
from empires.kernel.game import View
from empires.kernel.options import OptionValue

FLAG_OPTIONS = ("teams", *TEAM_VARIANTS, "hidden_score_piles")
#: Counts are divided by these caps and clipped at 1 (larger piles are rare).
READY_CAP, SCORE_CAP, TOTAL_CAP, STEALS_CAP = 8, 20, 40, 4
#: phase, round progress and last round, asked and chosen, option flags, defend cost.
GLOBAL_SIZE = len(PHASES) + 2 + 2 + len(FLAG_OPTIONS) + 1
#: start player, asked, has chosen.
SEAT_SIZE = 3
#: ready (2 x 3), score (5), engine tops (9), placements (2 x 9), hit and exported (2),
#: its attacks (2 x 2), steals (3).
EMPIRE_SIZE = 6 + 5 + 9 + 18 + 2 + 4 + 3


def max_steals(options: Mapping[str, OptionValue]) -> int:
    """Steals one seat may choose for at once: one per engine, and with joint attacks one
    extra on each of the two targets it shares with its teammate."""
    return 4 if options["joint_attack"] else 2


def action_moves(players: int, options: Mapping[str, OptionValue]) -> list[mv.Move]:
    """Every move that can be legal in this configuration, in a fixed order."""
    moves: list[mv.Move] = [*mv.PLACE_ENGINE.values(), *mv.PLACE_GEAR.values()]
    pays: tuple[str | None, ...] = (None, *READY_KINDS) if options["defend_teammate"] else (None,)
    moves += [
        mv.Block(attacker, engine, pay)
        for attacker in range(players)
        for engine in ENGINES
        for pay in pays
    ]
    if options["defend_teammate"]:
        moves.append(mv.NO_BLOCK)
    for count in range(1, max_steals(options) + 1):
        moves += mv.steal_choices(count)
    moves += mv.SALVAGE.values()
    if options["shared_export"]:
        moves += mv.SHARE_EXPORT.values()
    return moves


def _scaled(count: int, cap: int) -> float:
    return min(count, cap) / cap


class EmpireEngineEncoding(Encoding):
    """The encodings of Empire Engine for one player count and option set."""

    def __init__(self, players: int, options: Mapping[str, OptionValue]) -> None:
        self.players = players
        self.actions = tuple(mv.move_to_json(m) for m in action_moves(players, options))
        self.observation_size = GLOBAL_SIZE + players * (SEAT_SIZE + EMPIRE_SIZE)
        rounds = options["rounds"]
        assert isinstance(rounds, int)
        # Per round: two placements per seat, then at most one choice per seat in each of
        # the three simultaneous decisions.
        self.max_decisions = rounds * players * 5

    def observe(self, view: View) -> list[float]:
        n, me = view["players"], view["seat"]
        if n != self.players:
            raise ValueError(f"this encoding is for {self.players} players, not {n}")
        out: list[float] = [float(view["phase"] == phase) for phase in PHASES]
        out += [view["round"] / view["rounds"], float(view["round"] == view["rounds"])]
        out += [float(me in view["to_act"]), float(view["my_choice"] is not None)]
        options = view["options"]
        out += [float(bool(options[name])) for name in FLAG_OPTIONS]
        out.append(float(options["defend_teammate_cost"] == "soldier"))
        seats = [(me + k) % n for k in range(n)]
        for seat in seats:
            flags = (view["start_player"] == seat, seat in view["to_act"], seat in view["chosen"])
            out += [float(flag) for flag in flags]
        for seat in seats:
            out += _empire(view, seat)
        return out


def _empire(view: View, seat: int) -> list[float]:
    empire: dict[str, Any] = view["empires"][seat]
    out: list[float] = []
    for kind in READY_KINDS:
        count = empire["ready"][kind]
        out += [_scaled(count, READY_CAP), float(count >= 1), float(count >= 2)]
    score = empire["score"]
    out.append(float(score is None))
    for kind in KINDS:
        out.append(0.0 if score is None else _scaled(score[kind], SCORE_CAP))
    out.append(_scaled(empire["score_total"], TOTAL_CAP))
    engines = empire["engines"]
    out.append(float(engines is not None))
    for e, engine in enumerate(ENGINES):
        out += [float(engines is not None and engines[engine] == a) for a in LAYOUTS[e]]
    placed = {entry["engine"]: entry for entry in empire["placed"]}
    for e, engine in enumerate(ENGINES):
        entry = placed.get(engine)
        if entry is None:
            out += [0.0] * 9
            continue
        out.append(1.0)
        out += [float(entry.get("action") == a) for a in LAYOUTS[e]]
        out += [float(entry.get("gear") == g) for g in (1, 2)]
        out += [float(entry.get("boost") == kind) for kind in READY_KINDS]
    out += [float(view["hit"][seat]), float(view["exported"][seat])]
    for engine in ENGINES:
        rows = [a for a in view["attacks"] if a["attacker"] == seat and a["engine"] == engine]
        out += [float(bool(rows)), float(any(a["paid"] for a in rows))]
    steals = view["steals"]
    out.append(_scaled(sum(s["attacker"] == seat for s in steals), STEALS_CAP))
    out.append(_scaled(sum(s["attacker"] == seat and s["extra"] for s in steals), STEALS_CAP))
    out.append(_scaled(sum(s["target"] == seat for s in steals), STEALS_CAP))
    return out
