"""Empire Planners in words, English and German."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_planners.components import BUILDINGS, building_at
from empires.games.empire_planners.moves import MOVES, Build, Move, Reroll, Upgrade
from empires.kernel.events import Catalog, Event, in_language, view_words

SUMMARIES = {
    "en": (
        "Two city planners roll dice to build homes, shops, parks, stations, town halls and "
        "industry, run trains round their factories, make goods to upgrade buildings and trade "
        "Capital for Profit over fifteen rounds, while pollution rises. Or play alone against "
        "Archie Indus."
    ),
    "de": (
        "Zwei Stadtplaner würfeln um Wohnhäuser, Geschäfte, Kultur, Bahnhöfe, Rathäuser und "
        "Industrie, schicken Züge um ihre Fabriken, stellen Waren für Ausbauten her und tauschen "
        "Kapital gegen Gewinn, fünfzehn Runden lang, während die Verschmutzung steigt. Oder "
        "allein gegen Archie Indus."
    ),
}

TERMS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "residential": "Residential",
        "commercial": "Commercial",
        "mixed": "Mixed Development",
        "leisure": "Leisure/Cultural",
        "station": "Parking/Train Station",
        "townhall": "Town Hall",
        "industrial": "Industrial Factory",
        "exchange_2": "Exchange $2 = 1 Profit",
        "exchange_3": "Exchange $3 = 1 Profit",
        "add_train": "Add a train",
        "passenger_owned": "Passenger on your train",
        "passenger_unowned": "Passenger on the other's train",
        "move_one": "Move a train one link",
        "move_two": "Move a train two links",
        "produce": "Produce goods",
        "upgrade_residential": "Upgrade Residential (brown goods)",
        "upgrade_commercial": "Upgrade Commercial (blue goods)",
        "upgrade_leisure": "Upgrade Leisure (red goods)",
        "upgrade_industrial": "Upgrade Industrial (any goods, Town Hall)",
        "upgrade_any": "Upgrade any building for $3 a level",
        "reduce_pollution": "Reduce pollution",
        "red": "red",
        "blue": "blue",
        "brown": "brown",
        "archie": "Archie Indus",
    },
    "de": {
        "residential": "Wohnhaus",
        "commercial": "Geschäftshaus",
        "mixed": "Mischbebauung",
        "leisure": "Freizeit/Kultur",
        "station": "Parkhaus/Bahnhof",
        "townhall": "Rathaus",
        "industrial": "Industriegebäude",
        "exchange_2": "Tausch 2 $ = 1 Gewinn",
        "exchange_3": "Tausch 3 $ = 1 Gewinn",
        "add_train": "Zug einsetzen",
        "passenger_owned": "Fahrgast in eigenen Zug",
        "passenger_unowned": "Fahrgast in fremden Zug",
        "move_one": "Zug ein Gleisstück fahren",
        "move_two": "Zug zwei Gleisstücke fahren",
        "produce": "Waren herstellen",
        "upgrade_residential": "Wohnhaus ausbauen (braune Waren)",
        "upgrade_commercial": "Geschäftshaus ausbauen (blaue Waren)",
        "upgrade_leisure": "Freizeit ausbauen (rote Waren)",
        "upgrade_industrial": "Industrie ausbauen (beliebige Waren, Rathaus)",
        "upgrade_any": "Beliebiges Gebäude ausbauen, 3 $ je Stufe",
        "reduce_pollution": "Verschmutzung senken",
        "red": "rot",
        "blue": "blau",
        "brown": "braun",
        "archie": "Archie Indus",
    },
}

#: What the web view shows besides the terms above: labels, headings and shorter or plural
#: forms of some terms (those override the terms of the same key in ``VIEW_WORDS``).
_VIEW_LABELS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "round": "Round {round} of {rounds} · {years} years",
        "phase_build": "Building",
        "phase_buy": "Buying a factory",
        "phase_actions": "Actions",
        "phase_over": "Game over",
        "first": "{name} goes first",
        "pollution": "Pollution",
        "market": "Market die",
        "block": "Block {block}",
        "city": "City",
        "factories": "Factories",
        "for_sale": "for sale",
        "goods": "goods",
        "links": "{links} rail links",
        "cost": "cost ${cost}",
        "train": "train {die}",
        "riders": "{count} rider(s)",
        "actions": "Action cards",
        "deck": "deck {deck} · discard {discard}",
        "dice": "Building dice",
        "rerolled": "rerolled",
        "capital": "Capital",
        "profit": "Profit",
        "cubes": "spare cubes",
        "buildings": "buildings",
        "pending": "Carrying out: {kind}",
        "commercial": "Commercial",
        "mixed": "Mixed",
        "leisure": "Leisure",
        "station": "Station",
        "industrial": "Industrial",
        "exchange_2": "Exchange $2",
        "exchange_3": "Exchange $3",
        "add_train": "Add train",
        "passenger_owned": "Passenger (own train)",
        "passenger_unowned": "Passenger (other's train)",
        "move_one": "Move 1 link",
        "move_two": "Move 2 links",
        "produce": "Produce",
        "upgrade_residential": "Upgrade Residential",
        "upgrade_commercial": "Upgrade Commercial",
        "upgrade_leisure": "Upgrade Leisure",
        "upgrade_industrial": "Upgrade Industrial",
        "upgrade_any": "Upgrade any ($3)",
    },
    "de": {
        "round": "Runde {round} von {rounds} · {years} Jahre",
        "phase_build": "Bauen",
        "phase_buy": "Fabrikkauf",
        "phase_actions": "Aktionen",
        "phase_over": "Spielende",
        "first": "{name} beginnt",
        "pollution": "Verschmutzung",
        "market": "Marktwürfel",
        "block": "Block {block}",
        "city": "Stadt",
        "factories": "Fabriken",
        "for_sale": "im Angebot",
        "goods": "Waren",
        "links": "{links} Gleisstücke",
        "cost": "kostet {cost} $",
        "train": "Zug {die}",
        "riders": "{count} Mitfahrer",
        "actions": "Aktionskarten",
        "deck": "Stapel {deck} · Ablage {discard}",
        "dice": "Bauwürfel",
        "rerolled": "neu gewürfelt",
        "capital": "Kapital",
        "profit": "Gewinn",
        "cubes": "freie Würfel",
        "buildings": "Gebäude",
        "pending": "Führt aus: {kind}",
        "commercial": "Geschäft",
        "mixed": "Misch",
        "leisure": "Freizeit",
        "station": "Bahnhof",
        "industrial": "Industrie",
        "exchange_2": "Tausch 2 $",
        "exchange_3": "Tausch 3 $",
        "add_train": "Zug einsetzen",
        "passenger_owned": "Fahrgast (eigener Zug)",
        "passenger_unowned": "Fahrgast (fremder Zug)",
        "move_one": "1 Gleisstück fahren",
        "move_two": "2 Gleisstücke fahren",
        "produce": "Herstellen",
        "upgrade_residential": "Wohnhaus ausbauen",
        "upgrade_commercial": "Geschäft ausbauen",
        "upgrade_leisure": "Freizeit ausbauen",
        "upgrade_industrial": "Industrie ausbauen",
        "upgrade_any": "Beliebig ausbauen (3 $)",
    },
}

#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its labels.
VIEW_WORDS = view_words(TERMS, _VIEW_LABELS)


def term(key: str, lang: str) -> str:
    """A game term in a language."""
    return in_language(TERMS, lang).get(key, key)


def site_name(index: int, lang: str) -> str:
    """A building site as "Residential 3-5" (type, block-face)."""
    b = BUILDINGS[index]
    return f"{term(b.kind, lang)} {b.block}-{b.face}"


_MOVES = {
    "en": {
        "reroll": "Pay $2 and reroll die {die}",
        "build": "Build {site} for ${price}",
        "build_plain": "Build {site} (block {block}, building {face}), paying the third die",
        "pass": "Pass",
        "buy_factory": "Take factory card {card}, paying {profit} Profit and the rest in Capital",
        "claim": "Claim action slot {slot}",
        "exchange": "Exchange for {profit} Profit",
        "train": "Add a train at factory card {card}",
        "passenger": "Add a passenger at factory card {card}",
        "move_train": "Move the train at factory card {card}",
        "produce": "Produce a good at factory card {card}",
        "upgrade_paid": "Upgrade {site} for $3",
        "upgrade_goods": "Upgrade {site} with a good from card {card}",
        "upgrade_pair": "Upgrade {site} with goods from cards {card} and {second} (Town Hall)",
    },
    "de": {
        "reroll": "2 $ zahlen und Würfel {die} neu würfeln",
        "build": "{site} für {price} $ bauen",
        "build_plain": "{site} bauen (Block {block}, Gebäude {face}), Preis: der dritte Würfel",
        "pass": "Passen",
        "buy_factory": "Fabrikkarte {card} nehmen, {profit} Gewinn und den Rest in Kapital zahlen",
        "claim": "Aktionsfeld {slot} belegen",
        "exchange": "Gegen {profit} Gewinn tauschen",
        "train": "Zug an Fabrikkarte {card} einsetzen",
        "passenger": "Fahrgast an Fabrikkarte {card} zusteigen lassen",
        "move_train": "Zug an Fabrikkarte {card} fahren",
        "produce": "Eine Ware an Fabrikkarte {card} herstellen",
        "upgrade_paid": "{site} für 3 $ ausbauen",
        "upgrade_goods": "{site} mit einer Ware von Karte {card} ausbauen",
        "upgrade_pair": "{site} mit Waren von Karten {card} und {second} ausbauen (Rathaus)",
    },
}


def describe_move(move: Move, lang: str) -> str:
    """A short description of a move (without the position it is played in)."""
    t = in_language(_MOVES, lang)
    match move:
        case Reroll(die):
            return t["reroll"].format(die=die + 1)
        case Build(block, site):
            name = site_name(building_at(block, site).index, lang)
            return t["build_plain"].format(site=name, block=block, face=site)
        case Upgrade(building, card, second):
            key = "upgrade_goods" if second is None else "upgrade_pair"
            key = "upgrade_paid" if card is None else key
            return t[key].format(site=site_name(building, lang), card=card, second=second)
    # The other moves' templates are named by their tags and take their fields.
    return t[MOVES.tags[type(move)]].format_map(MOVES.to_json(move))


CATALOG = Catalog(
    {
        "en": {
            "round_started": "Round {round} ({years} years): {first} goes first.",
            "rolled": "{seat} rolls {dice}.",
            "rerolled": "{seat} pays $2 to reroll die {die}: {dice}.",
            "built": "{seat} builds {site} for ${price}.",
            "passed_build": "{seat} builds nothing.",
            "bought_factory": "{seat} takes the {card} (${capital} Capital, {profit} Profit).",
            "market_die": "The Market die shows {value}.",
            "claimed": "{seat} claims {kind}.",
            "no_effect": "{seat} can do nothing with {kind}.",
            "exchanged": "{seat} exchanges ${capital} for {profit} Profit.",
            "train_added": "{seat} puts a train on the {card}.",
            "passenger": "{seat} adds a passenger on the {card} train (now {die}).",
            "train_moved": "{seat} moves the {card} train to link {at}.",
            "train_returned": "The {card} train is home: {seat} gains ${gain}, riders ${rider_gain}.",
            "produced": "{seat} produces a good at the {card} for ${price}.",
            "upgraded": "{seat} upgrades {site} to {value}.",
            "pollution": "Pollution is now {value}.",
            "cube_off_train": "{seat} needs a Capital cube and takes it off the {card} train.",
            "capital_capped": "{seat} has no cube left: Capital stays at ${capital}.",
            "gains": "{seat} gains ${capital} from buildings.",
            "deck_reshuffled": "The action deck is reshuffled.",
            "archie_built": "{seat} rolls {dice} and builds {site}, valued {value}.",
            "archie_idle": "{seat} only blocks the icon.",
            "archie_banked": "{seat} banks his Capital: {profit} Profit.",
            "game_over": "Game over. Profit: {points}. Winner: {winners}.",
        },
        "de": {
            "round_started": "Runde {round} ({years} Jahre): {first} beginnt.",
            "rolled": "{seat} würfelt {dice}.",
            "rerolled": "{seat} zahlt 2 $ und würfelt Würfel {die} neu: {dice}.",
            "built": "{seat} baut {site} für {price} $.",
            "passed_build": "{seat} baut nichts.",
            "bought_factory": "{seat} nimmt die Fabrik {card} ({capital} $ Kapital, {profit} Gewinn).",
            "market_die": "Der Marktwürfel zeigt {value}.",
            "claimed": "{seat} belegt {kind}.",
            "no_effect": "{seat} kann mit {kind} nichts anfangen.",
            "exchanged": "{seat} tauscht {capital} $ gegen {profit} Gewinn.",
            "train_added": "{seat} setzt einen Zug an die Fabrik {card}.",
            "passenger": "{seat} lässt einen Fahrgast in den Zug der {card} steigen (jetzt {die}).",
            "train_moved": "{seat} fährt den Zug der {card} zum Gleisstück {at}.",
            "train_returned": "Der Zug der {card} ist zurück: {seat} erhält {gain} $, Mitfahrer {rider_gain} $.",
            "produced": "{seat} stellt an der {card} eine Ware für {price} $ her.",
            "upgraded": "{seat} baut {site} auf {value} aus.",
            "pollution": "Die Verschmutzung steht jetzt auf {value}.",
            "cube_off_train": "{seat} braucht einen Kapitalwürfel und nimmt ihn aus dem Zug der {card}.",
            "capital_capped": "{seat} hat keinen Würfel mehr: das Kapital bleibt bei {capital} $.",
            "gains": "{seat} erhält {capital} $ aus Gebäuden.",
            "deck_reshuffled": "Der Aktionsstapel wird neu gemischt.",
            "archie_built": "{seat} würfelt {dice} und baut {site} mit Wert {value}.",
            "archie_idle": "{seat} blockiert nur das Feld.",
            "archie_banked": "{seat} tauscht sein Kapital: {profit} Gewinn.",
            "game_over": "Spielende. Gewinn: {points}. Sieger: {winners}.",
        },
    }
)


def player_name(player: int | None, names: Sequence[str], lang: str) -> str:
    """A player's name; player 1 of a solo game is Archie Indus."""
    if player is None:
        return "-"
    if player < len(names):
        return names[player]
    return term("archie", lang)


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    """One event as a sentence."""
    p: dict[str, Any] = dict(event.params)
    if "seat" in p:
        p["seat"] = player_name(p["seat"], names, lang)
    if "first" in p:
        p["first"] = player_name(p["first"], names, lang)
        p["years"] = 2 * p["round"]
    if "kind" in p:
        p["kind"] = term(p["kind"], lang)
    if "building" in p:
        p["site"] = site_name(p["building"], lang)
    if "name" in p:
        p["card"] = p["name"]
    if "winners" in p:
        p["winners"] = ", ".join(player_name(w, names, lang) for w in p["winners"]) or "-"
    if "dice" in p:
        p["dice"] = "-".join(str(d) for d in p["dice"])
    return CATALOG.text(lang, event.key, **p)
