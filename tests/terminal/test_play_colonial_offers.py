"""Trading in one line at the terminal (``Rules.read_typed``; Empire's ``offer_words``), through a
real pseudo-terminal: one person and three heuristic bots at four players, trading at any time.
The person offers a bundle while a card is being bid on, a bot answers at once, and the game
plays to the end with the trade in its log; lines that do not read, and refused moves, say why
and change nothing. In German too, with no English word of the trading texts."""

from __future__ import annotations

import re

from empires.games.empire_colonial.offer_words import WORDS
from empires.kernel.match import replay
from empires.kernel.record import GameRecord
from tests.terminal.conftest import AMOUNT, PROMPT, Terminal, amounts

ARGS = ("--players", "4", "--seed", "3", "--names", "Ann,Bob,Bea,Carl")
ANYTIME = ("--option", "trade_when=anytime")
#: The hint under the choices while offers may be made, in either language.
HINT = re.compile(r"(?:Trade any time: offer Bob|Tausch: biete Bob)")


def _to_the_bidding(run: Terminal) -> str:
    """Answer every prompt with its first choice until a screen shows the trading hint (the
    bidding on the first card); return that screen's text."""
    while True:
        if run.expect([PROMPT, AMOUNT]) == 1:
            run.send(str(amounts(run.child.match.group(2))[0]))
            continue
        screen = str(run.child.before)
        if HINT.search(screen):
            return screen
        run.send("1")


def _answer(run: Terminal, line: str) -> str:
    """Type a line at the move prompt; return what came before the next prompt."""
    run.send(line)
    run.prompt()
    return str(run.child.before)


def test_a_person_trades_a_bundle_in_one_line_during_live_bidding(terminal) -> None:
    run = terminal("play", "empire-colonial", *ARGS, *ANYTIME)
    screen = _to_the_bidding(run)
    assert "Round 1 of 6 - bidding" in screen and "<- bidding now" in screen
    assert "accept/decline/counter/withdraw N · offers" in screen
    assert "No offers are open." in _answer(run, "offers")
    # Lines that do not read name the word, and change nothing (the same prompt again).
    said = _answer(run, "offer Bob 1 good + 1 gold for 1 revolts please")
    assert "'please' is not a kind to trade" in said
    assert "'Zed' is no player at this table: name one of Bob, Bea, Carl" in _answer(
        run, "offer Zed 1 good for 1 gold"
    )
    # A move the rules refuse shows their reason.
    said = _answer(run, "offer Bob 50 gold for 1 colony")
    assert "Refused: an offer names only what each side holds" in said
    # Two kinds for one, to a bot by a name's start: Bob answers at once, while the good is
    # still on auction, and the next screen says so.
    said = _answer(run, "offer bo 1 good + 1 gold for 1 revolt")
    assert "Ann made the optional move: Offer Bob 1 good, 1 gold for 1 revolt" in said
    assert "Ann offers Bob 1 good, 1 gold for 1 revolt (offer 0)." in said
    assert "Bob accepts offer 0: Ann gives 1 good, 1 gold, Bob gives 1 revolt." in said
    assert "<- bidding now" in said and "Bids (round 1)" in said
    assert "Refused: you have no open offer 0" in _answer(run, "withdraw 0")
    run.send("1")
    run.play_to_end()
    record = GameRecord.load(run.saved_paths()[-1])
    match = replay(record)
    assert match.is_over and record.options["trade_when"] == "anytime"
    traded = [e.params for e in match.rules.events(match.state) if e.key == "bundle_traded"]
    assert traded[0] == {
        "id": 0,
        "from": 0,
        "to": 1,
        "give": {"good": 1, "gold": 1},
        "ask": {"revolt": 1},
    }
    offers = [m.move for m in record.moves if m.move["type"] == "offer" and m.seat == 0]
    assert len(offers) == 1, "lines that did not read, and refused ones, left no move"


def test_the_same_trade_in_german(terminal) -> None:
    run = terminal("play", "empire-colonial", *ARGS, "--lang", "de", *ANYTIME)
    screen = _to_the_bidding(run)
    assert "annehmen/ablehnen/kontern/zurückziehen N · angebote" in screen
    out = _answer(run, "angebote")
    assert "Es sind keine Angebote offen." in out
    out += _answer(run, "biete Bob 1 Ware + 1 Gold für 1 Kolonei")
    assert "'Kolonei' ist nichts zum Tauschen" in out
    out += _answer(run, "biete bo 1 Ware + 1 Gold für 1 Revolte")
    assert "Bob nimmt Angebot 0 an: Ann gibt 1 Ware, 1 Gold, Bob gibt 1 Revolte." in out
    # The rules give their reasons in English (as everywhere); the terminal's words are German.
    assert "Abgelehnt: you have no open offer 0" in _answer(run, "zurückziehen 0")
    english = {
        word.lower()
        for template in WORDS["messages"]["en"].values()
        for word in re.findall(r"[A-Za-z]{4,}", re.sub(r"\{[^}]*\}", " ", template))
    } - {"gold", "offer", "accept", "decline", "counter", "withdraw", "offers"}
    said = {word.lower() for word in re.findall(r"[A-Za-zÄÖÜäöüß]{4,}", out)}
    assert not said & english, sorted(said & english)
    run.send("ende")
    assert run.exit_code() == 0
