"""A match: one game being played. The public entry point of the kernel (see ``docs/api.md``).

A match keeps the rules, the options, the seed (or the starting position), the state and the
list of moves played, so that it can always be written out as a record that replays exactly.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from empires.kernel.errors import EmpiresError, IllegalMove, InvalidOptions, NotYourTurn
from empires.kernel.events import Event
from empires.kernel.game import Rules, View
from empires.kernel.options import OptionValue
from empires.kernel.record import GameRecord, PlayedMove
from empires.kernel.registry import get_game


class Match:
    """One game in play. Every method that takes a move checks it fully before changing anything."""

    def __init__(
        self,
        rules: Rules[Any, Any],
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        *,
        start: Mapping[str, Any] | None = None,
    ) -> None:
        info = rules.info
        if not isinstance(players, int) or not info.min_players <= players <= info.max_players:
            raise InvalidOptions(
                f"{info.name} takes {info.min_players} to {info.max_players} players, "
                f"not {players!r}"
            )
        self.rules = rules
        self.players = players
        self.seed = seed
        self.start: dict[str, Any] | None = dict(start) if start is not None else None
        if start is None:
            self.options: dict[str, OptionValue] = info.options.resolve(players, options)
            self.state = rules.new_state(players, self.options, seed)
        else:
            self.state = rules.state_from_json(start)
            self.options = rules.options_of(self.state)
            if rules.players_of(self.state) != players:
                raise InvalidOptions(
                    f"the position is for {rules.players_of(self.state)} players, not {players}"
                )
        self.moves: list[PlayedMove] = []

    # -- starting ---------------------------------------------------------------------------
    @classmethod
    def from_position(cls, game: str, position: Mapping[str, Any]) -> Match:
        """Start from a full state given as JSON (the form ``state_json`` returns)."""
        rules = get_game(game)
        players = rules.players_of(rules.state_from_json(position))
        return cls(rules, players, start=position)

    # -- asking -----------------------------------------------------------------------------
    @property
    def game(self) -> str:
        """The game's registry name."""
        return self.rules.info.name

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.rules.is_over(self.state)

    def to_act(self) -> tuple[int, ...]:
        """Seats that must decide now; several at once for a secret simultaneous choice."""
        return self.rules.to_act(self.state)

    def decision_kind(self) -> str:
        """``"sequential"``, ``"simultaneous"`` or ``"over"``."""
        return self.rules.decision_kind(self.state)

    def legal_moves(self, seat: int) -> list[Any]:
        """The typed moves open to ``seat`` now."""
        return list(self.rules.legal_moves(self.state, seat))

    def legal_moves_json(self, seat: int) -> list[dict[str, Any]]:
        """The moves open to ``seat`` now, in JSON form."""
        return [self.rules.move_to_json(m) for m in self.rules.legal_moves(self.state, seat)]

    def view(self, seat: int | None) -> View:
        """What ``seat`` may know; ``None`` gives the spectators' view."""
        return self.rules.view(self.state, seat)

    def events(self, seat: int | None) -> list[Event]:
        """The events ``seat`` may see, oldest first."""
        return [e for e in self.rules.events(self.state) if e.visible_to(seat)]

    def event_texts(
        self, seat: int | None, lang: str = "en", names: Sequence[str] = ()
    ) -> list[str]:
        """The events ``seat`` may see, as sentences."""
        names = list(names) or default_names(self.players, lang)
        return [self.rules.event_text(e, lang, names) for e in self.events(seat)]

    def scores(self) -> list[int]:
        """Points per seat (final once the game is over)."""
        return self.rules.scores(self.state)

    def score_breakdown(self) -> list[dict[str, Any]]:
        """Per seat, how its points are made up (JSON-ready; final once the game is over)."""
        return self.rules.score_breakdown(self.state)

    def winners(self) -> list[int]:
        """Seats sharing first place once the game is over; empty before."""
        return self.rules.winners(self.state)

    def state_json(self) -> dict[str, Any]:
        """The full state as JSON; hidden information included, so never send it to a client."""
        return self.rules.state_to_json(self.state)

    # -- playing ----------------------------------------------------------------------------
    def play(self, seat: int, move: Any) -> list[Event]:
        """Apply ``move`` (typed, or its JSON form) for ``seat``; return the new events it may see.
        An optional move (``Rules.optional_kinds``) is taken from any seat while the game lasts.

        Raises NotYourTurn, MalformedMove or IllegalMove, each leaving the match unchanged.
        """
        self._check_seat(seat)
        if is_take_back(move):
            return self.take_back(seat)
        if is_undone(move):
            return self.note_undo(seat)
        waiting = self.rules.to_act(self.state)
        # A game without optional moves refuses a seat that is not asked before reading its move.
        if seat not in waiting and not self.rules.optional_kinds:
            raise _not_asked(seat, waiting)
        typed = self._typed(move, seat)
        optional = self.rules.is_optional(typed)
        if not waiting or (seat not in waiting and not optional):
            raise _not_asked(seat, waiting)
        before = len(self.rules.events(self.state))
        apply = self.rules.apply_optional if optional else self.rules.apply
        applied = apply(self.state, seat, typed)
        self.moves.append(PlayedMove(seat, self.rules.move_to_json(applied)))
        return [e for e in self.rules.events(self.state)[before:] if e.visible_to(seat)]

    def _typed(self, move: Any, seat: int | None = None) -> Any:
        """``move`` as the game's typed move. Anything shaped like JSON is a move's JSON form
        (and the game's decoder names what is wrong with it; ``read_move`` where ``seat`` plays
        it); anything else is taken as typed."""
        if not (move is None or isinstance(move, Mapping | list | str | int | float)):
            return move
        if seat is None:
            return self.rules.move_from_json(move)
        return self.rules.read_move(self.state, seat, move)

    def _check_seat(self, seat: Any) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise NotYourTurn(f"there is no seat {seat!r} in a {self.players}-player game")

    def optional_moves(self, seat: int) -> list[Any]:
        """The optional moves open to ``seat`` now, asked or not (none once the game is over)."""
        return [] if self.is_over else list(self.rules.optional_moves(self.state, seat))

    def optional_moves_json(self, seat: int) -> list[dict[str, Any]]:
        """The optional moves open to ``seat`` now, in JSON form."""
        return [self.rules.move_to_json(m) for m in self.optional_moves(seat)]

    def is_optional(self, move: Any) -> bool:
        """Whether ``move`` (typed, or its JSON form, such as a record entry) is an optional
        move of the game; False for anything that is not a move of the game."""
        if not self.rules.optional_kinds or is_kernel_entry(move):
            return False
        try:
            return self.rules.is_optional(self._typed(move))
        except EmpiresError:
            return False

    def take_back(self, seat: int) -> list[Event]:
        """Withdraw ``seat``'s secret choice while the decision is open; it is kept in the
        record as an entry of its own (``TAKE_BACK``), so a replay takes it back too. Return
        the new events (one: that the seat took its choice back). IllegalMove
        ('nothing-to-take-back') if the seat has no choice waiting, leaving the match unchanged.
        """
        return self._kernel_entry(seat, TAKE_BACK, self.rules.take_back)

    def note_undo(self, seat: int) -> list[Event]:
        """Keep in the record, where a move was undone (and removed), that ``seat`` took back a
        move: an entry (``UNDONE``) that changes nothing but the log. Return its event."""
        return self._kernel_entry(seat, UNDONE, self.rules.note_undo)

    def _kernel_entry(
        self, seat: int, entry: Mapping[str, str], act: Callable[[Any, int], None]
    ) -> list[Event]:
        """Let ``act`` change the state for ``seat`` and record the kernel's ``entry`` for it;
        the events it made."""
        self._check_seat(seat)
        before = len(self.rules.events(self.state))
        act(self.state, seat)
        self.moves.append(PlayedMove(seat, dict(entry)))
        return list(self.rules.events(self.state)[before:])

    def copy(self) -> Match:
        """An independent match in the same position (to try a move before committing to it)."""
        twin = Match.__new__(Match)
        twin.rules, twin.players, twin.seed = self.rules, self.players, self.seed
        twin.start = None if self.start is None else dict(self.start)
        twin.options = dict(self.options)
        twin.state = self.rules.copy_state(self.state)
        twin.moves = list(self.moves)
        return twin

    # -- records ----------------------------------------------------------------------------
    def record(self) -> GameRecord:
        """Everything needed to replay this match exactly."""
        result = None
        if self.is_over:
            result = {"scores": self.scores(), "winners": self.winners()}
        return GameRecord(
            game=self.game,
            players=self.players,
            options=dict(self.options),
            seed=None if self.start is not None else self.seed,
            start=self.start,
            moves=list(self.moves),
            result=result,
        )

    @classmethod
    def from_record(cls, record: GameRecord) -> Match:
        """Replay a record move by move; an illegal move raises IllegalMove naming it."""
        match = cls.start_of(record)
        for number, played in enumerate(record.moves, start=1):
            try:
                match.play(played.seat, played.move)
            except EmpiresError as error:
                if isinstance(error, IllegalMove):
                    rule, reason = error.rule, error.message
                else:
                    rule, reason = type(error).__name__, str(error)
                raise IllegalMove(
                    rule, f"move {number} by seat {played.seat} ({played.move}) fails: {reason}"
                ) from error
        return match

    @classmethod
    def start_of(cls, record: GameRecord) -> Match:
        """The match a record starts from, before any move."""
        rules = get_game(record.game)
        if record.start is not None:
            return cls(rules, record.players, start=record.start)
        options = rules.info.options.stored(record.options)
        return cls(rules, record.players, options, record.seed or 0)


#: The record entry of a secret choice taken back: not a move of any game (no game's move type
#: holds a colon), so records with and without take-backs read alike.
TAKE_BACK: Mapping[str, str] = {"type": "kernel:take-back"}


#: The record entry left where a sequential move was undone: only the log line that says so.
UNDONE: Mapping[str, str] = {"type": "kernel:undone"}


def is_take_back(move: Any) -> bool:
    """Whether a record entry (or a move sent) is a take-back."""
    return isinstance(move, Mapping) and dict(move) == TAKE_BACK


def is_undone(move: Any) -> bool:
    """Whether a record entry is the mark of an undone move."""
    return isinstance(move, Mapping) and dict(move) == UNDONE


def is_kernel_entry(move: Any) -> bool:
    """Whether a record entry is the kernel's own (a take-back or an undo), not a game's move."""
    return is_take_back(move) or is_undone(move)


def _not_asked(seat: int, waiting: tuple[int, ...]) -> NotYourTurn:
    """The refusal of a move of ``seat`` while the game waits for the seats ``waiting``."""
    if not waiting:
        return NotYourTurn("the game is over; no more moves are taken")
    asked = ", ".join(str(s) for s in waiting)
    return NotYourTurn(f"seat {seat} is not asked to decide now (waiting for seat {asked})")


def default_names(players: int, lang: str = "en") -> list[str]:
    """ "Player 1", "Player 2", ... (German: "Spieler 1", ...)."""
    word = "Spieler" if lang == "de" else "Player"
    return [f"{word} {i + 1}" for i in range(players)]


def new_match(
    game: str, players: int, options: Mapping[str, Any] | None = None, seed: int = 0
) -> Match:
    """Make a game by registry name with options and a seed."""
    return Match(get_game(game), players, options, seed)


def replay(record: GameRecord) -> Match:
    """Replay a record; raises IllegalMove naming the move number, seat and rule that fail."""
    return Match.from_record(record)
