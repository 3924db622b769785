"""Empire Planners' choices in words (``texts.describe_choice``), in both languages, over whole
seeded games (two players and solo): names instead of indexes, the price of every costly
choice in the language's money, a Profit number to pick for each factory, a warning exactly
where claiming an icon does nothing, and no "1 <plural>" anywhere the game writes."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from empires.games.empire_planners.moves import (
    Build,
    BuyFactory,
    Claim,
    Exchange,
    Produce,
    Reroll,
    Upgrade,
)
from empires.games.empire_planners.render import render_details
from empires.games.empire_planners.rules import EmpirePlanners
from empires.games.empire_planners.state import PlannersState
from empires.kernel.choices import Choice

RULES = EmpirePlanners()
LANGS = ("en", "de")
#: An index the screen does not show: "card 3", "slot 2", "die 1", "[4]" and their German.
BARE_INDEX = re.compile(r"\b(card|slot|die|Karte|Fabrikkarte|Feld|Würfel) \d|\[\d\]")
#: A count of one with the plural form.
ONE_PLURAL = {
    "en": re.compile(r"(?<![\d.,])1 (years|spare cubes|rail links|links|riders|cards|goods)\b"),
    "de": re.compile(r"(?<![\d.,])1 (Jahre|freie Würfel|Gleisstücke|Karten|Waren)\b"),
}
MONEY = {"en": re.compile(r"\$\d+"), "de": re.compile(r"\d+ \$")}
COSTLY = (Reroll, Build, BuyFactory, Exchange, Produce)
NAMES = ["Ada", "Bo"]


def positions(players: int, seed: int) -> Iterator[tuple[PlannersState, int]]:
    """Every decision of a game played at random to the end (with the seat deciding)."""
    options: dict[str, Any] = {"level": "basic"} if players == 1 else {"start_player": 0}
    state = RULES.new_state(players, options, seed)
    rng = random.Random(seed)
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        yield state, seat
        RULES.apply(state, seat, rng.choice(list(RULES.legal_moves(state, seat))))
    yield state, 0


GAMES = [(1, 3), (2, 5), (2, 11)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_choice_names_what_it_acts_on_and_says_its_price(players: int, seed: int) -> None:
    kinds_seen: set[str] = set()
    for state, seat in positions(players, seed):
        view = RULES.view(state, seat)
        for move in RULES.legal_moves(state, seat):
            for lang in LANGS:
                choice = RULES.describe_choice(view, move, lang, NAMES[:players])
                assert not BARE_INDEX.search(choice.text), choice.text
                assert not ONE_PLURAL[lang].search(choice.text), choice.text
                costly = isinstance(move, COSTLY) or (
                    isinstance(move, Upgrade) and move.card is None
                )
                if costly:
                    assert choice.cost and MONEY[lang].fullmatch(choice.cost), choice
                    assert choice.cost in choice.text, choice
                if isinstance(move, Upgrade) and move.card is not None:
                    assert (
                        choice.cost in (("1 good", "2 goods"), ("1 Ware", "2 Waren"))[lang == "de"]
                    ), choice
                kinds_seen.add(type(move).__name__)
    assert {"Reroll", "Build", "Claim", "Pass"} <= kinds_seen


def test_a_factory_purchase_names_the_factory_its_price_and_a_profit_number() -> None:
    for state, seat in positions(2, 5):
        if state.phase != "buy":
            continue
        view = RULES.view(state, seat)
        choices = [
            (m, RULES.describe_choice(view, m, "en", NAMES)) for m in RULES.legal_moves(state, seat)
        ]
        by_card: dict[int, set[str | None]] = {}
        for move, choice in choices:
            assert isinstance(move, BuyFactory)
            face = state.face(move.card)
            assert face.name in choice.text and f"${face.cost}" in choice.text
            assert choice.amount == move.profit
            assert choice.group is not None and "#" in choice.group
            by_card.setdefault(move.card, set()).add(choice.group)
        # One number control per factory: its choices share one group, and groups differ.
        assert all(len(groups) == 1 for groups in by_card.values())
        assert len({g for groups in by_card.values() for g in groups}) == len(by_card)
        german = RULES.describe_choice(view, choices[0][0], "de", NAMES)
        assert "$" in german.text and german.text != choices[0][1].text
        return
    pytest.fail("no factory purchase in the game")


def claim_does_nothing(state: PlannersState, seat: int, move: Claim) -> bool:
    """Whether claiming does nothing, found by playing it on a copy."""
    if state.slot_kind(move.slot) == "reduce_pollution":
        return state.pollution == 0
    after = state.copy()
    before = len(after.events)
    RULES.apply(after, seat, move)
    new = after.events[before:]
    return any(e.key == "no_effect" and e.params.get("seat") == seat for e in new)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_an_icon_that_would_do_nothing_is_warned_and_only_such_an_icon(
    players: int, seed: int
) -> None:
    warned = quiet = 0
    for state, seat in positions(players, seed):
        if state.phase != "actions" or state.pending is not None:
            continue
        view = RULES.view(state, seat)
        for move in RULES.legal_moves(state, seat):
            assert isinstance(move, Claim)
            choice: Choice = RULES.describe_choice(view, move, "en", NAMES[:players])
            nothing = claim_does_nothing(state, seat, move)
            assert (choice.warning is not None) == nothing, (choice, state.slot_kind(move.slot))
            assert choice.result is None if nothing else choice.result
            warned += nothing
            quiet += not nothing
            german = RULES.describe_choice(view, move, "de", NAMES[:players])
            assert (german.warning is None) == (choice.warning is None)
    assert warned and quiet


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_no_count_of_one_takes_the_plural_in_the_log_the_picture_or_the_details(
    players: int, seed: int
) -> None:
    state = None
    for state, seat in positions(players, seed):
        view = RULES.view(state, seat)
        for lang in LANGS:
            shown = RULES.render_view(view, lang, NAMES[:players])
            shown += render_details(view, lang, NAMES[:players])
            assert not ONE_PLURAL[lang].search(shown), shown
    assert state is not None
    for lang in LANGS:
        for event in state.events:
            text = RULES.event_text(event, lang, NAMES[:players])
            assert not ONE_PLURAL[lang].search(text), text
            assert not BARE_INDEX.search(text), text


def test_the_end_names_the_players_with_their_profit_in_both_languages() -> None:
    state = list(positions(1, 3))[-1][0]
    over = next(e for e in state.events if e.key == "game_over")
    english = RULES.event_text(over, "en", ["Ada"])
    german = RULES.event_text(over, "de", ["Ada"])
    assert re.search(r"Ada -?\d+, Archie Indus -?\d+", english), english
    assert "Game over" in english and "Spielende" in german and "[" not in english + german


def test_the_rules_open_at_the_section_of_the_phase() -> None:
    from importlib.resources import files

    for lang in LANGS:
        text = (files("empires.games.empire_planners") / "web" / f"rules.{lang}.md").read_text()
        for phase in ("build", "buy", "actions", "over"):
            assert f"{{#{phase}}}" in text, (lang, phase)
    state = RULES.new_state(2, {"start_player": 0}, 1)
    assert RULES.help_topic(RULES.view(state, 0)) == "build"
