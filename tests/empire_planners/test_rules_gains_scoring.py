"""Phase 3, Gains; Capital above $50; and the end: every scoring rule, the Leisure majority,
the pollution penalty and the tie-breaks."""

from __future__ import annotations

from typing import Any

from empires import Match
from empires.games.empire_planners.moves import PASS, Claim
from tests.empire_planners.helpers import at_actions, edit, give, of, own_card, slot


def _finish_round(m: Match) -> None:
    """Claim the remaining icons without using them (Pass where an action offers a choice)."""
    start = m.state_json()["round"]
    while m.state_json()["round"] == start and not m.is_over:
        (seat,) = m.to_act()
        legal = m.legal_moves(seat)
        m.play(seat, PASS if PASS in legal else legal[0])


def _last_round(**state: Any) -> Match:
    """The Actions phase of round 15 with cards whose icons do nothing here (moves, trains)."""
    return at_actions((1, 3), round=15, **state)


def test_gains_pay_each_building_its_income() -> None:
    # Residential $2, Commercial $1, Mixed $2, Industrial $1; Leisure, Station, Town Hall nothing.
    sites = [(3, 5, 1), (1, 2, 1), (3, 3, 1), (1, 4, 1), (1, 3, 1), (1, 6, 1), (2, 3, 1)]
    m = edit(at_actions((1, 3)), lambda d: give(d, 0, *sites))
    _finish_round(m)
    assert of(m, "gains")[0] == {"seat": 0, "capital": 2 + 1 + 2 + 1}
    assert m.state_json()["capital"][0] == 26


def test_capital_above_fifty_takes_an_extra_cube() -> None:
    m = edit(at_actions((1, 3)), lambda d: (give(d, 0, (3, 5, 1)), d.update(capital=[49, 20])))
    cubes = m.view(None)["empire"][0]["free_cubes"]
    _finish_round(m)
    assert m.state_json()["capital"][0] == 51
    assert m.view(None)["empire"][0]["free_cubes"] == cubes - 1


def test_capital_cube_comes_off_a_train_when_the_supply_has_none() -> None:
    def riding(data: dict[str, Any]) -> None:
        give(data, 0, (3, 5, 1))
        data["capital"] = [49, 20]
        # Five spare cubes, all riding on seat 1's trains.
        data["card_owner"] = [1, 1, 1, 1, 1, 0, 1]
        data["market"] = []
        data["trains"] = [[0, 3, 1], [0, 3, 1], [0, 3, 1], [0, 3, 1], [0, 3, 1], None, None]

    m = edit(at_actions((2, 7)), riding)  # cards that move no train
    assert m.view(None)["empire"][0]["free_cubes"] == 0
    _finish_round(m)
    state = m.state_json()
    assert state["capital"][0] == 51
    assert state["trains"][0] == [0, 2, 0]
    assert of(m, "cube_off_train")[0]["seat"] == 0


def test_final_scoring_of_every_building_type() -> None:
    sites = [
        (3, 5, 3),  # Residential: double its value, 6
        (1, 2, 4),  # Commercial: its value, 4
        (3, 3, 1),  # Mixed Development: 3
        (1, 6, 2),  # Parking/Train Station: its value, 2
        (2, 3, 1),  # Town Hall: its value, 1
        (1, 4, 3),  # Industrial Factory: its value, 3
        (1, 3, 4),  # Leisure with the majority: double, 8
    ]
    m = _last_round(profit=[10, 10])
    m = edit(m, lambda d: give(d, 0, *sites))
    _finish_round(m)
    assert m.is_over
    (mine, _) = m.score_breakdown()
    assert mine["buildings"] == {
        "residential": 6,
        "commercial": 4,
        "mixed": 3,
        "station": 2,
        "townhall": 1,
        "industrial": 3,
        "leisure": 8,
    }
    assert m.scores()[0] == 10 + 27


def test_leisure_majority_scores_double_and_a_tie_scores_nothing() -> None:
    m = _last_round(profit=[0, 0])
    m = edit(m, lambda d: (give(d, 0, (1, 3, 3), (2, 4, 2)), give(d, 1, (3, 1, 5))))
    _finish_round(m)
    assert [b["buildings"]["leisure"] for b in m.score_breakdown()] == [10, 0]
    tie = _last_round(profit=[0, 0])
    tie = edit(tie, lambda d: (give(d, 0, (1, 3, 3)), give(d, 1, (3, 1, 5))))
    _finish_round(tie)
    assert [b["buildings"]["leisure"] for b in tie.score_breakdown()] == [0, 0]


def _factories(data: dict[str, Any], mine: int, yours: int) -> None:
    data["card_owner"] = [None] * 7
    data["market"] = list(range(7))
    for card in range(mine):
        own_card(data, 0, card)
    for card in range(mine, mine + yours):
        own_card(data, 1, card)


def test_pollution_penalty_for_more_and_fewer_factories() -> None:
    m = _last_round(profit=[20, 20], pollution=7)
    m = edit(m, lambda d: _factories(d, 3, 1))
    _finish_round(m)
    assert [b["pollution"] for b in m.score_breakdown()] == [-7, -3]
    assert m.scores() == [13, 17]


def test_no_pollution_penalty_when_factories_are_tied() -> None:
    m = _last_round(profit=[20, 20], pollution=9)
    m = edit(m, lambda d: _factories(d, 2, 2))
    _finish_round(m)
    assert [b["pollution"] for b in m.score_breakdown()] == [0, 0]


def test_ties_are_broken_by_capital_then_by_factories() -> None:
    m = _last_round(profit=[20, 20], capital=[5, 9])
    _finish_round(m)
    assert m.winners() == [1]
    m = _last_round(profit=[20, 20], capital=[5, 5])
    m = edit(m, lambda d: _factories(d, 2, 1))
    _finish_round(m)
    assert m.winners() == [0]
    m = _last_round(profit=[20, 20], capital=[5, 5])
    m = edit(m, lambda d: _factories(d, 1, 1))
    _finish_round(m)
    assert m.winners() == [0, 1]


def test_capital_goods_and_unfinished_trains_score_nothing() -> None:
    def rich(data: dict[str, Any]) -> None:
        _factories(data, 1, 1)
        data["goods"][0] = 3
        data["trains"][0] = [1, 5, 0]
        data["capital"] = [40, 0]

    m = edit(_last_round(profit=[12, 12]), rich)
    _finish_round(m)
    assert m.scores() == [12, 12]
    assert m.winners() == [0]  # Capital breaks the tie


def test_the_game_ends_after_fifteen_rounds() -> None:
    m = _last_round()
    m.play(0, Claim(slot(m, "move_one")))
    assert not m.is_over
    _finish_round(m)
    assert m.is_over and m.state_json()["round"] == 15
    assert m.to_act() == ()
