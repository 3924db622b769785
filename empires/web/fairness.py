"""Fair tables: where a table's seed comes from, what everyone is told about it, and the proof at
the end that the hidden draws were fixed before the first move.

* A table's seed is drawn by the server from the OS's secure source: 128 random bits with bit
  128 set, so it always selects the kernel's wide generator (``empires.kernel.rng``), whose
  draws tell nothing about the seed.
* A creator may choose the seed instead (for a rematch, a lesson, a puzzle), but only in the
  open: the table is marked ``seeded``, its seed is shown to everyone from the start, and it is
  never rated (there is no rating yet; summaries say ``rated: false`` all the same).
* On creation the table also gets a secret salt, and everyone is shown the commitment
  ``sha256("SEED:SALT")`` (the seed in decimal, a colon, the salt's 32 hex digits, as UTF-8).
  When the game ends the seed and salt are revealed: anyone can hash them again (the table page
  does, in the browser) and replay the game from the seed and the moves
  (``GET /api/tables/{id}/record`` and ``empires verify``). The salt keeps a small seed from
  being found by hashing every candidate.

Seeds travel as decimal text: they pass 2**53, where JavaScript numbers lose digits.
"""

from __future__ import annotations

import secrets
from collections import OrderedDict
from typing import Any

from empires.kernel.errors import EmpiresError
from empires.kernel.match import Match
from empires.kernel.record import GameRecord
from empires.verify import commitment_of
from empires.web.store import FINISHED, TableRow

#: Random bits of a server seed (bit SEED_BITS is set on top, so the seed is always wide).
SEED_BITS = 128
#: How many finished tables' replay checks one process remembers.
CHECKS_KEPT = 512


def server_seed() -> int:
    """A fresh seed from the OS's secure source: 128 random bits, and bit 128 set."""
    return secrets.randbits(SEED_BITS) | (1 << SEED_BITS)


def new_salt() -> str:
    """A fresh salt for a table's commitment: 16 random bytes as 32 hex digits."""
    return secrets.token_hex(16)


def commitment(seed: int, salt: str) -> str:
    """SHA-256 of "SEED:SALT" (UTF-8), as 64 lower-case hex digits (the same function that
    ``empires verify`` checks with)."""
    return commitment_of(seed, salt)


def is_seeded(row: TableRow) -> bool:
    """Whether the table's creator chose its seed."""
    return bool(row.settings.get("seeded"))


def public_fairness(row: TableRow) -> dict[str, Any]:
    """What every seat and spectator may know of the table's seed: whether the creator chose it
    (and then the seed), the commitment, and once the game is over the seed and the salt.
    Tables from before commitments (no salt) have none."""
    seeded = is_seeded(row)
    over = row.status == FINISHED
    return {
        "seeded": seeded,
        "rated": False,
        "seed": str(row.seed) if seeded or (over and row.salt) else None,
        "commitment": commitment(row.seed, row.salt) if row.salt else None,
        "salt": row.salt if over and row.salt else None,
    }


def table_record(row: TableRow, match: Match) -> dict[str, Any]:
    """A finished table's game record (the form ``empires replay`` and ``empires verify``
    read), with the table, its commitment and salt in ``meta``."""
    record = match.record()
    record.meta = {"table": row.id, "seeded": is_seeded(row)}
    if row.salt:
        record.meta |= {"commitment": commitment(row.seed, row.salt), "salt": row.salt}
    return record.to_json()


_checks: OrderedDict[str, dict[str, Any]] = OrderedDict()


def replay_check(row: TableRow, match: Match) -> dict[str, Any] | None:
    """For a finished table with a commitment: the server's own replay of the game from the
    revealed seed (checked against the commitment first) and the stored moves, and whether it
    ends with the table's result. Worked out once per table and process."""
    if row.status != FINISHED or not row.salt:
        return None
    known = _checks.get(row.id)
    if known is not None:
        return known
    record = GameRecord(
        game=row.game,
        players=row.players,
        options=dict(row.options),
        seed=int(public_fairness(row)["seed"]),
        start=None,
        moves=list(match.moves),
    )
    check: dict[str, Any] = {"moves": len(record.moves)}
    try:
        replayed = Match.from_record(record)
    except EmpiresError as error:
        check |= {"replays": False, "problem": str(error), "scores": None, "same_result": False}
    else:
        scores = replayed.scores() if replayed.is_over else None
        result = row.result or {}
        check |= {
            "replays": replayed.is_over,
            "scores": scores,
            "same_result": scores == result.get("scores")
            and replayed.winners() == result.get("winners"),
        }
    _checks[row.id] = check
    while len(_checks) > CHECKS_KEPT:
        _checks.popitem(last=False)
    return check
