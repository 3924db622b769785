"""Events: what happened, as a message key with parameters, public or private to one seat.

Events are data; each game's text catalog turns them into readable English or German.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping, MutableMapping, Sequence
from importlib.resources import files
from typing import Any, NamedTuple, TypeVar

from empires.kernel.words import fill

T = TypeVar("T")

LANGUAGES = ("en", "de")


class Event(NamedTuple):
    """One thing that happened. ``to`` is ``None`` for everybody, or the one seat that may see it."""

    key: str
    params: Mapping[str, Any]
    to: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether a viewer (a seat, or ``None`` for a spectator) may see this event."""
        return self.to is None or self.to == seat

    def to_json(self) -> dict[str, Any]:
        """JSON form."""
        return {"key": self.key, "params": dict(self.params), "to": self.to}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        """Read the JSON form."""
        return cls(str(data["key"]), dict(data["params"]), data.get("to"))


#: The key ending of a seat's own, fuller account of a public event (see ``shown_to``).
OWN_ACCOUNT = "_secret"


def shown_to(events: Sequence[Event], index: int, seat: int | None) -> bool:
    """Whether ``seat`` reads event ``index`` in its log: it may see it, and it is not a public
    event right before its own fuller account of the same act, a private event to ``seat``
    keyed ``<key>_secret`` ("Ada places a card face down." and, to Ada, "You placed ...":
    Ada reads the second only, so her move is not told twice)."""
    event = events[index]
    if not event.visible_to(seat):
        return False
    after = events[index + 1] if index + 1 < len(events) else None
    own = after is not None and after.to == seat and after.key == event.key + OWN_ACCOUNT
    return not (seat is not None and event.to is None and own)


class Catalog:
    """Message templates per language; every English key must have its German text."""

    def __init__(self, texts: Mapping[str, Mapping[str, str]]) -> None:
        missing = set(texts["en"]) - set(texts.get("de", {}))
        if missing:
            raise ValueError(f"German texts missing for: {', '.join(sorted(missing))}")
        self._texts = texts

    def text(self, lang: str, key: str, **params: Any) -> str:
        """Render one template."""
        table = self._texts.get(lang) or self._texts["en"]
        template = table.get(key) or self._texts["en"][key]
        return fill(template, lang, **params)


def read_texts(package: str) -> dict[str, Any]:
    """A game's words: its package's ``data/texts.toml`` (English and German), read as is."""
    return tomllib.loads((files(package) / "data" / "texts.toml").read_text(encoding="utf-8"))


def in_language(tables: Mapping[str, T], lang: str) -> T:
    """The table of a language, the English one where the language has none."""
    return tables.get(lang) or tables["en"]


def view_words(
    terms: Mapping[str, Mapping[str, str]], labels: Mapping[str, Mapping[str, str]]
) -> dict[str, dict[str, str]]:
    """The words a game's web view shows, per language: its terms and its labels."""
    return {lang: {**terms[lang], **labels[lang]} for lang in LANGUAGES}


def name_seats(params: MutableMapping[str, Any], keys: Iterable[str], names: Sequence[str]) -> None:
    """Put the seats' names for the seat numbers under ``keys`` in an event's ``params``."""
    for key in keys:
        if key in params:
            params[key] = names[params[key]]


def seats_text(seats: Iterable[int], names: Sequence[str]) -> str:
    """Seats by name, separated by commas ("Ada, Bo")."""
    return ", ".join(names[seat] for seat in seats)


def per_seat_text(values: Iterable[Any], names: Sequence[str]) -> str:
    """A value per seat after its name ("Ada 12, Bo 9")."""
    return ", ".join(f"{names[seat]} {value}" for seat, value in enumerate(values))
