"""Empire Planners at the web table: a 2-player table and a solo table against Archie Indus,
each played over the WebSocket to the end, and the game's own drawing and rules served."""

from __future__ import annotations

import json
from typing import Any

from starlette.testclient import TestClient

from tests.web.conftest import claim_seats

GAME = "empire-planners"


def _table(client: TestClient, seats: list[str], **extra: Any) -> dict[str, Any]:
    body = {"game": GAME, "players": len(seats), "seats": [{"kind": k} for k in seats], **extra}
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    table: dict[str, Any] = response.json()
    return table


def _play_to_the_end(client: TestClient, table: dict[str, Any]) -> dict[str, Any]:
    """Seat the one person and play the first legal move whenever asked, until the end."""
    token = claim_seats(client, table)[0]
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        state: dict[str, Any] = ws.receive_json()
        sent = -1
        while state.get("status") != "finished":
            if state["legal"] and state["ply"] != sent:
                sent = state["ply"]
                move = state["legal"][0]["move"]
                ws.send_text(json.dumps({"type": "move", "move": move, "ply": sent}))
            message = ws.receive_json()
            if message["type"] == "state":
                state = message
            assert message["type"] != "error", message
    return state


def test_a_two_player_table_is_played_to_the_end(client: TestClient) -> None:
    table = _table(client, ["human", "heuristic"], seed=4, options={"start_player": 0})
    final = _play_to_the_end(client, table)
    shown = client.get(f"/api/tables/{table['id']}").json()
    assert shown["status"] == "finished" and shown["result"]["winners"]
    assert final["view"]["phase"] == "over"


def test_a_solo_table_against_archie_is_played_to_the_end(client: TestClient) -> None:
    table = _table(client, ["human"], seed=6, options={"level": "basic"})
    final = _play_to_the_end(client, table)
    assert final["view"]["solo"] and final["view"]["phase"] == "over"
    shown = client.get(f"/api/tables/{table['id']}").json()
    assert shown["status"] == "finished" and len(shown["result"]["scores"]) == 1


def test_the_game_brings_its_own_drawing_and_rules(client: TestClient) -> None:
    script = client.get(f"/games/{GAME}/view.js")
    assert script.status_code == 200 and "ep-city" in script.text
    games = client.get("/api/games").json()
    planners = next(g for g in games if g["name"] == GAME)
    assert planners["min_players"] == 1 and planners["max_players"] == 2
