"""Choices that do not fit the rows left for them: short ones in columns across the screen
(numbers aligned, reading down then across); else the first ones under a line saying how many
more there are and that ``list`` (German ``liste``) shows them all; any number can be chosen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pexpect.popen_spawn import PopenSpawn

from empires.kernel.registry import get_game
from empires.terminal.layout import fit
from tests.terminal.conftest import EMPIRES, PROMPT, _piped_env, piped_to_end
from tests.terminal.screens import screens

MORE = {"en": "more choices: type list to see all", "de": "weitere Möglichkeiten: liste zeigt"}
ENTRY = re.compile(r"(\d+)\. ")


def _entries(count: int, text: str = "lay a mine tile at C1") -> list[tuple[str, str]]:
    digits = len(str(count))
    return [(f"{n:>{digits}}.", text) for n in range(1, count + 1)]


def test_short_choices_go_into_columns_read_down_then_across() -> None:
    laid, shown = fit(_entries(30), 120, 10)
    assert shown == 30 and len(laid) == 10
    assert [int(n) for n in ENTRY.findall(laid[0])] == [1, 11, 21]
    assert [int(n) for n in ENTRY.findall(laid[9])] == [10, 20, 30]
    # The numbers of a column stand under each other, the widest number's dot aligned.
    assert laid[8].index("9.") == laid[9].index("10.") + 1


def test_choices_that_fit_stay_one_a_line_and_too_many_show_the_first_ones() -> None:
    laid, shown = fit(_entries(5), 120, 10)
    assert (len(laid), shown) == (5, 5) and ENTRY.findall(laid[4]) == ["5"]
    wide = "worker to E3 (forest, developed): build Sawmill for 1 food, 1 stone and more"
    laid, shown = fit(_entries(40, wide), 120, 10)
    assert (len(laid), shown) == (9, 9)  # one row is left for the line saying how many more


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_choice_not_shown_can_be_listed_and_chosen(tmp_path: Path, lang: str) -> None:
    # Empire V8.5's worker placements are more than the rows left under its map.
    args = ["play", "empire-v85", "--players", "2", "--seats", "human,random", "--lang", lang]
    child = PopenSpawn(
        [EMPIRES, *args, "--seed", "1"], cwd=str(tmp_path), env=_piped_env(None), encoding="utf-8"
    )
    child.delaybeforesend = None
    screen = ""
    while MORE[lang] not in screen:
        child.expect(PROMPT, timeout=30)
        screen = str(child.before)
        if MORE[lang] not in screen:
            child.sendline("1")
    total = int(child.match.group(1))
    shown = {int(n) for n in ENTRY.findall(screen.split(":\n", 1)[-1])}
    assert total not in shown and max(shown) < total
    child.sendline("liste" if lang == "de" else "list")
    child.expect(PROMPT, timeout=30)
    listed = str(child.before)
    assert [int(n) for n in re.findall(r"^\s*(\d+)\. ", listed, re.M)] == list(range(1, total + 1))
    last = re.search(rf"^\s*{total}\. (.+?)(?: → .*)?$", listed, re.M)
    assert last is not None
    # The prompt's range holds every choice, and a number not on the screen is played.
    child.sendline(str(total))
    child.expect(["chose: ", "wählt: "], timeout=30)
    child.expect("\n", timeout=30)
    assert str(child.before).strip() == last.group(1).split("   (!)")[0].strip()
    child.sendline("quit")
    child.expect(["Game stopped", "Spiel beendet"], timeout=30)


def test_a_smaller_screen_lays_the_choices_in_columns(tmp_path: Path) -> None:
    seats = "human,random"
    out = piped_to_end(
        "play",
        "empire-v85",
        "--players",
        "2",
        "--seats",
        seats,
        "--seed",
        "1",
        cwd=tmp_path,
        rows=30,
    )
    found = screens(out, get_game("empire-v85").info.title("en"))
    assert all(s.rows <= 30 and s.columns <= 120 for s in found)
    across = [line for s in found for line in s.lines if len(ENTRY.findall(line)) > 1]
    assert across, "no screen laid its choices in columns"
