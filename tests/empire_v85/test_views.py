"""Hidden information: the deck's order, other players' hands, the discard pile and secret
choices stay out of a seat's view; what is open is shown; sampled states match the view."""

from __future__ import annotations

from empires import Match
from empires.games.empire_v85.moves import Employ
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng
from tests.empire_v85.table import GAME, all_events, new

RULES = get_game(GAME)


def at_buy() -> Match:
    m = new(3, seed=4)
    for seat in m.to_act():
        m.play(seat, Employ(2))
    return m


def test_a_player_sees_its_own_hand_and_only_the_size_of_the_others() -> None:
    m = at_buy()
    view = m.view(0)
    assert view["empires"][0]["hand"] is not None and len(view["empires"][0]["hand"]) == 1
    assert [e["hand"] for e in view["empires"][1:]] == [None, None]
    assert [e["hand_count"] for e in view["empires"]] == [1, 1, 1]
    assert all(e["hand"] is None for e in m.view(None)["empires"])


def test_the_deck_shows_only_its_size() -> None:
    view = at_buy().view(1)
    assert view["deck"] == 37 and "deck" not in view["empires"][1]


def test_the_drawn_tile_is_told_only_to_its_drawer() -> None:
    m = at_buy()
    secret = [e for e in all_events(m) if e.key == "drew_secret"]
    assert {e.to for e in secret} == {0, 1, 2}
    assert all(e.key != "drew_secret" for e in m.events(0) if e.to != 0)


def test_a_view_does_not_change_when_only_hidden_things_change() -> None:
    m = at_buy()
    m.play(1, m.legal_moves(1)[-1])
    data = m.state_json()
    # Swap seat 2's tile with a deck tile of another kind, reshuffle the deck, change the
    # secret buy of seat 1.
    hand = data["seats"][2]["hand"]
    other = next(i for i, k in enumerate(data["deck"]) if k != hand[0])
    hand[0], data["deck"][other] = data["deck"][other], hand[0]
    data["deck"].reverse()
    data["choices"]["1"] = {"type": "buy", "tiles": 0}
    changed = Match.from_position(GAME, data)
    assert changed.state_json() != m.state_json()
    assert changed.view(0) == m.view(0)
    assert changed.view(None) == m.view(None)


def test_another_seats_secret_choice_is_hidden_but_that_it_chose_is_shown() -> None:
    m = new(3, seed=1)
    m.play(2, Employ(1))
    assert m.view(0)["chosen"] == [2] and m.view(0)["my_choice"] is None
    assert m.view(2)["my_choice"] == {"type": "employ", "workers": 1}
    assert m.view(0)["empires"][2]["employed"] == 0


def test_a_sampled_state_looks_exactly_like_the_view() -> None:
    m = at_buy()
    m.play(0, m.legal_moves(0)[-1])
    for seat in (0, 1, None):
        view = m.view(seat)
        sampled = RULES.sample_state(view, SeededRng(7))
        assert RULES.view(sampled, seat) == view
