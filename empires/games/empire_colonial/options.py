"""The options of Empire (the colonial card game); their words are in data/texts.toml."""

from __future__ import annotations

from typing import Any

from empires.games.empire_colonial.components import MAX_OPEN_OFFERS
from empires.games.empire_colonial.texts import HELPS
from empires.kernel.options import Option, OptionSet, OptionValue, worded

MIN_PLAYERS, MAX_PLAYERS = 2, 6


def _option(name: str, kind: str, default: OptionValue, **limits: Any) -> Option:
    """An option with its words (help, label, choices) in English and German."""
    return worded(name, kind, default, HELPS[name], **limits)


OPTIONS = OptionSet(
    (
        _option("version", "choice", "standard", choices=("standard", "beginner")),
        _option("trading", "bool", True),
        # "anytime" is the rulebook's trading; "windows" is the earlier protocol, which machine
        # play keeps (``Rules.machine_options``) and games stored before this option replay.
        _option(
            "trade_when", "choice", "anytime", choices=("windows", "anytime"), before="windows"
        ),
        # A ceiling on each player's open offers, so that no seat can flood the table; games
        # stored before it replay under the loosest ceiling.
        _option("open_offers", "int", 5, minimum=1, maximum=MAX_OPEN_OFFERS, before=20),
        _option("offers_per_window", "int", 1, minimum=1, maximum=10),
        _option("claim_by_lot_after", "int", 0, minimum=0, maximum=100),
        _option("bid_limit", "int", 0, minimum=0, maximum=1000),
        # Every change to the stacks is public or follows from public facts, so a player who
        # notes everything knows them; the rulebook leaves that memory to the players.
        _option("open_tally", "bool", False),
    )
)
