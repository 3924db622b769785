"""The numbers of a report, from result rows: win rates with 95% intervals, ratings, score and
length summaries, and the effect of each option.

A *configuration* is a player count with its resolved options; seats are compared only within
one configuration. A win is a sole or shared first place (``won``).
"""

from __future__ import annotations

import json
import math
import statistics
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from empires.arena.results import SeatRow
from empires.kernel.errors import EmpiresError
from empires.kernel.registry import get_game

Config = tuple[str, int, str]  # game, players, options as JSON


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% for the default ``z``); ``wins`` may
    count a shared first place as a share of a win."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Rate:
    """Wins out of games, with the 95% Wilson interval."""

    wins: int
    games: int

    @property
    def rate(self) -> float:
        """Share of wins."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval."""
        return wilson_interval(self.wins, self.games)


@dataclass(frozen=True)
class Spread:
    """A summary of numbers: count, mean, standard deviation, min, median, max."""

    count: int
    mean: float
    sd: float
    low: float
    median: float
    high: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Spread:
        """Summarize ``values`` (at least one)."""
        sd = statistics.stdev(values) if len(values) > 1 else 0.0
        return cls(
            len(values),
            statistics.fmean(values),
            sd,
            min(values),
            statistics.median(values),
            max(values),
        )


@dataclass(frozen=True)
class BotLine:
    """One bot kind over all its seats: wins, scores, average rank."""

    bot: str
    rate: Rate
    scores: Spread
    mean_rank: float
    moves: int
    think: float

    @property
    def ms_per_move(self) -> float:
        """Average processor milliseconds per decision."""
        return 1000 * self.think / self.moves if self.moves else 0.0


@dataclass(frozen=True)
class Rating:
    """A bot kind's OpenSkill (Plackett-Luce) rating."""

    bot: str
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """The conservative estimate mu - 3 sigma."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True)
class ConfigLine:
    """One configuration: games, seat win rates, lengths, points."""

    config: Config
    games: int
    seats: list[Rate]
    lengths: Spread
    scores: Spread
    #: Games won by more than one seat (a tie, or partners winning together in team play).
    several_winners: int
    #: Different results (points per seat and length) among the games: few means the bots
    #: play nearly the same game every time.
    distinct: int

    @property
    def parity(self) -> float:
        """The average seat's win rate: what every seat would have in a fair game (one in n
        without ties; more with ties, and about one half in team play, partners winning
        together)."""
        return sum(r.rate for r in self.seats) / len(self.seats)

    @property
    def seat_spread(self) -> float:
        """Best seat's win rate minus the worst's."""
        rates = [r.rate for r in self.seats]
        return max(rates) - min(rates)


@dataclass(frozen=True)
class OptionEffect:
    """Two configurations alike but for one option."""

    option: str
    values: tuple[Any, Any]
    lines: tuple[ConfigLine, ConfigLine]


def games_of(rows: Sequence[SeatRow]) -> dict[tuple[str, int], list[SeatRow]]:
    """Rows grouped by game (run, game number), seats in order."""
    games: dict[tuple[str, int], list[SeatRow]] = defaultdict(list)
    for row in rows:
        games[row.run, row.game_no].append(row)
    for seats in games.values():
        seats.sort(key=lambda r: r.seat)
    return dict(games)


def config_of(row: SeatRow) -> Config:
    """The configuration of a row's game."""
    return row.game, row.players, row.options


def by_bot(rows: Sequence[SeatRow]) -> list[BotLine]:
    """Per bot kind, over every seat it sat in; ordered by win rate, best first."""
    groups: dict[str, list[SeatRow]] = defaultdict(list)
    for row in rows:
        groups[row.bot].append(row)
    lines = [
        BotLine(
            bot,
            Rate(sum(r.won for r in seats), len(seats)),
            Spread.of([float(r.score) for r in seats]),
            statistics.fmean(r.rank for r in seats),
            sum(r.moves for r in seats),
            sum(r.think for r in seats),
        )
        for bot, seats in groups.items()
    ]
    return sorted(lines, key=lambda line: (-line.rate.rate, line.bot))


@dataclass(frozen=True)
class TallyLine:
    """The seats whose score breakdown counts at least one of something (a building built,
    say): how often they won."""

    name: str
    rate: Rate
    #: How many of it those seats had on average.
    mean_count: float


def by_tally(rows: Sequence[SeatRow], key: str) -> list[TallyLine]:
    """Per name under the breakdown entry ``key`` (a mapping of names to counts): the win rate
    of the seats that counted at least one; best first. Seats without the entry are left out."""
    groups: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for row in rows:
        counts = row.breakdown_dict.get(key)
        if not isinstance(counts, dict):
            continue
        for name, count in counts.items():
            if isinstance(count, int) and count > 0:
                groups[name].append((row.won, count))
    lines = [
        TallyLine(
            name,
            Rate(sum(won for won, _ in seats), len(seats)),
            statistics.fmean(count for _, count in seats),
        )
        for name, seats in groups.items()
    ]
    return sorted(lines, key=lambda line: (-line.rate.rate, line.name))


def by_config(rows: Sequence[SeatRow]) -> list[ConfigLine]:
    """Per configuration: each seat's win rate, game lengths and points; in first-seen order."""
    groups: dict[Config, list[list[SeatRow]]] = {}
    for seats in games_of(rows).values():
        groups.setdefault(config_of(seats[0]), []).append(seats)
    lines = []
    for config, games in groups.items():
        players = config[1]
        seat_rates = [
            Rate(sum(g[seat].won for g in games if len(g) > seat), len(games))
            for seat in range(players)
        ]
        lines.append(
            ConfigLine(
                config,
                len(games),
                seat_rates,
                Spread.of([float(g[0].length) for g in games]),
                Spread.of([float(r.score) for g in games for r in g]),
                sum(1 for g in games if g[0].winners > 1),
                len({(tuple(r.score for r in g), g[0].length) for g in games}),
            )
        )
    return lines


@dataclass(frozen=True)
class RoleLine:
    """One role (such as a nation) in one configuration: how often its seats won."""

    config: Config
    role: str
    rate: Rate
    scores: Spread


def by_role(rows: Sequence[SeatRow]) -> list[RoleLine]:
    """Per configuration and role, the seats' win rate, best first; empty when no game in
    ``rows`` gives its seats roles."""
    groups: dict[tuple[Config, str], list[SeatRow]] = defaultdict(list)
    for row in rows:
        if row.role:
            groups[config_of(row), row.role].append(row)
    lines = [
        RoleLine(
            config,
            role,
            Rate(sum(r.won for r in seats), len(seats)),
            Spread.of([float(r.score) for r in seats]),
        )
        for (config, role), seats in groups.items()
    ]
    order = {config: n for n, config in enumerate(dict.fromkeys(config_of(r) for r in rows))}
    return sorted(lines, key=lambda line: (order[line.config], -line.rate.rate, line.role))


def ratings(rows: Sequence[SeatRow]) -> list[Rating]:
    """OpenSkill Plackett-Luce ratings of the bot kinds, updated game by game in row order.

    A bot kind in several seats of one game plays as one copy per seat; its new rating is the
    average of its copies' new ratings. Solo games are left out.
    """
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current: dict[str, Any] = {}
    for seats in games_of(rows).values():
        if len(seats) < 2:
            continue  # a solo game (against the rules) rates nobody against anybody
        teams = []
        for row in seats:
            base = current.get(row.bot) or model.rating()
            teams.append([model.rating(mu=base.mu, sigma=base.sigma)])
        rated = model.rate(teams, ranks=[float(row.rank) for row in seats])
        updates: dict[str, list[Any]] = defaultdict(list)
        for row, team in zip(seats, rated, strict=True):
            updates[row.bot].append(team[0])
        for bot, copies in updates.items():
            current[bot] = model.rating(
                mu=statistics.fmean(c.mu for c in copies),
                sigma=statistics.fmean(c.sigma for c in copies),
            )
    lines = [Rating(bot, r.mu, r.sigma) for bot, r in current.items()]
    return sorted(lines, key=lambda r: (-r.ordinal, r.bot))


def option_effects(lines: Sequence[ConfigLine]) -> list[OptionEffect]:
    """Pairs of configurations (same game and players) that differ in one option, and
    otherwise only in options that follow from it by their default rules (``long_game``
    makes ``rounds`` 12). A pair that differs in two options set by hand is no effect of
    either, so it is left out."""
    effects = []
    for i, a in enumerate(lines):
        for b in lines[i + 1 :]:
            if a.config[:2] != b.config[:2]:
                continue
            game, players = a.config[0], a.config[1]
            opts_a, opts_b = json.loads(a.config[2]), json.loads(b.config[2])
            differ = [
                k for k in sorted(set(opts_a) | set(opts_b)) if opts_a.get(k) != opts_b.get(k)
            ]
            causes = [
                k
                for k in differ
                if not (_follows(game, players, opts_a, k) and _follows(game, players, opts_b, k))
            ]
            if len(causes) != 1:
                continue
            key = causes[0]
            first, second = (a, b) if _order(opts_a.get(key)) <= _order(opts_b.get(key)) else (b, a)
            values = (json.loads(first.config[2]).get(key), json.loads(second.config[2]).get(key))
            effects.append(OptionEffect(key, values, (first, second)))
    return effects


def _follows(game: str, players: int, options: dict[str, Any], key: str) -> bool:
    """Whether option ``key`` has the value its default rule gives from the other options
    (so it changed because another option did). Unknown games and options never follow."""
    try:
        option_set = get_game(game).info.options
    except EmpiresError:
        return False
    for option in option_set.options:
        if option.name == key:
            return callable(option.default) and option.default_for(players, options) == options.get(
                key
            )
    return False


def _order(value: Any) -> tuple[int, str]:
    # Off before on, smaller before larger; anything else by its text.
    if value is False or value is None:
        return 0, ""
    if value is True:
        return 1, ""
    return 2, json.dumps(value)
