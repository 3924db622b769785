"""Events: what happened, as a message key with parameters, public or private to one seat.

Events are data; each game's text catalog turns them into readable English or German.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

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
        return template.format(**params)
