"""Empire (colonial)'s bots: how the heuristic trades, and golden games of the bots (the moves
they chose, stored once), so that speed work on the rules, views and bots is seen to change no
move. After a deliberate change of a bot, regenerate them and review the diff:

    .venv/bin/python -c "from tests.empire_colonial.test_bots import regenerate; regenerate()"
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from empires import Match, new_match
from empires.bots.catalog import make_bot
from empires.games.empire_colonial.components import ROUNDS
from empires.games.empire_colonial.moves import Offer, Reply
from empires.games.empire_colonial.valuation import holdings, worth
from empires.kernel.events import Event
from empires.kernel.optional import bot_optional_moves
from empires.kernel.rng import SeededRng
from tests.empire_colonial.helpers import GAME, random_move

FOLDER = Path(__file__).parent / "golden"
#: name -> (bots by seat, seed, how many moves are kept: the whole game for fast bots)
BOT_GAMES: dict[str, tuple[tuple[str, ...], int, int | None]] = {
    "bots-4p-heuristic": (("heuristic",) * 4, 21, None),
    "bots-2p-ismcts-easy": (("ismcts-easy", "heuristic"), 22, 120),
}


def play(bots: tuple[str, ...], seed: int, limit: int | None) -> tuple[Match, list[Any]]:
    """The bots play a game (up to ``limit`` moves), trading in windows as machine play does;
    the match and the moves as JSON."""
    match = new_match(GAME, len(bots), {"trade_when": "windows"}, seed)
    players = [make_bot(match.rules, name, seed * 10 + seat) for seat, name in enumerate(bots)]
    moves: list[Any] = []
    while not match.is_over and (limit is None or len(moves) < limit):
        seat = match.to_act()[0]
        legal = match.legal_moves(seat)
        move = players[seat].choose(match.view(seat), legal)
        match.play(seat, move)
        moves.append({"seat": seat, "move": match.rules.move_to_json(move)})
    return match, moves


def regenerate() -> None:
    """Write every golden bot game anew."""
    for name, settings in BOT_GAMES.items():
        _, moves = play(*settings)
        text = json.dumps({"moves": moves}, indent=0) + "\n"
        (FOLDER / f"{name}.json").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("name", BOT_GAMES)
def test_the_bots_play_their_golden_game_move_for_move(name: str) -> None:
    stored = json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8"))["moves"]
    _, moves = play(*BOT_GAMES[name])
    assert moves == stored


def _offers(match: Match) -> list[Event]:
    return [e for e in match.events(None) if e.key == "offer_answered"]


def test_the_heuristic_offers_only_swaps_the_other_empire_takes() -> None:
    # Heuristic bots answer by the rule the offerer predicts with, from the public record.
    match, _ = play(("heuristic",) * 4, 5, None)
    offers = _offers(match)
    assert offers
    assert all(offer.params["accepted"] for offer in offers)


def test_the_heuristic_offers_once_a_round_before_the_first_auction() -> None:
    match, _ = play(("heuristic",) * 4, 7, None)
    window = None
    for event in match.events(None):
        if event.key == "window_opened":
            window = event.params["window"]
        elif event.key == "offer_made":
            assert window == 0
    made = [e.params["from"] for e in match.events(None) if e.key == "offer_made"]
    assert made and all(made.count(seat) <= 5 for seat in range(4))


def test_after_a_clash_heuristic_bots_settle_the_nations_at_the_next_selection() -> None:
    # Each bot works out from the revealed selections who keeps a contested nation and who
    # takes which free one, so four of them never fail twice.
    for seed in range(12):
        match, _ = play(("heuristic",) * 4, seed, 40)
        failed = [e for e in match.events(None) if e.key == "claim_failed"]
        assert len(failed) <= 1
        assert match.view(None)["phase"] != "claim"


def own_worth(match: Match, seat: int) -> float:
    """What the heuristic makes of an empire's own stacks (its expected support)."""
    state = match.state
    return worth(holdings(state.stacks[seat]), state.nations[seat], ROUNDS - state.round)


def anytime_bots_game(seed: int) -> tuple[Match, list[tuple[int, Any, float, float]]]:
    """Four heuristic bots play a game trading at any time, asked for optional moves as the
    arena asks them (``bot_optional_moves``); the match, and every acceptance with the worth of
    the accepting empire before and after it."""
    match = new_match(GAME, 4, {"trade_when": "anytime"}, seed)
    rules = match.rules
    bots = {seat: make_bot(rules, "heuristic", seed * 10 + seat) for seat in range(4)}
    accepted: list[tuple[int, Any, float, float]] = []
    while not match.is_over:
        for seat, optional in bot_optional_moves(rules, match.state, bots):
            before = own_worth(match, seat)
            match.play(seat, optional)
            if isinstance(optional, Reply) and optional.accept:
                accepted.append((seat, optional, before, own_worth(match, seat)))
        seat = match.to_act()[0]
        match.play(seat, bots[seat].choose(match.view(seat), match.legal_moves(seat)))
    return match, accepted


def test_heuristic_bots_trade_bundles_at_any_time_and_never_accept_a_loss() -> None:
    match, accepted = anytime_bots_game(5)
    traded = [e for e in match.events(None) if e.key == "bundle_traded"]
    assert traded and len(traded) == len(accepted)
    for seat, _, before, after in accepted:
        assert after > before, f"seat {seat} accepted a bundle worth less to it"


def test_the_heuristic_accepts_a_bundle_that_raises_its_worth_and_declines_one_that_does_not() -> (
    None
):
    match = new_match(GAME, 3, {"trade_when": "anytime", "version": "beginner"}, 3)
    for seat in range(3):
        match.play(seat, {"type": "sell", "count": 0})
    good = offer_json(1, {"gold": 10}, {})  # ten gold for nothing
    bad = offer_json(1, {}, {"colony": 2})  # two colonies for nothing
    match.play(0, good)
    match.play(0, bad)
    bot = make_bot(match.rules, "heuristic", 1)
    optional = match.optional_moves(1)
    assert bot.choose_optional(match.view(1), optional) == Reply(0, True)
    match.play(1, Reply(0, True))
    assert bot.choose_optional(match.view(1), match.optional_moves(1)) == Reply(1, False)


def offer_json(to: int, give: dict[str, int], ask: dict[str, int]) -> dict[str, Any]:
    return {"type": "offer", "to": to, "give": give, "ask": ask}


def test_the_heuristic_counters_an_offer_it_declines_with_a_deal_the_maker_takes() -> None:
    match, rng = new_match(GAME, 3, {"trade_when": "windows"}, 0), SeededRng(0)
    while not (match.state.phase == "bid" and match.state.round == 2):
        match.play(*random_move(match, rng))
    data = match.state_json()
    data["options"]["trade_when"] = "anytime"
    match = Match.from_position(GAME, data)
    match.play(0, offer_json(1, {"revolt": 1}, {"population": 1}))  # a revolt for a population
    bots = [make_bot(match.rules, "heuristic", seat) for seat in range(2)]
    counter = bots[1].choose_optional(match.view(1), match.optional_moves(1))
    assert isinstance(counter, Offer) and (counter.to, counter.counters) == (0, 0)
    match.play(1, counter)
    assert match.state.bundles[0]["counters"] == 0 and len(match.state.bundles) == 1
    before = own_worth(match, 0)
    answer = bots[0].choose_optional(match.view(0), match.optional_moves(0))
    assert answer == Reply(1, True)
    match.play(0, answer)
    assert own_worth(match, 0) > before
