"""The public record: the log's entries that change someone's stacks, as everybody saw them
(nations claimed, each round's start, commerce, auctions won, answered offers). Every change
to the stacks is one of these or forced by them (development), so replaying the record gives
every empire's stacks exactly, as a player who noted everything down would know them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from empires.games.empire_colonial.components import BEGINNER_START, BOND_GOLD, HOLDINGS, NATIONS
from empires.games.empire_colonial.development import develop
from empires.kernel.events import Event

#: The public events that change stacks, and so go into the record.
RECORDED = frozenset(
    {"nations_claimed", "round_started", "sold", "auction_won", "offer_answered", "bundle_traded"}
)

Entry = dict[str, Any]
Stacks = list[dict[str, int]]


def from_events(events: Sequence[Event]) -> list[Entry]:
    """The record of a whole log: its public events that change stacks."""
    return [
        {"key": e.key, "params": e.params} for e in events if e.key in RECORDED and e.to is None
    ]


def starting(players: int, options: Mapping[str, Any]) -> Stacks:
    """Every empire's stacks at the start: empty, or the beginner version's common start."""
    start = BEGINNER_START if options["version"] == "beginner" else {}
    return [{kind: start.get(kind, 0) for kind in HOLDINGS} for _ in range(players)]


def replay(
    record: Sequence[Entry],
    players: int,
    options: Mapping[str, Any],
    start: int = 0,
    known: tuple[Stacks, list[str | None]] | None = None,
) -> tuple[Stacks, list[str | None]]:
    """Every empire's stacks and the nations as the record implies them: after its entries
    from ``start`` on, from those ``known`` before them (None: the game's start)."""
    if known is None:
        known = starting(players, options), [None] * players
    stacks, nations = [dict(held) for held in known[0]], list(known[1])
    for item in record[start:]:
        note(item["key"], item["params"], stacks, nations)
    return stacks, nations


def note(
    key: str, params: Mapping[str, Any], stacks: Stacks, nations: list[str | None]
) -> list[dict[str, Any]]:
    """Make one recorded change to every empire's stacks (and the nations, once claimed); a
    round's start returns what each empire's development did."""
    if key == "round_started":
        return [develop(held, nations[seat]) for seat, held in enumerate(stacks)]
    if key == "sold":
        price = params["price"]
        for held, count in zip(stacks, params["sales"], strict=True):
            held["good"] -= count
            held["gold"] += count * price
    elif key == "auction_won":
        held, card = stacks[params["seat"]], params["card"]
        held["gold"] += (BOND_GOLD if card == "bond" else 0) - params["paid"]
        held[card] += 1
    elif key == "offer_answered":
        offerer, answerer = stacks[params["from"]], stacks[params["to"]]
        give, ask = params["give"], params["ask"]
        for source, target, item in ((offerer, answerer, give), (answerer, offerer, ask)):
            if params["accepted"] and item["kind"] is not None:
                source[item["kind"]] -= item["count"]
                target[item["kind"]] += item["count"]
    elif key == "bundle_traded":  # an accepted bundle offer (``bundles``)
        maker, taker = stacks[params["from"]], stacks[params["to"]]
        for source, target, counts in (
            (maker, taker, params["give"]),
            (taker, maker, params["ask"]),
        ):
            for kind, count in counts.items():
                source[kind] -= count
                target[kind] += count
    else:  # nations_claimed
        nations[:] = params["nations"]
        for held, name, (supporters, revolts) in zip(
            stacks, params["nations"], params["support"], strict=True
        ):
            held["supporter"] += supporters
            held["revolt"] += revolts
            for kind, count in NATIONS[name].start.items():
                held[kind] += count
    return []


#: Replays done, by the identity of a record's last entry (held, so that it stays unique):
#: records only grow and copies share their entries, so the same last entry at the same length
#: means the same record, and a search sampling one game's views replays only what is new.
_replayed: dict[int, tuple[Entry, int, tuple[int, str], tuple[Stacks, list[str | None]]]] = {}
_REPLAYS_KEPT = 4096


def public_stacks(view: Mapping[str, Any]) -> Stacks | None:
    """Every empire's stacks as the view's public record (or its open tally) gives them; None
    for a position set up without its record. The result may be shared: do not change it."""
    if view["tally"] is not None:
        return list(view["tally"])
    record = view["record"]
    if record is None:
        return None
    players, options = view["players"], view["options"]
    if not record:
        return replay(record, players, options)[0]
    game = (players, options["version"])
    start, known = 0, None
    for at in range(len(record) - 1, -1, -1):
        found = _replayed.get(id(record[at]))
        if found is not None and found[0] is record[at] and found[1:3] == (at + 1, game):
            start, known = at + 1, found[3]
            break
    if known is not None and start == len(record):
        return known[0]
    replayed = replay(record, players, options, start, known)
    if len(_replayed) >= _REPLAYS_KEPT:
        _replayed.clear()
    _replayed[id(record[-1])] = (record[-1], len(record), game, replayed)
    return replayed[0]
