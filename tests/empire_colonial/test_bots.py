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
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from empires import Match, new_match
from empires.bots.catalog import make_bot
from empires.bots.empire_colonial import NEAR_SALE, others_sales, sale_worths
from empires.games.empire_colonial import bundles
from empires.games.empire_colonial.components import ROUNDS
from empires.games.empire_colonial.moves import SELL, Offer, Reply
from empires.games.empire_colonial.valuation import holdings, worth
from empires.kernel.events import Event
from empires.kernel.optional import bot_optional_moves
from empires.kernel.rng import SeededRng
from tests.empire_colonial.helpers import GAME, random_bundle, random_move

FOLDER = Path(__file__).parent / "golden"
#: name -> (bots by seat, seed, how many moves are kept: the whole game for fast bots)
#: The steady heuristic plays the game the heuristic played before it drew among near-equal
#: sales, and the search, which rolls out with it, the game it played then.
BOT_GAMES: dict[str, tuple[tuple[str, ...], int, int | None]] = {
    "bots-4p-heuristic": (("heuristic",) * 4, 21, None),
    "bots-4p-heuristic-steady": (("heuristic-steady",) * 4, 21, None),
    "bots-2p-ismcts-easy": (("ismcts-easy", "heuristic-steady"), 22, 120),
}


def play(
    bots: tuple[str, ...], seed: int, limit: int | None, options: dict[str, Any] | None = None
) -> tuple[Match, list[Any]]:
    """The bots play a game (up to ``limit`` moves), trading in windows as machine play does
    unless ``options`` say otherwise; the match and the moves as JSON."""
    match = new_match(GAME, len(bots), options or {"trade_when": "windows"}, seed)
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
    for name, game in BOT_GAMES.items():
        _, moves = play(*game)
        text = json.dumps({"moves": moves}, indent=0) + "\n"
        (FOLDER / f"{name}.json").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("name", BOT_GAMES)
def test_the_bots_play_their_golden_game_move_for_move(name: str) -> None:
    stored = json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8"))["moves"]
    _, moves = play(*BOT_GAMES[name])
    assert moves == stored


#: The windows' protocol, named: these tests are about it, whatever the default.
WINDOWS = {"trade_when": "windows"}


def _offers(match: Match) -> list[Event]:
    return [e for e in match.events(None) if e.key == "offer_answered"]


def test_the_heuristic_offers_only_swaps_the_other_empire_takes() -> None:
    # Heuristic bots answer by the rule the offerer predicts with, from the public record.
    match, _ = play(("heuristic",) * 4, 5, None, WINDOWS)
    offers = _offers(match)
    assert offers
    assert all(offer.params["accepted"] for offer in offers)


def test_the_heuristic_offers_once_a_round_before_the_first_auction() -> None:
    match, _ = play(("heuristic",) * 4, 7, None, WINDOWS)
    window = None
    for event in match.events(None):
        if event.key == "window_opened":
            window = event.params["window"]
        elif event.key == "offer_made":
            assert window == 0
    made = [e.params["from"] for e in match.events(None) if e.key == "offer_made"]
    assert made and all(made.count(seat) <= 5 for seat in range(4))


def test_the_heuristic_draws_among_near_equal_sales_and_the_steady_one_sells_the_first_best() -> (
    None
):
    # Steady bots play until a seat must sell with several counts within NEAR_SALE of the best.
    for seed in range(30):
        match = new_match(GAME, 4, WINDOWS, seed)
        rules = match.rules
        steady = [make_bot(rules, "heuristic-steady", seed * 10 + seat) for seat in range(4)]
        while not match.is_over:
            seat = match.to_act()[0]
            view, legal = match.view(seat), match.legal_moves(seat)
            if view["phase"] == "commerce" and len(legal) > 1:
                me = view["empires"][seat]
                left, most = ROUNDS - view["round"], len(legal) - 1
                values = sale_worths(
                    holdings(me["stacks"]), me["nation"], left, others_sales(view), most
                )
                near = {SELL[n] for n, v in enumerate(values) if v >= max(values) - NEAR_SALE}
                if len(near) > 1:
                    drawn = [make_bot(rules, "heuristic", s).choose(view, legal) for s in range(40)]
                    assert set(drawn) == near
                    again = [make_bot(rules, "heuristic", s).choose(view, legal) for s in range(40)]
                    assert again == drawn
                    first_best = SELL[values.index(max(values))]
                    assert steady[seat].choose(view, legal) == first_best
                    return
            match.play(seat, steady[seat].choose(view, legal))
    raise AssertionError("no sale with near-equal counts in 30 games")


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


def anytime_bots_game(
    seed: int, lineup: tuple[str, ...] = ("heuristic",) * 4
) -> tuple[Match, list[tuple[int, Any, float, float]]]:
    """Four bots (heuristic ones unless named) play a game trading at any time, asked for
    optional moves as the arena asks them (``bot_optional_moves``); the match, and every
    acceptance with the worth of the accepting empire before and after it."""
    match = new_match(GAME, 4, {"trade_when": "anytime"}, seed)
    rules = match.rules
    bots = {seat: make_bot(rules, kind, seed * 10 + seat) for seat, kind in enumerate(lineup)}
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


MIXED = ("heuristic", "heuristic-onecard", "heuristic-onecard", "heuristic")


@pytest.mark.parametrize("lineup", [("heuristic",) * 4, MIXED], ids=["bundles", "mixed"])
@pytest.mark.parametrize("seed", [5, 6, 7])
def test_heuristic_bots_trade_bundles_at_any_time_and_never_accept_a_loss(
    lineup: tuple[str, ...], seed: int
) -> None:
    match, accepted = anytime_bots_game(seed, lineup)
    traded = [e for e in match.events(None) if e.key == "bundle_traded"]
    assert traded and len(traded) == len(accepted)
    for seat, _, before, after in accepted:
        assert after > before, f"seat {seat} accepted a bundle worth less to it"


def _cards(side: dict[str, int]) -> int:
    return sum(count for kind, count in side.items() if kind != "gold")


def test_the_heuristic_offers_bundles_and_the_one_card_kind_only_one_for_one() -> None:
    offered = []
    for seed in (5, 6):
        match, _ = anytime_bots_game(seed, MIXED)
        offered += [e.params for e in match.events(None) if e.key == "bundle_offered"]
    by_kind = {kind: [o for o in offered if MIXED[o["from"]] == kind] for kind in set(MIXED)}
    # Bundles proper: two cards on a side, or cards with gold.
    assert any(
        _cards(side) > 1 or (_cards(side) and side.get("gold"))
        for offer in by_kind["heuristic"]
        for side in (offer["give"], offer["ask"])
    )
    assert by_kind["heuristic-onecard"]
    for offer in by_kind["heuristic-onecard"]:
        for side in (offer["give"], offer["ask"]):
            ((kind, count),) = side.items()  # one thing a side: a card, or 1, 5 or 10 gold
            assert count == 1 or (kind == "gold" and count in (5, 10)), offer


def test_the_heuristic_trades_the_same_way_for_the_same_seeds() -> None:
    first, second = anytime_bots_game(6, MIXED)[0], anytime_bots_game(6, MIXED)[0]
    assert first.moves == second.moves
    assert any(e.key == "bundle_traded" for e in first.events(None))


def answer_random_offers(seed: int, steps: int, kind: str) -> int:
    """A position of a random game trading at any time (``steps`` random moves, then on into
    exploration), random bundles offered to one seat by the others, and a bot of ``kind`` at
    that seat answering them all: asserts that it accepts none that lowers its worth, and
    returns how many it accepted."""
    match, rng = new_match(GAME, 4, {"trade_when": "anytime"}, seed), SeededRng(seed)
    for _ in range(steps):
        if match.is_over:
            return 0
        match.play(*random_move(match, rng))
    while not match.is_over and not bundles.live(match.state):
        match.play(*random_move(match, rng))
    if match.is_over:
        return 0
    seat, accepted = rng.below(4), 0
    for maker in (other for other in range(4) for _ in range(2) if other != seat):
        give = random_bundle(bundles.free(match.state, maker), rng)
        ask = random_bundle(bundles.free(match.state, seat), rng)
        open_now = sum(offer["from"] == maker for offer in match.state.bundles)
        if give != ask and open_now < bundles.ceiling(match.state):
            match.play(maker, Offer(seat, give, ask))
    bot = make_bot(match.rules, kind, seed)
    while (move := bot.choose_optional(match.view(seat), match.optional_moves(seat))) is not None:
        before = own_worth(match, seat)
        match.play(seat, move)
        if isinstance(move, Reply) and move.accept:
            accepted += 1
            assert own_worth(match, seat) > before, f"accepted {move} at a loss"
    return accepted


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 300),
    kind=st.sampled_from(["heuristic", "heuristic-onecard"]),
)
def test_no_heuristic_accepts_a_random_bundle_that_lowers_its_worth(
    seed: int, steps: int, kind: str
) -> None:
    answer_random_offers(seed, steps, kind)


def test_random_bundles_worth_taking_are_taken() -> None:
    # The property above is not empty: over fixed seeds, some random bundles are accepted.
    assert sum(answer_random_offers(seed, 40 * seed, "heuristic") for seed in range(8)) > 0


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


def round_two_bidding(seed: int = 0) -> Match:
    """Three players at round 2's bidding, trading at any time (reached by random moves)."""
    match, rng = new_match(GAME, 3, {"trade_when": "windows"}, seed), SeededRng(seed)
    while not (match.state.phase == "bid" and match.state.round == 2):
        match.play(*random_move(match, rng))
    data = match.state_json()
    data["options"]["trade_when"] = "anytime"
    return Match.from_position(GAME, data)


def test_the_heuristic_never_counters_a_counter() -> None:
    match = round_two_bidding()
    # Seat 1 offers first; seat 0 counters with the revolt for a population, which seat 1
    # would counter as a first offer (the test above), but a counter it only declines.
    match.play(1, offer_json(0, {"population": 1}, {"revolt": 1}))
    match.play(0, {**offer_json(1, {"revolt": 1}, {"population": 1}), "counters": 0})
    assert match.state.bundles[0]["counters"] == 0
    bot = make_bot(match.rules, "heuristic", 1)
    assert bot.choose_optional(match.view(1), match.optional_moves(1)) == Reply(1, False)


def test_the_heuristic_counters_with_a_bundle_the_maker_takes() -> None:
    match = round_two_bidding()
    match.play(0, offer_json(1, {}, {"population": 1}))  # a population for nothing
    counter = make_bot(match.rules, "heuristic", 1).choose_optional(
        match.view(1), match.optional_moves(1)
    )
    assert isinstance(counter, Offer) and (counter.to, counter.counters) == (0, 0)
    # More than one thing for one: here a bond and gold for a good.
    assert len(counter.give.counts()) + len(counter.ask.counts()) > 2, counter
    match.play(1, counter)
    before = own_worth(match, 0)
    answer = make_bot(match.rules, "heuristic", 0).choose_optional(
        match.view(0), match.optional_moves(0)
    )
    assert answer == Reply(1, True)
    match.play(0, answer)
    assert own_worth(match, 0) > before
