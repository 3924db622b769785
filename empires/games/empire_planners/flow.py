"""The course of the game: setup, the 15 rounds with their three phases, and the end. Archie
Indus's turns in the solo game are played here, by the rules, as soon as they come up."""

from __future__ import annotations

from empires.games.empire_planners import archie, city, scoring
from empires.games.empire_planners.actions import carry_out, claim
from empires.games.empire_planners.components import ACTION_CARDS, FACTORIES, PRIVATE_BANK, ROUNDS
from empires.games.empire_planners.moves import Build, BuyFactory, Claim, Move, Reroll
from empires.games.empire_planners.state import ACTIONS, ARCHIE, BUILD, BUY, OVER, PlannersState

#: Claims in a round: two actions for each player.
CLAIMS = 4


def set_up(state: PlannersState) -> PlannersState:
    """Factory cards shuffled with half of them flipped, one dealt to each player (a Private
    Bank turned to its Bacon Factory side) with one good on it, the rest face up; two action
    cards face up; then the first round begins. Returns ``state``."""
    cards = list(range(len(FACTORIES)))
    state.rng.shuffle(cards)
    for card in cards[: len(cards) // 2]:
        state.side[card] = 1
    state.rng.shuffle(cards)
    for player, card in enumerate(cards[:2]):
        if (card, state.side[card]) == PRIVATE_BANK:
            state.side[card] = 1 - state.side[card]
        state.card_owner[card] = player
        state.goods[card] = 0 if state.solo and player == ARCHIE else 1
    state.market = cards[2:]
    deck = list(range(len(ACTION_CARDS)))
    state.rng.shuffle(deck)
    state.face_up, state.deck = deck[:2], deck[2:]
    if state.solo:
        assert state.level is not None
        state.profit[ARCHIE] = 0
        state.capital[ARCHIE] = archie.CAPITAL[state.level]
    elif state.options.get("start_player") is None:
        state.start_player = state.rng.below(2)
    state.first = state.start_player
    start_round(state)
    return state


def start_round(state: PlannersState) -> None:
    """Years advance; the player last in Profit goes first (on a tie the start player, or the
    other player under the ``profit_ties`` house rule; always the solo player); building
    begins."""
    state.round += 1
    state.first = state.start_player
    if state.round > 1 and not state.solo:
        if state.profit[0] != state.profit[1]:
            state.first = 0 if state.profit[0] < state.profit[1] else 1
        elif state.options.get("profit_ties") == "other_player":
            state.first = 1 - state.start_player
    state.phase = BUILD
    state.actor_turn = 0
    state.log("round_started", round=state.round, first=state.first)
    _begin_build_turn(state)


def _begin_build_turn(state: PlannersState) -> None:
    if state.solo and state.actor() == ARCHIE:
        if state.round in archie.BUILD_ROUNDS:
            archie.build(state)
        end_build_turn(state)
        return
    # The player rolls the three building dice.
    state.dice = [1 + state.rng.below(6) for _ in range(3)]
    state.log("rolled", seat=state.actor(), dice=list(state.dice))


def end_build_turn(state: PlannersState) -> None:
    """The next player builds, or the Actions phase begins."""
    state.dice = []
    state.rerolled = False
    state.phase = BUILD
    if state.actor_turn == 0:
        state.actor_turn = 1
        _begin_build_turn(state)
        return
    state.phase = ACTIONS
    state.actor_turn = 0
    # The first player rolls the Market die, which prices goods this round.
    state.market_die = 1 + state.rng.below(6)
    state.log("market_die", seat=state.first, value=state.market_die)


def end_action(state: PlannersState) -> None:
    """The next player acts (Archie at once), or the round moves on to Gains."""
    state.actor_turn += 1
    if state.actor_turn < CLAIMS:
        if state.solo and state.actor() == ARCHIE:
            archie.act(state)
            end_action(state)
        return
    _end_actions(state)


def _end_actions(state: PlannersState) -> None:
    """New action cards, Gains, then the next round or the end of the game."""
    state.discard += state.face_up
    if len(state.deck) < 2:
        # The deck ran out: all eight cards are shuffled into a new deck.
        state.deck = state.deck + state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        state.log("deck_reshuffled")
    state.face_up, state.deck = state.deck[:2], state.deck[2:]
    state.claims = []
    state.market_die = None
    scoring.gains(state)
    if state.solo and archie.owns_industry(state):
        state.move_pollution(1, ARCHIE)
    if state.round < ROUNDS:
        start_round(state)
        return
    # The end of the game.
    if state.solo:
        state.log("archie_banked", seat=ARCHIE, profit=archie.bank(state))
    state.phase = OVER
    state.actor_turn = 0
    points = [b["total"] for b in scoring.breakdown_of(state)]
    state.log("game_over", points=points, winners=scoring.first_place(state))


def play(state: PlannersState, seat: int, move: Move) -> None:
    """Carry out a legal move of ``seat`` and everything the game does after it."""
    if state.cache:
        state.cache = {}  # the moves worked out for the position before this one
    if state.phase == BUILD:
        if isinstance(move, Reroll):
            city.reroll(state, seat, move)
        elif isinstance(move, Build):
            city.build(state, seat, move)
            if state.phase == BUILD:
                end_build_turn(state)
        else:
            state.log("passed_build", seat=seat)
            end_build_turn(state)
    elif state.phase == BUY:
        assert isinstance(move, BuyFactory)
        city.buy_factory(state, seat, move)
        end_build_turn(state)
    else:
        if isinstance(move, Claim):
            claim(state, seat, move)
        else:
            carry_out(state, move)
        if state.pending is None:
            end_action(state)
