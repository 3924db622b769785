"""The contract every game fulfils; the kernel and all clients speak only this.

A game is a set of stateless rules over a state object it owns. The kernel never looks
inside a state: it asks the rules who must act, which moves are legal, applies moves, and
asks for per-seat views (the only thing bots and clients receive).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from empires.kernel.events import Event
from empires.kernel.options import OptionSet, OptionValue
from empires.kernel.rng import SeededRng

if TYPE_CHECKING:
    from empires.kernel.encoding import Encoding

S = TypeVar("S")
M = TypeVar("M")

#: Decision kinds, after Board Game Arena's state machine: one seat acts, several seats act
#: at once (each choosing in secret), or nobody (the game is over).
SEQUENTIAL = "sequential"
SIMULTANEOUS = "simultaneous"
OVER = "over"

View = dict[str, Any]


@dataclass(frozen=True)
class GameInfo:
    """What the registry and the lobby know of a game."""

    name: str
    titles: Mapping[str, str]
    min_players: int
    max_players: int
    mechanics: tuple[str, ...]
    summaries: Mapping[str, str]
    options: OptionSet
    version: str

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
            "mechanics": list(self.mechanics),
            "summary": self.summaries.get(lang) or self.summaries["en"],
            "options": [option.describe(lang) for option in self.options.options],
            "version": self.version,
        }


class Bot(ABC):
    """A player that sees only its view and the legal moves."""

    @abstractmethod
    def choose(self, view: View, legal: Sequence[Any]) -> Any:
        """Return one of ``legal``."""


BotFactory = Callable[[int], Bot]


class Rules(ABC, Generic[S, M]):
    """The rules of one game. Stateless: every method takes the state it works on."""

    info: GameInfo
    #: Bot kinds this game offers, by name; each factory takes a seed.
    bots: Mapping[str, BotFactory]

    # -- setting up -------------------------------------------------------------------------
    @abstractmethod
    def new_state(self, players: int, options: Mapping[str, OptionValue], seed: int) -> S:
        """A fresh game; ``options`` are already resolved by ``info.options``."""

    @abstractmethod
    def players_of(self, state: S) -> int:
        """How many seats the game in ``state`` has."""

    @abstractmethod
    def options_of(self, state: S) -> dict[str, OptionValue]:
        """The resolved options of the game in ``state``."""

    # -- deciding ---------------------------------------------------------------------------
    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats that must decide now (empty once the game is over)."""

    @abstractmethod
    def decision_kind(self, state: S) -> str:
        """``SEQUENTIAL``, ``SIMULTANEOUS`` or ``OVER``."""

    @abstractmethod
    def legal_moves(self, state: S, seat: int) -> Sequence[M]:
        """The moves open to ``seat`` now (empty when it is not asked to decide)."""

    @abstractmethod
    def apply(self, state: S, seat: int, move: M) -> M:
        """Apply a move in place and return it as applied (the game's own instance of the legal
        move equal to ``move``); or raise an EmpiresError and leave the state untouched."""

    @abstractmethod
    def copy_state(self, state: S) -> S:
        """A deep copy that shares nothing mutable with ``state``."""

    # -- ending -----------------------------------------------------------------------------
    @abstractmethod
    def is_over(self, state: S) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def scores(self, state: S) -> list[int]:
        """Points per seat (for team games, each seat carries its team's points)."""

    @abstractmethod
    def winners(self, state: S) -> list[int]:
        """Seats that share first place, after the tie-breaks (empty before the end)."""

    # -- information ------------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> View:
        """What ``seat`` may know (``None``: a spectator), JSON-ready."""

    @abstractmethod
    def sample_state(self, view: View, rng: SeededRng) -> S:
        """A full state consistent with ``view``, hidden parts drawn at random."""

    @abstractmethod
    def events(self, state: S) -> Sequence[Event]:
        """Every event so far, public and private (filter with ``Event.visible_to``)."""

    # -- encoding ---------------------------------------------------------------------------
    @abstractmethod
    def state_to_json(self, state: S) -> dict[str, Any]:
        """The full state as JSON (documented per game in ``docs/``)."""

    @abstractmethod
    def state_from_json(self, data: Mapping[str, Any]) -> S:
        """Read a full state, or raise BadPosition naming what is wrong."""

    @abstractmethod
    def move_to_json(self, move: M) -> dict[str, Any]:
        """A move's JSON form."""

    @abstractmethod
    def move_from_json(self, data: Any) -> M:
        """Read a move, or raise MalformedMove naming what is wrong."""

    # -- texts ------------------------------------------------------------------------------
    @abstractmethod
    def describe_move(self, move: M, lang: str) -> str:
        """A short readable description of a move."""

    @abstractmethod
    def event_text(self, event: Event, lang: str, names: Sequence[str]) -> str:
        """One event as a sentence."""

    @abstractmethod
    def render_view(self, view: View, lang: str, names: Sequence[str]) -> str:
        """A plain-text picture of a view, for terminals and logs."""

    @abstractmethod
    def score_breakdown(self, state: S) -> list[dict[str, Any]]:
        """Per seat, how the final points were made up (JSON-ready)."""

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
        raise NotImplementedError(f"{self.info.name} has no encoding for learning environments")
