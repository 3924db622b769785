"""A plain-text picture of an Empire Engine view: what a terminal player sees (its words are
in data/texts.toml)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from empires.games.empire_engine.components import (
    ENGINES,
    GEARS,
    KINDS,
    LAYOUTS,
    READY_KINDS,
    turned,
)
from empires.games.empire_engine.texts import PICTURE, term
from empires.kernel.game import View


def _amount(lang: str, count: int, kind: str) -> str:
    return f"{count} {term(lang, kind if count == 1 else kind + 's')}"


def _piles(empire: dict[str, Any], lang: str) -> str:
    ready = ", ".join(_amount(lang, empire["ready"][k], k) for k in READY_KINDS)
    if empire["score"] is None:
        score = PICTURE.text(lang, "hidden", count=empire["score_total"])
    else:
        score = ", ".join(_amount(lang, empire["score"][k], k) for k in KINDS)
    return PICTURE.text(lang, "piles", ready=ready, score=score)


def _engines(empire: dict[str, Any], lang: str) -> str:
    engines = empire["engines"]
    if engines is None:
        return PICTURE.text(lang, "engines", engines=PICTURE.text(lang, "not_yet"))
    tops = " | ".join(f"{term(lang, e)}: {term(lang, engines[e])}" for e in ENGINES)
    return PICTURE.text(lang, "engines", engines=tops)


def _placed(empire: dict[str, Any], lang: str) -> str:
    w = partial(PICTURE.text, lang)
    parts = []
    for entry in empire["placed"]:
        text = term(lang, entry["engine"])
        if "action" in entry:
            text += (
                f": {term(lang, entry['action'])}" if entry["action"] else f" ({w('face_down')})"
            )
        else:
            text += f": {entry['gear']}" if entry["gear"] else f": {w('gear_hidden')}"
            if entry["boost"]:
                text += f" + {term(lang, entry['boost'])}"
        parts.append(text)
    return w("placed", placed=", ".join(parts)) if parts else ""


def gear_choices(engines: dict[str, str], lang: str) -> list[str]:
    """For each engine, what each gear (plain, or with a resource on it: "+") brings to the top."""
    lines = []
    for e, engine in enumerate(ENGINES):
        top = LAYOUTS[e].index(engines[engine])
        parts = []
        for boost in (False, True):
            for gear in GEARS.values():
                action = LAYOUTS[e][turned(e, top, gear.turning(boost))]
                parts.append(f"{gear.value}{'+' * boost}: {term(lang, action)}")
        lines.append(f"  {term(lang, engine)}: " + " | ".join(parts))
    lines.append(f"  (+ {PICTURE.text(lang, 'costs')})")
    return lines


def _label(view: View, i: int, name: str, lang: str) -> str:
    """A seat's name, marked as ours or with how it sits beside us."""
    seat, n = view["seat"], view["players"]
    if i == seat:
        return f"{name} ({PICTURE.text(lang, 'you')})"
    if seat is None:
        return name
    teams = bool(view["options"].get("teams"))
    beside = {"left_of": (seat + 1) % n, "right_of": (seat - 1) % n, "team": (seat + 2) % 4}
    shown = [PICTURE.text(lang, k) for k, s in beside.items() if s == i and (k != "team" or teams)]
    return name + " [" + ", ".join(shown) + "]" if shown else name


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """The whole table as one seat (or a spectator) sees it."""
    w = partial(PICTURE.text, lang)
    seat, n = view["seat"], view["players"]
    rounds = view["rounds"]
    phase = w("phase_" + view["phase"])
    start = names[view["start_player"]]
    lines = [w("head", round=min(view["round"], rounds), rounds=rounds, phase=phase, name=start)]
    order = [seat, *[(seat + i) % n for i in range(1, n)]] if seat is not None else list(range(n))
    for i in order:
        empire = view["empires"][i]
        lines += [_label(view, i, names[i], lang), "  " + _engines(empire, lang)]
        lines.append("  " + _piles(empire, lang))
        placed = _placed(empire, lang)
        if placed:
            lines.append("  " + placed)
    if seat is not None:
        engines = view["empires"][seat]["engines"]
        if view["phase"] == "plan" and engines is not None:
            lines.append(w("options"))
            lines.extend(gear_choices(engines, lang))
    if view["phase"] not in ("plan", "over"):
        if view["to_act"]:
            lines.append(w("waiting", names=", ".join(names[s] for s in view["to_act"])))
        if view["chosen"]:
            lines.append(w("chosen", names=", ".join(names[s] for s in view["chosen"])))
    return "\n".join(lines)
