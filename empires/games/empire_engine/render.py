"""A plain-text picture of an Empire Engine view, two lines an empire (its name and piles,
then its engines) so that 12 players and the choices fit 40 x 120 (words in data/texts.toml)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from empires.games.empire_engine.components import ENGINES, KINDS, READY_KINDS
from empires.games.empire_engine.texts import CHOICES, PICTURE, term
from empires.kernel.game import View


def _cubes(lang: str, pile: dict[str, int], kinds: Sequence[str]) -> str:
    return ", ".join(CHOICES.text(lang, "n_" + k, n=pile[k]) for k in kinds)


def _empire(empire: dict[str, Any], lang: str, label: str) -> list[str]:
    """The seat's label with its ready and score piles (below it if too long for 120
    columns); the engines' tops and this round's placements."""
    w = partial(PICTURE.text, lang)
    engines, parts = empire["engines"], []
    for e in ENGINES:
        shown = [term(lang, engines[e])] if engines else []
        for p in (p for p in empire["placed"] if p["engine"] == e):
            what = term(lang, p["action"]) if p.get("action") else p.get("gear") or "?"
            what = f"{what} + {term(lang, p['boost'])}" if p.get("boost") else what
            shown.append(w("placed_engine" if "action" in p else "placed_gear", what=what))
        parts.append(f"{term(lang, e)}: " + (" ".join(shown) or w("in_hand")))
    score = empire["score"]
    total = _cubes(lang, score, KINDS) if score else w("hidden", count=empire["score_total"])
    piles = w("piles", ready=_cubes(lang, empire["ready"], READY_KINDS), score=total)
    head, engines = f"{label} — {piles}", "  " + " | ".join(parts)
    return [head, engines] if len(head) <= 120 else [label, "  " + piles, engines]


def _label(view: View, i: int, name: str, lang: str) -> str:
    """A seat's name, marked as ours or with how it sits beside us, and the start player."""
    seat, n, w = view["seat"], view["players"], partial(PICTURE.text, lang)
    team = 2 if view["options"].get("teams") else None
    beside = {} if seat is None else {"you": 0, "left_of": 1, "right_of": -1, "team": team}
    shown = [w(k) for k, d in beside.items() if d is not None and (seat + d) % n == i]
    shown += [w("start")] if i == view["start_player"] else []
    return name + (" [" + ", ".join(shown) + "]" if shown else "")


def render_view(view: View, lang: str, names: Sequence[str]) -> str:
    """The whole table as one seat (or a spectator) sees it."""
    w = partial(PICTURE.text, lang)
    seat, n, rounds = view["seat"], view["players"], view["rounds"]
    phase = w("phase_" + view["phase"])
    lines = [w("head", round=min(view["round"], rounds), rounds=rounds, phase=phase)]
    order = [seat, *[(seat + i) % n for i in range(1, n)]] if seat is not None else list(range(n))
    for i in order:
        lines += _empire(view["empires"][i], lang, _label(view, i, names[i], lang))
    if view["phase"] not in ("plan", "over"):
        if view["to_act"]:
            lines.append(w("waiting", names=", ".join(names[s] for s in view["to_act"])))
        if view["chosen"]:
            lines.append(w("chosen", names=", ".join(names[s] for s in view["chosen"])))
    return "\n".join(lines)
