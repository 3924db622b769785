"""Every decision of Empire Engine in words (``texts.describe_choice``): names, never a bare
index; the cost of every costly choice; a warning exactly when the seat's own view makes the
waste certain (checked against the rules themselves); plurals that agree; the rules section of
each decision; a seat's own move told once in its log; the terminal picture within 40 x 120."""

from __future__ import annotations

import re
from collections.abc import Iterator
from importlib.resources import files
from typing import Any

import pytest

from empires import Match, new_match
from empires.games.empire_engine import execution, planning
from empires.games.empire_engine.components import GOOD
from empires.games.empire_engine.moves import Block, PlaceEngine, PlaceGear, Steal
from empires.games.empire_engine.state import PLAN, EngineState
from empires.kernel.choices import Choice
from empires.kernel.events import shown_to
from empires.kernel.registry import get_game
from empires.kernel.rng import SeededRng
from tests.helpers import GAME, position

RULES = get_game(GAME)
NAMES = ["Ada", "Bo", "Cy", "Di", "Ed"]
TEAMS = {"teams": True, "joint_attack": True, "defend_teammate": True, "shared_export": True}
GAMES: list[tuple[int, dict[str, Any], int]] = [
    *((2, {}, seed) for seed in range(6)),
    *((3, {}, seed) for seed in range(3)),
    *((4, TEAMS, seed) for seed in range(4)),
    (5, {"rounds": 3}, 1),
]
#: The numbers a choice may show: a gear's value, a count of cubes, a gain ("+2").
NUMBERS = re.compile(
    r"\d-gear|\der-Zahnrad|\+\d|\d (soldier|good|invention|cube|Soldat|Ware|Erfindung|Würfel)"
)
ONE_PLURAL = re.compile(r"\b1 (soldiers|goods|inventions|cubes|Soldaten|Waren|Erfindungen)\b")


def positions(players: int, options: dict[str, Any], seed: int) -> Iterator[tuple[Match, int]]:
    """Every position of a random game, with the seat deciding (one of them at random)."""
    m, rng = new_match(GAME, players, options, seed), SeededRng(seed + 100)
    while not m.is_over:
        seat = rng.choice(m.to_act())
        yield m, seat
        m.play(seat, rng.choice(m.legal_moves(seat)))


def choices(m: Match, seat: int, lang: str) -> list[tuple[Any, Choice]]:
    view = m.view(seat)
    names = NAMES[: m.players]
    return [(move, RULES.describe_choice(view, move, lang, names)) for move in m.legal_moves(seat)]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("players", "options", "seed"), GAMES)
def test_every_choice_names_what_it_acts_on_and_says_its_cost(
    players: int, options: dict[str, Any], seed: int, lang: str
) -> None:
    kinds = {"soldier": ("soldier", "Soldat"), "good": ("good", "Ware")}
    for m, seat in positions(players, options, seed):
        for move, choice in choices(m, seat, lang):
            said = " ".join(p for p in (choice.text, choice.cost, choice.result) if p)
            # No bare index: every number left is a gear's value, a count, or a gain.
            assert not re.search(r"\d", NUMBERS.sub("", said)), said
            assert not ONE_PLURAL.search(said + (choice.warning or "")), said
            if isinstance(move, Block) and move.attacker is not None:
                assert NAMES[move.attacker] in choice.text
            if isinstance(move, Steal):
                assert sum(name in choice.text for name in NAMES) >= 1
            costly = getattr(move, "boost", None) or getattr(move, "pay", None)
            action = getattr(move, "action", None)
            if costly or action == "attack":
                assert choice.cost, choice
                kind = costly or "soldier"
                assert any(word in choice.cost for word in kinds[kind]), choice
            if isinstance(move, PlaceGear):
                # A gear choice names the action it brings up, and whom an Attack hits.
                actions = [t for t in RULES.texts.TERMS[lang].values() if t in choice.text]
                assert actions, choice.text


def _finish_plan(state: EngineState, seat: int) -> list[EngineState]:
    """Every way the rest of this Plan phase may go for ``seat`` (its own placements all
    tried; the others' the first legal), each run by the rules to the paid attacks."""
    while state.cursor < 2 * state.players:
        placing = state.placing_seat()
        legal = planning.placement_moves(state, placing)
        if placing == seat and len(legal) > 1:
            ends: list[EngineState] = []
            for move in legal:
                branch = state.copy()
                planning.place(branch, placing, move)
                ends += _finish_plan(branch, seat)
            return ends
        planning.place(state, placing, legal[0])
    planning.reveal(state)
    execution.gather(state)
    execution.pay_attacks(state)
    return [state]


def _wasted(state: EngineState, seat: int) -> set[str]:
    """What the rules made of a plan: an attack not paid, an Export with no goods to move."""
    found = set()
    if any(a[0] == seat and not a[3] for a in state.attacks):
        found.add("attack")
    right = execution.top_actions(state, seat)[1]
    if right == "export" and state.seats[seat].ready[GOOD] == 0:
        found.add("export")  # steals only take goods away: none now, none at the export
    return found


@pytest.mark.parametrize(("players", "options", "seed"), GAMES[:4] + GAMES[6:8] + GAMES[9:11])
def test_a_warning_is_shown_exactly_when_the_waste_is_certain(
    players: int, options: dict[str, Any], seed: int
) -> None:
    warned = unwarned = 0
    for m, seat in positions(players, options, seed):
        state = m.state
        assert isinstance(state, EngineState)
        if state.phase != PLAN:
            continue
        for move, choice in choices(m, seat, "en"):
            branch = state.copy()
            planning.place(branch, seat, move)
            ends = _finish_plan(branch, seat)
            certain = set.intersection(*(_wasted(end, seat) for end in ends))
            said = choice.warning or ""
            assert ("attack" in certain) == ("Attack" in said), (move, said, certain)
            assert ("export" in certain) == ("Export" in said), (move, said, certain)
            if "Defend is wasted" in said:  # no paid attack reaches the seat, however it goes
                assert not any(a[2] == seat and a[3] for end in ends for a in end.attacks)
            warned += bool(said)
            unwarned += not said
    assert warned and unwarned


def test_warnings_for_attacks_without_soldiers_in_round_one() -> None:
    m = new_match(GAME, 2, {"start_player": 0}, 0)
    m.play(0, PlaceEngine("R", "attack"))
    state = m.state
    assert isinstance(state, EngineState)
    state.seats[1].ready[0] = 0  # Bo has no soldier left
    view = m.view(1)
    say = {
        (move.engine, move.action): RULES.describe_choice(view, move, "en", NAMES[:2])
        for move in m.legal_moves(1)
    }
    # The left engine's Attack: no Arm can come this round, so it surely fails.
    assert say["L", "attack"].warning == "No soldier to pay for the Attack: it will fail."
    # The right engine's Attack: the left engine may still bring Arm; no warning.
    assert say["R", "attack"].warning is None
    assert say["R", "attack"].text == "right engine: Attack on top: attacks Ada, for 1 soldier"
    assert say["L", "arm"].warning is None
    # With one soldier and Attack on the other engine already, both fail (RULINGS 1).
    state.seats[0].ready[0] = 1
    m.play(1, PlaceEngine("L", "arm"))
    view = m.view(0)
    left = RULES.describe_choice(view, PlaceEngine("L", "attack"), "de", NAMES[:2])
    assert left.warning and "beide scheitern" in left.warning
    assert left.cost == "1 Soldat für den Angriff"


def test_a_defend_no_neighbour_can_answer_with_a_paid_attack_is_wasted() -> None:
    defend = PlaceGear("R", 2, "good")  # from Invent, three quarter turns bring Defend up
    # Bo has no soldier, and whatever gears Bo lays, an Arm never comes with an Attack.
    m = position(
        2, ready=[(0, 1), (0, 0)], tops=[("salvage", "invent"), ("arm", "invent")], round=2
    )
    said = RULES.describe_choice(m.view(0), defend, "en", NAMES[:2])
    assert said.text.endswith("turns it to Defend: blocks an attack on you")
    assert said.warning == "No neighbour can attack you this round: the Defend is wasted."
    # With one soldier Bo could attack: nothing is certain, so nothing is said.
    m = position(
        2, ready=[(0, 1), (1, 0)], tops=[("salvage", "invent"), ("arm", "invent")], round=2
    )
    assert RULES.describe_choice(m.view(0), defend, "en", NAMES[:2]).warning is None


def test_plurals_agree_in_every_word_shown() -> None:
    for lang in ("en", "de"):
        for m, seat in positions(4, TEAMS, 2):
            view = m.view(seat)
            shown = [RULES.render_view(view, lang, NAMES[:4])]
            shown += [c.text + (c.warning or "") for _, c in choices(m, seat, lang)]
            assert not ONE_PLURAL.search("\n".join(shown)), shown
        texts = m.event_texts(0, lang, NAMES[:4])
        assert not ONE_PLURAL.search("\n".join(texts))


def test_each_decision_opens_its_section_of_the_rules() -> None:
    anchors = {
        lang: set(
            re.findall(
                r"\{#([\w-]+)\}",
                (files(RULES.texts.__package__) / "web" / f"rules.{lang}.md").read_text(),
            )
        )
        for lang in ("en", "de")
    }
    assert anchors["en"] == anchors["de"]
    seen = set()
    for m, _seat in positions(4, TEAMS, 1):
        topic = RULES.help_topic(m.view(None))
        assert topic in anchors["en"]
        seen.add(topic)
    assert {"plan", "attack"} <= seen


def test_a_seat_reads_its_own_placement_once_and_the_others_the_public_line() -> None:
    m = new_match(GAME, 3, {"start_player": 0}, 0)
    m.play(0, PlaceEngine("L", "arm"))
    every = RULES.events(m.state)
    read = {
        seat: [
            RULES.event_text(e, "en", NAMES[:3])
            for i, e in enumerate(every)
            if shown_to(every, i, seat)
        ]
        for seat in (0, 1, None)
    }
    assert read[0][1:] == ["You placed your left engine with Arm on top."]
    assert read[1][1:] == ["Ada places the left engine face down."]
    assert read[None] == read[1]


@pytest.mark.parametrize("players", [2, 4])
def test_the_terminal_picture_and_choices_fit_40_rows_and_120_columns(players: int) -> None:
    for lang in ("en", "de"):
        for m, seat in positions(players, TEAMS if players == 4 else {}, 3):
            picture = RULES.render_view(m.view(seat), lang, NAMES[:players]).splitlines()
            listed = [f"  {i + 1:>2}. {c.text}" for i, (_, c) in enumerate(choices(m, seat, lang))]
            # The terminal adds a heading, a few news lines and the prompt: 40 rows in all.
            assert len(picture) + len(listed) <= 30, (picture, listed)
            assert max(len(line) for line in picture + listed) <= 120, picture + listed


def test_every_end_table_column_and_every_count_has_its_words_in_both_languages() -> None:
    texts = RULES.texts.TEXTS
    m = new_match(GAME, 4, {"teams": True}, 1)
    while not m.is_over:
        seat = m.to_act()[0]
        m.play(seat, m.legal_moves(seat)[0])
    keys = set()
    for row in m.score_breakdown():
        for key, value in row.items():
            keys |= {key, *value} if isinstance(value, dict) else {key}
    keys.discard("side")  # the seats of a row, not a column
    for lang in ("en", "de"):
        assert {f"column_{key}" for key in keys} <= set(texts["labels"][lang]), lang
    # A count is never put in bare: every {n} and {count} field picks its plural form.
    for table in ("labels", "events", "choices", "picture"):
        for lang in ("en", "de"):
            for key, template in texts[table][lang].items():
                bare = re.findall(r"\{(?:n|count)\}", template)
                assert not bare or key.startswith("summary_"), (table, lang, key)
