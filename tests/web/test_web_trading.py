"""Empire (colonial) trading at any time over real WebSockets on a real server: a trade made
during bidding is announced in the table's chat as the table's own line, in each reader's
language, stored like any chat line (a new connection is sent it); a refused offer names the
rule it broke, for the page to say in the game's words; the view's own module is served."""

from __future__ import annotations

import urllib.error
import urllib.request
from typing import Any

import pytest

from empires.kernel.rng import SeededRng
from tests.web.seats import Seat, settle
from tests.web.served import claim_named, serve_on_sqlite
from tests.web.server import ServerProcess
from tests.web.test_web_undo import ask


def offer(to: int, give: dict[str, int], ask_for: dict[str, int]) -> dict[str, Any]:
    return {"type": "move", "move": {"type": "offer", "to": to, "give": give, "ask": ask_for}}


async def until_bidding(seats: list[Seat], rng: SeededRng) -> None:
    """Random decisions until a card's bidding is live."""
    while True:
        await settle(seats)
        if seats[0].state["view"]["phase"] == "bid":
            return
        mover = next(s for s in seats if s.state["legal"])
        await mover.play(rng)


def module_served(base: str) -> None:
    """The colonial view's trade.js is served as JavaScript; no other name or path is."""
    with urllib.request.urlopen(f"{base}/games/empire-colonial/trade.js", timeout=10) as answer:
        assert answer.headers["Content-Type"].startswith("text/javascript")
        assert b"export function tradePanel" in answer.read()
    for wrong in ("nothing.js", "Trade.js", "..%2Fview.js", "trade.js.js"):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"{base}/games/empire-colonial/{wrong}", timeout=10)
        assert refused.value.code == 404, wrong


async def _scenario(server: ServerProcess) -> None:
    module_served(server.base)
    table = server.new_table(
        ["human", "human"], game="empire-colonial", seed=3, options={"trade_when": "anytime"}
    )
    tokens = claim_named(server.base, table, ["Ann", "Bob"])
    ann, bob = [await Seat(server.ws, table["id"], t).connect() for t in tokens]
    try:
        await bob.send({"type": "lang", "lang": "de"})
        await until_bidding([ann, bob], SeededRng(4))
        nothing = await ask(ann, offer(1, {}, {}))
        assert nothing["code"] == "illegal_move" and nothing["rule"] == "offer-something"
        assert (await ask(ann, offer(1, {"gold": 1}, {})))["type"] == "ack"
        await bob.wait(lambda s: any(c["move"].get("accept") for c in s["optional"]))
        number = bob.state["view"]["bundles"][0]["id"]
        reply = {"type": "move", "move": {"type": "reply", "offer": number, "accept": True}}
        assert (await ask(bob, reply))["type"] == "ack"
        await bob.wait(lambda s: not s["view"]["bundles"])
        assert bob.state["view"]["phase"] == "bid"  # the same card's bidding goes on
        for seat, said in ((ann, "Bob accepts offer"), (bob, "Bob nimmt Angebot")):
            await seat.wait(lambda s, seat=seat: any(c.get("table") for c in seat.chat))
            (line,) = [c for c in seat.chat if c.get("table")]
            assert line["seat"] is None and line["name"] == "" and said in line["text"], line
            assert said in seat.log[-1] or any(said in entry for entry in seat.log)
    finally:
        for seat in (ann, bob):
            await seat.close()
    watcher = await Seat(server.ws, table["id"], None).connect()
    try:
        (kept,) = [c for c in watcher.chat if c.get("table")]
        assert kept["text"].startswith(f"Bob accepts offer {number}: Ann gives 1 gold"), kept
    finally:
        await watcher.close()


def test_a_trade_is_announced_in_the_chat_in_each_readers_language_and_kept() -> None:
    serve_on_sqlite(_scenario)
