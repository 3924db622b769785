"""The coach's words, in English and German: why the search prefers another move, said by what
it gained over the search's lines of play (points, lead, chance of first place)."""

from __future__ import annotations

from empires.kernel.words import fill, number, plural

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "why": "Better: {preferred}. In the search's lines of play it gives {gains} than {played}.",
        "points": "about {points} more",
        "margin": "a lead over the best other player about {margin} bigger",
        "chance": "an estimated {chance} percentage points more chance of first place",
        "and": " and ",
        "judged": "a better position by the search's judgement",
        "unit": "# point|# points",
    },
    "de": {
        "why": (
            "Besser: {preferred}. In den Probespielen der Suche bringt das {gains} als {played}."
        ),
        "points": "etwa {points} mehr",
        "margin": "einen um etwa {margin} größeren Vorsprung vor dem besten Mitspieler",
        "chance": "geschätzt {chance} Prozentpunkte mehr Aussicht auf den ersten Platz",
        "and": " und ",
        "judged": "nach dem Urteil der Suche eine bessere Lage",
        "unit": "# Punkt|# Punkte",
    },
}

#: Gains smaller than these are not worth a word: a tenth of a point, one percentage point.
_POINTS = 0.1
_CHANCE = 0.01


def why(lang: str, preferred: str, played: str, gains: tuple[float, float, float]) -> str:
    """One sentence in ``lang``: the preferred move, and what it gained over the played one
    (``gains``: chance of first place from 0 to 1, points, margin over the best other seat)."""
    words = WORDS.get(lang, WORDS["en"])
    chance, points, margin = gains
    parts = []
    if margin >= _POINTS and margin > points:
        parts.append(fill(words["margin"], lang, margin=_points(margin, words["unit"], lang)))
    elif points >= _POINTS:
        parts.append(fill(words["points"], lang, points=_points(points, words["unit"], lang)))
    if chance >= _CHANCE:
        parts.append(fill(words["chance"], lang, chance=round(chance * 100)))
    gained = words["and"].join(parts) if parts else words["judged"]
    return fill(words["why"], lang, preferred=preferred, played=played, gains=gained)


def _points(value: float, unit: str, lang: str) -> str:
    """``value`` to a tenth with its unit, agreeing in number (``1 point``, ``1.5 points``)."""
    tenths = round(value, 1)
    if tenths.is_integer():
        return plural(int(tenths), unit, lang)
    return unit.partition("|")[2].replace("#", number(tenths, lang))
