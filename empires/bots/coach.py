"""The coach: a finished (or saved) game's decisions rated by the search, each from the deciding
seat's own view.

For one position, ``rate`` runs the ISMCTS search (``empires.bots.ismcts``) from a seat's view
and its legal moves only, as the bot would decide there, and keeps what it learnt of every
move: the search's value, the share of first place and the points over its lines of play. Its
favourites and the move a person played (even one the search passed over) get lines of their
own (``MIN_VISITS``); the best of them by value is the preferred move, and it and the played
move are then measured on fresh lines (``MEASURE``). ``review`` replays a game record and rates every decision of the
chosen seats: the estimated chance of first place with the move the search prefers (before)
and with the move played (after), and what the difference cost; ``key_decisions`` picks the
costliest. Every search is seeded from the record's seed, the seat and the move's number and
bounded by iterations, so a record always gets the same review.

The estimates are the search's: lines of play drawn from the seat's view with the game's own
bot standing in for everyone, short and few. They say where the search saw a clearly better
move, not the truth of the position (``docs/coach.md``).
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from empires.bots.coach_words import why
from empires.bots.ismcts import DecisionSearch, MoveStats, SearchSettings
from empires.bots.levels import check_level, level_settings
from empires.kernel.errors import BadRecord, EmpiresError, InvalidOptions
from empires.kernel.game import Rules, View
from empires.kernel.match import Match, default_names, is_kernel_entry, is_take_back, replay
from empires.kernel.record import GameRecord
from empires.kernel.rng import SeededRng

#: Lines of play each of the search's favourites (the ``FAVOURITES`` most tried) and the
#: played move get before the preferred move is picked among them by value ...
MIN_VISITS = 16
FAVOURITES = 3
#: ... and the fresh lines on which the preferred and the played move are then measured, so
#: that the pick's luck does not flatter the preferred move.
MEASURE = 24
#: A decision is a key one when the search's value of its preferred move beats the played
#: move's by at least this much (the value runs from 0 to 1: mostly first place, partly margin).
KEY_COST = 0.05
#: At most this many key decisions are named.
KEY_COUNT = 5
#: The seat kind a person has in a terminal record's ``meta["seats"]``.
PERSON = "human"


@dataclass(frozen=True)
class Rating:
    """One decision as the search saw it: every move it tried (over all its lines, the most
    tried first), and, each measured on ``MEASURE`` fresh lines of its own, the move it prefers
    and the move played (None if none was given). The preferred move is the best value among
    the search's favourites and the played move, each tried at least ``MIN_VISITS`` times."""

    moves: tuple[MoveStats, ...]
    preferred: MoveStats
    played: MoveStats | None

    def of(self, move: Any) -> MoveStats | None:
        """What the search learnt of ``move`` over all its lines (None if it never tried it)."""
        return next((stats for stats in self.moves if stats.move == move), None)


def rate(
    rules: Rules[Any, Any],
    view: View,
    legal: Sequence[Any],
    settings: SearchSettings,
    seed: int,
    played: Any = None,
) -> Rating:
    """Rate the decision seen in ``view`` (a seat's own view, never the true state) among its
    ``legal`` moves, and ``played`` (if given) beside the preferred move. The same arguments
    always give the same rating."""
    search = DecisionSearch(rules, view, settings, seed)
    candidates = [stats.move for stats in search.search(legal)[:FAVOURITES]]
    if played is not None and played not in candidates:
        candidates.append(played)
    for move in candidates:
        tried = next((s.visits for s in search.statistics() if s.move == move), 0)
        if tried < MIN_VISITS:
            search.extend(move, MIN_VISITS - tried)
    moves = tuple(search.statistics())
    pick = max(
        (stats for stats in moves if stats.move in candidates),
        key=lambda stats: (stats.value, stats.visits),
    )
    preferred = search.extend(pick.move, MEASURE)
    if played is None or played == pick.move:
        return Rating(moves, preferred, None if played is None else preferred)
    return Rating(moves, preferred, search.extend(played, MEASURE))


def chance(stats: MoveStats) -> float:
    """The estimated chance of first place with a move, within 0 and 1."""
    return min(1.0, max(0.0, stats.first))


@dataclass(frozen=True)
class Decision:
    """One rated decision of a record: the record entry's ``number`` (from 1), the seat, the
    move played and the search's preferred move (JSON forms and the words the seat read),
    the estimated chance of first place ``before`` (with the preferred move) and ``after``
    (with the move played), the ``cost`` in the search's value, and the preferred move's
    ``gain`` in points and in margin over the best other seat; ``why`` says it in words
    (empty where the search prefers the move played)."""

    number: int
    seat: int
    played: dict[str, Any]
    preferred: dict[str, Any]
    played_text: str
    preferred_text: str
    before: float
    after: float
    cost: float
    gain_points: float
    gain_margin: float
    why: str

    @property
    def agrees(self) -> bool:
        """Whether the search prefers the move played."""
        return self.played == self.preferred


@dataclass(frozen=True)
class Review:
    """A record's review: its game, players' names, language and level, every rated decision
    in the order played, and the key (costliest) ones."""

    game: str
    names: list[str]
    lang: str
    level: str
    seats: list[int]
    decisions: list[Decision]
    key: list[Decision]

    def to_json(self) -> dict[str, Any]:
        """The review as JSON (for ``empires review --json`` and other clients)."""
        return {
            "game": self.game,
            "names": self.names,
            "lang": self.lang,
            "level": self.level,
            "seats": self.seats,
            "decisions": [_decision_json(d) for d in self.decisions],
            "key": [d.number for d in self.key],
        }


def _decision_json(decision: Decision) -> dict[str, Any]:
    data = dict(decision.__dict__, agrees=decision.agrees)
    for name in ("before", "after", "cost", "gain_points", "gain_margin"):
        data[name] = round(data[name], 4)
    return data


def person_seats(record: GameRecord) -> list[int]:
    """The seats a review rates by default: the persons' where the record names the seat kinds
    (``meta["seats"]``, as the terminal writes it), else every seat."""
    kinds = (record.meta or {}).get("seats")
    if isinstance(kinds, list) and len(kinds) == record.players:
        people = [seat for seat, kind in enumerate(kinds) if kind == PERSON]
        if people:
            return people
    return list(range(record.players))


def record_names(record: GameRecord, lang: str) -> list[str]:
    """The players' names the record keeps (``meta["names"]``), else "Player 1", ..."""
    names = (record.meta or {}).get("names")
    if (
        isinstance(names, list)
        and len(names) == record.players
        and all(isinstance(name, str) and name for name in names)
    ):
        return list(names)
    return default_names(record.players, lang)


def decision_seed(record: GameRecord, seat: int, number: int) -> int:
    """The seed of one decision's search: from the record's seed (or its starting position),
    the seat and the move's number."""
    base = record.seed
    if base is None:
        base = zlib.crc32(json.dumps(record.start, sort_keys=True).encode())
    rng = SeededRng(base)
    for part in (seat, number):
        rng = SeededRng(rng.next_u64() ^ part)
    return rng.next_u64()


def review(
    record: GameRecord,
    seats: Sequence[int] | None = None,
    level: str = "hard",
    lang: str = "en",
    progress: Callable[[int, int], None] | None = None,
    skip: Collection[int] = (),
) -> Review:
    """Rate every decision of ``seats`` (default: ``person_seats``) in ``record`` with the
    search of ``level``, but for the entries numbered in ``skip`` (moves someone else made
    for the seat, such as a web table's stand-in bot). Raises BadRecord if the record does not
    replay, InvalidOptions for an unknown seat or level. ``progress(done, total)`` hears of
    each move replayed."""
    check_level(level)
    chosen = person_seats(record) if seats is None else list(seats)
    for seat in chosen:
        if not 0 <= seat < record.players:
            raise InvalidOptions(
                f"there is no seat {seat + 1} in this {record.players}-player game"
                f" (seats 1 to {record.players})"
            )
    try:
        replay(record)  # the whole record first: a broken one fails before any search
    except EmpiresError as error:
        raise BadRecord(f"the record does not replay: {error}") from error
    match = Match.start_of(record)
    settings = level_settings(match.rules.info.name, level)
    names = record_names(record, lang)
    decisions = []
    withdrawn = taken_back(record)
    for number, played in enumerate(record.moves, start=1):
        if (
            played.seat in chosen
            and number not in withdrawn
            and number not in skip
            and _asked(match, played.seat, played.move)
        ):
            at = (number, played.seat)
            decision = _decision(match, record, at, played.move, (settings, lang, names))
            if decision is not None:
                decisions.append(decision)
        match.play(played.seat, played.move)
        if progress is not None:
            progress(number, len(record.moves))
    return Review(
        match.game, names, lang, level, chosen, decisions, key_decisions(decisions, KEY_COUNT)
    )


def taken_back(record: GameRecord) -> set[int]:
    """The numbers of the record's secret choices taken back (the seat's next entry is its
    take-back): withdrawn before anything came of them, so not rated."""
    withdrawn: set[int] = set()
    last: dict[int, int] = {}
    for number, played in enumerate(record.moves, start=1):
        if is_take_back(played.move) and played.seat in last:
            withdrawn.add(last[played.seat])
        last[played.seat] = number
    return withdrawn


def _asked(match: Match, seat: int, entry: dict[str, Any]) -> bool:
    """Whether a record entry is a decision the game asked the seat for (not the kernel's
    entry, nor an optional move made unasked)."""
    return (
        not is_kernel_entry(entry)
        and seat in match.to_act()
        and not match.is_optional(entry)
        and len(match.legal_moves(seat)) > 1
    )


def _decision(
    match: Match,
    record: GameRecord,
    at: tuple[int, int],
    entry: dict[str, Any],
    how: tuple[SearchSettings, str, list[str]],
) -> Decision | None:
    """Rate one recorded decision (entry ``number``, by ``seat``: ``at``) from the seat's
    view; None if the entry is none of the seat's legal moves (nothing to compare)."""
    (number, seat), (settings, lang, names) = at, how
    rules = match.rules
    view, legal = match.view(seat), match.legal_moves(seat)
    played = next((move for move in legal if rules.move_to_json(move) == entry), None)
    if played is None:
        return None
    rating = rate(rules, view, legal, settings, decision_seed(record, seat, number), played)
    mine, best = rating.played, rating.preferred
    assert mine is not None  # the played move is always measured
    if mine.value >= best.value:
        best = mine  # measured afresh, the move played did as well: no other move preferred
    played_text = rules.describe_choice(view, played, lang, names).text
    preferred_text = rules.describe_choice(view, best.move, lang, names).text
    if preferred_text == played_text:
        # Two moves the seat reads alike (two slots of one action): nothing to tell apart.
        best = mine
    gains = (chance(best) - chance(mine), best.points - mine.points, best.margin - mine.margin)
    return Decision(
        number=number,
        seat=seat,
        played=entry,
        preferred=rules.move_to_json(best.move),
        played_text=played_text,
        preferred_text=preferred_text,
        before=chance(best),
        after=chance(mine),
        cost=max(0.0, best.value - mine.value),
        gain_points=gains[1],
        gain_margin=gains[2],
        why="" if best is mine else why(lang, preferred_text, played_text, gains),
    )


def key_decisions(decisions: Sequence[Decision], count: int = KEY_COUNT) -> list[Decision]:
    """The costliest decisions (cost at least ``KEY_COST``), at most ``count``, the costliest
    first (of equal costs the earlier)."""
    costly = [d for d in decisions if not d.agrees and d.cost >= KEY_COST]
    return sorted(costly, key=lambda d: (-d.cost, d.number))[:count]
