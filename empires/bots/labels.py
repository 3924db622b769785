"""What people call the bot kinds: a short readable name ("hard"), a sentence on how each plays,
and its strength where `docs/strength.md` measured one. Seats show "Bot 2 (hard)"; the lobby
explains every kind it offers. English and German, as every text people see."""

from __future__ import annotations

from typing import Any

#: A kind's short name and its sentence, by language.
KINDS: dict[str, dict[str, tuple[str, str]]] = {
    "random": {
        "en": ("random", "Plays any legal move at random: good for learning the rules."),
        "de": ("zufällig", "Spielt irgendeinen erlaubten Zug: gut, um die Regeln zu lernen."),
    },
    "heuristic": {
        "en": ("basic", "Follows rules of thumb written for the game and answers at once."),
        "de": ("einfach", "Folgt Faustregeln für dieses Spiel und antwortet sofort."),
    },
    "heuristic-onecard": {
        "en": (
            "basic, one card",
            "The basic bot as it traded before bundles: one card for one card, for comparison.",
        ),
        "de": (
            "einfach, eine Karte",
            "Der einfache Bot, wie er vor den Bündeln handelte: eine Karte gegen eine Karte, "
            "zum Vergleich.",
        ),
    },
    "heuristic-pure": {
        "en": (
            "basic, predictable",
            "The basic bot as it planned for two before: always its best plan, easy to read. "
            "For comparison.",
        ),
        "de": (
            "einfach, berechenbar",
            "Der einfache Bot, wie er zu zweit früher plante: stets sein bester Plan, leicht "
            "zu durchschauen. Zum Vergleich.",
        ),
    },
    "noisy": {
        "en": ("careless", "Plays like the basic bot, but one move in ten at random."),
        "de": ("unachtsam", "Spielt wie der einfache Bot, aber jeden zehnten Zug zufällig."),
    },
    "ismcts-easy": {
        "en": ("easy", "Tries each move in a few imagined games before it chooses."),
        "de": ("leicht", "Probiert jeden Zug in einigen gedachten Partien, bevor er wählt."),
    },
    "ismcts-medium": {
        "en": ("medium", "Tries each move in twice as many imagined games as the easy bot."),
        "de": (
            "mittel",
            "Probiert jeden Zug in doppelt so vielen gedachten Partien wie der leichte.",
        ),
    },
    "ismcts-hard": {
        "en": ("hard", "Tries each move in four times as many imagined games as the easy bot."),
        "de": (
            "schwer",
            "Probiert jeden Zug in viermal so vielen gedachten Partien wie der leichte.",
        ),
    },
    "openspiel-ismcts": {
        "en": (
            "OpenSpiel IS-MCTS",
            "OpenSpiel's own search, with random playouts: a yardstick from outside for ours.",
        ),
        "de": (
            "OpenSpiel IS-MCTS",
            "Die Suche aus OpenSpiel mit zufälligen Partien: ein Maßstab von außen für unsere.",
        ),
    },
}
#: Kinds that are another kind under a second name.
ALIASES = {"ismcts": "ismcts-medium"}

#: Measured strength (docs/strength.md): per game and kind, (players, the opponents' kind,
#: share of games won as sole or shared first, in percent).
STRENGTH: dict[str, dict[str, tuple[tuple[int, str, float], ...]]] = {
    "empire-engine": {
        "ismcts-easy": ((2, "heuristic", 89.0), (4, "heuristic", 45.9)),
        "ismcts-medium": ((2, "heuristic", 90.4), (4, "heuristic", 51.6)),
        "ismcts-hard": ((2, "heuristic", 87.0), (4, "heuristic", 52.4)),
    },
    "empire-planners": {
        "heuristic": ((2, "random", 100.0),),
        "ismcts-easy": ((2, "heuristic", 62.5),),
        "ismcts-medium": ((2, "heuristic", 63.0),),
    },
    "empire-v85": {
        "heuristic": ((3, "random", 99.9),),
        "ismcts-easy": ((2, "heuristic", 91.0), (3, "heuristic", 73.0)),
        "ismcts-medium": ((2, "heuristic", 96.8), (3, "heuristic", 83.8)),
    },
    "empire-colonial": {
        "heuristic": ((4, "random", 98.5),),
        "ismcts-medium": ((2, "heuristic", 94.3), (4, "heuristic", 51.2)),
    },
}

_MEASURED = {"en": "Measured: first in {parts}.", "de": "Gemessen: Erster in {parts}."}
_PART = {
    "en": "{rate}% of {players}-player games against {versus}",
    "de": "{rate} % der Partien zu {players} gegen {versus}",
}
_PLAYERS_DE = {2: "zweit", 3: "dritt", 4: "viert", 5: "fünft", 6: "sechst"}


def _lang(lang: str) -> str:
    return "de" if lang == "de" else "en"


def bot_label(kind: str, lang: str = "en") -> str:
    """A bot kind's short readable name ("hard"); an unknown kind is named as it is."""
    entry = KINDS.get(ALIASES.get(kind, kind))
    return entry[_lang(lang)][0] if entry else kind


def bot_name(seat: int, kind: str, lang: str = "en") -> str:
    """What a bot's seat is called: "Bot 2 (hard)" (seats counted from 1)."""
    return f"Bot {seat + 1} ({bot_label(kind, lang)})"


def _versus(kind: str, count: int, lang: str) -> str:
    label = bot_label(kind, lang)
    if lang == "de":
        return f"den {label}en Bot" if count == 1 else f"{count} {label}e Bots"
    return f"the {label} bot" if count == 1 else f"{count} {label} bots"


def strength(game: str, kind: str, lang: str = "en") -> str | None:
    """The measured strength of a kind at a game as a sentence, or None if not measured."""
    lang = _lang(lang)
    runs = STRENGTH.get(game, {}).get(ALIASES.get(kind, kind))
    if not runs:
        return None
    parts = []
    for players, versus, rate in runs:
        shown = f"{rate:.1f}".replace(".", ",") if lang == "de" else f"{rate:.1f}"
        words = _PLAYERS_DE.get(players, str(players)) if lang == "de" else str(players)
        parts.append(
            _PART[lang].format(rate=shown, players=words, versus=_versus(versus, players - 1, lang))
        )
    return _MEASURED[lang].format(parts=", ".join(parts))


def bot_info(game: str, kinds: list[str], lang: str = "en") -> list[dict[str, Any]]:
    """Each kind as the lobby explains it: ``{kind, label, about, strength}``."""
    out = []
    for kind in kinds:
        entry = KINDS.get(ALIASES.get(kind, kind))
        out.append(
            {
                "kind": kind,
                "label": bot_label(kind, lang),
                "about": entry[_lang(lang)][1] if entry else "",
                "strength": strength(game, kind, lang),
                # A second name of another kind: forms offer the kind once.
                "same_as": ALIASES.get(kind),
            }
        )
    return out
