"""Empire Engine's options: what they default to, which combinations the rules allow, and the
errors for everything else (rulebook "Optional Rules", "Team Play"; RULINGS 1)."""

from __future__ import annotations

import pytest

from empires import new_match
from empires.games.empire_engine.options import TEAM_VARIANTS
from empires.kernel.errors import EmpiresError, InvalidOptions
from empires.kernel.registry import get_game

GAME = "empire-engine"


def test_defaults_english_edition_8_rounds_no_variants() -> None:
    options = new_match(GAME, 4, {}, seed=1).options
    assert options["edition"] == "en"
    assert options["rounds"] == 8
    assert options["long_game"] is False
    assert options["teams"] is False
    assert all(options[v] is False for v in TEAM_VARIANTS)
    assert options["empire_powers"] is False
    assert options["defend_teammate_cost"] == "resource"


def test_german_edition_defaults_the_defend_teammate_cost_to_a_soldier() -> None:
    assert new_match(GAME, 4, {"edition": "de"}).options["defend_teammate_cost"] == "soldier"


def test_start_player_by_default_drawn_at_random_from_the_seed() -> None:
    starts = {new_match(GAME, 4, {}, seed).view(None)["start_player"] for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert new_match(GAME, 4, {}, 7).view(None) == new_match(GAME, 4, {}, 7).view(None)


@pytest.mark.parametrize("start", [0, 1, 2])
def test_start_player_option_fixes_the_first_start_player(start: int) -> None:
    m = new_match(GAME, 3, {"start_player": start}, seed=5)
    assert m.view(None)["start_player"] == start
    assert m.to_act() == (start,)


def test_empire_powers_answers_that_it_is_not_available_and_why() -> None:
    with pytest.raises(InvalidOptions) as error:
        new_match(GAME, 4, {"empire_powers": True})
    message = str(error.value)
    assert "not available" in message
    assert "reference card" in message
    assert "invent" in message


@pytest.mark.parametrize("variant", TEAM_VARIANTS)
def test_team_variants_need_team_play(variant: str) -> None:
    with pytest.raises(InvalidOptions, match=f"{variant}.*teams"):
        new_match(GAME, 4, {variant: True})
    assert new_match(GAME, 4, {"teams": True, variant: True}).options[variant] is True


@pytest.mark.parametrize("players", [2, 3, 5, 8, 12])
def test_team_play_needs_exactly_4_players(players: int) -> None:
    with pytest.raises(InvalidOptions, match="4 players"):
        new_match(GAME, players, {"teams": True})


def test_team_play_with_4_players_and_every_variant() -> None:
    options = {"teams": True, **dict.fromkeys(TEAM_VARIANTS, True)}
    assert new_match(GAME, 4, options).options["teams"] is True


@pytest.mark.parametrize("players", range(2, 13))
def test_2_to_12_players(players: int) -> None:
    m = new_match(GAME, players)
    assert m.players == players
    assert len(m.view(None)["empires"]) == players


@pytest.mark.parametrize("players", [-1, 0, 1, 13, 40])
def test_fewer_than_2_or_more_than_12_players_is_refused(players: int) -> None:
    with pytest.raises(InvalidOptions, match="2 to 12 players"):
        new_match(GAME, players)


def test_the_player_count_must_be_a_whole_number() -> None:
    with pytest.raises(InvalidOptions):
        new_match(GAME, "4")  # type: ignore[arg-type]


def test_game_info_declares_2_to_12_players() -> None:
    info = get_game(GAME).info
    assert (info.min_players, info.max_players) == (2, 12)


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"edition": "fr"}, ["edition", "en, de", "'fr'"]),
        ({"rounds": 0}, ["rounds", "at least 1"]),
        ({"rounds": 101}, ["rounds", "at most 100"]),
        ({"rounds": "many"}, ["rounds", "whole number", "'many'"]),
        ({"rounds": 2.5}, ["rounds", "whole number"]),
        ({"rounds": True}, ["rounds", "whole number"]),
        ({"long_game": "maybe"}, ["long_game", "true or false"]),
        ({"teams": 3}, ["teams", "true or false"]),
        ({"start_player": 4}, ["start_player", "0 to 3", "4"]),
        ({"start_player": -1}, ["start_player", "at least 0"]),
        ({"defend_teammate_cost": "gold"}, ["defend_teammate_cost", "resource, soldier"]),
        ({"colour": "red"}, ["unknown option", "colour", "known:", "edition"]),
        ({"long_game": True, "rounds": 10}, ["long_game", "12", "rounds=10"]),
    ],
)
def test_bad_option_values_give_errors_naming_the_option_and_the_problem(
    options: dict, words: list[str]
) -> None:
    with pytest.raises(InvalidOptions) as error:
        new_match(GAME, 4, options)
    for word in words:
        assert word in str(error.value)
    assert isinstance(error.value, EmpiresError)


def test_long_game_with_12_explicit_rounds_agrees() -> None:
    assert new_match(GAME, 3, {"long_game": True, "rounds": 12}).options["rounds"] == 12


def test_option_values_given_as_text_are_read() -> None:
    options = new_match(
        GAME, 4, {"long_game": "yes", "start_player": "2", "teams": "true", "edition": "de"}
    ).options
    assert (options["long_game"], options["start_player"], options["teams"]) == (True, 2, True)
    assert new_match(GAME, 4, {"rounds": "5"}).options["rounds"] == 5


def test_an_option_given_as_null_takes_its_default() -> None:
    assert new_match(GAME, 3, {"rounds": None}).options["rounds"] == 9


def test_options_are_described_for_clients() -> None:
    described = {o["name"]: o for o in get_game(GAME).info.describe()["options"]}
    assert set(described) == {
        "edition",
        "long_game",
        "rounds",
        "start_player",
        "teams",
        *TEAM_VARIANTS,
        "defend_teammate_cost",
        "hidden_score_piles",
        "empire_powers",
    }
    assert described["edition"]["choices"] == ["en", "de"]
    assert "Not available" in described["empire_powers"]["unavailable"]
    assert described["teams"]["unavailable"] is None
