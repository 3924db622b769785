"""Empire Engine in words (English, and German in the German rulebook's terms, in
data/texts.toml): the log's sentences, the moves, and the words the views show."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from empires.games.empire_engine.components import ENGINES, GEARS, LAYOUTS, READY_KINDS, turned
from empires.games.empire_engine.moves import (
    Block,
    Move,
    PlaceEngine,
    PlaceGear,
    Salvage,
    ShareExport,
    Steal,
)
from empires.kernel.choices import Choice
from empires.kernel.events import (
    LANGUAGES,
    Catalog,
    Event,
    in_language,
    name_seats,
    read_texts,
    seats_text,
    view_words,
)
from empires.kernel.game import View

TEXTS: dict[str, Any] = read_texts(__package__)
SUMMARIES: dict[str, str] = TEXTS["summaries"]
TERMS: Mapping[str, Mapping[str, str]] = TEXTS["terms"]
#: The help of each option, by option and language.
HELP: dict[str, dict[str, str]] = TEXTS["options"]
#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its labels.
VIEW_WORDS = view_words(TERMS, TEXTS["labels"])
CATALOG, MOVE_WORDS = Catalog(TEXTS["events"]), Catalog(TEXTS["moves"])
#: The words of the choices (the labels' counts among them), by language.
CHOICES = Catalog({k: {**TEXTS["labels"][k], **TEXTS["choices"][k]} for k in LANGUAGES})
#: The words of the terminal's picture of a view (``render.py``).
PICTURE = Catalog(TEXTS["picture"])

_SEAT_PARAMS = ("seat", "target", "attacker", "teammate", "start_player")


def term(lang: str, key: str) -> str:
    """One game term in a language."""
    return in_language(TERMS, lang)[key]


def event_text(event: Event, lang: str, names: Sequence[str]) -> str:
    """An event as a sentence."""
    params: dict[str, Any] = dict(event.params)
    name_seats(params, _SEAT_PARAMS, names)
    if "kind" in params:
        params["a_kind"] = CHOICES.text(lang, "a_" + params["kind"])
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
    key = event.key
    if key == "double_attack_short" and params["paid"]:
        key = "double_attack_short_1"
    return CATALOG.text(lang, key, **params)


def describe_move(move: Move, lang: str) -> str:
    """A move in words, short enough for a numbered menu."""
    t, w = in_language(TERMS, lang), partial(MOVE_WORDS.text, lang)
    match move:
        case PlaceEngine(engine, action):
            return w("engine", engine=t[engine], action=t[action])
        case PlaceGear(engine, gear, boost):
            text = w("gear", gear=gear, engine=t[engine])
            return text + w("boost", boost=t[boost]) if boost else text
        case Block(attacker, engine, pay):
            if attacker is None:
                return w("no_block")
            who = f"#{attacker + 1}"
            return w("block_for_teammate", who=who, pay=t[pay]) if pay else w("block", who=who)
        case Steal(take):
            return w("steal", kinds=", ".join(t[k] for k in take))
        case Salvage(take):
            return w("salvage", kind=t[take], a_kind=CHOICES.text(lang, "a_" + take))
        case ShareExport(export):
            return w("share_export" if export else "keep_goods")
    raise TypeError(f"not an Empire Engine move: {move!r}")


def help_topic(view: View) -> str | None:
    """The section of the rules (``web/rules.<lang>.md``) the view's decision is about."""
    topic: str | None = TEXTS["help"].get(view["phase"])
    return topic


def describe_choice(view: View, move: Move, lang: str, names: Sequence[str]) -> Choice:
    """A legal move of the seat whose ``view`` this is: what it acts on by name, its cost, what
    it brings, and a warning where the seat's own view makes the waste certain."""
    seat, t, w = view["seat"], in_language(TERMS, lang), partial(CHOICES.text, lang)
    if isinstance(move, PlaceEngine | PlaceGear):
        return _placement(view, move, lang, names)
    match move:
        case Block(None):
            mate = names[(seat + 2) % view["players"]]
            return Choice(w("no_block", teammate=mate))
        case Block(int() as attacker, str() as engine, str() as pay):
            who = names[attacker]
            mate = names[(seat + 2) % view["players"]]
            text = w("block_for_teammate", teammate=mate, attacker=who, a_kind=w("a_" + pay))
            return Choice(text, cost=w("n_" + pay, n=1), result=w("block_result", n=1))
        case Block(int() as attacker, str() as engine):
            others = {
                names[a["attacker"]]
                for a in view["attacks"]
                if a["paid"]
                and a["target"] == seat
                and (a["attacker"], a["engine"]) != (attacker, engine)
            }
            result = w("block_result", n=1)
            if others:
                result += w("gets_through", attackers=", ".join(sorted(others)))
            return Choice(w("block", attacker=names[attacker], engine=t[engine]), result=result)
        case Steal(take):
            targets = [
                s["target"]
                for s in view["steals"]
                if s["attacker"] == seat and all(view["empires"][s["target"]]["ready"].values())
            ]
            parts = [
                w("steal_one", a_kind=w("a_" + k), target=names[s])
                for k, s in zip(take, targets, strict=True)
            ]
            cubes = ", ".join(w("n_" + k, n=take.count(k)) for k in READY_KINDS if k in take)
            return Choice(w("steal", taken=", ".join(parts)), result=w("to_score", cubes=cubes))
        case Salvage(take):
            return Choice(
                w("salvage", a_kind=w("a_" + take)), result=w("to_score", cubes=w("n_" + take, n=1))
            )
        case ShareExport(export):
            goods = w("n_good", n=view["empires"][seat]["ready"]["good"])
            mate = names[(seat + 2) % view["players"]]
            if export:
                return Choice(
                    w("share_export", goods=goods, teammate=mate), result=w("to_score", cubes=goods)
                )
            return Choice(w("keep_goods", goods=goods))
    raise TypeError(f"not an Empire Engine move: {move!r}")


def _placement(
    view: View, move: PlaceEngine | PlaceGear, lang: str, names: Sequence[str]
) -> Choice:
    """An engine or a gear placed: the action it brings up, its cost, and a certain waste."""
    seat, n = view["seat"], view["players"]
    t, w = in_language(TERMS, lang), partial(CHOICES.text, lang)
    e, empire = ENGINES.index(move.engine), view["empires"][seat]
    boost = move.boost if isinstance(move, PlaceGear) else None
    gear = move.gear if isinstance(move, PlaceGear) else 0
    action = move.action if isinstance(move, PlaceEngine) else _brought(empire, e, gear, boost)
    target = names[(seat + 1) % n if e == 0 else (seat - 1) % n]
    does = w("does_" + action, target=target, n=1 if action in ("invent", "attack") else 2)
    costs = [w("on_gear", cube=w("n_" + boost, n=1))] if boost else []
    if action == "attack":
        costs.append(w("for_attack", cube=w("n_soldier", n=1)))
    cost = ", ".join(costs) or None
    params = {"engine": t[move.engine], "action": t[action], "does": does}
    if isinstance(move, PlaceEngine):
        text = w("engine", **params)
    else:
        kind = {"d_kind": w("d_" + boost)} if boost else {}
        text = w("gear_boost" if boost else "gear", gear=gear, **kind, **params)
    wastes = [_wastes(empire, e, action, boost, other) for other in _other_engine(empire, e, move)]
    certain = set.intersection(*wastes)
    warning = " ".join(w(k) for k in _WASTES if k in certain) or None
    return Choice(text, cost=cost, result=does, warning=warning)


_WASTES = ("no_soldier", "both_fail", "no_goods")


def _brought(empire: dict[str, Any], e: int, gear: int, boost: str | None) -> str:
    """The action a gear brings to the top of engine ``e``."""
    top = LAYOUTS[e].index(empire["engines"][ENGINES[e]])
    return LAYOUTS[e][turned(e, top, GEARS[gear].turning(boost))]


def _other_engine(empire: dict[str, Any], e: int, move: Move) -> list[tuple[str, str | None]]:
    """What the seat's other engine may show this round, with the cube its gear may still
    take from the ready pile: known once placed, else every placement still open."""
    o = 1 - e
    placed = [p for p in empire["placed"] if p["engine"] == ENGINES[o]]
    if placed:
        p = placed[0]
        return [(p.get("action") or _brought(empire, o, p["gear"], p["boost"]), None)]
    if empire["engines"] is None:
        return [(action, None) for action in LAYOUTS[o]]
    assert isinstance(move, PlaceGear)
    gear, ready = 3 - move.gear, dict(empire["ready"])
    if move.boost:
        ready[move.boost] -= 1
    boosts = [None, *(k for k in READY_KINDS if ready[k] > 0)]
    return [(_brought(empire, o, gear, b), b) for b in boosts]


def _wastes(
    empire: dict[str, Any], e: int, action: str, boost: str | None, other: tuple[str, str | None]
) -> set[str]:
    """What a plan surely wastes: attacks without soldiers, an Export without goods."""
    actions = [action, other[0]] if e == 0 else [other[0], action]
    spent = [boost, other[1]]
    soldiers = empire["ready"]["soldier"] - spent.count("soldier") + 2 * (actions[0] == "arm")
    goods = empire["ready"]["good"] - spent.count("good") + 2 * (actions[0] == "produce")
    attacks = actions.count("attack")
    found = set()
    if attacks > soldiers:
        found.add("both_fail" if attacks == 2 else "no_soldier")
    if actions[1] == "export" and goods <= 0:
        found.add("no_goods")
    return found
