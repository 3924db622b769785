"""Writes positions.json: old-format mid-game positions (run with the code before the kit on
the path: PYTHONPATH=<old checkout> python tests/kernel/legacy/make_positions.py > positions.json)
with what the old code showed there and the state after a few more moves."""

import json
import sys

from empires import new_match
from empires.kernel.rng import SeededRng

GAMES = {
    "empire-engine": [
        (3, {}, 11),
        (
            4,
            {"teams": True, "joint_attack": True, "defend_teammate": True, "shared_export": True},
            12,
        ),
    ],
    "empire-colonial": [(3, {}, 21), (2, {}, 22)],
    "empire-planners": [(2, {}, 31), (1, {}, 32)],
    "empire-v85": [(3, {}, 41), (2, {}, 42)],
}
out = {}
for game, settings in GAMES.items():
    cases = []
    for players, options, seed in settings:
        m = new_match(game, players, options, seed)
        rng = SeededRng(seed)
        for stop in (9, 40):
            while len(m.moves) < stop and not m.is_over:
                seat = rng.choice(m.to_act())
                m.play(seat, rng.choice(m.legal_moves(seat)))
            if m.is_over:
                break
            case = {
                "players": players,
                "position": m.state_json(),
                "to_act": list(m.to_act()),
                "kind": m.decision_kind(),
                "legal": {str(s): m.legal_moves_json(s) for s in m.to_act()},
                "views": {str(s): m.view(s) for s in [*m.to_act(), None]},
            }
            follow = []
            twin = m.copy()
            for _ in range(12):
                if twin.is_over:
                    break
                seat = rng.choice(twin.to_act())
                move = rng.choice(twin.legal_moves(seat))
                twin.play(seat, move)
                follow.append({"seat": seat, "move": twin.moves[-1].move})
            case["moves"] = follow
            case["after"] = twin.state_json()
            cases.append(case)
    out[game] = cases
json.dump(out, sys.stdout, indent=None, ensure_ascii=False, separators=(",", ":"))
