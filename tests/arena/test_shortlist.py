"""The search's shortlist (``SearchSettings.shortlist``): a heuristic bot ranks the moves by the
values it chooses by (``Bot.rank``), and a search with a shortlist tries at its root only the
policy's few best moves, the same for a seed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from empires.bots import empire_planners, empire_v85
from empires.bots.empire_v85 import Board
from empires.bots.ismcts import DecisionSearch, IsmctsBot, SearchSettings
from empires.bots.own import own_bots
from empires.bots.ties import EXACT
from empires.games.empire_v85.moves import PlaceTile, PlaceWorker
from empires.kernel.game import Rules
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng


def _positions(game: str, seed: int, every: int = 1) -> Iterator[tuple[Any, Any, int]]:
    """(state, view, seat) at every ``every``-th decision with a choice of a 2-player game of
    heuristic bots."""
    rules = get_game(game)
    state = rules.new_state(2, rules.info.options.resolve(2, {}), seed)
    bots = [own_bots(rules)["heuristic"](seed + s) for s in range(2)]
    count = 0
    while seats := rules.to_act(state):
        seat = seats[0]
        legal = rules.legal_moves(state, seat)
        view = rules.view(state, seat)
        if len(legal) > 1:
            count += 1
            if count % every == 0:
                yield state, view, seat
        rules.apply(state, seat, bots[seat].choose(view, legal))


def _v85_value(view: Any, move: Any) -> float:
    board = Board(view)
    bot = empire_v85.HeuristicBot
    if isinstance(move, PlaceTile):
        return bot._tile_value(board, move)
    return bot._worker_value(view, board, move)


def test_empire_v85_ranks_every_move_by_the_value_it_chooses_by() -> None:
    rules = get_game("empire-v85")
    checked = 0
    for state, view, seat in _positions("empire-v85", 3):
        legal = rules.legal_moves(state, seat)
        ranked = empire_v85.HeuristicBot(1).rank(view, legal)
        assert sorted(map(repr, ranked)) == sorted(map(repr, legal))  # every move, once
        if isinstance(legal[0], PlaceTile | PlaceWorker):
            values = [_v85_value(view, m) for m in ranked]
            assert values == sorted(values, reverse=True)
            chosen = empire_v85.HeuristicBot(1, near=EXACT).choose(view, legal)
            assert _v85_value(view, chosen) == values[0]
            checked += 1
    assert checked >= 20


def test_empire_planners_ranks_the_moves_it_judges_by_their_margins() -> None:
    rules = get_game("empire-planners")
    checked = 0
    for state, view, seat in _positions("empire-planners", 4, every=3):
        legal = rules.legal_moves(state, seat)
        scores = empire_planners.HeuristicBot(8)._scores(view, legal)
        ranked = empire_planners.HeuristicBot(8).rank(view, legal)
        assert set(ranked) == set(scores) and set(ranked) <= set(legal)
        margins = [scores[m] for m in ranked]
        assert margins == sorted(margins, reverse=True)
        chosen = empire_planners.HeuristicBot(8, near=EXACT).choose(view, legal)
        assert scores[chosen] == pytest.approx(margins[0], abs=EXACT)  # among exact ties
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("root", ["ucb", "halving"])
@pytest.mark.parametrize("game", ["empire-v85", "empire-planners"])
def test_a_shortlisted_search_tries_only_the_policys_best_moves(game: str, root: str) -> None:
    rules: Rules[Any, Any] = get_game(game)
    settings = SearchSettings(
        iterations_per_move=2, rollout_depth=4, shortlist=2, root=root, forecast=None
    )
    wide = 0
    for state, view, seat in _positions(game, 5, every=4):
        legal = rules.legal_moves(state, seat)
        if len(legal) < 4:
            continue
        wide += 1
        seed = 17
        # The search's ranking bot is the policy seeded by the search's first draw.
        ranked = own_bots(rules)["heuristic"](SeededRng(seed).next_u64()).rank(view, legal)
        stats = DecisionSearch(rules, view, settings, seed).search(legal)
        tried = {s.move for s in stats}
        # The two best by the ranking, and at most one more: the policy's own choice, which
        # may differ where it draws among near ties.
        assert len(tried - set(ranked[:2])) <= 1
        assert len(tried) <= 3 < len(legal)
        chosen = IsmctsBot(rules, 3, settings).choose(view, legal)
        assert chosen in legal
        assert IsmctsBot(rules, 3, settings).choose(view, legal) == chosen  # seeded
        if wide >= 6:
            break
    assert wide >= 3
