"""The report's pictures (matplotlib, drawn off-screen into small PNG files)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from empires.arena.results import SeatRow
from empires.arena.stats import ConfigLine, games_of

# PNGs carry no date or version, so the same numbers give the same files.
_PNG = {"dpi": 80, "metadata": {"Software": None}}


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def seat_rates(lines: Sequence[ConfigLine], labels: Sequence[str], path: Path) -> None:
    """Win rate per seat per configuration, with 95% intervals and the parity line."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(8, 0.6 + 0.45 * sum(len(c.seats) for c in lines)))
    y = 0.0
    ticks, names = [], []
    for line, label in zip(lines, labels, strict=True):
        parity = line.parity
        for seat, rate in enumerate(line.seats):
            low, high = rate.interval
            ax.errorbar(
                rate.rate,
                y,
                xerr=[[rate.rate - low], [high - rate.rate]],
                fmt="o",
                color="C0",
                capsize=3,
            )
            ax.plot([parity, parity], [y - 0.4, y + 0.4], color="grey", linewidth=1)
            ticks.append(y)
            names.append(f"{label} seat {seat}")
            y += 1
        y += 0.5
    ax.set_yticks(ticks, names, fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("win rate (95% interval); grey: parity, the average seat")
    fig.tight_layout()
    fig.savefig(path, **_PNG)
    plt.close(fig)


def scores(rows: Sequence[SeatRow], path: Path) -> None:
    """Histogram of final points per bot kind."""
    plt = _pyplot()
    groups: dict[str, list[int]] = defaultdict(list)
    for row in rows:
        groups[row.bot].append(row.score)
    fig, ax = plt.subplots(figsize=(7, 3.5))
    low = min(r.score for r in rows)
    high = max(r.score for r in rows)
    bins = range(low, high + 2)
    for bot in sorted(groups):
        ax.hist(groups[bot], bins=bins, histtype="step", density=True, label=bot)
    _save_histogram(fig, ax, ("final points", "share of seats"), path)


def lengths(rows: Sequence[SeatRow], path: Path) -> None:
    """Histogram of game length in decisions, per player count."""
    plt = _pyplot()
    groups: dict[int, list[int]] = defaultdict(list)
    for seats in games_of(rows).values():
        groups[seats[0].players].append(seats[0].length)
    fig, ax = plt.subplots(figsize=(7, 3.5))
    for players in sorted(groups):
        values = groups[players]
        ax.hist(
            values,
            bins=range(min(values), max(values) + 2),
            histtype="step",
            label=f"{players} players",
        )
    _save_histogram(fig, ax, ("decisions per game", "games"), path)


def _save_histogram(fig: Any, ax: Any, labels: tuple[str, str], path: Path) -> None:
    """Label the axes, add the legend and write the figure."""
    ax.set_xlabel(labels[0])
    ax.set_ylabel(labels[1])
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, **_PNG)
    _pyplot().close(fig)
