"""Filling the games' word templates: numbers in the language's form and plurals that agree.

A template is a Python format string whose fields may carry a plural choice after the colon,
``{count:# cube|# cubes}``: the first form for one (and minus one), the second for any other
number, ``#`` standing for the number written in the language's form. German writes large
numbers with points (``12.500``) and decimals with a comma (``0,5``); English with commas and a
point. The web pages fill templates the same way (``fill`` in ``static/i18n.js``), so a word
file is read alike everywhere.
"""

from __future__ import annotations

from string import Formatter
from typing import Any

_GROUP = {"en": ",", "de": "."}
_DECIMAL = {"en": ".", "de": ","}


def number(value: float, lang: str) -> str:
    """A number as ``lang`` writes it: ``12,500`` / ``12.500``, ``0.5`` / ``0,5``. Four digits
    stay ungrouped (``1998``), as both languages print years and small sums."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    if isinstance(value, float) and not value.is_integer():
        text = f"{value:.2f}".rstrip("0")
    else:
        text = f"{int(value):,}" if abs(value) >= 10_000 else str(int(value))
    group, decimal = _GROUP.get(lang, ","), _DECIMAL.get(lang, ".")
    return text.replace(",", "\0").replace(".", decimal).replace("\0", group)


def plural(count: int, forms: str, lang: str) -> str:
    """``forms`` is ``"one|other"`` with ``#`` for the number: the form that agrees with
    ``count``, the number put in (``plural(1, "# cube|# cubes", "en")`` is ``"1 cube"``)."""
    one, _, other = forms.partition("|")
    form = one if abs(count) == 1 else other
    return form.replace("#", number(count, lang))


class _Filler(Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec and isinstance(value, int) and not isinstance(value, bool):
            return plural(value, format_spec, self.lang)
        if not format_spec and isinstance(value, int | float) and not isinstance(value, bool):
            return number(value, self.lang)
        return str(super().format_field(value, format_spec))


def fill(template: str, lang: str, /, **params: Any) -> str:
    """A template with its fields filled in ``lang``: numbers in its form, plurals agreeing."""
    return _Filler(lang).format(template, **params)
