"""Compiled steps for environments in which one seat learns: the policies play every other
seat until the learner must decide, exactly as :class:`empires.envs.gymnasium_env.
EmpiresSeatEnv` lets its bots play (in a simultaneous decision the learner chooses first,
so it never sees that a bot has chosen), and what the learner then sees."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from empires.games.empire_engine.fast._jit import jit
from empires.games.empire_engine.fast.core import apply
from empires.games.empire_engine.fast.layout import (
    CHOICE,
    DECISIONS,
    MADE,
    OVER,
    PHASE,
    PLAN,
)
from empires.games.empire_engine.fast.observe import legal_mask, observe
from empires.games.empire_engine.fast.play import Seats, play_until


@jit
def learner_moves(
    rows: NDArray[np.int64],
    learner: int,
    codes: NDArray[np.int64],
    seats: Seats,
    ids: NDArray[np.int64],
    obs: NDArray[np.float32],
    masks: NDArray[np.int8],
) -> None:
    """Play the learner's move ``codes[b]`` in every game ``b`` (-1: none), then the others
    until the learner is asked again; write what the learner sees then into ``obs[b]`` and
    its legal action ids (``ids[code]``) into ``masks[b]``."""
    no_log = np.zeros((0, 0), np.int32)
    for b in range(rows.shape[0]):
        row = rows[b]
        code = codes[b]
        if code >= 0 and row[PHASE] != OVER:
            row[MADE + learner] += 1
            if row[PHASE] == PLAN:
                apply(row, learner, code)
            else:
                row[DECISIONS] += 1
                row[CHOICE + learner] = code
        play_until(row, learner, seats, b, no_log, 0)
        observe(row, learner, obs[b])
        legal_mask(row, learner, ids, masks[b])
