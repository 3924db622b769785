"""My tables, names and the lobby's lists through a real server on SQLite and on PostgreSQL:
``POST /api/my-tables`` says for the seat tokens a browser keeps (in the body, at most 50)
which tables wait for it, "your turn" first; the lists name every seat ("Bot 2 (hard)") and
the winners; the games describe their options by human names and their bots in a sentence."""

from __future__ import annotations

import asyncio
import json
import secrets
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import websockets

from empires.bots.strength import shown_runs
from empires.bots.strength_words import run_text
from empires.web.my_tables import MAX_SEATS
from tests.web.postgres import PostgresServer
from tests.web.seats import run
from tests.web.server import ServerProcess
from tests.web.test_web_claims import call, create


@pytest.fixture(params=["sqlite", "postgresql"])
def server(request: pytest.FixtureRequest) -> Iterator[ServerProcess]:
    """A server on a fresh database of each kind."""
    if request.param == "sqlite":
        with tempfile.TemporaryDirectory() as folder:
            process = ServerProcess(f"sqlite:///{Path(folder) / 't.sqlite3'}").start()
            yield process
            process.stop()
    else:
        postgres: PostgresServer = request.getfixturevalue("postgres")
        process = ServerProcess(postgres.new_database(f"mine_{secrets.token_hex(6)}")).start()
        yield process
        process.stop()


async def sit(server: ServerProcess, table_id: str, token: str, got: list[Any]) -> None:
    """Say hello with a seat token and wait until the seat must decide: the state then."""
    async with websockets.connect(f"{server.ws}/ws/tables/{table_id}") as ws:
        await ws.send(json.dumps({"type": "hello", "token": token, "lang": "en", "name": "Ada"}))
        while True:
            message = json.loads(await asyncio.wait_for(ws.recv(), 20))
            if message["type"] == "state" and message["legal"]:
                got.append(message)
                return


def mine(server: ServerProcess, seats: list[dict[str, str]], lang: str = "en") -> Any:
    return call(server.base, f"/api/my-tables?lang={lang}", {"seats": seats})


def test_my_tables_say_where_it_is_your_turn_first(server: ServerProcess) -> None:
    waiting = create(server, ["human", "human"], 0)  # open: the second person has not come
    running = create(server, ["human", "ismcts-hard", "heuristic"], 0)
    got: list[Any] = []
    run(sit(server, running["id"], running["seat"]["token"], got))  # the table starts
    state = got[0]
    assert state["status"] == "running" and 0 in state["waiting"]
    seats = [
        {"table": waiting["id"], "token": waiting["seat"]["token"]},
        {"table": running["id"], "token": running["seat"]["token"]},
        {"table": running["id"], "token": "not-a-token-of-this-table"},
        {"table": "no-such-table", "token": "abc"},
    ]
    status, answer = mine(server, seats)
    assert status == 200, answer
    assert [(t["id"], t["your_turn"], t["held"]) for t in answer] == [
        (running["id"], True, True),
        (running["id"], False, False),
        (waiting["id"], False, True),
    ]
    first = answer[0]
    assert first["seat"] == 0 and first["status"] == "running"
    assert [s["display"] for s in first["seats"]] == ["Ada", "Bot 2 (hard)", "Bot 3 (basic)"]
    assert "token" not in json.dumps(answer)  # no seat's token or hash comes back
    assert answer[1]["seat"] is None
    _, german = mine(server, seats[1:2], "de")
    assert [s["display"] for s in german[0]["seats"]] == [
        "Ada",
        "Bot 2 (schwer)",
        "Bot 3 (einfach)",
    ]


def test_my_tables_take_at_most_50_tokens_and_only_in_the_body(server: ServerProcess) -> None:
    table = create(server, ["human", "heuristic"], 0)
    seat = {"table": table["id"], "token": table["seat"]["token"]}
    status, answer = mine(server, [seat] * (MAX_SEATS + 1))
    assert status == 422 and "50" in json.dumps(answer)
    status, answer = mine(server, [seat] * MAX_SEATS)
    assert status == 200 and len(answer) == MAX_SEATS
    status, answer = mine(server, [{"table": table["id"], "token": "bad token!"}])
    assert status == 422  # a token is URL-safe base64, nothing else


def test_the_lists_name_every_seat_and_the_winners(server: ServerProcess) -> None:
    table = create(server, ["human", "ismcts-easy", "random"], 0)
    listed = server.get("/api/tables?status=open&lang=en")
    seats = next(t for t in listed if t["id"] == table["id"])["seats"]
    assert [s["display"] for s in seats] == ["Player 1", "Bot 2 (easy)", "Bot 3 (random)"]
    bots = create(server, ["random", "random"], None)  # bots only: runs to its end at once
    for _ in range(200):
        finished = server.get("/api/tables?status=finished&lang=de")
        done = [t for t in finished if t["id"] == bots["id"]]
        if done:
            break
        time.sleep(0.1)
    assert done, "the bots' game did not end"
    names = [s["display"] for s in done[0]["seats"]]
    assert names == ["Bot 1 (zufällig)", "Bot 2 (zufällig)"]
    assert done[0]["result"]["winners"]


def test_the_games_give_option_labels_availability_and_bot_sentences(
    server: ServerProcess,
) -> None:
    games = {g["name"]: g for g in server.get("/api/games?lang=de")}
    options = {o["name"]: o for o in games["empire-colonial"]["options"]}
    assert options["offers_per_window"]["label"] == "Angebote je Handelsfenster"
    engine = {o["name"]: o for o in games["empire-engine"]["options"]}
    assert engine["empire_powers"]["unavailable"].startswith("Nicht verfügbar")
    assert engine["teams"]["unavailable"] is None
    bots = {b["kind"]: b for b in games["empire-engine"]["bot_info"]}
    assert bots["ismcts-hard"]["label"] == "schwer" and bots["ismcts-hard"]["about"]
    hard = bots["ismcts-hard"]
    # The figures are the data file's (empires/bots/data/strength.toml), the words German.
    run = shown_runs("empire-engine", "ismcts-hard")[0]
    assert run.players == 2 and run.against == ("ismcts-medium",)
    assert hard["strength"].startswith(
        f"Gemessen: Erster in {round(run.result)} % der Partien zu zweit gegen den mittleren Bot"
    )
    medium = bots["ismcts-medium"]
    two, four = shown_runs("empire-engine", "ismcts-medium")
    assert [m["text"] for m in medium["measured"]][1] == (
        f"Erster in {round(four.result)} % der Partien zu viert gegen drei OpenSpiel-IS-MCTS-Bots "
        f"({round(four.low)}-{round(four.high)} %), {round(four.ms_per_decision)} ms je Entscheidung"
    )
    assert [(m["players"], m["games"], m["ms_per_decision"]) for m in medium["measured"]] == [
        (2, two.games, two.ms_per_decision),
        (4, four.games, four.ms_per_decision),
    ]
    english = {g["name"]: g for g in server.get("/api/games?lang=en")}
    planners = {b["kind"]: b for b in english["empire-planners"]["bot_info"]}
    (basic,) = shown_runs("empire-planners", "heuristic")
    assert planners["heuristic"]["measured"][0]["text"] == run_text(basic, "en")
    assert run_text(basic, "en").startswith("first in 100.0% of 2-player games against the random")
    # A kind nobody measured (the example game's): nothing is claimed for it.
    sealed = {b["kind"]: b for b in english["sealed-bids"]["bot_info"]}
    assert sealed["random"]["measured"] == [] and sealed["random"]["strength"] is None
    colonial = {b["kind"]: b for b in english["empire-colonial"]["bot_info"]}
    (easy,) = shown_runs("empire-colonial", "ismcts-easy")
    assert colonial["ismcts-easy"]["strength"] == f"Measured: {run_text(easy, 'en')}."
    assert bots["ismcts"]["same_as"] == "ismcts-medium"
    assert bots["random"]["strength"].startswith(
        "Gemessen: Erster in 2 % der Partien zu zweit gegen den einfachen Bot"
    )
