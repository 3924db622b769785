"""``empires review RECORD``: the coach's review in the terminal, in English and German, as
JSON, and bad input refused by name (the real command, piped)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from empires.bots.coach_words import WORDS as WHY_WORDS
from empires.bots.empire_engine import HeuristicBot
from empires.games.empire_engine import RULES
from empires.kernel.match import Match
from empires.kernel.record import GameRecord
from empires.terminal.review import WORDS
from tests.terminal.conftest import piped


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 2-player Empire Engine game of heuristic bots, the first seat marked as a person."""
    match = Match(RULES, 2, None, 7)
    bots = [HeuristicBot(1), HeuristicBot(2)]
    while seats := match.to_act():
        seat = seats[0]
        match.play(seat, bots[seat].choose(match.view(seat), match.legal_moves(seat)))
    record = match.record()
    record.meta = {"seats": ["human", "heuristic"], "names": ["Ada", "Bo"], "lang": "en"}
    path = tmp_path_factory.mktemp("review") / "game.json"
    record.save(path)
    return path


def _review(path: Path, *args: str) -> list[str]:
    done = piped("review", str(path), "--level", "easy", *args)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert all(len(line) <= 120 for line in lines), max(lines, key=len)
    return lines


def test_the_review_in_english_names_the_moves_and_the_costliest_decisions(
    record_file: Path,
) -> None:
    lines = _review(record_file)
    assert lines[0].startswith("Review of Empire Engine (2 players) by the 'easy' search")
    table = [line for line in lines if line.split()[1:2] == ["Ada"]]
    record = GameRecord.load(record_file)
    asked = [n for n, m in enumerate(record.moves, start=1) if m.seat == 0]
    assert [int(line.split()[0]) for line in table] == asked
    assert not [line for line in lines if line.split()[1:2] == ["Bo"]]
    assert all("%→" in line for line in table)
    # This game's first seat made moves the search rates clearly lower: each has its why.
    key = lines[lines.index("The costliest decisions:") + 1 :]
    heads = [line for line in key if line.startswith("Move ")]
    assert heads and all(", Ada (estimated chance " in line for line in heads)
    assert sum(line.startswith("  Better: ") for line in key) == len(heads)


def test_the_review_in_german_and_of_a_seat_by_name(record_file: Path) -> None:
    lines = _review(record_file, "--lang", "de", "--seat", "Bo")
    assert lines[0].startswith("Rückschau auf Empire Engine (2 Spieler) mit der Suche 'easy'")
    assert "Aussicht" in lines[4] and "Die Suche zieht vor" in lines[4]
    rows = [line for line in lines[5:] if line.split()[1:2] == ["Bo"]]
    assert rows and "Maschine" in "\n".join(rows)
    key = lines[lines.index("Die teuersten Entscheidungen:") + 1 :]
    assert any(line.startswith("Zug ") and ", Bo (geschätzte Aussicht" in line for line in key)
    assert any(line.startswith("  Besser: ") for line in key)
    assert "Probespielen der Suche" in "\n".join(key)
    # None of the review's English words in German (the level's name is typed as given).
    english = {
        word.lower()
        for table in (WORDS["en"], WHY_WORDS["en"])
        for text in table.values()
        for word in re.findall(r"[A-Za-z]{4,}", re.sub(r"\{[^}]*\}", " ", text))
    } - {"easy"}
    said = {w for w in re.findall(r"[A-Za-zÄÖÜäöüß]{4,}", "\n".join(lines)) if w.lower() in english}
    assert not said, said


def test_the_review_as_json_is_the_same_on_every_run(record_file: Path) -> None:
    runs = [json.loads(piped("review", str(record_file), "--level", "easy", "--json").stdout)]
    runs.append(json.loads(piped("review", str(record_file), "--level", "easy", "--json").stdout))
    assert runs[0] == runs[1]
    review = runs[0]
    ranked = sorted(review["decisions"], key=lambda d: (-d["cost"], d["number"]))
    assert review["seats"] == [0] and review["key"]
    assert review["key"] == [d["number"] for d in ranked][: len(review["key"])]


def test_bad_input_is_refused_by_name(record_file: Path, tmp_path: Path) -> None:
    missing = piped("review", str(tmp_path / "nothing.json"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr
    assert "nothing.json" in missing.stderr
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    done = piped("review", str(broken))
    assert done.returncode == 2 and "broken.json is not valid JSON" in done.stderr
    data = json.loads(record_file.read_text(encoding="utf-8"))
    data["moves"] = data["moves"][1:]
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(data), encoding="utf-8")
    done = piped("review", str(wrong))
    assert done.returncode == 2 and "wrong.json: the record does not replay: move 1" in done.stderr
    done = piped("review", str(record_file), "--seat", "5")
    assert done.returncode == 2 and "unknown seat '5'" in done.stderr and "Ada, Bo" in done.stderr
    assert not done.stdout


def test_a_record_without_decisions_says_so(tmp_path: Path) -> None:
    record = Match(RULES, 2, None, 1).record()
    record.meta = {"lang": "de"}
    path = tmp_path / "empty.json"
    record.save(path)
    lines = _review(path)
    assert lines[-1].startswith("Nichts zu bewerten")
