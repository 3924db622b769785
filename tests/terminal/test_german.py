"""Every word the terminal itself writes is German in German, and its counts agree in both
languages: whole games with every command, piped, read for the English words of the terminal's
own texts and for "1" before a plural."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from empires.terminal.texts import UI
from tests.terminal.conftest import piped

_WORD = re.compile(r"[A-Za-zÄÖÜäöüß]{4,}")
#: Words of the English texts that German shares: the commands (which work in both languages),
#: the command line's own words, and words German has too.
SHARED = {"back", "details", "help", "hint", "list", "quit", "save", "empires", "play", "replay",
          "resume", "step", "seed", "enter", "moment", "person", "team"}  # fmt: skip
_COMMANDS = "hilfe\ntipp\nlog\nmehr\n1 99\nquatsch\n\n"
RUNS = [
    ("sealed-bids", "2", "human,random", "2", _COMMANDS + "1\n1\n" * 12),
    ("empire-engine", "2", "human,random", "0", _COMMANDS + "1\n" * 40),
    ("empire-engine", "2", "random,random", "0", ""),  # an end the tie-break decided
]


def _words(table: dict[str, str]) -> set[str]:
    found: set[str] = set()
    for template in table.values():
        found |= {w.lower() for w in _WORD.findall(re.sub(r"\{[^}]*\}", " ", template))}
    return found


def _run(
    tmp_path: Path, lang: str, game: str, players: str, seats: str, seed: str, stdin: str
) -> str:
    args = ("play", game, "--players", players, "--seats", seats, "--seed", seed, "--lang", lang)
    out = piped(*args, stdin=stdin, cwd=tmp_path).stdout
    # File names are as the system writes them.
    return re.sub(r"\S+\.json", "", out)


@pytest.mark.parametrize("run", RUNS, ids=lambda run: f"{run[0]}-{run[2]}")
def test_the_terminal_says_nothing_in_english_to_a_german_table(
    tmp_path: Path, run: tuple[str, ...]
) -> None:
    english = _words(UI["en"]) - SHARED
    out = _run(tmp_path, "de", *run)
    assert "Hilfe" in out or "Regeln" in out or "Endwertung" in out
    said = sorted({w for w in _WORD.findall(out) if w.lower() in english})
    assert not said, said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_count_of_one_takes_a_plural(tmp_path: Path, lang: str) -> None:
    plurals = {
        other.replace("#", "1")
        for template in UI[lang].values()
        for one, other in re.findall(r"\{\w+:([^|}]*)\|([^}]*)\}", template)
        if one.replace("#", "") != other.replace("#", "")
    }
    assert plurals  # the terminal has counts
    for run in RUNS:
        out = _run(tmp_path, lang, *run)
        wrong = [p for p in plurals if re.search(rf"(?<![\d.,]){re.escape(p)}", out)]
        assert not wrong, wrong
