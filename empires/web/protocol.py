"""The WebSocket protocol between the table page and the server: what a client may send, checked
strictly, and the errors it gets back (see docs/web.md for every message)."""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from empires.kernel.errors import EmpiresError, IllegalMove, MalformedMove, NotYourTurn
from empires.kernel.match import is_kernel_entry

#: The largest message a client may send, in bytes; a move is a few dozen.
MAX_MESSAGE = 16 * 1024
LANGS = ("en", "de")
MAX_NAME = 40


class ProtocolError(Exception):
    """A message the server refuses; ``code`` is stable, ``message`` says what is wrong."""

    def __init__(self, code: str, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        #: The game's rule an illegal move broke (a page may say it in its own words).
        self.rule = rule

    def payload(self) -> dict[str, Any]:
        """The error message sent to the client."""
        payload = {"type": "error", "code": self.code, "message": self.message}
        return payload if self.rule is None else {**payload, "rule": self.rule}


def error_of(error: EmpiresError) -> ProtocolError:
    """A kernel error as a protocol error, keeping the kernel's explanation."""
    if isinstance(error, IllegalMove):
        return ProtocolError("illegal_move", f"{error.message} (rule {error.rule})", error.rule)
    if isinstance(error, MalformedMove):
        return ProtocolError("malformed_move", str(error))
    if isinstance(error, NotYourTurn):
        return ProtocolError("not_your_turn", str(error))
    return ProtocolError("refused", str(error))


#: Characters no name (or other free text) may hold: C0 and C1 controls (NUL and DEL too), the
#: line and paragraph separators, and lone surrogates (not text at all).
REFUSED_CATEGORIES = ("Cc", "Cs", "Zl", "Zp")


def check_text(field: str, value: object, max_len: int) -> str:
    """``value`` if it is a string of at most ``max_len`` characters without control
    characters; else ProtocolError('bad_message') naming ``field`` and the problem."""
    if not isinstance(value, str):
        raise ProtocolError("bad_message", f"{field} must be a string")
    if len(value) > max_len:
        raise ProtocolError(
            "bad_message", f"{field} may have at most {max_len} characters, not {len(value)}"
        )
    for position, char in enumerate(value):
        if unicodedata.category(char) in REFUSED_CATEGORIES:
            raise ProtocolError(
                "bad_message",
                f"{field} must not contain control characters"
                f" (U+{ord(char):04X} at position {position})",
            )
    return value


@dataclass(frozen=True)
class Hello:
    """The first message: who is connecting (a seat token, or none to watch) and in which
    language. ``name`` only fills a seat that has none: it renames nobody."""

    token: str | None
    lang: str
    name: str


@dataclass(frozen=True)
class Move:
    """A move for the connection's seat, at the ply the client saw (to refuse stale moves)."""

    move: Any
    ply: int | None


@dataclass(frozen=True)
class TakeBack:
    """Withdraw the connection's seat's secret choice while the decision is open."""


@dataclass(frozen=True)
class Undo:
    """Undo the connection's seat's last move, where the table's undo rule allows it."""


@dataclass(frozen=True)
class Lang:
    """Switch this connection's language."""

    lang: str


@dataclass(frozen=True)
class Ping:
    """Keep-alive; answered with a pong."""


@dataclass(frozen=True)
class Chat:
    """A line for the table's chat, as sent (chat.py checks it)."""

    text: object


@dataclass(frozen=True)
class AskHint:
    """Ask the search for a hint at the connection's seat's decision (at the ply the client
    saw; in ``lang``, else the connection's language), where the table allows hints
    (web/hints.py)."""

    ply: int | None
    lang: str | None


ClientMessage = Hello | Move | TakeBack | Undo | Lang | Ping | Chat | AskHint


def _lang(data: dict[str, Any]) -> str:
    lang = data.get("lang", "en")
    if lang not in LANGS:
        raise ProtocolError("bad_message", f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
    return str(lang)


#: How deeply lists and objects may nest in a message. Far above anything a move needs, and far
#: below Python's recursion limit, so the parser never depends on how deep its caller's stack is.
MAX_NESTING = 64


def _nesting(text: str) -> int:
    """How deeply the lists and objects of a JSON text nest (brackets inside strings skipped)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


#: Characters no text from a client may hold: the C0 controls (NUL included) and DEL, the C1
#: controls, and the Unicode line and paragraph separators. They are invisible or break lines in
#: logs and pages, and PostgreSQL refuses NUL in text.
#: What a table id looks like (``secrets.token_urlsafe(9)``, with room to spare): an id that
#: cannot exist is answered without asking the database.
TABLE_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def is_table_id(text: str) -> bool:
    """Whether ``text`` could be a table's id."""
    return TABLE_ID.fullmatch(text) is not None


def parse_message(text: str | bytes) -> ClientMessage:
    """Read one client message, or raise ProtocolError naming what is wrong."""
    if len(text) > MAX_MESSAGE:
        raise ProtocolError(
            "too_large", f"a message may have at most {MAX_MESSAGE} bytes, not {len(text)}"
        )
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        if _nesting(text) > MAX_NESTING:
            raise ProtocolError(
                "bad_json", f"the message nests lists and objects more than {MAX_NESTING} deep"
            )
        data = json.loads(text)
        # JSON escapes can spell lone surrogates, which are not text: refuse them here, not
        # when a name reaches the database.
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except (ValueError, UnicodeError) as error:
        raise ProtocolError("bad_json", f"the message is not UTF-8 JSON text: {error}") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a message must be a JSON object with a 'type'")
    kind = data.get("type")
    if kind == "hello":
        token = data.get("token")
        if token is not None and (not isinstance(token, str) or len(token) > 200):
            raise ProtocolError("bad_message", "token must be a string (or null to watch)")
        name = check_text("name", data.get("name", ""), MAX_NAME)
        return Hello(token or None, _lang(data), name.strip())
    if kind == "move":
        if "move" not in data:
            raise ProtocolError("bad_message", "a move message needs a 'move'")
        ply = _ply(data)
        if is_kernel_entry(data["move"]):
            raise ProtocolError("bad_message", "send take_back or undo, not their record entries")
        return Move(data["move"], ply)
    if kind == "take_back":
        return TakeBack()
    if kind == "undo":
        return Undo()
    if kind == "lang":
        return Lang(_lang(data))
    if kind == "ping":
        return Ping()
    if kind == "hint":
        return AskHint(_ply(data), _lang(data) if "lang" in data else None)
    if kind == "chat":
        if "text" not in data:
            raise ProtocolError("chat_bad_text", "a chat message needs a 'text'")
        return Chat(data["text"])
    raise ProtocolError(
        "bad_message",
        f"unknown message type {kind!r}; known: hello, move, take_back, undo, lang, ping, chat,"
        " hint",
    )


def _ply(data: dict[str, Any]) -> int | None:
    """The message's ``ply`` (None if it has none), checked."""
    ply = data.get("ply")
    if ply is not None and (not isinstance(ply, int) or isinstance(ply, bool) or ply < 0):
        raise ProtocolError("bad_message", "ply must be a non-negative integer")
    return ply
