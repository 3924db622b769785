"""``empires play`` through a real pseudo-terminal: whole games, commands, saving and resuming."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from empires.kernel.match import replay
from empires.kernel.record import GameRecord
from tests.terminal.conftest import piped

CLEAR = "\x1b[H\x1b[2J"


def _record(path: Path) -> GameRecord:
    return GameRecord.load(path)


def test_whole_game_in_english_against_three_bots(terminal):
    run = terminal("play", "empire-engine", "--seed", "3")
    end = run.play_to_end()
    assert "Round 1 of 8" in run.transcript
    assert "Your choices, Player 1:" in run.transcript
    assert "What happened:" in run.transcript
    assert re.search(r"Winners? (\(shared\) )?: |Winner: ", end)
    assert "points" in end
    # The finished game is kept, and its record replays to the end with the client's meta.
    record = _record(run.saved_paths()[-1])
    assert record.meta == {
        "seats": ["human", "heuristic", "heuristic", "heuristic"],
        "names": ["Player 1", "Bot 2", "Bot 3", "Bot 4"],
        "lang": "en",
    }
    match = replay(record)
    assert match.is_over
    assert record.result == {"scores": match.scores(), "winners": match.winners()}
    winners = ", ".join(record.meta["names"][s] for s in match.winners())
    assert winners in end


def test_whole_game_in_german_with_random_choices(terminal):
    rng = random.Random(7)
    run = terminal("play", "--seed", "11", "--lang", "de")
    end = run.play_to_end(lambda n: rng.randint(1, n))
    for word in ("Runde", "Maschine", "Deine Möglichkeiten", "Was geschah"):
        assert word in run.transcript
    assert "Endwertung" in run.transcript
    assert "Sieg" in end
    assert "Punkte" in end
    record = _record(run.saved_paths()[-1])
    # `--lang de` alone also chooses the German edition of the rules.
    assert record.options["edition"] == "de"
    assert record.meta is not None and record.meta["lang"] == "de"
    assert replay(record).is_over


def test_bad_input_gets_a_message_and_the_question_again(terminal):
    run = terminal("play", "--seed", "5")
    choices = run.prompt()
    run.send("save before.json")
    run.expect("Game saved to before.json")
    for line, message in (
        ("abc", "'abc' is neither a number nor a command"),
        ("0", "There is no choice 0"),
        (str(choices + 1), f"There is no choice {choices + 1}: pick a number from 1 to {choices}"),
        ("-3", "There is no choice -3"),
        ("", "Type the number of a choice"),
        ("dance now", "'dance now' is neither a number nor a command"),
    ):
        run.send(line)
        run.expect(message)
        assert run.prompt() == choices
    run.send("save after.json")
    run.expect("Game saved to after.json")
    # Nothing changed.
    assert _record(run.cwd / "before.json").moves == _record(run.cwd / "after.json").moves
    run.send("help")
    run.expect("Commands:")
    run.prompt()
    run.send("quit")
    assert run.exit_code() == 0


def test_hint_shows_the_searchs_choice(terminal):
    run = terminal("play", "--seed", "5")
    choices = run.prompt()
    screen = run.transcript
    run.send("hint")
    # The hint may wrap at the terminal's width: its words are compared, not its lines.
    run.expect(re.compile(r"would choose (\d+): ([\s\S]+?)\s+\(estimated"))
    number, text = int(run.child.match.group(1)), " ".join(run.child.match.group(2).split())
    assert 1 <= number <= choices
    assert f"{number}. {text}\r\n" in screen
    assert run.prompt() == choices
    run.send(str(number))
    run.prompt()
    run.send("quit")
    assert run.exit_code() == 0


def test_log_shows_every_event_of_the_seat(terminal):
    run = terminal("play", "--seed", "5")
    run.prompt()
    run.send("1")
    run.prompt()
    run.send("log")
    run.expect("Everything you have seen, Player 1:")
    run.expect("Round 1 begins")
    run.expect("You placed your")
    run.prompt()
    run.send("quit")
    assert run.exit_code() == 0


def test_save_then_resume_continues_the_same_game(terminal):
    run = terminal("play", "--seed", "21", "--names", "Ada,Babbage,Curie,Dirac")
    for _ in range(5):
        run.prompt()
        run.send("1")
    run.prompt()
    choices_before = _choice_list(run.transcript)
    run.send("save mid.json")
    run.expect("Game saved to mid.json")
    run.prompt()
    run.send("quit")
    assert run.exit_code() == 0
    saved = _record(run.cwd / "mid.json")
    assert saved.meta is not None and saved.meta["names"] == ["Ada", "Babbage", "Curie", "Dirac"]
    assert sum(1 for m in saved.moves if m.seat == 0) == 5

    again = terminal("play", "--resume", "mid.json")
    again.expect(f"after {len(saved.moves)} moves")
    again.prompt()
    # The same seat is asked the same question, with the names restored from the save.
    assert _choice_list(again.transcript) == choices_before
    assert "Your choices, Ada:" in again.transcript
    again.send("1")
    end = again.play_to_end()
    assert "Final scores" in again.transcript and "points" in end
    final = _record(again.saved_paths()[-1])
    assert final.moves[: len(saved.moves)] == saved.moves
    assert final.seed == saved.seed == 21
    assert replay(final).is_over


def test_resume_flags_override_the_saved_table(terminal):
    run = terminal("play", "--seed", "4")
    run.prompt()
    run.send("save s.json")
    run.expect("Game saved")
    run.prompt()
    run.send("quit")
    assert run.exit_code() == 0
    again = terminal("play", "--resume", "s.json", "--lang", "de", "--names", "A,B,C,D")
    again.prompt()
    assert "Deine Möglichkeiten, A:" in again.transcript
    again.send("ende")
    again.expect("Spiel gespeichert")
    assert again.exit_code() == 0


def test_quit_saves_the_game(terminal):
    run = terminal("play", "--seed", "8", "--save-dir", "my-saves")
    run.prompt()
    run.send("2")
    run.prompt()
    run.send("quit")
    run.expect("Game stopped.")
    run.expect("empires play --resume")
    assert run.exit_code() == 0
    (path,) = run.saved_paths()
    assert path.parent.name == "my-saves"
    record = _record(path)
    assert [m.seat for m in record.moves].count(0) == 1
    assert not replay(record).is_over


@pytest.mark.parametrize(
    ("stop", "said", "code"), [("sendeof", "Input ended", 0), ("sendintr", "Interrupted", 130)]
)
def test_end_of_input_and_ctrl_c_save_and_exit(terminal, stop, said, code):
    run = terminal("play", "--seed", "8")
    run.prompt()
    getattr(run.child, stop)()
    run.expect(said)
    assert run.exit_code() == code
    assert run.saved_paths() and run.saved_paths()[0].exists()


def test_random_seed_is_printed(terminal):
    run = terminal("play")
    run.expect(re.compile(r"seed (\d+) \(play it again with --seed (\d+)\)"))
    shown, again = run.child.match.group(1), run.child.match.group(2)
    assert shown == again
    run.expect(f"· seed {shown} · Player 1")
    run.prompt()
    run.send("quit")
    assert run.exit_code() == 0
    assert _record(run.saved_paths()[0]).seed == int(shown)


def test_hot_seat_hides_one_persons_secrets_from_the_other(terminal):
    run = terminal(
        "play", "--seed", "6", "--players", "2", "--seats", "human,human", "--names", "Ann,Ben"
    )
    run.play_to_end()
    chunks = run.transcript.split(CLEAR)
    passes = [c for c in chunks if "Pass the keyboard to" in c]
    screens = [c for c in chunks if "Your choices, " in c]
    assert {re.search(r"Pass the keyboard to (\w+)", c).group(1) for c in passes} == {"Ann", "Ben"}
    first: dict[str, str] = {}
    for screen in screens:
        name = re.search(r"Your choices, (\w+):", screen).group(1)
        assert "seed" in screen and f"· {name} ═" in screen
        first.setdefault(name, screen)
        # Only the seat's own last placement may show its hidden side, never the other's.
        assert screen.count("You placed your") <= 1
    assert set(first) == {"Ann", "Ben"}
    # Each screen follows a pass prompt naming its owner, unless the same person goes on.
    owner = None
    for chunk in chunks:
        passed = re.search(r"Pass the keyboard to (\w+)", chunk)
        shown = re.search(r"Your choices, (\w+):", chunk)
        if passed:
            owner = passed.group(1)
        elif shown:
            assert owner in (None, shown.group(1))
            owner = shown.group(1)


def test_piped_input_plays_without_a_terminal(tmp_path):
    # Not a terminal: no screen clearing, and the input is just read line by line.
    done = piped("play", "--seed", "2", stdin="1\n" * 200, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Final scores" in done.stdout
    assert CLEAR not in done.stdout


def _choice_list(transcript: str) -> list[str]:
    """The numbered choices of the last screen in a transcript."""
    screen = transcript.split(CLEAR)[-1]
    block = screen.split("Your choices, ")[-1]
    return re.findall(r"^\s+\d+\. .+$", block.replace("\r\n", "\n"), flags=re.M)


def test_errors_exit_with_code_2(terminal, tmp_path):
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "other.json").write_text(json.dumps({"format": "x"}), encoding="utf-8")
    for args, message in (
        (("play", "--resume", "broken.json"), "broken.json is not valid JSON"),
        (("play", "--resume", "other.json"), "not a game record"),
        (("play", "--resume", "missing.json"), "cannot read missing.json"),
        (("play", "--seats", "human,wizard"), "unknown seat kind 'wizard'"),
        (("play", "--players", "1"), "takes 2 to 12 players"),
        (("play", "--option", "teams"), "NAME=VALUE"),
        (("play", "--names", "A,B"), "--names needs 4 non-empty names"),
        (("play", "--players", "3", "--seats", "human,human"), "--seats names 2 seats"),
    ):
        run = terminal(*args)
        assert run.exit_code() == 2, args
        assert "empires: " in run.transcript and message in run.transcript, run.transcript


def test_a_solo_game_against_archie_in_german_to_the_end(terminal):
    # Empire Planners alone against Archie Indus: the one seat plays, the game plays Archie.
    rng = random.Random(3)
    run = terminal(
        "play",
        "empire-planners",
        "--players",
        "1",
        "--seed",
        "5",
        "--lang",
        "de",
        "--option",
        "level=basic",
    )
    end = run.play_to_end(lambda n: rng.randint(1, n))
    for word in ("Runde 1 von 15", "STADT", "FABRIKEN", "Verschmutzung", "Archie Indus"):
        assert word in run.transcript
    record = _record(run.saved_paths()[-1])
    match = replay(record)
    assert match.is_over and record.options["level"] == "basic"
    if match.winners():
        assert "Sieg: Spieler 1" in end
    else:
        assert "Kein Sitz hat gewonnen" in end
