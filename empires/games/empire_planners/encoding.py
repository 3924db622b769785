"""Empire Planners for learning environments: every possible move (``moves.every_move``) as an
action id, and a seat's view as a fixed-size vector (the layout is listed in docs/learning.md).

Players in the vector are relative: block 0 is the observing seat, block 1 the other player
(Archie Indus in the solo game).
"""

from __future__ import annotations

from collections.abc import Mapping

from empires.games.empire_planners import components as cp
from empires.games.empire_planners.moves import MOVES, every_move
from empires.games.empire_planners.state import PHASES
from empires.kernel.encoding import Encoding
from empires.kernel.game import View
from empires.kernel.options import OptionValue

#: Money and points are divided by these caps and clipped at 1.
CAPITAL_CAP, PROFIT_CAP = 100, 100
#: The observation's length: the phase, six numbers (round to Market die), the three dice's
#: faces and the reroll, four numbers per player, three per city site, nine per factory card,
#: each slot's icon kind and who claimed it, and the pending action's kind.
_TABLE = 3 * len(cp.BUILDINGS) + 9 * len(cp.FACTORIES) + cp.SLOTS * (len(cp.ACTION_KINDS) + 2)
OBSERVATION_SIZE = len(PHASES) + 6 + 3 * 6 + 1 + 2 * 4 + _TABLE + len(cp.ACTION_KINDS)


def _scaled(value: int, cap: int) -> float:
    return max(0, min(value, cap)) / cap


class PlannersEncoding(Encoding):
    """The encodings of Empire Planners (2 players, or solo against Archie)."""

    def __init__(self, players: int, options: Mapping[str, OptionValue]) -> None:
        self.players = players
        self.actions = tuple(MOVES.to_json(m) for m in every_move())
        self.observation_size = OBSERVATION_SIZE
        # Per round: two build turns of at most three decisions, and four actions of at most
        # one claim and twenty steps (goods are few, so far fewer in practice).
        self.max_decisions = cp.ROUNDS * (2 * 3 + 4 * 21)

    def observe(self, view: View) -> list[float]:
        if view["players"] != self.players:
            raise ValueError(f"this encoding is for {self.players} players, not {view['players']}")
        me = view["seat"] or 0
        other = 1 - me
        out = [float(view["phase"] == p) for p in PHASES]
        out += [view["round"] / cp.ROUNDS, float(view["solo"]), float(me in view["to_act"])]
        out += [float(view["first"] == me), view["pollution"] / cp.POLLUTION_MAX]
        out.append((view["market_die"] or 0) / 6)
        dice = view["dice"] + [0] * (3 - len(view["dice"]))
        out += [float(dice[d] == v) for d in range(3) for v in range(1, 7)]
        out.append(float(view["rerolled"]))
        for p in (me, other):
            e = view["empire"][p]
            out += [_scaled(e["capital"], CAPITAL_CAP), _scaled(e["profit"], PROFIT_CAP)]
            out += [_scaled(e["free_cubes"], 8), e["buildings"] / 9]
        for site in view["city"]:
            out += [float(site["owner"] == me), float(site["owner"] == other), site["value"] / 6]
        for c, f in enumerate(view["factories"]):
            face, owner = cp.FACTORIES[c][f["side"]], f["owner"]
            out += [float(f["side"]), float(owner == me), float(owner == other)]
            train = f["train"]
            out += [float(c in view["market"]), f["goods"] / face.track, float(train is not None)]
            at, die, riders = (train["at"], train["die"], train["riders"]) if train else (0, 0, 0)
            out += [at / face.links, die / cp.TRAIN_MAX, riders / cp.TRAIN_MAX]
        kinds = [cp.icon_at(view["face_up"], s) for s in range(cp.SLOTS)]
        out += [float(kinds[s] == k) for s in range(cp.SLOTS) for k in cp.ACTION_KINDS]
        claimed = {c["slot"]: c["player"] for c in view["claims"]}
        out += [float(claimed.get(s) == x) for s in range(cp.SLOTS) for x in (me, other)]
        pending = view["pending"]
        out += [float(pending is not None and pending["kind"] == k) for k in cp.ACTION_KINDS]
        return out
