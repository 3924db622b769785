"""``empires play empire-engine`` through a real pseudo-terminal (issue 18): the picture and the
choices of each screen fit 40 rows by 120 columns with 2 and with 4 players, leaving room for
the news; the picture shows what every empire has in words whose counts agree; and a person's
own placement is told once."""

from __future__ import annotations

import random
import re

import pytest

CLEAR = "\x1b[H\x1b[2J"
ONE_PLURAL = re.compile(r"\b1 (soldiers|goods|inventions|cubes|Soldaten|Waren|Erfindungen)\b")
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


PROMPT = re.compile(r"(?:Choose|Wähle) 1-\d+ ")


def screens(transcript: str) -> list[list[str]]:
    """The screens that ask for a choice, each as its lines up to the prompt (escape
    sequences removed; what follows the answer scrolls on)."""
    shown = []
    for screen in transcript.split(CLEAR)[1:]:
        lines = ESCAPES.sub("", screen).replace("\r", "").split("\n")
        asks = [i for i, line in enumerate(lines) if PROMPT.match(line)]
        if asks:
            shown.append(lines[: asks[0] + 1])
    return shown


@pytest.mark.parametrize(("players", "lang"), [(2, "en"), (4, "de")])
def test_every_screen_of_empire_engine_fits_and_says_what_each_empire_has(
    terminal, monkeypatch: pytest.MonkeyPatch, players: int, lang: str
) -> None:
    # A terminal of 40 rows by 120 columns: the client fits its news into what is left.
    monkeypatch.setenv("LINES", "40")
    monkeypatch.setenv("COLUMNS", "120")
    rng = random.Random(players)
    run = terminal(
        "play", "empire-engine", "--players", str(players), "--seed", "5", "--lang", lang
    )
    run.play_to_end(lambda n: rng.randint(1, n))
    shown = screens(run.transcript)
    assert len(shown) > 8
    for screen in shown:
        text = "\n".join(screen)
        # The picture and the choices fit with room to spare; the client fits the news
        # into what is left (its own part of the screen).
        news = [i for i, line in enumerate(screen) if line in ("What happened:", "Was geschah:")]
        ends = [i for i, line in enumerate(screen) if not line.strip() and news and i > news[0]]
        own = len(screen) - ((ends[0] - news[0]) if news and ends else 0)
        assert own <= 40 - 8, text
        assert max(len(line) for line in screen) <= 120, text
    words = {
        "en": ("left engine", "ready:", "score pile:"),
        "de": ("linke Maschine", "Aktionsbereich:", "Wertungsbereich:"),
    }
    for word in words[lang]:
        assert word in run.transcript
    assert not ONE_PLURAL.search(run.transcript)
    # The seat's own placement: its full account only, never the public line about itself.
    own = {"en": "You placed your", "de": "Du hast deine"}[lang]
    public = {"en": "Player 1 places", "de": "Spieler 1 legt"}[lang]
    assert own in run.transcript
    assert public not in run.transcript
