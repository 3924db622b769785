"""The lobby's HTTP API: games, creating and listing tables, and refusing bad requests."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from tests.web.conftest import new_table, wait_until


def test_games_lists_empire_engine_with_its_bots_and_options(client: TestClient) -> None:
    games = client.get("/api/games?lang=de").json()
    engine = next(g for g in games if g["name"] == "empire-engine")
    assert {"random", "heuristic"} <= set(engine["bots"])
    assert engine["min_players"] == 2 and engine["max_players"] == 12
    teams = next(o for o in engine["options"] if o["name"] == "teams")
    assert teams["help"].startswith("Teamspiel")  # option texts in the asked language


def test_a_table_with_people_is_open_until_everyone_sits_down(client: TestClient) -> None:
    table = new_table(client, ["human", "heuristic", "human"])
    assert table["status"] == "open"
    # The creator only watches: every person's seat has a claim link, and no seat a token yet.
    assert table["seat"] is None
    assert [i["seat"] for i in table["invites"]] == [0, 2]
    codes = {i["code"] for i in table["invites"]}
    assert len(codes) == 2 and all(len(c) >= 32 for c in codes)  # 24 random bytes
    for invite in table["invites"]:
        assert invite["link"].endswith(f"/t/{table['id']}#claim={invite['code']}")
    assert "token" not in str(table["invites"])
    listed = client.get("/api/tables?status=open").json()
    assert [t["id"] for t in listed] == [table["id"]]
    shown = client.get(f"/api/tables/{table['id']}").json()
    assert "token" not in str(shown) and all("token" not in s for s in shown["seats"])


def test_a_table_of_bots_plays_to_the_end_by_itself(client: TestClient) -> None:
    table = new_table(client, ["heuristic", "random"], seed=5)
    assert table["status"] == "running"
    # The app runs in its own thread; its bots play while this one waits.
    wait_until(lambda: client.get(f"/api/tables/{table['id']}").json()["status"] == "finished")
    finished = client.get("/api/tables?status=finished").json()
    assert [t["id"] for t in finished] == [table["id"]]
    assert finished[0]["result"]["winners"]


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ({"game": "chess", "players": 2, "seats": [{"kind": "human"}] * 2}, "chess"),
        ({"game": "empire-engine", "players": 1, "seats": [{"kind": "human"}]}, "2 to 12"),
        ({"game": "empire-engine", "players": 3, "seats": [{"kind": "human"}] * 2}, "3 seats"),
        ({"game": "empire-engine", "players": 2, "seats": [{"kind": "wizard"}] * 2}, "wizard"),
        (
            {
                "game": "empire-engine",
                "players": 2,
                "seats": [{"kind": "human"}] * 2,
                "options": {"rounds": "many"},
            },
            "rounds",
        ),
        (
            {
                "game": "empire-engine",
                "players": 2,
                "seats": [{"kind": "human"}] * 2,
                "takeover_bot": "ghost",
            },
            "ghost",
        ),
    ],
)
def test_bad_tables_are_refused_with_the_reason(
    client: TestClient, body: dict[str, object], named: str
) -> None:
    response = client.post("/api/tables", json=body)
    assert response.status_code == 400
    assert named in response.json()["detail"]
    assert client.get("/api/tables").json() == []


def test_malformed_and_oversized_requests_are_refused(client: TestClient) -> None:
    assert (
        client.post(
            "/api/tables", content=b"{not json", headers={"Content-Type": "application/json"}
        ).status_code
        == 422
    )
    assert client.post("/api/tables", json={"game": "empire-engine"}).status_code == 422
    huge = {
        "game": "empire-engine",
        "players": 2,
        "seats": [{"kind": "human"}] * 2,
        "x": "y" * 70_000,
    }
    response = client.post("/api/tables", json=huge)
    assert response.status_code == 413 and "at most" in response.json()["detail"]
    assert client.get("/api/tables?status=lost").status_code == 422
    assert client.get("/api/tables/nope").status_code == 404
    assert client.get("/api/tables").json() == []


def test_replay_is_only_for_finished_games(client: TestClient) -> None:
    table = new_table(client, ["human", "human"])
    response = client.get(f"/api/tables/{table['id']}/replay?ply=0")
    assert response.status_code == 409
