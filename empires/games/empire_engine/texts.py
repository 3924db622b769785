"""Empire Engine in words (data/texts.toml, German in the German rulebook's terms): the log's
sentences, the moves and every choice (names, costs, results, certain waste), the views' words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from itertools import product
from typing import Any, cast

from empires.games.empire_engine import moves as mv
from empires.games.empire_engine.components import ENGINES, GEARS, LAYOUTS, READY_KINDS, turned
from empires.kernel import events as ev
from empires.kernel.choices import Choice
from empires.kernel.game import View

TEXTS: dict[str, Any] = ev.read_texts(__package__)
SUMMARIES: dict[str, str] = TEXTS["summaries"]
TERMS: Mapping[str, Mapping[str, str]] = TEXTS["terms"]
#: The help of each option, by option and language.
HELP: dict[str, dict[str, str]] = TEXTS["options"]
#: The words the web view shows (sent by ``GET /games/{game}/words``): the terms, and its labels.
VIEW_WORDS = ev.view_words(TERMS, TEXTS["labels"])
#: The log's sentences, the moves' and the choices' words (with the labels' counts), and the
#: words of the terminal's picture of a view (``render.py``).
CATALOG, MOVE_WORDS, PICTURE = (ev.Catalog(TEXTS[key]) for key in ("events", "moves", "picture"))
CHOICES = ev.Catalog({k: {**TEXTS["labels"][k], **TEXTS["choices"][k]} for k in ev.LANGUAGES})

_SEAT_PARAMS = ("seat", "target", "attacker", "teammate", "start_player")


def term(lang: str, key: str) -> str:
    """One game term in a language."""
    return ev.in_language(TERMS, lang)[key]


def event_text(event: ev.Event, lang: str, names: Sequence[str]) -> str:
    """An event as a sentence."""
    params: dict[str, Any] = dict(event.params)
    ev.name_seats(params, _SEAT_PARAMS, names)
    if "kind" in params:
        params["a_kind"] = CHOICES.text(lang, "a_" + params["kind"])
    for key in ("engine", "L", "R", "action", "kind", "pay"):
        if isinstance(params.get(key), str):
            params[key] = term(lang, params[key])
    boost = params.get("boost")  # the words are filled only where the sentence has them
    params["boost_text"] = CATALOG.text(lang, "boost", boost=term(lang, boost)) if boost else ""
    params["extra_text"] = CATALOG.text(lang, "extra") if params.get("extra") else ""
    if "winners" in params:
        params["winners"] = ev.seats_text(params["winners"], names)
    key = event.key
    if key == "double_attack_short" and params["paid"]:
        key = "double_attack_short_1"
    return CATALOG.text(lang, key, **params)


def describe_move(move: mv.Move, lang: str) -> str:
    """A move in words without the position it is played in (describe_choice names more)."""
    t, w = ev.in_language(TERMS, lang), partial(MOVE_WORDS.text, lang)
    match move:
        case mv.PlaceEngine(engine, action):
            return w("engine", engine=t[engine], action=t[action])
        case mv.PlaceGear(engine, gear, boost):
            boosted = w("boost", boost=t[boost]) if boost else ""
            return w("gear", gear=gear, engine=t[engine]) + boosted
        case mv.Block(None):
            return w("no_block")
        case mv.Block(int() as attacker, _, pay):
            who = f"#{attacker + 1}"
            return w("block_for_teammate", who=who, pay=t[pay]) if pay else w("block", who=who)
        case mv.Steal(take):
            return w("steal", kinds=", ".join(t[k] for k in take))
        case mv.Salvage(take):
            return w("salvage", kind=t[take], a_kind=CHOICES.text(lang, "a_" + take))
        case mv.ShareExport(export):
            return w("share_export" if export else "keep_goods")
    raise TypeError(f"not an Empire Engine move: {move!r}")


def help_topic(view: View) -> str | None:
    """The section of the rules (``web/rules.<lang>.md``) the view's decision is about."""
    return cast(str | None, TEXTS["help"].get(view["phase"]))


def describe_choice(view: View, move: mv.Move, lang: str, names: Sequence[str]) -> Choice:
    """A legal move of the seat whose ``view`` this is: what it acts on by name, its cost, what
    it brings, and a warning where the seat's own view makes the waste certain."""
    if isinstance(move, mv.PlaceEngine | mv.PlaceGear):
        return _placement(view, move, lang, names)
    seat, w = view["seat"], partial(CHOICES.text, lang)
    mate, one_soldier = names[(seat + 2) % view["players"]], w("block_result", n=1)
    goods = w("n_good", n=view["empires"][seat]["ready"]["good"])
    match move:
        case mv.Block(None):
            return Choice(w("no_block", teammate=mate))
        case mv.Block(int() as by, str(), str() as pay):
            text = w("block_for_teammate", teammate=mate, attacker=names[by], a_kind=w("a_" + pay))
            return Choice(text, cost=w("n_" + pay, n=1), result=one_soldier)
        case mv.Block(int() as by, str() as engine):
            on_me = [a for a in view["attacks"] if a["paid"] and a["target"] == seat]
            other = {
                names[a["attacker"]] for a in on_me if (a["attacker"], a["engine"]) != (by, engine)
            }
            more = w("gets_through", attackers=", ".join(sorted(other))) if other else ""
            text = w("block", attacker=names[by], engine=term(lang, engine))
            return Choice(text, result=one_soldier + more)
        case mv.Steal(take):
            ready = [e["ready"] for e in view["empires"]]
            mine = [s["target"] for s in view["steals"] if s["attacker"] == seat]
            targets = [t for t in mine if all(ready[t].values())]  # the steals with a choice
            each = zip(take, targets, strict=True)
            taken = ", ".join(w("steal_one", a_kind=w("a_" + k), target=names[t]) for k, t in each)
            cubes = ", ".join(w("n_" + k, n=take.count(k)) for k in READY_KINDS if k in take)
            return Choice(w("steal", taken=taken), result=w("to_score", cubes=cubes))
        case mv.Salvage(take):
            cube = w("to_score", cubes=w("n_" + take, n=1))
            return Choice(w("salvage", a_kind=w("a_" + take)), result=cube)
        case mv.ShareExport(export):
            text = w("share_export" if export else "keep_goods", goods=goods, teammate=mate)
            return Choice(text, result=w("to_score", cubes=goods) if export else None)
    raise TypeError(f"not an Empire Engine move: {move!r}")


def _placement(
    view: View, move: mv.PlaceEngine | mv.PlaceGear, lang: str, names: Sequence[str]
) -> Choice:
    """An engine or a gear placed: the action it brings up, its cost, and a certain waste."""
    seat, n = view["seat"], view["players"]
    t, w = ev.in_language(TERMS, lang), partial(CHOICES.text, lang)
    e, empire = ENGINES.index(move.engine), view["empires"][seat]
    gear, boost = (move.gear, move.boost) if isinstance(move, mv.PlaceGear) else (0, None)
    action = move.action if isinstance(move, mv.PlaceEngine) else _brought(empire, e, gear, boost)
    target = names[(seat + 1) % n if e == 0 else (seat - 1) % n]
    does = w("does_" + action, target=target, n=1 if action in ("invent", "attack") else 2)
    costs = [w("on_gear", cube=w("n_" + boost, n=1))] if boost else []
    costs += [w("for_attack", cube=w("n_soldier", n=1))] if action == "attack" else []
    params = {"engine": t[move.engine], "action": t[action], "does": does, "gear": gear}
    key = "engine" if isinstance(move, mv.PlaceEngine) else "gear_boost" if boost else "gear"
    text = w(key, d_kind=w("d_" + boost) if boost else "", **params)
    wastes = [_wastes(empire, e, action, boost, other) for other in _other_engine(empire, e, move)]
    # Certain: wasted whatever the other engine brings (both Attacks fail only if always so).
    certain = [k for k in ("attack", "export") if all(k in found for found in wastes)]
    said = [w(max(found[k] for found in wastes)) for k in certain]
    if action == "defend" and not view["options"]["defend_teammate"] and _safe(view, seat):
        said.append(w("no_attacker"))  # nobody can attack: the Defend blocks nothing
    return Choice(text, cost=", ".join(costs) or None, result=does, warning=" ".join(said) or None)


def _safe(view: View, seat: int) -> bool:
    """Whether no neighbour can bring up a paid Attack on ``seat`` this round: the left
    engine of its right neighbour, the right engine of its left neighbour."""
    n, empires = view["players"], view["empires"]
    return not (_can_attack(empires[(seat - 1) % n], 0) or _can_attack(empires[(seat + 1) % n], 1))


def _can_attack(empire: dict[str, Any], e: int) -> bool:
    """Whether engine ``e`` of an empire may show a paid Attack, in any plan its view allows
    (allowing more plans than the rules do only ever withholds a warning)."""
    if empire["engines"] is None:  # round one: any action; only Arm on the left pays at once
        return e == 1 or empire["ready"]["soldier"] > 0
    # A placed gear's cube is spent (out of the ready pile already); one still to come is not.
    placed = {p["engine"]: p["boost"] for p in empire["placed"]}
    kinds = [None, *(k for k in READY_KINDS if empire["ready"][k])]
    cubes = [[(placed[x], "")] if x in placed else [(k, k or "") for k in kinds] for x in ENGINES]
    for gear, (lb, ls), (rb, rs) in product(GEARS, *cubes):
        tops = [_brought(empire, 0, gear, lb), _brought(empire, 1, 3 - gear, rb)]
        soldiers = empire["ready"]["soldier"] - (ls + rs).count("soldier") + 2 * (tops[0] == "arm")
        if tops[e] == "attack" and soldiers >= tops.count("attack"):
            return True
    return False


def _brought(empire: dict[str, Any], e: int, gear: int, boost: str | None) -> str:
    """The action a gear brings to the top of engine ``e``."""
    top = LAYOUTS[e].index(empire["engines"][ENGINES[e]])
    return LAYOUTS[e][turned(e, top, GEARS[gear].turning(boost))]


def _other_engine(empire: dict[str, Any], e: int, move: mv.Move) -> list[tuple[str, str | None]]:
    """What the seat's other engine may show this round, with the cube its gear may still
    take from the ready pile: known once placed, else every placement still open."""
    o = 1 - e
    for p in (p for p in empire["placed"] if p["engine"] == ENGINES[o]):
        return [(p.get("action") or _brought(empire, o, p["gear"], p["boost"]), None)]
    if empire["engines"] is None:
        return [(action, None) for action in LAYOUTS[o]]
    assert isinstance(move, mv.PlaceGear)
    gear, ready = next(g for g in GEARS if g != move.gear), dict(empire["ready"])
    if move.boost:
        ready[move.boost] -= 1
    boosts = [None, *(k for k in READY_KINDS if ready[k] > 0)]
    return [(_brought(empire, o, gear, b), b) for b in boosts]


def _wastes(
    empire: dict[str, Any], e: int, action: str, boost: str | None, other: Any
) -> dict[str, str]:
    """What a plan surely wastes: attacks without soldiers, an Export without goods."""
    (left, right), spent = ([action, other[0]] if e == 0 else [other[0], action]), [boost, other[1]]
    soldiers = empire["ready"]["soldier"] - spent.count("soldier") + 2 * (left == "arm")
    goods = empire["ready"]["good"] - spent.count("good") + 2 * (left == "produce")
    attacks = [left, right].count("attack")
    found = {"attack": "both_fail" if attacks == 2 else "no_soldier"} if attacks > soldiers else {}
    return found | ({"export": "no_goods"} if right == "export" and goods <= 0 else {})
