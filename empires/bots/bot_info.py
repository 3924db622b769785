"""How the lobby (and ``GET /api/games``) explains each bot kind of a game: its readable name,
how it plays, and what was measured of it (``empires/bots/data/strength.toml``)."""

from __future__ import annotations

from typing import Any

from empires.bots.labels import ALIASES, KINDS, bot_label
from empires.bots.strength_words import measured, strength_sentence


def bot_info(game: str, kinds: list[str], lang: str = "en") -> list[dict[str, Any]]:
    """Each kind as the lobby explains it: ``{kind, label, about, strength, measured,
    same_as}``; ``strength`` is one sentence (or None), ``measured`` the runs it states, each
    with its figures (``ms_per_decision`` among them) and its ``text``."""
    lang = "de" if lang == "de" else "en"
    out = []
    for kind in kinds:
        same = ALIASES.get(kind, kind)
        entry = KINDS.get(same)
        out.append(
            {
                "kind": kind,
                "label": bot_label(kind, lang),
                "about": entry[lang][1] if entry else "",
                "strength": strength_sentence(game, same, lang),
                "measured": measured(game, same, lang),
                # A second name of another kind: forms offer the kind once.
                "same_as": ALIASES.get(kind),
            }
        )
    return out
