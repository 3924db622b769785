"""Development (rulebook 10.1, RULINGS 2): forced, in order, with the discard-pile rule."""

from __future__ import annotations

import pytest

from empires.games.empire_colonial.development import develop
from tests.empire_colonial.helpers import stacks


def test_laura_develops_as_the_ottomans() -> None:
    # Laura: 2 goods, 3 populations, 5 colonies, 2 bonds, playing the Ottomans.
    laura = stacks(good=2, population=3, colony=5, bond=2, gold=4)
    report = develop(laura, "ottomans")
    # 2 luxuries (2 supporters), 1 industry (1 good), 2 protectorates on the 4 colonies left.
    assert report == {
        "luxuries": 2,
        "industries": 1,
        "institutions": 2,
        "idle_populations": 0,
        "bonds_paid": 2,
        "bonds_unpaid": 0,
    }
    # The goods of the luxuries went to the bank; the good from the industry stays (RULINGS 2:
    # it is in the discard pile, not available); 2 populations, 4 bonds and 30 gold came from
    # the protectorates; the 2 bonds she began with cost 2 gold.
    assert laura == stacks(good=1, population=5, colony=5, bond=6, supporter=2, gold=32)


def test_luxuries_come_before_industries() -> None:
    empire = stacks(good=1, population=1, colony=1)
    report = develop(empire, None)
    assert (report["luxuries"], report["industries"]) == (1, 0)
    assert empire == stacks(population=1, colony=1, supporter=1)


def test_goods_from_industries_cannot_make_luxuries_in_the_same_development() -> None:
    empire = stacks(population=3, colony=2)
    report = develop(empire, None)
    assert (report["luxuries"], report["industries"]) == (0, 2)
    assert empire["good"] == 2 and empire["supporter"] == 0
    # The third population found no colony: it is idle and brings a revolt.
    assert empire["revolt"] == 1


def test_every_idle_population_brings_a_revolt() -> None:
    empire = stacks(population=4)
    assert develop(empire, None)["idle_populations"] == 4
    assert empire == stacks(population=4, revolt=4)


def test_unused_bonds_cost_a_gold_each_and_a_revolt_each_when_unpaid() -> None:
    empire = stacks(bond=5, gold=3)
    report = develop(empire, None)
    assert (report["bonds_paid"], report["bonds_unpaid"]) == (3, 2)
    assert empire == stacks(bond=5, gold=0, revolt=2)


def test_gold_from_an_institution_pays_for_bonds_in_the_same_development() -> None:
    empire = stacks(good=2, bond=3)
    develop(empire, "spain")
    assert empire == stacks(good=1, bond=3, gold=12)


def test_cards_used_in_development_come_back_except_what_the_bank_takes() -> None:
    empire = stacks(good=3, population=5, colony=4)
    develop(empire, None)
    # 3 luxuries pay 3 goods; 2 industries make 2 goods; populations and colonies stay.
    assert empire == stacks(good=2, population=5, colony=4, supporter=3)


def test_beginner_empires_build_no_national_institution() -> None:
    empire = stacks(colony=4)
    assert develop(empire, None)["institutions"] == 0
    assert empire == stacks(colony=4)


# -- every nation's institution ----------------------------------------------------------------


#: Each nation's institution: the empire before development, how many it builds, the empire after.
INSTITUTIONS = {
    # Ottoman protectorate: a colony on a colony, for a population, two bonds and 15 gold (the
    # new bonds are in the discard pile, so they cost nothing this time).
    "ottomans": (stacks(colony=3, gold=0), 1, stacks(colony=3, population=1, bond=2, gold=15)),
    # Venetian merchant: a good on a good, for a good and 7 gold.
    "venice": (stacks(good=5), 2, stacks(good=7, gold=14)),
    # Portuguese territory: pays one of its colonies for 3 goods.
    "portugal": (stacks(colony=4), 2, stacks(colony=2, good=6)),
    # Dutch company: a colony on a good, for 3 goods and 10 gold.
    "netherlands": (stacks(good=2, colony=1), 1, stacks(good=5, colony=1, gold=10)),
    # Spanish gold mine: pays one of its goods for 15 gold.
    "spain": (stacks(good=4), 2, stacks(good=2, gold=30)),
    # British commonwealth: pays its good for 2 supporters and 10 gold.
    "britain": (stacks(good=2, colony=3), 2, stacks(colony=3, supporter=2 * 2, gold=20)),
    # Prussian army: pays a population for a colony, a revolt and 8 gold.
    "prussia": (stacks(population=4), 2, stacks(population=2, colony=2, revolt=2, gold=16)),
}


@pytest.mark.parametrize("nation", INSTITUTIONS)
def test_every_nation_builds_its_institution_as_its_card_says(nation: str) -> None:
    before, built, after = INSTITUTIONS[nation]
    empire = dict(before)  # development changes the empire it is given
    assert develop(empire, nation)["institutions"] == built
    assert empire == after


def test_french_cathedral_is_a_population_on_a_population_for_5_gold() -> None:
    empire = stacks(population=5)
    report = develop(empire, "france")
    # Two cathedrals; the fifth population stays idle and brings a revolt.
    assert (report["institutions"], report["idle_populations"]) == (2, 1)
    assert empire == stacks(population=5, gold=10, revolt=1)


def test_institutions_come_after_luxuries_and_industries() -> None:
    # Prussia with 2 goods and 4 populations: 2 luxuries first leave only 2 populations, one army.
    empire = stacks(good=2, population=4)
    report = develop(empire, "prussia")
    assert (report["luxuries"], report["institutions"]) == (2, 1)
    assert empire == stacks(population=3, colony=1, supporter=2, revolt=1, gold=8)
