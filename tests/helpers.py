"""Shared helpers for the rules tests: build exact positions and play them like the rulebook.

Seats sit clockwise 0..n-1; a seat's LEFT neighbour is seat+1, its RIGHT neighbour seat-1
(RULINGS 1). Engines list their actions clockwise from the top edge:
left ``arm, salvage, produce, attack``; right ``invent, defend, export, attack``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from empires import Match
from empires.games.empire_engine.moves import Move, PlaceEngine, PlaceGear
from empires.kernel.events import Event
from empires.kernel.rng import SeededRng
from tests.positions import edit, new_with_start

GAME = "empire-engine"
KINDS = ("soldier", "good", "invention")
LEFT_ACTIONS = ("arm", "salvage", "produce", "attack")
RIGHT_ACTIONS = ("invent", "defend", "export", "attack")

Ready = tuple[int, int]
Score = tuple[int, int, int]


def new(players: int = 2, seed: int = 0, **options: Any) -> Match:
    """A fresh match; the start player is seat 0 unless told otherwise."""
    return new_with_start(GAME, players, seed, options)


def position(
    players: int = 2,
    *,
    ready: Sequence[Ready] | None = None,
    score: Sequence[Score] | None = None,
    tops: Sequence[tuple[str, str]] | None = None,
    round: int = 1,
    seed: int = 0,
    **options: Any,
) -> Match:
    """A match at the beginning of the Plan phase of ``round`` with the given piles.

    ``ready`` rows are (soldiers, goods), ``score`` rows (soldiers, goods, inventions), ``tops``
    rows the (left, right) actions on top of the engines (needed after round one).
    """
    base = new(players, seed, **options)

    def change(data: dict[str, Any]) -> None:
        data["round"] = round
        began = {"round": round, "start_player": data["start_player"]}
        data["events"] = [{"key": "round_started", "params": began, "to": None}]
        for seat, player in enumerate(data["seats"]):
            if ready is not None:
                player["ready"] = {"soldier": ready[seat][0], "good": ready[seat][1]}
            if score is not None:
                s, g, i = score[seat]
                player["score"] = {"soldier": s, "good": g, "invention": i}
            if tops is not None:
                player["top"] = {"L": tops[seat][0], "R": tops[seat][1]}

    return edit(base, change)


def final_position(
    players: int,
    score: Sequence[Score],
    ready: Sequence[Ready] | None = None,
    **options: Any,
) -> Match:
    """A finished game with the given piles (for scoring tests)."""
    m = position(players, ready=ready or [(0, 0)] * players, score=score, **options)

    def over(data: dict[str, Any]) -> None:
        data["phase"] = "over"
        data["round"] = data["options"]["rounds"]

    return edit(m, over)


def placed_count(match: Match, seat: int) -> int:
    """How many engines or gears ``seat`` has laid this round."""
    return len(match.state_json()["placements"][seat])


def placing(match: Match) -> bool:
    """Whether the current Plan phase still waits for an engine or gear to be laid (a
    placement that leaves no choice is laid by the rules themselves)."""
    return match.state_json()["phase"] == "plan"


def choose_actions(match: Match, actions: Sequence[tuple[str, str]]) -> None:
    """Round one: every seat lays its left engine first, then its right, with the given
    (left, right) actions on top, each when the placing order asks it."""
    for _ in range(2 * match.players):  # round one never forces a placement
        (seat,) = match.to_act()
        engine = "L" if placed_count(match, seat) == 0 else "R"
        match.play(seat, PlaceEngine(engine, actions[seat][engine == "R"]))


def play_gears(match: Match, gears: Mapping[int, tuple[PlaceGear, PlaceGear]]) -> None:
    """Later rounds: every seat lays its two gears (first, second) when asked; seats not named
    lay the 1-gear under the left engine and the 2-gear under the right, without resources."""
    default = (PlaceGear("L", 1), PlaceGear("R", 2))
    assert placing(match), "not in the Plan phase"
    round_now = match.state_json()["round"]
    while placing(match) and match.state_json()["round"] == round_now:
        (seat,) = match.to_act()
        match.play(seat, gears.get(seat, default)[placed_count(match, seat)])


def tops_for(want: tuple[str, str]) -> tuple[str, str]:
    """Engine tops from which the default gears (1 under left, 2 under right, no resources)
    bring ``want`` to the top."""
    left = LEFT_ACTIONS[(LEFT_ACTIONS.index(want[0]) + 1) % 4]
    right = RIGHT_ACTIONS[(RIGHT_ACTIONS.index(want[1]) + 2) % 4]
    return left, right


def at_gear_round(players: int, actions: Sequence[tuple[str, str]], **given: Any) -> Match:
    """A round-two match played through the Plan phase with plain gears to ``actions``; ``given``
    are the piles and options of ``position``."""
    m = position(players, tops=[tops_for(a) for a in actions], round=2, **given)
    play_gears(m, {})
    return m


def round_one(players: int, actions: Sequence[tuple[str, str]], **given: Any) -> Match:
    """Round one played through the Plan phase to ``actions``; ``given`` are the piles and
    options of ``position``."""
    m = position(players, **given)
    choose_actions(m, actions)
    return m


def decide(match: Match, choices: Mapping[int, Move | Sequence[Move]]) -> None:
    """Play the simultaneous decisions of the Execute phase until the round ends.

    ``choices[seat]`` is one move, or a list of moves for successive decisions. A seat asked
    to decide without an answer here fails the test.
    """
    queue = {seat: list(c) if isinstance(c, list | tuple) else [c] for seat, c in choices.items()}
    while match.decision_kind() == "simultaneous":
        for seat in match.to_act():
            assert queue.get(seat), f"seat {seat} must decide {match.legal_moves(seat)}"
            match.play(seat, queue[seat].pop(0))
    left = {seat: moves for seat, moves in queue.items() if moves}
    assert not left, f"choices never asked for: {left}"


def ready(match: Match, seat: int) -> Ready:
    """(soldiers, goods) in a seat's ready pile."""
    pile = match.state_json()["seats"][seat]["ready"]
    return pile["soldier"], pile["good"]


def score(match: Match, seat: int) -> Score:
    """(soldiers, goods, inventions) in a seat's score pile."""
    pile = match.state_json()["seats"][seat]["score"]
    return pile["soldier"], pile["good"], pile["invention"]


def engines(match: Match, seat: int) -> tuple[str, str]:
    """The (left, right) actions on top of a seat's engines."""
    top = match.state_json()["seats"][seat]["top"]
    return top["L"], top["R"]


def keys(events: Iterable[Event]) -> list[str]:
    """The keys of some events, in order."""
    return [e.key for e in events]


def of(events: Iterable[Event], key: str) -> list[dict[str, Any]]:
    """The parameters of the events with ``key``."""
    return [dict(e.params) for e in events if e.key == key]


def round_events(match: Match, number: int, seat: int | None = -1) -> list[Event]:
    """The events of round ``number``: all of them (``seat=-1``), or those ``seat`` may see."""
    events = list(match.rules.events(match.state))
    starts = [i for i, e in enumerate(events) if e.key == "round_started"]
    (begin,) = [i for i in starts if events[i].params["round"] == number]
    end = min([i for i in starts if i > begin] + [len(events)])
    chosen = events[begin:end]
    return chosen if seat == -1 else [e for e in chosen if e.visible_to(seat)]


def piles(m: Match) -> list[tuple[list[int], list[int]]]:
    """Every seat's (ready [soldiers, goods], score [soldiers, goods, inventions])."""
    return [
        ([p["ready"]["soldier"], p["ready"]["good"]], [p["score"][k] for k in KINDS])
        for p in m.view(None)["empires"]
    ]


def account(before: list[tuple[list[int], list[int]]], events: Iterable[Event]) -> None:
    """Apply to ``before`` what each event says happened to the piles; nothing else may move.

    Also checks that an export takes every good in the ready pile."""
    for event in events:
        p = event.params
        seat = p.get("seat")
        match event.key:
            case "placed_gear" if p["boost"] is not None:
                before[seat][0][KINDS.index(p["boost"])] -= 1
            case "armed":
                before[seat][0][0] += 2
            case "produced":
                before[seat][0][1] += 2
            case "invented" | "joint_invention":
                before[seat][1][2] += 1
            case "attacked":
                before[seat][0][0] -= 1
            case "double_attack_short":
                before[seat][0][0] -= p["paid"]
            case "blocked" | "stole_from_stock":
                before[seat][1][0] += 1
            case "blocked_for_teammate":
                before[seat][0][KINDS.index(p["pay"])] -= 1
                before[seat][1][0] += 1
            case "stole":
                before[p["target"]][0][KINDS.index(p["kind"])] -= 1
                before[seat][1][KINDS.index(p["kind"])] += 1
            case "exported" | "shared_export":
                assert p["count"] == before[seat][0][1], "an export takes all goods"
                before[seat][0][1] -= p["count"]
                before[seat][1][1] += p["count"]
            case "salvaged":
                before[seat][1][KINDS.index(p["kind"])] += 1


def random_move(match: Match, rng: SeededRng) -> tuple[int, Any]:
    """A uniformly random (seat, move) among the seats asked to decide."""
    seat = rng.choice(match.to_act())
    return seat, rng.choice(match.legal_moves(seat))


def play_at_random(match: Match, rng: SeededRng, moves: int) -> Match:
    """Play ``moves`` random legal moves (fewer if the game ends first); the match."""
    for _ in range(moves):
        if match.is_over:
            break
        match.play(*random_move(match, rng))
    return match


def play_first(match: Match, *, rounds: int | None = None) -> None:
    """Play the first legal move of the first seat asked, to the end (or for ``rounds`` more
    rounds)."""
    stop = None if rounds is None else match.view(None)["round"] + rounds
    while not match.is_over and match.view(None)["round"] != stop:
        seat = match.to_act()[0]
        match.play(seat, match.legal_moves(seat)[0])


def play_random(match: Match, seed: int, *, check: Callable[[Match], None] | None = None) -> None:
    """Play random legal moves to the end, calling ``check`` after every move."""
    rng = SeededRng(seed)
    while not match.is_over:
        seat, move = random_move(match, rng)
        match.play(seat, move)
        if check is not None:
            check(match)
