"""A table stored before one of its game's options existed loads as it was played: its stored
options, lacking the option, stand for the option's earlier way (``Option.before``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from empires.games.empire_v85.state import V85State
from empires.web.store import MoveRow, TableRow, open_store
from empires.web.table import LiveTable, Presence
from tests.web.seats import run

OLD = Path(__file__).parents[1] / "empire_v85" / "legacy" / "2p-before-build-gold.json"


def _load(options: dict[str, Any], moves: list[dict[str, Any]]) -> LiveTable:
    """The table loaded from a real SQLite store holding it with ``options`` and ``moves``."""
    loaded: list[LiveTable] = []

    async def scenario() -> None:
        loaded.append(await _stored_and_loaded(options, moves))

    run(scenario())  # in a thread of its own: Playwright's tests may keep a loop running
    return loaded[0]


async def _stored_and_loaded(options: dict[str, Any], moves: list[dict[str, Any]]) -> LiveTable:
    store = open_store(":memory:")
    await store.open()
    row = TableRow("old", "empire-v85", 2, options, 85, {}, "running", 0.0)
    await store.create_table(row)
    for ply, played in enumerate(moves):
        await store.add_move("old", MoveRow(ply, played["seat"], played["move"], 0.0))
    live = await LiveTable.load(store, row, Presence())
    await store.close()
    return live


def test_a_v85_table_stored_before_build_gold_replays_with_the_banks_gold() -> None:
    old = json.loads(OLD.read_text(encoding="utf-8"))
    options = old["record"]["options"]
    assert "build_gold" not in options
    live = _load(options, old["record"]["moves"])
    assert live.match.options["build_gold"] == "bank"
    assert live.match.state_json() == V85State.upgrade(old["final_state"])


def test_a_v85_table_stored_with_build_gold_keeps_it() -> None:
    live = _load({"start_player": 0, "build_gold": "builder"}, [])
    assert live.match.options["build_gold"] == "builder"
