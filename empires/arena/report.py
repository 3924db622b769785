"""``empires report``: one page (Markdown and HTML, with PNG plots) from arena results.

The page holds, in order: win rates by bot and by seat with 95% intervals, OpenSkill ratings,
score distributions, game lengths, and the effect of each option (configurations that differ
in that option only). It shows no date or timing, so the same results give the same page.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from empires.arena import plots
from empires.arena.results import SeatRow
from empires.arena.stats import (
    BotLine,
    ConfigLine,
    OptionEffect,
    Rate,
    Rating,
    RoleLine,
    TallyLine,
    by_bot,
    by_config,
    by_role,
    by_tally,
    option_effects,
    ratings,
)
from empires.kernel.errors import EmpiresError
from empires.kernel.registry import get_game


@dataclass
class Report:
    """Everything on the page, computed once."""

    title: str
    intro: list[str]
    bots: list[BotLine]
    configs: list[ConfigLine]
    labels: list[str]
    ratings: list[Rating]
    effects: list[OptionEffect]
    games: int
    commands: list[str] = field(default_factory=list)
    #: Win rates by role (for example by nation), for games whose seats have roles.
    roles: list[RoleLine] = field(default_factory=list)
    #: Show the bots' thinking time (machine-dependent: the page is then not reproducible).
    timing: bool = False
    #: The score-breakdown entry tallied (``--by``), and its lines.
    tally_key: str | None = None
    tallies: list[TallyLine] = field(default_factory=list)


def config_label(game: str, players: int, options: str) -> str:
    """``4 players, teams=true``: the player count and the options that differ from the
    game's defaults for it."""
    chosen = json.loads(options)
    try:
        defaults = get_game(game).info.options.resolve(players, {})
    except EmpiresError:
        defaults = {}
    changed = [
        f"{k}={json.dumps(v)}" for k, v in chosen.items() if k not in defaults or defaults[k] != v
    ]
    return ", ".join([f"{players} players", *changed])


def build_report(
    rows: Sequence[SeatRow],
    title: str,
    intro: Sequence[str] = (),
    commands: Sequence[str] = (),
    timing: bool = False,
    by: str | None = None,
) -> Report:
    """Compute the page's numbers from result rows; ``by`` names a score-breakdown entry
    (names to counts) whose holders' win rates get a section of their own."""
    if not rows:
        raise EmpiresError("the results hold no games")
    configs = by_config(rows)
    return Report(
        title=title,
        intro=list(intro),
        bots=by_bot(rows),
        configs=configs,
        labels=[config_label(*c.config) for c in configs],
        ratings=ratings(rows),
        effects=option_effects(configs),
        games=sum(c.games for c in configs),
        commands=list(commands),
        roles=by_role(rows),
        timing=timing,
        tally_key=by,
        tallies=by_tally(rows, by) if by else [],
    )


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def _rate(rate: Rate) -> list[str]:
    """A win rate and its 95% interval, as two cells."""
    return [_pct(rate.rate), _ci(rate)]


def _ci(rate: Rate) -> str:
    low, high = rate.interval
    return f"{_pct(low)}-{_pct(high)}"


#: A section of the page: heading, table header, table rows, note.
Section = tuple[str, list[str], list[list[str]], str]


def _tables(report: Report) -> list[Section]:
    """The page's sections, in order; thinking time, tallies and roles only when present."""
    sections = [_bots_section(report)]
    if report.timing:
        sections.append(_timing_section(report))
    if report.tally_key:
        sections.append(_tally_section(report.tally_key, report.tallies))
    sections.append(_seats_section(report))
    if report.roles:
        sections.append(_roles_section(report))
    sections += [
        _ratings_section(report),
        _scores_section(report),
        _lengths_section(report),
        _effects_section(report),
    ]
    return sections


def _bots_section(report: Report) -> Section:
    return (
        "Win rate by bot",
        ["bot", "seats played", "wins", "win rate", "95% interval", "mean points", "mean rank"],
        [
            [
                line.bot,
                str(line.rate.games),
                str(line.rate.wins),
                *_rate(line.rate),
                f"{line.scores.mean:.2f}",
                f"{line.mean_rank:.2f}",
            ]
            for line in report.bots
        ],
        "A win is a sole or shared first place; a bot in several seats of a game counts once "
        "per seat.",
    )


def _timing_section(report: Report) -> Section:
    return (
        "Thinking time",
        ["bot", "decisions", "processor ms per decision"],
        [[b.bot, str(b.moves), f"{b.ms_per_move:.1f}"] for b in report.bots],
        "Processor time spent in the bot's choose(), so other load on the machine "
        "counts little; it depends on the machine.",
    )


def _seats_section(report: Report) -> Section:
    seat_rows = []
    for line, label in zip(report.configs, report.labels, strict=True):
        for seat, rate in enumerate(line.seats):
            seat_rows.append(
                [
                    label,
                    str(seat),
                    str(rate.games),
                    *_rate(rate),
                    _pct(line.parity),
                ]
            )
    return (
        "Win rate by seat",
        ["configuration", "seat", "games", "win rate", "95% interval", "parity"],
        seat_rows,
        "Seats are compared within one configuration (player count and options). Parity: "
        "the average seat's win rate, what each seat would win in a fair game (1 in n, "
        "a little more with ties, about one half in team play).",
    )


def _roles_section(report: Report) -> Section:
    parity = {line.config: line.parity for line in report.configs}
    return (
        "Win rate by role",
        ["configuration", "role", "seats", "win rate", "95% interval", "parity", "mean points"],
        [
            [
                config_label(*line.config),
                line.role,
                str(line.rate.games),
                *_rate(line.rate),
                _pct(parity[line.config]),
                f"{line.scores.mean:.2f}",
            ]
            for line in report.roles
        ],
        "A role is what the game gives a seat besides its place (in Empire, the nation "
        "it claimed); parity as for seats.",
    )


def _ratings_section(report: Report) -> Section:
    return (
        "Ratings (OpenSkill, Plackett-Luce)",
        ["bot", "mu", "sigma", "mu - 3 sigma"],
        [[r.bot, f"{r.mu:.2f}", f"{r.sigma:.2f}", f"{r.ordinal:.2f}"] for r in report.ratings],
        "Updated game by game in the order played, every seat ranked by its place.",
    )


def _scores_section(report: Report) -> Section:
    return (
        "Score distribution by bot",
        ["bot", "seats", "mean", "sd", "min", "median", "max"],
        [
            [
                line.bot,
                str(line.scores.count),
                f"{line.scores.mean:.2f}",
                f"{line.scores.sd:.2f}",
                f"{line.scores.low:g}",
                f"{line.scores.median:g}",
                f"{line.scores.high:g}",
            ]
            for line in report.bots
        ],
        "",
    )


def _lengths_section(report: Report) -> Section:
    return (
        "Game length (decisions)",
        [
            "configuration",
            "games",
            "distinct results",
            "mean",
            "sd",
            "min",
            "median",
            "max",
            "several winners",
        ],
        [
            [
                label,
                str(line.games),
                str(line.distinct),
                f"{line.lengths.mean:.1f}",
                f"{line.lengths.sd:.1f}",
                f"{line.lengths.low:g}",
                f"{line.lengths.median:g}",
                f"{line.lengths.high:g}",
                _pct(line.several_winners / line.games),
            ]
            for line, label in zip(report.configs, report.labels, strict=True)
        ],
        "One decision is one seat's one choice. Distinct results: games that differ in "
        "points or length; far fewer than the games means the bots play nearly the same "
        "game every time, and the figures describe those few games rather than the game at "
        "large. Several winners: games won by more than one seat (a tie, or partners "
        "winning together in team play).",
    )


def _effects_section(report: Report) -> Section:
    effect_rows = []
    for effect in report.effects:
        for value, line in zip(effect.values, effect.lines, strict=True):
            seats = " / ".join(_pct(r.rate) for r in line.seats)
            effect_rows.append(
                [
                    effect.option,
                    json.dumps(value),
                    f"{line.config[1]}",
                    str(line.games),
                    seats,
                    _pct(line.seat_spread),
                    f"{line.scores.mean:.2f}",
                    f"{line.lengths.mean:.1f}",
                ]
            )
    return (
        "Effect of each option",
        [
            "option",
            "value",
            "players",
            "games",
            "win rate by seat",
            "seat spread",
            "mean points",
            "mean length",
        ],
        effect_rows,
        "Pairs of configurations that differ in this option only (and in options that "
        "follow from it). Seat spread: best seat's win rate minus the worst's.",
    )


def _tally_section(key: str, lines: list[TallyLine]) -> Section:
    """Win rate of the seats holding each name of a breakdown entry, and the spread of them."""
    rates = [line.rate.rate for line in lines]
    ratio = (
        f" Best to worst: {max(rates) / min(rates):.2f} times." if rates and min(rates) > 0 else ""
    )
    return (
        f"Win rate by {key}",
        [key, "seats with one or more", "wins", "win rate", "95% interval", "mean count"],
        [
            [
                line.name,
                str(line.rate.games),
                str(line.rate.wins),
                *_rate(line.rate),
                f"{line.mean_count:.2f}",
            ]
            for line in lines
        ],
        f"Seats whose score breakdown counts at least one under '{key}', over all "
        f"configurations; a seat counts under every name it holds.{ratio}",
    )


_PLOTS = (
    ("seats.png", "Win rate by seat"),
    ("scores.png", "Final points by bot"),
    ("lengths.png", "Game length"),
)


def write_report(report: Report, rows: Sequence[SeatRow], out: Path) -> list[Path]:
    """Write ``report.md``, ``report.html`` and the plots into ``out``; return the files."""
    out.mkdir(parents=True, exist_ok=True)
    plots.seat_rates(report.configs, report.labels, out / "seats.png")
    plots.scores(rows, out / "scores.png")
    plots.lengths(rows, out / "lengths.png")
    sections = _tables(report)
    (out / "report.md").write_text(_markdown(report, sections), encoding="utf-8")
    (out / "report.html").write_text(_html(report, sections), encoding="utf-8")
    return [out / "report.md", out / "report.html", *(out / name for name, _ in _PLOTS)]


def _markdown(report: Report, sections: list[Section]) -> str:
    lines = [f"# {report.title}", ""]
    for paragraph in report.intro:
        lines += [paragraph, ""]
    if report.commands:
        lines += ["Made with:", "", "```sh", *report.commands, "```", ""]
    lines += [f"Games: {report.games}.", ""]
    for heading, header, body, note in sections:
        lines += [f"## {heading}", ""]
        if not body:
            lines += ["(none in these results)", ""]
            continue
        lines.append("| " + " | ".join(header) + " |")
        lines.append("|" + "|".join("---" for _ in header) + "|")
        lines += ["| " + " | ".join(row) + " |" for row in body]
        lines.append("")
        if note:
            lines += [note, ""]
    lines += ["## Plots", ""]
    lines += [f"![{alt}]({name})" for name, alt in _PLOTS]
    lines.append("")
    return "\n".join(lines)


def _html(report: Report, sections: list[Section]) -> str:
    e = html.escape
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{e(report.title)}</title>",
        "<style>body{font-family:sans-serif;max-width:60em;margin:auto}"
        "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;"
        "padding:2px 8px;text-align:right}td:first-child,th:first-child{text-align:left}"
        "</style></head><body>",
        f"<h1>{e(report.title)}</h1>",
    ]
    parts += [f"<p>{e(p)}</p>" for p in report.intro]
    if report.commands:
        parts.append("<p>Made with:</p><pre>" + e("\n".join(report.commands)) + "</pre>")
    parts.append(f"<p>Games: {report.games}.</p>")
    for heading, header, body, note in sections:
        parts.append(f"<h2>{e(heading)}</h2>")
        if not body:
            parts.append("<p>(none in these results)</p>")
            continue
        parts.append("<table><tr>" + "".join(f"<th>{e(h)}</th>" for h in header) + "</tr>")
        parts += ["<tr>" + "".join(f"<td>{e(c)}</td>" for c in row) + "</tr>" for row in body]
        parts.append("</table>")
        if note:
            parts.append(f"<p>{e(note)}</p>")
    parts.append("<h2>Plots</h2>")
    parts += [f'<p><img src="{name}" alt="{e(alt)}"></p>' for name, alt in _PLOTS]
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
