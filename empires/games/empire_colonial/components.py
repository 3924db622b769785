"""The components of Empire: card kinds, the auction row and the nations, read from
``data/nations.toml``."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources

#: The four resource kinds, then the two support kinds; gold is a plain number (RULINGS 2).
RESOURCES = ("good", "population", "colony", "bond")
SUPPORT = ("supporter", "revolt")
CARDS = RESOURCES + SUPPORT
#: What a player's stacks hold, in the order every view and record lists them.
HOLDINGS = (*CARDS, "gold")

ROUNDS = 6
ROW_LENGTH = 6
#: The six auction cards shuffled into the row, per version (rulebook section 8).
ROW_CARDS: Mapping[str, tuple[str, ...]] = {
    "beginner": ("good", "good", "population", "population", "colony", "colony"),
    "standard": ("good", "population", "population", "colony", "colony", "bond"),
}
#: Gold a player takes from the bank with a bond won at auction.
BOND_GOLD = 10
#: The price rule of commerce: 10 minus the goods sold by everybody, never below 0.
PRICE_BASE = 10
MAX_SALE = 7


@dataclass(frozen=True)
class Nation:
    """A nation card: its number, starting cards and national institution."""

    number: int
    institution: str
    start: Mapping[str, int]
    top: str
    base: str
    pays: tuple[str, ...]
    gains: Mapping[str, int]


def _load() -> tuple[dict[str, int], dict[str, Nation]]:
    text = resources.files(__package__).joinpath("data/nations.toml").read_text(encoding="utf-8")
    data = tomllib.loads(text)
    beginner: dict[str, int] = data["beginner"]["start"]
    nations = {}
    for name, entry in data["nations"].items():
        nation = Nation(**{**entry, "pays": tuple(entry["pays"])})
        for kind in (*nation.start, *nation.gains):
            if kind not in HOLDINGS:
                raise ValueError(f"nation {name}: unknown card kind {kind!r}")
        for kind in (nation.top, nation.base, *nation.pays):
            if kind not in RESOURCES:
                raise ValueError(f"nation {name}: {kind!r} is not a resource")
        nations[name] = nation
    if sorted(n.number for n in nations.values()) != list(range(len(nations))):
        raise ValueError("nation numbers must be 0 .. 7, each once")
    return beginner, nations


BEGINNER_START, NATIONS = _load()
#: Nation names by their number (the selection card that claims them).
BY_NUMBER = {nation.number: name for name, nation in NATIONS.items()}

#: The most offers one player may have open at once, whatever the options say (trading at
#: any time; the option ``open_offers`` sets a lower ceiling).
MAX_OPEN_OFFERS = 20
