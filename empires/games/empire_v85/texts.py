"""Empire V8.5 in words: English and German."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_v85.moves import Buy, Employ, Move, PlaceTile, PlaceWorker
from empires.kernel.events import (
    Catalog,
    Event,
    in_language,
    name_seats,
    per_seat_text,
    seats_text,
    view_words,
)

SUMMARIES = {
    "en": (
        "Grow a map of resource tiles around the Town Center. Each turn, employ workers, draw "
        "and buy tiles, then take turns laying a tile and placing a worker: chains of equal "
        "tiles yield more, developed tiles take buildings, and buildings in a chain share their "
        "bonuses for a gold of tax to each owner. When the tile deck is gone, the most "
        "buildings (houses aside) win."
    ),
    "de": (
        "Lasst rund um das Stadtzentrum eine Landschaft aus Rohstoffplättchen wachsen. Jeden "
        "Zug Arbeiter anstellen, Plättchen ziehen und kaufen, dann reihum ein Plättchen legen "
        "und einen Arbeiter einsetzen: Ketten gleicher Plättchen bringen mehr, erschlossene "
        "Plättchen tragen Gebäude, und Gebäude einer Kette teilen ihre Boni gegen ein Gold "
        "Steuer an jeden Besitzer. Ist der Plättchenstapel leer, gewinnen die meisten Gebäude "
        "(ohne Häuser)."
    ),
}

TERMS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "food": "food",
        "wood": "wood",
        "gold": "gold",
        "stone": "stone",
        "field": "field",
        "forest": "forest",
        "quarry": "quarry",
        "mine": "mine",
        "ocean": "ocean",
        "town_center": "Town Center",
        "granary": "Granary",
        "sawmill": "Sawmill",
        "stonemason": "Stonemason",
        "mint": "Mint",
        "market": "Market",
        "workshop": "Workshop",
        "temple": "Temple",
        "harbor": "Harbor",
        "tavern": "Tavern",
        "guildhall": "Guildhall",
        "house": "House",
        "nothing": "nothing",
    },
    "de": {
        "food": "Nahrung",
        "wood": "Holz",
        "gold": "Gold",
        "stone": "Stein",
        "field": "Feld",
        "forest": "Wald",
        "quarry": "Steinbruch",
        "mine": "Mine",
        "ocean": "Ozean",
        "town_center": "Stadtzentrum",
        "granary": "Kornspeicher",
        "sawmill": "Sägewerk",
        "stonemason": "Steinmetz",
        "mint": "Münze",
        "market": "Markt",
        "workshop": "Werkstatt",
        "temple": "Tempel",
        "harbor": "Hafen",
        "tavern": "Taverne",
        "guildhall": "Gildenhaus",
        "house": "Haus",
        "nothing": "nichts",
    },
}

#: What the web view shows besides the terms above: labels, headings and shorter or plural
#: forms of some terms (those override the terms of the same key in ``VIEW_WORDS``).
_VIEW_LABELS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "turn": "Turn {turn}",
        "first": "first player: {name}",
        "deck": "tile deck {deck} · discarded {discard}",
        "placing": "{name}: {step}",
        "hand": "Your hand",
        "pick_tile": "pick a tile, then a cell",
        "choose": "Choose for {cell}:",
        "build": "build {building}",
        "take": "take {kind}",
        "just_go": "no building",
        "city": "City",
        "workers": "workers {left}/{employed}",
        "houses": "houses {houses}",
        "buildings": "buildings {count}",
        "tiles": "{count} tiles",
        "chosen": "has chosen",
        "phase_employ": "employing workers",
        "phase_buy": "buying tiles",
        "phase_place": "placing",
        "phase_over": "game over",
        "step_tile": "lay a tile",
        "step_worker": "place a worker",
        "home_base": "House (Home Base)",
    },
    "de": {
        "turn": "Zug {turn}",
        "first": "Startspieler: {name}",
        "deck": "Plättchenstapel {deck} · abgeworfen {discard}",
        "placing": "{name}: {step}",
        "hand": "Deine Hand",
        "pick_tile": "Plättchen wählen, dann ein Feld",
        "choose": "Wahl für {cell}:",
        "build": "{building} bauen",
        "take": "{kind} nehmen",
        "just_go": "kein Gebäude",
        "city": "Stadt",
        "workers": "Arbeiter {left}/{employed}",
        "houses": "Häuser {houses}",
        "buildings": "Gebäude {count}",
        "tiles": "{count} Plättchen",
        "chosen": "hat gewählt",
        "phase_employ": "Arbeiter anstellen",
        "phase_buy": "Plättchen kaufen",
        "phase_place": "Einsetzen",
        "phase_over": "Spielende",
        "step_tile": "ein Plättchen legen",
        "step_worker": "einen Arbeiter einsetzen",
        "home_base": "Haus (Heimatbasis)",
    },
}

#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its labels.
VIEW_WORDS = view_words(TERMS, _VIEW_LABELS)

CATALOG = Catalog(
    {
        "en": {
            "game_started": "The city shows: {city}.",
            "turn_started": "Turn {turn} begins; {first} is first player.",
            "employed": "{seat} employs {workers} workers{food_text}.",
            "drew": "{seat} draws the free tile.",
            "drew_secret": "You drew: {tiles}.",
            "bought": "{seat} buys {tiles} tiles.",
            "placed_tile": "{seat} lays a {tile} tile at {where}.",
            "placed_worker": "{seat} places a worker at {where}{plan_text}.",
            "worker_unused": "{seat} finds no free tile for a worker.",
            "discarded": "{seat} discards {tiles} tiles.",
            "built": "{seat} builds a {building} at {where} for {paid}.",
            "taxed": "{seat} pays a gold of tax to {owner} for the {building}.",
            "tax_unpaid": "{seat} cannot pay the tax for the {building} of {owner}: no bonus.",
            "bonus": "{seat} gains {goods} from {buildings} buildings.",
            "town_center": "{seat} takes a {kind} at the Town Center.",
            "collected": "{seat} collects {count} {kind} from a chain of {chain} at {where}.",
            "game_over": "Game over. Buildings: {buildings}. Winner: {winners}.",
            "food_cost": ", paying {food} food",
            "plan_build": " to build a {building}",
            "plan_take": " to take a {kind}",
        },
        "de": {
            "game_started": "In der Stadt liegen: {city}.",
            "turn_started": "Zug {turn} beginnt; {first} ist Startspieler.",
            "employed": "{seat} stellt {workers} Arbeiter an{food_text}.",
            "drew": "{seat} zieht das freie Plättchen.",
            "drew_secret": "Du hast gezogen: {tiles}.",
            "bought": "{seat} kauft {tiles} Plättchen.",
            "placed_tile": "{seat} legt ein Plättchen {tile} auf {where}.",
            "placed_worker": "{seat} setzt einen Arbeiter auf {where}{plan_text}.",
            "worker_unused": "{seat} findet kein freies Plättchen für einen Arbeiter.",
            "discarded": "{seat} wirft {tiles} Plättchen ab.",
            "built": "{seat} baut {building} auf {where} für {paid}.",
            "taxed": "{seat} zahlt {owner} ein Gold Steuer für {building}.",
            "tax_unpaid": "{seat} kann die Steuer für {building} von {owner} nicht zahlen: kein Bonus.",
            "bonus": "{seat} erhält {goods} von {buildings} Gebäuden.",
            "town_center": "{seat} nimmt im Stadtzentrum: {kind}.",
            "collected": "{seat} sammelt {count} {kind} aus einer Kette von {chain} auf {where}.",
            "game_over": "Spielende. Gebäude: {buildings}. Sieg: {winners}.",
            "food_cost": " und zahlt {food} Nahrung",
            "plan_build": ", um {building} zu bauen",
            "plan_take": ", um {kind} zu nehmen",
        },
    }
)

_SEAT_PARAMS = ("seat", "owner", "first")
_TERM_PARAMS = ("tile", "building", "kind")


def term(lang: str, key: str) -> str:
    """A game term in a language."""
    return in_language(TERMS, lang).get(key, key)


def where(x: int, y: int) -> str:
    """A cell as players read it: column letter and row number (``A1`` is the top left)."""
    return f"{chr(ord('A') + x)}{y + 1}"


def goods_text(lang: str, goods: Mapping[str, int]) -> str:
    """Counts of resources, e.g. ``2 wood, 1 gold``."""
    shown = [f"{count} {term(lang, kind)}" for kind, count in goods.items() if count]
    return ", ".join(shown) or term(lang, "nothing")


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    """One event as a sentence."""
    params: dict[str, Any] = dict(event.params)
    name_seats(params, _SEAT_PARAMS, names)
    for key in _TERM_PARAMS:
        if params.get(key) is not None:
            params[key] = term(lang, params[key])
    if "x" in params:
        params["where"] = where(params["x"], params["y"])
    if "city" in params:
        params["city"] = ", ".join(term(lang, b) for b in params["city"])
    if "tiles" in params and isinstance(params["tiles"], list):
        params["tiles"] = ", ".join(term(lang, t) for t in params["tiles"])
    for key in ("paid", "goods"):
        if key in params:
            params[key] = goods_text(lang, params[key])
    if event.key == "employed":
        params["food_text"] = (
            CATALOG.text(lang, "food_cost", food=params["food"]) if params["food"] else ""
        )
    if event.key == "placed_worker":
        params["plan_text"] = ""
        if params["build"] is not None:
            params["plan_text"] = CATALOG.text(
                lang, "plan_build", building=term(lang, params["build"])
            )
        if params["take"] is not None:
            params["plan_text"] = CATALOG.text(lang, "plan_take", kind=term(lang, params["take"]))
    if event.key == "game_over":
        params["winners"] = seats_text(params["winners"], names)
        params["buildings"] = per_seat_text(params["buildings"], names)
    return CATALOG.text(lang, event.key, **params)


_MOVES = {
    "en": {
        "employ": "employ {workers} workers",
        "buy": "buy {tiles} tiles",
        "place_tile": "lay {tile} at {where}",
        "place_worker": "worker at {where}",
        "build": "worker at {where}, build {building}",
        "take": "worker at {where}, take {kind}",
    },
    "de": {
        "employ": "{workers} Arbeiter anstellen",
        "buy": "{tiles} Plättchen kaufen",
        "place_tile": "{tile} auf {where} legen",
        "place_worker": "Arbeiter auf {where}",
        "build": "Arbeiter auf {where}, {building} bauen",
        "take": "Arbeiter auf {where}, {kind} nehmen",
    },
}


def describe_move(move: Move, lang: str) -> str:
    """A short readable description of a move."""
    table = in_language(_MOVES, lang)
    match move:
        case Employ(workers):
            return table["employ"].format(workers=workers)
        case Buy(tiles):
            return table["buy"].format(tiles=tiles)
        case PlaceTile(tile, x, y):
            return table["place_tile"].format(tile=term(lang, tile), where=where(x, y))
        case PlaceWorker(x, y, build, take):
            if build is not None:
                return table["build"].format(where=where(x, y), building=term(lang, build))
            if take is not None:
                return table["take"].format(where=where(x, y), kind=term(lang, take))
            return table["place_worker"].format(where=where(x, y))
    raise TypeError(f"not an Empire V8.5 move: {move!r}")
