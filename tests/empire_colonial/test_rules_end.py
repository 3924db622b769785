"""The end (rulebook 11): after the sixth development; most support, then most gold."""

from __future__ import annotations

from empires import Match
from tests.empire_colonial.helpers import GAME, new, play_randomly


def final(holdings: list[dict[str, int]]) -> Match:
    match = new(len(holdings), version="beginner")
    data = match.state_json()
    data["phase"] = "over"
    data["round"] = 6
    for seat, held in enumerate(holdings):
        data["stacks"][seat].update(held)
    return Match.from_position(GAME, data)


def test_the_three_player_final_support() -> None:
    joe, darryl, jay = range(3)
    match = final(
        [
            {"supporter": 6, "revolt": 2},
            {"supporter": 7, "revolt": 6},
            {"supporter": 3, "revolt": 0},
        ]
    )
    assert match.scores() == [4, 1, 3]
    assert match.winners() == [joe]
    assert match.score_breakdown()[darryl]["support"] == 1
    assert match.score_breakdown()[jay]["revolts"] == 0


def test_a_tie_on_support_goes_to_the_most_gold() -> None:
    match = final(
        [{"supporter": 5, "gold": 3}, {"supporter": 5, "gold": 8}, {"supporter": 1, "gold": 40}]
    )
    assert match.winners() == [1]


def test_a_second_tie_is_a_shared_win() -> None:
    match = final([{"supporter": 5, "gold": 8}, {"supporter": 5, "gold": 8}, {"supporter": 4}])
    assert match.winners() == [0, 1]


def test_the_game_ends_after_the_sixth_development_with_five_commerces_and_25_auctions() -> None:
    match = play_randomly(new(3, seed=4), seed=4)
    keys = [e.key for e in match.events(None)]
    assert keys.count("round_started") == 6
    assert keys.count("sold") == 5
    assert keys.count("auction_won") + keys.count("auction_unwon") == 25
    assert keys[-1] == "game_over" and keys[-2] == "round_started"
    assert match.view(None)["empires"][0]["stacks"] is not None
