"""Errors a user can read: each names the problem, and raising one changes nothing."""

from __future__ import annotations


class EmpiresError(Exception):
    """Base of every error the kernel and the games raise on bad input."""


class UnknownGame(EmpiresError):
    """No game is registered under the asked name."""


class InvalidOptions(EmpiresError):
    """The options (or player count) asked for a game are not valid."""


class MalformedMove(EmpiresError):
    """A move's JSON form cannot be read as a move of this game."""


class NotUnderstood(EmpiresError):
    """A line a person typed names one of the game's typed commands (``Rules.read_typed``) but
    a word of it cannot be read; the message, in the table's language, names that word."""


class NotYourTurn(EmpiresError):
    """A seat tried to move while it is not asked to decide anything."""


class IllegalMove(EmpiresError):
    """A well-formed move that the rules forbid in this position.

    ``rule`` is a short stable identifier of the rule that was broken (for example
    ``"gear-boost-needs-resource"``); the message explains it in words.
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} [rule: {rule}]")
        self.rule = rule
        self.message = message


class BadPosition(EmpiresError):
    """A position or saved state given as JSON does not describe a valid game state."""


class BadRecord(EmpiresError):
    """A game record file cannot be read or does not replay."""
