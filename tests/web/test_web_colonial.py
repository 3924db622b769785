"""Empire (the colonial card game) at the web table: two people and two bots play a 4-player
standard game to the end through a real server, with a trade between the people and contested
auctions, and both people see the live bidding round and the open offer."""

from __future__ import annotations

import json
from typing import Any

from tests.web.seats import Seat, claim_all, settle
from tests.web.served import serve_on_sqlite
from tests.web.server import ServerProcess


def test_people_and_bots_play_empire_colonial_with_a_trade_and_contested_auctions() -> None:
    serve_on_sqlite(_play)


async def _send(seat: Seat, move: dict[str, Any]) -> None:
    acked = len(seat.acks)
    message = {"type": "move", "move": move, "ply": seat.state["ply"]}
    await seat._ws.send(json.dumps(message))
    await seat.wait(lambda _: len(seat.acks) > acked or bool(seat.errors))
    assert not seat.errors, seat.errors


def _choose(state: dict[str, Any], partner: int, traded: bool) -> dict[str, Any]:
    """A person's plan: give the partner 1 gold once, accept the partner's offers, decline the
    bots', and raise by 1 up to 3 whenever not the highest bidder; otherwise the first choice."""
    view, legal = state["view"], [c["move"] for c in state["legal"]]
    types = {m["type"] for m in legal}
    if "answer" in types:
        accept = view["trading"]["draft"]["from"] == partner
        return {"type": "answer", "accept": accept} if accept or len(legal) == 1 else legal[-1]
    if view["phase"] == "trade":
        draft = view["trading"]["draft"]
        if draft is None:
            gift = {"type": "give", "kind": "gold", "count": 1}
            return gift if not traded and gift in legal else {"type": "pass"}
        if draft["ask"] is None:
            return {"type": "ask", "kind": None, "count": 0}
        return {"type": "offer_to", "seat": partner}
    if view["phase"] == "bid":
        bids, me = view["bidding"]["bids"], view["seat"]
        behind = bids[me] <= max(b for s, b in enumerate(bids) if s != me)
        higher = {"type": "raise", "to": bids[me] + 1}
        if bids[me] < 3 and behind and higher in legal:
            return higher
        return {"type": "stand"}
    if view["phase"] == "claim":
        return legal[me_index(view) % len(legal)]
    return legal[0]


def me_index(view: dict[str, Any]) -> int:
    return int(view["seat"]) + int(view["failed_claims"])


async def _play(server: ServerProcess) -> None:
    table = server.new_table(
        ["human", "heuristic", "human", "heuristic"],
        game="empire-colonial",
        seed=5,
        options={"trade_when": "windows"},  # the trading windows' protocol, step by step
    )
    tokens = claim_all(server.base, table)[:2]
    people = [await Seat(server.ws, table["id"], t).connect() for t in tokens]
    await settle(people)
    seats = [p.state["seat"] for p in people]
    traded = False
    contested = 0
    saw_offer = False
    while True:
        await settle(people)
        state = people[0].state
        if state["decision"] == "over":
            break
        view = state["view"]
        if view["bidding"] and sum(b > 0 for b in view["bidding"]["bids"]) >= 2:
            contested += 1
            # Both people see the same live bidding round.
            assert people[1].state["view"]["bidding"] == view["bidding"]
        if (
            view["trading"]
            and view["trading"]["draft"]
            and view["trading"]["draft"]["to"] is not None
        ):
            saw_offer = True
            assert people[1].state["view"]["trading"]["draft"] == view["trading"]["draft"]
        movers = [p for p in people if p.state["legal"]]
        if not movers:
            ply = state["ply"]
            await people[0].wait(lambda s, ply=ply: s["ply"] > ply or s["decision"] == "over")
            continue
        for person, seat in zip(people, seats, strict=True):
            if person.state["legal"]:
                partner = seats[1 - seats.index(seat)]
                move = _choose(person.state, partner, traded)
                if move["type"] == "answer" and move["accept"]:
                    traded = True
                await _send(person, move)
                break
    final = people[0].state
    assert final["view"]["phase"] == "over" and final["winners"]
    assert traded and saw_offer
    assert contested > 0
    assert any("accepts" in line for line in people[0].log)
    for person in people:
        await person.close()
