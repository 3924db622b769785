"""Every terminal screen (the table, the news, the choices, the prompt) fits 40 rows by 120
columns: seeded games of every game at its smallest and largest player count, in English and
German, played through ``empires play``. The news give way first; a game whose picture is too
long moves the rest to ``render_details`` (the command ``details``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from empires.kernel.registry import get_game
from tests.terminal.conftest import piped_to_end
from tests.terminal.screens import COLUMNS, ROWS, Screen, biggest, screens

GAMES = ("empire-engine", "empire-planners", "empire-v85", "empire-colonial")


def _cases() -> list[tuple[str, int, str]]:
    cases = []
    for game in GAMES:
        info = get_game(game).info
        for players in sorted({info.min_players, info.max_players}):
            cases += [(game, players, "en"), (game, players, "de")]
    return cases


def _play(
    tmp_path: Path, game: str, players: int, lang: str, rows: int | None = None, *more: str
) -> str:
    """A whole game, the person choosing the first line (and its least number) every time."""
    seats = ",".join(["human"] + ["random"] * (players - 1))
    args = ("play", game, "--players", str(players), "--seats", seats, "--lang", lang, *more)
    return piped_to_end(*args, "--seed", "1", cwd=tmp_path, rows=rows)


def _check(found: list[Screen], rows: int = ROWS) -> None:
    assert found
    over = [s for s in found if s.rows > rows or s.columns > COLUMNS]
    shown = "\n".join(over[0].lines) if over else ""
    size = "{} x {}".format(*biggest(found))
    assert not over, (
        f"{len(over)} of {len(found)} screens exceed {rows} x {COLUMNS} (up to {size}):\n{shown}"
    )


@pytest.mark.parametrize(("game", "players", "lang"), _cases())
def test_every_screen_of_a_whole_game_fits(
    tmp_path: Path, game: str, players: int, lang: str
) -> None:
    out = _play(tmp_path, game, players, lang)
    found = screens(out, get_game(game).info.title(lang))
    assert len(found) > 3 and ("Final scores" in out or "Endwertung" in out)
    _check(found)


@pytest.mark.parametrize(("players", "rows", "lang"), [(2, 12, "en"), (5, 16, "de")])
def test_the_news_give_way_to_the_table_and_the_choices(
    tmp_path: Path, players: int, rows: int, lang: str
) -> None:
    # On a small screen the table and the choices stay whole; the news keep the newest.
    out = _play(tmp_path, "sealed-bids", players, lang, rows=rows)
    _check(screens(out, get_game("sealed-bids").info.title(lang)), rows=rows)
    assert ("earlier event" in out) if lang == "en" else ("frühere" in out)
    full = _play(tmp_path, "sealed-bids", players, lang)
    _check(screens(full, get_game("sealed-bids").info.title(lang)))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_screens_fit_with_the_trading_lines_under_the_choices(tmp_path: Path, lang: str) -> None:
    # Trading at any time adds two lines under the colonial choices while cards are bid on:
    # the optional moves' count and how to offer in one line (the news give way to them).
    game, trade = "empire-colonial", ("--option", "trade_when=anytime")
    out = _play(tmp_path, game, 6, lang, None, *trade)
    assert ("Trade any time: offer" if lang == "en" else "Tausch: biete") in out
    _check(screens(out, get_game(game).info.title(lang)))
