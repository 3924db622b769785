"""Whether a tie-break decided a finished game: the clients then say the game's rule for it
(``GameInfo.tie_break``) under the result, the web table and the terminal alike."""

from __future__ import annotations

from collections.abc import Mapping, Sequence


def decided_by_tie_break(scores: Sequence[float], winners: Sequence[int]) -> bool:
    """True when a winner's score equals a non-winner's: the scores alone did not pick the
    winners, so the game's tie-break did (a win shared by every seat on equal scores was not
    decided by it)."""
    won = {scores[seat] for seat in winners if 0 <= seat < len(scores)}
    return any(score in won for seat, score in enumerate(scores) if seat not in winners)


def tie_break_note(
    rule: Mapping[str, str] | None, scores: Sequence[float], winners: Sequence[int], lang: str
) -> str | None:
    """The game's tie-break rule in ``lang`` (English if it lacks one) when it decided the
    winners, else None."""
    if not rule or not decided_by_tie_break(scores, winners):
        return None
    return rule.get(lang) or rule.get("en")
