"""The turn timer and stand-ins: shown to everyone, and a bot decides when time runs out."""

from __future__ import annotations

import json
import time

from starlette.testclient import TestClient

from empires import new_match
from tests.web.conftest import claim_seats, new_table, stored_moves, wait_until


def test_the_turn_timer_is_shown_and_a_stand_in_decides_when_it_runs_out(
    client: TestClient,
) -> None:
    table = new_table(client, ["human", "human"], turn_seconds=1, takeover_bot="random")
    started = time.time()  # the game starts as the last seat is claimed
    tokens = claim_seats(client, table)
    with (
        client.websocket_connect(f"/ws/tables/{table['id']}") as first,
        client.websocket_connect(f"/ws/tables/{table['id']}") as second,
    ):
        first.send_text(json.dumps({"type": "hello", "token": tokens[0]}))
        first.receive_json()
        second.send_text(json.dumps({"type": "hello", "token": tokens[1]}))
        state = second.receive_json()
        assert state["deadline"] is not None
        assert started - 0.5 < state["deadline"] - 1 < time.time() + 0.5
        # Nobody moves: the stand-in does, one decision per second.
        wait_until(lambda: stored_moves(client, table["id"]) >= 2, seconds=10)
        later = second.receive_json()
        while later["ply"] < 2:
            later = second.receive_json()
        assert later["deadline"] > state["deadline"]


def test_a_person_who_is_here_is_never_replaced(client: TestClient) -> None:
    # Three seconds to come: on a loaded machine, connecting can take more than one.
    table = new_table(client, ["human", "heuristic"], takeover_seconds=3)
    token = claim_seats(client, table)[0]
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        state = ws.receive_json()
        while state["waiting"] != [0]:  # the bot may open the game (the seed decides)
            state = ws.receive_json()
        ply = stored_moves(client, table["id"])
        time.sleep(3.5)
        assert stored_moves(client, table["id"]) == ply  # waiting for the person, who is here
        assert state["seats"][0]["online"] and state["seats"][0]["takeover_at"] is None
    # Gone: three seconds later the stand-in plays for them.
    wait_until(lambda: stored_moves(client, table["id"]) > ply, seconds=12)


def test_the_timer_runs_out_in_a_bidding_round_and_the_stand_in_bids(client: TestClient) -> None:
    options = {"version": "standard", "trading": False}
    table = new_table(
        client,
        ["human", "heuristic"],
        game="empire-colonial",
        options=options,
        seed=3,
        turn_seconds=1,
        takeover_bot="heuristic",
    )
    token = claim_seats(client, table)[0]

    def stand_in_bids() -> bool:
        # Replay the stored moves: has seat 0, who never moves, made a choice while bidding?
        match = new_match("empire-colonial", 2, options, 3)
        store = client.app.state.hub.store  # type: ignore[attr-defined]
        for row in client.portal.call(store.moves, table["id"]):  # type: ignore[union-attr]
            bidding = match.view(None)["phase"] == "bid"
            match.play(row.seat, row.move)
            if bidding and row.seat == 0:
                return True
        return False

    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        state = ws.receive_json()
        assert state["deadline"] is not None
        # The person is here but idle: claiming, commerce and then a bid are made for them.
        wait_until(stand_in_bids, seconds=30)
