"""Who lays the gold that raises a building's next price (RULINGS 3, the option ``build_gold``):
by default the builder, who pays it; as an option the bank, as before the ruling. Games stored
before the option existed were played with the bank's gold and replay so."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from empires import GameRecord, Match, replay
from empires.games.empire_v85.state import V85State
from empires.kernel.errors import IllegalMove
from tests.empire_v85.table import (
    CITY,
    all_events,
    developed,
    goods,
    holdings,
    of,
    place_workers,
    placing,
    worker,
)
from tests.empire_v85.test_golden import GOLDEN
from tests.positions import assert_refused_naming

OLD_RECORD = Path(__file__).parent / "legacy" / "2p-before-build-gold.json"
RICH = goods(food=5, wood=5, gold=5, stone=5)


def _granary_with_gold(holding: dict[str, int], build_gold: str = "builder") -> Match:
    """Seat 0 placing on a developed field, the Granary (printed cost 2 wood) carrying 2 gold."""
    return placing(
        tiles={(1, 0): developed("field")},
        holding=[holding, RICH, RICH],
        workers=[1, 1, 1],
        city=CITY,
        city_gold={"granary": 2},
        build_gold=build_gold,
    )


def _build_granary(m: Match) -> None:
    """Seat 0 builds the Granary on the field; the others take food at the Town Center."""
    place_workers(
        m,
        [
            (0, worker(1, 0, build="granary")),
            (1, worker(0, 0, take="food")),
            (2, worker(0, 0, take="food")),
        ],
    )


def _card(m: Match, building: str) -> dict[str, Any]:
    (card,) = [c for c in m.view(None)["city"] if c["building"] == building]
    return dict(card)


def _choice_cost(m: Match, seat: int, building: str) -> str | None:
    """The price the choice of building ``building`` on the field shows ``seat``."""
    view = m.view(seat)
    (move,) = [mv for mv in m.legal_moves(seat) if getattr(mv, "build", None) == building]
    return m.rules.describe_choice(view, move, "en", ["A", "B", "C"]).cost


def test_a_build_costs_the_card_plus_the_gold_on_the_card_plus_the_one_gold_laid() -> None:
    m = _granary_with_gold(RICH)
    assert _card(m, "granary")["price"] == {"wood": 2, "gold": 3}
    assert _choice_cost(m, 0, "granary") == "2 wood, 3 gold"
    _build_granary(m)
    (built,) = of(all_events(m), "built")
    assert built["paid"] == {"wood": 2, "gold": 3}
    # The Granary's bonus (2 food) comes this turn: the worker stands on it.
    assert holdings(m, 0) == goods(food=7, wood=3, gold=2, stone=5)


def test_a_house_costs_its_card_the_gold_on_the_home_base_and_the_one_gold_laid() -> None:
    m = placing(tiles={(1, 0): developed("field")}, holding=[RICH] * 3, houses=[2, 0, 0])
    house_prices = [e["house_price"] for e in m.view(None)["empires"]]
    assert house_prices == [{"wood": 1, "gold": 3}, {"wood": 1, "gold": 1}, {"wood": 1, "gold": 1}]
    assert _choice_cost(m, 0, "house") == "1 wood, 3 gold"


def test_a_player_without_that_gold_cannot_build() -> None:
    # 2 wood and the 2 gold on the card, but not the one gold to lay there.
    m = _granary_with_gold(goods(wood=2, gold=2))
    assert worker(1, 0, build="granary") not in m.legal_moves(0)
    before = m.state_json()
    with pytest.raises(IllegalMove) as refused:
        m.play(0, worker(1, 0, build="granary"))
    assert refused.value.rule == "building-cost"
    assert m.state_json() == before
    # With that gold, the build is offered.
    assert worker(1, 0, build="granary") in _granary_with_gold(goods(wood=2, gold=3)).legal_moves(0)


def test_the_gold_already_on_the_card_stays_there() -> None:
    m = _granary_with_gold(RICH)
    others = [holdings(m, seat)["gold"] for seat in (1, 2)]
    _build_granary(m)
    # The 2 gold matched stay on the card and the builder's gold joins them: 3 for the next
    # builder to match; the cost paid in resources went to the bank, not to another player.
    assert _card(m, "granary")["gold"] == 3
    assert _card(m, "granary")["price"] == {"wood": 2, "gold": 4}
    assert [holdings(m, seat)["gold"] for seat in (1, 2)] == others


def test_the_bank_reading_as_an_option_gives_todays_costs() -> None:
    m = _granary_with_gold(goods(wood=2, gold=2), build_gold="bank")
    assert _card(m, "granary")["price"] == {"wood": 2, "gold": 2}
    assert _choice_cost(m, 0, "granary") == "2 wood, 2 gold"
    _build_granary(m)
    (built,) = of(all_events(m), "built")
    assert built["paid"] == {"wood": 2, "gold": 2}
    assert holdings(m, 0) == goods(food=2)
    assert _card(m, "granary")["gold"] == 3  # the bank laid the third gold
    houses = placing(holding=[RICH] * 3, houses=[2, 0, 0], build_gold="bank").view(None)
    prices = [e["house_price"] for e in houses["empires"]]
    assert prices == [{"wood": 1, "gold": 2}, {"wood": 1}, {"wood": 1}]


def test_a_record_stored_before_the_option_replays_with_the_banks_gold() -> None:
    old = json.loads(OLD_RECORD.read_text(encoding="utf-8"))
    assert "build_gold" not in old["record"]["options"]
    match = replay(GameRecord.from_json(old["record"]))
    assert match.options["build_gold"] == "bank"
    assert match.state_json() == V85State.upgrade(old["final_state"])
    assert (match.scores(), match.winners()) == (old["scores"], old["winners"])
    # The same game asked for with the bank's gold now is the same game, move for move.
    bank = GOLDEN.load("2p-bank")
    assert bank["record"]["moves"] == old["record"]["moves"]
    assert bank["final_state"] == match.state_json()


def test_a_position_stored_before_the_option_reads_with_the_banks_gold() -> None:
    data = _granary_with_gold(RICH, build_gold="bank").state_json()
    del data["options"]["build_gold"]
    data["version"] = 1
    match = Match.from_position("empire-v85", data)
    assert match.options["build_gold"] == "bank"
    assert _card(match, "granary")["price"] == {"wood": 2, "gold": 2}
    assert match.state_json()["version"] == V85State.VERSION == 2


def test_a_new_game_asked_for_without_the_option_has_the_builders_gold() -> None:
    record = _granary_with_gold(RICH).record().to_json()
    assert record["options"]["build_gold"] == "builder"
    assert replay(GameRecord.from_json(record)).options["build_gold"] == "builder"


def test_a_version_1_position_without_options_is_refused_by_name() -> None:
    data = _granary_with_gold(RICH).state_json()
    data["version"], data["options"] = 1, ["build_gold"]
    assert_refused_naming(lambda: Match.from_position("empire-v85", data), ["options"])
