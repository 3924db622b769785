"""The optional ``meta`` of a game record, where the terminal keeps seats, names and language."""

from __future__ import annotations

from pathlib import Path

import pytest

from empires.kernel.errors import BadRecord
from empires.kernel.match import new_match
from empires.kernel.record import GameRecord


def test_meta_round_trips_and_is_left_out_when_unset(tmp_path: Path) -> None:
    record = new_match("empire-engine", 2, seed=1).record()
    assert "meta" not in record.to_json()
    record.meta = {"seats": ["human", "heuristic"], "names": ["Ann", "Bot 2"], "lang": "de"}
    record.save(tmp_path / "r.json")
    assert GameRecord.load(tmp_path / "r.json").meta == record.meta


def test_meta_must_be_an_object() -> None:
    data = new_match("empire-engine", 2, seed=1).record().to_json()
    data["meta"] = ["human"]
    with pytest.raises(BadRecord, match="'meta' must be an object"):
        GameRecord.from_json(data)
