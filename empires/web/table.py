"""A table being played in this server process: the match rebuilt from the stored moves, the
clients watching it, and the driver that lets bots (and late or absent players' stand-ins) move.

Every change goes through the database first: a move is tried on a copy of the match, stored,
and only then made the table's position and sent out. When another process stored the ply
first, this one reads what it missed and tries again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from empires.kernel.errors import EmpiresError
from empires.kernel.game import SIMULTANEOUS
from empires.kernel.match import Match
from empires.kernel.registry import get_game
from empires.kernel.rng import WIDE_SEEDS, SeededRng
from empires.web import announce
from empires.web.names import seat_names
from empires.web.optional import OPTIONAL, bots_optional, decision_of
from empires.web.protocol import ProtocolError, error_of
from empires.web.store import (
    CANCELLED,
    EXPIRED,
    FINISHED,
    HUMAN,
    OPEN,
    RUNNING,
    STAND_IN,
    ChatRow,
    MoveRow,
    SeatRow,
    Store,
    TableRow,
)
from empires.web.tasks import cancel_and_wait

if TYPE_CHECKING:
    from empires.web.bot_pool import BotPool

log = logging.getLogger(__name__)

Send = Callable[[dict[str, Any]], Awaitable[None]]


@dataclass(eq=False)
class Client:
    """One connection watching a table: its seat (None: a spectator), language, and how much of
    the log it has been sent."""

    send: Send
    seat: int | None
    lang: str = "en"
    #: The hash of the token that opened the seat: when the seat changes hands, it no longer
    #: matches the seat's and the connection goes back to watching.
    token_hash: str = ""
    #: How many log lines it has been sent, and how many of the game's events (public and
    #: private) those were drawn from, so each update looks only at the new events.
    log_sent: int = 0
    events_read: int = 0
    #: How many of the table's stand-in moves its log has said.
    marks_read: int = 0
    #: The seat names its log was written with: when they change, it gets the whole log again,
    #: so old lines name people as they are called now.
    names_sent: list[str] = field(default_factory=list)
    #: When it sent its recent chat lines (chat.py limits how fast it may talk).
    chat_times: list[float] = field(default_factory=list)


@dataclass
class Presence:
    """How long a person may be gone, and who counts as here, for the driver."""

    heartbeat: float = 5.0

    def online(self, seat: SeatRow, now: float) -> bool:
        """Whether another server has seen the person in ``seat`` connected lately."""
        seen, left = seat.last_seen, seat.left_at
        recent = seen is not None and now - seen < 2.5 * self.heartbeat
        return recent and (left is None or seen is None or left < seen)


def bot_seed(table_seed: int, seat: int, ply: int) -> int:
    """The seed of the bot deciding for ``seat`` at ``ply``: the same in every process and after
    every restart, so a table's bots play the same game whoever runs them. For a wide (server)
    seed the mixed number selects the wide generator, so a bot's seed tells nothing of it."""
    mixed = (table_seed * 1_000_003 + ply) * 64 + seat
    if table_seed < WIDE_SEEDS:
        mixed &= 2**64 - 1  # as it always was
    return SeededRng(mixed).next_u64()


@dataclass(eq=False)
class LiveTable:
    """A table loaded in this process."""

    row: TableRow
    match: Match
    store: Store
    presence: Presence
    times: list[float] = field(default_factory=list)
    #: Per move played, the decision it answered: its kind and the seats that were asked.
    asked: list[tuple[str, tuple[int, ...]]] = field(default_factory=list)
    #: Moves the stand-in bot made for a person, in order: the ply, the number of events
    #: before the move (the log says so there), and the seat it chose for.
    stand_ins: list[tuple[int, int, int]] = field(default_factory=list)
    #: Per seat, whether its latest move was the stand-in's (its seat chip says so).
    stood_in: set[int] = field(default_factory=set)
    #: The newest lines of the table's chat, oldest first (chat.py keeps them).
    chat: list[ChatRow] = field(default_factory=list)
    #: How many chat lines the table has, and how many it may keep (the hub's limit).
    chat_total: int = 0
    chat_cap: int | None = None
    clients: set[Client] = field(default_factory=set)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    driver: asyncio.Task[None] | None = None
    #: Called after every change this process makes (the hub sends it to the clients).
    changed: Callable[[LiveTable], Awaitable[None]] | None = None
    #: The worker processes its bots think in (the hub gives every table its own).
    bots: BotPool | None = None
    #: Seconds after the last person left before the bots pause (None: never).
    idle_pause: float | None = None

    # -- loading ----------------------------------------------------------------------------
    @classmethod
    async def load(cls, store: Store, row: TableRow, presence: Presence) -> LiveTable:
        """Rebuild a table from its creation record and every stored move."""
        match = _stored_match(row)
        live = cls(row, match, store, presence)
        await live.catch_up()
        await live.repair()
        return live

    async def catch_up(self) -> bool:
        """Apply the moves other processes stored since this one last looked; True if any
        (or if an undo removed this process's last move: then every move is replayed)."""
        ply = len(self.match.moves)
        missed = await self.store.moves(self.row.id, max(0, ply - 1))
        if ply:
            last = self.match.moves[-1]
            if not missed or (missed[0].seat, missed[0].move) != (last.seat, last.move):
                await self.rebuild()
                return True
            missed = missed[1:]
        self._apply(missed)
        return bool(missed)

    async def rebuild(self) -> None:
        """Replay every stored move from the start (after an undo removed the last one)."""
        row = self.row
        self.match = _stored_match(row)
        self.times, self.asked = [], []
        self._apply(await self.store.moves(row.id))

    def _apply(self, missed: list[MoveRow]) -> None:
        for stored in missed:
            decision = decision_of(self.match, stored.move)
            self._note_maker(stored)
            self.match.play(stored.seat, stored.move)
            self.times.append(stored.at)
            self.asked.append(decision)

    def _note_maker(self, stored: MoveRow) -> None:
        """Remember whether the stand-in made ``stored``, before it is played."""
        if stored.by == STAND_IN:
            events = len(self.match.rules.events(self.match.state))
            self.stand_ins.append((stored.ply, events, stored.seat))
            self.stood_in.add(stored.seat)
        else:
            self.stood_in.discard(stored.seat)

    async def refresh_row(self) -> None:
        """Read the table's status and seats again (another process may have changed them)."""
        row = await self.store.table(self.row.id)
        if row is not None:
            self.row = row

    # -- asking -----------------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.row.id

    @property
    def ply(self) -> int:
        return len(self.match.moves)

    def local_seats(self) -> set[int]:
        """Seats with a connection to this process."""
        return {c.seat for c in self.clients if c.seat is not None}

    def online(self, seat: int, now: float) -> bool:
        """Whether the person in ``seat`` is connected to this or another process."""
        if seat in self.local_seats():
            return True
        return self.presence.online(self.row.seats[seat], now)

    def names(self, lang: str) -> list[str]:
        """Display names per seat: the person's name, or Player N, or "Bot N (hard)"."""
        return seat_names(self.row, lang)

    def turn_started(self) -> float:
        """When the current decision began (the last move, or the start of play)."""
        started = self.row.started_at or self.row.created_at
        # An optional move answers no decision: the clock goes on.
        answered = zip(reversed(self.times), reversed(self.asked), strict=True)
        last = next((at for at, (kind, _) in answered if kind != OPTIONAL), None)
        return started if last is None else max(started, last)

    def deadline(self) -> float | None:
        """When the turn timer runs out for everyone still to decide, if the table has one."""
        seconds = self.row.settings.get("turn_seconds")
        if not seconds or self.row.status != RUNNING:
            return None
        return self.turn_started() + float(seconds)

    def takeover_at(self, seat: int, now: float) -> float | None:
        """When a stand-in bot will decide for an absent person in ``seat`` (None: never)."""
        seconds = self.row.settings.get("takeover_seconds")
        info = self.row.seats[seat]
        if not seconds or info.kind != HUMAN or self.online(seat, now):
            return None
        gone_since = max(info.last_seen or 0.0, self.turn_started())
        return gone_since + float(seconds)

    def paused(self, now: float) -> bool:
        """Whether the bots (and stand-ins and the clock) wait because every person has been
        gone for ``idle_pause`` seconds; they go on when someone comes back. A table of bots
        only never pauses (the server caps how many run instead)."""
        people = [s for s in self.row.seats if s.kind == HUMAN]
        if self.idle_pause is None or not people:
            return False
        if any(self.online(s.seat, now) for s in people):
            return False
        start = self.row.started_at or self.row.created_at
        gone = max(max(s.left_at or 0.0, s.last_seen or 0.0, start) for s in people)
        return now - gone >= self.idle_pause

    def still_current(self, seat: int, ply: int) -> bool:
        """Whether a move ``seat`` chose when the game was at ``ply`` still answers the decision
        in front of it: nothing happened since, or only optional moves (which answer no decision)
        and other seats' secret choices in the same simultaneous decision (which ``seat`` could
        not have seen anyway), none of them its own."""
        if ply > self.ply:
            return False
        since = zip(self.asked[ply:], self.match.moves[ply:], strict=True)
        return all(
            kind == OPTIONAL or (kind == SIMULTANEOUS and seat in waiting and played.seat != seat)
            for (kind, waiting), played in since
        )

    # -- playing ----------------------------------------------------------------------------
    async def submit(self, seat: int, move: Any, ply: int | None = None, by: str = "") -> MoveRow:
        """Check, store and apply a move for ``seat`` (made ``by`` the stand-in, or not), then
        tell everyone; ProtocolError if refused (and nothing changes)."""
        stored, announced = await self._store_move(seat, move, ply, by)
        if self.changed is not None:
            await self.changed(self)
        if announced:  # events the game has the chat announce too (announce.py)
            await announce.post(self, announced)
        return stored

    async def _store_move(
        self, seat: int, move: Any, ply: int | None, by: str
    ) -> tuple[MoveRow, list[ChatRow]]:
        async with self.lock:
            for _ in range(5):
                if self.row.status in (CANCELLED, EXPIRED):
                    raise ProtocolError("closed", f"this table is {self.row.status}")
                if self.row.status == OPEN:
                    raise ProtocolError(
                        "not_started", "the game starts when every person has taken a seat"
                    )
                if by == STAND_IN and not self.stand_in_due(seat, time.time()):
                    # The person came back while the stand-in thought: the choice is theirs.
                    raise ProtocolError("stale", f"seat {seat}'s person is back to decide")
                if ply is not None and not self.still_current(seat, ply):
                    raise ProtocolError(
                        "stale",
                        f"the move was made at move {ply}, but the game is at move {self.ply}",
                    )
                trial = self.match.copy()
                try:
                    trial.play(seat, move)
                except EmpiresError as error:
                    raise error_of(error) from None
                stored = MoveRow(self.ply, seat, trial.moves[-1].move, time.time(), by)
                decision = decision_of(self.match, stored.move)
                # The move that ends the game and the table's end are one write.
                result = self._result(trial) if trial.is_over else None
                previous = self.match.moves[-1].move if self.match.moves else None
                if await self.store.add_move(self.id, stored, result, previous):
                    self._note_maker(stored)
                    announced = announce.lines_for(self.match, trial, stored.at)
                    self.match = trial
                    self.times.append(stored.at)
                    self.asked.append(decision)
                    if result is not None:
                        self._finished(stored.at, result)
                    self.wake.set()
                    return stored, announced
                # Another process stored this ply first (a race, not a stale client): take its
                # move and try ours again on the new position, where the kernel checks it anew.
                await self.catch_up()
                ply = None
            raise ProtocolError("busy", "the table is too busy; try again")

    @staticmethod
    def _result(match: Match) -> dict[str, Any]:
        return {"scores": match.scores(), "winners": match.winners()}

    def _finished(self, at: float, result: dict[str, Any]) -> None:
        self.row.status, self.row.finished_at, self.row.result = FINISHED, at, result

    async def repair(self) -> None:
        """Mark the table finished if its game is over but the table says otherwise (a store
        written before the end and the last move were one transaction, or by hand)."""
        if self.match.is_over and self.row.status != FINISHED:
            at = self.times[-1] if self.times else time.time()
            result = self._result(self.match)
            await self.store.set_status(self.id, FINISHED, at, result)
            self._finished(at, result)
            log.warning(
                "table %s: the game was over but the table was not; marked finished", self.id
            )

    # -- the driver: bots, stand-ins and the turn timer --------------------------------------
    def start_driver(self) -> None:
        """Run the driver while the table is loaded and in play."""
        if self.driver is None or self.driver.done():
            self.driver = asyncio.create_task(self._drive(), name=f"table {self.id}")

    async def stop_driver(self) -> None:
        await cancel_and_wait(self.driver)
        self.driver = None

    def stand_in(self, now: float) -> tuple[int, str] | None:
        """The first seat a bot must decide for now, with the bot's kind; None if none."""
        if self.row.status != RUNNING:
            return None
        fallback = str(self.row.settings.get("takeover_bot") or "random")
        for seat in self.match.to_act():
            kind = self.row.seats[seat].kind
            if kind != HUMAN:
                return seat, kind
            if self.stand_in_due(seat, now):
                return seat, fallback
        return None

    def stand_in_due(self, seat: int, now: float) -> bool:
        """Whether a stand-in must decide now for the person in ``seat``: they have been gone
        past the takeover delay, or the turn timer has run out."""
        due, deadline = self.takeover_at(seat, now), self.deadline()
        return (due is not None and now >= due) or (deadline is not None and now >= deadline)

    def next_alarm(self, now: float) -> float | None:
        """The next moment the driver must look again (a timer or a takeover running out)."""
        if self.row.status != RUNNING:
            return None
        moments = [self.deadline()] + [self.takeover_at(s, now) for s in self.match.to_act()]
        future = [m for m in moments if m is not None]
        return min(future) if future else None

    async def _drive(self) -> None:
        was_paused = False
        while True:
            self.wake.clear()
            if self.row.status != RUNNING:
                await self.store.release(self.id)
            elif not await self.store.claim(self.id):
                # Another process drives this table; look again in case it has gone.
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.wake.wait(), self.presence.heartbeat)
                continue
            now = time.time()
            if self.paused(now):
                if not was_paused and self.changed is not None:
                    await self.changed(self)  # watchers are told that the table waits
                was_paused = True
                # Everyone has gone: wait for someone to come back (here, or at another process,
                # which only the database tells).
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.wake.wait(), self.presence.heartbeat)
                await self.refresh_row()
                continue
            was_paused = False
            if await bots_optional(self):  # each bot once per decision (optional.py)
                continue
            choice = self.stand_in(now)
            if choice is not None and self.row.seats[choice[0]].kind == HUMAN:
                # Before standing in for a person, make sure no other process has seen them.
                await self.refresh_row()
                choice = self.stand_in(now)
            if choice is not None:
                await self._bot_move(*choice)
                continue
            alarm = self.next_alarm(now)
            timeout = None if alarm is None else max(0.0, alarm - time.time()) + 0.05
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.wake.wait(), timeout)

    async def _bot_move(self, seat: int, kind: str) -> None:
        if self.bots is None:
            raise RuntimeError(f"table {self.id} has no bot pool to think in")
        ply = self.ply
        view, legal = self.match.view(seat), self.match.legal_moves(seat)
        # Bots see only the view and the legal moves, so they think in another process.
        move = await self.bots.decide(
            self.match.rules,
            kind,
            bot_seed(self.row.seed, seat, ply),
            view,
            legal,
            label=f"table {self.id}, seat {seat}, move {ply}",
        )
        # A bot standing in for a person is said out loud (the log, the seat, the record).
        by = STAND_IN if self.row.seats[seat].kind == HUMAN else ""
        try:
            await self.submit(seat, self.match.rules.move_to_json(move), ply, by)
        except ProtocolError as error:
            # Somebody moved meanwhile (maybe this bot, run by another process): look again.
            if error.code not in ("stale", "not_your_turn"):
                log.error("bot %s for seat %d at table %s: %s", kind, seat, self.id, error.message)
                raise


def _stored_match(row: TableRow) -> Match:
    """A stored table's match before any move, with options added since read as it was played."""
    rules = get_game(row.game)
    return Match(rules, row.players, rules.info.options.stored(row.options), row.seed)
