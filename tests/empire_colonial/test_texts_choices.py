"""Empire (colonial) in words for a person: every choice names what it acts on (players by
name, never "seat N" or a bare index), says its cost, and no count reads "1 <plural>"; the
table shows every empire's counts exactly as the public record fixes them, never more; each
phase's rules section exists in both languages; every end-table column has its words."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from empires import Match, new_match
from empires.games.empire_colonial import texts
from empires.games.empire_colonial.moves import Ask, Give, OfferTo, Raise, Sell
from empires.games.empire_colonial.view import sample_state
from empires.kernel.rng import SeededRng
from tests.empire_colonial.helpers import GAME, position, random_move

NAMES = ["Ada", "Bo", "Cyrus", "Dagmar", "Eve", "Friedrich"]
#: A bare seat number or index in a choice, in either language.
BARE = re.compile(r"\b(seat|Platz|player|Spieler|slot|#)\s*\d|\bcard \d", re.IGNORECASE)
#: "1" before a plural, in either language.
ONE_PLURAL = re.compile(
    r"(?<![\d.,])1 (goods|populations|colonies|bonds|supporters|revolts|luxuries|industries"
    r"|Waren|Bevölkerungen|Kolonien|Anleihen|Revolten|Luxusgüter|Industrien)\b"
)


def games() -> list[tuple[int, int]]:
    return [(players, players + 10) for players in range(2, 7)]


def decisions(players: int, seed: int, every: int = 1, trade_when: str = "anytime") -> list[Match]:
    """The match at every ``every``-th decision of a seeded random game (each a copy), and at
    its end."""
    match = new_match(GAME, players, {"claim_by_lot_after": 3, "trade_when": trade_when}, seed)
    rng, seen, ply = SeededRng(seed), [], 0
    while not match.is_over:
        if ply % every == 0:
            seen.append(Match.from_position(GAME, match.state_json()))
        match.play(*random_move(match, rng))
        ply += 1
    seen.append(match)
    return seen


@pytest.mark.parametrize(("players", "seed"), games())
def test_every_choice_names_what_it_acts_on_with_its_cost_and_right_plurals(
    players: int, seed: int
) -> None:
    rules, names = new_match(GAME, players, {}, 0).rules, NAMES[:players]
    for match in decisions(players, seed, 3):
        for seat in match.to_act():
            view = match.view(seat)
            for move in match.legal_moves(seat):
                for lang in ("en", "de"):
                    choice = rules.describe_choice(view, move, lang, names)
                    words = " ".join(filter(None, (choice.text, choice.cost, choice.result)))
                    assert not BARE.search(words), words
                    assert not ONE_PLURAL.search(words), words
                    if isinstance(move, OfferTo):
                        assert names[move.seat] in choice.text
                    if isinstance(move, Raise | Give):
                        assert choice.cost, choice
                    if isinstance(move, Sell) and move.count:
                        assert "Gold" in choice.text or "gold" in choice.text
        for lang in ("en", "de"):
            seat = match.to_act()[0] if match.to_act() else None
            picture = rules.render_view(match.view(seat), lang, names)
            assert not ONE_PLURAL.search(picture), picture
    for lang in ("en", "de"):
        log = " ".join(rules.event_text(e, lang, names) for e in rules.events(match.state))
        assert not ONE_PLURAL.search(log), log


def test_a_sale_says_the_range_of_gold_it_can_fetch_from_what_the_others_could_sell() -> None:
    # The others hold 2 and 3 goods: from none of them selling to all 5 sold with mine.
    match = position([{"good": 4}, {"good": 2}, {"good": 3}])
    view = match.view(0)
    choice = match.rules.describe_choice(view, Sell(2), "en", NAMES[:3])
    # Without the record (a position set up by hand) the others may sell up to 7 each.
    assert choice.text.startswith("Sell 2 goods for 0 to 16 gold")
    assert choice.group == "Sell # goods" and choice.amount == 2
    recorded = decisions(3, 4)
    match = next(m for m in recorded if m.state.phase == "commerce")
    seat = match.to_act()[0]
    view = match.view(seat)
    others = sum(min(7, s["good"]) for i, s in enumerate(match.state.stacks) if i != seat)
    text = match.rules.describe_choice(view, Sell(1), "en", NAMES[:3]).text
    low, high = max(0, 9 - others), 9
    assert (f"for {low} to {high} gold" if low != high else f"for {high} gold") in text, text


def test_offers_name_the_players_and_warn_of_gifts_and_asks_the_other_cannot_pay() -> None:
    match = position([{"gold": 10}, {"good": 1}, {}], phase="trade", trading=True)
    rules, names = match.rules, NAMES[:3]
    seat = match.to_act()[0]
    assert seat == 0
    match.play(0, Give("gold", 5))
    gift = rules.describe_choice(match.view(0), Ask(None, 0), "en", names)
    assert gift.warning == "a gift: you get nothing back"
    match.play(0, Ask("good", 1))
    choices = {
        m.seat: rules.describe_choice(match.view(0), m, "de", names) for m in match.legal_moves(0)
    }
    assert choices[1].text == "Biete Bo 5 Gold für 1 Ware" and choices[1].warning is None
    # Without the record nothing is known of Cyrus's goods; with it, the warning (below).
    assert choices[2].text == "Biete Cyrus 5 Gold für 1 Ware"


def test_an_offer_to_a_player_the_record_shows_without_the_ask_is_warned() -> None:
    for match in decisions(3, 7, trade_when="windows"):
        view = match.view(match.to_act()[0]) if match.to_act() else None
        if view is None or view["phase"] != "trade" or view["trading"]["draft"] is None:
            continue
        draft = view["trading"]["draft"]
        if draft["ask"] is None or draft["to"] is not None or draft["ask"]["kind"] is None:
            continue
        for move in match.legal_moves(draft["from"]):
            held = match.state.stacks[move.seat][draft["ask"]["kind"]]
            choice = match.rules.describe_choice(view, move, "en", NAMES[:3])
            assert (choice.warning is not None) == (held < draft["ask"]["count"]), choice
            return
    pytest.fail("no offer was put together in this game")


@pytest.mark.parametrize(("players", "seed"), games())
def test_the_counts_shown_are_what_the_record_fixes_and_look_alike_states_show_the_same(
    players: int, seed: int
) -> None:
    for match in decisions(players, seed, 9):
        for seat in (None, *range(players)):
            view = match.view(seat)
            # Everything that changes a stack is public, so the record fixes every count.
            assert view["known"] == match.state.stacks
            if seat is None or match.is_over:
                continue
            # A state drawn to look alike to this seat shows it exactly the same.
            sampled = sample_state(view, SeededRng(seed))
            again = match.rules.view(sampled, seat)
            assert again == view


def test_without_its_record_a_position_shows_no_counts_of_others() -> None:
    match = position([{"good": 4}, {"good": 2}])
    view = match.view(0)
    assert view["known"] is None and view["empires"][1]["stacks"] is None
    picture = match.rules.render_view(view, "en", NAMES[:2])
    assert "Bo " in picture and "?" in picture.split("Bo ")[1].splitlines()[0]


def test_each_phase_has_its_rules_section_in_both_languages() -> None:
    folder = resources.files("empires.games.empire_colonial") / "web"
    for phase in ("claim", "commerce", "bid", "trade", "over"):
        anchor = texts.help_topic({"phase": phase})
        for lang in ("en", "de"):
            assert "{#" + str(anchor) + "}" in (folder / f"rules.{lang}.md").read_text("utf-8")


def test_every_end_table_column_and_count_has_words_in_both_languages() -> None:
    match = decisions(2, 1)[-1]
    for lang in ("en", "de"):
        words = texts.VIEW_WORDS[lang]
        for key in match.rules.score_breakdown(match.state)[0]:
            assert words[f"column_{key}"]
    assert texts.VIEW_WORDS["de"]["column_support"] == "Unterstützung"
    assert texts.cards_text({"colony": 1, "gold": 1}, "en") == "1 colony, 1 gold"
    assert texts.cards_text({"colony": 2, "good": 1}, "de") == "1 Ware, 2 Kolonien"
