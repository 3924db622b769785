"""Measured bot strength, read from ``empires/bots/data/strength.toml``: the one source of the
tables at the top of ``docs/strength.md`` and of what the lobby says about each bot kind.
A file that does not hold together (a missing field, an interval that leaves out its result,
a line-up of the wrong size) raises an error naming the run, so nobody ships a wrong figure."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import Any

from empires.kernel.errors import EmpiresError

#: The forms of a run (see the data file's head).
FORMS = ("ladder", "yardstick", "versus")
#: Each level's level below, for the ladder form.
BELOW = {
    "heuristic": "random",
    "ismcts-easy": "heuristic",
    "ismcts-medium": "ismcts-easy",
    "ismcts-hard": "ismcts-medium",
}
#: The kind (and prefix of budgeted kinds) of the outside yardstick.
YARDSTICK = "openspiel-ismcts"
#: Fewer games than this are too rough to show a player (the interval spans 40 points).
SHOWN_FROM = 100

_TEXT = ("game", "kind", "form", "command")
_NUMBERS = ("result", "low", "high", "ms_per_decision")
_OPTIONAL = ("commit", "former", "against_ms")


class StrengthDataError(EmpiresError):
    """The strength data file does not hold together."""


@dataclass(frozen=True)
class Run:
    """One measured match: ``kind`` against ``against`` (one kind per other seat)."""

    game: str
    kind: str
    players: int
    against: tuple[str, ...]
    form: str
    games: int
    result: float
    low: float
    high: float
    ms_per_decision: float
    command: str
    commit: str | None = None
    #: The kind's level has changed since (other settings, or the bot below it): the run is
    #: kept as a record in the doc, and the lobby never states it of today's bot.
    former: bool = False
    #: The opponents' processor milliseconds per decision (their mean), where recorded: at
    #: equal time against OpenSpiel it shows the times were equal.
    against_ms: float | None = None


def _run(number: int, entry: dict[str, Any]) -> Run:
    """One ``[[run]]`` table as a Run, or StrengthDataError naming the run and the problem."""
    where = f"strength data, run {number} ({entry.get('game')}, {entry.get('kind')})"
    missing = [k for k in (*_TEXT, "players", "against", "games", *_NUMBERS) if k not in entry]
    if missing:
        raise StrengthDataError(f"{where}: missing {', '.join(missing)}")
    unknown = set(entry) - {*_TEXT, "players", "against", "games", *_NUMBERS, *_OPTIONAL}
    if unknown:
        raise StrengthDataError(f"{where}: unknown fields {', '.join(sorted(unknown))}")
    try:
        run = Run(
            game=str(entry["game"]),
            kind=str(entry["kind"]),
            players=int(entry["players"]),
            against=tuple(str(kind) for kind in entry["against"]),
            form=str(entry["form"]),
            games=int(entry["games"]),
            result=float(entry["result"]),
            low=float(entry["low"]),
            high=float(entry["high"]),
            ms_per_decision=float(entry["ms_per_decision"]),
            command=str(entry["command"]),
            commit=str(entry["commit"]) if "commit" in entry else None,
            former=_flag(entry.get("former", False)),
            against_ms=float(entry["against_ms"]) if "against_ms" in entry else None,
        )
    except (TypeError, ValueError) as error:
        raise StrengthDataError(f"{where}: {error}") from error
    problem = _problem(run)
    if problem:
        raise StrengthDataError(f"{where}: {problem}")
    return run


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"former must be true or false, not {value!r}")
    return value


def _problem(run: Run) -> str | None:
    """What is wrong with a run's figures, or None."""
    if run.form not in FORMS:
        return f"form {run.form!r} is none of {', '.join(FORMS)}"
    if run.games <= 0:
        return f"games must be above 0, not {run.games}"
    if len(run.against) != run.players - 1:
        return f"against lists {len(run.against)} kinds for {run.players} players; it needs {run.players - 1}"
    if not 0 <= run.low <= run.result <= run.high <= 100:
        return f"the interval {run.low}-{run.high} must hold the result {run.result} within 0-100"
    if run.ms_per_decision < 0 or (run.against_ms or 0) < 0:
        return "ms_per_decision and against_ms must not be negative"
    if run.form == "ladder" and set(run.against) != {BELOW.get(run.kind)}:
        return f"a ladder run plays against the level below {run.kind}, {BELOW.get(run.kind)}"
    if run.form == "yardstick" and not all(_is_yardstick(k) for k in run.against):
        return f"a yardstick run plays against {YARDSTICK}"
    return None


def _is_yardstick(kind: str) -> bool:
    return kind == YARDSTICK or kind.startswith(YARDSTICK + "-")


def parse(text: str) -> tuple[Run, ...]:
    """The runs of a strength data file's text, in its order."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise StrengthDataError(f"strength data is not TOML: {error}") from error
    return tuple(_run(number, entry) for number, entry in enumerate(data.get("run", []), 1))


@cache
def all_runs() -> tuple[Run, ...]:
    """Every run of the shipped data file."""
    return parse((files("empires.bots") / "data" / "strength.toml").read_text(encoding="utf-8"))


def runs_of(game: str, kind: str | None = None) -> list[Run]:
    """The runs of ``game`` (of one ``kind`` if given), in the file's order."""
    return [r for r in all_runs() if r.game == game and kind in (None, r.kind)]


def shown_runs(game: str, kind: str) -> list[Run]:
    """The runs the lobby states for ``kind``: per player count, of the runs of at least
    SHOWN_FROM games of the kind as it is now (not ``former``), the first by form (ladder,
    yardstick, versus), then by most games."""
    best: dict[int, Run] = {}
    for run in runs_of(game, kind):
        if run.games < SHOWN_FROM or run.former:
            continue
        held = best.get(run.players)
        if held is None or _rank(run) < _rank(held):
            best[run.players] = run
    return [best[players] for players in sorted(best)]


def _rank(run: Run) -> tuple[int, int]:
    return FORMS.index(run.form), -run.games
