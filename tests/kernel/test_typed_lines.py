"""Typed lines (docs/api.md, "Typed lines"): ``Rules.read_typed`` and ``Rules.typed_hint`` are
None for a game that does not read typed lines, whether its texts are a module of its package
or the rules themselves; a game that reads them does so through its texts module."""

from __future__ import annotations

from empires import new_match
from empires.games.empire_colonial.moves import Reply
from empires.kernel.match import Match
from empires.kernel.registry import get_game
from tests.kernel.counting import RULES as COUNTING

NAMES = ["Ann", "Bob", "Cyd"]
LINE = ["offer", "Bob", "1", "good", "for", "1", "gold"]


def test_a_game_without_typed_lines_reads_none() -> None:
    engine = new_match("empire-engine", 3, {}, 1)
    rules = engine.rules
    assert rules.read_typed(engine.view(0), LINE, "en", NAMES) is None
    assert rules.typed_hint(engine.view(0), "en", NAMES) is None
    counting = Match(COUNTING, 2, {}, 1)
    assert COUNTING.read_typed(counting.view(0), LINE, "en", NAMES[:2]) is None
    assert COUNTING.typed_hint(counting.view(0), "de", NAMES[:2]) is None


def test_a_game_reads_them_through_its_texts_module() -> None:
    colonial = get_game("empire-colonial")
    view = new_match("empire-colonial", 3, {"trade_when": "anytime"}, 1).view(0)
    assert colonial.texts.read_typed(view, ["accept", "2"], "en", NAMES) == Reply(2, True)  # type: ignore[attr-defined]
    assert colonial.read_typed(view, ["accept", "2"], "en", NAMES) == Reply(2, True)
