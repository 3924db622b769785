"""Game options as people type them on a command line (``NAME=VALUE``): every command that
takes ``--option`` reads them here; the game's option set then converts and checks the values."""

from __future__ import annotations

from collections.abc import Sequence

from empires.kernel.errors import EmpiresError


def parse_options(pairs: Sequence[str]) -> dict[str, str]:
    """``["teams=true", "rounds=10"]`` -> a dict; the game's option set converts the values."""
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise EmpiresError(f"an option must look like NAME=VALUE, not {pair!r}")
        options[name.strip()] = value.strip()
    return options
