"""The measured strength data file (empires/bots/data/strength.toml): its figures hold
together, its kinds exist, docs/strength.md's marked section is its rendering, and the lobby's
words for it in English and German."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from empires.arena.stats import wilson_interval
from empires.bots.bot_info import bot_info
from empires.bots.catalog import bot_names
from empires.bots.strength import (
    YARDSTICK,
    Run,
    StrengthDataError,
    all_runs,
    parse,
    shown_runs,
)
from empires.bots.strength_doc import BEGIN, END, markdown, section_of, with_section
from empires.bots.strength_targets import goals, standings
from empires.bots.strength_words import run_text, strength_sentence
from empires.cli import main
from empires.kernel.registry import get_game

DOC = Path(__file__).resolve().parents[2] / "docs" / "strength.md"

RUN = Run(
    game="empire-engine",
    kind="ismcts-hard",
    players=2,
    against=("ismcts-medium",),
    form="ladder",
    games=1000,
    result=62.4,
    low=59.4,
    high=65.4,
    ms_per_decision=140.2,
    command="empires arena empire-engine --bots ismcts-hard,ismcts-medium --games 1000",
)

GOOD = """
[[run]]
game = "empire-engine"
kind = "ismcts-easy"
players = 2
against = ["heuristic"]
form = "ladder"
games = 1000
result = 89.0
low = 86.9
high = 90.8
ms_per_decision = 6.1
command = "empires arena empire-engine --bots ismcts-easy,heuristic --games 1000"
"""


def test_every_kind_of_the_data_exists_for_its_game() -> None:
    assert all_runs()
    for run in all_runs():
        kinds = bot_names(get_game(run.game))
        assert run.kind in kinds, run
        for kind in run.against:
            assert kind in kinds or kind.startswith(YARDSTICK), run


def test_every_figure_holds_together() -> None:
    for run in all_runs():
        assert run.games > 0 and run.low <= run.result <= run.high, run
        assert run.ms_per_decision >= 0 and run.command.startswith(("empires ", "nice ")), run
        # The stated interval is the Wilson interval of the stated result (to the rounding).
        low, high = wilson_interval(round(run.result * run.games / 100), run.games)
        assert abs(low * 100 - run.low) <= 0.1 and abs(high * 100 - run.high) <= 0.1, run


def test_the_doc_holds_the_rendering_of_the_data() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert section_of(text) == markdown(), "run: empires strength --write docs/strength.md"
    assert text.index(BEGIN) < text.index("## Targets")  # near the top
    for run in all_runs():
        assert f"`{run.kind}` | {run.players} |" in markdown()
    assert with_section(text, markdown()) == text


def test_the_command_writes_and_checks_the_section(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = tmp_path / "strength.md"
    doc.write_text("# Bot strength\n\nHow strong.\n", encoding="utf-8")
    assert main(["strength", "--check", str(doc)]) == 1
    assert "does not hold the measured strength" in capsys.readouterr().err
    assert main(["strength", "--write", str(doc)]) == 0
    written = doc.read_text(encoding="utf-8")
    assert written.startswith(f"# Bot strength\n\n{BEGIN}") and written.endswith(
        f"{END}\n\nHow strong.\n"
    )
    assert main(["strength", "--check", str(doc)]) == 0
    tampered = re.sub(r"\| (\d+\.\d)% \|", "| 0.5% |", written, count=1)  # one result changed
    assert tampered != written
    doc.write_text(tampered, encoding="utf-8")
    assert main(["strength", "--check", str(doc)]) == 1
    assert main(["strength", "--write", str(doc)]) == 0
    assert doc.read_text(encoding="utf-8") == written  # the rest kept, the section renewed


def test_a_run_in_both_languages() -> None:
    assert run_text(RUN, "en") == (
        "first in 62% of 2-player games against the medium bot (59-65%), 140 ms a decision"
    )
    assert run_text(RUN, "de") == (
        "Erster in 62 % der Partien zu zweit gegen den mittleren Bot (59-65 %), "
        "140 ms je Entscheidung"
    )
    four = replace(RUN, players=4, against=("heuristic",) * 3, ms_per_decision=6.14)
    assert run_text(four, "en") == (
        "first in 62% of 4-player games against three basic bots (59-65%), 6.1 ms a decision"
    )
    assert run_text(four, "de") == (
        "Erster in 62 % der Partien zu viert gegen drei einfache Bots (59-65 %), "
        "6,1 ms je Entscheidung"
    )


def test_close_to_certain_results_keep_a_decimal_and_tiny_times_say_so() -> None:
    sure = replace(RUN, result=99.9, low=99.4, high=100.0, ms_per_decision=0.0)
    assert run_text(sure, "en").startswith("first in 99.9% of 2-player games")
    assert run_text(sure, "en").endswith("(99.4-100.0%), under 0.1 ms a decision")
    assert run_text(sure, "de").endswith("(99,4-100,0 %), unter 0,1 ms je Entscheidung")
    mixed = replace(RUN, players=3, against=("ismcts-medium", "random"), form="versus")
    assert "against the medium bot and the random bot" in run_text(mixed, "en")
    assert "gegen den mittleren Bot und den zufälligen Bot" in run_text(mixed, "de")
    yard = replace(RUN, against=("openspiel-ismcts-30ms",), form="yardstick")
    assert "against the OpenSpiel IS-MCTS bot" in run_text(yard, "en")
    assert "gegen den OpenSpiel-IS-MCTS-Bot" in run_text(yard, "de")


def test_the_lobby_shows_one_run_per_player_count_of_enough_games() -> None:
    # Empire Engine's easy bot: 1,000 games against the basic bot at 2 players (its run at 4
    # players played a former basic bot); the hard bot at 2 players: its ladder run (against
    # medium), not its yardstick run; at 4 players its only run, against three of OpenSpiel's.
    shown = shown_runs("empire-engine", "ismcts-easy")
    assert [(r.players, r.against[0], r.games) for r in shown] == [(2, "heuristic", 1000)]
    hard = shown_runs("empire-engine", "ismcts-hard")
    assert [(r.players, r.against[0], r.form) for r in hard] == [
        (2, "ismcts-medium", "ladder"),
        (4, "openspiel-ismcts-150ms", "yardstick"),
    ]
    assert strength_sentence("empire-engine", "random", "en") == (
        "Measured: first in 2% of 2-player games against the basic bot (2-3%), "
        "under 0.1 ms a decision."
    )
    assert strength_sentence("sealed-bids", "random", "en") is None  # nobody measured it
    ladder, yardstick = shown_runs("empire-engine", "ismcts-medium")
    assert (ladder.players, ladder.form, yardstick.players) == (2, "ladder", 4)
    sentence = strength_sentence("empire-engine", "ismcts-medium", "de")
    assert sentence == f"Gemessen: {run_text(ladder, 'de')}; {run_text(yardstick, 'de')}."


def test_runs_of_a_former_level_are_kept_in_the_doc_but_never_shown() -> None:
    former = [r for r in all_runs() if r.former]
    assert former  # the data holds some: the levels have changed since they were measured
    for run in former:
        assert run not in shown_runs(run.game, run.kind)
    # Empire V8.5's medium level: its runs against the basic bots were of the old level; what
    # is shown is its rung at 2 players and its match against OpenSpiel at 4.
    shown = shown_runs("empire-v85", "ismcts-medium")
    assert [(r.players, r.form) for r in shown] == [(2, "ladder"), (4, "yardstick")]
    assert "| versus, former level |" in markdown()
    lines = GOOD.replace("command = ", "former = true\ncommand = ")
    assert parse(lines)[0].former and not parse(GOOD)[0].former
    with pytest.raises(StrengthDataError, match="former must be true or false"):
        parse(GOOD.replace("command = ", 'former = "yes"\ncommand = '))


def test_bot_info_carries_the_figures_and_the_words() -> None:
    info = {b["kind"]: b for b in bot_info("empire-v85", ["random", "ismcts", "ismcts-medium"])}
    (chance,) = info["random"]["measured"]
    assert (chance["against"], chance["form"], chance["games"]) == (["heuristic"], "versus", 1000)
    assert bot_info("sealed-bids", ["random"])[0]["measured"] == []
    assert info["ismcts"]["measured"] == info["ismcts-medium"]["measured"]  # the same kind
    two, four = info["ismcts-medium"]["measured"]
    run, _ = shown_runs("empire-v85", "ismcts-medium")
    assert (four["players"], four["form"]) == (4, "yardstick")
    assert (two["players"], two["games"], two["ms_per_decision"]) == (
        2,
        run.games,
        run.ms_per_decision,
    )
    assert two["against"] == ["ismcts-easy"] and two["form"] == "ladder"
    assert two["text"] == run_text(run, "en")


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (("high = 90.8", "high = 88.0"), "must hold the result 89.0"),
        (('against = ["heuristic"]', 'against = ["heuristic", "random"]'), "2 players; it needs 1"),
        (('against = ["heuristic"]', 'against = ["random"]'), "the level below ismcts-easy"),
        (('form = "ladder"', 'form = "yardstick"'), "plays against openspiel-ismcts"),
        (('form = "ladder"', 'form = "rung"'), "form 'rung' is none of"),
        (("games = 1000", "games = 0"), "games must be above 0"),
        (("games = 1000\n", ""), "missing games"),
        (("ms_per_decision = 6.1", "ms = 6.1"), "missing ms_per_decision"),
        (("games = 1000", 'games = "many"'), "invalid literal"),
        (("ms_per_decision = 6.1", "ms_per_decision = 6.1\nagainst_ms = -1.0"), "not be negative"),
        (("ms_per_decision = 6.1", 'ms_per_decision = 6.1\nagainst_ms = "fast"'), "could not"),
    ],
)
def test_bad_data_is_refused_naming_the_run_and_the_problem(
    change: tuple[str, str], named: str
) -> None:
    assert parse(GOOD)[0].result == 89.0
    with pytest.raises(StrengthDataError, match="run 1 \\(empire-engine, ismcts-easy\\)") as err:
        parse(GOOD.replace(*change))
    assert named in str(err.value)


def _verdicts(runs: list[Run], players: tuple[int, int] = (2, 4)) -> dict[str, str]:
    return {f"{s.goal.label()} {s.goal.players}": s.verdict() for s in standings(runs, *players)}


def test_where_a_game_stands_names_every_measurement_it_needs() -> None:
    # A game of 2 to 4 players needs three ladder lines and four matches against OpenSpiel;
    # one of at most 2 players (or a solo game too) only the 2-player matches.
    assert len(goals(2, 4)) == 7 and len(goals(1, 2)) == 5 and len(goals(2, 12)) == 7
    assert set(_verdicts([]).values()) == {"to be measured"}
    rung = replace(RUN, result=62.4, low=59.4, high=65.4, ms_per_decision=140.2)
    assert _verdicts([rung])["`ismcts-hard` over `ismcts-medium` 2"] == "met"
    verdicts = _verdicts(
        [
            replace(RUN, kind="ismcts-medium", against=("ismcts-easy",), result=58.5, low=49.9),
            replace(rung, ms_per_decision=210.0, games=600),  # fewer games: not judged yet
            replace(rung, ms_per_decision=210.0, games=400),
            replace(rung, form="yardstick", against=("openspiel-ismcts-99ms",), result=59.0),
            replace(rung, kind="ismcts-medium", form="yardstick", against=("openspiel-ismcts",)),
            replace(
                rung,
                players=4,
                form="yardstick",
                against=("openspiel-ismcts-90ms",) * 3,
                result=41.0,
                ms_per_decision=201.0,
            ),
        ]
    )
    assert verdicts == {
        "`ismcts-easy`'s time 2": "to be measured",
        "`ismcts-medium` over `ismcts-easy` 2": "not met: over time, interval reaches 50%",
        "`ismcts-hard` over `ismcts-medium` 2": "600 of 1,000 games",
        "`ismcts-hard` against OpenSpiel's IS-MCTS 2": "not met: under 60%",
        "`ismcts-medium` against OpenSpiel's IS-MCTS 2": "not met: over time",
        "`ismcts-hard` against three of OpenSpiel's IS-MCTS 4": "not met: over time",
        "`ismcts-medium` against three of OpenSpiel's IS-MCTS 4": "to be measured",
    }


def test_easy_s_time_comes_from_its_own_run_or_the_rung_above() -> None:
    medium = replace(RUN, kind="ismcts-medium", against=("ismcts-easy",), ms_per_decision=40.0)
    easy = replace(RUN, kind="ismcts-easy", against=("heuristic",), ms_per_decision=9.0)
    timed = replace(medium, against_ms=11.0)
    assert _verdicts([medium])["`ismcts-easy`'s time 2"] == "to be measured"
    assert _verdicts([timed])["`ismcts-easy`'s time 2"] == "not met: over time"
    (first, *_) = standings([timed, easy], 2, 4)
    assert (first.run, first.ms(), first.verdict()) == (easy, 9.0, "met")
    (first, *_) = standings([replace(timed, against_ms=9.5)], 2, 4)
    assert first.from_rung_above and (first.ms(), first.verdict()) == (9.5, "met")
    # A former level's runs measure nothing of today's.
    assert _verdicts([replace(easy, former=True)])["`ismcts-easy`'s time 2"] == "to be measured"


def test_the_doc_says_where_each_game_stands() -> None:
    doc = markdown()
    assert "**Where each game stands.**" in doc
    for title in ("Empire Engine", "Empire Planners", "Empire V8.5"):
        assert f"| {title} | `ismcts-hard` against OpenSpiel's IS-MCTS | 2 |" in doc
    assert "| Empire Planners | `ismcts-hard` against three of" not in doc  # 2 players at most
