"""Search settings written as a bot kind (``ismcts:lvl=medium/fc=8x6``): they name the settings
they say, bad ones are refused with the reason, the arena plays them like any kind (resumably,
the same games for a seed), and tables never take them."""

from __future__ import annotations

from pathlib import Path

import pytest

from empires.arena.jobs import ArenaJob
from empires.arena.results import ResultStore
from empires.arena.runner import run_arena
from empires.bots.catalog import bot_names, make_bot
from empires.bots.ismcts import Forecast, IsmctsBot, SearchSettings
from empires.bots.levels import level_settings
from empires.bots.search_spec import parse_spec
from empires.kernel.errors import InvalidOptions
from empires.kernel.registry import get_game
from empires.web.hub import Hub, _check_seats


def test_a_spec_changes_a_level_in_what_it_names_only() -> None:
    medium = level_settings("empire-planners", "medium")
    spec = parse_spec(get_game("empire-planners"), "ismcts:lvl=medium/fc=8x6/c=0.5/root=ucb")
    assert spec.forecast == Forecast(8, 6)
    assert (spec.exploration, spec.root) == (0.5, "ucb")
    assert spec.iterations_per_move == medium.iterations_per_move
    assert spec.margin_weight == medium.margin_weight


def test_without_a_level_a_spec_starts_from_the_defaults() -> None:
    spec = parse_spec(get_game("empire-engine"), "ismcts:ipm=3/depth=6/nofc=1/roll=none")
    defaults = SearchSettings()
    assert (spec.iterations_per_move, spec.rollout_depth, spec.forecast) == (3, 6, None)
    assert spec.rollout is None  # uniformly random rollouts
    assert spec.exploration == defaults.exploration
    assert parse_spec(get_game("empire-v85"), "ismcts:sl=2/it=5").shortlist == 2
    v85 = get_game("empire-v85")
    assert parse_spec(v85, "ismcts:lvl=hard").budget_scale == ((4, 0.8),)  # the level's own
    assert parse_spec(v85, "ismcts:lvl=hard/bs=3x0.9").budget_scale == ((3, 0.9),)


@pytest.mark.parametrize(
    ("kind", "named"),
    [
        ("ismcts:speed=9", "unknown setting 'speed'"),
        ("ismcts:ipm=2/ipm=3", "setting 'ipm' given twice"),
        ("ismcts:ipm=many", "setting 'ipm' in 'ismcts:ipm=many' is not a number: 'many'"),
        ("ismcts:ipm=-1", "out of range"),
        ("ismcts:ipm=1e400", "not a number"),
        ("ismcts:fc=8", "setting 'fc' in 'ismcts:fc=8' wants DEPTHxN, not '8'"),
        ("ismcts:fc=8x1.5", "wants a whole number, not '1.5'"),
        ("ismcts:ipm=1.5", "setting 'ipm' in 'ismcts:ipm=1.5' wants a whole number"),
        ("ismcts:it=3/sl=0", "setting 'sl' in 'ismcts:it=3/sl=0' is at least 1"),
        ("ismcts:lvl=easy/fc=4x2/nofc=1", "'fc' and 'nofc' contradict each other"),
        ("ismcts:", "has no budget"),
        ("ismcts:fc=8x6", "has no budget"),
        ("ismcts:lvl=easy/roll=wizard", "has no bot 'wizard' to roll out with"),
        ("ismcts:lvl=easy/sl=3", "rollout bot 'heuristic' does not rank its moves"),
        ("ismcts:root=sideways", "one of: ucb, halving"),
        ("ismcts:it=3/bs=4", "setting 'bs' in 'ismcts:it=3/bs=4' wants PLAYERSxFACTOR"),
        ("ismcts:it=3/bs=4x0", "with a factor above 0, not '4x0'"),
        ("ismcts:it=3/bs=0x0.5", "setting 'bs' in 'ismcts:it=3/bs=0x0.5' is at least 1"),
        ("ismcts:it=3/bs=4xhalf", "is not a number: 'half'"),
        ("ismcts:lvl=expert", "unknown level 'expert'"),
        ("ismcts:" + "ipm=1/" * 50, "longer than 200 characters"),
    ],
)
def test_a_bad_spec_is_refused_naming_the_problem(kind: str, named: str) -> None:
    with pytest.raises(InvalidOptions, match=named.replace("(", r"\(")):
        make_bot(get_game("empire-engine"), kind, 0)


def test_the_catalog_makes_a_search_bot_of_a_spec_but_never_offers_one() -> None:
    rules = get_game("empire-colonial")
    bot = make_bot(rules, "ismcts:lvl=easy/fc=4x2", 5)
    assert isinstance(bot, IsmctsBot)
    assert not any(kind.startswith("ismcts:") for kind in bot_names(rules))
    with pytest.raises(InvalidOptions, match="unknown seat kind 'ismcts:ipm=100000'"):
        _check_seats(rules, 2, ["human", "ismcts:ipm=100000"], 0)
    with pytest.raises(InvalidOptions, match="takeover_bot must be one of"):
        Hub._settings({"takeover_bot": "ismcts:ipm=100000"}, bot_names(rules))


def test_the_arena_plays_a_spec_resumably_and_the_same_for_a_seed(tmp_path: Path) -> None:
    options = dict(get_game("empire-engine").info.options.resolve(2, {"rounds": 2}))
    kinds = ("ismcts:ipm=1/depth=4/root=halving", "heuristic")
    job = ArenaJob("empire-engine", 2, kinds, 4, seed=7, options=options)
    first = run_arena(job, tmp_path / "a.sqlite")
    again = run_arena(job, tmp_path / "a.sqlite")
    other = run_arena(job, tmp_path / "b.sqlite", workers=2)
    assert (first.played, again.played, other.played) == (4, 0, 4)
    rows = {}
    for name in ("a", "b"):
        with ResultStore(tmp_path / f"{name}.sqlite") as store:
            rows[name] = [(r.seed, r.bot, r.seat, r.score) for r in store.rows()]
    assert rows["a"] == rows["b"]
    assert {bot for _, bot, _, _ in rows["a"]} == set(kinds)
