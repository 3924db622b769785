"""Per-seat views, and the inverse for search bots: a full state drawn consistent with a view.

Almost everything in Empire Planners lies open on the table. Hidden are the order of the face-
down action deck and the dice still to be rolled (the generator's state); a view shows how many
cards the deck holds and which cards are in the discard pile.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from empires.games.empire_planners.components import BUILDINGS, CARDS, FACTORIES, ROUNDS
from empires.games.empire_planners.state import ARCHIE, Pending, PlannersState
from empires.kernel.codec import Record
from empires.kernel.game import View
from empires.kernel.rng import SeededRng

#: What is printed on the cards, for clients that draw them.
COMPONENTS = {
    "city": [{"block": b.block, "face": b.face, "kind": b.kind, "top": b.top} for b in BUILDINGS],
    "factories": [[asdict(face) for face in card] for card in FACTORIES],
    "action_cards": [list(icons) for icons in CARDS.action_cards],
    "market": {colour: list(prices) for colour, prices in CARDS.market.items()},
}


#: Fields a view shows as they are, and lists it shows as copies.
_OPEN = ("round", "start_player", "first", "actor_turn", "rerolled", "market_die", "pollution")
_LISTS = ("dice", "market", "face_up", "discard")
#: A train's entries in a view (``[rail link, die, rider cubes]`` in the state).
_TRAIN = ("at", "die", "riders")


def make_view(state: PlannersState, seat: int | None, to_act: tuple[int, ...]) -> View:
    """What ``seat`` may know (``None``: a spectator)."""
    players = [
        {
            "capital": state.capital[p],
            "profit": state.profit[p],
            "free_cubes": state.free_cubes(p),
            "buildings": state.owner.count(p),
            "archie": state.solo and p == ARCHIE,
        }
        for p in (0, 1)
    ]
    return {
        "game": "empire-planners",
        "seat": seat,
        "players": state.players,
        "options": dict(state.options),
        "solo": state.solo,
        "level": state.level,
        "phase": state.phase,
        **{name: getattr(state, name) for name in _OPEN},
        **{name: list(getattr(state, name)) for name in _LISTS},
        "rounds": ROUNDS,
        "actor": state.actor(),
        "to_act": list(to_act),
        "empire": players,
        "city": [
            {"owner": owner, "value": value}
            for owner, value in zip(state.owner, state.value, strict=True)
        ],
        "factories": [
            {
                "side": state.side[c],
                "owner": state.card_owner[c],
                "goods": state.goods[c],
                "train": None if train is None else dict(zip(_TRAIN, train, strict=True)),
            }
            for c, train in enumerate(state.trains)
        ],
        "deck_count": len(state.deck),
        "claims": [{"slot": s, "player": p} for s, p in state.claims],
        "pending": None if state.pending is None else Record.of(Pending).dump(state.pending),
        "components": COMPONENTS,
    }


def sample_state(view: View, rng: SeededRng) -> PlannersState:
    """A full state that looks exactly like ``view``; the deck's order and the future dice are
    drawn at random."""
    factories: list[dict[str, Any]] = view["factories"]
    state = PlannersState(
        players=view["players"],
        options=dict(view["options"]),
        rng=SeededRng(rng.next_u64()),
        phase=view["phase"],
        **{name: view[name] for name in _OPEN},
        **{name: view[name][:] for name in _LISTS},
        capital=[p["capital"] for p in view["empire"]],
        profit=[p["profit"] for p in view["empire"]],
        owner=[site["owner"] for site in view["city"]],
        value=[site["value"] for site in view["city"]],
        side=[f["side"] for f in factories],
        card_owner=[f["owner"] for f in factories],
        goods=[f["goods"] for f in factories],
        trains=[None if (t := f["train"]) is None else [t[k] for k in _TRAIN] for f in factories],
        claims=[[c["slot"], c["player"]] for c in view["claims"]],
        pending=None if view["pending"] is None else Pending(**view["pending"]),
    )
    seen = state.face_up + state.discard
    state.deck = [c for c in range(len(CARDS.action_cards)) if c not in seen]
    rng.shuffle(state.deck)
    return state
