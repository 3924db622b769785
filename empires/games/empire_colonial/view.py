"""Per-seat views: the one place where secret information is removed, and the inverse, a full
state drawn consistent with a view (for search bots that must not read the true state).

Secret: the stacks until the game ends, and the selection cards laid face down. Everything
else is public, and every change to the stacks is public or forced (development), so the view
carries the public record (``chronicle``) and, as ``known``, the stacks it implies (with
``open_tally`` also as ``tally``). A position set up without its record has neither.
"""

from __future__ import annotations

from copy import copy
from dataclasses import asdict
from typing import Any

from empires.games.empire_colonial.chronicle import public_stacks
from empires.games.empire_colonial.components import HOLDINGS, NATIONS, ROUNDS
from empires.games.empire_colonial.moves import MOVES
from empires.games.empire_colonial.state import BID, CLAIM, OVER, TRADE, ColonialState, Draft
from empires.kernel.game import View
from empires.kernel.rng import SeededRng

#: The nation cards everyone can read, so that clients draw them from the game's data.
COMPONENTS = {"nations": {name: {**asdict(n), "pays": list(n.pays)} for name, n in NATIONS.items()}}

#: The public fields of the state a view shows as they are, read back by a sampled state (a
#: shallow copy is enough: their lists and dicts are only ever replaced).
_SHOWN: tuple[str, ...] = ("round", "phase", "row", "shortage", "auctions", "auction", "market")
_SHOWN += ("claim_stacks", "failed_claims", "last_clash", "sales", "price")


def make_view(state: ColonialState, seat: int | None, to_act: tuple[int, ...]) -> View:
    """What ``seat`` may know (``None``: a spectator); read-only: the parts of the state only
    ever replaced (row, market, sales, record entries...) are shared, as search builds many."""
    phase = state.phase
    empires: list[dict[str, Any]] = [{"nation": nation, "stacks": None} for nation in state.nations]
    if phase == OVER:
        for empire, held in zip(empires, state.stacks, strict=True):
            empire["stacks"] = dict(held)
    elif seat is not None:
        empires[seat]["stacks"] = dict(state.stacks[seat])
    mine = state.choices.get(seat) if seat is not None else None
    tally = state.tally if state.options["open_tally"] else None
    view: View = {
        "game": "empire-colonial",
        "seat": seat,
        "players": state.players,
        "options": state.options,
        "rounds": ROUNDS,
        "to_act": list(to_act),
        "chosen": sorted(state.choices),
        "my_choice": None if mine is None else MOVES.to_json(mine),
        "empires": empires,
        **{name: getattr(state, name) for name in _SHOWN},
        "card": state.current_card() if phase in (BID, TRADE) else None,
        "last_clash": state.last_clash if phase == CLAIM else None,
        "bidding": {
            "bids": list(state.bids),
            "withdrawn": list(state.withdrawn),
            "round": state.bidding_round,
        }
        if phase == BID
        else None,
        "trading": {
            "window": state.window,
            "turn": state.turn,
            "passes": state.passes,
            "offers_made": list(state.offers_made),
            "draft": None if state.draft is None else state.draft.to_json(),
            "offers": list(state.offers),
        }
        if phase == TRADE
        else None,
        # Trading at any time (``bundles``): the open offers, public.
        "bundles": list(state.bundles),
        "next_offer": state.next_offer,
        "record": None if state.record is None else list(state.record),
        "tally": None if tally is None else [dict(t) for t in tally],
        "components": COMPONENTS,
    }
    # Every empire's stacks as the record fixes them, for the clients (shared: read-only).
    view["known"] = public_stacks(view)
    return view


def sample_state(view: View, rng: SeededRng) -> ColonialState:
    """A full state that looks exactly like ``view`` to its seat: others' stacks as the record
    implies (without one, drawn to cover their bids and offers), their secret choices drawn."""

    from empires.games.empire_colonial.rules import DECISIONS

    state = ColonialState(
        players=view["players"], options=dict(view["options"]), rng=SeededRng(rng.next_u64())
    )
    for name in _SHOWN:
        setattr(state, name, copy(view[name]))
    state.nations = [e["nation"] for e in view["empires"]]
    bidding, trading = view["bidding"], view["trading"]
    state.bids = list(bidding["bids"]) if bidding else [0] * state.players
    state.withdrawn = list(bidding["withdrawn"]) if bidding else [False] * state.players
    state.bidding_round = bidding["round"] if bidding else 0
    if trading:
        for name in ("window", "turn", "passes", "offers_made", "offers"):
            setattr(state, name, copy(trading[name]))
        state.draft = None if trading["draft"] is None else Draft.from_json(trading["draft"])
    else:
        state.offers_made = [0] * state.players
    state.bundles = list(view.get("bundles") or ())
    state.next_offer = view.get("next_offer", 0)
    known = public_stacks(view)
    state.record = None if view["record"] is None else list(view["record"])
    state.tally = None if known is None else [dict(t) for t in known]
    state.stacks = []
    for seat, empire in enumerate(view["empires"]):
        shown = empire["stacks"] if empire["stacks"] is not None or known is None else known[seat]
        state.stacks.append(_guess(state, seat, rng) if shown is None else dict(shown))
    DECISIONS.draw_choices(state, view, rng, MOVES.from_json)
    return state


def _guess(state: ColonialState, seat: int, rng: SeededRng) -> dict[str, int]:
    """Hidden stacks drawn from a rough prior, covering what the view shows of them."""
    grown = state.round + 2
    stacks = {kind: rng.below(4 if kind != "gold" else 10 * grown) for kind in HOLDINGS}
    stacks["supporter"] += rng.below(grown)
    stacks["gold"] = max(stacks["gold"], state.bids[seat] if state.bids else 0)
    give = state.draft.give if state.draft is not None and state.draft.offerer == seat else None
    if give is not None and give.kind is not None:
        stacks[give.kind] = max(stacks[give.kind], give.count)
    return stacks
