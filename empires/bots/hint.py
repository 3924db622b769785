"""A hint: the coach's search (``empires.bots.coach.rate``) asked at a person's decision, from
that person's own view, for the move it prefers and one line of why against the runner-up.

The terminal's ``hint`` and the web table's hint button both ask this. The search is seeded by
the caller (from the game's seed, the seat and the move's number, as the review seeds it), and
bounded by iterations, so the same position always gets the same hint.

The runner-up is the best of the other moves the search tried on at least ``MIN_VISITS``
lines (by the search's value, below the preferred move's), read differently from it. Both are
then measured on fresh lines (``rate`` with the runner-up as the move "played"), and the why
says what the preferred move gained over it there, or that the two are about as good.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from empires.bots.coach import MIN_VISITS, chance, rate
from empires.bots.coach_words import why
from empires.bots.labels import bot_label
from empires.bots.levels import check_level, level_settings
from empires.kernel.errors import InvalidOptions
from empires.kernel.game import Rules, View
from empires.kernel.words import fill

#: The search level of a hint: ``medium`` answers within about a second in every game on this
#: machine (``docs/coach.md``, "Hints"), quick enough to wait for at the table; a review's
#: ``hard`` searches twice as many lines.
LEVEL = "medium"

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "alike": "About as good by the search's estimate: {runner}.",
        "only": "It is the only choice.",
    },
    "de": {
        "alike": "Nach der Schätzung der Suche etwa gleich gut: {runner}.",
        "only": "Es ist die einzige Möglichkeit.",
    },
}


@dataclass(frozen=True)
class Hint:
    """The preferred ``move``, its ``text`` in the game's words, the estimated ``chance`` of
    first place with it (0 to 1; None where there was nothing to search), the ``why`` in one
    sentence, and the search ``level`` asked, with its ``label`` in the hint's language."""

    move: Any
    text: str
    chance: float | None
    why: str
    level: str
    label: str


def hint(
    rules: Rules[Any, Any],
    view: View,
    legal: Sequence[Any],
    seed: int,
    lang: str,
    names: Sequence[str],
    level: str = LEVEL,
) -> Hint:
    """The search's hint at the decision seen in ``view`` (a seat's own view) among ``legal``.
    The same arguments always give the same hint."""
    check_level(level)
    if not legal:
        raise InvalidOptions("there is no decision to hint at: no legal moves")
    words = WORDS.get(lang, WORDS["en"])
    label = bot_label(f"ismcts-{level}", lang)  # the level as the lobby names it

    def text(move: Any) -> str:
        return rules.describe_choice(view, move, lang, list(names)).text

    if len(legal) == 1:
        return Hint(legal[0], text(legal[0]), None, words["only"], level, label)
    settings = level_settings(rules.info.name, level)
    first = rate(rules, view, legal, settings, seed)
    best = first.preferred
    runner = _runner_up(first.moves, best.move, text)
    if runner is None:  # every other move reads as the preferred one
        return Hint(best.move, text(best.move), chance(best), words["only"], level, label)
    # The same search again (same seed), with the runner-up measured on fresh lines beside it.
    second = rate(rules, view, legal, settings, seed, runner)
    best, other = second.preferred, second.played
    assert other is not None  # the move given as played is always measured
    preferred_text, runner_text = text(best.move), text(other.move)
    if other.value >= best.value:
        said = fill(words["alike"], lang, runner=runner_text)
    else:
        gains = (chance(best) - chance(other), best.points - other.points)
        said = why(lang, preferred_text, runner_text, (*gains, best.margin - other.margin))
    return Hint(best.move, preferred_text, chance(best), said, level, label)


def _runner_up(moves: Sequence[Any], preferred: Any, text: Any) -> Any:
    """The best move by the search's value, below the preferred one, among those tried on at
    least ``MIN_VISITS`` lines and read differently from it (None if there is none)."""
    top = next(stats for stats in moves if stats.move == preferred)
    words = text(preferred)
    others = [
        stats
        for stats in moves
        if stats.move != preferred
        and stats.visits >= MIN_VISITS
        and (stats.value, stats.visits) < (top.value, top.visits)
        and text(stats.move) != words
    ]
    if not others:
        return None
    return max(others, key=lambda stats: (stats.value, stats.visits)).move
