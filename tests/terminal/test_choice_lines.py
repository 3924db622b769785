"""How the terminal writes a choice: its result, its warning, a group's numbers; its words in
both languages with plurals that agree."""

from __future__ import annotations

from empires.kernel.choices import Choice
from empires.terminal.choices import Line, amounts_text, line_text, pick
from empires.terminal.texts import UI, ui


def _group(*members: Choice) -> Line:
    return Line(Choice("Pay # Profit"), members=tuple((c.amount, c, c.amount) for c in members))


def test_a_choice_shows_its_result_and_a_marked_warning_in_the_language() -> None:
    attack = Choice("Attack Bot 2", result="takes a cube", warning="no soldier to pay for it")
    assert line_text(Line(attack), "en") == (
        "Attack Bot 2 → takes a cube   (!) Careful: no soldier to pay for it"
    )
    assert line_text(Line(attack), "de").endswith("(!) Vorsicht: no soldier to pay for it")
    # A result the text already says is not said twice.
    assert line_text(Line(Choice("Export: +3 points", result="+3 points")), "en") == (
        "Export: +3 points"
    )


def test_a_group_shows_its_numbers_and_only_what_all_of_them_share() -> None:
    same = _group(
        *(Choice(f"Pay {n} Profit", warning="late", group="g", amount=n) for n in (0, 1, 2))
    )
    assert line_text(same, "en") == "Pay # Profit (0-2)   (!) Careful: late"
    mixed = _group(
        Choice("Pay 1 Profit", group="g", amount=1),
        Choice("Pay 3 Profit", group="g", amount=3, warning="too much"),
        Choice("Pay 5 Profit", group="g", amount=5),
    )
    assert line_text(mixed, "en") == "Pay # Profit (1, 3, 5)"
    assert amounts_text([4]) == "4"


def test_a_group_takes_only_its_numbers() -> None:
    line = _group(*(Choice(f"Pay {n}", group="g", amount=n) for n in (0, 1, 2)))
    assert pick(line, 4, "2", "en") == (Choice("Pay 2", group="g", amount=2), 2)
    assert pick(line, 4, "7", "en") == "7 is not possible for choice 4: pick one of 0-2."
    assert pick(line, 4, "x", "de") == "'x' ist keine Zahl: Möglichkeit 4 nimmt eine aus 0-2."
    assert pick(Line(Choice("Pass"), move="pass"), 2, "3", "en") == (
        "Choice 2 takes no number: type just 2."
    )


def test_counts_agree_in_both_languages() -> None:
    assert ui("en", "points", points=1) == "1 point"
    assert ui("en", "points", points=12) == "12 points"
    assert ui("de", "points", points=1) == "1 Punkt"
    assert ui("en", "earlier", count=1).startswith("  … 1 earlier event is not shown")
    assert ui("de", "earlier", count=2).startswith("  … 2 frühere Ereignisse sind")
    assert ui("de", "resumed", path="a.json", moves=1).endswith("nach 1 Zug weiter.")
    assert ui("en", "seed", title="T", players=1, seed="123456").startswith(
        "T, 1 player, seed 123456"
    )


def test_every_text_is_there_in_both_languages() -> None:
    assert set(UI["en"]) == set(UI["de"])
