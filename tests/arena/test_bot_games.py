"""Bots' games kept move for move: seeded games of each game's bots, stored as a digest of
every move made and the final scores (``bot_games.toml``). A change meant to make the rules or
the bots faster must leave every digest as it is; a change meant to make a bot play otherwise
changes its digests, and regenerating them shows which:

    .venv/bin/python -c "from tests.arena.test_bot_games import regenerate; regenerate()"
"""

from __future__ import annotations

import hashlib
import tomllib
from pathlib import Path

import pytest

from empires.bots.catalog import make_bot
from empires.bots.play import bot_seed
from empires.kernel.optional import machine_options
from empires.kernel.registry import get_game

FILE = Path(__file__).with_name("bot_games.toml")

#: game, line-up, seed: the heuristic bots through a whole game, and the search at its
#: lowest level (whose rollouts are the heuristic bots), at the smallest table of each game.
GAMES = [
    (game, lineup, seed)
    for game in ("empire-engine", "empire-colonial", "empire-planners", "empire-v85")
    for lineup, seed in ((("heuristic", "heuristic"), 3), (("ismcts-easy", "heuristic"), 5))
]


def digest(game: str, lineup: tuple[str, ...], seed: int) -> str:
    """A digest of every move of the seeded game and its final scores."""
    rules = get_game(game)
    players = len(lineup)
    bots = [make_bot(rules, kind, bot_seed(seed, s)) for s, kind in enumerate(lineup)]
    options = rules.info.options.resolve(players, machine_options(rules, {}))
    state = rules.new_state(players, options, seed)
    made = hashlib.sha256()
    while seats := rules.to_act(state):
        seat = seats[0]
        move = bots[seat].choose(rules.view(state, seat), rules.legal_moves(state, seat))
        made.update(f"{seat}:{move!r};".encode())
        rules.apply(state, seat, move)
    made.update(repr(rules.scores(state)).encode())
    return made.hexdigest()[:20]


def _name(game: str, lineup: tuple[str, ...], seed: int) -> str:
    return f"{game} {','.join(lineup)} seed {seed}"


def regenerate() -> None:
    """Write every digest anew (after a deliberate change of a bot or a rule)."""
    lines = [
        "# Digests of seeded bot games: tests/arena/test_bot_games.py says how to remake them."
    ]
    lines += [f'"{_name(*spec)}" = "{digest(*spec)}"' for spec in GAMES]
    FILE.write_text("\n".join(lines) + "\n")


@pytest.mark.parametrize(("game", "lineup", "seed"), GAMES, ids=[_name(*g) for g in GAMES])
def test_the_bots_play_their_stored_games_move_for_move(
    game: str, lineup: tuple[str, ...], seed: int
) -> None:
    stored = tomllib.loads(FILE.read_text())
    assert digest(game, lineup, seed) == stored[_name(game, lineup, seed)]
