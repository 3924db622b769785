"""Every registered game at the web table: listed in the lobby with its rules panel and its
drawing, and played to the end by a person over the WebSocket against the game's bots."""

from __future__ import annotations

import json
from typing import Any

import pytest
from starlette.testclient import TestClient

from empires.kernel.registry import list_games
from empires.kernel.rng import SeededRng
from tests.web.conftest import claim_seats

GAMES = [rules.info for rules in list_games()]
# A person's moves before the test gives up on a game ending.
MOVE_LIMIT = 5_000


@pytest.mark.parametrize("info", GAMES, ids=[info.name for info in GAMES])
def test_the_lobby_offers_the_game_with_its_rules_and_drawing(
    client: TestClient, info: Any
) -> None:
    listed = {g["name"]: g for g in client.get("/api/games").json()}
    assert {"random", "heuristic"} <= set(listed[info.name]["bots"])
    for lang in ("en", "de"):
        rules = client.get(f"/games/{info.name}/rules?lang={lang}")
        assert rules.status_code == 200 and rules.text.strip()
    drawing = client.get(f"/games/{info.name}/view.js")
    assert drawing.status_code == 200 and "export function render" in drawing.text


@pytest.mark.parametrize("info", GAMES, ids=[info.name for info in GAMES])
def test_a_person_plays_the_game_to_the_end_against_its_bots(client: TestClient, info: Any) -> None:
    players = info.min_players
    seats = [{"kind": "human"}] + [{"kind": "heuristic"}] * (players - 1)
    body = {"game": info.name, "players": players, "seats": seats, "seed": 4}
    created = client.post("/api/tables", json=body)
    assert created.status_code == 201, created.text
    table = created.json()
    rng = SeededRng(9)
    moves = 0
    with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
        token = claim_seats(client, table)[0]
        ws.send_text(json.dumps({"type": "hello", "token": token, "lang": "de"}))
        while True:
            message: dict[str, Any] = ws.receive_json()
            # Bots move in the server's own thread: a move sent on an older state is stale.
            assert message["type"] != "error" or message["code"] == "stale", message
            if message["type"] != "state":
                continue
            assert message["seat"] == 0 and message["view"].get("seat", 0) == 0
            if message["status"] == "finished":
                break
            if message["legal"] and moves < MOVE_LIMIT:
                move = rng.choice(message["legal"])["move"]
                ws.send_text(json.dumps({"type": "move", "move": move, "ply": message["ply"]}))
                moves += 1
    assert moves > 0 and len(message["scores"]) == players
    assert message["winners"] or players == 1, "only a solo game may end with no seat winning"
    assert message["log"] or message["log_start"] > 0
    shown = client.get(f"/api/tables/{table['id']}").json()
    assert shown["status"] == "finished" and shown["result"]["winners"] == message["winners"]
