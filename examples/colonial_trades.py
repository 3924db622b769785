"""How often bots trade in Empire (colonial), and whether trading well pays (docs/strength.md).

Offers made and trades accepted per game over seeded games of a line-up (both protocols: the
windows' one-card offers and, with ``--option trade_when=anytime``, bundle offers made at any
time as optional moves, asked of the bots as the arena asks them: each bot once before each
decision of the game, in seat order). With ``--versus A,B`` the games seat two bots of each
kind in every seating in turn (AABB, ABAB, ...: game ``i`` takes seating ``i`` mod 6) and
report each kind's share of games won (sole or shared first) with its 95% Wilson interval,
and the processor time per decision of each kind (its optional moves included) with its
longest single answer. Bots are seeded as the arena seeds them (``bot_seed``).

    .venv/bin/python examples/colonial_trades.py --bots heuristic,heuristic,heuristic,heuristic \
        --games 200 --option trade_when=anytime
    .venv/bin/python examples/colonial_trades.py --versus heuristic,heuristic-onecard \
        --games 1000 --option trade_when=anytime
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import permutations
from typing import Any

from empires import new_match
from empires.arena.stats import wilson_interval
from empires.bots.catalog import make_bot
from empires.bots.play import bot_seed
from empires.kernel.option_text import parse_options
from empires.kernel.optional import machine_options
from empires.kernel.registry import get_game

GAME = "empire-colonial"


@dataclass
class Tally:
    """What a series of games gave: trades, wins and thinking time by bot kind."""

    games: int = 0
    offers: list[int] = field(default_factory=list)
    trades: list[int] = field(default_factory=list)
    wins: dict[str, int] = field(default_factory=dict)
    support: dict[str, list[int]] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    decisions: dict[str, int] = field(default_factory=dict)
    #: The longest single answer (a decision or an optional move asked for), by kind.
    longest: dict[str, float] = field(default_factory=dict)

    def note(self, kind: str, seconds: float, decision: bool) -> None:
        self.seconds[kind] = self.seconds.get(kind, 0.0) + seconds
        self.decisions[kind] = self.decisions.get(kind, 0) + decision
        self.longest[kind] = max(self.longest.get(kind, 0.0), seconds)


def play(lineup: Sequence[str], options: Mapping[str, Any], seed: int, tally: Tally) -> None:
    """One seeded game of ``lineup`` (bots seeded as the arena seeds them), noted in ``tally``."""
    rules = get_game(GAME)
    match = new_match(GAME, len(lineup), machine_options(rules, options), seed)
    bots = {seat: make_bot(rules, kind, bot_seed(seed, seat)) for seat, kind in enumerate(lineup)}
    while not match.is_over:
        # As ``bot_optional_moves`` asks them (each bot once, in seat order), timed one by one.
        for seat, bot in bots.items():
            offered = match.optional_moves(seat)
            if offered:
                view = match.view(seat)
                started = time.process_time()
                optional = bot.choose_optional(view, offered)
                tally.note(lineup[seat], time.process_time() - started, False)
                if optional is not None:
                    match.play(seat, optional)
        seat = match.to_act()[0]
        view, legal = match.view(seat), match.legal_moves(seat)
        started = time.process_time()
        move = bots[seat].choose(view, legal)
        tally.note(lineup[seat], time.process_time() - started, True)
        match.play(seat, move)
    events = match.events(None)
    offers = [e for e in events if e.key in ("offer_answered", "bundle_offered")]
    traded = [e for e in events if e.key == "bundle_traded"]
    traded += [e for e in events if e.key == "offer_answered" and e.params["accepted"]]
    tally.games += 1
    tally.offers.append(len(offers))
    tally.trades.append(len(traded))
    winners, scores = match.winners(), match.scores()
    for kind in set(lineup):
        tally.wins[kind] = tally.wins.get(kind, 0) + any(lineup[s] == kind for s in winners)
    for seat, kind in enumerate(lineup):
        tally.support.setdefault(kind, []).append(scores[seat])


def seatings(first: str, second: str, players: int = 4) -> list[tuple[str, ...]]:
    """Every seating of half the players of each kind (6 at 4 players), in a fixed order."""
    half = (first,) * (players // 2) + (second,) * (players - players // 2)
    return sorted(set(permutations(half)))


def report(tally: Tally, kinds: Sequence[str]) -> str:
    """The tally as lines of text."""
    games = tally.games
    lines = [
        f"{games} games: {sum(tally.offers) / games:.2f} offers and "
        f"{sum(tally.trades) / games:.2f} accepted trades per game (most in a game: "
        f"{max(tally.trades)})"
    ]
    for kind in dict.fromkeys(kinds):
        wins = tally.wins[kind]
        low, high = wilson_interval(wins, games)
        support = tally.support[kind]
        ms = 1000 * tally.seconds[kind] / tally.decisions[kind]
        lines.append(
            f"{kind}: first (sole or shared) in {wins} games, {100 * wins / games:.1f}% "
            f"(95% interval {100 * low:.1f}%-{100 * high:.1f}%), mean support "
            f"{sum(support) / len(support):.2f}, {ms:.2f} ms per decision (its optional "
            f"moves included; the longest answer {1000 * tally.longest[kind]:.1f} ms)"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="heuristic,heuristic,heuristic,heuristic")
    parser.add_argument("--versus", default=None, metavar="A,B", help="two of each, all seatings")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--every", type=int, default=0, help="also report after every N games")
    args = parser.parse_args()
    options = parse_options(args.option)
    tally = Tally()
    if args.versus:
        first, second = args.versus.split(",")
        lineups = seatings(first, second)
        kinds: Sequence[str] = (first, second)
    else:
        lineups = [tuple(args.bots.split(","))]
        kinds = lineups[0]
    for game in range(args.games):
        play(lineups[game % len(lineups)], options, args.seed + game, tally)
        if args.every and (game + 1) % args.every == 0 and game + 1 < args.games:
            print(report(tally, kinds), flush=True)
    print(report(tally, kinds))


if __name__ == "__main__":
    main()
