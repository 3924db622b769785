"""The contract every game fulfils; the kernel and all clients speak only this.

A game is a set of stateless rules over a state object it owns. The kernel never looks
inside a state: it asks the rules who must act, which moves are legal, applies moves, and
asks for per-seat views (the only thing bots and clients receive).

A game built with the kit (its state a ``GameState``, its moves a ``MoveSet``, its texts, views
and plain-text pictures modules, its simultaneous phases a ``Simultaneous``, its encoding for
learning environments a class) names them as class attributes and gets every method that
follows from them; it writes only what is its own.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from empires.kernel.choices import Choice
from empires.kernel.errors import IllegalMove
from empires.kernel.events import Event
from empires.kernel.options import OptionSet, OptionValue
from empires.kernel.rng import SeededRng
from empires.kernel.state import OVER as OVER_PHASE

if TYPE_CHECKING:
    from empires.kernel.encoding import Encoding
    from empires.kernel.moves import MoveSet
    from empires.kernel.simultaneous import Simultaneous
    from empires.kernel.state import GameState

S = TypeVar("S")
M = TypeVar("M")

#: Decision kinds, after Board Game Arena's state machine: one seat acts, several seats act
#: at once (each choosing in secret), or nobody (the game is over).
SEQUENTIAL = "sequential"
SIMULTANEOUS = "simultaneous"
OVER = "over"

View = dict[str, Any]

#: The event of a secret choice taken back (its params: the seat, nothing of the choice).
TOOK_BACK = "kernel.took-back"
#: The event of a sequential move undone at a table that allows it (params: the seat).
UNDID = "kernel.undid"
#: The sentences of the kernel's own events, whatever the game.
KERNEL_TEXTS: Mapping[str, Mapping[str, str]] = {
    TOOK_BACK: {
        "en": "{name} took back their choice.",
        "de": "{name} hat die Wahl zurückgenommen.",
    },
    UNDID: {
        "en": "{name} took back a move.",
        "de": "{name} hat einen Zug zurückgenommen.",
    },
}


@dataclass(frozen=True)
class GameInfo:
    """What the registry and the lobby know of a game."""

    name: str
    titles: Mapping[str, str]
    min_players: int
    max_players: int
    #: The game's kinds of play (tags such as "auctions"), by language.
    mechanics: Mapping[str, tuple[str, ...]]
    summaries: Mapping[str, str]
    options: OptionSet
    version: str
    #: What decides the winner when the scores tie, by language (said at the end when it did).
    tie_break: Mapping[str, str] = dataclass_field(default_factory=dict)
    #: The keys of public events a table announces in its chat as well as in its log (a trade
    #: made, say): clients with a chat post them as the table's own lines (docs/web.md).
    chat_events: tuple[str, ...] = ()

    @classmethod
    def from_texts(
        cls, texts: Mapping[str, Any], options: OptionSet, players: tuple[int, int]
    ) -> GameInfo:
        """The info a game's words file gives (``data/texts.toml``: its table ``[game]`` with
        ``name``, ``titles``, ``mechanics``, ``version``, ``tie_break`` and ``chat_events``,
        and its ``[summaries]``), with the game's options and its smallest and largest player
        counts."""
        game = texts["game"]
        return cls(
            name=game["name"],
            titles=game["titles"],
            min_players=players[0],
            max_players=players[1],
            mechanics={lang: tuple(tags) for lang, tags in game["mechanics"].items()},
            summaries=texts["summaries"],
            options=options,
            version=game["version"],
            tie_break=game.get("tie_break", {}),
            chat_events=tuple(game.get("chat_events", ())),
        )

    def title(self, lang: str = "en") -> str:
        """The game's title in a language."""
        return self.titles.get(lang) or self.titles["en"]

    def describe(self, lang: str = "en") -> dict[str, Any]:
        """JSON-ready description for clients."""
        return {
            "name": self.name,
            "title": self.title(lang),
            "min_players": self.min_players,
            "max_players": self.max_players,
            "mechanics": list(self.mechanics.get(lang) or self.mechanics.get("en", ())),
            "summary": self.summaries.get(lang) or self.summaries["en"],
            "options": [option.describe(lang) for option in self.options.options],
            "version": self.version,
            # What decides a tie (the end says it when it did), or None for a game without one.
            "tie_break": self.tie_break.get(lang) or self.tie_break.get("en"),
        }


class Bot(ABC):
    """A player that sees only its view and the legal moves."""

    @abstractmethod
    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        """Return one of ``legal``."""

    def choose_optional(self, view: View, optional: Sequence[Any]) -> Any | None:
        """One of the seat's ``optional`` moves to make now, or None (the default: a bot makes
        none). Asked at most once per decision of the game (``empires.kernel.optional``)."""
        return None

    def keeps_convention(self, view: View) -> bool:
        """Whether this bot's choice at ``view`` keeps a convention that works only while
        every bot keeps it (for example who keeps a contested choice after a clash of
        simultaneous choices). A search bot whose rollout bot says so plays that bot's choice:
        breaking such a convention may pay one bot, and bots breaking it against each other
        never agree. The default: no convention."""
        return False

    def rank(self, view: View, legal: Sequence[Any]) -> Sequence[Any] | None:
        """The moves of ``legal`` this bot would consider, best first (it may leave out moves
        it would never play), or None (the default) for a bot that does not value moves. A
        search may try only the first few (``SearchSettings.shortlist``)."""
        return None


BotFactory = Callable[[int], Bot]


class Texts(Protocol):
    """A game's text catalog as the kit uses it (a module with these two functions; it may
    also have ``describe_choice(view, move, lang, names) -> Choice``,
    ``help_topic(view) -> str | None``, ``read_typed(view, words, lang, names)`` and
    ``typed_hint(view, lang, names)``, which ``Rules`` uses when they are there)."""

    def describe_move(self, move: Any, lang: str) -> str: ...

    def event_text(self, event: Event, lang: str, names: Sequence[str]) -> str: ...


class Views(Protocol):
    """A game's view module as the kit uses it."""

    def make_view(self, state: Any, seat: int | None, to_act: tuple[int, ...]) -> View: ...

    def sample_state(self, view: View, rng: SeededRng) -> Any: ...


class Pictures(Protocol):
    """A game's plain-text pictures as the kit uses them (a module with ``render_view``)."""

    def render_view(self, view: View, lang: str, names: Sequence[str]) -> str: ...


#: The modules of a game's package that the kit finds by their names when the game's rules
#: do not name them: its words (``texts``), its views (``view``) and its pictures (``render``).
CONVENTIONAL_MODULES = {"texts": "texts", "views": "view", "pictures": "render"}


class Rules(ABC, Generic[S, M]):
    """The rules of one game. Stateless: every method takes the state it works on."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Find the conventional modules the class does not name in its game's package."""
        super().__init_subclass__(**kwargs)
        package = cls.__module__.rpartition(".")[0]
        for attribute, module in CONVENTIONAL_MODULES.items():
            if hasattr(cls, attribute) or not package:
                continue
            name = f"{package}.{module}"
            try:
                setattr(cls, attribute, importlib.import_module(name))
            except ModuleNotFoundError as missing:
                if missing.name != name:  # the module is there but imports what is not
                    raise

    info: GameInfo

    # -- the kit (what a game built with it names; see ``empires.kernel.state``) ------------
    #: The class of the game's states (a ``GameState``).
    state_type: type[GameState]
    #: The game's moves.
    moves: MoveSet
    #: The game's text catalog: ``describe_move`` and ``event_text`` (unless named: the
    #: package's module ``texts``, as for ``views`` and ``pictures``: CONVENTIONAL_MODULES).
    texts: Texts
    #: The game's secret simultaneous decisions, if it has any.
    simultaneous: Simultaneous[Any] | None = None
    #: What a seat may know and a state drawn to fit it: ``make_view`` and ``sample_state``.
    views: Views
    #: The plain-text pictures of views: ``render_view``.
    pictures: Pictures
    #: The class of the game's encoding for learning environments, if it has one.
    encoding_type: Callable[[int, Mapping[str, OptionValue]], Encoding] | None = None

    def _kit(self, state: S) -> GameState:
        """``state`` as a kit state (the defaults below need one)."""
        return state  # type: ignore[return-value]

    def own_move(self, state: S, seat: int, move: M) -> M:
        """The game's own instance of the legal move equal to ``move`` (an equal look-alike
        must not end up in the state or the record), or the IllegalMove of ``why_illegal``."""
        legal = self.legal_moves(state, seat)
        try:
            return legal[list(legal).index(move)]
        except ValueError:
            raise self.why_illegal(state, seat, move) from None

    def why_illegal(self, state: S, seat: int, move: M) -> IllegalMove:
        """The rule ``move`` breaks (it is known not to be legal); games name their rules."""
        if self.is_over(state):
            return IllegalMove("game-over", "the game is over")
        if seat in getattr(state, "choices", {}):
            return IllegalMove("one-choice", "you have already made this choice")
        return IllegalMove("not-offered", "that choice is not open to you now")

    def take_back(self, state: S, seat: int) -> None:
        """Withdraw ``seat``'s secret choice before the last seat has chosen (IllegalMove if
        it has none, or the game has no simultaneous decisions)."""
        if self.simultaneous is None:
            raise IllegalMove("nothing-to-take-back", "this game has no secret choices")
        kit = self._kit(state)
        self.simultaneous.take_back(kit, seat)
        # The log says that a choice was taken back, never what it was.
        kit.events.append(Event(TOOK_BACK, {"seat": seat}))

    def note_undo(self, state: S, seat: int) -> None:
        """Log that ``seat`` took back a move (the move itself is gone from the record)."""
        self._kit(state).events.append(Event(UNDID, {"seat": seat}))

    # -- setting up -------------------------------------------------------------------------
    @abstractmethod
    def new_state(self, players: int, options: Mapping[str, OptionValue], seed: int) -> S:
        """A fresh game; ``options`` are already resolved by ``info.options``."""

    def players_of(self, state: S) -> int:
        """How many seats the game in ``state`` has."""
        return int(self._kit(state).players)

    def options_of(self, state: S) -> dict[str, OptionValue]:
        """The resolved options of the game in ``state``."""
        return dict(self._kit(state).options)

    # -- deciding ---------------------------------------------------------------------------
    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats that must decide now (empty once the game is over)."""

    def decision_kind(self, state: S) -> str:
        """``SEQUENTIAL``, ``SIMULTANEOUS`` or ``OVER``."""
        if self.is_over(state):
            return OVER
        kit = self.simultaneous
        return (
            SIMULTANEOUS if kit is not None and self._kit(state).phase in kit.phases else SEQUENTIAL
        )

    @abstractmethod
    def legal_moves(self, state: S, seat: int) -> Sequence[M]:
        """The moves open to ``seat`` now (empty when it is not asked to decide)."""

    def search_moves(self, moves: Sequence[M]) -> Sequence[M]:
        """The legal ``moves`` a search tries (all of them unless the game names a few: for
        moves that differ only in a number, a few numbers stand for them all)."""
        return moves

    @abstractmethod
    def apply(self, state: S, seat: int, move: M) -> M:
        """Apply a move in place and return it as applied (the game's own instance of the legal
        move equal to ``move``); or raise an EmpiresError and leave the state untouched."""

    # -- optional moves (docs/api.md, "Optional moves") -------------------------------------
    #: The classes of the game's optional moves: moves a seat may make beside the decision
    #: the game waits for, whether it is asked or not. A move's class alone says whether it is
    #: optional; none by default.
    optional_kinds: tuple[type[Any], ...] = ()
    #: Options under which the game offers no optional moves (the windowed protocol of
    #: machine play): the arena and the learning environments take them unless told otherwise.
    machine_options: Mapping[str, OptionValue] = MappingProxyType({})

    def is_optional(self, move: M) -> bool:
        """Whether ``move`` is one of the game's optional moves (by its kind alone)."""
        return isinstance(move, self.optional_kinds)

    def optional_moves(self, state: S, seat: int) -> Sequence[M]:
        """The optional moves open to ``seat`` now, for clients to list, whether or not it is
        asked to decide; none by default. A game whose optional moves are too many to list
        (a bundle of any size) lists the usual ones and accepts any ``apply_optional`` allows."""
        return ()

    def apply_optional(self, state: S, seat: int, move: M) -> M:
        """Apply an optional move of ``seat`` in place and return it as applied, or raise an
        EmpiresError (an IllegalMove naming the rule) and leave the state untouched. Only games
        with ``optional_kinds`` are asked; the default refuses. A kit game whose optional move
        changes what the open decision offers empties the state's ``cache`` of offers."""
        raise IllegalMove("no-optional-moves", f"{self.info.name} has no optional moves")

    def search_optional(self, state: S, seat: int) -> Sequence[M]:
        """The optional moves a search weighs beside ``seat``'s decision (its turn only; at most
        one in a line of play); none by default, so searches ignore optional moves."""
        return ()

    def copy_state(self, state: S) -> S:
        """A deep copy that shares nothing mutable with ``state``."""
        copied: S = self._kit(state).copy()  # type: ignore[assignment]
        return copied

    # -- ending -----------------------------------------------------------------------------
    def is_over(self, state: S) -> bool:
        """Whether the game has ended."""
        return bool(self._kit(state).phase == OVER_PHASE)

    @abstractmethod
    def scores(self, state: S) -> list[int]:
        """Points per seat (for team games, each seat carries its team's points)."""

    @abstractmethod
    def winners(self, state: S) -> list[int]:
        """Seats that share first place, after the tie-breaks (empty before the end)."""

    # -- information ------------------------------------------------------------------------
    def view(self, state: S, seat: int | None) -> View:
        """What ``seat`` may know (``None``: a spectator), JSON-ready."""
        return self.views.make_view(state, seat, self.to_act(state))

    def sample_state(self, view: View, rng: SeededRng) -> S:
        """A full state consistent with ``view``, hidden parts drawn at random."""
        sampled: S = self.views.sample_state(view, rng)
        return sampled

    def events(self, state: S) -> Sequence[Event]:
        """Every event so far, public and private (filter with ``Event.visible_to``)."""
        return self._kit(state).events

    # -- encoding ---------------------------------------------------------------------------
    def state_to_json(self, state: S) -> dict[str, Any]:
        """The full state as JSON (documented per game in ``docs/``)."""
        return self._kit(state).to_json()

    def state_from_json(self, data: Mapping[str, Any]) -> S:
        """Read a full state, or raise BadPosition naming what is wrong."""
        state: S = self.state_type.from_json(data, self.info)  # type: ignore[assignment]
        return state

    def move_to_json(self, move: M) -> dict[str, Any]:
        """A move's JSON form."""
        return self.moves.to_json(move)

    def read_move(self, state: S, seat: int, data: Any) -> M:
        """A move's JSON form read where ``seat`` plays it (``Match.play`` reads every move so,
        stored ones too): ``move_from_json`` unless the game still reads an older form of a
        move whose meaning depends on the position, so old records and tables replay."""
        return self.move_from_json(data)

    def move_from_json(self, data: Any) -> M:
        """Read a move, or raise MalformedMove naming what is wrong."""
        move: M = self.moves.from_json(data)
        return move

    # -- texts ------------------------------------------------------------------------------
    def describe_move(self, move: M, lang: str) -> str:
        """A short readable description of a move."""
        return self.texts.describe_move(move, lang)

    def describe_choice(self, view: View, move: M, lang: str, names: Sequence[str]) -> Choice:
        """A legal move of the seat whose ``view`` this is, as that person reads it: what it
        acts on by name, its cost, its known result, a warning where it fails or wastes
        (``empires.kernel.choices``). The game's ``texts.describe_choice`` where it has one."""
        described = getattr(self.texts, "describe_choice", None)
        if described is None:
            return Choice(self.describe_move(move, lang))
        choice: Choice = described(view, move, lang, names)
        return choice

    def help_topic(self, view: View) -> str | None:
        """The section of the game's rules (a heading's anchor in ``web/rules.<lang>.md``)
        that the decision of ``view`` is about, for the rules panel and the terminal's
        ``help``; None for the rules from the start."""
        topic = getattr(self.texts, "help_topic", None)
        return None if topic is None else topic(view)

    def event_text(self, event: Event, lang: str, names: Sequence[str]) -> str:
        """One event as a sentence (the kernel's own events in the kernel's words)."""
        if event.key in KERNEL_TEXTS:
            template = KERNEL_TEXTS[event.key].get(lang) or KERNEL_TEXTS[event.key]["en"]
            return template.format(name=names[event.params["seat"]])
        return self.texts.event_text(event, lang, names)

    def render_view(self, view: View, lang: str, names: Sequence[str]) -> str:
        """A plain-text picture of a view, for terminals and logs."""
        return self.pictures.render_view(view, lang, names)

    def refusal(self, error: Exception, lang: str) -> str:
        """Why a move was refused, in ``lang``: the game's word ``refused_<rule>`` (its
        ``texts.VIEW_WORDS``, which the web table also reads) for an ``IllegalMove`` naming a
        rule, else the error's own (English) message."""
        rule = getattr(error, "rule", None)
        table = getattr(getattr(self, "texts", None), "VIEW_WORDS", None)
        if rule and isinstance(table, Mapping):
            for words in (table.get(lang) or {}, table.get("en") or {}):
                if f"refused_{rule}" in words:
                    return str(words[f"refused_{rule}"])
        return str(error)

    # -- typed lines (optional; docs/api.md, "Typed lines") ---------------------------------
    def read_typed(
        self, view: View, words: Sequence[str], lang: str, names: Sequence[str]
    ) -> M | str | None:
        """A line a person typed at a text client (the terminal), split into ``words``, read
        for the seat of ``view``: one of the game's moves (checked as any move when played),
        a text to show instead (an answer that changes nothing, such as a list), or None when
        the line is not the game's (the client reads it as its own). A line that is the game's
        but does not read raises ``NotUnderstood`` naming the word, in ``lang``. The game's
        ``texts.read_typed`` where it has one; None by default."""
        reader = getattr(getattr(self, "texts", None), "read_typed", None)
        return None if reader is None else reader(view, words, lang, names)

    def typed_hint(self, view: View, lang: str, names: Sequence[str]) -> str | None:
        """One line saying what the seat of ``view`` may type now (``read_typed``), shown
        under its choices; the game's ``texts.typed_hint`` where it has one, else None."""
        hint = getattr(getattr(self, "texts", None), "typed_hint", None)
        return None if hint is None else hint(view, lang, names)

    @abstractmethod
    def score_breakdown(self, state: S) -> list[dict[str, Any]]:
        """Per seat, how the final points were made up (JSON-ready)."""

    def rules_players(self, state: S) -> list[dict[str, Any]]:
        """The players no seat plays, run by the rules themselves (a solo game's automated
        opponent), for the end screen: per player its ``name`` by language, whether it ``won``,
        and its breakdown as ``score_breakdown`` gives the seats'. None by default."""
        return []

    # -- balance studies (optional) ---------------------------------------------------------
    def seat_roles(self, state: S) -> list[str] | None:
        """A label per seat for balance studies (for example the nation a seat plays), or
        ``None`` when seats have no roles besides their place."""
        return None

    # -- search (optional) ------------------------------------------------------------------
    def forecast(self, state: S) -> list[float] | None:
        """Each seat's expected final points from ``state`` (same scale as ``scores``), so
        that a search can stop its playouts early and judge the position; ``None`` (the
        default) when the game has no forecast and playouts must reach the end."""
        return None

    # -- learning environments (optional) ---------------------------------------------------
    def encoding(self, players: int, options: Mapping[str, OptionValue]) -> Encoding:
        """Fixed action ids and observation vectors for ``empires.envs`` (see
        ``empires.kernel.encoding``); ``options`` are resolved. Games without one raise."""
        if self.encoding_type is not None:
            return self.encoding_type(players, options)
        raise NotImplementedError(f"{self.info.name} has no encoding for learning environments")
