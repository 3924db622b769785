"""A plain-text picture of an Empire V8.5 view: the map with its chains and workers, a legend,
and the players side by side; the city's prices and bonuses are the details (``details``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from empires.games.empire_v85.chains import chain_type
from empires.games.empire_v85.components import HOUSE, RESOURCES, TOWN_CENTER
from empires.games.empire_v85.state import Tile
from empires.games.empire_v85.texts import PICTURE, goods_text, term
from empires.games.empire_v85.view import view_map
from empires.kernel.game import View

#: A picture's words in one language: ``w(key, **params)`` (data/texts.toml, ``[picture]``).
Words = Callable[..., str]

_CELL = 5


def _joined(tile: Tile | None, other: Tile | None) -> bool:
    """Whether two tiles lie in one chain (see :func:`chain_type`)."""
    kinds = [None if t is None else chain_type(t) for t in (tile, other)]
    return kinds[0] is not None and kinds[0] == kinds[1]


def _cell_text(view: View, tile: Tile | None, workers: list[int]) -> str:
    components = view["components"]
    if tile is None or tile.kind == TOWN_CENTER:
        return ("TC" if tile else "").ljust(_CELL)
    letter: str = components["tiles"][tile.kind]["letter"]
    text = letter.lower() if tile.developed else letter
    if tile.building is not None and tile.owner is not None:
        text += components["buildings"][tile.building]["letter"] + str(tile.owner + 1)
    return (text.ljust(3) + "".join(f"@{s + 1}" for s in workers[:1])).ljust(_CELL)


def render_map(view: View) -> list[str]:
    """The map, cropped to the tiles and one free cell around them."""
    width, height = view["components"]["width"], view["components"]["height"]
    tiles = {(c % width, c // width): t for c, t in enumerate(view_map(view)) if t is not None}
    workers: dict[tuple[int, int], list[int]] = {}
    for w in view["workers"]:
        workers.setdefault((w["x"], w["y"]), []).append(w["seat"])
    x0, x1 = max(min(x for x, _ in tiles) - 1, 0), min(max(x for x, _ in tiles) + 1, width - 1)
    y0, y1 = max(min(y for _, y in tiles) - 1, 0), min(max(y for _, y in tiles) + 1, height - 1)
    lines = ["    " + " ".join(chr(ord("A") + x).ljust(_CELL) for x in range(x0, x1 + 1))]
    # A row of cells with "-" between neighbours in one chain, then a row of "|" for the chains
    # that go on downwards (no tile lies past the crop, so the last cell and row join nothing).
    for y in range(y0, y1 + 1):
        row, links = f"{y + 1:>2}  ", "    "
        for x in range(x0, x1 + 1):
            tile = tiles.get((x, y))
            row += _cell_text(view, tile, workers.get((x, y), []))
            row += "-" if _joined(tile, tiles.get((x + 1, y))) else " "
            links += ("|" if _joined(tile, tiles.get((x, y + 1))) else " ").ljust(_CELL + 1)
        lines += [row.rstrip(), *([links.rstrip()] if links.strip() else [])]
    return lines


def _head(view: View, w: Words, shown: list[str]) -> list[str]:
    """Turn, phase, the deck and who is to act, in two lines."""
    phase, deck = w(f"phase_{view['phase']}"), w("deck", deck=view["deck"], discard=view["discard"])
    head = w("head", turn=view["turn"], name=shown[view["first"]], phase=phase) + " | " + deck
    if view["placing"] is not None:
        return [head, w("placing", name=shown[view["placing"]], step=w(f"step_{view['step']}"))]
    waiting, chosen = (", ".join(shown[s] for s in view[k]) or "-" for k in ("to_act", "chosen"))
    return [head, w("waiting", names=waiting, chosen=chosen)]


def _seats(view: View, lang: str, w: Words, shown: list[str]) -> list[str]:
    """The players side by side: a row each with goods, hand, workers, houses and buildings."""
    cards = view["components"]["buildings"]
    owned = [(t["owner"], t["building"]) for t in view["map"] if t["building"] not in (None, HOUSE)]
    head = {kind: term(lang, kind) for kind in RESOURCES}
    lines = [w("seat", name="", **head, hand=w("hand"), workers=w("workers"), built=w("built"))]
    for i, empire in enumerate(view["empires"]):
        hand = w("tiles", count=empire["hand_count"])
        if empire["hand"] is not None:
            hand = ", ".join(term(lang, t) for t in empire["hand"]) or "-"
        workers = f"{empire['left']}/{empire['employed']} H{empire['houses']}"
        mine = sorted(cards[b]["letter"] for o, b in owned if o == i)
        built = f"{len(mine)} {' '.join(mine)}".rstrip()
        row = {**empire["goods"], "name": f"{i + 1}. {shown[i]}"[:16], "hand": hand[:18]}
        lines.append(w("seat", **row, workers=workers, built=built))
    return [line.rstrip() for line in lines]


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """A view as text: header, map, who stands where, legend, players (fits 40 x 120)."""
    w: Words = partial(PICTURE.text, lang)
    shown = [w("you") if i == view["seat"] else name for i, name in enumerate(names)]
    lines = [*_head(view, w, shown), *render_map(view)]
    center = [f"{shown[v['seat']]} ({term(lang, v['take'])})" for v in view["workers"] if v["take"]]
    cards, offer = view["components"]["buildings"], [c["building"] for c in view["city"]]
    city = ", ".join(f"{cards[b]['letter']}={term(lang, b)}" for b in [*offer, HOUSE])
    lines.append(w("center", who=", ".join(center) or w("nobody")))
    lines += [w("legend"), w("letters", city=city)]
    return "\n".join([*lines, *_seats(view, lang, w, shown)])


def render_details(view: View, lang: str, names: Sequence[str]) -> str:
    """The city's cards and the house: their prices now (the gold on them included), bonuses."""
    w: Words = partial(PICTURE.text, lang)
    buildings: dict[str, Any] = view["components"]["buildings"]
    lines = [w("city")]
    seat, house = view["seat"], buildings[HOUSE]["cost"]
    house = house if seat is None else view["empires"][seat]["house_price"]
    for card in [*view["city"], {"building": HOUSE, "price": house}]:
        name, bonus = card["building"], goods_text(lang, buildings[card["building"]]["bonus"])
        letter, price = buildings[name]["letter"], goods_text(lang, card["price"])
        lines.append(w("card", letter=letter, name=term(lang, name), price=price, bonus=bonus))
    return "\n".join([*lines, w("house")])
