"""The words a game's web view shows, sent to the browser so that JavaScript translates nothing.

A game offers them as ``VIEW_WORDS`` in its ``texts`` module (beside the catalog of its event
texts): per language, a key and its text, a template with ``{name}`` fields where the view
fills in numbers and names. A game without them gets none (the generic view needs none).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from functools import cache
from typing import Any

from empires.kernel.events import Catalog


def _package(rules: Any) -> str:
    return str(type(rules).__module__).rsplit(".", 1)[0]


@cache
def _table(package: str) -> Mapping[str, Mapping[str, str]]:
    try:
        texts = importlib.import_module(f"{package}.texts")
    except ModuleNotFoundError as missing:
        if missing.name != f"{package}.texts":
            raise
        return {"en": {}}
    table: Mapping[str, Mapping[str, str]] = getattr(texts, "VIEW_WORDS", {"en": {}})
    Catalog(table)  # every English word has its German text, or this game fails loudly
    return table


def view_words(rules: Any, lang: str) -> dict[str, str]:
    """The words of ``rules``' view in ``lang`` (English where a language lacks one)."""
    table = _table(_package(rules))
    return {**table["en"], **table.get(lang, {})}
