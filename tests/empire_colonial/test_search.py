"""The generic search bot on Empire: its rollouts stop after a few decisions and the game's
forecast (the heuristic bot's worth of every empire) judges them."""

from __future__ import annotations

from typing import Any

from empires.bots.empire_colonial import HeuristicBot
from empires.bots.ismcts import Forecast, IsmctsBot, SearchSettings
from empires.games.empire_colonial.components import BOND_GOLD, HOLDINGS
from empires.games.empire_colonial.valuation import worth
from empires.kernel.registry import get_game
from tests.empire_colonial.helpers import play_all, position

RULES = get_game("empire-colonial")
ROW = ["population", "colony", "good", "bond", "population", "colony"]
EMPIRES: list[dict[str, int]] = [
    {"gold": 20, "colony": 1, "population": 1},
    {"gold": 12, "good": 2},
    {"gold": 30, "supporter": 2, "revolt": 1},
]


def _worths(match: Any, changed: dict[int, dict[str, int]] | None = None) -> list[float]:
    left = 6 - match.state.round
    stacks = [dict(s) for s in match.state.stacks]
    for seat, change in (changed or {}).items():
        for kind, count in change.items():
            stacks[seat][kind] += count
    return [worth(tuple(s[k] for k in HOLDINGS), None, left) for s in stacks]


def test_the_forecast_is_every_empires_worth_outside_bidding() -> None:
    match = position(EMPIRES, phase="commerce", round=2, row=ROW, trading=False)
    assert RULES.forecast(match.state) == _worths(match)


def test_while_bidding_the_card_goes_to_the_winning_bid_paid() -> None:
    match = position(EMPIRES, phase="bid", round=2, row=ROW, trading=False)
    card = match.state.current_card()
    assert card == "population"
    play_all(
        match, {0: {"type": "raise", "to": 5}, 1: {"type": "raise", "to": 2}, 2: {"type": "stand"}}
    )
    assert RULES.forecast(match.state) == _worths(match, {0: {"gold": -5, card: 1}})


def test_a_bond_brings_its_gold_and_tied_bids_win_nothing() -> None:
    # Round 1: the shortage card covers the first card, so the bond is auctioned first.
    row = ["colony", "bond", "good", "population", "population", "colony"]
    match = position(EMPIRES, phase="bid", round=1, row=row, trading=False)
    assert match.state.current_card() == "bond"
    play_all(
        match, {0: {"type": "raise", "to": 2}, 1: {"type": "raise", "to": 1}, 2: {"type": "stand"}}
    )
    won = {0: {"gold": BOND_GOLD - 2, "bond": 1}}
    assert RULES.forecast(match.state) == _worths(match, won)
    play_all(match, {1: {"type": "raise", "to": 2}, 0: {"type": "stand"}, 2: {"type": "stand"}})
    assert match.state.bids[:2] == [2, 2]
    # Seats 0 and 1 tie at 2 and seat 2 holds 0, untied: the bid of 0 would win it.
    assert RULES.forecast(match.state) == _worths(match, {2: {"gold": BOND_GOLD, "bond": 1}})


def test_a_search_with_the_forecast_cut_plays_a_legal_move_reproducibly() -> None:
    settings = SearchSettings(
        iterations_per_move=1, forecast=Forecast(depth=4, iterations_per_move=2)
    )
    match = position(EMPIRES, phase="bid", round=2, row=ROW, trading=False)
    seat = match.to_act()[0]
    view, legal = match.view(seat), match.legal_moves(seat)
    first = IsmctsBot(RULES, 7, settings)
    move = first.choose(view, legal)
    # The search tries a few raises (1, 2, 5, 10, 20 above the bid and all-in), not all 20.
    searched = RULES.search_moves(legal)
    assert len(legal) == 22 and len(searched) == 7
    assert move in legal and first.iterations_done == 2 * len(searched)
    assert IsmctsBot(RULES, 7, settings).choose(view, legal) == move


def test_after_a_clash_searches_keep_the_claiming_rule_and_never_clash_forever() -> None:
    """Searches whose first selections clash: each then plays the heuristic bot's rule
    (who keeps the contested nation, who moves), so the next selections all differ. Before,
    each search found that clashing once more made it the keeper, and two of them clashed
    forever (game 1 of a 2-player pilot, thousands of selections)."""
    for seed in range(4):
        state = RULES.new_state(3, RULES.info.options.resolve(3, {}), seed)
        first = RULES.legal_moves(state, 0)[0]
        for seat in RULES.to_act(state):
            RULES.apply(state, seat, first)  # everyone selects the same nation
        assert state.last_clash is not None and state.phase == "claim"
        settings = SearchSettings(iterations_per_move=1, forecast=Forecast(4, 36))
        for seat in RULES.to_act(state):
            view, legal = RULES.view(state, seat), RULES.legal_moves(state, seat)
            bot = IsmctsBot(RULES, seed * 10 + seat, settings)
            expected = HeuristicBot(IsmctsBot(RULES, seed * 10 + seat, settings).rng.next_u64())
            move = bot.choose(view, legal)
            assert move == expected.choose(view, legal)
            assert bot.iterations_done == 0  # no search where the rule decides
            RULES.apply(state, seat, move)
        assert state.phase != "claim", "the second selections differ"
