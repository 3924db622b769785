"""Development: forced, without decisions (RULINGS 2). Luxuries, then industries, then the
national institution, each as often as the cards still available allow; cards used or gained
go to the discard pile and cannot be used again this phase; then unused populations and bonds
are paid for."""

from __future__ import annotations

from typing import Any

from empires.games.empire_colonial.components import NATIONS, RESOURCES


def _use(available: dict[str, int], top: str, base: str) -> int:
    """Stack ``top`` on ``base`` as often as the cards available allow; return how often."""
    count = available[top] // 2 if top == base else min(available[top], available[base])
    available[top] -= count
    available[base] -= count
    return count


def develop(stacks: dict[str, int], nation: str | None) -> dict[str, Any]:
    """Develop one empire in place; return what happened (for the event and the tests)."""
    # ``available`` counts resource cards not yet in the discard pile; ``stacks`` holds
    # everything the player owns, discard pile included.
    available = {kind: stacks[kind] for kind in RESOURCES}

    luxuries = _use(available, "good", "population")
    stacks["good"] -= luxuries  # the good goes back to the bank
    stacks["supporter"] += luxuries

    industries = _use(available, "population", "colony")
    stacks["good"] += industries

    institutions = 0
    if nation is not None:
        card = NATIONS[nation]
        institutions = _use(available, card.top, card.base)
        for kind in card.pays:
            stacks[kind] -= institutions
        for kind, count in card.gains.items():
            stacks[kind] += count * institutions

    idle_populations = available["population"]
    stacks["revolt"] += idle_populations
    bonds = available["bond"]
    bonds_paid = min(bonds, stacks["gold"])
    stacks["gold"] -= bonds_paid
    stacks["revolt"] += bonds - bonds_paid
    return {
        "luxuries": luxuries,
        "industries": industries,
        "institutions": institutions,
        "idle_populations": idle_populations,
        "bonds_paid": bonds_paid,
        "bonds_unpaid": bonds - bonds_paid,
    }
