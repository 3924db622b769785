"""Measured strength in words, English and German, with numbers in each language's format:
"first in 87% of 2-player games against the basic bot (85-89%), 24 ms a decision" /
"Erster in 87 % der Partien zu zweit gegen den einfachen Bot (85-89 %), 24 ms je Entscheidung"."""

from __future__ import annotations

from typing import Any

from empires.bots.labels import bot_label
from empires.bots.strength import YARDSTICK, Run, shown_runs

#: Numbers of opponents in words.
COUNTS = {
    "en": {2: "two", 3: "three", 4: "four", 5: "five"},
    "de": {2: "zwei", 3: "drei", 4: "vier", 5: "fünf"},
}
#: German adjectives' stems, declined after "den ...en Bot" and "zwei ...e Bots".
_STEM_DE = {
    "random": "zufällig",
    "heuristic": "einfach",
    "noisy": "unachtsam",
    "ismcts-easy": "leicht",
    "ismcts-medium": "mittler",
    "ismcts-hard": "schwer",
}
#: How many play, in German ("Partien zu zweit").
PLAYERS_DE = {1: "allein", 2: "zu zweit", 3: "zu dritt", 4: "zu viert", 5: "zu fünft"}
#: One run, and the runs together.
RUN_WORDS = {
    "en": "first in {rate} of {players}-player games against {versus} ({low}-{high}), {ms} a decision",
    "de": "Erster in {rate} der Partien {players} gegen {versus} ({low}-{high}), {ms} je Entscheidung",
}
MEASURED_WORDS = {"en": "Measured: {runs}.", "de": "Gemessen: {runs}."}
#: Opponents: one of a kind, several of a kind (a kind without a German stem, named in German
#: by a hyphenated compound: "den OpenSpiel-IS-MCTS-Bot"), the joint.
VERSUS_WORDS = {
    "en": ("the {label} bot", "{many} {label} bots", " and "),
    "de": ("den {label}-Bot", "{many} {label}-Bots", " und "),
}
#: A time too short to show.
UNDER_WORDS = {"en": "under 0.1 ms", "de": "unter 0,1 ms"}


def _number(value: float, places: int, lang: str) -> str:
    text = f"{value:,.{places}f}"
    return text.replace(",", "\0").replace(".", ",").replace("\0", ".") if lang == "de" else text


def _percent(value: float, places: int, lang: str) -> str:
    return _number(value, places, lang) + (" %" if lang == "de" else "%")


def _places(run: Run) -> int:
    """Whole percent, unless that would show the interval as one number (99.6-100.0) or a
    result short of 100% (or above 0%) as 100% (0%)."""
    rounded = round(run.result)
    if round(run.low) == round(run.high) or (rounded in (0, 100) and rounded != run.result):
        return 1
    return 0


def milliseconds(ms: float, lang: str) -> str:
    """Time per decision: whole ms from 10, one decimal below, "under 0.1 ms" for less."""
    if ms < 0.05:
        return UNDER_WORDS[lang]
    return _number(ms, 0 if ms >= 10 else 1, lang) + " ms"


def _one_kind(kind: str, count: int, lang: str) -> str:
    """``count`` opponents of ``kind`` in the accusative: "the basic bot", "drei einfache Bots"."""
    base = YARDSTICK if kind.startswith(YARDSTICK) else kind
    many = COUNTS[lang].get(count, str(count))
    stem = _STEM_DE.get(base) if lang == "de" else None
    if stem is not None:
        return f"den {stem}en Bot" if count == 1 else f"{many} {stem}e Bots"
    label = bot_label(base, lang)
    if lang == "de":
        label = label.replace(" ", "-")  # one word of the compound
    return VERSUS_WORDS[lang][0 if count == 1 else 1].format(label=label, many=many)


def versus(against: tuple[str, ...], lang: str) -> str:
    """The opponents of a run in words, kinds in their order of first seat."""
    counts: dict[str, int] = {}
    for kind in against:
        counts[kind] = counts.get(kind, 0) + 1
    parts = [_one_kind(kind, count, lang) for kind, count in counts.items()]
    return VERSUS_WORDS[lang][2].join(parts)


def run_text(run: Run, lang: str) -> str:
    """One run as the lobby states it, in ``lang`` ("en" or "de")."""
    places = _places(run)
    players = PLAYERS_DE.get(run.players, f"zu {run.players}") if lang == "de" else run.players
    return RUN_WORDS[lang].format(
        rate=_percent(run.result, places, lang),
        players=players,
        versus=versus(run.against, lang),
        low=_number(run.low, places, lang),
        high=_percent(run.high, places, lang),
        ms=milliseconds(run.ms_per_decision, lang),
    )


def measured(game: str, kind: str, lang: str) -> list[dict[str, Any]]:
    """The runs the lobby states for a kind at a game, each with its figures and its words."""
    return [
        {
            "players": run.players,
            "against": list(run.against),
            "form": run.form,
            "games": run.games,
            "result": run.result,
            "low": run.low,
            "high": run.high,
            "ms_per_decision": run.ms_per_decision,
            "text": run_text(run, lang),
        }
        for run in shown_runs(game, kind)
    ]


def strength_sentence(game: str, kind: str, lang: str) -> str | None:
    """The measured strength of a kind at a game as one sentence, or None if not measured."""
    runs = shown_runs(game, kind)
    if not runs:
        return None
    return MEASURED_WORDS[lang].format(runs="; ".join(run_text(run, lang) for run in runs))
