"""A web table's review, worked out in a worker process: the coach (``empires.bots.coach``)
rates every decision of one seat of a finished game from that seat's own view, at the level
``empires review`` uses, and the words of each decision are then written in every language the
pages speak, so the one search serves readers of both.

The request holds the game's record (seed and moves: the table is finished, so nothing in it is
secret any more), the seat, the moves a stand-in bot made for it (not the person's decisions,
so not rated) and the players' names in each language.
"""

from __future__ import annotations

import json
from typing import Any

from empires.bots.coach import Decision, review
from empires.bots.coach_words import why
from empires.kernel.events import LANGUAGES
from empires.kernel.match import Match
from empires.kernel.record import GameRecord

#: The search level of a review: the one ``empires review`` uses by default.
LEVEL = "hard"


def work_out(request: dict[str, Any]) -> dict[str, Any]:
    """The review of ``request["seat"]`` in ``request["record"]``, as stored (``review_json``)."""
    record = GameRecord.from_json(request["record"])
    names: dict[str, list[str]] = request["names"]
    record.meta = {"names": names["en"]}
    seat = int(request["seat"])
    done = review(record, [seat], LEVEL, "en", skip=set(request.get("skip", ())))
    words = {"en": {d.number: _words_of(d) for d in done.decisions}}
    for lang in LANGUAGES:
        if lang != "en":
            words[lang] = reworded(record, done.decisions, lang, names[lang])
    return {
        "seat": seat,
        "level": LEVEL,
        "decisions": [
            {
                "number": d.number,
                "played": d.played,
                "preferred": d.preferred,
                "agrees": d.agrees,
                "before": round(d.before, 4),
                "after": round(d.after, 4),
                "cost": round(d.cost, 4),
                "words": {lang: said[d.number] for lang, said in words.items()},
            }
            for d in done.decisions
        ],
        "key": [d.number for d in done.key],
    }


def _words_of(decision: Decision) -> dict[str, str]:
    return {
        "played": decision.played_text,
        "preferred": decision.preferred_text,
        "why": decision.why,
    }


def reworded(
    record: GameRecord, decisions: list[Decision], lang: str, names: list[str]
) -> dict[int, dict[str, str]]:
    """The words of ``decisions`` in ``lang``: each move named as the seat read it then (the
    record is replayed to each decision), and the why said over the same gains."""
    wanted = {d.number: d for d in decisions}
    said: dict[int, dict[str, str]] = {}
    match = Match.start_of(record)
    rules = match.rules
    for number, played in enumerate(record.moves, start=1):
        decision = wanted.get(number)
        if decision is not None:
            view, legal = match.view(decision.seat), match.legal_moves(decision.seat)
            by_json = {_key(rules.move_to_json(move)): move for move in legal}
            texts = [
                rules.describe_choice(view, by_json[_key(form)], lang, names).text
                for form in (decision.played, decision.preferred)
            ]
            gains = (decision.before - decision.after, decision.gain_points, decision.gain_margin)
            reason = why(lang, texts[1], texts[0], gains) if decision.why else ""
            said[number] = {"played": texts[0], "preferred": texts[1], "why": reason}
        if len(said) == len(wanted):
            break
        match.play(played.seat, played.move)
    return said


def _key(form: Any) -> str:
    return json.dumps(form, sort_keys=True)
