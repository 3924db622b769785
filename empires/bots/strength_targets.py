"""The targets the search levels are measured against, and where each game stands: per game,
the ladder's rungs (each level against the level below, at the smallest table of two or more)
and the matches against OpenSpiel's IS-MCTS (at 2 players, and at 4 where the game seats
them), each with the run of ``strength.toml`` that measures it, or none yet.

The targets: ``easy``, ``medium`` and ``hard`` within 10, 50 and 200 ms of processor time a
decision; a rung won at least 58% of 1,000 games with the interval's low end above 50%;
``hard`` against OpenSpiel at equal time at least 60% at 2 players and 40% of the first places
against three of it at 4 players; ``medium``'s matches are reported, with no target."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from empires.bots.strength import BELOW, Run

#: The level above each level of the ladder.
_ABOVE = {below: kind for kind, below in BELOW.items()}
#: Each search level's processor time per decision, at most (ms).
LIMIT_MS = {"ismcts-easy": 10.0, "ismcts-medium": 50.0, "ismcts-hard": 200.0}
#: Games a rung or a match against OpenSpiel needs.
FULL_GAMES = 1000
#: The share of first places a rung needs (and its interval's low end above 50%).
RUNG_RESULT = 58.0
#: The share of first places ``hard`` needs against OpenSpiel, by players.
YARDSTICK_RESULT = {2: 60.0, 4: 40.0}


@dataclass(frozen=True)
class Goal:
    """One measurement a game needs: ``kind`` in ``form`` at ``players``."""

    kind: str
    form: str
    players: int
    #: The share of first places to reach; None: the figure is reported, not judged.
    result: float | None
    #: Games the measurement needs; 0 when only the time is judged (``easy``'s own run).
    games: int = FULL_GAMES

    def label(self) -> str:
        """What is measured, in words: "`ismcts-hard` over `ismcts-medium`"."""
        if self.games == 0:
            return f"`{self.kind}`'s time"
        if self.form == "ladder":
            return f"`{self.kind}` over `{BELOW[self.kind]}`"
        many = "" if self.players == 2 else "three of "
        return f"`{self.kind}` against {many}OpenSpiel's IS-MCTS"

    def target(self) -> str:
        """The target in words."""
        time = f"within {LIMIT_MS[self.kind]:g} ms"
        if self.result is None:
            return f"{time}; reported" if self.form == "yardstick" else time
        low = ", low end above 50%" if self.form == "ladder" else ""
        return f"{self.result:g}%{low}, {time}"

    def fits(self, run: Run) -> bool:
        """Whether ``run`` measures this goal (of the kind as it is now)."""
        return (run.kind, run.form, run.players) == (self.kind, self.form, self.players) and (
            not run.former
        )


@dataclass(frozen=True)
class Standing:
    """A goal, the run that measures it (the one of most games), and the verdict."""

    goal: Goal
    run: Run | None
    #: The run is the rung above, where the goal's kind was the opponent: only its time
    #: (``against_ms``) measures the goal (``easy``'s time, when it has no run of its own).
    from_rung_above: bool = False

    def ms(self) -> float | None:
        """The goal's kind's processor ms per decision in the run."""
        if self.run is None:
            return None
        return self.run.against_ms if self.from_rung_above else self.run.ms_per_decision

    def verdict(self) -> str:
        """The verdict: met (or measured, where there is no target), not met and why, the
        games played of those needed, or to be measured."""
        run, goal, ms = self.run, self.goal, self.ms()
        if run is None or ms is None:
            return "to be measured"
        if run.games < goal.games:
            return f"{run.games:,} of {goal.games:,} games"
        misses = []
        if ms > LIMIT_MS[goal.kind]:
            misses.append("over time")
        if goal.result is not None and run.result < goal.result:
            misses.append(f"under {goal.result:g}%")
        if goal.form == "ladder" and goal.result is not None and run.low <= 50:
            misses.append("interval reaches 50%")
        if misses:
            return "not met: " + ", ".join(misses)
        # A match against OpenSpiel without a target (``medium``'s) is reported, not judged.
        return "measured" if goal.form == "yardstick" and goal.result is None else "met"


def goals(min_players: int, max_players: int) -> list[Goal]:
    """The measurements a game seating ``min_players`` to ``max_players`` needs."""
    smallest = max(2, min_players)
    wanted = [
        Goal("ismcts-easy", "ladder", smallest, None, games=0),
        Goal("ismcts-medium", "ladder", smallest, RUNG_RESULT),
        Goal("ismcts-hard", "ladder", smallest, RUNG_RESULT),
    ]
    for players in (2, 4):
        if min_players <= players <= max_players:
            wanted.append(Goal("ismcts-hard", "yardstick", players, YARDSTICK_RESULT[players]))
            wanted.append(Goal("ismcts-medium", "yardstick", players, None))
    return wanted


def standings(runs: list[Run], min_players: int, max_players: int) -> list[Standing]:
    """Each goal of a game with the best run among ``runs`` (the game's) that measures it."""
    found = []
    for goal in goals(min_players, max_players):
        best = _most_games(run for run in runs if goal.fits(run))
        if best is None and goal.games == 0:
            # Only the time is judged: the rung above, where this kind is the opponent, has it.
            rung = Goal(_ABOVE[goal.kind], "ladder", goal.players, None)
            above = _most_games(r for r in runs if rung.fits(r) and r.against_ms is not None)
            found.append(Standing(goal, above, from_rung_above=above is not None))
        else:
            found.append(Standing(goal, best))
    return found


def _most_games(runs: Iterable[Run]) -> Run | None:
    """The run of most games (the first of them), or None."""
    return max(runs, key=lambda run: run.games, default=None)
