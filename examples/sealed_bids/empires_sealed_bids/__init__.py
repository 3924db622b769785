"""Sealed Bids, a small game of secret simultaneous bids for 2 to 5 players, built with the kit."""

from empires_sealed_bids.rules import SealedBids

#: The game's rules; found through the entry point in pyproject.toml.
RULES = SealedBids()

__all__ = ["RULES", "SealedBids"]
