"""Trading typed in one line (``Rules.read_typed``; docs/api.md, "Typed lines"): a person at
the terminal types ``offer Bob 2 goods + 5 gold for 1 colony`` (``biete Bob 2 Waren + 5 Gold
für 1 Kolonie``) for an ``Offer``, ``accept 3`` / ``decline 3`` for a ``Reply``, ``withdraw 3``
for a ``Retract``, ``counter 3 <bundle> for <bundle>`` for a counter, and ``offers`` for the
list of open offers. Words of either language are read, whatever the table's; ``nothing``
makes a side empty (a gift, a request). A line that does not read is a ``NotUnderstood``
naming the word, in the table's language; the moves read are checked by the rules when
played (``bundles``), which name their reason for a refusal."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from importlib.resources import files

from empires.games.empire_colonial.components import HOLDINGS
from empires.games.empire_colonial.moves import Bundle, Move, Offer, Reply, Retract
from empires.games.empire_colonial.state import BID
from empires.games.empire_colonial.texts import TERMS, VIEW_WORDS, bundle_text
from empires.kernel.errors import NotUnderstood
from empires.kernel.events import LANGUAGES, Catalog
from empires.kernel.game import View

#: The words of data/offer_words.toml: the commands, the joins and the messages.
WORDS = tomllib.loads((files(__package__) / "data" / "offer_words.toml").read_text("utf-8"))
MESSAGES = Catalog(WORDS["messages"])
_FOLD = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


def fold(word: str) -> str:
    """A word as it is compared: lower case, umlauts also as ae, oe, ue, and ß as ss."""
    return word.lower().translate(_FOLD)


def _folded(words: Sequence[str]) -> frozenset[str]:
    return frozenset(fold(word) for word in words)


#: The commands by their words; the words between the sides and the items, and for one.
VERBS = {fold(word): verb for verb, words in WORDS["verbs"].items() for word in words}
SIDES, JOINS, ONE = (_folded(WORDS["joins"][key]) for key in ("sides", "items", "one"))
NOTHING = _folded([TERMS[lang]["nothing"] for lang in LANGUAGES])


def _kind_words() -> dict[str, str]:
    """Every name of every kind, singular and plural, in both languages: its kind."""
    found: dict[str, str] = {}
    for lang in LANGUAGES:
        for kind in HOLDINGS:
            forms = re.findall(r"\{n:([^}]*)\}", VIEW_WORDS[lang][f"count_{kind}"])[0]
            names = [form.replace("#", "").strip() for form in forms.split("|")]
            found |= {fold(name): kind for name in [*names, TERMS[lang][kind]]}
    return found


KINDS = _kind_words()
#: A word, a "+" or a comma (so that "2 goods+5 gold" reads as "2 goods + 5 gold").
_TOKEN = re.compile(r"[+,]|[^\s+,]+")


def _fail(lang: str, key: str, **params: object) -> NotUnderstood:
    return NotUnderstood(MESSAGES.text(lang, key, **params))


def read_typed(
    view: View, words: Sequence[str], lang: str, names: Sequence[str]
) -> Move | str | None:
    """The line ``words`` as a trading move of the seat of ``view``, the list of open offers
    (``offers``), or None when it starts with none of the trading words."""
    tokens = _TOKEN.findall(" ".join(words))
    verb = VERBS.get(fold(tokens[0])) if tokens else None
    if verb is None or view["seat"] is None:
        return None
    said, rest = tokens[0], tokens[1:]
    if verb == "offers":
        if rest:
            raise _fail(lang, "extra", word=rest[0], before=said)
        return offers_text(view, lang, names)
    if verb == "offer":
        return _offer(view, said, rest, lang, names)
    number = _number(said, rest, lang)
    if verb == "counter":
        offer = next((o for o in view["bundles"] if o["id"] == number), None)
        if offer is None:
            raise _fail(lang, "no_offer", number=number)
        give, ask = _sides(f"{said} {rest[0]}", rest[1:], lang)
        return Offer(offer["from"], give, ask, counters=number)
    if len(rest) > 1:
        raise _fail(lang, "extra", word=rest[1], before=f"{said} {rest[0]}")
    if verb == "withdraw":
        return Retract(number)
    return Reply(number, verb == "accept")


def _number(said: str, rest: Sequence[str], lang: str) -> int:
    """The offer's number after the command word."""
    if not rest:
        raise _fail(lang, "no_number", verb=said)
    text = rest[0].removeprefix("#")
    if not text.isdigit():
        raise _fail(lang, "not_number", word=rest[0], verb=said)
    return int(text)


def _offer(view: View, said: str, rest: Sequence[str], lang: str, names: Sequence[str]) -> Offer:
    """``offer PLAYER BUNDLE for BUNDLE``: the player is the longest run of words that is a
    name, else a seat number or the start of one other player's name."""
    example = MESSAGES.text(lang, "example")
    if not rest or fold(rest[0]) in SIDES:
        raise _fail(lang, "no_player", verb=said, example=f"{names[-1]} {example}")
    first: NotUnderstood | None = None
    for seat, taken in _players(view, rest, lang, names):
        try:
            give, ask = _sides(" ".join([said, *rest[:taken]]), rest[taken:], lang)
        except NotUnderstood as error:
            first = first or error
            continue
        return Offer(seat, give, ask)
    assert first is not None, "_players names a player or raises"
    raise first


def _players(
    view: View, words: Sequence[str], lang: str, names: Sequence[str]
) -> list[tuple[int, int]]:
    """The players the words after ``offer`` may name, best first: (seat, words taken)."""
    found = [
        (seat, taken)
        for taken in range(len(words), 0, -1)
        for seat, name in enumerate(names)
        if fold(name) == fold(" ".join(words[:taken]))
    ]
    word, me = words[0], view["seat"]
    if word.isdigit():
        if 1 <= int(word) <= view["players"]:
            found.append((int(word) - 1, 1))
        return found or _no_player(word, lang, names, me)
    starting = [s for s, name in enumerate(names) if s != me and fold(name).startswith(fold(word))]
    if len(starting) > 1 and not found:
        listed = ", ".join(names[s] for s in starting)
        raise _fail(lang, "ambiguous", word=word, names=listed)
    return found + [(s, 1) for s in starting] or _no_player(word, lang, names, me)


def _no_player(word: str, lang: str, names: Sequence[str], me: int) -> list[tuple[int, int]]:
    others = ", ".join(name for seat, name in enumerate(names) if seat != me)
    raise _fail(lang, "unknown_player", word=word, names=others)


def _sides(said: str, words: Sequence[str], lang: str) -> tuple[Bundle, Bundle]:
    """``BUNDLE for BUNDLE`` after the words ``said`` ("offer Bob", "counter 3"): what is
    given and what is asked."""
    at = next((i for i, word in enumerate(words) if fold(word) in SIDES), None)
    if at is None:
        example = MESSAGES.text(lang, "example")
        raise _fail(lang, "no_sides", verb=said, example=example)
    return _bundle(words[:at], lang, "no_give"), _bundle(words[at + 1 :], lang, "no_ask")


def _bundle(words: Sequence[str], lang: str, empty: str) -> Bundle:
    """``2 goods + 5 gold``, ``a colony``, ``nothing``: counts of kinds, joins between them
    (or none); a kind named twice counts twice."""
    if not words:
        raise _fail(lang, empty)
    counts = dict.fromkeys(HOLDINGS, 0)
    at = 0
    while at < len(words):
        word = fold(words[at])
        if word in JOINS or word in NOTHING:
            at += 1
            continue
        if word in KINDS:
            raise _fail(lang, "no_count", word=words[at])
        if not (word.isdigit() or word in ONE):
            raise _fail(lang, "unknown_kind", word=words[at])
        if at + 1 == len(words) or fold(words[at + 1]) in JOINS:
            raise _fail(lang, "no_kind", word=words[at])
        kind = KINDS.get(fold(words[at + 1]))
        if kind is None:
            raise _fail(lang, "unknown_kind", word=words[at + 1])
        counts[kind] += int(word) if word.isdigit() else 1
        at += 2
    return Bundle(**counts)


def offers_text(view: View, lang: str, names: Sequence[str]) -> str:
    """The open offers, numbered, with their players and bundles in words."""
    if not view["bundles"]:
        return MESSAGES.text(lang, "none")
    you = MESSAGES.text(lang, "you")
    named = [f"{name} ({you})" if seat == view["seat"] else name for seat, name in enumerate(names)]
    lines = [MESSAGES.text(lang, "listed")]
    for offer in view["bundles"]:
        give, ask = bundle_text(offer["give"], lang), bundle_text(offer["ask"], lang)
        sides = {"from": named[offer["from"]], "to": named[offer["to"]]}
        lines.append(MESSAGES.text(lang, "line", id=offer["id"], give=give, ask=ask, **sides))
    return "\n".join([*lines, MESSAGES.text(lang, "answer")])


def typed_hint(view: View, lang: str, names: Sequence[str]) -> str | None:
    """How to offer, while offers may be made at any time (exploration under that option)."""
    options, seat = view["options"], view["seat"]
    if seat is None or view["phase"] != BID or not options["trading"]:
        return None
    if options["trade_when"] != "anytime":
        return None
    count = len(view["bundles"])
    mine = sum(offer["to"] == seat for offer in view["bundles"])
    key = "open_to_you" if mine else "open"
    opened = MESSAGES.text(lang, key, n=count, mine=mine) if count else ""
    other = names[(seat + 1) % view["players"]]
    return MESSAGES.text(lang, "hint", name=other, open=opened)
