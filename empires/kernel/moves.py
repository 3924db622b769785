"""A game's moves as frozen dataclasses, with their JSON forms written once.

A move's JSON form is ``{"type": TAG, <field>: <value>, ...}``, its fields in declaration
order; reading checks every field with its codec (see ``empires.kernel.codec``) and raises
MalformedMove naming the field. A move class may check more in ``__post_init__`` (raising
MalformedMove). Readers that take a field's absence as its default say so with a default.
"""

from __future__ import annotations

from typing import Any, ClassVar

from empires.kernel.codec import Codec, CodecError, Context, Record
from empires.kernel.errors import MalformedMove


class MoveSet(Codec):
    """The moves of one game, by their JSON tag."""

    immutable = True
    _by_class: ClassVar[dict[type, MoveSet]] = {}

    def __init__(self, title: str, kinds: dict[str, type]) -> None:
        self.title = title
        self.kinds = dict(kinds)
        self.tags = {kind: tag for tag, kind in kinds.items()}
        for kind in kinds.values():
            MoveSet._by_class[kind] = self

    @classmethod
    def of(cls, move: Any) -> MoveSet:
        """The move set a move belongs to."""
        try:
            return cls._by_class[type(move)]
        except KeyError:
            raise TypeError(f"not a move of any game: {move!r}") from None

    def to_json(self, move: Any) -> dict[str, Any]:
        """A move's JSON form."""
        tag = self.tags.get(type(move))
        if tag is None:
            raise TypeError(f"not {self.title} move: {move!r}")
        out: dict[str, Any] = {"type": tag}
        out.update(Record.of(type(move)).dump(move))
        return out

    def from_json(self, data: Any) -> Any:
        """Read a move's JSON form, raising MalformedMove that names the problem."""
        if not isinstance(data, dict):
            raise MalformedMove("a move must be a JSON object with a 'type'")
        tag = data.get("type")
        kind = self.kinds.get(tag) if isinstance(tag, str) else None
        if kind is None:
            known = ", ".join(self.kinds)
            raise MalformedMove(f"unknown move type {tag!r}; {self.title} moves are: {known}")
        try:
            return Record.of(kind).load(data, "", Context())
        except CodecError as error:
            where = error.where.split(".")[0].split("[")[0]
            if error.message == "is missing":
                raise MalformedMove(f"a {tag!r} move needs the field {where!r}") from None
            if where:
                raise MalformedMove(f"field {where!r} of a {tag!r} move {error.message}") from None
            raise MalformedMove(f"a {tag!r} move: {error.message}") from None

    # -- as a codec of a state's fields ---------------------------------------------------------
    def dump(self, value: Any) -> Any:
        return self.to_json(value)

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        return self.from_json(data)


def bad_field(field: str, message: str) -> CodecError:
    """The error a move's ``__post_init__`` raises for a field that breaks a check."""
    return CodecError(field, message)
