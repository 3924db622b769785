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
from dataclasses import dataclass
from typing import Any

from empires.bots.catalog import bot_names
from empires.kernel.errors import InvalidOptions
from empires.kernel.registry import get_game
from empires.web.fairness import new_salt, server_seed
from empires.web.payloads import state_payload
from empires.web.protocol import ProtocolError
from empires.web.store import HUMAN, OPEN, RUNNING, SeatRow, Store, TableRow
from empires.web.table import Client, LiveTable, Presence

log = logging.getLogger(__name__)

#: Longest turn timer and takeover delay a table may set, in seconds (a day).
MAX_SECONDS = 86_400


def token_hash(token: str) -> str:
    """Tokens are kept only as hashes, so the database alone does not let anyone sit down."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class NewTable:
    """A created table, the secret tokens of its people's seats and its creator's owner token
    (shown once)."""

    row: TableRow
    tokens: dict[int, str]
    owner_token: str


class Hub:
    """Every table this process serves."""

    def __init__(self, store: Store, heartbeat: float = 5.0) -> None:
        self.store = store
        self.presence = Presence(heartbeat)
        self.tables: dict[str, LiveTable] = {}
        self._loading: dict[str, asyncio.Lock] = {}
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

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        for live in self.tables.values():
            await live.stop_driver()
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
    ) -> NewTable:
        """Check and store a new table; InvalidOptions names anything wrong."""
        rules = get_game(game)
        info = rules.info
        if not info.min_players <= players <= info.max_players:
            raise InvalidOptions(
                f"{game} takes {info.min_players} to {info.max_players} players, not {players}"
            )
        resolved = info.options.resolve(players, options)
        if len(seats) != players:
            raise InvalidOptions(
                f"a {players}-player table needs {players} seats, not {len(seats)}"
            )
        kinds = bot_names(rules)
        for kind in seats:
            if kind != HUMAN and kind not in kinds:
                raise InvalidOptions(
                    f"unknown seat kind {kind!r}; known: human, {', '.join(kinds)}"
                )
        checked = self._settings(settings, kinds)
        if seed is not None:
            checked["seeded"] = True  # a chosen seed is shown to everyone (web/fairness.py)
        tokens = {i: secrets.token_urlsafe(24) for i, kind in enumerate(seats) if kind == HUMAN}
        owner_token = secrets.token_urlsafe(24)
        now = time.time()
        row = TableRow(
            id=secrets.token_urlsafe(9),
            game=game,
            players=players,
            options=resolved,
            seed=server_seed() if seed is None else seed,
            salt=new_salt(),
            settings=checked,
            status=OPEN if tokens else RUNNING,
            created_at=now,
            started_at=None if tokens else now,
            seats=[
                SeatRow(i, kind, token_hash(tokens[i]) if i in tokens else "")
                for i, kind in enumerate(seats)
            ],
            owner_hash=token_hash(owner_token),
        )
        await self.store.create_table(row)
        if not tokens:
            live = await self.get(row.id)
            if live is not None:
                live.start_driver()
        return NewTable(row, tokens, owner_token)

    @staticmethod
    def _settings(settings: Mapping[str, Any], kinds: Sequence[str]) -> dict[str, Any]:
        known = {"turn_seconds", "takeover_seconds", "takeover_bot"}
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
        return checked

    async def get(self, table_id: str) -> LiveTable | None:
        """The table, loaded from the database on first use; None if there is none."""
        live = self.tables.get(table_id)
        if live is not None:
            return live
        lock = self._loading.setdefault(table_id, asyncio.Lock())
        async with lock:
            live = self.tables.get(table_id)
            if live is None:
                row = await self.store.table(table_id)
                if row is None:
                    return None
                live = await LiveTable.load(self.store, row, self.presence)
                live.changed = self.broadcast
                self.tables[table_id] = live
        return live

    # -- people ------------------------------------------------------------------------------
    def seat_of(self, live: LiveTable, token: str | None) -> int | None:
        """The seat a token opens (None for no token: a spectator); ProtocolError if it opens
        none."""
        if token is None:
            return None
        digest = token_hash(token)
        for seat in live.row.seats:
            if seat.token_hash and hmac.compare_digest(seat.token_hash, digest):
                return seat.seat
        raise ProtocolError("bad_token", "this seat token does not belong to this table")

    async def join(self, live: LiveTable, client: Client, name: str) -> None:
        """Seat a connection; the game starts when every person has joined once."""
        live.clients.add(client)
        if client.seat is not None:
            now = time.time()
            info = live.row.seats[client.seat]
            await self.store.join_seat(live.id, client.seat, name or info.name, now)
            info.name = name or info.name
            info.joined_at = info.joined_at or now
            info.last_seen = now
            everyone = all(s.joined_at is not None for s in live.row.seats if s.kind == HUMAN)
            if live.row.status == OPEN and everyone:
                await self.store.set_status(live.id, RUNNING, now)
                live.row.status, live.row.started_at = RUNNING, now
            if live.row.status == RUNNING:
                live.start_driver()
            live.wake.set()
        await self.broadcast(live, joining=client)

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
