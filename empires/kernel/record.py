"""Game records: options, seed or starting position, and every move, as one JSON file."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from empires.kernel.errors import BadRecord

FORMAT = "empires-record/1"


class PlayedMove(NamedTuple):
    """One move of a record: who played it, and its JSON form."""

    seat: int
    move: dict[str, Any]


@dataclass
class GameRecord:
    """A whole game. ``seed`` is set when the game started fresh, ``start`` when from a position."""

    game: str
    players: int
    options: dict[str, Any]
    seed: int | None
    start: dict[str, Any] | None
    moves: list[PlayedMove]
    result: dict[str, Any] | None = None
    #: Client data the kernel does not read (seat kinds, names, language); kept as given.
    meta: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        """The record's JSON form (``meta`` only when set)."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "start": self.start,
            "moves": [{"seat": m.seat, "move": m.move} for m in self.moves],
            "result": self.result,
        }
        if self.meta is not None:
            data["meta"] = self.meta
        return data

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Read a record, raising BadRecord that names what is missing or wrong."""
        if not isinstance(data, dict):
            raise BadRecord("a game record must be a JSON object")
        if data.get("format") != FORMAT:
            raise BadRecord(f"not a game record: 'format' must be {FORMAT!r}")
        for key, kind in (("game", str), ("players", int), ("options", dict), ("moves", list)):
            if not isinstance(data.get(key), kind):
                raise BadRecord(f"game record field {key!r} is missing or not a {kind.__name__}")
        seed, start = data.get("seed"), data.get("start")
        if (seed is None) == (start is None):
            raise BadRecord("a game record needs exactly one of 'seed' and 'start'")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise BadRecord("game record field 'seed' must be a whole number")
        moves = []
        for number, entry in enumerate(data["moves"], start=1):
            if (
                not isinstance(entry, dict)
                or not isinstance(entry.get("seat"), int)
                or not isinstance(entry.get("move"), dict)
            ):
                raise BadRecord(
                    f"move {number} of the record must be {{'seat': int, 'move': {{...}}}}"
                )
            moves.append(PlayedMove(entry["seat"], entry["move"]))
        meta = data.get("meta")
        if meta is not None and not isinstance(meta, dict):
            raise BadRecord("game record field 'meta' must be an object")
        return cls(
            game=data["game"],
            players=data["players"],
            options=data["options"],
            seed=seed,
            start=start,
            moves=moves,
            result=data.get("result"),
            meta=meta,
        )

    def save(self, path: Path) -> None:
        """Write the record as indented JSON."""
        path.write_text(json.dumps(self.to_json(), indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> GameRecord:
        """Read a record file, raising BadRecord for a missing or broken file."""
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            raise BadRecord(f"cannot read {path}: {error.strerror}") from error
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise BadRecord(f"{path} is not valid JSON: {error}") from error
        return cls.from_json(data)
