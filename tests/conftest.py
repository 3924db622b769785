"""Hypothesis profiles for the whole suite.

`make test` (and so CI) uses the default ``repeatable`` profile: every property test tries the
same examples on every run, so a run passes or fails the same way on every machine. To search
afresh for counterexamples, run with ``HYPOTHESIS_PROFILE=explore`` (new random examples on each
run); a failure it finds prints the example, to be kept as a plain test beside the property.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("repeatable", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))
