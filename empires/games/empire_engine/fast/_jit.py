"""Numba's ``njit`` with the function's own type kept for mypy, and compiled code cached on disk.

Numba's cache checks only the file of the function it loads, not the files of the functions
it calls, so an edit to one module of this package could leave stale machine code in another
module's cache. The cache is therefore kept per version of the whole package: when any file
with compiled functions (or the layout, or the game's valuation or matrix game, whose
constants they are compiled with) changes, the cached code of every module is dropped.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import numba

F = TypeVar("F", bound=Callable[..., Any])

_HERE = Path(__file__).parent


def _drop_stale_cache() -> None:
    digest = hashlib.sha256()
    for source in sorted(_HERE.glob("*.py")):
        text = source.read_bytes()
        # Compiled functions, and the constants they are compiled with.
        if b"@jit" in text or source.name in ("layout.py", "_jit.py"):
            digest.update(source.name.encode())
            digest.update(text)
    # The game's valuation gives the heuristic's constants (its near ties, its horizon), its
    # matrix game those of the two-player plans.
    digest.update((_HERE.parent / "valuation.py").read_bytes())
    digest.update((_HERE.parent / "duel.py").read_bytes())
    cache = _HERE / "__pycache__"
    stamp = cache / "numba-sources.sha256"
    try:
        if stamp.exists() and stamp.read_text() == digest.hexdigest():
            return
        cache.mkdir(exist_ok=True)
        for stale in [*cache.glob("*.nbi"), *cache.glob("*.nbc")]:
            stale.unlink()
        stamp.write_text(digest.hexdigest())
    except OSError:  # a read-only installation: numba then compiles without its cache
        pass


_drop_stale_cache()


def jit(fn: F) -> F:
    """Compile ``fn`` in nopython mode; the machine code is cached next to the source."""
    return cast(F, numba.njit(cache=True, nogil=True)(fn))
