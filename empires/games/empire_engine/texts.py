"""Empire Engine in words: English, and German in the German rulebook's terms."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_engine.moves import (
    Block,
    Move,
    PlaceEngine,
    PlaceGear,
    Salvage,
    ShareExport,
    Steal,
)
from empires.kernel.events import Catalog, Event, in_language, name_seats, seats_text, view_words

SUMMARIES = {
    "en": (
        "Plan in secret with two engines and two gears, then everybody acts at once: arm, "
        "produce, invent, attack your neighbours, defend, export and salvage. Most points from "
        "the score pile wins, with a bonus for the most of each resource."
    ),
    "de": (
        "Plant geheim mit zwei Maschinen und zwei Zahnrädern, dann handeln alle gleichzeitig: "
        "Bewaffnung, Produktion, Erfindung, Angriff auf die Nachbarn, Verteidigung, Export und "
        "Bergung. Die meisten Siegpunkte aus dem Wertungsbereich gewinnen, mit Bonus für die "
        "Mehrheit jeder Rohstoffsorte."
    ),
}

TERMS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "arm": "Arm",
        "salvage": "Salvage",
        "produce": "Produce",
        "attack": "Attack",
        "invent": "Invent",
        "defend": "Defend",
        "export": "Export",
        "soldier": "soldier",
        "good": "good",
        "invention": "invention",
        "soldiers": "soldiers",
        "goods": "goods",
        "inventions": "inventions",
        "L": "left engine",
        "R": "right engine",
        "ready": "ready pile",
        "score": "score pile",
        "gear": "gear",
        "round": "Round",
        "start_player": "start player",
        "nothing": "nothing",
    },
    "de": {
        "arm": "Bewaffnung",
        "salvage": "Bergung",
        "produce": "Produktion",
        "attack": "Angriff",
        "invent": "Erfindung",
        "defend": "Verteidigung",
        "export": "Export",
        "soldier": "Soldat",
        "good": "Ware",
        "invention": "Erfindung",
        "soldiers": "Soldaten",
        "goods": "Waren",
        "inventions": "Erfindungen",
        "L": "linke Maschine",
        "R": "rechte Maschine",
        "ready": "Aktionsbereich",
        "score": "Wertungsbereich",
        "gear": "Zahnrad",
        "round": "Runde",
        "start_player": "Startspieler",
        "nothing": "nichts",
    },
}

#: What the web view shows besides the terms above: labels, headings and shorter or plural
#: forms of some terms (those override the terms of the same key in ``VIEW_WORDS``).
_VIEW_LABELS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "soldier": "soldiers",
        "good": "goods",
        "invention": "inventions",
        "round": "Round {round} of {rounds}",
        "phase_plan": "Plan: engines and gears go face down",
        "phase_block": "Defend: defenders choose which attack to block",
        "phase_steal": "Steal: attackers choose what to take",
        "phase_salvage": "Salvage: who salvages chooses a cube",
        "phase_over": "Game over",
        "ready": "Ready",
        "score": "Score",
        "hidden": "{count} hidden",
        "you": "you",
        "left_of": "your left neighbour",
        "right_of": "your right neighbour",
        "team": "teammate",
        "start": "start player",
        "hit": "hit",
        "exported": "exported",
        "to_act": "deciding",
        "chosen": "has chosen",
        "face_down": "face down",
        "not_revealed": "not revealed yet",
        "pick_edge": "Click an edge to place this engine with that action on top.",
        "gear_choices": "Gears for the {engine}",
        "gear_plain": "{gear}-gear",
        "gear_boosted": "{gear}-gear with a cube",
        "with_cube": "put a {kind} on it",
        "becomes": "brings {action} to the top",
        "attacks": "Attacks this round",
        "attack_line": "{attacker} attacks {target} ({engine})",
        "attack_failed": "failed: no soldier to send",
        "steals": "Successful attacks",
        "steal_line": "{attacker} takes from {target}",
        "joint": "joint attack",
        "cubes": "{count} cubes",
        "column_soldier": "soldiers",
        "column_good": "goods",
        "column_invention": "inventions",
    },
    "de": {
        "soldier": "Soldaten",
        "good": "Waren",
        "invention": "Erfindungen",
        "round": "Runde {round} von {rounds}",
        "phase_plan": "Planung: Maschinen und Zahnräder werden verdeckt gelegt",
        "phase_block": "Verteidigung: Verteidiger wählen, welchen Angriff sie abwehren",
        "phase_steal": "Beute: Angreifer wählen, was sie nehmen",
        "phase_salvage": "Bergung: wer birgt, wählt einen Würfel",
        "phase_over": "Spielende",
        "ready": "Aktionsbereich",
        "score": "Wertung",
        "hidden": "{count} verdeckt",
        "you": "du",
        "left_of": "dein linker Nachbar",
        "right_of": "dein rechter Nachbar",
        "team": "Partner",
        "start": "Startspieler",
        "hit": "getroffen",
        "exported": "exportiert",
        "to_act": "entscheidet",
        "chosen": "hat gewählt",
        "face_down": "verdeckt",
        "not_revealed": "noch nicht aufgedeckt",
        "pick_edge": "Klicke auf eine Kante, um die Maschine mit dieser Aktion oben abzulegen.",
        "gear_choices": "Zahnräder für die {engine}",
        "gear_plain": "{gear}er-Zahnrad",
        "gear_boosted": "{gear}er-Zahnrad mit Würfel",
        "with_cube": "{kind} darauflegen",
        "becomes": "bringt {action} nach oben",
        "attacks": "Angriffe in dieser Runde",
        "attack_line": "{attacker} greift {target} an ({engine})",
        "attack_failed": "gescheitert: kein Soldat",
        "steals": "Erfolgreiche Angriffe",
        "steal_line": "{attacker} nimmt von {target}",
        "joint": "gemeinsamer Angriff",
        "cubes": "{count} Würfel",
        "column_soldier": "Soldaten",
        "column_good": "Waren",
        "column_invention": "Erfindungen",
    },
}

#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its labels.
VIEW_WORDS = view_words(TERMS, _VIEW_LABELS)

CATALOG = Catalog(
    {
        "en": {
            "round_started": "Round {round} begins; {start_player} is start player.",
            "placed_engine": "{seat} places the {engine} face down.",
            "placed_engine_secret": "You placed your {engine} with {action} on top.",
            "placed_gear": "{seat} places a gear under the {engine}{boost_text}.",
            "placed_gear_secret": "You placed your {gear}-gear under the {engine}{boost_text}.",
            "revealed": "{seat} reveals: {L} and {R}.",
            "armed": "{seat} arms: +2 soldiers.",
            "produced": "{seat} produces: +2 goods.",
            "invented": "{seat} invents: +1 invention.",
            "joint_invention": "{seat} and {teammate} invent together: +1 invention for the team.",
            "attacked": "{seat} attacks {target}.",
            "attack_failed": "{seat}'s attack on {target} fails: not enough soldiers.",
            "double_attack_short": "{seat} has no soldier for two attacks; both fail.",
            "double_attack_short_1": "{seat} has one soldier for two attacks: it is spent, and both fail.",
            "blocked": "{seat} blocks the attack of {attacker} and takes a soldier.",
            "blocked_for_teammate": (
                "{seat} pays a {pay} to block the attack of {attacker} on {target}, and takes a soldier."
            ),
            "block_unneeded": "{seat}'s defence of {target} is not needed.",
            "joint_attack_blocked": "Both defenders protect {target}: the joint attack fails.",
            "stole": "{seat} takes a {kind} from {target}{extra_text}.",
            "stole_from_stock": "{target} has nothing ready: {seat} takes a soldier from the stock{extra_text}.",
            "exported": "{seat} exports {goods}.",
            "shared_export": "{seat} exports {goods} beside the teammate.",
            "shared_export_declined": "{seat} keeps the goods.",
            "export_wasted": "{seat}'s export is wasted: an attack got through.",
            "salvaged": "{seat} salvages {kind_with_article}.",
            "salvage_wasted": "{seat}'s salvage is wasted: an attack got through.",
            "game_over": "Game over. Winner: {winners}.",
            "boost": " with a {boost} on it",
            "extra": " (joint attack)",
        },
        "de": {
            "round_started": "Runde {round} beginnt; {start_player} ist Startspieler.",
            "placed_engine": "{seat} legt die {engine} verdeckt ab.",
            "placed_engine_secret": "Du hast deine {engine} mit {action} oben abgelegt.",
            "placed_gear": "{seat} legt ein Zahnrad unter die {engine}{boost_text}.",
            "placed_gear_secret": "Du hast dein {gear}er-Zahnrad unter die {engine} gelegt{boost_text}.",
            "revealed": "{seat} deckt auf: {L} und {R}.",
            "armed": "{seat} bewaffnet sich: +2 Soldaten.",
            "produced": "{seat} produziert: +2 Waren.",
            "invented": "{seat} erfindet: +1 Erfindung.",
            "joint_invention": "{seat} und {teammate} erfinden gemeinsam: +1 Erfindung fürs Team.",
            "attacked": "{seat} greift {target} an.",
            "attack_failed": "Der Angriff von {seat} auf {target} scheitert: zu wenige Soldaten.",
            "double_attack_short": "{seat} hat keinen Soldaten für zwei Angriffe; beide scheitern.",
            "double_attack_short_1": (
                "{seat} hat nur einen Soldaten für zwei Angriffe: er wird abgegeben, beide scheitern."
            ),
            "blocked": "{seat} verhindert den Angriff von {attacker} und nimmt einen Soldaten.",
            "blocked_for_teammate": (
                "{seat} zahlt: {pay}, verhindert den Angriff von {attacker} auf {target} "
                "und nimmt einen Soldaten."
            ),
            "block_unneeded": "Die Verteidigung von {seat} für {target} wird nicht gebraucht.",
            "joint_attack_blocked": "Beide Verteidiger schützen {target}: der doppelte Angriff scheitert.",
            "stole": "{seat} nimmt {target}: {kind}{extra_text}.",
            "stole_from_stock": (
                "{target} hat keine Rohstoffe: {seat} nimmt einen Soldaten aus dem Vorrat{extra_text}."
            ),
            "exported": "{seat} exportiert {goods}.",
            "shared_export": "{seat} exportiert {goods} mit dem Partner.",
            "shared_export_declined": "{seat} behält die Waren.",
            "export_wasted": "Der Export von {seat} scheitert: ein Angriff war erfolgreich.",
            "salvaged": "{seat} birgt: {kind}.",
            "salvage_wasted": "Die Bergung von {seat} scheitert: ein Angriff war erfolgreich.",
            "game_over": "Spielende. Sieg: {winners}.",
            "boost": " mit {boost} darauf",
            "extra": " (gemeinsamer Angriff)",
        },
    }
)

_SEAT_PARAMS = ("seat", "target", "attacker", "teammate", "start_player")


def term(lang: str, key: str) -> str:
    """One game term in a language."""
    return in_language(TERMS, lang)[key]


def with_article(noun: str) -> str:
    """An English noun with its indefinite article ("a good", "an invention")."""
    return ("an " if noun[:1] in "aeiou" else "a ") + noun


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    """An event as a sentence."""
    params: dict[str, Any] = dict(event.params)
    name_seats(params, _SEAT_PARAMS, names)
    if "kind" in params:
        params["kind_with_article"] = with_article(term(lang, params["kind"]))
    for key in ("engine", "L", "R", "action", "kind", "pay"):
        if isinstance(params.get(key), str):
            params[key] = term(lang, params[key])
    if "boost" in params:
        boost = params["boost"]
        params["boost_text"] = CATALOG.text(lang, "boost", boost=term(lang, boost)) if boost else ""
    if "extra" in params:
        params["extra_text"] = CATALOG.text(lang, "extra") if params["extra"] else ""
    if "winners" in params:
        params["winners"] = seats_text(params["winners"], names)
    if "count" in params:
        params["goods"] = count_of(lang, params["count"], "good")
    key = event.key
    if key == "double_attack_short" and params["paid"]:
        key = "double_attack_short_1"
    return CATALOG.text(lang, key, **params)


def count_of(lang: str, count: int, kind: str) -> str:
    """ "1 good", "3 goods", "no goods" (German: "1 Ware", "3 Waren", "keine Waren")."""
    if count == 0:
        return ("keine " if lang == "de" else "no ") + term(lang, kind + "s")
    return f"{count} {term(lang, kind if count == 1 else kind + 's')}"


def describe_move(move: Move, lang: str) -> str:
    """A move in words, short enough for a numbered menu."""
    t = in_language(TERMS, lang)
    de = lang == "de"
    match move:
        case PlaceEngine(engine, action):
            return f"{t[engine]}: {t[action]}" + (" oben" if de else " on top")
        case PlaceGear(engine, gear, boost):
            text = f"{gear}{'er-' if de else '-'}{t['gear']} → {t[engine]}"
            if boost:
                text += f" + {t[boost]}" + (" (kleine Zahl)" if de else " (small value)")
            return text
        case Block(attacker, engine, pay):
            if attacker is None:
                return "Verteidigung nicht nutzen" if de else "keep Defend unused"
            who = f"#{attacker + 1}"
            if pay:
                return (
                    f"Partner gegen {who} verteidigen, zahle: {t[pay]}"
                    if de
                    else f"defend teammate against {who}, pay a {t[pay]}"
                )
            return f"Angriff von {who} verhindern" if de else f"block the attack of {who}"
        case Steal(take):
            kinds = ", ".join(t[k] for k in take)
            return f"nimm: {kinds}" if de else f"take: {kinds}"
        case Salvage(take):
            return f"bergen: {t[take]}" if de else f"salvage {with_article(t[take])}"
        case ShareExport(export):
            if de:
                return "Waren mitexportieren" if export else "Waren behalten"
            return "export your goods too" if export else "keep your goods"
    raise TypeError(f"not an Empire Engine move: {move!r}")
