"""Recorded positions for the view unit tests: real games (the golden records) replayed to a
few plies, and what the table page would hand each game's ``render`` there, for one seat or a
spectator, in one language."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from empires.kernel.game import OVER
from empires.kernel.match import Match
from empires.kernel.record import GameRecord

TESTS = Path(__file__).resolve().parents[2]
#: Names with letters English and German share, so neither language's words hide in them.
NAMES = ["Ada", "Bo", "Cyd", "Dev", "Eli"]


@dataclass(frozen=True)
class Position:
    """A golden record replayed to ``ply`` (negative: counted from the end), seen by ``seat``."""

    game: str
    record: str
    ply: int
    seat: int | None

    @property
    def label(self) -> str:
        who = "spectator" if self.seat is None else f"seat{self.seat}"
        return f"{self.game}-{self.record}-{self.ply}-{who}"


#: A start, the thick of it, and an end, for every game, as a seat and as a spectator.
POSITIONS = [
    Position("empire-engine", "4p-de", 0, 0),
    Position("empire-engine", "4p-de", 10, 1),
    Position("empire-engine", "5p-en", 40, None),
    Position("empire-engine", "4p-teams-all-variants", -1, 2),
    Position("empire-colonial", "3p-beginner", 0, 0),
    Position("empire-colonial", "3p-beginner", 60, 1),
    Position("empire-colonial", "2p-standard", 300, None),
    Position("empire-colonial", "2p-standard", -1, 0),
    Position("empire-planners", "2p", 0, 0),
    Position("empire-planners", "2p", 60, 1),
    Position("empire-planners", "solo-advanced", 40, 0),
    Position("empire-planners", "2p", -1, None),
    Position("empire-v85", "3p", 0, 0),
    Position("empire-v85", "3p", 45, 1),
    Position("empire-v85", "4p", 70, None),
    Position("empire-v85", "2p", -1, 0),
]


def _replayed(position: Position) -> Match:
    folder = TESTS / position.game.replace("-", "_") / "golden"
    data = json.loads((folder / f"{position.record}.json").read_text())
    record = GameRecord.from_json(data["record"])
    start = Match.start_of(record)
    plies = position.ply if position.ply >= 0 else len(record.moves) + 1 + position.ply
    for played in record.moves[:plies]:
        start.play(played.seat, start.rules.move_from_json(played.move))
    return start


def render_input(position: Position, lang: str) -> dict[str, Any]:
    """``state`` and ``helpers`` (without functions) as the table page hands them to render."""
    match = _replayed(position)
    rules, seat = match.rules, position.seat
    waiting = list(match.to_act())
    legal = []
    if seat is not None and seat in waiting:
        legal = [
            {"move": rules.move_to_json(m), "text": rules.describe_move(m, lang)}
            for m in match.legal_moves(seat)
        ]
    over = match.decision_kind() == OVER
    names = NAMES[: match.players]
    state = {
        "game": match.game,
        "status": "finished" if over else "running",
        "ply": len(match.moves),
        "seat": seat,
        "seats": [{"seat": s, "name": name} for s, name in enumerate(names)],
        "decision": match.decision_kind(),
        "waiting": waiting,
        "view": match.view(seat),
        "legal": legal,
    }
    helpers = {"lang": lang, "names": names, "me": seat, "legal": legal, "replay": False}
    return {"state": state, "helpers": helpers}
