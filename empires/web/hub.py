"""The tables of one server process: creating them, loading them on demand, seating clients
by their tokens, sending every change to everyone watching, and hearing of changes made by other
processes on the same database."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import secrets
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from empires.bots.catalog import bot_names
from empires.kernel.errors import InvalidOptions
from empires.kernel.game import Rules
from empires.kernel.registry import get_game
from empires.web import chat
from empires.web.bot_pool import BotPool
from empires.web.fairness import new_salt, server_seed
from empires.web.lifetimes import CLOSED, keep_expiring
from empires.web.limits import Limits
from empires.web.payloads import state_payload
from empires.web.protocol import ProtocolError, is_table_id
from empires.web.store import HUMAN, OPEN, RUNNING, SeatRow, Store, TableRow
from empires.web.table import Client, LiveTable, Presence
from empires.web.tasks import cancel_and_wait

log = logging.getLogger(__name__)

#: Sent to a connection whose seat has been handed on or left to a bot.
SEAT_LOST = ProtocolError(
    "seat_lost", "this seat has been handed on or left to a bot: you are watching now"
)

#: Sent to a connection whose seat was opened in another window (tab or browser): one window
#: acts for a seat at a time, the newest; the older one watches until it takes the seat back.
SEAT_ELSEWHERE = ProtocolError(
    "seat_elsewhere", "this seat is now open in another window: you are watching here"
)

#: Longest turn timer and takeover delay a table may set, in seconds (a day).
MAX_SECONDS = 86_400


def token_hash(token: str) -> str:
    """Tokens are kept only as hashes, so the database alone does not let anyone sit down."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class NewTable:
    """A created table, shown once: the creator's own seat token (if the creator sits), the
    claim codes of the other people's seats, and the creator's owner token."""

    row: TableRow
    tokens: dict[int, str]
    owner_token: str
    claims: dict[int, str] = field(default_factory=dict)


def new_secret() -> str:
    """A seat token, claim code or owner token: 24 random bytes (192 bits), URL-safe."""
    return secrets.token_urlsafe(24)


def _check_seats(
    rules: Rules[Any, Any], players: int, seats: Sequence[str], creator: int | None
) -> None:
    """Whether the player count, the seats' kinds and the creator's seat fit the game:
    InvalidOptions names what does not."""
    info = rules.info
    if not info.min_players <= players <= info.max_players:
        raise InvalidOptions(
            f"{info.name} takes {info.min_players} to {info.max_players} players, not {players}"
        )
    if len(seats) != players:
        raise InvalidOptions(f"a {players}-player table needs {players} seats, not {len(seats)}")
    kinds = bot_names(rules)
    for kind in seats:
        if kind != HUMAN and kind not in kinds:
            raise InvalidOptions(f"unknown seat kind {kind!r}; known: human, {', '.join(kinds)}")
    if creator is not None and not (0 <= creator < players and seats[creator] == HUMAN):
        raise InvalidOptions("the creator's seat must be one of the table's people's seats")


class Hub:
    """Every table this process serves."""

    def __init__(self, store: Store, heartbeat: float = 5.0, limits: Limits | None = None) -> None:
        self.store = store
        self.presence = Presence(heartbeat)
        self.limits = limits or Limits()
        self.bots = BotPool(self.limits.bot_workers, self.limits.bot_seconds)
        self.tables: dict[str, LiveTable] = {}
        self._loading: dict[str, asyncio.Future[LiveTable | None]] = {}
        self._tasks: list[asyncio.Task[None]] = []

    # -- life --------------------------------------------------------------------------------
    async def start(self) -> None:
        """Open the database, resume every table in play, listen to other processes."""
        await self.store.open()
        await self.store.listen(self._heard)
        for table_id in await self.store.running_tables():
            live = await self.get(table_id)
            if live is not None:
                live.start_driver()
        self._tasks.append(asyncio.create_task(self._heartbeat(), name="heartbeat"))
        self._tasks.append(asyncio.create_task(keep_expiring(self), name="expiry"))

    async def stop(self) -> None:
        for task in self._tasks:
            await cancel_and_wait(task)
        for live in self.tables.values():
            await live.stop_driver()
        await self.bots.close()
        await self.store.close()

    # -- tables ------------------------------------------------------------------------------
    async def create(
        self,
        game: str,
        players: int,
        options: Mapping[str, Any],
        seats: Sequence[str],
        settings: Mapping[str, Any],
        seed: int | None = None,
        creator: int | None = None,
    ) -> NewTable:
        """Check and store a new table; InvalidOptions names anything wrong. The person's seat
        ``creator`` (None: the creator only watches) gets a token at once; every other
        person's seat gets a claim code, swapped for a token of its own by whoever uses it."""
        rules = get_game(game)
        _check_seats(rules, players, seats, creator)
        resolved = rules.info.options.resolve(players, options)
        checked = self._settings(settings, bot_names(rules))
        if seed is not None:
            checked["seeded"] = True  # a chosen seed is shown to everyone (web/fairness.py)
        people = [i for i, kind in enumerate(seats) if kind == HUMAN]
        tokens = {i: new_secret() for i in people if i == creator}
        claims = {i: new_secret() for i in people if i != creator}
        owner_token = new_secret()
        now = time.time()
        row = TableRow(
            id=secrets.token_urlsafe(9),
            game=game,
            players=players,
            options=resolved,
            seed=server_seed() if seed is None else seed,
            salt=new_salt(),
            settings=checked,
            status=OPEN if people else RUNNING,
            created_at=now,
            started_at=None if people else now,
            seats=[
                SeatRow(
                    i,
                    kind,
                    token_hash(tokens[i]) if i in tokens else "",
                    claim_hash=token_hash(claims[i]) if i in claims else "",
                )
                for i, kind in enumerate(seats)
            ],
            owner_hash=token_hash(owner_token),
        )
        await self.store.create_table(row)
        if not people:
            live = await self.get(row.id)
            if live is not None:
                live.start_driver()
        return NewTable(row, tokens, owner_token, claims)

    @staticmethod
    def _settings(settings: Mapping[str, Any], kinds: Sequence[str]) -> dict[str, Any]:
        known = {
            "turn_seconds",
            "takeover_seconds",
            "takeover_bot",
            "spectator_chat",
            "undo",
            "hints",
        }
        unknown = set(settings) - known
        if unknown:
            raise InvalidOptions(
                f"unknown table setting(s) {sorted(unknown)}; known: {sorted(known)}"
            )
        checked: dict[str, Any] = {}
        for key in ("turn_seconds", "takeover_seconds"):
            value = settings.get(key)
            if value is None:
                continue
            if (
                not isinstance(value, int)
                or isinstance(value, bool)
                or not 1 <= value <= MAX_SECONDS
            ):
                raise InvalidOptions(
                    f"{key} must be a whole number of seconds from 1 to {MAX_SECONDS}"
                )
            checked[key] = value
        bot = settings.get("takeover_bot") or ("heuristic" if "heuristic" in kinds else kinds[0])
        if bot not in kinds:
            raise InvalidOptions(f"takeover_bot must be one of {', '.join(kinds)}, not {bot!r}")
        checked["takeover_bot"] = bot
        spectator_chat = settings.get("spectator_chat")
        if spectator_chat not in (None, False, True):
            raise InvalidOptions("spectator_chat must be true or false")
        if spectator_chat:
            checked["spectator_chat"] = True  # spectators may write in the chat, not only read
        undo = settings.get("undo", True)
        if not isinstance(undo, bool):
            raise InvalidOptions(f"undo must be true or false, not {undo!r}")
        checked["undo"] = undo
        hints = settings.get("hints", False)
        if not isinstance(hints, bool):
            raise InvalidOptions(f"hints must be true or false, not {hints!r}")
        if hints:
            checked["hints"] = True  # a seated person may ask for a hint (web/hints.py)
        return checked

    async def get(self, table_id: str) -> LiveTable | None:
        """The table, loaded from the database on first use; None if there is none."""
        live = self.tables.get(table_id)
        if live is not None or not is_table_id(table_id):
            return live
        # One load per table at a time; the entry goes when the load ends (found or not), so
        # nothing a request for an unknown table creates outlives it.
        loading = self._loading.get(table_id)
        if loading is None:
            loading = asyncio.ensure_future(self._load(table_id))
            self._loading[table_id] = loading
            loading.add_done_callback(lambda _: self._loading.pop(table_id, None))
        return await asyncio.shield(loading)

    async def _load(self, table_id: str) -> LiveTable | None:
        row = await self.store.table(table_id)
        if row is None:
            return None
        live = await LiveTable.load(self.store, row, self.presence)
        await chat.load(live)
        live.changed = self.broadcast
        live.bots, live.idle_pause = self.bots, self.limits.idle_pause
        live.chat_cap = self.limits.chat_lines_per_table
        self.tables[table_id] = live
        return live

    # -- people ------------------------------------------------------------------------------
    async def seat_of(self, live: LiveTable, token: str | None) -> int | None:
        """The seat a token opens (None for no token: a spectator); ProtocolError if it opens
        none. The seats are read from the database first: another process may have just
        handed the seat on (or seated this token), and its note may still be on the way."""
        if token is None:
            return None
        digest = token_hash(token)
        async with live.lock:
            await live.refresh_row()
        for seat in live.row.seats:
            if seat.token_hash and hmac.compare_digest(seat.token_hash, digest):
                return seat.seat
        raise ProtocolError(
            "bad_token", "this seat token does not open a seat of this table (any more)"
        )

    @staticmethod
    def holds(live: LiveTable, client: Client) -> bool:
        """Whether the connection's seat is still held by the token that opened it."""
        if client.seat is None:
            return False
        current = live.row.seats[client.seat].token_hash
        return bool(current) and hmac.compare_digest(current, client.token_hash)

    async def demote(self, live: LiveTable) -> None:
        """Turn every connection whose seat has changed hands (or gone to a bot) into a
        spectator, telling it why, before anything more of the seat is sent to it."""
        for client in list(live.clients):
            if client.seat is not None and not self.holds(live, client):
                client.seat = None
                with contextlib.suppress(Exception):
                    await client.send(SEAT_LOST.payload())

    async def start_if_ready(self, live: LiveTable, now: float) -> None:
        """Start an open table once every person's seat has been taken once."""
        everyone = all(s.joined_at is not None for s in live.row.seats if s.kind == HUMAN)
        if live.row.status == OPEN and everyone:
            await self.store.set_status(live.id, RUNNING, now)
            live.row.status, live.row.started_at = RUNNING, now
        if live.row.status == RUNNING:
            live.start_driver()
        live.wake.set()

    async def join(self, live: LiveTable, client: Client, name: str) -> None:
        """Seat a connection; the game starts when every person has joined once.
        ProtocolError if the table was cancelled or expired."""
        if live.row.status in CLOSED:
            raise ProtocolError("closed", CLOSED[live.row.status])
        live.clients.add(client)
        if client.seat is not None:
            now = time.time()
            info = live.row.seats[client.seat]
            # The hello's name only fills a seat without one: a seat's name is set when it is
            # claimed and changed by its holder (holders.rename), never by opening the table.
            await self.store.join_seat(live.id, client.seat, name, now)
            await self._one_window(live, client)
            info.name = info.name or name
            info.joined_at = info.joined_at or now
            info.last_seen = now
            if live.row.status == OPEN:
                # Another process may have seated the others a moment ago, its note still on
                # the way: read the seats again before deciding whether the game starts.
                await live.refresh_row()
            await self.start_if_ready(live, now)
        await self.broadcast(live, joining=client)

    @staticmethod
    async def _one_window(live: LiveTable, newest: Client) -> None:
        """Turn this process's other connections of ``newest``'s seat into spectators: only
        the newest window is "you" at the seat (and may move)."""
        for client in list(live.clients):
            if client is not newest and client.seat == newest.seat:
                client.seat = None
                with contextlib.suppress(Exception):
                    await client.send(SEAT_ELSEWHERE.payload())

    async def leave(self, live: LiveTable, client: Client) -> None:
        live.clients.discard(client)
        if client.seat is not None and client.seat not in live.local_seats():
            now = time.time()
            info = live.row.seats[client.seat]
            info.last_seen = info.left_at = now
            await self.store.left(live.id, client.seat, now)
            live.wake.set()
            await self.broadcast(live)

    # -- telling -----------------------------------------------------------------------------
    async def broadcast(self, live: LiveTable, *, joining: Client | None = None) -> None:
        """Send each client watching ``live`` its own payload."""
        await self.demote(live)
        for client in list(live.clients):
            payload = state_payload(live, client, full_log=client is joining)
            try:
                await client.send(payload)
            except Exception:  # a client that went away; its handler removes it
                log.debug("could not send to a client of table %s", live.id)

    async def _heard(self, table_id: str, what: str) -> None:
        """Another process (or this one) changed a table."""
        targets = list(self.tables.values()) if table_id == "*" else [self.tables.get(table_id)]
        for live in targets:
            if live is None:
                continue
            if what == "chat":
                await chat.relay(live)
                continue
            async with live.lock:
                await live.refresh_row()
                await live.catch_up()
            if live.row.status == RUNNING:
                live.start_driver()
            live.wake.set()
            await self.broadcast(live)

    async def _heartbeat(self) -> None:
        """Record who is here, so other processes know not to stand in for them."""
        while True:
            await asyncio.sleep(self.presence.heartbeat)
            now = time.time()
            present = [(live, seat) for live in self.tables.values() for seat in live.local_seats()]
            if present:
                await self.store.seen([(live.id, seat) for live, seat in present], now)
            for live, seat in present:
                live.row.seats[seat].last_seen = now
            for live in list(self.tables.values()):
                settings = live.row.settings
                if settings.get("takeover_seconds") or settings.get("turn_seconds"):
                    await self.broadcast(live)  # presence and clocks changed
