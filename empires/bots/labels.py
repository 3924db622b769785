"""What people call the bot kinds: a short readable name ("hard") and a sentence on how each
plays. Seats show "Bot 2 (hard)"; the lobby explains every kind it offers (``bot_info.py``, with
the measured strength of ``empires/bots/strength.py``). English and German, as every text
people see."""

from __future__ import annotations

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
    "heuristic-steady": {
        "en": (
            "basic, steady",
            "The basic bot without its draw among equally good sales: it always sells the "
            "first best count, as the searching bots imagine it. For comparison.",
        ),
        "de": (
            "einfach, beständig",
            "Der einfache Bot ohne Los unter gleich guten Verkäufen: er verkauft stets die "
            "erste beste Menge, so wie ihn sich die suchenden Bots vorstellen. Zum Vergleich.",
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
        "en": ("medium", "Tries each move in more imagined games than the easy bot."),
        "de": ("mittel", "Probiert jeden Zug in mehr gedachten Partien als der leichte."),
    },
    "ismcts-hard": {
        "en": (
            "hard",
            "Tries each move in the most imagined games, and the best moves in more of them.",
        ),
        "de": (
            "schwer",
            "Probiert jeden Zug in den meisten gedachten Partien, die besten in noch mehr.",
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


def _lang(lang: str) -> str:
    return "de" if lang == "de" else "en"


def bot_label(kind: str, lang: str = "en") -> str:
    """A bot kind's short readable name ("hard"); an unknown kind is named as it is."""
    entry = KINDS.get(ALIASES.get(kind, kind))
    return entry[_lang(lang)][0] if entry else kind


def bot_name(seat: int, kind: str, lang: str = "en") -> str:
    """What a bot's seat is called: "Bot 2 (hard)" (seats counted from 1)."""
    return f"Bot {seat + 1} ({bot_label(kind, lang)})"
