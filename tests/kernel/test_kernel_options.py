"""The kernel's options: typed values, defaults (fixed or computed from the player count and
earlier options), conversion from text, and validation errors naming the option."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from empires.kernel.errors import InvalidOptions
from empires.kernel.options import Option, OptionSet, OptionValue


def _double_size(players: int, resolved: Mapping[str, OptionValue]) -> OptionValue:
    return players * (2 if resolved["big"] else 1)


def _validate(players: int, options: Mapping[str, OptionValue]) -> None:
    if options["mode"] == "duel" and players != 2:
        raise InvalidOptions("mode 'duel' needs 2 players")


OPTIONS = OptionSet(
    (
        Option("big", "bool", False, "a flag"),
        Option("size", "int", _double_size, "computed", minimum=1, maximum=50),
        Option("mode", "choice", "normal", "a choice", choices=("normal", "duel")),
        Option("seat", "int", None, "nullable", minimum=0),
    ),
    validate=_validate,
)


def test_defaults_fill_everything_not_given() -> None:
    assert OPTIONS.resolve(3, None) == {"big": False, "size": 3, "mode": "normal", "seat": None}
    assert OPTIONS.resolve(3, {}) == OPTIONS.resolve(3, None)


def test_computed_default_depends_on_player_count_and_earlier_options() -> None:
    assert OPTIONS.resolve(4, {"big": True})["size"] == 8
    assert OPTIONS.resolve(4, {"big": False})["size"] == 4


def test_given_value_wins_over_the_default_and_none_means_default() -> None:
    assert OPTIONS.resolve(4, {"size": 9})["size"] == 9
    assert OPTIONS.resolve(4, {"size": None})["size"] == 4


@pytest.mark.parametrize(
    ("text", "value"),
    [("true", True), ("YES", True), ("on", True), ("1", True), ("false", False), ("off", False)],
)
def test_bool_read_from_text(text: str, value: bool) -> None:
    assert OPTIONS.resolve(2, {"big": text})["big"] is value


def test_int_read_from_text() -> None:
    assert OPTIONS.resolve(2, {"size": "12"})["size"] == 12
    assert OPTIONS.resolve(2, {"seat": "0"})["seat"] == 0


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ({"big": "perhaps"}, ["'big'", "true or false", "'perhaps'"]),
        ({"big": 1}, ["'big'", "true or false"]),
        ({"size": 0}, ["'size'", "at least 1"]),
        ({"size": 51}, ["'size'", "at most 50"]),
        ({"size": "ten"}, ["'size'", "whole number"]),
        ({"size": False}, ["'size'", "whole number"]),
        ({"mode": "solo"}, ["'mode'", "normal, duel", "'solo'"]),
        ({"seat": -2}, ["'seat'", "at least 0"]),
        ({"speed": 3, "colour": "red"}, ["unknown option(s) colour, speed", "known: big, mode"]),
        ({"mode": "duel"}, ["duel", "2 players"]),
    ],
)
def test_bad_values_raise_invalid_options_naming_the_option(raw: dict, words: list[str]) -> None:
    with pytest.raises(InvalidOptions) as error:
        OPTIONS.resolve(3, raw)
    for word in words:
        assert word in str(error.value)


def test_whole_set_validation_runs_after_defaults() -> None:
    assert OPTIONS.resolve(2, {"mode": "duel"})["mode"] == "duel"


def test_describe_for_clients() -> None:
    described = [option.describe() for option in OPTIONS.options]
    assert described[0] == {
        "name": "big",
        "kind": "bool",
        "label": "big",
        "help": "a flag",
        "unavailable": None,
        "default": False,
    }
    assert "default" not in described[1]  # computed defaults are not shown as values
    assert (described[1]["minimum"], described[1]["maximum"]) == (1, 50)
    assert described[2]["choices"] == ["normal", "duel"]


def test_labels_and_unavailability_by_language() -> None:
    option = Option(
        "long_game",
        "bool",
        False,
        "play long",
        labels={"en": "Long game", "de": "Lange Partie"},
        unavailable={"en": "not printed", "de": "nicht gedruckt"},
    )
    assert (option.describe()["label"], option.describe("de")["label"]) == (
        "Long game",
        "Lange Partie",
    )
    assert option.describe("de")["unavailable"] == "nicht gedruckt"
    assert Option("rounds_left", "int", 1, "x").describe("de")["label"] == "rounds left"
    mode = Option("mode", "choice", "a", "x", choices=("a", "b"), choice_labels={"de": {"a": "Ah"}})
    assert mode.describe("de")["choice_labels"] == {"a": "Ah", "b": "b"}
    assert mode.describe("en")["choice_labels"] == {"a": "a", "b": "b"}


def test_stored_options_lacking_an_option_added_later_take_the_value_played_before() -> None:
    added = Option("pay", "choice", "new", "added later", choices=("new", "old"), before="old")
    options = OptionSet((Option("big", "bool", False, "a flag"), added))
    # Stored before the option: played the old way; stored with it, or asked anew: as given.
    assert options.resolve(2, options.stored({"big": True})) == {"big": True, "pay": "old"}
    assert options.stored({"big": True, "pay": "new"}) == {"big": True, "pay": "new"}
    assert options.resolve(2, {"big": True})["pay"] == "new"
    assert OPTIONS.stored({"big": True}) == {"big": True}  # no option added later
