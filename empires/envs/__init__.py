"""Learning environments over every registered game: PettingZoo (AEC and Parallel), Gymnasium
(one seat against bots) and OpenSpiel (see docs/learning.md). Needs the ``rl`` extra."""
