"""``empires balance GAME``: the standard balance study, and its report.

The study seats the ``noisy`` bot everywhere (the game's ``heuristic`` bot playing one move in
ten at random; deterministic bots would replay a handful of games over and over), seats
fixed, so that differences between seats are the game's own:

* **seat advantage**: for each player count asked (default: the smallest three);
* **each option on and off**: for every yes/no option of the game, at the largest of those
  player counts where it can be switched on; an option that needs another one (a team
  variant needs team play) is compared with that other option on in both arms. Options that
  cannot be switched on at any of the player counts are left out;
* **each value of the choice options asked for** (``vary``), at the largest player count;
* **roles**: for games that give seats a role (``Rules.seat_roles``, such as a nation), the
  report adds the win rate of every role in every configuration.

A game option called ``start_player`` is pinned to seat 0, so that seat numbers are places
in the first round's turn order (otherwise the seed draws the start player and seats are
alike by construction).

Every game is seeded, so the same command always plays the same games and writes the same
report.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from empires.arena.jobs import ArenaJob
from empires.arena.report import build_report, write_report
from empires.arena.results import ResultStore
from empires.arena.runner import run_arena
from empires.kernel.errors import EmpiresError
from empires.kernel.registry import get_game

PINNED = {"start_player": 0}


@dataclass(frozen=True)
class Arm:
    """One configuration of the study and why it is there."""

    purpose: str
    job: ArenaJob


#: The bot kind the study seats everywhere.
STUDY_BOT = "noisy"


def _resolve(game: str, players: int, options: dict[str, Any]) -> dict[str, Any] | None:
    try:
        return dict(get_game(game).info.options.resolve(players, options))
    except EmpiresError:
        return None


def plan_study(
    game: str,
    games: int,
    seed: int = 0,
    players: Sequence[int] | None = None,
    vary: Sequence[str] = (),
) -> list[Arm]:
    """The study's configurations, each once, in a fixed order."""
    rules = get_game(game)
    info = rules.info
    counts = list(
        players or range(info.min_players, min(info.max_players, info.min_players + 2) + 1)
    )
    pinned = {k: v for k, v in PINNED.items() if any(o.name == k for o in info.options.options)}
    bot = STUDY_BOT
    arms: list[Arm] = []
    seen: set[str] = set()

    def add(purpose: str, count: int, options: dict[str, Any]) -> None:
        job = ArenaJob(game, count, (bot,) * count, games, seed, rotate=False, options=options)
        if job.key() not in seen:
            seen.add(job.key())
            arms.append(Arm(purpose, job))

    for count in counts:
        resolved = _resolve(game, count, pinned)
        if resolved is not None:
            add(f"seat advantage, {count} players", count, resolved)
    switches = [o.name for o in info.options.options if o.kind == "bool"]
    for name in switches:
        for count in sorted(counts, reverse=True):
            arm = _on_off(game, count, name, switches, pinned)
            if arm is not None:
                off, on = arm
                add(f"{name} off", count, off)
                add(f"{name} on", count, on)
                break
    choices = {o.name: o.choices for o in info.options.options if o.kind == "choice"}
    for name in vary:
        if name not in choices:
            known = ", ".join(sorted(choices)) or "none"
            raise EmpiresError(f"{game} has no choice option {name!r}; its choice options: {known}")
        for value in choices[name]:
            resolved = _resolve(game, max(counts), {**pinned, name: value})
            if resolved is not None:
                add(f"{name}={value}", max(counts), resolved)
    return arms


def _on_off(
    game: str, count: int, name: str, switches: list[str], pinned: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """Resolved options with ``name`` off and on, needing at most one other switch on."""
    for needed in [None, *[s for s in switches if s != name]]:
        base = dict(pinned)
        if needed is not None:
            base[needed] = True
        off = _resolve(game, count, {**base, name: False})
        on = _resolve(game, count, {**base, name: True})
        if off is not None and on is not None:
            return off, on
    return None


def run_balance(
    game: str,
    out: Path,
    *,
    games: int,
    seed: int = 0,
    players: Sequence[int] | None = None,
    vary: Sequence[str] = (),
    results: Path | None = None,
    workers: int = 1,
    backend: str = "process",
    address: str | None = None,
    progress: bool = False,
    by: str | None = None,
) -> list[Path]:
    """Play the study (resuming into ``results``) and write its report into ``out``; ``by``
    adds the win rates by a score-breakdown entry (see :func:`build_report`)."""
    arms = plan_study(game, games, seed, players, vary)
    results = results or Path(f"{game}-balance.sqlite")
    out.mkdir(parents=True, exist_ok=True)
    for arm in arms:
        run_arena(
            arm.job, results, backend=backend, workers=workers, address=address, progress=progress
        )
    with ResultStore(results) as store:
        rows = [row for arm in arms for row in store.rows(arm.job.key())]
    title = f"Balance study: {get_game(game).info.title()}"
    bot = STUDY_BOT
    intro = [
        f"Every seat is played by the {bot} bot, seats fixed, {games} seeded games per "
        f"configuration (seeds {seed} to {seed + games - 1}).",
        "The noisy bot is the game's heuristic bot playing one decision in ten at random, so "
        "that the seeds give many different games (see 'distinct results').",
        "Configurations: " + "; ".join(arm.purpose for arm in arms) + ".",
    ]
    shown_players = "" if players is None else " --players " + ",".join(str(p) for p in players)
    shown_vary = "".join(f" --vary {name}" for name in vary)
    shown_by = "" if by is None else f" --by {by}"
    command = (
        f"empires balance {game} --games {games} --seed {seed}{shown_players}{shown_vary}{shown_by}"
    )
    report = build_report(rows, title, intro, [command], by=by)
    return write_report(report, rows, out)
