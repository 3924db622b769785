"""``empires verify``: check a finished web table's fairness from its record alone.

Given the record (``GET /api/tables/{id}/record``), the commitment shown at the table before the
game ended and the salt revealed at its end, it checks that SHA-256 of "SEED:SALT" is the
commitment (so the seed was fixed when the table was created), then replays every move from the
seed with the rules and reports the final scores. Exit status 0: all holds; 1: something does
not; 2: the record or an argument is unusable.
"""

from __future__ import annotations

import argparse
import hashlib
import re
from pathlib import Path

from empires.kernel.errors import EmpiresError
from empires.kernel.match import Match, default_names
from empires.kernel.record import GameRecord

_HEX = re.compile(r"^[0-9a-f]+$")


def commitment_text(seed: int, salt: str) -> str:
    """The text a web table's commitment hashes: the seed in decimal, a colon, the salt."""
    return f"{seed}:{salt}"


def commitment_of(seed: int, salt: str) -> str:
    """SHA-256 of the commitment text (UTF-8), as 64 lower-case hex digits: the commitment a
    web table shows."""
    return hashlib.sha256(commitment_text(seed, salt).encode()).hexdigest()


def _hex(value: str, what: str, length: int | None = None) -> str:
    text = value.strip().lower()
    if not _HEX.match(text) or (length is not None and len(text) != length):
        size = f"{length} " if length else ""
        raise EmpiresError(f"{what} must be {size}hexadecimal digits, not {value!r}")
    return text


def verify(record: GameRecord, commitment: str, salt: str) -> tuple[bool, list[str]]:
    """Check a record against a commitment and salt; whether all holds, and the report's
    lines."""
    commitment = _hex(commitment, "the commitment", 64)
    salt = _hex(salt, "the salt")
    if record.seed is None:
        raise EmpiresError("the record starts from a position, not a seed: nothing to verify")
    lines = []
    computed = commitment_of(record.seed, salt)
    committed = computed == commitment
    lines.append(f"seed: {record.seed}")
    lines.append(f'sha256("{commitment_text(record.seed, salt)}") = {computed}')
    lines.append("commitment: matches" if committed else f"commitment: DOES NOT MATCH {commitment}")
    match = Match.from_record(record)  # IllegalMove names the first move that fails
    lines.append(f"replay: all {len(record.moves)} moves are legal from the seed")
    if not match.is_over:
        lines.append("replay: the game is not over after the last move")
        return False, lines
    names = default_names(match.players)
    scores, winners = match.scores(), match.winners()
    lines.append(
        "final scores: " + ", ".join(f"{n} {s}" for n, s in zip(names, scores, strict=True))
    )
    lines.append("winners: " + (", ".join(names[w] for w in winners) or "none"))
    same = True
    if record.result is not None:
        same = record.result.get("scores") == scores and record.result.get("winners") == winners
        lines.append(
            "the record's result: the same"
            if same
            else f"the record's result DIFFERS: {record.result}"
        )
    return committed and same, lines


def run_verify(args: argparse.Namespace) -> int:
    """The command: print the report, exit 0 if everything holds, 1 if not."""
    record = GameRecord.load(Path(args.record))
    ok, lines = verify(record, args.commitment, args.salt)
    for line in lines:
        print(line)
    print("verified" if ok else "NOT verified")
    return 0 if ok else 1


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``empires verify RECORD.json --commitment HEX --salt HEX``."""
    parser = sub.add_parser(
        "verify",
        help="check a finished web table's record against its commitment and replay it",
    )
    parser.add_argument("record", help="the record (GET /api/tables/ID/record)")
    parser.add_argument(
        "--commitment", required=True, help="the commitment the table showed during the game"
    )
    parser.add_argument("--salt", required=True, help="the salt the table revealed at the end")
    parser.set_defaults(run=run_verify)
