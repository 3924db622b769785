"""Positions saved by the games before the kit (each in its own format) still load, show the
same views and legal moves, and play on to the same state (in the common format)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from empires import Match
from empires.kernel.state import FORMAT

CASES: dict[str, list[dict[str, Any]]] = json.loads(
    (Path(__file__).parent / "legacy" / "positions.json").read_text(encoding="utf-8")
)
PARAMS = [(game, i) for game, cases in CASES.items() for i in range(len(cases))]


def _expected(match: Match, old: dict[str, Any]) -> dict[str, Any]:
    kit_state = getattr(match.rules, "state_type", None)
    return old if kit_state is None else kit_state.upgrade(old)


def _as_before(shown: Any, old: Any) -> Any:
    """``shown`` cut down to the keys of the ``old`` view, at every depth (a view may gain
    fields; what it showed must stay the same)."""
    if isinstance(shown, dict) and isinstance(old, dict):
        return {key: _as_before(shown.get(key), value) for key, value in old.items()}
    return shown


@pytest.mark.parametrize(("game", "index"), PARAMS)
def test_an_old_position_loads_and_plays_on_as_before(game: str, index: int) -> None:
    case = CASES[game][index]
    match = Match.from_position(game, case["position"])
    assert match.players == case["players"]
    assert list(match.to_act()) == case["to_act"]
    assert match.decision_kind() == case["kind"]
    for seat, legal in case["legal"].items():
        assert match.legal_moves_json(int(seat)) == legal
    for seat, view in case["views"].items():
        # Everything the old view showed is shown the same (a view may have gained fields).
        shown = match.view(None if seat == "None" else int(seat))
        assert _as_before(shown, view) == view
    for played in case["moves"]:
        match.play(played["seat"], played["move"])
        assert match.moves[-1].move == played["move"]
    assert match.state_json() == _expected(match, case["after"])


@pytest.mark.parametrize(("game", "index"), PARAMS)
def test_the_version_step_gives_the_common_format(game: str, index: int) -> None:
    match = Match.from_position(game, CASES[game][index]["position"])
    kit_state = getattr(match.rules, "state_type", None)
    if kit_state is None:
        pytest.skip(f"{game} is not built with the kit yet")
    data = match.state_json()
    # Through the format's first version, then the game's version steps since.
    assert (data["format"], data["game"], data["version"]) == (FORMAT, game, kit_state.VERSION)
    assert data["players"] == CASES[game][index]["players"]
    assert Match.from_position(game, data).state_json() == data
