"""Every bot kind a table offers, in every game, chooses from the seat's view alone: in two
states that look the same to the seat (the second drawn by the game from that view, so its
hidden cards, tiles or plans differ), a bot of the same kind and seed makes the same choice,
and answers the same to the moves it may make at any time (issue 20). OpenSpiel's IS-MCTS is
checked the same way in tests/envs/test_openspiel_ismcts.py."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from empires.bots.catalog import bot_names, make_bot
from empires.kernel.game import Rules
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng

#: (game, players, options): each game at its smallest table, and the larger tables whose
#: views hide more (teams in Empire Engine, four bidders in the colonial game).
CONFIGURATIONS: list[tuple[str, int, dict[str, Any]]] = [
    ("empire-engine", 2, {}),
    ("empire-engine", 4, {"teams": True, "defend_teammate": True}),
    ("empire-v85", 3, {}),
    ("empire-colonial", 2, {}),
    ("empire-colonial", 4, {}),
    ("empire-planners", 2, {}),
]
IDS = [f"{game}-{players}p" for game, players, _ in CONFIGURATIONS]
#: Positions with something hidden compared per configuration (spread over the game), and
#: the gap between the positions looked at.
PAIRS, EVERY = 3, 7


def _look_alike(
    rules: Rules[Any, Any], players: int, options: dict[str, Any]
) -> Iterator[tuple[Any, Any, int]]:
    """Positions of a game of random moves where a seat with a choice sees a state that the
    game can draw differently from its view: (the state, a look-alike, the seat)."""
    state = rules.new_state(players, rules.info.options.resolve(players, options), 5)
    moves, number = random.Random(5), 0
    while seats := rules.to_act(state):
        seat = moves.choice(seats)
        legal = rules.legal_moves(state, seat)
        if number % EVERY == 0 and len(legal) > 1:
            view = rules.view(state, seat)
            other = rules.sample_state(view, SeededRng(number))
            differs = rules.state_to_json(other) != rules.state_to_json(state)
            if differs and rules.view(other, seat) == view:
                yield rules.copy_state(state), other, seat
        rules.apply(state, seat, moves.choice(legal))
        number += 1


@pytest.mark.parametrize(("game", "players", "options"), CONFIGURATIONS, ids=IDS)
def test_every_bot_kind_chooses_the_same_in_states_that_look_the_same(
    game: str, players: int, options: dict[str, Any]
) -> None:
    rules = get_game(game)
    kinds = bot_names(rules)
    found = list(_look_alike(rules, players, options))
    assert len(found) >= PAIRS, f"fewer than {PAIRS} positions with something hidden from the seat"
    # The first, the last and one halfway: claims, bids and plans early, and the endgame.
    for first, second, seat in (found[0], found[len(found) // 2], found[-1]):
        legal = rules.legal_moves(first, seat)
        assert list(legal) == list(rules.legal_moves(second, seat))
        optional = rules.optional_moves(first, seat)
        assert list(optional) == list(rules.optional_moves(second, seat))
        for kind in kinds:
            bots = [make_bot(rules, kind, 11) for _ in range(2)]
            views = [rules.view(first, seat), rules.view(second, seat)]
            choices = [bot.choose(view, legal) for bot, view in zip(bots, views, strict=True)]
            assert choices[0] == choices[1], f"{kind} chose differently at {seat=}"
            if optional:
                bots = [make_bot(rules, kind, 11) for _ in range(2)]
                answers = [
                    bot.choose_optional(view, optional)
                    for bot, view in zip(bots, views, strict=True)
                ]
                assert answers[0] == answers[1], f"{kind} answered differently at {seat=}"
