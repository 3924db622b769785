"""``back`` in the terminal: in a hot seat, the person who just made a secret choice takes it
back at the pass screen and chooses again; the log says so without the choice, the saved record
keeps the take-back and replays, and ``back`` with nothing to take back says so."""

from __future__ import annotations

from empires.kernel.match import TAKE_BACK, replay
from empires.kernel.record import GameRecord
from tests.terminal.conftest import piped


def test_a_secret_choice_is_taken_back_at_the_pass_screen(terminal):
    run = terminal(
        "play", "empire-v85", "--players", "2", "--seats", "human,human",
        "--names", "Ann,Ben", "--seed", "5",
    )  # fmt: skip
    run.prompt()
    run.send("help")
    run.expect("take back your secret choice")
    run.send("back")  # Ann has not chosen yet
    run.expect("There is no secret choice of yours to take back now.")
    run.send("2")
    run.expect(r"Pass the keyboard to Ben, then press Enter \(Ann: type back")
    run.send("back")
    run.expect("Ann took back their choice: choose again.")
    assert run.prompt() >= 2
    run.send("log")
    run.expect("Ann took back their choice")
    run.send("1")
    run.expect("Pass the keyboard to Ben")
    run.send("")
    run.prompt()
    run.send("1")  # Ben chooses last: the decision resolves
    run.expect(r"Pass the keyboard to Ann, then press Enter\.")
    run.send("back")  # Ben's choice is carried out: nothing to take back
    run.expect("There is no secret choice of yours to take back now.")
    run.prompt()
    run.send("quit")
    run.expect("Game stopped.")
    assert run.exit_code() == 0
    record = GameRecord.load(run.saved_paths()[0])
    assert [(m.seat, m.move) for m in record.moves[:2]][1] == (0, dict(TAKE_BACK))
    match = replay(record)
    assert "Ann took back their choice." in match.event_texts(1, names=["Ann", "Ben"])
    # empires replay tells the take-back as what it is.
    shown = piped("replay", str(run.saved_paths()[0]), "--step", cwd=run.cwd)
    assert shown.returncode == 0, shown.stderr
    assert f"Move 2 of {len(record.moves)} — Ann took back their choice." in shown.stdout
