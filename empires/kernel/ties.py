"""Whether a game's tie-break, not its scores alone, decided who won (for the end to say so).

The clients say the game's words for its tie-break (``GameInfo.tie_break``) only when it
mattered: the top score is shared by a seat that did not win, or a winner's score ties with a
seat that did not win. A win shared by every seat on the top score was not decided by it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence


def decided_by_tie_break(scores: Sequence[float], winners: Collection[int]) -> bool:
    """Whether the tie-break decided the winners among ``scores`` (one per seat)."""
    if not scores or not winners:
        return False
    losers = [score for seat, score in enumerate(scores) if seat not in winners]
    top = max(scores)
    shared_top = list(scores).count(top) > 1 and top in losers
    winning = {scores[seat] for seat in winners if 0 <= seat < len(scores)}
    return shared_top or any(score in winning for score in losers)
