"""The terminal explains the game as the web table does (issue 18): choices in the game's words
with one line for a number to pick, the rules of the moment on ``help``, the parts that do not
fit on ``details``, every seat kind in ``play --help``, the tie-break when it decided. Real
``empires`` runs, piped."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from empires.bots.catalog import bot_names
from empires.bots.labels import bot_label
from empires.kernel.match import replay
from empires.kernel.record import GameRecord
from empires.kernel.registry import get_game, list_games
from empires.terminal.screen import default_names
from empires.terminal.texts import UI
from tests.terminal.conftest import piped

BIDS = ("play", "sealed-bids", "--players", "3", "--seed", "4", "--seats", "human,random,random")


def _moves(path: Path) -> list[object]:
    return list(GameRecord.load(path).moves)


def test_a_number_to_pick_is_one_line_and_typed_after_its_number(tmp_path: Path) -> None:
    answers = ["save before.json", "1 9", "1 x", "1", "0", "save after.json", "1 3", "1", "2"]
    done = piped(*BIDS, stdin="\n".join([*answers, "quit", ""]), cwd=tmp_path)
    out = done.stdout
    assert "  1. Bid # for the prize (1-6)\n" in out
    assert "Choose 1-1 (" in out  # six bids, one line
    assert "9 is not possible for choice 1: pick one of 1-6." in out
    assert "'x' is not a number: choice 1 takes one of 1-6." in out
    assert "Which number for choice 1 (1-6)? 0 is not possible for choice 1" in out
    # The wrong numbers changed nothing; then "1 3" bid the 3, and "1" asked for the number.
    assert _moves(tmp_path / "before.json") == _moves(tmp_path / "after.json")
    assert "Player 1 chose: Bid 3 for the prize" in out
    assert re.search(r"  1\. Bid # for the prize \(1, 2, 4, 5, 6\)", out)
    assert "Player 1 chose: Bid 2 for the prize" in out
    record = GameRecord.load(tmp_path / re.findall(r"Game saved to (\S+)", out)[-1])
    mine = [played.move for played in record.moves if played.seat == 0]
    assert [move["card"] for move in mine][:2] == [3, 2]


def test_in_german_the_number_is_asked_and_refused_in_german(tmp_path: Path) -> None:
    done = piped(*BIDS, "--lang", "de", stdin="1\n7\n1 2\nende\n", cwd=tmp_path)
    out = done.stdout
    assert "  1. # für den Preis bieten (1-6)\n" in out
    assert (
        "Welche Zahl für Möglichkeit 1 (1-6)? 7 geht bei Möglichkeit 1 nicht: wähle eine aus 1-6."
        in out
    )
    assert "Spieler 1 wählt: 2 für den Preis bieten" in out


def test_a_choice_without_a_number_refuses_one(tmp_path: Path) -> None:
    done = piped("play", "--seed", "5", stdin="1 5\nquit\n", cwd=tmp_path)
    assert "Choice 1 takes no number: type just 1." in done.stdout
    saved = tmp_path / re.findall(r"Game saved to (\S+)", done.stdout)[-1]
    assert all(played.seat != 0 for played in GameRecord.load(saved).moves)


def test_hint_names_the_line_and_number_to_type(tmp_path: Path) -> None:
    done = piped(*BIDS, stdin="hint\nquit\n", cwd=tmp_path)
    assert re.search(
        r"Hint: the search \('medium', from your view only\) would choose 1 [1-6]: Bid [1-6] for"
        r" the prize",
        done.stdout,
    )


@pytest.mark.parametrize(
    ("lang", "command", "heading", "said"),
    [
        ("en", "help", "══ Rules ", "Everyone chooses one card of their hand in secret."),
        ("de", "hilfe", "══ Regeln ", "Alle wählen geheim eine Karte ihrer Hand."),
    ],
)
def test_help_gives_the_rules_of_the_moment_then_the_commands(
    tmp_path: Path, lang: str, command: str, heading: str, said: str
) -> None:
    done = piped(*BIDS, "--lang", lang, stdin=f"{command}\nquit\n", cwd=tmp_path)
    rules = done.stdout.split(heading, 1)[1]
    # The section the game names for bidding ({#round}), without its Markdown, then the
    # commands, then the choices again.
    assert said in rules
    assert "{#" not in rules and "**" not in rules and "##" not in rules
    assert "The end" not in rules and "Das Ende" not in rules  # only the section
    commands = UI[lang]["help"].splitlines()[0]
    assert rules.index(said) < rules.index(commands) < rules.index(UI[lang]["choices"][:8])


def test_help_at_the_first_decision_gives_the_rules_of_planning(tmp_path: Path) -> None:
    done = piped("play", "--seed", "5", stdin="help\nquit\n", cwd=tmp_path)
    rules = done.stdout.split("══ Rules ", 1)[1]
    assert "Plan\n" in rules and "The start player places first" in rules
    assert "Empire Engine in brief" not in rules  # the section of the step, not the whole


@pytest.mark.parametrize(
    ("lang", "command"), [("en", "details"), ("de", "mehr"), ("de", "details")]
)
def test_details_of_a_game_that_shows_everything(tmp_path: Path, lang: str, command: str) -> None:
    done = piped(*BIDS, "--lang", lang, stdin=f"{command}\nquit\n", cwd=tmp_path)
    assert UI[lang]["no_details"] in done.stdout
    assert UI[lang]["details_note"] not in done.stdout


def test_play_help_lists_every_seat_kind_of_the_catalog() -> None:
    done = piped("play", "--help")
    assert done.returncode == 0
    listed = done.stdout.split("seat kinds", 1)[1]
    kinds = {kind for rules in list_games() for kind in bot_names(rules)}
    assert {"random", "heuristic", "ismcts-easy", "ismcts-hard"} <= kinds
    for kind in ["human", *kinds]:
        line = re.search(rf"^  {re.escape(kind)} +(.+)$", listed, re.M)
        assert line is not None, kind
        assert kind == "human" or line.group(1).startswith(bot_label(kind)), line.group(0)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_end_says_when_the_tie_break_decided(tmp_path: Path, lang: str) -> None:
    # Seed 0 of two random bots ends 14 : 14, the ready pile deciding.
    seats = ("--players", "2", "--seats", "random,random", "--lang", lang)
    done = piped("play", "empire-engine", *seats, "--seed", "0", cwd=tmp_path)
    rule = get_game("empire-engine").info.tie_break[lang]
    said = " ".join(done.stdout.split(UI[lang]["tie_break"].split("{")[0], 1)[1].split())
    assert said.startswith(rule)
    match = replay(GameRecord.load(tmp_path / re.findall(r"(saves/\S+\.json)", done.stdout)[-1]))
    assert match.scores()[0] == match.scores()[1] and len(match.winners()) == 1
    # A clear win does not mention it.
    clear = piped("play", "empire-engine", *seats, "--seed", "1", cwd=tmp_path).stdout
    assert UI[lang]["tie_break"].split("{")[0] not in clear


def _with_details() -> list[str]:
    """The games whose pictures keep a part for ``details`` (their render module's
    ``render_details``)."""
    games = [rules for rules in list_games() if getattr(rules, "pictures", None) is not None]
    return [r.info.name for r in games if hasattr(r.pictures, "render_details")]


@pytest.mark.parametrize("game", _with_details())
@pytest.mark.parametrize(("lang", "command"), [("en", "details"), ("de", "mehr")])
def test_details_show_what_the_screen_leaves_out(
    tmp_path: Path, game: str, lang: str, command: str
) -> None:
    info = get_game(game).info
    players = ("--players", str(info.max_players), "--lang", lang)
    done = piped("play", game, *players, "--seed", "2", stdin=f"{command}\nquit\n", cwd=tmp_path)
    out = done.stdout
    match = replay(GameRecord.load(tmp_path / re.findall(r"(saves/\S+\.json)", out)[-1]))
    names = default_names(["human", *["heuristic"] * (info.max_players - 1)], lang)
    text = match.rules.pictures.render_details(match.view(0), lang, names)
    note = UI[lang]["details_note"]
    if text.strip():
        assert note in out
        assert text.strip().splitlines()[0].strip() in out
    else:
        assert note not in out


def test_the_end_ranks_the_player_the_rules_run_among_the_seats(tmp_path: Path) -> None:
    # Empire Planners alone: Archie Indus (run by the rules) has a row of the end, as on the web.
    done = piped(
        "play", "empire-planners", "--players", "1", "--seed", "2", stdin="1\n" * 400, cwd=tmp_path
    )
    end = done.stdout.split("Final scores", 1)[1]
    archie = re.search(r"^ ([ *]) ?(\d+)\. Archie Indus +(\d+) points$", end, re.M)
    seat = re.search(r"^ ([ *]) ?(\d+)\. Player 1 +(\d+) points$", end, re.M)
    assert archie and seat
    first, second = sorted([archie, seat], key=lambda found: int(found.group(2)))
    assert int(first.group(3)) >= int(second.group(3)) and first.group(1) == "*"
