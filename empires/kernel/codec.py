"""A declarative JSON codec for game states and moves: the fields of a dataclass say how they
are written, read back (validated, naming the bad field) and copied, so no game writes that by
hand.

A codec is built from a field's type (``int``, ``str``, ``bool``, ``T | None``, ``list[T]``,
``tuple[T, ...]``, ``dict[str, T]``, ``dict[int, T]``, nested dataclasses, ``Event``,
``SeededRng``, the game's moves) or given in the field's metadata (``spec(...)``) where the
type alone says too little (a range, a set of names, a field written as a named tuple).
Ints are carried exactly at any size (a wide generator's state is above 2**320).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from empires.kernel.events import Event
from empires.kernel.rng import SeededRng


class CodecError(Exception):
    """A value does not fit its field; ``where`` names the field (``players[0].ready.good``)."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where} {message}" if where else message)
        self.where = where
        self.message = message


@dataclasses.dataclass
class Context:
    """What reading needs beyond the value: the player count (for seats), the game's moves."""

    players: int = 0
    moves: Codec | None = None


class Codec:
    """Writes a value as JSON, reads it back (validating), and copies it."""

    #: Whether values are immutable, so that a copy may share them.
    immutable: ClassVar[bool] = False

    def dump(self, value: Any) -> Any:
        raise NotImplementedError

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        raise NotImplementedError

    def copier(self) -> Callable[[Any], Any] | None:
        """A function that copies a value deeply, or None when values may be shared."""
        return None


def _fail(where: str, message: str) -> CodecError:
    return CodecError(where, message)


class Plain(Codec):
    """A value JSON holds as it is (a number, a text, a boolean): written unchanged, and shared
    by copies."""

    immutable = True

    def dump(self, value: Any) -> Any:
        return value


class Int(Plain):
    """A whole number, optionally bounded (booleans are refused)."""

    def __init__(
        self, low: int | None = None, high: int | None = None, *, below: int | None = None
    ) -> None:
        self.low, self.high, self.below = low, high, below

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if not isinstance(data, int) or isinstance(data, bool):
            raise _fail(where, f"must be a whole number, not {data!r}")
        if self.low is not None and data < self.low:
            raise _fail(where, f"must be a whole number of at least {self.low}, not {data!r}")
        if self.high is not None and data > self.high:
            raise _fail(where, f"must be a whole number of at most {self.high}, not {data!r}")
        if self.below is not None and data >= self.below:
            raise _fail(where, f"must be below {self.below}, not {data!r}")
        return data


class Seat(Int):
    """A seat number of this game (0 to players - 1)."""

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if not isinstance(data, int) or isinstance(data, bool) or not 0 <= data < ctx.players:
            raise _fail(where, f"must be a seat from 0 to {ctx.players - 1}, not {data!r}")
        return data


class Float(Plain):
    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if not isinstance(data, int | float) or isinstance(data, bool):
            raise _fail(where, f"must be a number, not {data!r}")
        return data


class Bool(Plain):
    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if not isinstance(data, bool):
            raise _fail(where, f"must be true or false, not {data!r}")
        return data


class Str(Plain):
    """A text, optionally one of a fixed set of names."""

    def __init__(self, choices: Sequence[str] | None = None) -> None:
        self.choices = None if choices is None else tuple(choices)

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if self.choices is not None:
            if data not in self.choices or not isinstance(data, str):
                shown = ", ".join(repr(c) for c in self.choices)
                raise _fail(where, f"must be one of {shown}, not {data!r}")
        elif not isinstance(data, str):
            raise _fail(where, f"must be a text, not {data!r}")
        return data


class OneOf(Codec):
    """One of a fixed set of values (``True`` is not taken for ``1``)."""

    immutable = True

    def __init__(self, choices: Sequence[Any]) -> None:
        self.choices = tuple(choices)

    def dump(self, value: Any) -> Any:
        return value

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if not any(data == c and type(data) is type(c) for c in self.choices):
            shown = ", ".join(repr(c) for c in self.choices)
            raise _fail(where, f"must be one of {shown}, not {data!r}")
        return data


class Raw(Codec):
    """Plain JSON kept as given (copied deeply)."""

    def dump(self, value: Any) -> Any:
        return _json_copy(value)

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        return _json_copy(data)

    def copier(self) -> Callable[[Any], Any]:
        return _json_copy


def _json_copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _json_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_json_copy(v) for v in value]
    return value


class Optional(Codec):
    def __init__(self, inner: Codec) -> None:
        self.inner = inner
        self.immutable = inner.immutable  # type: ignore[misc]

    def dump(self, value: Any) -> Any:
        return None if value is None else self.inner.dump(value)

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        return None if data is None else self.inner.load(data, where, ctx)

    def copier(self) -> Callable[[Any], Any] | None:
        inner = self.inner.copier()
        if inner is None:
            return None
        return lambda value: None if value is None else inner(value)


class List(Codec):
    """A list; ``length`` is a fixed length, or ``"players"`` for one entry per seat."""

    def __init__(self, item: Codec, length: int | str | None = None) -> None:
        self.item, self.length = item, length

    def dump(self, value: Any) -> Any:
        dump = self.item.dump
        return [dump(v) for v in value]

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if not isinstance(data, list):
            raise _fail(where, f"must be a list, not {data!r}")
        length = ctx.players if self.length == "players" else self.length
        if isinstance(length, int) and len(data) != length:
            raise _fail(where, f"must have {length} entries, not {len(data)}")
        load = self.item.load
        return [load(v, f"{where}[{i}]", ctx) for i, v in enumerate(data)]

    def copier(self) -> Callable[[Any], Any] | None:
        inner = self.item.copier()
        if inner is None:
            return list
        return lambda value: [inner(v) for v in value]


class Tuple(List):
    """A tuple of any length, written as a list (immutable when its items are)."""

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        return tuple(super().load(data, where, ctx))

    def copier(self) -> Callable[[Any], Any] | None:
        inner = self.item.copier()
        return None if inner is None else lambda value: tuple(inner(v) for v in value)


class Named(Codec):
    """A list of numbers written as an object with a name per place (``[1, 2]`` as
    ``{"soldier": 1, "good": 2}``), read back in the names' order; with ``as_dict`` the
    value is such an object itself (exactly these keys, in this order)."""

    def __init__(
        self, names: Sequence[str], item: Codec | None = None, *, as_dict: bool = False
    ) -> None:
        self.names, self.item, self.as_dict = tuple(names), item or Int(0), as_dict

    def dump(self, value: Any) -> Any:
        if self.as_dict:
            return dict(value)
        return dict(zip(self.names, value, strict=True))

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if not isinstance(data, dict):
            raise _fail(where, f"must be an object with {', '.join(self.names)}")
        out = []
        for name in self.names:
            if name not in data:
                raise _fail(f"{where}.{name}", "is missing")
            out.append(self.item.load(data[name], f"{where}.{name}", ctx))
        return dict(zip(self.names, out, strict=True)) if self.as_dict else out

    def copier(self) -> Callable[[Any], Any]:
        return dict if self.as_dict else list


class Dict(Codec):
    """An object with text keys, or with seat numbers as keys (``seats=True``; written as
    texts, sorted by seat)."""

    def __init__(self, value: Codec, *, seats: bool = False, key: Codec | None = None) -> None:
        self.value, self.seats, self.key = value, seats, key

    def dump(self, value: Any) -> Any:
        dump = self.value.dump
        if self.seats:
            return {str(k): dump(v) for k, v in sorted(value.items())}
        return {k: dump(v) for k, v in value.items()}

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if not isinstance(data, dict):
            raise _fail(where, f"must be an object, not {data!r}")
        out: dict[Any, Any] = {}
        for raw, item in data.items():
            key: Any = raw
            if self.seats:
                try:
                    key = int(raw)
                except (TypeError, ValueError):
                    raise _fail(where, f"keys must be seat numbers, not {raw!r}") from None
                key = Seat().load(key, f"{where} key", ctx)
            elif self.key is not None:
                key = self.key.load(raw, f"{where} key", ctx)
            out[key] = self.value.load(item, f"{where}.{raw}", ctx)
        return out

    def copier(self) -> Callable[[Any], Any]:
        inner = self.value.copier()
        if inner is None:
            return dict
        return lambda value: {k: inner(v) for k, v in value.items()}


class Custom(Codec):
    """A field written and read by the game's own pair of functions (``load`` raises
    CodecError, ValueError or KeyError for a bad value; the field is named for it)."""

    def __init__(
        self,
        dump: Callable[[Any], Any],
        load: Callable[[Any], Any],
        copy: Callable[[Any], Any] | None = None,
    ) -> None:
        self._dump, self._load, self._copy = dump, load, copy

    def dump(self, value: Any) -> Any:
        return self._dump(value)

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        try:
            return self._load(data)
        except CodecError as error:
            raise _fail(where, error.message) from None
        except (ValueError, KeyError, TypeError, IndexError, AttributeError):
            raise _fail(where, f"is not valid: {data!r}") from None

    def copier(self) -> Callable[[Any], Any] | None:
        return self._copy


class Rng(Codec):
    """A seeded generator, written as its state (a plain int of any size)."""

    def dump(self, value: Any) -> Any:
        return value.state

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        return SeededRng(Int(0).load(data, where, ctx))

    def copier(self) -> Callable[[Any], Any]:
        return lambda rng: SeededRng(rng.state)


class Events(Codec):
    """An event (immutable, so copies share it)."""

    immutable = True

    def dump(self, value: Any) -> Any:
        return value.to_json()

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        if not isinstance(data, dict) or not isinstance(data.get("key"), str):
            raise _fail(where, "must be an event object with a 'key'")
        if not isinstance(data.get("params"), dict):
            raise _fail(where, "must have 'params' as an object")
        to = data.get("to")
        if to is not None and (not isinstance(to, int) or isinstance(to, bool)):
            raise _fail(where, f"'to' must be a seat or null, not {to!r}")
        return Event.from_json(data)


class MoveRef(Codec):
    """One of the game's moves (frozen, so shared by copies), read by the game's move codec."""

    immutable = True

    def dump(self, value: Any) -> Any:
        from empires.kernel.moves import MoveSet

        return MoveSet.of(value).dump(value)

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        from empires.kernel.errors import MalformedMove

        assert ctx.moves is not None, "reading a move needs the game's moves in the context"
        try:
            return ctx.moves.load(data, where, ctx)
        except MalformedMove as error:
            raise _fail(where, f"is not a move: {error}") from None


# -- records: dataclasses --------------------------------------------------------------------
def spec(
    codec: Codec | None = None,
    *,
    default: Any = dataclasses.MISSING,
    default_factory: Any = dataclasses.MISSING,
    transient: bool = False,
    copy: Callable[[Any], Any] | None = None,
    key: str | None = None,
) -> Any:
    """A dataclass field with its codec (``None``: from the type), its JSON key, and whether
    it is ``transient`` (a cache: neither written nor copied, reset to its default; with
    ``copy``, data the game works out again after reading, carried over to copies by
    ``copy`` because working it out again costs more)."""
    metadata = {"codec": codec, "transient": transient, "copy": copy, "key": key}
    return dataclasses.field(default=default, default_factory=default_factory, metadata=metadata)


class Record(Codec):
    """A dataclass, written as an object with one key per field."""

    _made: ClassVar[dict[type, Record]] = {}

    def __init__(self, cls: type) -> None:
        self.cls = cls
        self.fields: list[tuple[str, str, Codec]] = []
        self.transient: list[dataclasses.Field[Any]] = []
        self.defaults: dict[str, Callable[[], Any]] = {}
        self.immutable = bool(cls.__dataclass_params__.frozen)  # type: ignore[attr-defined,misc]
        self._ready = False

    @classmethod
    def of(cls, kind: type) -> Record:
        record = cls._made.get(kind)
        if record is None:
            record = cls._made[kind] = Record(kind)
        return record

    def _prepare(self) -> None:
        if self._ready:
            return
        hints: dict[str, Any] = {}
        for f in dataclasses.fields(self.cls):
            if f.metadata.get("transient"):
                self.transient.append(f)
                continue
            codec = f.metadata.get("codec")
            if codec is None:
                hints = hints or typing.get_type_hints(self.cls)
                codec = codec_for(hints[f.name])
            self.fields.append((f.name, f.metadata.get("key") or f.name, codec))
            if f.default is not dataclasses.MISSING:
                self.defaults[f.name] = _constant(f.default)
            elif f.default_factory is not dataclasses.MISSING:
                self.defaults[f.name] = f.default_factory
        self._ready = True

    def names(self) -> list[tuple[str, str]]:
        """Each field's name and JSON key."""
        self._prepare()
        return [(name, key) for name, key, _ in self.fields]

    def dump(self, value: Any) -> Any:
        self._prepare()
        return {key: codec.dump(getattr(value, name)) for name, key, codec in self.fields}

    def load(self, data: Any, where: str, ctx: Context) -> Any:
        self._prepare()
        if not isinstance(data, dict):
            raise _fail(where, "must be an object")
        values = {}
        for name, key, codec in self.fields:
            here = f"{where}.{key}" if where else key
            if key not in data:
                if name in self.defaults:
                    values[name] = self.defaults[name]()
                    continue
                raise _fail(here, "is missing")
            values[name] = codec.load(data[key], here, ctx)
        try:
            return self.cls(**values)
        except CodecError as error:  # raised by the class's own checks (``__post_init__``)
            inner = f"{where}.{error.where}" if where and error.where else where or error.where
            raise _fail(inner, error.message) from None

    def copier(self) -> Callable[[Any], Any] | None:
        if self.immutable:
            return None
        self._prepare()
        cls = self.cls
        plan = [(name, codec.copier()) for name, _, codec in self.fields]
        resets = [
            (f.name, f.default_factory if f.default_factory is not dataclasses.MISSING else None)
            for f in self.transient
            if f.metadata.get("copy") is None
        ]
        kept = [(f.name, f.metadata["copy"]) for f in self.transient if f.metadata.get("copy")]
        # A straight-line function per class: copying is on the search's hot path.
        lines = ["def copy(s):", " o = new(cls)"]
        env: dict[str, Any] = {"new": object.__new__, "cls": cls}
        for i, (name, copier) in enumerate(plan):
            if copier is None:
                lines.append(f" o.{name} = s.{name}")
            elif copier is list:
                lines.append(f" o.{name} = s.{name}[:]")
            elif copier is dict:
                lines.append(f" o.{name} = s.{name}.copy()")
            else:
                env[f"c{i}"] = copier
                lines.append(f" o.{name} = c{i}(s.{name})")
        for i, (name, factory) in enumerate(resets):
            env[f"r{i}"] = factory
            empty = "{}" if factory is dict else "[]" if factory is list else f"r{i}()"
            lines.append(f" o.{name} = {empty}" if factory else f" o.{name} = None")
        for i, (name, keep) in enumerate(kept):
            env[f"k{i}"] = keep
            lines.append(f" o.{name} = k{i}(s.{name})")
        lines.append(" return o")
        exec("\n".join(lines), env)
        made: Callable[[Any], Any] = env["copy"]
        return made


def _constant(value: Any) -> Callable[[], Any]:
    return lambda: value


_ATOMS: dict[Any, Callable[[], Codec]] = {
    int: Int,
    bool: Bool,
    str: Str,
    float: Float,
    SeededRng: Rng,
    Event: Events,
    Any: Raw,
}


def codec_for(kind: Any) -> Codec:
    """The codec a type implies."""
    if kind in _ATOMS:
        return _ATOMS[kind]()
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        inner = codec_for(rest[0]) if len(rest) == 1 else MoveRef()
        return Optional(inner) if len(rest) < len(args) else inner
    if origin is list:
        return List(codec_for(args[0]))
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return Tuple(codec_for(args[0]))
    if origin is dict:
        return Dict(codec_for(args[1]), seats=args[0] is int)
    if origin in (Mapping, dict):
        return Dict(codec_for(args[1]))
    if dataclasses.is_dataclass(kind) and isinstance(kind, type):
        return Record.of(kind)
    raise TypeError(f"no codec for {kind!r}: give one with spec(...)")
