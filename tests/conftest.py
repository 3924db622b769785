"""Settings for the whole suite: hypothesis profiles, and schemathesis imported up front.

`make test` (and so CI) uses the default ``repeatable`` profile: every property test tries the
same examples on every run, so a run passes or fails the same way on every machine. To search
afresh for counterexamples, run with ``HYPOTHESIS_PROFILE=explore`` (new random examples on each
run); a failure it finds prints the example, to be kept as a plain test beside the property.
"""

from __future__ import annotations

import os

from hypothesis import settings

# schemathesis is a pytest plugin, so pytest's assertion rewriting compiles each of its modules
# when it is first imported, and it imports some late: its transports on first use, its HTML
# writer at the end of the session. On CPython 3.11.7 such a late compile has failed ("AST
# constructor recursion depth mismatch": in a CI worker, and after the PostgreSQL cluster tests
# run without xdist), so they are all imported here, first thing, in a fresh interpreter.
from schemathesis.reporting.html import writer  # noqa: F401
from schemathesis.transport import asgi, requests, wsgi  # noqa: F401

settings.register_profile("repeatable", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))
