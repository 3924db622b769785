"""The options of Empire V8.5, their defaults and how they may combine."""

from __future__ import annotations

from collections.abc import Mapping

from empires.games.empire_v85.state import MAX_PLAYERS
from empires.kernel.errors import InvalidOptions
from empires.kernel.options import Option, OptionSet, OptionValue


def _validate(players: int, options: Mapping[str, OptionValue]) -> None:
    start = options["start_player"]
    if isinstance(start, int) and start >= players:
        raise InvalidOptions(f"start_player must be a seat from 0 to {players - 1}, not {start}")


OPTIONS = OptionSet(
    (
        Option(
            "start_player",
            "int",
            None,
            "seat of the first player of turn one (default: random)",
            helps={"de": "Platz des Startspielers im ersten Zug (Standard: zufällig)"},
            minimum=0,
            maximum=MAX_PLAYERS - 1,
        ),
    ),
    _validate,
)
