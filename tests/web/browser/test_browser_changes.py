"""What just happened, in the game views: drawing two consecutive positions of a real game
(the golden records) marks the pieces that changed (an engine that turned, the tile just laid,
the card won, the building just built), nothing when the position shows the same, and a round
seen from its start ends with a summary naming every player with numbers."""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable, Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from starlette.testclient import TestClient

from empires.kernel.match import Match
from empires.kernel.record import GameRecord
from tests.web.browser.recorded_views import NAMES, TESTS, Position, render_input
from tests.web.browser.table_page import NewPage, click_a_decision, play_to_end, sit_down
from tests.web.browser.views_page import draw, open_views_page
from tests.web.server import ServerProcess

MARKED = "[...document.querySelectorAll('#board .changed')].map(n => n.dataset.key)"
PULSING = "document.querySelectorAll('#board .changed-now').length"

View = dict[str, Any]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server of this module's own: the session's is near its cap of tables per address."""
    folder = tmp_path_factory.mktemp("changes-data")
    process = ServerProcess(f"sqlite:///{folder / 'empires.sqlite3'}").start()
    yield process
    process.stop()


@pytest.fixture
def views_page(client: TestClient, new_page: NewPage) -> Page:
    return open_views_page(new_page(viewport={"width": 1000, "height": 800}), client)


def views(game: str, record: str, seat: int | None) -> Iterator[tuple[int, View]]:
    """The record's positions as ``seat`` sees them, ply by ply."""
    folder = TESTS / game.replace("-", "_") / "golden"
    data = json.loads((folder / f"{record}.json").read_text())
    parsed = GameRecord.from_json(data["record"])
    match = Match.start_of(parsed)
    yield 0, match.view(seat)
    for ply, played in enumerate(parsed.moves, start=1):
        match.play(played.seat, match.rules.move_from_json(played.move))
        yield ply, match.view(seat)


def first_change(
    game: str, record: str, seat: int | None, change: Callable[[View, View], str | None]
) -> tuple[int, str]:
    """The first ply whose position differs from the one before as ``change`` looks for, and
    the key of the piece that should be marked."""
    before: View | None = None
    for ply, view in views(game, record, seat):
        key = change(before, view) if before is not None else None
        if key:
            return ply, key
        before = view
    raise AssertionError(f"no such change in {game} {record}")


def engine_turned(a: View, b: View) -> str | None:
    for seat, (x, y) in enumerate(zip(a["empires"], b["empires"], strict=True)):
        for engine in ("L", "R"):
            if x["engines"] and y["engines"] and x["engines"][engine] != y["engines"][engine]:
                return f"seat-{seat}-engine-{engine}"
    return None


def tile_laid(a: View, b: View) -> str | None:
    cells = {(t["x"], t["y"]) for t in a["map"]}
    new = [t for t in b["map"] if (t["x"], t["y"]) not in cells]
    return f"cell-{chr(65 + new[0]['x'])}{new[0]['y'] + 1}" if new else None


def building_built(a: View, b: View) -> str | None:
    for index, (x, y) in enumerate(zip(a["city"], b["city"], strict=True)):
        if x["owner"] is None and y["owner"] is not None:
            return f"site-{index}"
    return None


def card_won(a: View, b: View) -> str | None:
    if a["phase"] == "bid" and b["auction"] == a["auction"] + 1 and a["round"] == b["round"]:
        return f"row-{a['auctions'][a['auction']]}"
    return None


CASES = [
    ("empire-engine", "4p-de", 1, engine_turned),
    ("empire-v85", "3p", 0, tile_laid),
    ("empire-colonial", "3p-beginner", 1, card_won),
    ("empire-planners", "2p", 0, building_built),
]


def marks(page: Page) -> list[str]:
    found: list[str] = page.evaluate(MARKED)
    return found


@pytest.mark.parametrize(("game", "record", "seat", "change"), CASES, ids=[c[0] for c in CASES])
def test_the_piece_that_changed_is_marked(
    views_page: Page,
    artifacts: Path,
    game: str,
    record: str,
    seat: int,
    change: Callable[[View, View], str | None],
) -> None:
    ply, key = first_change(game, record, seat, change)
    shots = artifacts / "changes"
    shots.mkdir(exist_ok=True)
    assert draw(views_page, game, render_input(Position(game, record, ply - 1, seat), "en")) == []
    assert marks(views_page) == [], "the first drawing has nothing to compare with"
    draw(views_page, game, render_input(Position(game, record, ply, seat), "en"))
    marked = marks(views_page)
    assert key in marked, f"{key} not among the marked {marked}"
    assert len(marked) < len(views_page.locator("#board [data-key]").all()), "not everything"
    assert views_page.evaluate(PULSING) == len(marked)
    views_page.wait_for_timeout(1300)  # the pulse is over: the marks as they stay
    views_page.locator("#board").screenshot(path=str(shots / f"{game}-en.png"))
    # Drawing the same position again (a language switch, a pending move) keeps the marks
    # without pulsing again; in German the same pieces are marked.
    draw(views_page, game, render_input(Position(game, record, ply, seat), "de"))
    assert marks(views_page) == marked
    assert views_page.evaluate(PULSING) == 0
    views_page.locator("#board").screenshot(path=str(shots / f"{game}-de.png"))


@pytest.mark.parametrize(("game", "record", "seat", "change"), CASES, ids=[c[0] for c in CASES])
def test_a_position_that_shows_the_same_marks_nothing(
    views_page: Page, game: str, record: str, seat: int, change: Callable[[View, View], str | None]
) -> None:
    ply, _ = first_change(game, record, seat, change)
    given = render_input(Position(game, record, ply, seat), "en")
    draw(views_page, game, given)
    given["state"]["ply"] += 1  # a new position whose view is the same
    draw(views_page, game, given)
    assert marks(views_page) == []


def test_a_round_seen_from_its_start_ends_with_a_summary(views_page: Page, artifacts: Path) -> None:
    game, record = "empire-engine", "4p-de"
    rounds = [(ply, view["round"]) for ply, view in views(game, record, 0)]
    end = next(ply for ply, round_ in rounds if round_ == 2)
    (artifacts / "changes").mkdir(exist_ok=True)
    for ply, lang in ((0, "en"), (end - 1, "en"), (end, "en"), (end, "de")):
        draw(views_page, game, render_input(Position(game, record, ply, 0), lang))
        if ply == end:
            path = artifacts / "changes" / f"summary-{lang}.png"
            views_page.locator("#board").screenshot(path=str(path))
    summary = views_page.locator("#board .round-summary")
    assert summary.get_attribute("data-round") == "1"
    text = summary.inner_text()
    assert text.startswith("Runde 1:")
    for name in NAMES[:4]:
        assert name in text
    assert "Wertung +" in text
    # The next round goes on under the summary of the last; stepping back takes it away.
    draw(views_page, game, render_input(Position(game, record, end - 1, 0), "en"))
    assert views_page.locator("#board .round-summary").count() == 0


ANIMATION = "node => getComputedStyle(node).animationName"


def test_a_reveal_at_a_real_table_is_marked_and_the_round_summed_up(
    server: ServerProcess, new_page: NewPage, artifacts: Path
) -> None:
    """Ada plays Empire Engine against two bots; a watcher whose browser asks for reduced
    motion sees the same marks, without the pulse."""
    body = {"game": "empire-engine", "players": 3, "seed": 4, "options": {"rounds": 3}}
    seats = [{"kind": "human"}, {"kind": "heuristic"}, {"kind": "heuristic"}]
    table: dict[str, Any] = server.post("/api/tables", {**body, "seats": seats})
    watcher = new_page(reduced_motion="reduce")
    watcher.goto(f"{server.base}/t/{table['id']}")
    watcher.wait_for_selector("body[data-connection=open]")
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    rng, deadline = random.Random(2), time.monotonic() + 60
    while not ada.locator("#board .round-summary").count():
        assert time.monotonic() < deadline, "no round summary within 60 s"
        if not click_a_decision(ada, rng):
            ada.wait_for_timeout(100)
    summary = ada.locator("#board .round-summary")
    expect(summary).to_have_attribute("data-round", "1")
    (artifacts / "changes").mkdir(exist_ok=True)
    ada.screenshot(path=str(artifacts / "changes" / "table-en.png"))
    names = ada.locator("#seats .seat-name").all_inner_texts()
    assert len(names) == 3 and names[0] == "Ada"
    lines = summary.locator(".round-seat").all_inner_texts()
    assert len(lines) == 3
    for name, line in zip(names, lines, strict=True):
        assert re.fullmatch(
            rf"{re.escape(name)} score pile [+\u2212]\d+, ready [+\u2212]\d+", line
        ), line
    # The reveal that ended the round marked the engines that turned, with a pulse...
    marked = ada.locator("#board .changed")
    expect(marked.first).to_be_visible()
    assert any(
        key.startswith("seat-") for key in marked.evaluate_all("ns => ns.map(n => n.dataset.key)")
    )
    assert ada.locator("#board .changed-now").first.evaluate(ANIMATION) == "changed-pulse"
    # ... and for the watcher, the same kind of marks, standing still.
    watcher.wait_for_function(
        f"document.body.dataset.ply === '{ada.evaluate('document.body.dataset.ply')}'"
    )
    expect(watcher.locator("#board .changed").first).to_be_visible()
    assert watcher.locator("#board .changed-now").first.evaluate(ANIMATION) == "none"


def test_the_replay_marks_what_each_move_changed(server: ServerProcess, new_page: NewPage) -> None:
    body = {"game": "empire-engine", "players": 2, "seed": 6, "options": {"rounds": 2}}
    seats = [{"kind": "human"}, {"kind": "heuristic"}]
    table: dict[str, Any] = server.post("/api/tables", {**body, "seats": seats})
    ada = sit_down(new_page(), table["invites"][0]["link"], "Ada")
    play_to_end([ada], random.Random(5))
    ada.click("#replay-toggle")
    ada.wait_for_selector("body[data-replay-ply='0']")
    assert marks(ada) == [], "the start of the replay compares with nothing"
    seen = []
    for ply in range(1, 6):
        ada.click("#replay-next")
        ada.wait_for_selector(f"body[data-replay-ply='{ply}']")
        seen.append(marks(ada))
    assert any(seen), "no move of the replay marked anything"
    assert all(len(keys) < ada.locator("#board [data-key]").count() for keys in seen)


def test_the_end_of_the_game_sums_up_the_last_round(views_page: Page) -> None:
    game, record = "empire-engine", "4p-de"
    rounds = [(ply, view["round"]) for ply, view in views(game, record, 0)]
    last = rounds[-1][1]
    start = next(ply for ply, round_ in rounds if round_ == last)
    for ply in (start - 1, start, rounds[-1][0]):
        draw(views_page, game, render_input(Position(game, record, ply, 0), "en"))
    summary = views_page.locator("#board .round-summary")
    assert summary.get_attribute("data-round") == str(last)
    assert summary.locator(".round-seat").count() == 4


def won_so_far(view: View) -> list[dict[str, Any]]:
    """The auctions won, as the view's public record lists them."""
    return [e["params"] for e in view["record"] or [] if e["key"] == "auction_won"]


def test_the_card_won_shows_its_buyer_and_price(views_page: Page, artifacts: Path) -> None:
    game, record = "empire-colonial", "3p-beginner"
    seen = views(game, record, 1)
    ply, view = next(
        (ply, view)
        for (_, before), (ply, view) in pairwise(seen)
        if len(won_so_far(view)) > len(won_so_far(before))
    )
    keys = [entry["key"] for entry in view["record"]]
    start = max((i for i, key in enumerate(keys) if key == "round_started"), default=-1)
    key = f"won-{keys[start + 1 :].count('auction_won') - 1}"
    paid = won_so_far(view)[-1]["paid"]
    draw(views_page, game, render_input(Position(game, record, ply - 1, 1), "en"))
    draw(views_page, game, render_input(Position(game, record, ply, 1), "en"))
    assert key in marks(views_page)
    line = views_page.locator(f"#board [data-key='{key}']")
    expect(line).to_contain_text(f"for {paid} gold")
    views_page.locator("#board").screenshot(path=str(artifacts / "changes" / "colonial-won-en.png"))
    draw(views_page, game, render_input(Position(game, record, ply, 1), "de"))
    expect(line).to_contain_text(f"für {paid} Gold")
