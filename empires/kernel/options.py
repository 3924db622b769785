"""Game options: typed, with defaults (which may depend on the player count and on other
options) and validation that names the offending option."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from empires.kernel.errors import InvalidOptions
from empires.kernel.words import number

OptionValue = bool | int | str | None
DefaultRule = Callable[[int, Mapping[str, OptionValue]], OptionValue]


@dataclass(frozen=True)
class Option:
    """One option of a game.

    ``kind`` is ``"bool"``, ``"int"`` or ``"choice"``. ``default`` is either a value or a
    function of (player count, options resolved so far); options resolve in declaration order.
    ``nullable`` ints accept ``None`` to mean "use the default rule".
    """

    name: str
    kind: str
    default: OptionValue | DefaultRule
    help: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    #: ``help`` in other languages, by language code (English is ``help`` itself).
    helps: Mapping[str, str] = field(default_factory=dict)
    #: The option's short human name by language code (``en`` first); forms show it in place
    #: of ``name``, which stays the key in the API. Without one, ``name`` with spaces.
    labels: Mapping[str, str] = field(default_factory=dict)
    #: Why the option cannot be chosen (by language code, ``en`` first); empty: it can. Forms
    #: show it disabled with the reason; the game's check still refuses it if set anyway.
    unavailable: Mapping[str, str] = field(default_factory=dict)
    #: The choices' human names by language code: ``{"en": {choice: name}, "de": {...}}``.
    choice_labels: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    #: For an option added after games were stored: the value those games were played with,
    #: which their stored options (a record's, a table's), lacking the option, stand for.
    before: OptionValue = None

    def default_for(self, players: int, resolved: Mapping[str, OptionValue]) -> OptionValue:
        """The value this option takes when the user does not set it."""
        if callable(self.default):
            return self.default(players, resolved)
        return self.default

    def check(self, value: Any) -> OptionValue:
        """Return ``value`` converted to this option's type, or raise InvalidOptions."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in {"true", "yes", "on", "1"}:
                return True
            if isinstance(value, str) and value.lower() in {"false", "no", "off", "0"}:
                return False
            raise InvalidOptions(f"option {self.name!r} must be true or false, not {value!r}")
        if self.kind == "int":
            if isinstance(value, str) and value.strip().lstrip("-").isdigit():
                value = int(value)
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidOptions(f"option {self.name!r} must be a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise InvalidOptions(f"option {self.name!r} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise InvalidOptions(f"option {self.name!r} must be at most {self.maximum}")
            return int(value)
        if self.kind == "choice":
            if value not in self.choices:
                allowed = ", ".join(self.choices)
                raise InvalidOptions(
                    f"option {self.name!r} must be one of {allowed}, not {value!r}"
                )
            return str(value)
        raise AssertionError(f"unknown option kind {self.kind!r}")

    def describe(self, lang: str = "en") -> dict[str, Any]:
        """A JSON-ready description for clients (lobby forms, ``empires games``)."""
        help_text = self.helps.get(lang, self.help)
        out: dict[str, Any] = {"name": self.name, "kind": self.kind, "label": self.label(lang)}
        out["help"] = help_text
        out["unavailable"] = self.unavailable.get(lang) or self.unavailable.get("en") or None
        if not callable(self.default):
            out["default"] = self.default
        if self.choices:
            out["choices"] = list(self.choices)
            named = self.choice_labels.get(lang) or self.choice_labels.get("en") or {}
            out["choice_labels"] = {choice: named.get(choice, choice) for choice in self.choices}
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        return out

    def label(self, lang: str = "en") -> str:
        """The option's short human name in ``lang``."""
        return self.labels.get(lang) or self.labels.get("en") or self.name.replace("_", " ")

    def value_word(self, value: OptionValue, lang: str = "en") -> str:
        """A value of this option as people read it in ``lang``: "yes", "Standard", "Seat 2"."""
        words = VALUE_WORDS["de" if lang == "de" else "en"]
        if value is None:
            return words["automatic"]
        if isinstance(value, bool):
            return words["yes" if value else "no"]
        if self.name == "start_player" and isinstance(value, int):
            return words["seat"].format(n=value + 1)  # seats are counted from 1 on screens
        if isinstance(value, int):
            return number(value, lang)
        named = self.choice_labels.get(lang) or self.choice_labels.get("en") or {}
        return named.get(value, value)


@dataclass(frozen=True)
class OptionSet:
    """The options of one game, with a game-wide check of how they combine."""

    options: tuple[Option, ...]
    validate: Callable[[int, Mapping[str, OptionValue]], None] = field(default=lambda n, o: None)

    def resolve(self, players: int, raw: Mapping[str, Any] | None) -> dict[str, OptionValue]:
        """Fill defaults, convert and validate; raise InvalidOptions naming the problem."""
        raw = dict(raw or {})
        known = {option.name for option in self.options}
        unknown = sorted(set(raw) - known)
        if unknown:
            raise InvalidOptions(
                f"unknown option(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}"
            )
        resolved: dict[str, OptionValue] = {}
        for option in self.options:
            if option.name in raw and raw[option.name] is not None:
                resolved[option.name] = option.check(raw[option.name])
            else:
                resolved[option.name] = option.default_for(players, resolved)
        self.validate(players, resolved)
        return resolved

    def stored(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Options stored with a game (resolved when it started), with each option added since
        set to the value the game was played with (its ``before``)."""
        added = {o.name: o.before for o in self.options if o.before is not None}
        return {**added, **options}

    def changed_words(
        self, players: int, values: Mapping[str, OptionValue], lang: str = "en"
    ) -> list[tuple[str, str]]:
        """The options of ``values`` that differ from what the game would take unasked, each as
        (human name, value) in ``lang``: the settings line of a table."""
        defaults = self.resolve(players, {})
        return [
            (option.label(lang), option.value_word(values[option.name], lang))
            for option in self.options
            if option.name in values and values[option.name] != defaults.get(option.name)
        ]


#: The words of option values that are not the game's own, by language.
VALUE_WORDS = {
    "en": {"yes": "yes", "no": "no", "automatic": "automatic", "seat": "Seat {n}"},
    "de": {"yes": "ja", "no": "nein", "automatic": "automatisch", "seat": "Platz {n}"},
}

#: The start player option's human name.
START_PLAYER_LABELS = {"en": "Start player", "de": "Startspieler"}


def worded(
    name: str, kind: str, default: OptionValue | DefaultRule, words: Mapping[str, Any], **more: Any
) -> Option:
    """An option whose words come from the game's texts (the table ``[options.NAME]`` of its
    ``data/texts.toml``): the help by language (``en``, ``de``) and, where it has them, its
    ``label`` by language, its ``choices``' names by language and why it is ``unavailable``."""
    helps = {lang: text for lang, text in words.items() if isinstance(text, str)}
    return Option(
        name,
        kind,
        default,
        helps["en"],
        helps=helps,
        labels=words.get("label", {}),
        unavailable=words.get("unavailable", {}),
        choice_labels=words.get("choices", {}),
        **more,
    )


def start_player(words: Mapping[str, Any], maximum: int) -> Option:
    """The option most games have: the seat that starts (``None``: drawn at random), with its
    help from the game's ``words`` (see ``worded``). Check it against the player count with
    ``check_start_player``."""
    words = {"label": START_PLAYER_LABELS, **words}
    return worded("start_player", "int", None, words, minimum=0, maximum=maximum)


def check_start_player(players: int, options: Mapping[str, OptionValue]) -> None:
    """Raise InvalidOptions if the ``start_player`` option names no seat of this game."""
    start = options["start_player"]
    if isinstance(start, int) and start >= players:
        raise InvalidOptions(f"start_player must be a seat from 0 to {players - 1}, not {start}")
