"""Hidden score piles: the rulebook recommends hiding score piles; as an option, the others see
only how many cubes a pile holds (the owner and, in team play, its partner see it all)."""

from __future__ import annotations

from empires import Match, new_match
from empires.bots.catalog import make_bot
from empires.games.empire_engine import RULES
from empires.kernel.rng import SeededRng
from tests.helpers import GAME, position, random_move


def _scores(m: Match, viewer: int | None) -> list[object]:
    return [empire["score"] for empire in m.view(viewer)["empires"]]


def test_score_piles_are_open_by_default() -> None:
    m = position(3, score=[(1, 2, 3), (0, 0, 1), (2, 0, 0)])
    assert _scores(m, 1)[0] == {"soldier": 1, "good": 2, "invention": 3}
    assert _scores(m, None)[2] == {"soldier": 2, "good": 0, "invention": 0}


def test_hidden_score_piles_show_others_only_the_number_of_cubes() -> None:
    m = position(3, score=[(1, 2, 3), (0, 0, 1), (2, 0, 0)], hidden_score_piles=True)
    view = m.view(1)
    assert view["empires"][1]["score"] == {"soldier": 0, "good": 0, "invention": 1}
    assert view["empires"][0]["score"] is None
    assert [e["score_total"] for e in view["empires"]] == [6, 1, 2]
    assert _scores(m, None) == [None, None, None]


def test_hidden_score_piles_are_shared_between_partners_in_team_play() -> None:
    m = position(
        4, score=[(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 1)], teams=True, hidden_score_piles=True
    )
    scores = _scores(m, 0)
    assert scores[2] == {"soldier": 0, "good": 0, "invention": 1}
    assert scores[1] is None and scores[3] is None


def test_hidden_score_piles_open_when_the_game_is_over() -> None:
    m = new_match(GAME, 3, {"hidden_score_piles": True, "rounds": 1}, seed=4)
    rng = SeededRng(9)
    while not m.is_over:
        m.play(*random_move(m, rng))
    assert all(score is not None for score in _scores(m, None))


def test_a_view_does_not_change_when_only_a_hidden_pile_is_mixed_differently() -> None:
    a = position(3, score=[(3, 0, 0), (0, 1, 0), (0, 0, 0)], hidden_score_piles=True)
    b = position(3, score=[(0, 1, 2), (0, 1, 0), (0, 0, 0)], hidden_score_piles=True)
    assert a.view(1) == b.view(1)
    assert a.view(None) == b.view(None)
    assert a.view(0) != b.view(0)


def test_a_sampled_state_keeps_the_size_of_each_hidden_pile() -> None:
    m = position(4, score=[(3, 1, 0), (0, 1, 4), (2, 2, 2), (0, 0, 0)], hidden_score_piles=True)
    view = m.view(2)
    sample = RULES.sample_state(view, SeededRng(5))
    assert RULES.view(sample, 2) == view
    assert [sum(p.score) for p in sample.seats] == [4, 5, 6, 0]


def test_the_heuristic_bot_plays_whole_games_with_hidden_piles() -> None:
    m = new_match(GAME, 4, {"hidden_score_piles": True}, seed=2)
    bots = [make_bot(RULES, "heuristic", seat) for seat in range(4)]
    while not m.is_over:
        seat = m.to_act()[0]
        m.play(seat, bots[seat].choose(m.view(seat), m.legal_moves(seat)))
    assert m.winners()


def test_the_screen_shows_a_hidden_pile_as_a_number_of_cubes() -> None:
    m = position(2, score=[(1, 1, 1), (2, 0, 0)], hidden_score_piles=True)
    english = RULES.render_view(m.view(0), "en", ["Ann", "Bo"])
    german = RULES.render_view(m.view(0), "de", ["Ann", "Bo"])
    assert "2 cubes, hidden" in english
    assert "2 Würfel, verdeckt" in german
