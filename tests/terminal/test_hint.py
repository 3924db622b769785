"""``hint`` / ``tipp`` in a real pseudo-terminal: the search's preferred move from the person's
own view, its chance and a line of why, in English and German, the same on every run, within
120 columns, and the game untouched."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from empires.bots.coach import decision_seed
from empires.bots.hint import hint
from empires.kernel.match import Match, replay
from empires.kernel.record import GameRecord
from empires.kernel.registry import get_game
from empires.terminal.screen import default_names
from tests.terminal.conftest import Terminal

ENGINE = ("play", "empire-engine", "--players", "2", "--seed", "8")

#: The hint's head and why, per language; group 1 what to type, 2 the move, 3 the chance.
HEADS = {
    "en": (
        "hint",
        re.compile(
            r"Hint: the search \('medium', from your view only\) would choose (\d+): "
            r"([\s\S]+?)\s+\(estimated\s+chance\s+of\s+first\s+place\s+(\d+)%\)"
        ),
        re.compile(r"\r\n  (Better: |About as good by the search's estimate: )"),
    ),
    "de": (
        "tipp",
        re.compile(
            r"Tipp: die Suche \('mittel', nur aus deiner Sicht\) würde (\d+) wählen: "
            r"([\s\S]+?)\s+\(geschätzte\s+Aussicht\s+auf\s+den\s+ersten\s+Platz\s+(\d+)\s*%\)"
        ),
        re.compile(r"\r\n  (Besser: |Nach der Schätzung der Suche etwa gleich gut: )"),
    ),
}


def _ask(terminal: Callable[..., Terminal], lang: str) -> tuple[Terminal, str, str]:
    """Start Empire Engine, save, ask for a hint, save again; the run, the hint's lines and
    the screen before it."""
    run = terminal(*ENGINE, "--lang", lang)
    run.prompt()
    screen = run.transcript
    run.send("save before.json")
    run.prompt()
    start = len(run.transcript)
    run.send(HEADS[lang][0])
    run.prompt()
    said = run.transcript[start:]
    run.send("save after.json")
    run.prompt()
    return run, said, screen


@pytest.mark.parametrize("lang", ["en", "de"])
def test_hint_names_the_searchs_move_with_its_chance_and_why(
    terminal: Callable[..., Terminal], lang: str
) -> None:
    run, said, screen = _ask(terminal, lang)
    head = HEADS[lang][1].search(said)
    assert head, said
    number, text, chance = head.group(1), re.sub(r"\s+", " ", head.group(2)), head.group(3)
    assert f"{number}. {text}" in screen  # the move as the choices list it, and its number
    assert 0 <= int(chance) <= 100
    assert HEADS[lang][2].search(said), said
    assert all(len(line) <= 120 for line in said.split("\r\n"))
    # The same hint the search gives from the seat's view, seeded as the review seeds it.
    before = GameRecord.load(run.cwd / "before.json")
    match = replay(before)
    legal = match.legal_moves(0)
    seed = decision_seed(match.record(), 0, len(match.moves) + 1)
    names = default_names(["human", "heuristic"], lang)
    expected = hint(match.rules, match.view(0), legal, seed, lang, names)
    assert re.sub(r"\s+", " ", head.group(2)) == expected.text
    # Asking changed nothing: no move made, the same record before and after.
    assert GameRecord.load(run.cwd / "after.json").moves == before.moves
    run.send("quit")
    assert run.exit_code() == 0


def test_the_same_position_gets_the_same_hint(terminal: Callable[..., Terminal]) -> None:
    hints = []
    for _ in range(2):
        run, said, _screen = _ask(terminal, "en")
        hints.append(said.split("Choose 1-")[0])
        run.send("quit")
        assert run.exit_code() == 0
    assert hints[0] == hints[1]
    assert "Hint: " in hints[0]


def test_the_hint_says_the_only_choice_alone() -> None:
    # The hint module directly: one legal move needs no search.
    rules = get_game("empire-engine")
    match = Match(rules, 2, {}, 3)
    legal = match.legal_moves(match.to_act()[0])[:1]
    found = hint(rules, match.view(match.to_act()[0]), legal, 1, "de", ["A", "B"])
    assert (found.move, found.chance, found.why) == (
        legal[0],
        None,
        "Es ist die einzige Möglichkeit.",
    )
