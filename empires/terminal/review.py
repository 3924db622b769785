"""``empires review RECORD``: the coach's review of a recorded game in the terminal.

Every rated decision gets one line (the move's number, who, the move played, the estimated
chance of first place with the search's preferred move and with the move played, the cost,
and the preferred move where it differs); then the costliest decisions, each with its why.
Everything fits 120 columns, in English or German.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

from empires.bots.coach import Decision, Review, record_names, review
from empires.bots.levels import LEVELS
from empires.kernel.errors import BadRecord, InvalidOptions
from empires.kernel.events import LANGUAGES
from empires.kernel.record import GameRecord
from empires.kernel.registry import get_game
from empires.kernel.words import fill

WIDTH = 120

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": (
            "Review of {title} ({players:# player|# players}) by the '{level}' search,"
            " from each player's own view"
        ),
        "note": (
            "Chances of first place are the search's estimates (before: with the move it"
            " prefers; after: with the move played). Cost: how much worse the search judged"
            " the move played, in points of 100."
        ),
        "head": "{number:>5}  {name:<10}  {played:<40}  {chance:<9}  {cost:>4}  {preferred}",
        "h_number": "Move",
        "h_name": "Player",
        "h_played": "Played",
        "h_chance": "Chance",
        "h_cost": "Cost",
        "h_preferred": "Search prefers",
        "none": "No decision to rate: the chosen players had no choice in this record.",
        "key": "The costliest decisions:",
        "no_key": "No decision cost much by the search's estimate: well played.",
        "key_line": "Move {number}, {name} (estimated chance {before} → {after}):",
        "progress": "Rating the decisions: move {done} of {total}",
        "same": "(the same)",
        "as_good": "(as good)",
    },
    "de": {
        "title": (
            "Rückschau auf {title} ({players:# Spieler|# Spieler}) mit der Suche '{level}',"
            " aus der eigenen Sicht jedes Spielers"
        ),
        "note": (
            "Die Aussichten auf den ersten Platz schätzt die Suche (vorher: mit dem Zug, den"
            " sie vorzieht; nachher: mit dem gespielten Zug). Kosten: um wie viel schlechter"
            " die Suche den gespielten Zug beurteilt, in Punkten von 100."
        ),
        "head": "{number:>5}  {name:<10}  {played:<40}  {chance:<9}  {cost:>6}  {preferred}",
        "h_number": "Zug",
        "h_name": "Spieler",
        "h_played": "Gespielt",
        "h_chance": "Aussicht",
        "h_cost": "Kosten",
        "h_preferred": "Die Suche zieht vor",
        "none": "Nichts zu bewerten: die gewählten Spieler hatten in dieser Partie keine Wahl.",
        "key": "Die teuersten Entscheidungen:",
        "no_key": "Nach der Schätzung der Suche kostete keine Entscheidung viel: gut gespielt.",
        "key_line": "Zug {number}, {name} (geschätzte Aussicht {before} → {after}):",
        "progress": "Die Entscheidungen werden bewertet: Zug {done} von {total}",
        "same": "(derselbe)",
        "as_good": "(gleich gut)",
    },
}


def add_review_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``empires review``."""
    rev = sub.add_parser(
        "review", help="rate every decision of a recorded game with the search (the coach)"
    )
    rev.add_argument("record")
    rev.add_argument(
        "--seat",
        action="append",
        default=None,
        metavar="N",
        help="a player to review, by number from 1 or by name (default: the record's people,"
        " else everyone; may be repeated)",
    )
    rev.add_argument(
        "--lang", choices=LANGUAGES, default=None, help="language (default: the record's)"
    )
    rev.add_argument("--level", choices=LEVELS, default="hard", help="search level (default: hard)")
    rev.add_argument("--json", action="store_true", help="print the review as JSON")
    rev.set_defaults(run=run_review)


def run_review(args: argparse.Namespace) -> int:
    """Review the record and print it (or its JSON)."""
    record = GameRecord.load(Path(args.record))
    chosen = (record.meta or {}).get("lang")
    lang = args.lang or (chosen if chosen in LANGUAGES else "en")
    seats = None if args.seat is None else [_seat(record, given, lang) for given in args.seat]
    try:
        done = review(record, seats, args.level, lang, _progress(lang))
    except BadRecord as error:
        raise BadRecord(f"{args.record}: {error}") from error
    finally:
        if sys.stderr.isatty():
            sys.stderr.write("\r\033[K")
    if args.json:
        print(json.dumps(done.to_json(), ensure_ascii=False, indent=1))
    else:
        print("\n".join(render(done, record.players)))
    sys.stdout.flush()
    return 0


def _progress(lang: str) -> Callable[[int, int], None] | None:
    """How far the review is, on one line of a terminal's stderr (none when it is no terminal)."""
    if not sys.stderr.isatty():
        return None

    def say(done: int, total: int) -> None:
        line = fill(WORDS[lang]["progress"], lang, done=done, total=total)
        sys.stderr.write(f"\r{line}")
        sys.stderr.flush()

    return say


def _seat(record: GameRecord, given: str, lang: str) -> int:
    """A seat named by its number from 1 or by its player's name."""
    names = record_names(record, lang)
    if given in names:
        return names.index(given)
    if given.isdigit() and 1 <= int(given) <= record.players:
        return int(given) - 1
    known = ", ".join(names)
    raise InvalidOptions(
        f"unknown seat {given!r}: give a number from 1 to {record.players} or a name ({known})"
    )


def render(done: Review, players: int) -> list[str]:
    """The review as lines of at most ``WIDTH`` columns."""
    words = WORDS[done.lang]
    title = get_game(done.game).info.title(done.lang)
    lines = [fill(words["title"], done.lang, title=title, players=players, level=done.level)]
    lines += textwrap.wrap(words["note"], WIDTH)
    if not done.decisions:
        return [*lines, "", words["none"]]
    lines.append("")
    lines.append(_row(words, *(words[f"h_{k}"] for k in _COLUMNS)))
    for decision in done.decisions:
        lines.append(_decision_row(done, decision))
    lines.append("")
    if not done.key:
        return [*lines, words["no_key"]]
    lines.append(words["key"])
    for decision in done.key:
        head = fill(
            words["key_line"],
            done.lang,
            number=decision.number,
            name=done.names[decision.seat],
            before=_percent(decision.before),
            after=_percent(decision.after),
        )
        lines += textwrap.wrap(head, WIDTH)
        lines += textwrap.wrap(decision.why, WIDTH, initial_indent="  ", subsequent_indent="  ")
    return lines


_COLUMNS = ("number", "name", "played", "chance", "cost", "preferred")


def _row(words: dict[str, str], *cells: str) -> str:
    number, name, played, chance, cost, preferred = cells
    line = words["head"].format(
        number=number,
        name=_cut(name, 10),
        played=_cut(played, 40),
        chance=chance,
        cost=cost,
        preferred=preferred,
    )
    return _cut(line.rstrip(), WIDTH)


def _decision_row(done: Review, decision: Decision) -> str:
    words = WORDS[done.lang]
    chance = f"{_percent(decision.before)}→{_percent(decision.after)}"
    points = round(decision.cost * 100)
    cost = fill("{cost}", done.lang, cost=points)
    if decision.agrees:
        preferred = words["same"]
    else:
        preferred = decision.preferred_text if points else words["as_good"]
    cells = (str(decision.number), done.names[decision.seat], decision.played_text)
    return _row(words, *cells, chance, cost, preferred)


def _percent(value: float) -> str:
    return f"{round(value * 100)}%"


def _cut(text: str, width: int) -> str:
    """``text`` in at most ``width`` columns, an ellipsis marking a cut."""
    return text if len(text) <= width else text[: width - 1] + "…"
