"""The public record: the entries of the game's log that change someone's stacks, as everybody
at the table saw them (nations claimed with their support, each round's start, commerce's sales
and price, auctions won, answered trade offers), and the stacks they imply.

Every change to a player's stacks is one of these or follows from them (development is forced),
so replaying the record gives every empire's stacks exactly, as a player who noted everything
down would know them. The view carries the record, never the stacks it implies.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_colonial.components import BEGINNER_START, BOND_GOLD, HOLDINGS, NATIONS
from empires.games.empire_colonial.development import develop
from empires.kernel.events import Event

#: The public events that change stacks, and so go into the record.
RECORDED = frozenset({"nations_claimed", "round_started", "sold", "auction_won", "offer_answered"})

Entry = dict[str, Any]
Stacks = list[dict[str, int]]


def entry(event: Event) -> Entry | None:
    """The record's entry for a log event, or None if the event is not recorded."""
    if event.to is not None or event.key not in RECORDED:
        return None
    return {"key": event.key, "params": event.params}


def from_events(events: Sequence[Event]) -> list[Entry]:
    """The record of a whole log."""
    return [e for e in map(entry, events) if e is not None]


def replay(record: Sequence[Entry], players: int, options: Mapping[str, Any]) -> Stacks:
    """Every empire's stacks as the record implies them."""
    stacks = [dict.fromkeys(HOLDINGS, 0) for _ in range(players)]
    if options["version"] == "beginner":
        for held in stacks:
            for kind, count in BEGINNER_START.items():
                held[kind] += count
    nations: list[str | None] = [None] * players
    for item in record:
        _note(item, stacks, nations)
    return stacks


def _note(item: Entry, stacks: Stacks, nations: list[str | None]) -> None:
    """Apply one entry of the record to the stacks (and the nations, once claimed)."""
    params = item["params"]
    key = item["key"]
    if key == "round_started":
        for seat, held in enumerate(stacks):
            develop(held, nations[seat])
    elif key == "sold":
        price = params["price"]
        for held, count in zip(stacks, params["sales"], strict=True):
            held["good"] -= count
            held["gold"] += count * price
    elif key == "auction_won":
        held, card = stacks[params["seat"]], params["card"]
        held["gold"] += (BOND_GOLD if card == "bond" else 0) - params["paid"]
        held[card] += 1
    elif key == "offer_answered":
        if params["accepted"]:
            offerer, answerer = stacks[params["from"]], stacks[params["to"]]
            _move(offerer, answerer, params["give"])
            _move(answerer, offerer, params["ask"])
    else:  # nations_claimed
        nations[:] = params["nations"]
        for held, name, (supporters, revolts) in zip(
            stacks, nations, params["support"], strict=True
        ):
            assert name is not None
            held["supporter"] += supporters
            held["revolt"] += revolts
            for kind, count in NATIONS[name].start.items():
                held[kind] += count


def _move(source: dict[str, int], target: dict[str, int], item: Mapping[str, Any]) -> None:
    kind = item["kind"]
    if kind is not None:
        source[kind] -= item["count"]
        target[kind] += item["count"]


#: Replays already done, by the identity of a record's last entry: that entry (held, so that
#: its identity stays unique), the record's length, players and version, and the stacks and
#: nations it gave. Records only ever grow by appending new entries and copies share their
#: entries, so the same last entry at the same length means the same record; a search that
#: samples from views of one game again and again then replays only what is new.
_replayed: dict[int, tuple[Entry, int, int, str, Stacks, tuple[str | None, ...]]] = {}
_REPLAYS_KEPT = 4096


def public_stacks(view: Mapping[str, Any]) -> Stacks | None:
    """Every empire's stacks as the view's public record (or its open tally) gives them; None
    for a position set up without its record. The result may be shared: do not change it."""
    tally = view["tally"]
    if tally is not None:
        return list(tally)
    record = view["record"]
    if record is None:
        return None
    players, version = view["players"], view["options"]["version"]
    if not record:
        return replay(record, players, view["options"])
    start, stacks, nations = 0, None, None
    for at in range(len(record) - 1, -1, -1):
        known = _replayed.get(id(record[at]))
        if (
            known is not None
            and known[0] is record[at]
            and known[1:4] == (at + 1, players, version)
        ):
            start, stacks, nations = at + 1, known[4], known[5]
            break
    if stacks is None or nations is None:
        return _remember(record, players, version, replay(record, players, view["options"]))
    if start == len(record):
        return stacks
    grown = [dict(held) for held in stacks]
    claimed = list(nations)
    for item in record[start:]:
        _note(item, grown, claimed)
    return _remember(record, players, version, grown, tuple(claimed))


def _remember(
    record: Sequence[Entry],
    players: int,
    version: str,
    stacks: Stacks,
    nations: tuple[str | None, ...] | None = None,
) -> Stacks:
    if nations is None:
        nations = _nations(record, players)
    if len(_replayed) >= _REPLAYS_KEPT:
        _replayed.clear()
    last = record[-1]
    _replayed[id(last)] = (last, len(record), players, version, stacks, nations)
    return stacks


def _nations(record: Sequence[Entry], players: int) -> tuple[str | None, ...]:
    for item in record:
        if item["key"] == "nations_claimed":
            return tuple(item["params"]["nations"])
    return (None,) * players
