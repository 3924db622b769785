"""Trading in one line at the terminal (``Rules.read_typed``; Empire's ``offer_words``), through a
real pseudo-terminal, trading at any time. One person and three heuristic bots at four players:
the person offers a bundle while a card is being bid on, a bot answers at once, and the game
plays to the end with the trade in its log; lines that do not read, and refused moves, say why
and change nothing. Two people at one keyboard, in German: one offers, the list shows it, the
other accepts, with no English word of the trading texts."""

from __future__ import annotations

import re
from pathlib import Path

from empires import new_match
from empires.games.empire_colonial.components import NATIONS
from empires.games.empire_colonial.moves import SelectNation, Sell
from empires.games.empire_colonial.offer_words import WORDS
from empires.kernel.match import replay
from empires.kernel.record import GameRecord
from tests.terminal.conftest import PASS, Terminal

GAME = "empire-colonial"

NAMES = ["Ann", "Bob", "Bea", "Carl"]
#: The hint under the choices while offers may be made, in either language.
HINT = re.compile(r"(?:Trade any time: offer Bob|Tausch: biete Bob)")


def _bidding(tmp_path: Path, lang: str) -> Path:
    """A saved game of four at the bidding on its first card, trading at any time, reached by
    the test's own choices (so no bot's choice shapes it): Bob has France's five revolts, Ann
    goods and gold; everybody sold nothing."""
    match = new_match(GAME, 4, {"trade_when": "anytime"}, 3)
    market = [name for name in match.view(0)["market"] if name != "france"]
    for seat, name in enumerate([market[0], "france", *market[1:3]]):
        match.play(seat, SelectNation(NATIONS[name].number))
    for seat in range(4):
        match.play(seat, Sell(0))
    ann, bob = match.state.stacks[:2]
    assert match.state.phase == "bid" and ann["good"] and ann["gold"] and bob["revolt"] >= 5
    record = match.record()
    record.meta = {"seats": ["human"] * 4, "names": NAMES, "lang": lang}
    path = tmp_path / "bidding.json"
    record.save(path)
    return path


def _answer(run: Terminal, line: str) -> str:
    """Type a line at the move prompt; return what came before the next prompt."""
    run.send(line)
    run.prompt()
    return str(run.child.before)


def _offered(text: str, words: str) -> int:
    """The number of the offer whose event (after ``words``) the text shows."""
    found = re.search(re.escape(words) + r" \((?:offer|Angebot) (\d+)\)", text)
    assert found is not None, text
    return int(found.group(1))


def test_a_person_trades_a_bundle_in_one_line_with_a_bot_during_live_bidding(
    terminal, tmp_path: Path
) -> None:
    seats = "human,heuristic,heuristic,heuristic"
    run = terminal("play", "--resume", str(_bidding(tmp_path, "en")), "--seats", seats)
    run.prompt()
    screen = str(run.child.before)
    assert HINT.search(screen) and "Round 1 of 6 - bidding" in screen
    assert "<- bidding now" in screen and "accept/decline/counter/withdraw N · offers" in screen
    # Lines that do not read name the word, and change nothing (the same prompt again).
    said = _answer(run, "offer Bob 1 good + 1 gold for 1 revolts please")
    assert "'please' is not a kind to trade" in said
    said = _answer(run, "offer Zed 1 good for 1 gold")
    assert "'Zed' is no player at this table: name one of Bob, Bea, Carl" in said
    # A move the rules refuse shows their reason.
    said = _answer(run, "offer Bob 50 gold for 1 colony")
    assert "Refused: The offer names more than one side holds now." in said
    # Two kinds for one, to a bot by a name's start: Bob answers at once, while the good is
    # still on auction, and the next screen says so.
    said = _answer(run, "offer bo 1 good + 1 gold for 1 revolt")
    assert "Ann made the optional move: Offer Bob 1 good, 1 gold for 1 revolt" in said
    number = _offered(said, "Ann offers Bob 1 good, 1 gold for 1 revolt")
    assert f"Bob accepts offer {number}: Ann gives 1 good, 1 gold, Bob gives 1 revolt." in said
    assert "<- bidding now" in said and "Bids (round 1)" in said
    assert "Refused: That offer is no longer open." in _answer(run, f"withdraw {number}")
    run.send("1")
    run.play_to_end()
    record = GameRecord.load(run.saved_paths()[-1])
    match = replay(record)
    assert match.is_over and record.options["trade_when"] == "anytime"
    trade = {"from": 0, "to": 1, "give": {"good": 1, "gold": 1}, "ask": {"revolt": 1}}
    traded = [e.params for e in match.rules.events(match.state) if e.key == "bundle_traded"]
    assert {**trade, "id": number} in traded
    made = [m.move for m in record.moves if m.move["type"] == "offer" and m.seat == 0]
    assert len(made) == 1, "lines that did not read, and refused ones, left no move"


def test_two_people_trade_in_german_at_one_keyboard(terminal, tmp_path: Path) -> None:
    seats = "human,human,heuristic,heuristic"
    run = terminal("play", "--resume", str(_bidding(tmp_path, "de")), "--seats", seats)
    run.prompt()
    screen = str(run.child.before)
    assert "annehmen/ablehnen/kontern/zurückziehen N · angebote" in screen
    out = _answer(run, "biete Bob 1 Ware + 1 Gold für 1 Kolonei")
    assert "'Kolonei' ist nichts zum Tauschen" in out
    said = _answer(run, "biete bo 1 Ware + 1 Gold für 1 Revolte")
    assert "Ann macht den Zusatzzug: Biete Bob 1 Ware, 1 Gold für 1 Revolte" in said
    number = _offered(said, "Ann bietet Bob 1 Ware, 1 Gold für 1 Revolte")
    listed = _answer(run, "angebote")
    assert f"  {number}. Ann (du) → Bob: gibt 1 Ware, 1 Gold, verlangt 1 Revolte" in listed
    run.send("1")  # Ann's bid; then Bob takes the keyboard
    run.expect(PASS)
    run.send("")
    run.prompt()
    out += said + listed + str(run.child.before)
    said = _answer(run, f"annehmen {number}")
    assert f"Bob nimmt Angebot {number} an: Ann gibt 1 Ware, 1 Gold, Bob gibt 1 Revolte." in said
    out += said
    # The rules give their reasons in English (as everywhere); the terminal's words are German.
    assert "Abgelehnt: Dieses Angebot ist nicht mehr offen." in _answer(
        run, f"zurückziehen {number}"
    )
    english = {
        word.lower()
        for template in WORDS["messages"]["en"].values()
        for word in re.findall(r"[A-Za-z]{4,}", re.sub(r"\{[^}]*\}", " ", template))
    } - {"gold", "offer", "accept", "decline", "counter", "withdraw", "offers"}
    words = {word.lower() for word in re.findall(r"[A-Za-zÄÖÜäöüß]{4,}", out)}
    assert not words & english, sorted(words & english)
    run.send("ende")
    assert run.exit_code() == 0
