"""A plain-text picture of an Empire V8.5 view: the map with its chains and workers, the city and
the players, as a terminal player sees them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from empires.games.empire_v85.chains import chain_type
from empires.games.empire_v85.components import HOUSE, RESOURCES, TOWN_CENTER
from empires.games.empire_v85.state import Tile
from empires.games.empire_v85.texts import PICTURE, goods_text, term
from empires.kernel.game import View

#: A picture's words in one language: ``w(key, **params)`` (data/texts.toml, ``[picture]``).
Words = Callable[..., str]

_CELL = 5


def _joined(tile: dict[str, Any] | None, other: dict[str, Any] | None) -> bool:
    """Whether two tiles of a view lie in one chain (see :func:`chain_type`)."""
    if tile is None or other is None:
        return False
    kinds = [chain_type(Tile(t["kind"], t["developed"], t["building"])) for t in (tile, other)]
    return kinds[0] is not None and kinds[0] == kinds[1]


def _cell_text(view: View, tile: dict[str, Any] | None, workers: list[int]) -> str:
    components = view["components"]
    if tile is None:
        return " " * _CELL
    if tile["kind"] == TOWN_CENTER:
        text = "TC"
    else:
        letter = components["tiles"][tile["kind"]]["letter"]
        text = letter.lower() if tile["developed"] else letter
        if tile["building"] is not None:
            text += components["buildings"][tile["building"]]["letter"] + str(tile["owner"] + 1)
    if workers and tile["kind"] != TOWN_CENTER:
        text = text.ljust(3) + "@" + str(workers[0] + 1)
    return text.ljust(_CELL)


def render_map(view: View) -> list[str]:
    """The map, cropped to the tiles and one free cell around them."""
    tiles = {(t["x"], t["y"]): t for t in view["map"]}
    workers: dict[tuple[int, int], list[int]] = {}
    for w in view["workers"]:
        workers.setdefault((w["x"], w["y"]), []).append(w["seat"])
    width, height = view["components"]["width"], view["components"]["height"]
    xs = [x for x, _ in tiles]
    ys = [y for _, y in tiles]
    x0, x1 = max(min(xs) - 1, 0), min(max(xs) + 1, width - 1)
    y0, y1 = max(min(ys) - 1, 0), min(max(ys) + 1, height - 1)
    lines = ["    " + " ".join(chr(ord("A") + x).ljust(_CELL) for x in range(x0, x1 + 1))]
    # A row of cells with "-" between neighbours in one chain, then a row of "|" for the chains
    # that go on downwards (no tile lies past the crop, so the last cell and row join nothing).
    for y in range(y0, y1 + 1):
        row = f"{y + 1:>2}  "
        links = "    "
        for x in range(x0, x1 + 1):
            tile = tiles.get((x, y))
            row += _cell_text(view, tile, workers.get((x, y), []))
            row += "-" if _joined(tile, tiles.get((x + 1, y))) else " "
            links += ("|" if _joined(tile, tiles.get((x, y + 1))) else " ").ljust(_CELL + 1)
        lines.append(row.rstrip())
        if links.strip():
            lines.append(links.rstrip())
    return lines


def _price(lang: str, price: dict[str, int]) -> str:
    return goods_text(lang, {k: price.get(k, 0) for k in RESOURCES})


def _head(view: View, w: Words, shown: list[str]) -> list[str]:
    """Turn, phase and who is to act."""
    phase = w(f"phase_{view['phase']}")
    lines = [
        w("head", turn=view["turn"], name=shown[view["first"]], phase=phase),
        w("deck", deck=view["deck"], discard=view["discard"]),
    ]
    if view["placing"] is not None:
        lines.append(w("placing", name=shown[view["placing"]], step=w(f"step_{view['step']}")))
    elif view["to_act"]:
        lines.append(w("waiting", names=", ".join(shown[s] for s in view["to_act"])))
        if view["chosen"]:
            lines.append(w("chosen", names=", ".join(shown[s] for s in view["chosen"])))
    return lines


def _city(view: View, lang: str, w: Words) -> list[str]:
    """The city's cards with their prices now and bonuses, then the house."""
    buildings = view["components"]["buildings"]
    lines = [w("city")]
    for card in view["city"]:
        name = card["building"]
        letter, bonus = buildings[name]["letter"], goods_text(lang, buildings[name]["bonus"])
        price = _price(lang, card["price"])
        lines.append(w("card", letter=letter, name=term(lang, name), price=price, bonus=bonus))
    house = buildings[HOUSE]
    lines.append(w("house", letter=house["letter"], bonus=goods_text(lang, house["bonus"])))
    return lines


def _seats(view: View, lang: str, w: Words, shown: list[str]) -> list[str]:
    """A line per player: resources, hand, workers, houses and buildings."""
    built = [0] * view["players"]
    for tile in view["map"]:
        if tile["owner"] is not None and tile["building"] != HOUSE:
            built[tile["owner"]] += 1
    lines = []
    for i, empire in enumerate(view["empires"]):
        hand = w("tiles", count=empire["hand_count"])
        if empire["hand"] is not None:
            hand = ", ".join(term(lang, t) for t in empire["hand"]) or "-"
        goods, price = goods_text(lang, empire["goods"]), _price(lang, empire["house_price"])
        # The line's other numbers (workers left and employed, houses) are the view's own.
        fields = {"number": i + 1, "name": shown[i], "hand": hand, "count": built[i]}
        lines.append(w("seat", **{**empire, **fields, "goods": goods, "price": price}))
    return lines


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """A view as text: header, map, city, players."""
    w: Words = partial(PICTURE.text, lang)
    shown = [w("you") if i == view["seat"] else name for i, name in enumerate(names)]
    lines = [*_head(view, w, shown), "", *render_map(view)]
    center = [
        shown[v["seat"]] + f" ({term(lang, v['take'])})" for v in view["workers"] if v["take"]
    ]
    lines.append(w("center", who=", ".join(center) or w("nobody")))
    plans = [f"{shown[v['seat']]}: {term(lang, v['build'])}" for v in view["workers"] if v["build"]]
    if plans:
        lines.append(w("plans", plans="; ".join(plans)))
    lines += [w("legend"), "", *_city(view, lang, w), "", *_seats(view, lang, w, shown)]
    return "\n".join(lines)
