"""Driving the lobby like a person: open it, fill in the form for a new table, create it and
read the links it hands out."""

from __future__ import annotations

from dataclasses import dataclass

from playwright.sync_api import Page, expect


def lobby_at(page: Page, base: str) -> Page:
    """Open the lobby of the server at ``base`` in ``page`` and wait until it has loaded."""
    page.goto(base + "/")
    page.wait_for_selector("body[data-ready]")
    return page


def set_players(lobby: Page, players: int) -> None:
    """Type the number of players, as a person would (the form follows as they type)."""
    lobby.fill("#players", str(players))
    lobby.dispatch_event("#players", "input")


@dataclass(frozen=True)
class Created:
    """The links the lobby shows for a table it has just created."""

    table_id: str
    spectate: str
    #: The creator's own seat link ("" when the creator only watches).
    mine: str
    #: One claim link per other person's seat.
    invites: list[str]


def create_table(
    lobby: Page,
    kinds: list[str],
    *,
    game: str = "empire-engine",
    my_seat: int | None = None,
    seed: int | None = None,
) -> str:
    """Fill in the lobby's form (a seat kind per seat; the creator's seat and a seed if given),
    create the table and wait for its links: the new table's id."""
    lobby.select_option("#game", game)
    set_players(lobby, len(kinds))
    for seat, kind in enumerate(kinds):
        lobby.select_option(f"#seat-{seat}", kind)
    if my_seat is not None:
        lobby.select_option("#my-seat", str(my_seat))
    if seed is not None:
        lobby.click("#clocks-box summary")  # folded away until opened
        lobby.fill("#seed", str(seed))
    lobby.click("#create-button")
    expect(lobby.locator("#created")).to_be_visible()
    return lobby.locator("#created").get_attribute("data-table") or ""


def created_links(lobby: Page, invites: int) -> Created:
    """The links of the table the lobby has just created, which must offer ``invites`` claim
    links."""
    spectate = lobby.locator("#created .spectate a.open-link").get_attribute("href") or ""
    mine = lobby.locator("#created .mine a.open-link")
    links = lobby.locator("#created .invite a.open-link")
    expect(links).to_have_count(invites)
    return Created(
        table_id=spectate.rsplit("/", 1)[1],
        spectate=spectate,
        mine=(mine.get_attribute("href") or "") if mine.count() else "",
        invites=[links.nth(i).get_attribute("href") or "" for i in range(invites)],
    )
