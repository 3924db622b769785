"""Properties of Empire Planners over random games (hypothesis): money changes only by a rule,
nothing leaves its range, games are deterministic, views hide exactly the deck's order and the
future dice, and sampled states, JSON round trips and copies are faithful."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from empires import GameRecord, Match, replay
from empires.games.empire_planners.components import BUILDINGS, CARDS, FACTORIES, TRAIN_MAX
from empires.kernel.events import Event
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng
from tests.empire_planners.helpers import GAME, new

RULES = get_game(GAME)
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LEVELS = ("basic", "normal", "advanced")


@st.composite
def games(draw: st.DrawFn) -> tuple[int, dict[str, Any], int]:
    """(players, options, seed) of a random game, 2-player or solo."""
    seed = draw(st.integers(0, 2**32))
    if draw(st.booleans()):
        return 1, {"level": draw(st.sampled_from(LEVELS))}, seed
    return 2, {"start_player": draw(st.sampled_from([None, 0, 1]))}, seed


def random_move(m: Match, rng: SeededRng) -> tuple[int, Any]:
    (seat,) = m.to_act()
    return seat, rng.choice(m.legal_moves(seat))


def started(game: tuple[int, dict[str, Any], int]) -> tuple[Match, SeededRng]:
    """A new match of ``game`` and the generator of its random moves (seeded with the game)."""
    players, options, seed = game
    return new(players, seed, **options), SeededRng(seed)


def played(game: tuple[int, dict[str, Any], int], steps: int) -> tuple[Match, SeededRng]:
    """A random game after up to ``steps`` random moves, with the generator that drew them."""
    m, rng = started(game)
    for _ in range(steps):
        if m.is_over:
            break
        m.play(*random_move(m, rng))
    return m, rng


def money(m: Match) -> list[list[int]]:
    state = m.state_json()
    return [list(state["capital"]), list(state["profit"])]


def account(expected: list[list[int]], events: list[Event]) -> bool:
    """Apply what each event says happened to Capital and Profit; False if a cap was hit."""
    capital, profit = expected
    for event in events:
        p = event.params
        seat = p.get("seat")
        match event.key:
            case "built":
                capital[seat] -= p["price"]
            case "rerolled":
                capital[seat] -= 2
            case "bought_factory" | "exchanged":
                capital[seat] -= p["capital"]
                profit[seat] += p["profit"] if event.key == "exchanged" else -p["profit"]
            case "train_returned":
                capital[seat] += p["gain"]
                capital[1 - seat] += p["rider_gain"]
            case "produced":
                capital[seat] -= p["price"]
            case "upgraded" if p["card"] is None:
                capital[seat] -= 3
            case "gains":
                capital[seat] += p["capital"]
            case "archie_banked":
                capital[seat] -= p["profit"]
                profit[seat] += p["profit"]
            case "capital_capped":
                return False
    return True


def check_ranges(m: Match) -> None:
    state = m.state_json()
    assert min(state["capital"]) >= 0 and min(state["profit"]) >= 0
    assert 0 <= state["pollution"] <= 13
    for b in BUILDINGS:
        owner, value = state["owner"][b.index], state["value"][b.index]
        assert (owner is None and value == 0) or 1 <= value <= max(b.top, 1)
    for player in (0, 1):
        assert state["owner"].count(player) <= 9
        assert m.view(None)["empire"][player]["free_cubes"] >= 0
    for card, owner in enumerate(state["card_owner"]):
        assert (owner is None) == (card in state["market"])
        assert 0 <= state["goods"][card] <= FACTORIES[card][state["side"][card]].track
        train = state["trains"][card]
        assert train is None or (owner is not None and 1 <= train[1] <= TRAIN_MAX)
    assert sum(t is not None for t in state["trains"]) <= 6
    cards = state["face_up"] + state["deck"] + state["discard"]
    assert sorted(cards) == list(range(len(CARDS.action_cards)))


@SETTINGS
@given(games())
def test_money_changes_only_by_a_rule_and_nothing_leaves_its_range(game) -> None:
    m, rng = started(game)
    expected = money(m)
    while not m.is_over:
        before = len(m.events(None))
        m.play(*random_move(m, rng))
        if not account(expected, m.events(None)[before:]):
            expected = money(m)
        assert money(m) == expected
        check_ranges(m)
    assert len(m.scores()) == m.players


@SETTINGS
@given(games())
def test_same_seed_and_moves_give_the_same_game(game) -> None:
    m, rng = started(game)
    while not m.is_over:
        m.play(*random_move(m, rng))
    again = replay(GameRecord.from_json(m.record().to_json()))
    assert again.state_json() == m.state_json()


@SETTINGS
@given(games(), st.integers(0, 400))
def test_views_do_not_change_when_only_hidden_information_changes(game, steps: int) -> None:
    m, _ = played(game, steps)
    data = m.state_json()
    other = dict(data, rng=data["rng"] ^ 0x5EED, deck=list(reversed(data["deck"])))
    twin = Match.from_position(GAME, other)
    for seat in [*range(m.players), None]:
        assert twin.view(seat) == m.view(seat)


@SETTINGS
@given(games(), st.integers(0, 400))
def test_a_sampled_state_looks_exactly_like_the_view(game, steps: int) -> None:
    players, _, seed = game
    m, _ = played(game, steps)
    for seat in range(players):
        view = m.view(seat)
        sampled = RULES.sample_state(view, SeededRng(seed))
        assert RULES.view(sampled, seat) == view
        assert list(RULES.legal_moves(sampled, seat)) == m.legal_moves(seat)


@SETTINGS
@given(games(), st.integers(0, 400))
def test_json_round_trip_and_copies_are_faithful(game, steps: int) -> None:
    m, rng = played(game, steps)
    data = m.state_json()
    assert RULES.state_to_json(RULES.state_from_json(data)) == data
    twin = m.copy()
    while not twin.is_over:
        twin.play(*random_move(twin, rng))
    assert m.state_json() == data
