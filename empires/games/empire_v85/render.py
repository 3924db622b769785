"""A plain-text picture of an Empire V8.5 view: the map with its chains and workers, the city and
the players, as a terminal player sees them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.games.empire_v85.components import HOUSE, RESOURCES, TOWN_CENTER
from empires.games.empire_v85.texts import goods_text, term
from empires.kernel.events import in_language
from empires.kernel.game import View

_HEAD: dict[str, dict[str, Any]] = {
    "en": {
        "you": "You",
        "turn": "Turn {turn}, first player: {name}",
        "deck": "tile deck: {deck}, discarded: {discard}",
        "phase": {
            "employ": "employing workers",
            "buy": "buying tiles",
            "place": "placing tiles and workers",
            "over": "game over",
        },
        "step": {"tile": "lay a tile", "worker": "place a worker"},
        "placing": "{name} now: {step}",
        "waiting": "waiting for: {names}",
        "chosen": "has chosen: {names}",
        "city": "City (cost now -> bonus)",
        "house": "House on your Home Base",
        "goods": "resources",
        "hand": "hand",
        "tiles": "{count} tiles",
        "workers": "workers {left} of {employed} left",
        "houses": "houses {houses}",
        "buildings": "buildings {count}",
        "legend": (
            "Legend: upper case = tile, lower case = developed, then building letter and "
            "owner; @n = worker of player n; - and | join tiles of one chain."
        ),
        "center": "Town Center: {who}",
        "nobody": "no worker",
        "plans": "plans",
        "plus_worker": "+1 worker",
    },
    "de": {
        "you": "Du",
        "turn": "Zug {turn}, Startspieler: {name}",
        "deck": "Plättchenstapel: {deck}, abgeworfen: {discard}",
        "phase": {
            "employ": "Arbeiter anstellen",
            "buy": "Plättchen kaufen",
            "place": "Plättchen und Arbeiter einsetzen",
            "over": "Spielende",
        },
        "step": {"tile": "ein Plättchen legen", "worker": "einen Arbeiter einsetzen"},
        "placing": "{name} ist dran: {step}",
        "waiting": "es fehlen noch: {names}",
        "chosen": "hat gewählt: {names}",
        "city": "Stadt (Kosten jetzt -> Bonus)",
        "house": "Haus auf deiner Heimatbasis",
        "goods": "Rohstoffe",
        "hand": "Hand",
        "tiles": "{count} Plättchen",
        "workers": "Arbeiter {left} von {employed} übrig",
        "houses": "Häuser {houses}",
        "buildings": "Gebäude {count}",
        "legend": (
            "Legende: Großbuchstabe = Plättchen, klein = erschlossen, dann Gebäudebuchstabe und "
            "Besitzer; @n = Arbeiter von Spieler n; - und | verbinden Plättchen einer Kette."
        ),
        "center": "Stadtzentrum: {who}",
        "nobody": "kein Arbeiter",
        "plans": "Pläne",
        "plus_worker": "+1 Arbeiter",
    },
}

_CELL = 5


def _chain_key(tile: dict[str, Any] | None) -> str | None:
    """What a tile chains with: its kind while undeveloped, ``building`` for a building."""
    if tile is None:
        return None
    if tile["building"] is not None:
        return "building:" + str(tile["building"])
    if tile["developed"] or tile["kind"] in (TOWN_CENTER, "ocean"):
        return None
    return str(tile["kind"])


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
    for y in range(y0, y1 + 1):
        row = f"{y + 1:>2}  "
        for x in range(x0, x1 + 1):
            tile = tiles.get((x, y))
            row += _cell_text(view, tile, workers.get((x, y), []))
            if x < x1:
                key = _chain_key(tile)
                row += "-" if key and key == _chain_key(tiles.get((x + 1, y))) else " "
        lines.append(row.rstrip())
        if y < y1:
            links = "    "
            for x in range(x0, x1 + 1):
                key = _chain_key(tiles.get((x, y)))
                joined = key and key == _chain_key(tiles.get((x, y + 1)))
                links += ("|" if joined else " ").ljust(_CELL + 1)
            if links.strip():
                lines.append(links.rstrip())
    return lines


def _price(lang: str, price: dict[str, int]) -> str:
    return goods_text(lang, {k: price.get(k, 0) for k in RESOURCES})


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """A view as text: header, map, city, players."""
    head = in_language(_HEAD, lang)
    seat = view["seat"]
    shown = [head["you"] if i == seat else name for i, name in enumerate(names)]
    lines = [
        head["turn"].format(turn=view["turn"], name=shown[view["first"]])
        + " | "
        + head["phase"][view["phase"]],
        head["deck"].format(deck=view["deck"], discard=view["discard"]),
    ]
    if view["placing"] is not None:
        step = head["step"][view["step"]]
        lines.append(head["placing"].format(name=shown[view["placing"]], step=step))
    elif view["to_act"]:
        lines.append(head["waiting"].format(names=", ".join(shown[s] for s in view["to_act"])))
        if view["chosen"]:
            lines.append(head["chosen"].format(names=", ".join(shown[s] for s in view["chosen"])))
    lines += ["", *render_map(view)]
    center = [
        shown[w["seat"]] + f" ({term(lang, w['take'])})" for w in view["workers"] if w["take"]
    ]
    lines.append(head["center"].format(who=", ".join(center) or head["nobody"]))
    plans = [f"{shown[w['seat']]}: {term(lang, w['build'])}" for w in view["workers"] if w["build"]]
    if plans:
        lines.append(f"{head['plans']}: " + "; ".join(plans))
    lines += [head["legend"], "", head["city"] + ":"]
    buildings = view["components"]["buildings"]
    for card in view["city"]:
        name = card["building"]
        lines.append(
            f"  {buildings[name]['letter']} {term(lang, name):<14} {_price(lang, card['price'])}"
            f" -> {goods_text(lang, buildings[name]['bonus'])}"
        )
    house = buildings[HOUSE]
    lines.append(
        f"  {house['letter']} {head['house']}: -> {goods_text(lang, house['bonus'])}, "
        + head["plus_worker"]
    )
    lines.append("")
    built = [0] * view["players"]
    for tile in view["map"]:
        if tile["owner"] is not None and tile["building"] != HOUSE:
            built[tile["owner"]] += 1
    for i, empire in enumerate(view["empires"]):
        hand = (
            ", ".join(term(lang, t) for t in empire["hand"])
            if empire["hand"] is not None
            else head["tiles"].format(count=empire["hand_count"])
        )
        lines.append(
            f"{i + 1}. {shown[i]}: {head['goods']} {goods_text(lang, empire['goods'])}; "
            f"{head['hand']} {hand or '-'}; "
            + head["workers"].format(left=empire["left"], employed=empire["employed"])
            + "; "
            + head["houses"].format(houses=empire["houses"])
            + " ("
            + _price(lang, empire["house_price"])
            + "); "
            + head["buildings"].format(count=built[i])
        )
    return "\n".join(lines)
