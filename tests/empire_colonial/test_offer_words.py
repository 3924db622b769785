"""Trading typed in one line (``Rules.read_typed``, ``offer_words``): "offer Bob 2 goods + 5 gold
for 1 colony" and its German, answers, counters, withdrawals and the list of open offers; a line
that does not read names the word it did not understand, in the table's language."""

from __future__ import annotations

from typing import Any

import pytest

from empires.games.empire_colonial.moves import NONE, Bundle, Offer, Reply, Retract
from empires.kernel.errors import NotUnderstood
from empires.kernel.game import View
from empires.kernel.registry import get_game
from tests.empire_colonial.helpers import position, stacks
from tests.empire_colonial.test_rules_bundles import NAMES, offer, table

RULES = get_game("empire-colonial")


def view(seat: int = 0) -> View:
    """Ann's view (or another seat's) of three empires bidding, trading at any time, with
    one offer open: Bob offers Ann 1 colony for 3 gold (offer 0)."""
    match = table()
    offer(match, 1, 0, {"colony": 1}, {"gold": 3})
    return match.view(seat)


def read(line: str, lang: str = "en", seat: int = 0, names: list[str] = NAMES) -> Any:
    return RULES.read_typed(view(seat), line.split(), lang, names)


def not_understood(line: str, lang: str = "en", names: list[str] = NAMES) -> str:
    with pytest.raises(NotUnderstood) as error:
        read(line, lang, names=names)
    return str(error.value)


def test_an_offer_of_unequal_numbers_in_one_line() -> None:
    move = read("offer Bob 2 goods + 5 gold for 1 colony")
    assert move == Offer(1, Bundle(good=2, gold=5), Bundle(colony=1))


def test_the_same_offer_in_german() -> None:
    move = read("biete Bob 2 Waren + 5 Gold für 1 Kolonie", "de")
    assert move == Offer(1, Bundle(good=2, gold=5), Bundle(colony=1))


@pytest.mark.parametrize(
    ("line", "give"),
    [
        ("offer cyd 1 good for nothing", Bundle(good=1)),
        ("offer Cyd 2 populations, 1 population for nothing", Bundle(population=3)),
        ("offer Cyd 1 colony and 2 colonies for nothing", Bundle(colony=3)),
        ("offer Cyd 1 bond + 2 bonds for nothing", Bundle(bond=3)),
        ("offer Cyd 1 supporter+2 supporters for nothing", Bundle(supporter=3)),
        ("offer Cyd a revolt plus 2 revolts for nothing", Bundle(revolt=3)),
        ("biete Cyd 1 Ware und 1 Bevölkerung für nichts", Bundle(good=1, population=1)),
        ("biete Cyd eine Kolonie, 2 Anleihen für nichts", Bundle(colony=1, bond=2)),
        ("biete Cyd 1 Unterstützer + 2 Revolten für nichts", Bundle(supporter=1, revolt=2)),
        ("biete Cyd 1 Revolte, 3 Bevölkerungen für nichts", Bundle(revolt=1, population=3)),
        (
            "biete Cyd 1 Bevoelkerung + 1 UNTERSTUETZER fuer nichts",
            Bundle(population=1, supporter=1),
        ),
    ],
)
def test_every_kind_singular_and_plural_in_both_languages(line: str, give: Bundle) -> None:
    assert read(line) == Offer(2, give, NONE)  # a gift: nothing asked


def test_a_request_asks_for_something_for_nothing() -> None:
    assert read("offer Bob nothing for 2 colonies") == Offer(1, NONE, Bundle(colony=2))
    assert read("biete Bob nichts für 1 Kolonie", "de") == Offer(1, NONE, Bundle(colony=1))


def test_players_by_name_by_unique_start_or_by_seat_number() -> None:
    names = ["Ann", "Bob", "Player 3"]
    assert read("offer bo 1 good for nothing", names=names).to == 1
    assert read("offer 2 1 good for nothing", names=names).to == 1
    # A name of several words, itself ending in a number, before the bundle's count.
    assert read("offer player 3 2 goods for nothing", names=names) == Offer(2, Bundle(good=2))
    assert read("offer pl 2 goods for nothing", names=names) == Offer(2, Bundle(good=2))


def test_answers_counters_and_withdrawals() -> None:
    assert read("accept 0") == Reply(0, True)
    assert read("ablehnen #0", "de") == Reply(0, False)
    assert read("withdraw 4") == Retract(4)
    assert read("zurückziehen 4", "de") == read("zurueckziehen 4") == Retract(4)
    # A counter goes back to the maker of the offer it answers.
    counter = read("counter 0 1 colony for 2 gold", seat=0)
    assert counter == Offer(1, Bundle(colony=1), Bundle(gold=2), counters=0)
    assert read("kontern 0 nichts für 1 Kolonie", "de").counters == 0


def test_the_open_offers_in_words() -> None:
    listed = read("offers")
    assert "  0. Bob → Ann (you): gives 1 colony, asks 3 gold" in listed
    assert "accept N" in listed
    german = read("angebote", "de")
    assert "  0. Bob → Ann (du): gibt 1 Kolonie, verlangt 3 Gold" in german


def test_a_line_of_other_words_is_not_the_games() -> None:
    assert read("hello there") is None
    assert RULES.read_typed(view(), [], "en", NAMES) is None


def test_an_unknown_word_is_named() -> None:
    assert "'colonie'" in not_understood("offer Bob 2 goods for 1 colonie")
    assert "'Kolonei'" in not_understood("biete Bob 2 Waren für 1 Kolonei", "de")
    assert "is not a kind to trade" in not_understood("offer Bob 2 goods for 1 colonie")
    assert "ist nichts zum Tauschen" in not_understood("biete Bob 2 Waren für 1 Kolonei", "de")
    assert "'goods' needs a number" in not_understood("offer Bob goods for 1 colony")
    assert "'5' needs a kind" in not_understood("offer Bob 5 for 1 colony")
    assert "needs 'for'" in not_understood("offer Bob 2 goods")
    assert "what you give" in not_understood("offer Bob for 1 colony")
    assert "make a gift" in not_understood("offer Bob 1 good for")
    assert "'x' is not understood after 'accept 0'" in not_understood("accept 0 x")
    assert "'zwei' ist keine Angebotsnummer" in not_understood("annehmen zwei", "de")
    assert "needs the number of an open offer" in not_understood("withdraw")
    assert "no open offer 9" in not_understood("counter 9 1 good for 1 gold")


def test_an_unknown_player_is_named_with_those_at_the_table() -> None:
    message = not_understood("offer Zed 1 good for 1 gold")
    assert message.startswith("'Zed' is no player at this table: name one of Bob, Cyd")
    assert "'9' sitzt nicht an diesem Tisch" in not_understood("biete 9 1 Ware für nichts", "de")


def test_an_ambiguous_start_of_a_name_asks_for_more() -> None:
    names = ["Ann", "Bob", "Bea"]
    message = not_understood("offer b 1 good for 1 gold", names=names)
    assert message == "'b' could be Bob, Bea: type more of the name."


def test_the_hint_shows_while_offers_may_be_made_at_any_time() -> None:
    hint = RULES.typed_hint(view(), "en", NAMES)
    assert hint is not None and hint.startswith("Trade any time: offer Bob 2 goods + 5 gold")
    assert hint.endswith("offers (1, 1 to you)")  # one offer open, made to Ann
    assert RULES.typed_hint(view(2), "en", NAMES).endswith("offers (1)")  # type: ignore[union-attr]
    german = RULES.typed_hint(view(), "de", NAMES)
    assert german is not None and german.startswith("Tausch: biete Bob 2 Waren + 5 Gold für")
    assert RULES.typed_hint(table(phase="commerce").view(0), "en", NAMES) is None
    held = [stacks(good=1), stacks(good=1)]
    windows = position(held, phase="bid", trade_when="windows")
    assert RULES.typed_hint(windows.view(0), "en", NAMES) is None
