"""A plain-text picture of an Empire Engine view: what a terminal player sees."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from empires.games.empire_engine.components import ENGINES, GEARS, LAYOUTS, READY_KINDS, turned
from empires.games.empire_engine.texts import term
from empires.kernel.game import View

_HEAD: dict[str, dict[str, Any]] = {
    "en": {
        "you": "You",
        "round": "Round {round} of {rounds}",
        "start": "start player: {name}",
        "ready": "ready",
        "score": "score",
        "hidden": "{count} cubes, hidden",
        "engines": "engines",
        "placed": "placed",
        "face_down": "face down",
        "gear_hidden": "gear ?",
        "options": "gear choices",
        "costs": "= put 1 soldier or good on the gear",
        "not_yet": "not revealed yet",
        "phase": {
            "plan": "planning",
            "block": "defence",
            "steal": "stealing",
            "salvage": "export and salvage",
            "over": "game over",
        },
        "waiting": "waiting for: {names}",
        "chosen": "has chosen: {names}",
        "left_of": "left neighbour",
        "right_of": "right neighbour",
        "team": "teammate",
    },
    "de": {
        "you": "Du",
        "round": "Runde {round} von {rounds}",
        "start": "Startspieler: {name}",
        "ready": "Aktionsbereich",
        "score": "Wertungsbereich",
        "hidden": "{count} Würfel, verdeckt",
        "engines": "Maschinen",
        "placed": "abgelegt",
        "face_down": "verdeckt",
        "gear_hidden": "Zahnrad ?",
        "options": "Zahnrad-Wahl",
        "costs": "= 1 Soldat oder Ware auf das Zahnrad legen",
        "not_yet": "noch nicht aufgedeckt",
        "phase": {
            "plan": "Planung",
            "block": "Verteidigung",
            "steal": "Beute",
            "salvage": "Export und Bergung",
            "over": "Spielende",
        },
        "waiting": "warte auf: {names}",
        "chosen": "hat gewählt: {names}",
        "left_of": "linker Nachbar",
        "right_of": "rechter Nachbar",
        "team": "Partner",
    },
}


def _amount(lang: str, count: int, kind: str) -> str:
    return f"{count} {term(lang, kind if count == 1 else kind + 's')}"


def _piles(empire: dict[str, Any], lang: str) -> str:
    h = _HEAD.get(lang, _HEAD["en"])
    ready = ", ".join(_amount(lang, empire["ready"][k], k) for k in READY_KINDS)
    if empire["score"] is None:
        score = h["hidden"].format(count=empire["score_total"])
    else:
        score = ", ".join(
            _amount(lang, empire["score"][k], k) for k in ("soldier", "good", "invention")
        )
    return f"{h['ready']}: {ready} | {h['score']}: {score}"


def _engines(empire: dict[str, Any], lang: str) -> str:
    h = _HEAD.get(lang, _HEAD["en"])
    engines = empire["engines"]
    if engines is None:
        return f"{h['engines']}: {h['not_yet']}"
    return f"{h['engines']}: " + " | ".join(
        f"{term(lang, e)}: {term(lang, engines[e])}" for e in ENGINES
    )


def _placed(empire: dict[str, Any], lang: str) -> str:
    h = _HEAD.get(lang, _HEAD["en"])
    parts = []
    for entry in empire["placed"]:
        text = term(lang, entry["engine"])
        if "action" in entry:
            text += (
                f": {term(lang, entry['action'])}" if entry["action"] else f" ({h['face_down']})"
            )
        else:
            text += f": {entry['gear']}" if entry["gear"] else f": {h['gear_hidden']}"
            if entry["boost"]:
                text += f" + {term(lang, entry['boost'])}"
        parts.append(text)
    return f"{h['placed']}: " + ", ".join(parts) if parts else ""


def gear_choices(engines: dict[str, str], lang: str) -> list[str]:
    """For each engine, what each gear (plain, or with a resource on it: "+") brings to the top."""
    h = _HEAD.get(lang, _HEAD["en"])
    lines = []
    for e, engine in enumerate(ENGINES):
        top = LAYOUTS[e].index(engines[engine])
        parts = []
        for gear in GEARS.values():
            parts.append(f"{gear.value}: {term(lang, LAYOUTS[e][turned(e, top, gear.turns)])}")
        for gear in GEARS.values():
            boosted = LAYOUTS[e][turned(e, top, gear.boosted_turns)]
            parts.append(f"{gear.value}+: {term(lang, boosted)}")
        lines.append(f"  {term(lang, engine)}: " + " | ".join(parts))
    lines.append(f"  (+ {h['costs']})")
    return lines


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """The whole table as one seat (or a spectator) sees it."""
    h = _HEAD.get(lang, _HEAD["en"])
    seat = view["seat"]
    n = view["players"]
    lines = [
        h["round"].format(round=min(view["round"], view["rounds"]), rounds=view["rounds"])
        + f" — {h['phase'][view['phase']]} — "
        + h["start"].format(name=names[view["start_player"]])
    ]
    order = [seat, *[(seat + i) % n for i in range(1, n)]] if seat is not None else list(range(n))
    for i in order:
        empire = view["empires"][i]
        label = f"{names[i]}" + (f" ({h['you']})" if i == seat else "")
        if seat is not None and i != seat:
            relation = []
            if i == (seat + 1) % n:
                relation.append(h["left_of"])
            if i == (seat - 1) % n:
                relation.append(h["right_of"])
            if view["options"].get("teams") and i == (seat + 2) % 4:
                relation.append(h["team"])
            if relation:
                label += " [" + ", ".join(relation) + "]"
        lines.append(label)
        lines.append("  " + _engines(empire, lang))
        lines.append("  " + _piles(empire, lang))
        placed = _placed(empire, lang)
        if placed:
            lines.append("  " + placed)
    if seat is not None:
        engines = view["empires"][seat]["engines"]
        if view["phase"] == "plan" and engines is not None:
            lines.append(h["options"] + ":")
            lines.extend(gear_choices(engines, lang))
    if view["phase"] not in ("plan", "over"):
        if view["to_act"]:
            lines.append(h["waiting"].format(names=", ".join(names[s] for s in view["to_act"])))
        if view["chosen"]:
            lines.append(h["chosen"].format(names=", ".join(names[s] for s in view["chosen"])))
    return "\n".join(lines)
