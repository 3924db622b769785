"""Helpers for the Empire Planners tests: exact positions built from a game's JSON state.

Sites are named by (block, face) as on the City cards; factory cards by their index in the
component data; action cards by their index (``components.toml`` lists their icons).
"""

from __future__ import annotations

from typing import Any

from empires import Match, new_match
from empires.games.empire_planners.components import ACTION_CARDS, SLOTS, building_at, icon_at
from tests.positions import edit

GAME = "empire-planners"


def new(players: int = 2, seed: int = 0, **options: Any) -> Match:
    """A fresh match; in the 2-player game seat 0 starts unless told otherwise."""
    if players == 2:
        options.setdefault("start_player", 0)
    return new_match(GAME, players, options, seed)


def site(block: int, face: int) -> int:
    """The index of the building on die face ``face`` of block ``block``."""
    return building_at(block, face).index


def at_build(dice: tuple[int, int, int], players: int = 2, **state: Any) -> Match:
    """Round 1, the first player about to build with ``dice``; ``state`` overrides fields."""

    def change(data: dict[str, Any]) -> None:
        data["dice"] = list(dice)
        data.update(state)

    return edit(new(players), change)


def at_actions(
    cards: tuple[int, int], players: int = 2, market_die: int = 1, **state: Any
) -> Match:
    """Round 1, the Actions phase with action cards ``cards`` face up, first player to claim."""

    def change(data: dict[str, Any]) -> None:
        rest = [c for c in range(len(ACTION_CARDS)) if c not in cards]
        data.update(phase="actions", actor_turn=0, dice=[], claims=[], pending=None)
        data.update(face_up=list(cards), deck=rest, discard=[], market_die=market_die)
        data.update(state)

    return edit(new(players), change)


def slot(match: Match, kind: str, nth: int = 0) -> int:
    """The slot of the ``nth`` icon of ``kind`` on the face-up action cards."""
    face_up = match.state_json()["face_up"]
    slots = [s for s in range(SLOTS) if icon_at(face_up, s) == kind]
    return slots[nth]


def give(data: dict[str, Any], player: int, *sites: tuple[int, int, int]) -> None:
    """Give ``player`` buildings (block, face, value) in a JSON state."""
    for block, face, value in sites:
        data["owner"][site(block, face)] = player
        data["value"][site(block, face)] = value


def own_card(data: dict[str, Any], player: int, card: int, side: int = 0, goods: int = 0) -> None:
    """Give ``player`` a factory card in a JSON state (taking it from the market if there)."""
    if card in data["market"]:
        data["market"].remove(card)
    data["card_owner"][card] = player
    data["side"][card] = side
    data["goods"][card] = goods


def keys(match: Match) -> list[str]:
    """The keys of every event so far."""
    return [e.key for e in match.events(None)]


def of(match: Match, key: str) -> list[dict[str, Any]]:
    """The parameters of the events with ``key``."""
    return [dict(e.params) for e in match.events(None) if e.key == key]
