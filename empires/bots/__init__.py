"""Bots that work on every game."""
