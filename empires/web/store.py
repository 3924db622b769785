"""What the web table keeps in its database, and the interface both databases implement.

A table is its creation record (game, players, options, seed, settings, seats) plus the list of
moves played; the game itself is never stored, only replayed from that list. A move row is
written before the move is acknowledged, and the pair (table, ply) is unique, so when two server
processes race to store a move for the same ply exactly one wins and the other catches up.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

#: Table statuses, in the order a table goes through them.
OPEN = "open"  # waiting for people to take their seats
RUNNING = "running"
FINISHED = "finished"
CANCELLED = "cancelled"  # by its creator, before it started
EXPIRED = "expired"  # nobody opened it in time
STATUSES = (OPEN, RUNNING, FINISHED, CANCELLED, EXPIRED)
#: Statuses a table never leaves.
ENDED = (FINISHED, CANCELLED, EXPIRED)

HUMAN = "human"

#: Called with (table id, what changed) when any process changes a table.
Listener = Callable[[str, str], Awaitable[None]]


@dataclass
class SeatRow:
    """One seat of a table: who plays it (a person or a bot kind) and their presence."""

    seat: int
    kind: str
    token_hash: str
    name: str = ""
    joined_at: float | None = None
    #: When a server last saw the person connected (refreshed every heartbeat).
    last_seen: float | None = None
    #: When the person's last connection closed (None: never); later than ``last_seen``
    #: heartbeats mean they are connected again somewhere.
    left_at: float | None = None
    #: SHA-256 of the seat's claim code while its invite link is unused ("" once claimed).
    claim_hash: str = ""


@dataclass
class TableRow:
    """A table as created, with its status and timestamps."""

    id: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    settings: dict[str, Any]
    status: str
    created_at: float
    started_at: float | None = None
    finished_at: float | None = None
    result: dict[str, Any] | None = None
    seats: list[SeatRow] = field(default_factory=list)
    #: The secret salt of the seed's commitment (hex; "" for tables without one).
    salt: str = ""
    #: SHA-256 of the creator's owner token (cancelling the table); "" for none.
    owner_hash: str = ""


@dataclass(frozen=True)
class MoveRow:
    """A stored move: its number in the game (from 0), who played it, its JSON form, when."""

    ply: int
    seat: int
    move: dict[str, Any]
    at: float
    #: Who chose it when not the seat's person: "" (the seat itself, or its bot) or STAND_IN
    #: (the table's stand-in bot, for a person out of time or away). Replays ignore it.
    by: str = ""


#: MoveRow.by of a move the stand-in bot made for a person.
STAND_IN = "stand-in"


@dataclass(frozen=True)
class ChatRow:
    """A chat line: when, by which seat (None: a spectator), under which name, and its text."""

    at: float
    seat: int | None
    name: str
    text: str


class Store(ABC):
    """A database of tables and moves. Every write is durable when the call returns."""

    #: Names this store in notifications, so it can ignore its own.
    origin: str = ""

    @abstractmethod
    async def open(self) -> None:
        """Connect and create the schema if it is missing."""

    @abstractmethod
    async def close(self) -> None:
        """Release connections."""

    @abstractmethod
    async def create_table(self, table: TableRow) -> None:
        """Store a new table with its seats."""

    @abstractmethod
    async def table(self, table_id: str) -> TableRow | None:
        """One table with its seats, or None."""

    @abstractmethod
    async def tables(self, status: str | None = None, limit: int = 100) -> list[TableRow]:
        """The newest tables (optionally of one status), with their seats."""

    @abstractmethod
    async def moves(self, table_id: str, from_ply: int = 0) -> list[MoveRow]:
        """The moves of a table from ``from_ply`` on, in order."""

    @abstractmethod
    async def add_move(
        self,
        table_id: str,
        move: MoveRow,
        result: dict[str, Any] | None = None,
        previous: dict[str, Any] | None = None,
    ) -> bool:
        """Store a move at its ply; False (and nothing stored) if that ply is already taken,
        or if ``previous`` (the move before it, as the caller knows it) is not the one stored
        (an undo replaced it). With ``result`` (the move ended the game) the table is marked
        finished with it in the same transaction, so no crash can leave a finished game
        "running"."""

    @abstractmethod
    async def undo_move(self, table_id: str, seat: int, mark: MoveRow) -> bool:
        """Undo a move: remove the move at ``mark.ply`` if it is the table's last and
        ``seat``'s, and store ``mark`` (the record's note of the undo) in its place, in one
        transaction; whether it did (of an undo and a move after it, one wins)."""

    @abstractmethod
    async def add_chat(self, table_id: str, line: ChatRow) -> None:
        """Store a chat line of a table."""

    @abstractmethod
    async def chat_count(self, table_id: str) -> int:
        """How many chat lines a table has."""

    @abstractmethod
    async def chat(self, table_id: str, limit: int) -> list[ChatRow]:
        """The newest ``limit`` chat lines of a table, oldest first."""

    @abstractmethod
    async def add_review(self, table_id: str, seat: int, review: dict[str, Any], at: float) -> None:
        """Store the coach's review of a seat's decisions, unless the seat has one already
        (then the stored one stays)."""

    @abstractmethod
    async def review(self, table_id: str, seat: int) -> tuple[dict[str, Any], float] | None:
        """A seat's stored review and when it was made, or None."""

    @abstractmethod
    async def join_seat(self, table_id: str, seat: int, name: str, at: float) -> None:
        """Record that a person took a seat (the first time) and is present now; ``name``
        fills the seat's name only if it has none (a name is changed by rename_seat)."""

    # -- who holds a seat (every change conditional, so racing requests get one answer) --------
    @abstractmethod
    async def claim_seat(
        self, table_id: str, claim_hash: str, token_hash: str, name: str
    ) -> int | None:
        """Swap an unused invitation for a seat token in one conditional write: the seat whose
        ``claim_hash`` this is gets ``token_hash`` and ``name`` and loses its invitation. The
        seat, or None if no seat of the table has that invitation (used, replaced or never
        made); of two racing claims of one invitation exactly one gets the seat."""

    @abstractmethod
    async def invite_seat(self, table_id: str, seat: int, token_hash: str, claim_hash: str) -> bool:
        """Give a seat a new invitation (replacing any unused one) if ``token_hash`` still
        holds it; whether it did. The holder keeps playing until the invitation is claimed."""

    @abstractmethod
    async def leave_seat(self, table_id: str, seat: int, token_hash: str, kind: str) -> bool:
        """Hand a person's seat to a bot of ``kind`` for good if ``token_hash`` still holds it
        (its token and any invitation stop acting); whether it did."""

    @abstractmethod
    async def rename_seat(self, table_id: str, seat: int, token_hash: str, name: str) -> bool:
        """Set a seat's name if ``token_hash`` still holds it; whether it did."""

    @abstractmethod
    async def seen(self, seats: list[tuple[str, int]], at: float) -> None:
        """Record that the people in these (table, seat) pairs are present at ``at``, in one
        transaction."""

    @abstractmethod
    async def left(self, table_id: str, seat: int, at: float) -> None:
        """Record that the person in ``seat`` closed their last connection at ``at``."""

    @abstractmethod
    async def set_status(
        self, table_id: str, status: str, at: float, result: dict[str, Any] | None = None
    ) -> None:
        """Move a table to ``status`` (stamping started_at or finished_at)."""

    @abstractmethod
    async def running_tables(self) -> list[str]:
        """Ids of the tables in play (to resume their bots and clocks after a restart)."""

    # -- one driver per table -----------------------------------------------------------------
    async def claim(self, table_id: str) -> bool:
        """Whether this process may drive the table (its bots, stand-ins and clock). A store
        shared by several processes grants a table to one of them at a time, until it releases
        the table or dies; a single-process store always grants it."""
        return True

    async def release(self, table_id: str) -> None:  # noqa: B027 - optional
        """Give up driving a table (it has finished), so the claim holds nothing."""

    # -- telling other processes ---------------------------------------------------------------
    async def notify(self, table_id: str, what: str) -> None:  # noqa: B027 - optional
        """Tell every other server process on this database that a table changed."""

    async def listen(self, listener: Listener) -> None:  # noqa: B027 - optional
        """Call ``listener`` whenever another process notifies; a single-process store does
        nothing."""


def open_store(url: str) -> Store:
    """The store for a database address: ``sqlite:///path`` (or a bare path), or
    ``postgresql://...``."""
    if url.startswith(("postgresql://", "postgres://")):
        from empires.web.postgres_store import PostgresStore

        return PostgresStore(url)
    from empires.web.sqlite_store import SqliteStore

    path = url.removeprefix("sqlite:///").removeprefix("sqlite://")
    return SqliteStore(path)
