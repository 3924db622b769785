"""Word templates: numbers in the language's form, plurals that agree, choices in JSON."""

from __future__ import annotations

from empires.kernel.choices import Choice
from empires.kernel.events import Catalog
from empires.kernel.words import fill, number, plural


def test_one_takes_the_singular_form_and_every_other_count_the_plural() -> None:
    assert plural(1, "# cube|# cubes", "en") == "1 cube"
    assert plural(0, "# cube|# cubes", "en") == "0 cubes"
    assert plural(2, "# good|# goods", "en") == "2 goods"
    assert plural(-1, "# point|# points", "en") == "-1 point"
    assert fill("{n:# Ware|# Waren} für {g:# Gold|# Gold}", "de", n=1, g=12) == "1 Ware für 12 Gold"


def test_numbers_are_written_in_the_languages_form() -> None:
    assert number(12500, "en") == "12,500"
    assert number(12500, "de") == "12.500"
    assert number(0.5, "de") == "0,5"
    assert number(1998, "de") == "1998"  # a year, or a small sum, stays ungrouped
    assert fill("{x} and {y:>3}", "de", x=2.25, y=7) == "2,25 and   7"


def test_a_catalog_fills_its_templates_with_plurals() -> None:
    catalog = Catalog(
        {
            "en": {"buy": "Buy {n:# tile|# tiles}"},
            "de": {"buy": "{n:# Plättchen|# Plättchen} kaufen"},
        }
    )
    assert catalog.text("en", "buy", n=1) == "Buy 1 tile"
    assert catalog.text("en", "buy", n=3) == "Buy 3 tiles"
    assert catalog.text("de", "buy", n=1) == "1 Plättchen kaufen"


def test_a_choice_sends_only_the_parts_it_has() -> None:
    assert Choice("Pass").to_json() == {"text": "Pass"}
    raise_to = Choice("Raise to 12 gold", cost="12 gold", group="Raise to # gold", amount=12)
    assert raise_to.to_json() == {
        "text": "Raise to 12 gold",
        "cost": "12 gold",
        "group": "Raise to # gold",
        "amount": 12,
    }
